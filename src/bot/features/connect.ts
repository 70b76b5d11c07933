import { Composer } from "grammy";
import { onButton } from "../callback-data.js";
import type { BotContext } from "../context.js";
import { connectButton } from "../keyboards/connect.js";

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
