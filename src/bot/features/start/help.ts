import type { Composer } from "grammy";
import type { BotContext, HandlerContext } from "../../core/context.js";
import { privateCommand } from "../../core/guards.js";
import { mainMenuKeyboard } from "../../core/main-menu.js";
import { oncePerLanguage } from "../../speech/per-language.js";

/** /help: every command, one line each, and the main menu under them. */
export function helpCommand(composer: Composer<HandlerContext>): void {
  privateCommand(composer, "help", async (ctx) => {
    await ctx.reply(helpText(ctx), { reply_markup: mainMenuKeyboard(ctx) });
  });
}

const helpText = oncePerLanguage((ctx: BotContext) => {
  const lines = ctx.commands.map((command) => `/${command} — ${ctx.t(`command-${command}`)}`);
  return `<b>${ctx.t("help-title")}</b>\n\n${lines.join("\n")}`;
});
