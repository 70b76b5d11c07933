/**
 * "typing…" while an answer is slow: when handling an update takes longer than about a second
 * (a slow API, a chart), the chat shows an action until the answer is there. A handler that sent
 * its own action (`upload_photo` before a chart) has that one repeated instead.
 *
 * One clock for all chats: the updates being handled are looked at every quarter of a second,
 * instead of a timer set, moved and cleared for every update and every answer.
 */
import type { Api, Context, MiddlewareFn, Transformer } from "grammy";

/** How long an answer may take before the chat shows an action ("about a second"). */
export const SLOW_ANSWER_MS = 900;
/** Telegram shows an action for about five seconds, or until the bot sends something. */
const REPEAT_MS = 4500;
const TICK_MS = 250;

/** Methods after which Telegram hides the action: the answer (or a part of it) is there. */
const ANSWERS = /^(send|edit|copy|forward)(?!ChatAction)/;

/** An update being handled in a chat: since when it has sent nothing, and what it shows. */
interface Waiting {
  api: Api;
  chatId: number;
  action: string;
  answeredAt: number;
  shownAt: number;
}

export class ChatActions {
  /** By chat: a chat's updates are handled one at a time. */
  private readonly waiting = new Map<number, Waiting>();
  private clock: NodeJS.Timeout | undefined;

  constructor(private readonly afterMs = SLOW_ANSWER_MS) {}

  /** Installed on the bot's Api (each update's is a copy): answers and chosen actions are seen. */
  readonly transformer: Transformer = (call, method, payload, signal) => {
    const chatId = (payload as { chat_id?: unknown }).chat_id;
    const waiting = typeof chatId === "number" ? this.waiting.get(chatId) : undefined;
    if (waiting && method === "sendChatAction") {
      const chosen = (payload as { action?: string }).action;
      if (chosen) waiting.action = chosen;
    } else if (waiting && ANSWERS.test(method)) waiting.answeredAt = Date.now();
    return call(method, payload, signal);
  };

  readonly middleware: MiddlewareFn<Context> = (ctx, next) => {
    const chat = ctx.chat;
    if (!chat || chat.type === "channel" || (!ctx.message && !ctx.callbackQuery)) return next();
    const now = Date.now();
    const waiting = {
      api: ctx.api,
      chatId: chat.id,
      action: "typing",
      answeredAt: now,
      shownAt: 0,
    };
    this.waiting.set(chat.id, waiting);
    // Stopped by the tick that finds nothing waiting, not per update: most take milliseconds.
    this.clock ??= setInterval(() => this.tick(), TICK_MS).unref();
    const handled = next();
    const done = () => {
      if (this.waiting.get(chat.id) === waiting) this.waiting.delete(chat.id);
    };
    handled.then(done, done);
    return handled;
  };

  private tick(): void {
    if (this.waiting.size === 0) {
      clearInterval(this.clock);
      this.clock = undefined;
      return;
    }
    const now = Date.now();
    for (const waiting of this.waiting.values()) {
      if (now - waiting.answeredAt < this.afterMs || now - waiting.shownAt < REPEAT_MS) continue;
      waiting.shownAt = now;
      waiting.api.sendChatAction(waiting.chatId, waiting.action as "typing").catch(() => undefined);
    }
  }
}
