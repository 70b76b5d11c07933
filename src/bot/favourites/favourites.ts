/**
 * A publisher's favourite offers, which the offers feature changes (☆/★ on a card) and the watch
 * reads (new offers like them). The API lists a publisher's favourites (`all_favourite`) but has no
 * call to change them, so the bot keeps the changes itself: offers added, and network favourites
 * taken off. Kept per account: the network keeps favourites per account.
 */
import type { OfferListItem, PublisherClient } from "../../publisher-api/index.js";
import type { Storage } from "../../storage/index.js";

export interface FavouriteChanges {
  /** starred in the bot, newest first */
  added: number[];
  /** network favourites the publisher took off */
  removed: number[];
}

/** More would make the tab's `ids` query long; a phone's favourites are a short list. */
export const MAX_ADDED = 100;
/** The network's favourites read at once to merge with the bot's. */
export const NETWORK_LIMIT = 1000;

export const favouriteChanges = (storage: Storage) =>
  storage.records<FavouriteChanges>("offer-favourites");

/**
 * The publisher's favourites as offers: the network's list with the bot's changes laid over. The
 * offers in `known` (read already by the caller) are not read again, so this costs one call, and
 * a second only for offers starred here that the network's list and `known` both lack.
 */
export async function favouriteOffers(
  storage: Storage,
  accountId: number,
  client: PublisherClient,
  known: ReadonlySet<number> = new Set(),
): Promise<OfferListItem[]> {
  const changes = await favouriteChanges(storage).get(accountId);
  const network = await client.catalog.offers("all_favourite", {
    start: 0,
    limit: NETWORK_LIMIT,
    linksonly: true,
  });
  const removed = new Set(changes?.removed ?? []);
  const offers = network.items.filter((offer) => !removed.has(offer.id));
  const listed = new Set(offers.map((offer) => offer.id));
  const missing = (changes?.added ?? []).filter((id) => !listed.has(id) && !known.has(id));
  if (missing.length === 0) return offers;
  const starred = await client.catalog.offers("all", { ids: missing, limit: missing.length });
  return [...offers, ...starred.items];
}
