import KeyvRedis, { defaultReconnectStrategy } from "@keyv/redis";
import { botKeyv, NAMESPACE, sealedRecords } from "./bot-keyv.js";
import { ownedBy } from "./owned-keys.js";
import { connectRedis, redisAddress } from "./redis-connect.js";
import { indexedKeys, indexKey, ownerIndexKey, unindexKeys } from "./redis-owners.js";
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
  store.owners = redis;
  return {
    keyv,
    redis,
    where: `Redis at ${redisAddress(url)}`,
    sealedEntries: () => sealedRecords(keyv),
    async deleteOwned(userId, keep) {
      return deleteOwned(redis, keyv, store, userId, keep);
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

/** What a raw Redis key is to owned-keys.ts: a record's Keyv key, a once-mark's, or nothing. */
function keyOf(store: KeyvRedis<unknown>, rawKey: string): string | undefined {
  const records = store.createKeyPrefix("", NAMESPACE);
  if (rawKey.startsWith(records)) return rawKey.slice(records.length);
  const marks = `${NAMESPACE}:once:`;
  return rawKey.startsWith(marks) ? rawKey.slice(NAMESPACE.length + 1) : undefined;
}

/**
 * The publisher's keys, found in their own index (redis-owners.ts), not by reading the store:
 * records deleted through Keyv, once-marks (raw keys of once.ts) by DEL; the index keeps only
 * what `keep` spares.
 */
async function deleteOwned(
  redis: RedisCommands,
  keyv: ReturnType<typeof botKeyv>,
  store: KeyvRedis<unknown>,
  userId: number,
  keep?: ReadonlySet<string>,
): Promise<number> {
  const records: string[] = [];
  const marks: string[] = [];
  const kept: string[] = [];
  for (const rawKey of await indexedKeys(redis, userId)) {
    const key = keyOf(store, rawKey);
    if (key === undefined || !ownedBy(key, userId, keep)) kept.push(rawKey);
    else if (key.startsWith("once:")) marks.push(rawKey);
    else records.push(key);
  }
  if (records.length > 0) await keyv.deleteMany(records);
  const marksDeleted = marks.length > 0 ? Number(await redis.sendCommand(["DEL", ...marks])) : 0;
  const index = ownerIndexKey(userId);
  if (kept.length === 0) await redis.sendCommand(["DEL", index]);
  else
    await redis.sendCommand([
      "ZREM",
      index,
      ...marks,
      ...records.map((k) => store.createKeyPrefix(k, NAMESPACE)),
    ]);
  return records.length + marksDeleted;
}

/** Keyv's Redis store whose reads and writes outlive a Redis restart (see redis-retry.ts). */
class ReconnectingKeyvRedis extends KeyvRedis<unknown> {
  /** Where each owned key is noted (redis-owners.ts); set once connected. */
  owners: RedisCommands | undefined;

  override get<U = unknown>(key: string): Promise<U | undefined> {
    return untilReconnected(() => super.get<U>(key));
  }

  override async set(key: string, value: string, ttl?: number): Promise<void> {
    const raw = this.createKeyPrefix(key, this.namespace);
    // Sent together (the client pipelines them): the write and its note in the owner's index.
    await Promise.all([
      untilReconnected(() => super.set(key, value, ttl)),
      this.owners && indexKey(this.owners, key, raw, ttl),
    ]);
  }

  override async setMany(entries: Parameters<KeyvRedis<unknown>["setMany"]>[0]): Promise<void> {
    const owners = this.owners;
    await Promise.all([
      untilReconnected(() => super.setMany(entries)),
      ...entries.map(
        ({ key, ttl }) =>
          owners && indexKey(owners, key, this.createKeyPrefix(key, this.namespace), ttl),
      ),
    ]);
  }

  override async delete(key: string): Promise<boolean> {
    const [deleted] = await Promise.all([
      untilReconnected(() => super.delete(key)),
      this.unindex([key]),
    ]);
    return deleted;
  }

  override async deleteMany(keys: string[]): Promise<boolean> {
    const [deleted] = await Promise.all([
      untilReconnected(() => super.deleteMany(keys)),
      this.unindex(keys),
    ]);
    return deleted;
  }

  private async unindex(keys: readonly string[]): Promise<void> {
    if (!this.owners) return;
    const raw = keys.map((key) => ({ key, rawKey: this.createKeyPrefix(key, this.namespace) }));
    await unindexKeys(this.owners, raw);
  }
}
