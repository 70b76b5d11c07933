/**
 * Offers the network took from a publisher. The API sends no pause of its own: an offer the
 * network pauses for a publisher (or whose access it ends) only stops being theirs
 * (`user_has_offer` 0), which reads the same as an offer they never joined. The watch sees it
 * leave their offers and confirms it with the network before it tells it stopped; it notes it
 * here, so the offer's card says it was paused instead of "not joined yet". An offer back among
 * their offers is let go.
 */
import { ownEntry } from "../../own-entry.js";
import type { Storage } from "../../storage/index.js";

/** offer id → when the watch found it gone (ISO) */
type OffersLeft = Record<string, string>;

/** Kept per account: wiped with it. */
const KIND = "offers-left";
/** The most kept: the oldest go first. */
const KEPT = 200;

const records = (storage: Storage) => storage.records<OffersLeft>(KIND);

/**
 * What a watch check found: `left` the offers it confirmed gone, `running` those the publisher
 * runs now. Writes only when something changes.
 */
export async function noteOffersLeft(
  storage: Storage,
  accountId: number,
  left: readonly string[],
  running: readonly string[],
  at: Date,
): Promise<void> {
  const kept = await records(storage).get(accountId);
  const back = running.filter((id) => kept && ownEntry(kept, id) !== undefined);
  if (left.length === 0 && back.length === 0) return;
  await records(storage).update(accountId, (current) => {
    const next = new Map(Object.entries(current ?? {}));
    for (const id of back) next.delete(id);
    for (const id of left) next.set(id, at.toISOString());
    const newest = [...next].sort(([, a], [, b]) => b.localeCompare(a)).slice(0, KEPT);
    return Object.fromEntries(newest);
  });
}

/** When the watch found the offer gone from the account's offers, if it did. */
export async function offerLeftAt(
  storage: Storage,
  accountId: number,
  offerId: number,
): Promise<Date | undefined> {
  const kept = await records(storage).get(accountId);
  const at = kept && ownEntry(kept, String(offerId));
  return at ? new Date(at) : undefined;
}
