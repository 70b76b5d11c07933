/**
 * Redis keeps, per publisher (or account), the keys that are theirs (owned-keys.ts): a sorted set
 * `pbot:owner:<id>` of raw Redis keys, each scored by when it expires (+inf: never). Records'
 * writes and deletes (redis-store.ts) and once-marks (once.ts) keep it; /disconnect reads the
 * publisher's set alone instead of every key in the store. Members past their expiry are dropped
 * whenever the set is written and before it is read, so it holds no more than their live keys.
 */
import { NAMESPACE } from "./bot-keyv.js";
import { ownerOf } from "./owned-keys.js";
import type { RedisCommands } from "./store.js";

export const ownerIndexKey = (owner: number) => `${NAMESPACE}:owner:${owner}`;

/** Adds (or rescores) a member and drops the members expired by now, in one round trip. */
const ADD_SCRIPT = `redis.call("ZADD", KEYS[1], ARGV[1], ARGV[2])
redis.call("ZREMRANGEBYSCORE", KEYS[1], "-inf", "(" .. ARGV[3])
return 1`;

/** The score of a key that lives `ttlMs` more (none: for good). */
const expiry = (ttlMs: number | undefined, now = Date.now()) =>
  ttlMs !== undefined && ttlMs > 0 ? String(now + ttlMs) : "+inf";

/**
 * Notes `rawKey` (whose key without the store's prefix is `key`) in its owner's set; nothing for
 * a shared key.
 */
export async function indexKey(
  redis: RedisCommands,
  key: string,
  rawKey: string,
  ttlMs?: number,
): Promise<void> {
  const owner = ownerOf(key);
  if (owner === undefined) return;
  const now = Date.now();
  await redis.sendCommand([
    "EVAL",
    ADD_SCRIPT,
    "1",
    ownerIndexKey(owner),
    expiry(ttlMs, now),
    rawKey,
    String(now),
  ]);
}

/** Takes deleted keys out of their owners' sets. */
export async function unindexKeys(
  redis: RedisCommands,
  keys: readonly { key: string; rawKey: string }[],
): Promise<void> {
  const byOwner = new Map<number, string[]>();
  for (const { key, rawKey } of keys) {
    const owner = ownerOf(key);
    if (owner === undefined) continue;
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), rawKey]);
  }
  await Promise.all(
    [...byOwner].map(([owner, raw]) => redis.sendCommand(["ZREM", ownerIndexKey(owner), ...raw])),
  );
}

/** The live keys in `owner`'s set (raw Redis keys). */
export async function indexedKeys(redis: RedisCommands, owner: number): Promise<string[]> {
  const index = ownerIndexKey(owner);
  await redis.sendCommand(["ZREMRANGEBYSCORE", index, "-inf", `(${Date.now()}`]);
  return (await redis.sendCommand(["ZRANGE", index, "0", "-1"])) as string[];
}
