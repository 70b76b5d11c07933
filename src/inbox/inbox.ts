import { InOrder } from "../concurrency/in-order.js";
import type { Logger } from "../logger.js";
import type { Added, AddOptions, InboxEntry, InboxQueue, InboxStats } from "./queue.js";

/** What a handler says of an entry: handled (or nothing more to do), or to be tried again later. */
export type Handled = "done" | "later";

export interface InboxOptions {
  /** Entries handled at once. */
  concurrency: number;
  /** Attempts before an entry that keeps failing is dropped (logged, counted). */
  maxDeliveries: number;
  logger: Logger;
  /** Called with each drop and redelivery, for /metrics. */
  count?: (event: "redelivered" | "dropped", by?: number) => void;
  /** How often entries added by other instances, or abandoned by a dead one, are looked for. */
  pollMs?: number;
  /** How often entries in hand are touched, so no other instance takes them over. */
  touchMs?: number;
}

/** The wait before the n-th attempt: 2 s, 4 s, 8 s … at most 5 minutes. */
export function backoffMs(deliveries: number): number {
  return Math.min(2_000 * 2 ** Math.max(0, deliveries - 2), 5 * 60_000);
}

/** How long an entry waits for an earlier one of its order key held by another instance. */
const ORDER_WAIT_MS = 50;

/**
 * Hands one kind of entry from its durable queue to a handler and removes it only once handled:
 * entries of one order key one at a time in their order, at most `concurrency` at once, the ones
 * being handled kept from being taken over, the ones that failed tried again with backoff.
 */
export class Inbox {
  private readonly running = new Set<InboxEntry>();
  /** Entries whose handler asked to try again, waiting for it (still held by this instance). */
  private readonly waiting = new Map<InboxEntry, NodeJS.Timeout>();
  /**
   * Entries being handled here, by id, when instances share order keys: an entry waiting for its
   * turn waits on the one before.
   */
  private readonly handling = new Map<string, Promise<void>>();
  private readonly chains = new InOrder();
  private readonly idleWaiters: (() => void)[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private pulling = false;
  private again = false;
  private stopped = false;

  constructor(
    readonly queue: InboxQueue,
    private readonly handler: (entry: InboxEntry) => Promise<Handled>,
    private readonly options: InboxOptions,
  ) {}

  /** Hands out what is there (a restart's leftovers first), then keeps looking. */
  start(): void {
    const poll = this.options.pollMs ?? 1_000;
    this.timers.push(setInterval(() => this.pull(true), poll).unref());
    this.timers.push(
      setInterval(() => {
        const held = [...this.running, ...this.waiting.keys()];
        void this.queue.touch(held).catch(() => undefined);
      }, this.options.touchMs ?? 10_000).unref(),
    );
    this.pull(true);
  }

  /** Writes an entry (durably, before it resolves "kept") and looks for work at once. */
  async add(body: string, options: AddOptions): Promise<Added> {
    const added = await this.queue.add(body, options);
    if (added === "kept") this.pull(false);
    return added;
  }

  stats(): Promise<InboxStats> {
    return this.queue.stats();
  }

  /** Stops taking entries and waits for those being handled; the rest wait in the queue. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    // Entries waiting to be tried again stay in the queue: the next start hands them out.
    for (const timer of this.waiting.values()) clearTimeout(timer);
    this.waiting.clear();
    await this.idle();
  }

  /** Resolves when nothing is being handled. */
  idle(): Promise<void> {
    if (this.running.size === 0 && !this.pulling) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private pull(withRetries: boolean): void {
    if (this.stopped) return;
    if (this.pulling) {
      this.again = true;
      return;
    }
    this.pulling = true;
    void this.fill(withRetries)
      .catch((error: unknown) => this.options.logger.warn({ err: error }, "inbox not read"))
      .finally(() => {
        this.pulling = false;
        if (this.again) {
          this.again = false;
          this.pull(false);
        } else this.settle();
      });
  }

  private async fill(withRetries: boolean): Promise<void> {
    const free = () => this.options.concurrency - this.running.size;
    if (withRetries && free() > 0) {
      const retried = await this.queue.reclaim(free());
      if (retried.length > 0) this.options.count?.("redelivered", retried.length);
      this.dispatch(retried);
    }
    while (free() > 0 && !this.stopped) {
      const taken = await this.queue.take(free());
      this.dispatch(taken);
      if (taken.length === 0) break;
    }
  }

  private dispatch(entries: readonly InboxEntry[]): void {
    for (const entry of entries) {
      this.running.add(entry);
      const key = this.queue.sharedOrder ? undefined : entry.order;
      // One process: entries of an order key are chained in the order they were handed out.
      const handle = () => this.handle(entry);
      const run = key === undefined ? handle() : this.chains.run(key, handle);
      if (this.queue.sharedOrder) {
        this.handling.set(entry.id, run);
        void run.finally(() => this.handling.delete(entry.id));
      }
    }
  }

  private async handle(entry: InboxEntry): Promise<void> {
    try {
      if (entry.deliveries > this.options.maxDeliveries) {
        await this.drop(entry);
        return;
      }
      if (entry.order !== undefined && this.queue.sharedOrder) await this.turnOf(entry);
      const outcome = await this.handler(entry).catch((error: unknown) => {
        this.options.logger.warn({ err: error, id: entry.id }, "inbox entry failed; retried later");
        return "later" as const;
      });
      if (outcome === "done") await this.queue.done(entry);
      else await this.retryLater(entry);
    } catch (error) {
      // The queue itself failed: the entry stays there, handed out again once abandoned.
      this.options.logger.warn({ err: error, id: entry.id }, "inbox entry not settled");
    } finally {
      this.running.delete(entry);
      this.pull(false);
      this.settle();
    }
  }

  private async drop(entry: InboxEntry): Promise<void> {
    this.options.logger.error(
      { id: entry.id, deliveries: entry.deliveries },
      "inbox entry dropped after repeated failures",
    );
    this.options.count?.("dropped");
    await this.queue.done(entry);
  }

  private async retryLater(entry: InboxEntry): Promise<void> {
    if (entry.deliveries >= this.options.maxDeliveries) {
      await this.drop(entry);
      return;
    }
    await this.queue.later(entry);
    if (this.stopped) return;
    const timer = setTimeout(
      () => {
        this.waiting.delete(entry);
        if (this.stopped) return;
        this.options.count?.("redelivered");
        this.dispatch([{ ...entry, deliveries: entry.deliveries + 1 }]);
      },
      backoffMs(entry.deliveries + 1),
    );
    this.waiting.set(entry, timer);
  }

  /** Waits while an earlier entry of the same order key is held by another instance. */
  private async turnOf(entry: InboxEntry): Promise<void> {
    const order = entry.order as string;
    for (;;) {
      const first = await this.queue.firstOf(order);
      if (first === undefined || first === entry.id) return;
      const here = this.handling.get(first);
      if (here) await here;
      else await new Promise((resolve) => setTimeout(resolve, ORDER_WAIT_MS));
    }
  }

  private settle(): void {
    if (this.running.size > 0 || this.pulling) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }
}
