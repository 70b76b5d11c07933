/**
 * The publisher's account currency (balance info): what their statistics and offer payouts are
 * counted in when the API does not name a currency. Kept for a while per publisher, so a list or a
 * report does not cost an extra call each time.
 */
import type { PublisherClient } from "../../publisher-api/index.js";
import type { Storage } from "../../storage/index.js";

const KEEP_MS = 6 * 3600_000;

const kept = (storage: Storage) => storage.records<string>("account-currency");

/** Keeps the currency a balance read just told (the /balance card), for the reads after it. */
export async function keepAccountCurrency(
  storage: Storage,
  userId: number,
  currency: string,
): Promise<void> {
  const code = currency.trim().toUpperCase();
  if (code) await kept(storage).set(userId, code, KEEP_MS);
}

/**
 * The account's ISO currency code: the one kept from a recent read, else the network's answer
 * now, else "" (the network does not tell it right now).
 */
export async function accountCurrency(
  storage: Storage,
  userId: number | undefined,
  client: PublisherClient,
): Promise<string> {
  if (userId !== undefined) {
    const known = await kept(storage).get(userId);
    if (known) return known;
  }
  try {
    const currency = (await client.account.balance()).currency;
    if (userId !== undefined) await keepAccountCurrency(storage, userId, currency);
    return currency.trim().toUpperCase();
  } catch {
    return "";
  }
}
