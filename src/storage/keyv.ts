import type { StorageLocation } from "../config.js";

export type { OpenedStore, RedisCommands, SealedEntry, StoreWaiting } from "./store.js";

import type { OpenedStore, StoreWaiting } from "./store.js";

/** Opens the one Keyv the whole bot shares; every record kind is a key prefix inside it. */
export async function openStore(
  location: StorageLocation,
  waiting: StoreWaiting = { waitMs: 60_000 },
): Promise<OpenedStore> {
  // Each driver is loaded only when chosen: a bot on SQLite carries no Redis client (and the
  // other way round).
  if (location.kind === "sqlite")
    return (await import("./sqlite-store.js")).openSqlite(location.path);
  return (await import("./redis-store.js")).openRedis(location.url, waiting);
}
