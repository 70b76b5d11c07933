import type { PublisherClient } from "../../publisher-api/index.js";

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
