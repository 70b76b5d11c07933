/**
 * News of an account into its team groups: after the owner's own push, each group that takes
 * that news (and whose routes name it: store.ts `routes`, the one recipient rule) gets it once,
 * by its own mark, so two instances
 * sending the same news deliver it once per group. A group that no longer takes the bot's
 * messages (the bot removed, the group deleted) stops getting news, and the owner is told once.
 */
import { createHash } from "node:crypto";
import type { Api } from "grammy";
import { accountTag, tagged } from "../accounts/label.js";
import { recipientOf } from "../accounts/recipient.js";
import type { BotDeps } from "../core/context.js";
import { escapeHtml } from "../format/html.js";
import type { Translate } from "../speech/speech.js";
import {
  changeTeamGroup,
  type News,
  type NewsAbout,
  routes,
  type TeamGroup,
  teamGroupsOf,
} from "./store.js";

/** One piece of news of an account, as its team groups get it. */
export interface TeamNews {
  news: News;
  about: NewsAbout;
  /** what makes this news itself: the owner's own push key */
  key: string;
  /** how long a group's mark of it is kept (as long as the owner's own) */
  keepMs: number;
  /** the message, in the owner's language; `send` when it is more than one text (the digest) */
  text?: string;
  send?: (api: Api, chatId: number, tag: string) => Promise<unknown>;
  /** the owner's texts, for the tag and the notice when a group is gone */
  t: Translate;
}

type TeamDeps = Pick<BotDeps, "storage" | "speeches" | "outbox" | "logger">;

/**
 * News made of pieces each about its own offer or subaccount (the watch's events, told in one
 * message): each group gets the pieces its routes name, as one message of those alone.
 */
export interface TeamPieces<T> {
  news: News;
  pieces: readonly { item: T; about: NewsAbout; key: string }[];
  /** the message of the pieces a group takes, in the owner's language (`group`: where it goes) */
  text: (items: T[], group: TeamGroup) => string;
  keepMs: number;
  t: Translate;
}

/** Sends the news to every group of the account that takes it; failures are logged, not thrown. */
export async function toTeam(deps: TeamDeps, accountId: number, news: TeamNews): Promise<void> {
  await toGroups(deps, accountId, news.t, (group) =>
    routes(group, news.news, news.about)
      ? { key: news.key, keepMs: news.keepMs, send: news.send, text: news.text }
      : undefined,
  );
}

/** Sends each group of the account the pieces its routes name (none: nothing). */
export async function piecesToTeam<T>(
  deps: TeamDeps,
  accountId: number,
  news: TeamPieces<T>,
): Promise<void> {
  await toGroups(deps, accountId, news.t, (group) => {
    const taken = news.pieces.filter((piece) => routes(group, news.news, piece.about));
    if (taken.length === 0) return undefined;
    const keys = taken.map((piece) => piece.key).join(",");
    return {
      key: `${news.news}:${createHash("sha256").update(keys).digest("base64url").slice(0, 22)}`,
      keepMs: news.keepMs,
      text: news.text(
        taken.map((piece) => piece.item),
        group,
      ),
    };
  });
}

interface GroupMessage {
  key: string;
  keepMs: number;
  text?: string;
  send?: TeamNews["send"];
}

/** The one way news reaches team groups: what each group takes (the rule: store.ts `routes`). */
async function toGroups(
  deps: TeamDeps,
  accountId: number,
  t: Translate,
  messageFor: (group: TeamGroup) => GroupMessage | undefined,
): Promise<void> {
  const groups = (await teamGroupsOf(deps.storage, accountId)).flatMap((group) => {
    const message = messageFor(group);
    return message ? [{ group, message }] : [];
  });
  if (groups.length === 0) return;
  // In a group the tag always says which account the news is about (members may see several).
  const owner = (await deps.storage.accounts.ownerOf(accountId)) ?? accountId;
  const accounts = await deps.storage.accounts.peek(owner);
  const tag = accountTag(t, accounts.find((a) => a.id === accountId) ?? { no: 1, label: "" });
  for (const { group, message } of groups) {
    try {
      const delivery = await deps.outbox.deliverOnce(
        `team:${accountId}:${group.chatId}:${message.key}`,
        group.chatId,
        (api) =>
          message.send
            ? message.send(api, group.chatId, tag)
            : api.sendMessage(group.chatId, tagged(tag, message.text ?? ""), {
                link_preview_options: { is_disabled: true },
              }),
        { keepMs: message.keepMs },
      );
      if (!delivery.sent && "gone" in delivery) await stopGroup(deps, accountId, group);
    } catch (error) {
      deps.logger.warn({ err: error, chatId: group.chatId }, "team news not delivered");
    }
  }
}

/**
 * The group takes no more messages (the bot was removed, the group deleted): its news stops, and
 * the owner hears it once (a group stopped already is not told again).
 */
export async function stopGroup(
  deps: TeamDeps,
  accountId: number,
  group: TeamGroup,
): Promise<void> {
  let newly = false;
  await changeTeamGroup(deps.storage, accountId, group.chatId, (current) => {
    if (!current) return current;
    newly = !current.stopped;
    return { ...current, stopped: true };
  });
  if (!newly) return;
  const to = await recipientOf(deps, accountId);
  if (!to) return;
  const text = tagged(to.tag, to.speech.t("team-stopped", { title: escapeHtml(group.title) }));
  await deps.outbox
    .deliver(to.chatId, (api) => api.sendMessage(to.chatId, text))
    .catch((error: unknown) => deps.logger.warn({ err: error }, "team stop notice not delivered"));
}
