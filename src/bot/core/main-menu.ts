/**
 * The main menu: the everyday actions two to a row, each one tap away. /start and /help show it
 * (the start feature, which also turns its "More" page), and so does the end of /connect: a
 * publisher just connected is shown what to open, not told to send /help.
 */
import { InlineKeyboard } from "grammy";
import { oncePerLanguage } from "../speech/per-language.js";
import { callbackKind } from "./callback-data.js";
import type { BotContext } from "./context.js";
import { accountOpenButton, commandButton } from "./doors.js";

/** The everyday actions, in rows; "account" is the account feature's own button. */
const MAIN: readonly (readonly string[])[] = [
  ["offers", "coupons"],
  ["goods", "link"],
  ["stats", "balance"],
  ["claim", "claims"],
  ["payouts", "account"],
];

/** A page of the menu, turned in place (answered by the start feature). */
export const menuPage = callbackKind("start-menu", { page: ["main", "more"] });

export function actionButton(ctx: BotContext, action: string) {
  const data = action === "account" ? accountOpenButton.pack({}) : commandButton(action).pack({});
  return InlineKeyboard.text(ctx.t(`menu-${action}`), data);
}

/** Whether this bot has the action (a command it leaves out has no button). */
export const offered = (ctx: BotContext, action: string) =>
  action === "account" || ctx.commands.includes(action);

/** Two to a row: a label in Russian or Portuguese needs half a phone's width. */
export function pairs<T>(items: readonly T[]): T[][] {
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
