import { InlineKeyboard } from "grammy";
import { apiErrorText } from "../core/api-errors.js";
import { callbackKind } from "../core/callback-data.js";
import type { BotContext } from "../core/context.js";

/** Under a wizard's "the network is not answering": repeats what failed; the wizard stays open. */
export const retryButton = callbackKind("wizard-retry", {});

function retryStepKeyboard(ctx: BotContext): InlineKeyboard {
  return new InlineKeyboard().text(ctx.t("button-try-again"), retryButton.pack({}));
}

/**
 * Tells the publisher that a publisher API call failed (in the error boundary's words) with a
 * Try again button, and resolves; an error that is no API failure goes on up.
 */
export async function offerRetry(ctx: BotContext, error: unknown): Promise<void> {
  const text = apiErrorText(ctx, error);
  if (text === undefined) throw error;
  await ctx.reply(text, { reply_markup: retryStepKeyboard(ctx) });
}
