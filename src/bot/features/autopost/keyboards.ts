import { InlineKeyboard, Keyboard } from "grammy";
import type { KeyboardButtonRequestChat } from "grammy/types";
import { LANGUAGE_TRAITS, LANGUAGES } from "../../../languages.js";
import { addChoices, type Choice, newRow } from "../../catalog/paging.js";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";
import { clockText } from "../../format/local-time.js";
import type { Translate } from "../../speech/speech.js";
import type { ChannelSetup, Followed } from "./store.js";

export const MENUS = ["offers", "categories", "regions", "language", "when"] as const;
export type Menu = (typeof MENUS)[number];
export const TOGGLES = ["offer", "category", "region"] as const;
export type Toggle = (typeof TOGGLES)[number];
export const OPTIONS = ["codes", "language", "schedule", "expired", "pause", "subaccount"] as const;
export type Option = (typeof OPTIONS)[number];

/** The list of channels. */
export const autopostList = callbackKind("autopost-list", {});
/** "Add a channel or group": shows Telegram's chat pickers. */
export const autopostAdd = callbackKind("autopost-add", {});
/** One channel's card. */
export const autopostCard = callbackKind("autopost-card", { channel: "int" });
export const autopostMenu = callbackKind("autopost-menu", { channel: "int", menu: MENUS });
export const autopostToggle = callbackKind(
  "autopost-toggle",
  {
    channel: "int",
    toggle: TOGGLES,
    value: "int",
  },
  { writes: true },
);
export const autopostOption = callbackKind(
  "autopost-option",
  {
    channel: "int",
    option: OPTIONS,
    value: "str",
  },
  { writes: true },
);
/** Starts a wizard: offer search, subaccount, daily time. */
export const autopostAsk = callbackKind("autopost-ask", {
  channel: "int",
  question: ["search", "subaccount", "time"] as const,
});
export const autopostNow = callbackKind("autopost-now", { channel: "int" }, { writes: true });
export const autopostTest = callbackKind("autopost-test", { channel: "int" }, { writes: true });
export const autopostHistory = callbackKind("autopost-history", { channel: "int" });
export const autopostRemove = callbackKind(
  "autopost-remove",
  {
    channel: "int",
    sure: ["no", "yes"] as const,
  },
  { writes: true },
);

/** request_id of the two chat pickers (Telegram sends it back in chat_shared). */
export const PICK_CHANNEL = 1501;
export const PICK_GROUP = 1502;

const short = (text: string, max = 26) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function listKeyboard(ctx: BotContext, channels: readonly ChannelSetup[]): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  for (const channel of channels) {
    const mark = channel.paused ? "⏸" : "▶️";
    keyboard
      .text(`${mark} ${short(channel.title, 40)}`, autopostCard.pack({ channel: channel.chatId }))
      .row();
  }
  return keyboard.text(ctx.t("autopost-add"), autopostAdd.pack({}));
}

/**
 * Telegram's own chat pickers: a channel where the bot may post, or a group where it is an
 * administrator. The publisher must be an administrator there too; Telegram then offers to
 * add the bot with exactly these rights.
 */
export function pickKeyboard(ctx: BotContext): Keyboard {
  const channel: KeyboardButtonRequestChat = {
    request_id: PICK_CHANNEL,
    chat_is_channel: true,
    request_title: true,
    user_administrator_rights: rights({ can_post_messages: true }),
    bot_administrator_rights: rights({ can_post_messages: true }),
  };
  const group: KeyboardButtonRequestChat = {
    request_id: PICK_GROUP,
    chat_is_channel: false,
    request_title: true,
    user_administrator_rights: rights({}),
    bot_administrator_rights: rights({}),
  };
  return new Keyboard()
    .requestChat(ctx.t("autopost-pick-channel"), channel.request_id, channel)
    .row()
    .requestChat(ctx.t("autopost-pick-group"), group.request_id, group)
    .row()
    .text(ctx.t("autopost-pick-cancel"))
    .resized()
    .oneTime();
}

/** Administrator rights with only `wanted` on (Telegram wants every field of the object). */
function rights(wanted: { can_post_messages?: boolean }) {
  return {
    is_anonymous: false,
    can_manage_chat: false,
    can_delete_messages: false,
    can_manage_video_chats: false,
    can_restrict_members: false,
    can_promote_members: false,
    can_change_info: false,
    can_invite_users: false,
    can_post_stories: false,
    can_edit_stories: false,
    can_delete_stories: false,
    can_send_welcome_messages: false,
    ...wanted,
  };
}

export function cardKeyboard(ctx: BotContext, setup: ChannelSetup): InlineKeyboard {
  const c = setup.chatId;
  const on = (flag: boolean) => (flag ? "✓ " : "");
  return new InlineKeyboard()
    .text(
      ctx.t("autopost-button-offers", { count: setup.offers.length }),
      autopostMenu.pack({ channel: c, menu: "offers" }),
    )
    .text(
      ctx.t("autopost-button-categories", { count: setup.categories.length }),
      autopostMenu.pack({ channel: c, menu: "categories" }),
    )
    .row()
    .text(
      `${on(setup.codesOnly)}${ctx.t("autopost-button-codes")}`,
      autopostOption.pack({
        channel: c,
        option: "codes",
        value: setup.codesOnly ? "all" : "codes",
      }),
    )
    .text(
      ctx.t("autopost-button-regions", { count: setup.regions.length }),
      autopostMenu.pack({ channel: c, menu: "regions" }),
    )
    .row()
    .text(
      ctx.t("autopost-button-language", { language: setup.language.toUpperCase() }),
      autopostMenu.pack({ channel: c, menu: "language" }),
    )
    .text(
      ctx.t("autopost-button-subaccount"),
      autopostAsk.pack({ channel: c, question: "subaccount" }),
    )
    .row()
    .text(ctx.t("autopost-button-when"), autopostMenu.pack({ channel: c, menu: "when" }))
    .text(
      `${on(setup.markExpired)}${ctx.t("autopost-button-expired")}`,
      autopostOption.pack({
        channel: c,
        option: "expired",
        value: setup.markExpired ? "off" : "on",
      }),
    )
    .row()
    .text(ctx.t("autopost-button-test"), autopostTest.pack({ channel: c }))
    .text(ctx.t("autopost-button-now"), autopostNow.pack({ channel: c }))
    .row()
    .text(
      ctx.t(setup.paused ? "autopost-button-resume" : "autopost-button-pause"),
      autopostOption.pack({ channel: c, option: "pause", value: setup.paused ? "off" : "on" }),
    )
    .text(ctx.t("autopost-button-history"), autopostHistory.pack({ channel: c }))
    .row()
    .text(ctx.t("autopost-button-remove"), autopostRemove.pack({ channel: c, sure: "no" }))
    .text(ctx.t("autopost-button-list"), autopostList.pack({}));
}

/** Followed values (✓) and the others offered, each a toggle; Back returns to the card. */
export function toggleKeyboard(
  ctx: BotContext,
  chatId: number,
  field: Toggle,
  followed: readonly Followed[],
  offered: readonly Choice[],
  extra?: { search?: boolean },
): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  const ids = new Set(followed.map((f) => f.id));
  const options = [...followed, ...offered.filter((o) => !ids.has(o.id))];
  options.forEach((option, i) => {
    if (i % 2 === 0) newRow(keyboard);
    const label = short(option.name || `#${option.id}`, 28);
    keyboard.text(
      ids.has(option.id) ? `✓ ${label}` : label,
      autopostToggle.pack({ channel: chatId, toggle: field, value: option.id }),
    );
  });
  if (extra?.search) {
    newRow(keyboard).text(
      ctx.t("autopost-search"),
      autopostAsk.pack({ channel: chatId, question: "search" }),
    );
  }
  return newRow(keyboard).text(ctx.t("autopost-back"), autopostCard.pack({ channel: chatId }));
}

export function languageKeyboard(ctx: BotContext, setup: ChannelSetup): InlineKeyboard {
  const choices: Choice[] = LANGUAGES.map((code, index) => ({
    id: index + 1,
    name: LANGUAGE_TRAITS[code].name,
  }));
  const keyboard = addChoices(
    new InlineKeyboard(),
    choices,
    LANGUAGES.indexOf(setup.language) + 1,
    (id) =>
      autopostOption.pack({
        channel: setup.chatId,
        option: "language",
        value: LANGUAGES[id - 1] ?? "en",
      }),
  );
  return newRow(keyboard).text(
    ctx.t("autopost-back"),
    autopostCard.pack({ channel: setup.chatId }),
  );
}

export function whenKeyboard(ctx: BotContext, setup: ChannelSetup): InlineKeyboard {
  const c = setup.chatId;
  const mark = (on: boolean, text: string) => (on ? `• ${text}` : text);
  return new InlineKeyboard()
    .text(
      mark(setup.schedule === "live", ctx.t("autopost-when-live")),
      autopostOption.pack({ channel: c, option: "schedule", value: "live" }),
    )
    .row()
    .text(
      mark(setup.schedule === "daily", ctx.t("autopost-when-daily", { time: clockText(setup.at) })),
      autopostOption.pack({ channel: c, option: "schedule", value: "daily" }),
    )
    .row()
    .text(ctx.t("autopost-when-time"), autopostAsk.pack({ channel: c, question: "time" }))
    .row()
    .text(ctx.t("autopost-back"), autopostCard.pack({ channel: c }));
}

export function removeKeyboard(ctx: BotContext, chatId: number): InlineKeyboard {
  return new InlineKeyboard()
    .text(ctx.t("autopost-remove-yes"), autopostRemove.pack({ channel: chatId, sure: "yes" }))
    .text(ctx.t("autopost-back"), autopostCard.pack({ channel: chatId }));
}

export function backKeyboard(ctx: BotContext, chatId: number): InlineKeyboard {
  return new InlineKeyboard().text(ctx.t("autopost-back"), autopostCard.pack({ channel: chatId }));
}

/** Under a notice from a job (no context): opens the channel's card. */
export function openCardKeyboard(t: Translate, chatId: number): InlineKeyboard {
  return new InlineKeyboard().text(t("autopost-open"), autopostCard.pack({ channel: chatId }));
}

/** The post's one button: the coupon's tracking link. */
export function dealKeyboard(t: Translate, link: string | undefined): InlineKeyboard | undefined {
  return link ? new InlineKeyboard().url(t("autopost-post-button"), link) : undefined;
}
