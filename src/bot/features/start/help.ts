import type { Composer } from "grammy";
import type { HandlerContext } from "../../core/context.js";
import { privateCommand } from "../../core/guards.js";
import { mainMenuKeyboard } from "./menu.js";

/** /help: every command, one line each, and the main menu under them. */
export function helpCommand(composer: Composer<HandlerContext>): void {
  privateCommand(composer, "help", async (ctx) => {
    const lines = ctx.commands.map((command) => `/${command} — ${ctx.t(`command-${command}`)}`);
    await ctx.reply(`<b>${ctx.t("help-title")}</b>\n\n${lines.join("\n")}`, {
      reply_markup: mainMenuKeyboard(ctx),
    });
  });
}
