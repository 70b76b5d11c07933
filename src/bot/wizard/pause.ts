/**
 * A command sent in the middle of a wizard runs, and the wizard waits where it was with its
 * answers kept: the bot says it is paused and offers to go back to it (or /cancel). A wizard
 * opened meanwhile sets it aside (shelf.ts); its "Back to the wizard" still brings it back.
 */
import { InlineKeyboard, type MiddlewareFn } from "grammy";
import { callbackKind } from "../core/callback-data.js";
import type { BotContext, HandlerContext } from "../core/context.js";
import { wizardToResume } from "./shelf.js";

/** "Back to the wizard": the wizard it names (waiting or set aside) asks its question again. */
export const resumeButton = callbackKind("wizard-resume", { wizard: "str" });

export function pausedKeyboard(ctx: BotContext, wizard: string): InlineKeyboard {
  return new InlineKeyboard().text(ctx.t("wizard-back"), resumeButton.pack({ wizard }));
}

const hasWizard = (ctx: HandlerContext) => Object.keys(ctx.conversation.active()).length > 0;

/** Installed before the wizards: after a command that left a wizard open, says so. */
export const pauseNotice: MiddlewareFn<HandlerContext> = (ctx, next) => {
  const command = ctx.message?.text?.startsWith("/") === true;
  if (!command || ctx.chat?.type !== "private" || !hasWizard(ctx)) return next();
  return commandInWizard(ctx, next);
};

async function commandInWizard(ctx: HandlerContext, next: () => Promise<void>): Promise<void> {
  await next();
  const wizard = await wizardToResume(ctx);
  if (wizard !== undefined) {
    await ctx.reply(ctx.t("wizard-paused"), { reply_markup: pausedKeyboard(ctx, wizard) });
  }
}
