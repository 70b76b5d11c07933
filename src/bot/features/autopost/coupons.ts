/**
 * Which coupons a channel gets: those of its followed offers and of its followed coupon categories
 * (one API query each, the same regions), still usable, with a code when it wants codes only.
 * "New" means a higher id than the channel's watermark: ids grow as the network adds coupons.
 */
import {
  type Coupon,
  type CouponsQuery,
  type PublisherClient,
  parseApiDate,
} from "../../../publisher-api/index.js";
import type { Storage } from "../../../storage/index.js";
import { liveCouponStatuses } from "../../catalog/references-cache.js";
import type { ChannelSetup } from "./store.js";

const PAGE = 100;
/** At most this many pages of new coupons per query and check (a flood waits for the next). */
const MAX_PAGES = 5;

export function follows(setup: ChannelSetup): boolean {
  return setup.offers.length > 0 || setup.categories.length > 0;
}

async function queriesOf(
  storage: Storage,
  client: PublisherClient,
  setup: ChannelSetup,
): Promise<CouponsQuery[]> {
  const common: CouponsQuery = {
    status: await liveCouponStatuses(storage, client),
    geo: setup.regions.length > 0 ? setup.regions.map((r) => r.id) : undefined,
    subaccount: setup.subaccount,
    sort: "id",
    sort_type: "desc",
  };
  const queries: CouponsQuery[] = [];
  if (setup.offers.length > 0) queries.push({ ...common, offers: setup.offers.map((o) => o.id) });
  if (setup.categories.length > 0) {
    queries.push({ ...common, coupon_categories: setup.categories.map((c) => c.id) });
  }
  return queries;
}

/** Usable now (the dates say so too) and with a code when only codes are wanted. */
export function fits(setup: ChannelSetup, coupon: Coupon, now: Date): boolean {
  if (setup.codesOnly && !coupon.promo_code.trim()) return false;
  const end = parseApiDate(coupon.active_to);
  return !end || end > now;
}

function merged(lists: Coupon[][]): Coupon[] {
  const byId = new Map<number, Coupon>();
  for (const coupon of lists.flat()) byId.set(coupon.id, coupon);
  return [...byId.values()];
}

/**
 * The channel's coupons above its watermark, oldest first, and the highest id seen (the next
 * watermark). Coupons that do not fit are seen too: they will not fit later either.
 */
export async function newCoupons(
  storage: Storage,
  client: PublisherClient,
  setup: ChannelSetup,
  now: Date,
): Promise<{ coupons: Coupon[]; highest: number | undefined }> {
  const watermark = setup.watermark ?? 0;
  const lists = await Promise.all(
    (await queriesOf(storage, client, setup)).map(async (query) => {
      const found: Coupon[] = [];
      for (let start = 0; start < MAX_PAGES; start++) {
        const page = await client.catalog.coupons({ ...query, start, limit: PAGE });
        const above = page.items.filter((c) => c.id > watermark);
        found.push(...above);
        if (above.length < page.items.length || page.items.length < PAGE) break;
      }
      return found;
    }),
  );
  const all = merged(lists).sort((a, b) => a.id - b.id);
  const highest = all.length > 0 ? Math.max(...all.map((c) => c.id)) : undefined;
  return { coupons: all.filter((c) => fits(setup, c, now)), highest };
}

/** The newest coupons that fit, watermark or not (a test post, "post now" with nothing new). */
export async function newestFitting(
  storage: Storage,
  client: PublisherClient,
  setup: ChannelSetup,
  now: Date,
  count: number,
): Promise<Coupon[]> {
  const lists = await Promise.all(
    (await queriesOf(storage, client, setup)).map(
      async (query) => (await client.catalog.coupons({ ...query, start: 0, limit: 50 })).items,
    ),
  );
  return merged(lists)
    .sort((a, b) => b.id - a.id)
    .filter((c) => fits(setup, c, now))
    .slice(0, count);
}

/** The network's newest coupon id: what a new channel's watermark starts at. */
export async function newestCouponId(client: PublisherClient): Promise<number> {
  const page = await client.catalog.coupons({ sort: "id", sort_type: "desc", limit: 1 });
  return page.items[0]?.id ?? 0;
}
