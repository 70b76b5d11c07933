import type { Context, MiddlewareFn, Transformer } from "grammy";

/** What a transformer's `previous` gives: the Bot API's answer to one call. */
type ApiAnswer = Awaited<ReturnType<Parameters<Transformer>[0]>>;

/**
 * Every callback query is answered exactly once. A handler answers, then `requirePublisher` or the
 * error boundary may answer again, and a wizard answers on its own Api: Telegram refuses every
 * answer after the first ("query is too old"). While its update is handled, a query's later
 * answers are taken as done without a call; one left unanswered is answered when the update ends,
 * so the button stops spinning.
 */
export class AnswerOnce {
  /** Queries whose updates are being handled: answered (or being answered) or not. */
  private readonly open = new Map<string, boolean>();

  readonly middleware: MiddlewareFn<Context> = (ctx, next) => {
    const id = ctx.callbackQuery?.id;
    return id === undefined ? next() : this.handleQuery(ctx, id, next);
  };

  private async handleQuery(ctx: Context, id: string, next: () => Promise<void>): Promise<void> {
    this.open.set(id, false);
    try {
      await next();
    } finally {
      if (this.open.get(id) === false) await ctx.answerCallbackQuery().catch(() => undefined);
      this.open.delete(id);
    }
  }

  /** Installed on every Api an update's handlers use (the bot's, and each wizard's own). */
  readonly transformer: Transformer = (previous, method, payload, signal) => {
    const id =
      method === "answerCallbackQuery"
        ? (payload as { callback_query_id?: unknown }).callback_query_id
        : undefined;
    if (typeof id !== "string" || !this.open.has(id)) return previous(method, payload, signal);
    return this.answer(id, () => previous(method, payload, signal));
  };

  /** The first answer to an open query goes out; later ones are taken as done. */
  private async answer(id: string, call: () => Promise<ApiAnswer>): Promise<ApiAnswer> {
    if (this.open.get(id)) return { ok: true, result: true as never };
    this.open.set(id, true);
    try {
      const result = await call();
      if (!result.ok && this.open.has(id)) this.open.set(id, false);
      return result;
    } catch (error) {
      if (this.open.has(id)) this.open.set(id, false);
      throw error;
    }
  }
}
