/**
 * Recent reads of the embedded store (sqlite-records.ts), kept in memory: every update reads the
 * publisher's settings and their wizard state (mostly absent), and on SQLite each read is a trip
 * through the driver's thread pool. Only one process serves from the file, so its own writes are
 * all there is to know.
 */

/** Entries kept (least recently read dropped first); a few MB of small JSON strings at most. */
const MAX_ENTRIES = 5000;

/** A read on its way to the file: spoiled when a write of its key starts or ends meanwhile. */
interface Ticket {
  spoiled: boolean;
}

/** A value kept, and the settled read that gives it: a hit hands out the same promise again. */
interface Entry<V> {
  value: V | undefined;
  read: Promise<V | undefined>;
}

export class ReadCache<V = string> {
  /** Stored value by key; `undefined` is kept too: "no wizard open" is the commonest read. */
  private readonly entries = new Map<string, Entry<V>>();
  /** Reads of each key on their way to the file. */
  private readonly reading = new Map<string, Ticket[]>();

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  read(key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const entry = this.entries.get(key);
    if (entry === undefined) return this.readThrough(key, load);
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recent.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.read;
  }

  private async readThrough(
    key: string,
    load: () => Promise<V | undefined>,
  ): Promise<V | undefined> {
    const ticket: Ticket = { spoiled: false };
    const tickets = this.reading.get(key) ?? [];
    tickets.push(ticket);
    this.reading.set(key, tickets);
    try {
      const value = await load();
      // A read that overlapped a write of its key may hold the value from before it.
      if (!ticket.spoiled) this.keep(key, value);
      return value;
    } finally {
      tickets.splice(tickets.indexOf(ticket), 1);
      if (tickets.length === 0) this.reading.delete(key);
    }
  }

  /** The kept value of a key, if one is kept: a read answered without waiting for anything. */
  peek(key: string): { value: V | undefined } | undefined {
    return this.entries.get(key);
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

  get size(): number {
    return this.entries.size;
  }

  private forget(keys: readonly string[] | "all"): void {
    if (keys === "all") {
      this.entries.clear();
      for (const tickets of this.reading.values())
        for (const ticket of tickets) ticket.spoiled = true;
      return;
    }
    for (const key of keys) {
      this.entries.delete(key);
      for (const ticket of this.reading.get(key) ?? []) ticket.spoiled = true;
    }
  }

  private keep(key: string, value: V | undefined): void {
    this.entries.set(key, { value, read: Promise.resolve(value) });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
