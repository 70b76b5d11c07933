/** The coupons list as /coupons declares it: what a page asks the API, and how it reads. */
import {
  type Coupon,
  type CouponsQuery,
  type PublisherClient,
  parseApiDate,
} from "../../../publisher-api/index.js";
import type { CatalogList } from "../../catalog/list.js";
import type { Choice } from "../../catalog/paging.js";
import { recentOffers } from "../../catalog/recent-offers.js";
import { liveCouponStatuses, reference } from "../../catalog/references-cache.js";
import type { CouponSort, CouponsSearch } from "../../catalog/searches.js";
import type { BotContext } from "../../core/context.js";
import { type ChoiceLabels, couponsKeyboard, isNarrowed } from "./keyboards.js";
import { couponsEmptyText, couponsPageText } from "./text.js";

const SORTS: Record<CouponSort, Pick<CouponsQuery, "sort" | "sort_type">> = {
  new: { sort: "id", sort_type: "desc" },
  rating: { sort: "rating", sort_type: "desc" },
  ending: { sort: "active_to", sort_type: "asc" },
};

export const couponsList: CatalogList<"coupons", Coupon> = {
  kind: "coupons",
  pageSize: 5,
  async fetch(ctx, client, search, page) {
    return client.catalog.coupons({
      keyword: search.words || undefined,
      is_exclusive: search.exclusive || undefined,
      is_personal: search.personal || undefined,
      type: search.typeId ? [search.typeId] : undefined,
      coupon_categories: search.categoryId ? [search.categoryId] : undefined,
      offers: search.offerId ? [search.offerId] : undefined,
      // Expired coupons are left out where the status directory names them; marked otherwise.
      status: await liveCouponStatuses(ctx.deps.storage, client),
      ...SORTS[search.sort],
      start: page,
      limit: couponsList.pageSize,
    });
  },
  async view(ctx, client, token, search, items, page) {
    // The network refreshes statuses late: a coupon that ended today may still be "active", and
    // "ending soon" would list it first. What has ended is left out, and said so.
    const now = ctx.deps.now();
    const live = items.filter((coupon) => !hasEnded(coupon, now));
    const codes = live.map((coupon) => coupon.promo_code.trim()).filter(Boolean);
    const labels = await labelsOf(ctx, client, search);
    const keyboard = couponsKeyboard(ctx, token, search, labels, page, codes);
    if (items.length === 0) {
      return { text: couponsEmptyText(ctx, search, isNarrowed(search)), keyboard };
    }
    const left = items.length - live.length;
    const text = couponsPageText(ctx, search, live, page, now, ctx.speech.lang, left);
    return { text, keyboard };
  },
};

async function labelsOf(
  ctx: BotContext,
  client: PublisherClient,
  search: CouponsSearch,
): Promise<ChoiceLabels> {
  // "any" agrees with its filter's name in languages with genders (ru: любой тип, любая категория).
  const nameIn = (list: Choice[], id: number, filter: string) =>
    id ? (list.find((c) => c.id === id)?.name ?? `#${id}`) : ctx.t(`coupons-any-${filter}`);
  const [types, categories, recent] = await Promise.all([
    search.typeId ? reference(ctx.deps.storage, client, "coupon-types") : [],
    search.categoryId ? reference(ctx.deps.storage, client, "coupon-categories") : [],
    search.offerId ? recentOffers(ctx) : [],
  ]);
  return {
    type: nameIn(types, search.typeId, "type"),
    category: nameIn(categories, search.categoryId, "category"),
    offer: nameIn(recent, search.offerId, "offer"),
  };
}

function hasEnded(coupon: Coupon, now: Date): boolean {
  const end = parseApiDate(coupon.active_to);
  return end !== undefined && end < now;
}
