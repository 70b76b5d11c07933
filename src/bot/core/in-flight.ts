import type { Context, MiddlewareFn } from "grammy";

/**
 * Counts updates being handled, so a shutdown can wait for them: the runner stops fetching but
 * does not wait for handlers, and a wizard's state is written only when its handler ends.
 */
export class InFlight {
  private readonly running = new Set<Promise<unknown>>();

  readonly middleware: MiddlewareFn<Context> = (_ctx, next) => {
    const work = next();
    this.running.add(work);
    const done = () => this.running.delete(work);
    work.then(done, done);
    return work;
  };

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
