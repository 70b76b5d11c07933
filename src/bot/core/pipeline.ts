import type { Context, MiddlewareFn } from "grammy";

const DONE = Promise.resolve();

/**
 * Middleware run in turn, as one: what grammY's `use` does with them, without its two async
 * wrappers per middleware per update (the bot's fixed part is a dozen middleware deep). Each step
 * calls `next` at most once; a step that does not call it ends the update there. No step is
 * awaited here: a step's own promise is handed up as it is (one that returns nothing, done). An
 * undefined step is one this set-up does without (the lock across instances, with one process).
 */
export function pipeline<C extends Context>(
  ...given: (MiddlewareFn<C> | undefined)[]
): MiddlewareFn<C> {
  const steps = given.filter((step) => step !== undefined);
  return (ctx, next) => {
    const run = (index: number): Promise<void> => {
      const step = steps[index];
      if (step === undefined) return next();
      const done = step(ctx, () => run(index + 1));
      return done instanceof Promise ? done : DONE;
    };
    return run(0);
  };
}
