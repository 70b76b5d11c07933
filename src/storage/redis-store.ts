import KeyvRedis, { defaultReconnectStrategy } from "@keyv/redis";
import { looksSealed } from "./cipher.js";
import { botKeyv, NAMESPACE } from "./keyv-format.js";
import { ownedBy } from "./owned-keys.js";
import { connectRedis, redisAddress } from "./redis-connect.js";
import { untilReconnected } from "./redis-retry.js";
import type { OpenedStore, RedisCommands, SealedEntry, StoreWaiting } from "./store.js";

/** Reads kept by the client (least recently used dropped first): a few MB at most. */
const CACHED_READS = 5000;
/** Keyv's keys in Redis: the namespace and "::" before the record's own key. */
const PREFIX = `${NAMESPACE}::`;

/** Scale-out: a shared Redis, waited for (bounded) when it is not up yet. */
export async function openRedis(url: string, waiting: StoreWaiting): Promise<OpenedStore> {
  const store = new ReconnectingKeyvRedis(
    // Client-side caching: each read kept in memory until Redis says another client changed the
    // key. The notice comes on the same connection before any later reply, so once this instance
    // holds a chat's lock, the chat's records it reads are the last ones written (locks.ts).
    {
      url,
      socket: { reconnectStrategy: defaultReconnectStrategy },
      RESP: 3,
      clientSideCache: { maxEntries: CACHED_READS },
    },
    { throwOnConnectError: true, throwOnErrors: true },
  );
  const keyv = botKeyv(store);
  keyv.on("error", () => {
    // Connection errors surface on the calls themselves; the client reconnects by itself.
  });
  const client = (await connectRedis(store, url, waiting)) as unknown as RedisCommands;
  const redis: RedisCommands = {
    sendCommand: (args) => untilReconnected(() => client.sendCommand(args)),
  };
  return {
    keyv,
    redis,
    where: `Redis at ${redisAddress(url)}`,
    sealedEntries: () => sealedKeys(redis),
    deleteOwned: (userId, keep) => deleteOwnedKeys(redis, userId, keep),
    async probeWrite() {
      // A write, not a PING: a replica or a full Redis answers PING and refuses every write.
      const answer = await redis.sendCommand([
        "SET",
        "pbot:health",
        String(Date.now()),
        "PX",
        "60000",
      ]);
      if (answer !== "OK") throw new Error(`Redis answered ${String(answer)} to a write`);
    },
    close: () => keyv.disconnect(),
  };
}

/**
 * Keyv's records (`pbot::key`) and the raw marks beside them (`pbot:once:key`) that belong to the
 * publisher: SCAN narrows to keys naming the id, `ownedBy` decides.
 */
async function deleteOwnedKeys(
  redis: RedisCommands,
  userId: number,
  keep?: ReadonlySet<string>,
): Promise<number> {
  let cursor = "0";
  let deleted = 0;
  do {
    const [next, keys] = (await redis.sendCommand([
      "SCAN",
      cursor,
      "MATCH",
      `${NAMESPACE}:*:${userId}*`,
      "COUNT",
      "1000",
    ])) as [string, string[]];
    cursor = next;
    const owned = keys.filter((key) => ownedBy(ownKey(key), userId, keep));
    if (owned.length > 0) deleted += Number(await redis.sendCommand(["DEL", ...owned]));
  } while (cursor !== "0");
  return deleted;
}

/** `pbot::user:1` → `user:1`; `pbot:once:alert:1:…` → `once:alert:1:…`. */
function ownKey(key: string): string {
  return key.startsWith(PREFIX) ? key.slice(PREFIX.length) : key.slice(NAMESPACE.length + 1);
}

/** Every Keyv string whose value has the sealed form, a SCAN batch at a time. */
async function* sealedKeys(redis: RedisCommands): AsyncIterable<SealedEntry> {
  let cursor = "0";
  do {
    const [next, keys] = (await redis.sendCommand([
      "SCAN",
      cursor,
      "MATCH",
      `${PREFIX}*`,
      "COUNT",
      "1000",
      "TYPE",
      "string",
    ])) as [string, string[]];
    cursor = next;
    const values =
      keys.length > 0 ? ((await redis.sendCommand(["MGET", ...keys])) as (string | null)[]) : [];
    for (const [i, key] of keys.entries()) {
      const value = storedValue(values[i]);
      if (looksSealed(value)) yield { key: key.slice(PREFIX.length), value };
    }
  } while (cursor !== "0");
}

/** Keyv's JSON envelope `{"value":…,"expires":…}`; an expired one is as good as gone. */
function storedValue(raw: string | null | undefined): unknown {
  if (!raw?.includes('"v1.')) return undefined;
  try {
    const { value, expires } = JSON.parse(raw) as { value?: unknown; expires?: number };
    return typeof expires === "number" && expires < Date.now() ? undefined : value;
  } catch {
    return undefined;
  }
}

/** Keyv's Redis store whose reads and writes outlive a Redis restart (see redis-retry.ts). */
class ReconnectingKeyvRedis extends KeyvRedis<unknown> {
  override get<U = unknown>(key: string): Promise<U | undefined> {
    return untilReconnected(() => super.get<U>(key));
  }

  override set(key: string, value: string, ttl?: number): Promise<void> {
    return untilReconnected(() => super.set(key, value, ttl));
  }

  override delete(key: string): Promise<boolean> {
    return untilReconnected(() => super.delete(key));
  }
}
