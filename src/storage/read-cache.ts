/**
 * Recent reads of the embedded store, kept in memory: every update reads the publisher's settings
 * and their wizard state (mostly absent), and on SQLite each read is a trip through the driver's
 * thread pool. Only one process serves from the file, so its own writes are all there is to know.
 */

/** Entries kept (least recently read dropped first); a few MB of small JSON strings at most. */
const MAX_ENTRIES = 5000;

export class ReadCache {
  /** Stored value by key; `undefined` is kept too: "no wizard open" is the commonest read. */
  private readonly entries = new Map<string, string | undefined>();
  /** Moves on every write that starts or ends, so a read that overlapped one is not kept. */
  private writes = 0;

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  async read(key: string, load: () => Promise<string | undefined>): Promise<string | undefined> {
    if (this.entries.has(key)) {
      const value = this.entries.get(key);
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recent.
      this.entries.delete(key);
      this.entries.set(key, value);
      return value;
    }
    const before = this.writes;
    const value = await load();
    if (this.writes === before) this.keep(key, value);
    return value;
  }

  /** Runs a write of these keys (none: of every key), forgetting them before and after. */
  async write<T>(keys: readonly string[] | "all", work: () => Promise<T>): Promise<T> {
    this.forget(keys);
    try {
      return await work();
    } finally {
      this.forget(keys);
    }
  }

  /** The key is known to hold exactly this value already (a write of it would change nothing). */
  holds(key: string, value: unknown): boolean {
    return typeof value === "string" && this.entries.get(key) === value;
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(keys: readonly string[] | "all"): void {
    this.writes++;
    if (keys === "all") this.entries.clear();
    else for (const key of keys) this.entries.delete(key);
  }

  private keep(key: string, value: string | undefined): void {
    this.entries.set(key, value);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
