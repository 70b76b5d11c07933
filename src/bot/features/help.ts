import { Composer } from "grammy";
import { COMMANDS } from "../commands.js";
import type { BotContext } from "../context.js";
import { accountOpenKeyboard } from "../keyboards/account.js";

const composer = new Composer<BotContext>();
const feature = composer.chatType("private");

feature.command("help", async (ctx) => {
  const lines = COMMANDS.map((command) => `/${command} — ${ctx.t(`command-${command}`)}`);
  await ctx.reply(`<b>${ctx.t("help-title")}</b>\n\n${lines.join("\n")}`, {
    reply_markup: accountOpenKeyboard(ctx),
  });
});

export const helpFeature = composer;
