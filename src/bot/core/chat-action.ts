/**
 * "typing…" while an answer is slow: when handling an update takes longer than about a second
 * (a slow API, a chart), the chat shows an action until the answer is there. A handler that sent
 * its own action (`upload_photo` before a chart) has that one repeated instead.
 */
import type { Context, MiddlewareFn } from "grammy";

/** How long an answer may take before the chat shows an action ("about a second"). */
export const SLOW_ANSWER_MS = 900;
/** Telegram shows an action for about five seconds, or until the bot sends something. */
const REPEAT_MS = 4500;

/** Methods after which Telegram hides the action: the answer (or a part of it) is there. */
const ANSWERS = /^(send|edit|copy|forward)(?!ChatAction)/;

export function chatActionWhileSlow(afterMs = SLOW_ANSWER_MS): MiddlewareFn<Context> {
  return async (ctx, next) => {
    const chat = ctx.chat;
    if (!chat || chat.type === "channel" || (!ctx.message && !ctx.callbackQuery)) return next();
    let action = "typing";
    let timer: NodeJS.Timeout | undefined;
    let done = false;
    const show = () => {
      if (done) return;
      ctx.api.sendChatAction(chat.id, action as "typing").catch(() => undefined);
      timer = setTimeout(show, REPEAT_MS);
    };
    const arm = () => {
      clearTimeout(timer);
      if (!done) timer = setTimeout(show, afterMs);
    };
    ctx.api.config.use((call, method, payload, signal) => {
      if (method === "sendChatAction") {
        const chosen = (payload as { action?: string }).action;
        if (chosen) action = chosen;
      } else if (ANSWERS.test(method)) arm();
      return call(method, payload, signal);
    });
    arm();
    try {
      await next();
    } finally {
      done = true;
      clearTimeout(timer);
    }
  };
}
