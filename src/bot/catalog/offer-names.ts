import type { PublisherClient } from "../../publisher-api/index.js";

/** Offer names by id, as `offerNames` reads them. */
export type OfferNames = Readonly<Record<string, string>>;

/** Names of offers by id, for lists and pushes; an offer the API does not return is left out. */
export async function offerNames(
  client: PublisherClient,
  ids: readonly string[],
): Promise<Record<string, string>> {
  const unique = [...new Set(ids.filter((id) => /^\d+$/.test(id)))];
  if (unique.length === 0) return {};
  const found = await client.catalog.offers("all", { ids: unique, limit: unique.length });
  return Object.fromEntries(found.items.map((offer) => [String(offer.id), offer.name]));
}

/**
 * The names of offers a setting lists by id, for a card that shows them: a failed read leaves
 * them unnamed (the card still opens), and each then shows by its id.
 */
export async function offerNamesOrNone(
  client: PublisherClient,
  ids: readonly number[],
): Promise<OfferNames> {
  return offerNames(client, ids.filter((id) => id > 0).map(String)).catch(() => ({}));
}

/** Offers by name, in the order given; one the network did not name, by its id. */
export function offerListText(ids: readonly number[], names: OfferNames): string {
  return ids.map((id) => names[String(id)] ?? `#${id}`).join(", ");
}
