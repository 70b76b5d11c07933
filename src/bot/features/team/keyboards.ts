import { InlineKeyboard, Keyboard } from "grammy";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";
import { NEWS, type TeamGroup } from "../../team/store.js";

/**
 * Every button of a group's card names the group, its owner (a Telegram user id: in the group,
 * anyone else's press is refused) and the owner's account it is about.
 */
const ofGroup = { chat: "int", owner: "int", account: "account" } as const;
export const teamCardButton = callbackKind("team-card", ofGroup);
/** What a toggle switches: one kind of news, or /stats in the group. */
export const TOGGLES = [...NEWS, "stats"] as const;
export type Toggle = (typeof TOGGLES)[number];

export const teamToggleButton = callbackKind(
  "team-toggle",
  {
    chat: "int",
    news: TOGGLES,
    owner: "int",
    account: "account",
  },
  { writes: true },
);
export const teamRoutesButton = callbackKind("team-routes", ofGroup);
export const teamRemoveButton = callbackKind("team-remove", ofGroup, { writes: true });
export const teamAddButton = callbackKind("team-add", {});

/** The chat picker's request id (answered by the chat_shared message). */
export const TEAM_PICK = 2401;

type Texts = Pick<BotContext, "t">;
export interface CardOf {
  group: TeamGroup;
  owner: number;
  account: number;
}

/** The toggles, two a row; routing (in the private chat only) and removal below. */
export function teamCardKeyboard(ctx: Texts, card: CardOf, inGroup: boolean): InlineKeyboard {
  const { group, owner, account } = card;
  const keyboard = new InlineKeyboard();
  TOGGLES.forEach((news, i) => {
    const on = news === "stats" ? Boolean(group.stats) : group.news[news];
    keyboard.text(
      `${on ? "✅" : "▫️"} ${ctx.t(`team-news-${news}`)}`,
      teamToggleButton.pack({ chat: group.chatId, news, owner, account }),
    );
    if (i % 2 === 1) keyboard.row();
  });
  const values = { chat: group.chatId, owner, account };
  keyboard.row();
  if (!inGroup) keyboard.text(ctx.t("team-button-routes"), teamRoutesButton.pack(values));
  return keyboard.text(ctx.t("team-button-remove"), teamRemoveButton.pack(values));
}

export function teamListKeyboard(
  ctx: Texts,
  groups: readonly TeamGroup[],
  owner: number,
  account: number,
): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const group of groups) {
    const mark = group.stopped ? "⏸" : "👥";
    keyboard
      .text(
        `${mark} ${group.title.slice(0, 40)}`,
        teamCardButton.pack({ chat: group.chatId, owner, account }),
      )
      .row();
  }
  return keyboard.text(ctx.t("team-button-add"), teamAddButton.pack({}));
}

/** Telegram's chat picker: groups only, with the bot in them (it needs no more to post). */
export function teamPickKeyboard(ctx: Texts): Keyboard {
  return new Keyboard()
    .requestChat(ctx.t("team-pick-group"), TEAM_PICK, {
      chat_is_channel: false,
      bot_is_member: true,
      request_title: true,
    })
    .row()
    .text(ctx.t("team-pick-cancel"))
    .resized()
    .oneTime();
}
