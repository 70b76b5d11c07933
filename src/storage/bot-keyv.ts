import Keyv, { type KeyvStoreAdapter } from "keyv";
import { looksSealed } from "./cipher.js";
import { ownedBy } from "./owned-keys.js";
import type { SealedEntry } from "./store.js";

/** Every record kind is a key prefix under this one namespace, on either store. */
export const NAMESPACE = "pbot";

/**
 * The bot's one Keyv over a store. The store keeps the namespace apart (Keyv's own prefixing is
 * off, as @keyv/redis asks). Values are written as plain JSON, Keyv's documented custom
 * serializer: the bot stores JSON data only (never a Buffer, which Keyv's default serializer
 * exists for), and a read then parses without a reviver. Errors are thrown to the caller, never
 * swallowed into `undefined`, so no write is lost silently.
 */
export function botKeyv(store: KeyvStoreAdapter): Keyv {
  return new Keyv({
    store,
    namespace: NAMESPACE,
    useKeyPrefix: false,
    throwOnErrors: true,
    serialize: JSON.stringify,
    deserialize: JSON.parse,
  });
}

/** Every live record as Keyv reads it, through Keyv's `iterator()`. */
async function* records(keyv: Keyv): AsyncGenerator<[string, unknown]> {
  if (!keyv.iterator) throw new Error("the store cannot list its records");
  for await (const [key, value] of keyv.iterator(undefined)) yield [key as string, value];
}

/** Records whose value has the sealed form (cipher.ts). */
export async function* sealedRecords(keyv: Keyv): AsyncIterable<SealedEntry> {
  for await (const [key, value] of records(keyv)) if (looksSealed(value)) yield { key, value };
}

/** Deletes the publisher's records (owned-keys.ts) through Keyv; how many it deleted. */
export async function deleteOwnedRecords(
  keyv: Keyv,
  userId: number,
  keep?: ReadonlySet<string>,
): Promise<number> {
  const owned: string[] = [];
  for await (const [key] of records(keyv)) if (ownedBy(key, userId, keep)) owned.push(key);
  if (owned.length > 0) await keyv.deleteMany(owned);
  return owned.length;
}
