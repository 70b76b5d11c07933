import { Composer } from "grammy";
import type { HandlerContext } from "../../core/context.js";
import { privateCommand } from "../../core/guards.js";
import { mainMenuKeyboard } from "./menu.js";

const composer = new Composer<HandlerContext>();

privateCommand(composer, "help", async (ctx) => {
  const lines = ctx.commands.map((command) => `/${command} — ${ctx.t(`command-${command}`)}`);
  await ctx.reply(`<b>${ctx.t("help-title")}</b>\n\n${lines.join("\n")}`, {
    reply_markup: mainMenuKeyboard(ctx),
  });
});

export const help = composer;
