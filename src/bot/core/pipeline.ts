import type { Context, MiddlewareFn } from "grammy";

/**
 * Middleware run in turn, as one: what grammY's `use` does with them, without its two async
 * wrappers per middleware per update (the bot's fixed part is a dozen middleware deep). Each step
 * calls `next` at most once; a step that does not call it ends the update there.
 */
export function pipeline<C extends Context>(...steps: MiddlewareFn<C>[]): MiddlewareFn<C> {
  return (ctx, next) => {
    const run = async (index: number): Promise<void> => {
      const step = steps[index];
      if (step === undefined) return next();
      await step(ctx, () => run(index + 1));
    };
    return run(0);
  };
}
