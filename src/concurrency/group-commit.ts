import type { Semaphore } from "./index.js";

/**
 * Group commit: what arrives while a write is under way goes in the next one, together, so a
 * burst costs one statement (one transaction) per batch instead of one per item. The first item
 * after a quiet spell is written at once: nothing waits for a batch to fill.
 *
 * Group commits that write to one database share `turns` (a Semaphore of one): SQLite writes one
 * transaction at a time anyway, and a batch taken only when its turn comes takes in everything
 * that arrived meanwhile. A postback's three writes (its inbox entry, the click's status, its
 * done mark) then go in half as many statements as when each stream writes on its own.
 */
export class GroupCommit<T, R> {
  private waiting: { item: T; resolve(result: R): void; reject(error: unknown): void }[] = [];
  private writing = false;

  /** `write` gives one result per item, in their order. */
  constructor(
    private readonly write: (items: T[]) => Promise<R[]>,
    private readonly most: number,
    private readonly turns?: Semaphore,
  ) {}

  push(item: T): Promise<R> {
    const result = new Promise<R>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
    });
    if (!this.writing) void this.drain();
    return result;
  }

  private async drain(): Promise<void> {
    this.writing = true;
    while (this.waiting.length > 0) {
      if (this.turns) await this.turns.run(() => this.writeBatch());
      else await this.writeBatch();
    }
    this.writing = false;
  }

  /** Never throws: a failed write rejects its own batch only. */
  private async writeBatch(): Promise<void> {
    const batch = this.waiting.splice(0, this.most);
    try {
      const results = await this.write(batch.map((w) => w.item));
      for (let i = 0; i < batch.length; i++) batch[i]?.resolve(results[i] as R);
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }
}
