import { Composer } from "grammy";
import type { HandlerContext } from "./context.js";

const composer = new Composer<HandlerContext>();

/** Last in line: a button nobody claims is stale; any other message gets a hint. */
composer.on("callback_query", async (ctx) => {
  await ctx.answerCallbackQuery({ text: ctx.t("button-expired"), show_alert: true });
});

composer.chatType("private").on("message", async (ctx) => {
  await ctx.reply(ctx.t("unhandled-message"));
});

export const unhandled = composer;
