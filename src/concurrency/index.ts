/**
 * Pacing for jobs that reach many publishers at once: a cap on calls in flight toward the
 * publisher API, a steady rate of sends toward Telegram, and a pool of workers that keeps only a
 * handful of prepared messages in memory at a time.
 */

/** At most `size` calls run at once; the others wait in order. */
export class Semaphore {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** the most calls seen running at once */
  peak = 0;

  constructor(readonly size: number) {}

  async run<T>(call: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((go) => this.waiting.push(go));
    else this.running += 1;
    this.peak = Math.max(this.peak, this.running);
    try {
      return await call();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next caller, so `running` never overshoots.
      if (next) next();
      else this.running -= 1;
    }
  }
}

/**
 * Sends paced at `perSecond` with a burst of at most `burst` (the generic cell rate algorithm):
 * a send that comes late may catch up on a slot or two it missed, but no second ever carries
 * more than `perSecond + burst - 1` sends, so Telegram's limit (about 30 a second) holds.
 * Each `take` reserves the next free instant and waits for it.
 */
export class SendPacer {
  private readonly intervalMs: number;
  private readonly toleranceMs: number;
  /** when the next send would be due at the steady rate */
  private theoretical = 0;

  constructor(perSecond: number, burst = 3) {
    this.intervalMs = 1000 / perSecond;
    this.toleranceMs = (Math.max(1, burst) - 1) * this.intervalMs;
  }

  take(): Promise<void> {
    const now = performance.now();
    const at = Math.max(now, this.theoretical - this.toleranceMs);
    this.theoretical = Math.max(this.theoretical, now) + this.intervalMs;
    const wait = at - now;
    return wait < 1 ? Promise.resolve() : new Promise((go) => setTimeout(go, wait));
  }
}

/** Runs `work` over every item with `workers` of them going at once. */
export async function eachWithWorkers<T>(
  items: readonly T[],
  workers: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(workers, items.length) }, worker));
}
