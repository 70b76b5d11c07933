/**
 * What the network tells a batch's check: the offers the publisher runs, the traffic channel the
 * claims go under, the account's currency, and which of the file's orders are claimed already
 * (the lost-order list filtered by `order_number`, in pages).
 */
import { eachItem, type PublisherClient } from "../../../../publisher-api/index.js";
import { accountCurrency } from "../../../core/account-currency.js";
import type { BotDeps } from "../../../core/context.js";
import type { Choice } from "../wizard-data.js";
import { claimedKey } from "./check.js";

/** Order numbers asked about in one list call (they go in the query string). */
const NUMBERS_PER_CALL = 50;

export interface NetworkFacts {
  offers: Choice[];
  /** the first active traffic channel (a file names none), or undefined: no claim can be filed */
  channel?: Choice;
  ownCurrency?: string;
}

export async function networkFacts(
  deps: BotDeps,
  client: PublisherClient,
  accountId: number,
): Promise<NetworkFacts> {
  const offers: Choice[] = [];
  const list = (page: { start: number; limit: number }) =>
    client.catalog.offers("all", { user_has_offer: true, ...page });
  for await (const offer of eachItem(list, { limit: 100 })) {
    offers.push({ id: offer.id, name: offer.name.trim() });
  }
  const [channels, currency] = await Promise.all([
    client.account.trafficChannels(),
    accountCurrency(deps.storage, accountId, client),
  ]);
  const active = channels.items.filter((c) => c.is_active === 1);
  const first = (active.length > 0 ? active : channels.items)[0];
  return {
    offers,
    ...(first ? { channel: { id: first.id, name: first.name } } : {}),
    ...(currency ? { ownCurrency: currency } : {}),
  };
}

/** `offerId:orderNumber` of the claims already filed for any of `numbers`. */
export async function claimedOrders(
  client: PublisherClient,
  numbers: readonly string[],
): Promise<Set<string>> {
  const claimed = new Set<string>();
  const unique = [...new Set(numbers)];
  for (let at = 0; at < unique.length; at += NUMBERS_PER_CALL) {
    const order_number = unique.slice(at, at + NUMBERS_PER_CALL);
    for await (const claim of client.lostOrders.each({ order_number, perpage: 200 })) {
      claimed.add(claimedKey(claim.offer_id, claim.order_number));
    }
  }
  return claimed;
}
