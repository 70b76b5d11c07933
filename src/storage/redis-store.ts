import KeyvRedis, { defaultReconnectStrategy } from "@keyv/redis";
import { botKeyv, deleteOwnedRecords, NAMESPACE, sealedRecords } from "./bot-keyv.js";
import { ownedBy } from "./owned-keys.js";
import { connectRedis, redisAddress } from "./redis-connect.js";
import { untilReconnected } from "./redis-retry.js";
import type { OpenedStore, RedisCommands, StoreWaiting } from "./store.js";

/** Reads kept by the client (least recently used dropped first): a few MB at most. */
const CACHED_READS = 5000;

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
    sealedEntries: () => sealedRecords(keyv),
    async deleteOwned(userId, keep) {
      return (
        (await deleteOwnedRecords(keyv, userId, keep)) +
        (await deleteOwnedMarks(redis, userId, keep))
      );
    },
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
 * The publisher's once-marks (`pbot:once:kind:userId…`): raw keys of once.ts beside Keyv's, so
 * deleted here; SCAN narrows to keys naming the id, `ownedBy` decides.
 */
async function deleteOwnedMarks(
  redis: RedisCommands,
  userId: number,
  keep?: ReadonlySet<string>,
): Promise<number> {
  const prefix = `${NAMESPACE}:`;
  let cursor = "0";
  let deleted = 0;
  do {
    const [next, keys] = (await redis.sendCommand([
      "SCAN",
      cursor,
      "MATCH",
      `${prefix}once:*:${userId}*`,
      "COUNT",
      "1000",
    ])) as [string, string[]];
    cursor = next;
    const owned = keys.filter((key) => ownedBy(key.slice(prefix.length), userId, keep));
    if (owned.length > 0) deleted += Number(await redis.sendCommand(["DEL", ...owned]));
  } while (cursor !== "0");
  return deleted;
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
