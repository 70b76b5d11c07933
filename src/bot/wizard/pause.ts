/**
 * A command sent in the middle of a wizard runs, and the wizard waits where it was with its
 * answers kept: the bot says it is paused and offers to go back to it (or /cancel). A command that
 * opens another wizard replaces it, as it always did.
 */
import { InlineKeyboard, type MiddlewareFn } from "grammy";
import { callbackKind } from "../core/callback-data.js";
import type { BotContext, HandlerContext } from "../core/context.js";

/** "Back to the wizard": the waiting wizard asks its question again. */
export const resumeButton = callbackKind("wizard-resume", {});

export function pausedKeyboard(ctx: BotContext): InlineKeyboard {
  return new InlineKeyboard().text(ctx.t("wizard-back"), resumeButton.pack({}));
}

const hasWizard = (ctx: HandlerContext) => Object.keys(ctx.conversation.active()).length > 0;

/** Installed before the wizards: after a command that left the wizard waiting, says so. */
export const pauseNotice: MiddlewareFn<HandlerContext> = (ctx, next) => {
  const command = ctx.message?.text?.startsWith("/") === true;
  if (!command || ctx.chat?.type !== "private" || !hasWizard(ctx)) return next();
  return commandInWizard(ctx, next);
};

async function commandInWizard(ctx: HandlerContext, next: () => Promise<void>): Promise<void> {
  await next();
  if (hasWizard(ctx)) {
    await ctx.reply(ctx.t("wizard-paused"), { reply_markup: pausedKeyboard(ctx) });
  }
}
