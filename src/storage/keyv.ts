import type Keyv from "keyv";
import type { StorageLocation } from "../config.js";

/** The few Redis commands the bot needs beyond Keyv: atomic claims and sets. */
export interface RedisCommands {
  sendCommand(args: string[]): Promise<unknown>;
}

export interface OpenedStore {
  keyv: Keyv;
  /** Present in Redis mode: the same connection Keyv uses. */
  redis?: RedisCommands;
  close(): Promise<void>;
}

export const NAMESPACE = "pbot";

/**
 * Opens the one Keyv the whole bot shares; every record kind is a key prefix inside it. Each
 * store's driver is loaded only when chosen: the Redis client alone is ~18 MB of an instance's
 * memory, which a bot on SQLite has no use for (and the other way round).
 */
export async function openStore(location: StorageLocation): Promise<OpenedStore> {
  if (location.kind === "sqlite") {
    const { openSqliteStore } = await import("./keyv-sqlite.js");
    return openSqliteStore(location.path);
  }
  const { openRedisStore } = await import("./keyv-redis.js");
  return openRedisStore(location.url);
}
