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

  private handleQuery(ctx: Context, id: string, next: () => Promise<void>): Promise<void> {
    this.open.set(id, false);
    return next().then(
      () => this.close(ctx, id),
      (error: unknown) =>
        this.close(ctx, id).then(() => {
          throw error;
        }),
    );
  }

  /** The update is done: its query answered now if nothing answered it. */
  private close(ctx: Context, id: string): Promise<void> {
    const forget = () => {
      this.open.delete(id);
    };
    if (this.open.get(id) !== false) return Promise.resolve(forget());
    return ctx.answerCallbackQuery().then(forget, forget);
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
  private answer(id: string, call: () => Promise<ApiAnswer>): Promise<ApiAnswer> {
    if (this.open.get(id)) return Promise.resolve({ ok: true, result: true as never });
    this.open.set(id, true);
    // A failed answer leaves the query open: a later one (or the update's end) tries again.
    const reopen = () => {
      if (this.open.has(id)) this.open.set(id, false);
    };
    return call().then(
      (result) => {
        if (!result.ok) reopen();
        return result;
      },
      (error: unknown) => {
        reopen();
        throw error;
      },
    );
  }
}
