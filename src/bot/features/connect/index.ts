import { Composer } from "grammy";
import { onButton } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";
import { connectButton } from "../../core/doors.js";

const composer = new Composer<BotContext>();

composer.chatType("private").command("connect", async (ctx) => {
  await ctx.conversation.exitAll();
  await ctx.conversation.enter("connect");
});

onButton(composer, connectButton, async (ctx) => {
  await ctx.answerCallbackQuery();
  await ctx.conversation.exitAll();
  await ctx.conversation.enter("connect");
});

export const connectFeature = composer;
