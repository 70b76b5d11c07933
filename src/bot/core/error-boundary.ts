import { type BotError, GrammyError } from "grammy";
import { PublisherApiError, TimedOut } from "../../publisher-api/index.js";
import { sendDeadline } from "./api-defaults.js";
import { apiErrorText } from "./api-errors.js";
import type { HandlerContext } from "./context.js";
import { repeatUpdateKeyboard } from "./retry.js";

/**
 * The one place an error in a feature ends (createBot installs it as the features' errorBoundary):
 * logged with the update id (the logger scrubs secrets), answered in the publisher's language with
 * what they can do, never with a stack trace.
 */
export async function answerError(error: BotError<HandlerContext>): Promise<void> {
  const { ctx } = error;
  const apiText = apiErrorText(ctx, error.error);
  const log = ctx.log ?? ctx.deps?.logger;
  if (apiText) log?.warn({ err: error.error }, "publisher API call failed");
  else if (error.error instanceof GrammyError && error.error.error_code === 429)
    log?.warn({ err: error.error }, "flood wait longer than the update may wait");
  else log?.error({ err: error.error }, "update failed");
  const text = apiText ?? busyText(ctx, error.error) ?? ctx.t("error-generic");
  try {
    // The update's own allowance for flood waits may be spent: the notice gets one of its own.
    sendDeadline(ctx, NOTICE_SEND_DEADLINE_MS);
    if (ctx.callbackQuery) await ctx.answerCallbackQuery().catch(() => undefined);
    if (ctx.chat) await ctx.reply(text, { reply_markup: await retryable(ctx, error.error) });
    else if (ctx.inlineQuery) await ctx.answerInlineQuery([], { cache_time: 0 });
  } catch (replyError) {
    log?.warn({ err: replyError }, "could not tell the user about the failure");
  }
}

/** A failure that may pass (a timeout, an outage, an unreadable answer) gets a Try again button. */
async function retryable(ctx: HandlerContext, error: unknown) {
  const passing =
    error instanceof TimedOut || (error instanceof PublisherApiError && error.retryable);
  if (!passing) return undefined;
  return repeatUpdateKeyboard(ctx).catch(() => undefined);
}

const NOTICE_SEND_DEADLINE_MS = 30_000;

/** Telegram's flood control outlasted the update's deadline: when to try again. */
function busyText(ctx: HandlerContext, error: unknown): string | undefined {
  if (!(error instanceof GrammyError) || error.error_code !== 429) return undefined;
  return ctx.t("busy-try-again", { seconds: error.parameters.retry_after ?? 5 });
}
