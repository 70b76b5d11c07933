/**
 * The publisher's account currency (balance info): what their statistics and offer payouts are
 * counted in when the API does not name a currency. Kept for a while per publisher, so a list or a
 * report does not cost an extra call each time.
 */
import type { PublisherClient } from "../../publisher-api/index.js";
import type { Storage } from "../../storage/index.js";

const KEEP_MS = 6 * 3600_000;

/** The account's ISO currency code, or "" when the network does not tell it right now. */
export async function accountCurrency(
  storage: Storage,
  userId: number | undefined,
  client: PublisherClient,
): Promise<string> {
  const kept = storage.records<string>("account-currency");
  if (userId !== undefined) {
    const known = await kept.get(userId);
    if (known) return known;
  }
  try {
    const currency = (await client.account.balance()).currency.trim().toUpperCase();
    if (currency && userId !== undefined) await kept.set(userId, currency, KEEP_MS);
    return currency;
  } catch {
    return "";
  }
}
