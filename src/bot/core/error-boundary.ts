import { BotError, GrammyError, type MiddlewareFn } from "grammy";
import { PublisherApiError, TimedOut } from "../../publisher-api/index.js";
import { sendDeadline } from "./api-defaults.js";
import { apiErrorText } from "./api-errors.js";
import type { HandlerContext } from "./context.js";
import { repeatUpdateKeyboard } from "./retry.js";

/**
 * The features behind a boundary: what grammY's `errorBoundary` does (an error thrown in `inner`
 * is answered by `answerError` and goes no further), as one step of the bot's pipeline instead of
 * a composer of its own with two more async wrappers per update.
 */
export function answeringErrors(inner: MiddlewareFn<HandlerContext>): MiddlewareFn<HandlerContext> {
  return (ctx, next) => {
    let passed = false;
    const pass = () => {
      passed = true;
      return Promise.resolve();
    };
    const failed = (error: unknown) => answerError(new BotError(error, ctx));
    let handled: ReturnType<typeof inner>;
    try {
      handled = inner(ctx, pass);
    } catch (error) {
      return failed(error);
    }
    // `next` runs outside the boundary: what comes after is not the features' to answer for.
    return Promise.resolve(handled).then(() => (passed ? next() : undefined), failed);
  };
}

/**
 * The one place an error in a feature ends: logged with the update id (the logger scrubs secrets),
 * answered in the publisher's language with what they can do, never with a stack trace.
 */
async function answerError(error: BotError<HandlerContext>): Promise<void> {
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
