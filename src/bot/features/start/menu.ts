/**
 * The menu's second page: the settings behind "More" (two taps from /start or /help), and the
 * turning of the pages. The main page is shared (core/main-menu.ts): /connect ends with it too.
 */
import { type Composer, InlineKeyboard } from "grammy";
import { onButton } from "../../core/callback-data.js";
import type { BotContext, HandlerContext } from "../../core/context.js";
import { editInPlace } from "../../core/edit-in-place.js";
import { actionButton, mainMenuKeyboard, menuPage, offered, pairs } from "../../core/main-menu.js";
import { oncePerLanguage } from "../../speech/per-language.js";

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
