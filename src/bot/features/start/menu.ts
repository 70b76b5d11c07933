/**
 * The main menu: the everyday actions two to a row, so each is one tap from /start or /help, and
 * the settings behind "More" (two taps). A command this bot leaves out has no button.
 */
import { type Composer, InlineKeyboard } from "grammy";
import { callbackKind, onButton } from "../../core/callback-data.js";
import type { BotContext, HandlerContext } from "../../core/context.js";
import { accountOpenButton, commandButton } from "../../core/doors.js";
import { editInPlace } from "../../core/edit-in-place.js";
import { oncePerLanguage } from "../../speech/per-language.js";

/** The everyday actions, in rows; "account" is the account feature's own button. */
const MAIN: readonly (readonly string[])[] = [
  ["offers", "coupons"],
  ["goods", "link"],
  ["stats", "balance"],
  ["claim", "claims"],
  ["payouts", "account"],
];

/** Settings and the rarer actions. */
const MORE: readonly string[] = [
  "digest",
  "alerts",
  "watch",
  "autopost",
  "postbacks",
  "rotators",
  "textshift",
  "banners",
  "language",
  "connect",
  "disconnect",
];

export const menuPage = callbackKind("start-menu", { page: ["main", "more"] });

function actionButton(ctx: BotContext, action: string) {
  const data = action === "account" ? accountOpenButton.pack({}) : commandButton(action).pack({});
  return InlineKeyboard.text(ctx.t(`menu-${action}`), data);
}

const offered = (ctx: BotContext, action: string) =>
  action === "account" || ctx.commands.includes(action);

/** Two to a row: a label in Russian or Portuguese needs half a phone's width. */
function pairs<T>(items: readonly T[]): T[][] {
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += 2) rows.push(items.slice(i, i + 2));
  return rows;
}

/** The main menu in the publisher's language (one keyboard per language, shared). */
export const mainMenuKeyboard = oncePerLanguage((ctx: BotContext): InlineKeyboard => {
  const rows = pairs(MAIN.flat().filter((action) => offered(ctx, action)));
  return InlineKeyboard.from([
    ...rows.map((row) => row.map((action) => actionButton(ctx, action))),
    [InlineKeyboard.text(ctx.t("menu-more"), menuPage.pack({ page: "more" }))],
  ]);
});

const moreMenuKeyboard = oncePerLanguage((ctx: BotContext): InlineKeyboard => {
  const rows = pairs(MORE.filter((action) => offered(ctx, action)));
  return InlineKeyboard.from([
    ...rows.map((row) => row.map((action) => actionButton(ctx, action))),
    [InlineKeyboard.text(ctx.t("menu-back"), menuPage.pack({ page: "main" }))],
  ]);
});

/** The menu's pages, turned in place. */
export function menuButtons(composer: Composer<HandlerContext>): void {
  onButton(composer, menuPage, async (ctx, { page }) => {
    await ctx.answerCallbackQuery();
    const text = ctx.t(page === "more" ? "menu-more-title" : "menu-title");
    const keyboard = page === "more" ? moreMenuKeyboard(ctx) : mainMenuKeyboard(ctx);
    await editInPlace(ctx, text, keyboard);
  });
}
