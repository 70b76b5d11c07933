/** What an opened store (SQLite or Redis) gives the rest of storage. */
import type Keyv from "keyv";
import type { Semaphore } from "../concurrency/index.js";
import type { Logger } from "../logger.js";

/** The few Redis commands the bot needs beyond Keyv: atomic claims and sets. */
export interface RedisCommands {
  sendCommand(args: string[]): Promise<unknown>;
}

/** A stored record whose value has the sealed form (cipher.ts), by its key in Keyv. */
export interface SealedEntry {
  key: string;
  value: string;
}

export interface OpenedStore {
  keyv: Keyv;
  /** Present in Redis mode: the same connection Keyv uses. */
  redis?: RedisCommands;
  /** Present in SQLite mode: a statement on the same database, its rows (the inbox's tables). */
  sql?: (text: string, ...params: unknown[]) => Promise<unknown[]>;
  /** Present in SQLite mode: batched writes on the database take turns (group-commit.ts). */
  writeTurns?: Semaphore;
  /** Where the data lives, for messages: a path, or Redis's host and port (never a password). */
  where: string;
  /** Every sealed record, for the start-up key check and for forgetting what does not open. */
  sealedEntries(): AsyncIterable<SealedEntry>;
  /** Deletes every key of this publisher's (owned-keys.ts); how many it deleted. */
  deleteOwned(userId: number, keep?: ReadonlySet<string>): Promise<number>;
  /** Throws, saying why, when a write does not go through (for /healthz). */
  probeWrite(): Promise<void>;
  close(): Promise<void>;
}

/** How long to wait for a store that is not up yet, and whom to tell meanwhile. */
export interface StoreWaiting {
  waitMs: number;
  logger?: Logger;
}
