import { Composer } from "grammy";
import type { BotContext } from "../../core/context.js";
import { connectKeyboard } from "../../core/doors.js";
import { publisherOf } from "../../core/publisher.js";
import { startMenuKeyboard } from "./keyboards.js";

const composer = new Composer<BotContext>();
const feature = composer.chatType("private");

feature.command("start", async (ctx) => {
  // The inline mode's "connect" button opens the bot with this start parameter.
  if (ctx.match === "connect") {
    await ctx.conversation.exitAll();
    await ctx.conversation.enter("connect");
    return;
  }
  const connected = (await publisherOf(ctx)) !== undefined;
  if (connected) {
    await ctx.reply(`${ctx.t("start-intro")}\n\n${ctx.t("start-connected")}`, {
      reply_markup: startMenuKeyboard(ctx),
    });
  } else await ctx.reply(ctx.t("start-intro"), { reply_markup: connectKeyboard(ctx) });
});

export const startFeature = composer;
