/** One free-text search across the catalogue: offers by name or id, coupons and goods. */
import type { OfferListItem, PublisherClient } from "../../../publisher-api/index.js";
import { liveCouponStatuses } from "../../catalog/references-cache.js";
import { typedOfferId } from "../../catalog/searches.js";
import type { BotContext } from "../../core/context.js";

/** Offers shown as buttons under the counts; the rest are one tap away in their list. */
export const OFFERS_SHOWN = 5;

/** How many of each kind matched; undefined where the API could not say. */
export interface Found {
  /** the offer whose id was typed, first */
  offers: OfferListItem[];
  /** every offer found, the one of a typed id included */
  offerCount?: number;
  /** offers found by name: what the list of all offers for these words shows */
  namedOfferCount?: number;
  couponCount?: number;
  goodsCount?: number;
}

const settledCount = (result: PromiseSettledResult<{ total: number }>) =>
  result.status === "fulfilled" ? result.value.total : undefined;

export async function findEverywhere(
  ctx: BotContext,
  client: PublisherClient,
  words: string,
): Promise<Found> {
  const id = typedOfferId(words);
  const statuses = await liveCouponStatuses(ctx.deps.storage, client).catch(() => undefined);
  const [byId, offers, coupons, goods] = await Promise.allSettled([
    id === undefined
      ? Promise.resolve({ total: 0, items: [] })
      : client.catalog.offers("all", { ids: [id], limit: 1 }),
    client.catalog.offers("all", { q: words, start: 0, limit: OFFERS_SHOWN }),
    client.catalog.coupons({ keyword: words, status: statuses, start: 0, limit: 1 }),
    client.catalog.goods({ keyword: words, start: 0, limit: 1 }),
  ]);
  // Nothing could be asked at all: the error boundary says what went wrong.
  if ([byId, offers, coupons, goods].every((r) => r.status === "rejected")) {
    throw (offers as PromiseRejectedResult).reason;
  }
  const exact = byId.status === "fulfilled" ? byId.value.items : [];
  const named = offers.status === "fulfilled" ? offers.value.items : [];
  const merged = [...exact, ...named.filter((o) => !exact.some((e) => e.id === o.id))];
  // The offer whose id was typed counts as found, as its button shows it: "Offers: 0" above
  // "#1533 · IDEALICA" would contradict it.
  const byIdOnly = exact.filter((e) => !named.some((o) => o.id === e.id)).length;
  const namedCount = settledCount(offers);
  return {
    offers: merged.slice(0, OFFERS_SHOWN),
    offerCount: namedCount === undefined ? byIdOnly || undefined : namedCount + byIdOnly,
    namedOfferCount: namedCount,
    couponCount: settledCount(coupons),
    goodsCount: settledCount(goods),
  };
}
