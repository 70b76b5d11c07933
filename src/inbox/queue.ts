/**
 * A durable queue of one kind of acknowledged input (webhook updates, conversion postbacks): what
 * the bot answered 200 for is written here first, and removed only once handled. SQLite keeps it
 * in a table of the bot's database; Redis in a stream with a consumer group (redis-queue.ts).
 */

/** One entry as stored. */
export interface InboxEntry {
  id: string;
  body: string;
  /** Entries with the same order key are handled one at a time, in the order they were added. */
  order?: string;
  /** How many times it was handed out (1 the first time). */
  deliveries: number;
  /** When it was added (ms since the epoch). */
  addedAt: number;
  /**
   * What the body says, as given to `add`: there when the process that added the entry hands it
   * out (SQLite), so the handler need not parse the body back. Absent after a restart.
   */
  value?: unknown;
}

export type Added = "kept" | "seen" | "full";

export interface AddOptions {
  /** Entries with a key seen in the last day are dropped ("seen"): a redelivered update. */
  key?: string;
  order?: string;
  /** What `body` encodes, kept beside it in memory until handed out (see InboxEntry.value). */
  value?: unknown;
}

export interface InboxStats {
  length: number;
  /** The oldest entry's age in ms (0 when empty). */
  oldestMs: number;
}

export interface InboxQueue {
  /**
   * True when several instances share the queue: order keys are then kept by `firstOf`. False
   * with one process, which chains an order key's entries in the order they are handed out.
   */
  readonly sharedOrder: boolean;
  /** Written durably before it resolves "kept"; "full" when at the length limit (nothing written). */
  add(body: string, options: AddOptions): Promise<Added>;
  /** Up to `max` entries no consumer has been handed yet (at start: what a restart left). */
  take(max: number): Promise<InboxEntry[]>;
  /** Entries handed out to an instance that died (not touched for a while): taken over. */
  reclaim(max: number): Promise<InboxEntry[]>;
  /** Keeps entries being handled from being reclaimed by another instance. */
  touch(entries: readonly InboxEntry[]): Promise<void>;
  /** Handled (or dropped for good): removed. */
  done(entry: InboxEntry): Promise<void>;
  /** Not handled this time (the worker tries again after a wait): the attempt is counted. */
  later(entry: InboxEntry): Promise<void>;
  /** The id of the first entry not yet done with this order key (another instance may hold it). */
  firstOf(order: string): Promise<string | undefined>;
  stats(): Promise<InboxStats>;
}

/** A day: how long a key is remembered (Telegram redelivers an update for hours at most). */
export const SEEN_MS = 24 * 60 * 60_000;
