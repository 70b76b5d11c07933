import type { BotError } from "grammy";
import { apiErrorText } from "./api-errors.js";
import type { HandlerContext } from "./context.js";

/**
 * The one place an error in a feature ends: logged with the update id (the logger scrubs secrets),
 * answered in the publisher's language with what they can do, never with a stack trace.
 */
export async function answerError(error: BotError<HandlerContext>): Promise<void> {
  const { ctx } = error;
  const apiText = apiErrorText(ctx, error.error);
  const log = ctx.log ?? ctx.deps?.logger;
  if (apiText) log?.warn({ err: error.error }, "publisher API call failed");
  else log?.error({ err: error.error }, "update failed");
  const text = apiText ?? ctx.t("error-generic");
  try {
    if (ctx.callbackQuery) await ctx.answerCallbackQuery().catch(() => undefined);
    if (ctx.chat) await ctx.reply(text);
    else if (ctx.inlineQuery) await ctx.answerInlineQuery([], { cache_time: 0 });
  } catch (replyError) {
    log?.warn({ err: replyError }, "could not tell the user about the failure");
  }
}
