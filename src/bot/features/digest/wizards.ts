import type { PublisherClient } from "../../../publisher-api/index.js";
import type { Language } from "../../../storage/index.js";
import type { BotContext, BotDeps } from "../../core/context.js";
import type { MemoLimits } from "../../core/memos.js";
import { clipHtml } from "../../format/clip.js";
import { canonicalZone, parseClock } from "../../format/local-time.js";
import { wizardAccount } from "../../wizard/account.js";
import {
  type WizardConversation,
  waitForAnswer,
  waitForAnswerOrLocation,
} from "../../wizard/answers.js";
import { editInWizard } from "../../wizard/edit.js";
import { publisherExternal } from "../../wizard/external.js";
import { wizardNow } from "../../wizard/now.js";
import { digestCard } from "./card.js";
import {
  digestAtButton,
  digestBackButton,
  digestHoursKeyboard,
  digestZonePick,
  digestZonesKeyboard,
} from "./keyboards.js";
import { changeDigest, type DigestChange, readDigest } from "./settings.js";
import { findZones, nearestZones, suggestedZones } from "./zones.js";

/** How much of a typed answer is repeated back in "… is not a time" (a message holds 4096). */
const ECHO_LIMIT = 100;

/** What the publisher chose: a change, or none ("Back"), and the context that answered. */
type Choice = { ctx: BotContext; change?: DigestChange };

/**
 * Delivery time: a button for a common hour, or a typed HH:MM. Entered from the card's button
 * with the card's message id, which is edited into the question and back into the card.
 */
export function digestTimeConversation(deps: BotDeps) {
  return async function digestTime(
    conversation: WizardConversation,
    ctx: BotContext,
    messageId?: number,
  ) {
    await ask(conversation, ctx, messageId, ctx.t("digest-time-ask"), digestHoursKeyboard(ctx));
    for (;;) {
      const answer = await waitForAnswer(conversation, [digestAtButton, digestBackButton]);
      let choice: Choice;
      if (answer.kind === "button") {
        const at = digestAtButton.unpack(answer.data)?.at;
        const valid = at !== undefined && at >= 0 && at < 1440;
        choice = { ctx: answer.ctx, ...(valid ? { change: { at } } : {}) };
      } else {
        const at = parseClock(answer.text);
        if (at === undefined) {
          await answer.ctx.reply(
            answer.ctx.t("digest-time-bad", { text: clipHtml(answer.text, ECHO_LIMIT) }),
          );
          continue;
        }
        choice = { ctx: answer.ctx, change: { at } };
      }
      await finish(conversation, deps, choice);
      return;
    }
  };
}

/**
 * Time zone: the cities of the publisher's language, or a search by city (in any of the bot's
 * languages), IANA name or offset, or the cities nearest a shared location.
 */
export function digestZoneConversation(deps: BotDeps) {
  return async function digestZone(
    conversation: WizardConversation,
    ctx: BotContext,
    messageId?: number,
  ) {
    const { lang } = ctx.speech;
    const now = new Date(await wizardNow(conversation));
    const suggested = digestZonesKeyboard(ctx, suggestedZones(lang), lang, now);
    await ask(conversation, ctx, messageId, ctx.t("digest-zone-ask"), suggested);
    const { id: accountId } = await wizardAccount(conversation);
    const apiZones = await publisherExternal(conversation, accountId, (client) =>
      zoneNamesFromApi(deps, client),
    );
    for (;;) {
      const answer = await waitForAnswerOrLocation(conversation, [
        digestZonePick,
        digestBackButton,
      ]);
      const actx = answer.ctx;
      if (answer.kind === "button") {
        const zone = canonicalZone(digestZonePick.unpack(answer.data)?.zone ?? "");
        await finish(conversation, deps, { ctx: actx, ...(zone ? { change: { zone } } : {}) });
        return;
      }
      const found =
        answer.kind === "location"
          ? nearestZones(answer.at)
          : findZones(answer.text, now, lang, apiZones);
      if (answer.kind === "text" && found.length === 1 && found[0]) {
        await finish(conversation, deps, { ctx: actx, change: { zone: found[0].zone } });
        return;
      }
      const typed = answer.kind === "text" ? clipHtml(answer.text, ECHO_LIMIT) : "";
      if (found.length === 0) await actx.reply(actx.t("digest-zone-none", { text: typed }));
      else {
        const text = typed
          ? actx.t("digest-zone-pick", { text: typed })
          : actx.t("digest-zone-nearest");
        await actx.reply(text, { reply_markup: digestZonesKeyboard(actx, found, lang, now) });
      }
    }
  };
}

async function ask(
  conversation: WizardConversation,
  ctx: BotContext,
  messageId: number | undefined,
  text: string,
  keyboard: ReturnType<typeof digestHoursKeyboard>,
): Promise<void> {
  if (messageId !== undefined) await editInWizard(conversation, ctx, text, keyboard, messageId);
  else await ctx.reply(text, { reply_markup: keyboard });
}

/**
 * Saves the choice (none for "Back") and shows the card: edited into the message whose button
 * was pressed, or sent after a typed answer.
 */
async function finish(
  conversation: WizardConversation,
  deps: BotDeps,
  choice: Choice,
): Promise<void> {
  const { ctx } = choice;
  const messageId = ctx.callbackQuery?.message?.message_id;
  const userId = ctx.from?.id;
  if (userId === undefined) return;
  const { lang } = ctx.speech;
  const now = await wizardNow(conversation);
  const state = await conversation.external(() =>
    save(deps, userId, choice.change, lang, new Date(now)),
  );
  const { text, keyboard } = await digestCard(ctx, state, new Date(now));
  if (messageId !== undefined) await editInWizard(conversation, ctx, text, keyboard, messageId);
  else await ctx.reply(text, { reply_markup: keyboard });
}

function save(
  deps: BotDeps,
  userId: number,
  change: DigestChange | undefined,
  lang: Language,
  now: Date,
) {
  return change
    ? changeDigest(deps.storage, userId, change, lang, now)
    : readDigest(deps.storage, userId, lang, now);
}

/** The API's own list is the same for everyone: read once a day per bot. */
const ZONE_NAMES: MemoLimits = { ttlMs: 24 * 3600_000, max: 1 };

/** The API's own list of zone names; [] if unreadable (the bot's own lists still answer). */
async function zoneNamesFromApi(deps: BotDeps, client: PublisherClient): Promise<string[]> {
  const memo = deps.memos.of<string[]>("api-zone-names", ZONE_NAMES);
  const now = deps.now().getTime();
  const known = memo.get("all", now);
  if (known) return known.value;
  try {
    const list = await client.account.timeZones();
    const names = list.items.map((zone) => zone.name).filter((name) => canonicalZone(name));
    memo.set("all", names, now);
    return names;
  } catch {
    return [];
  }
}
