/**
 * Which coupons a channel gets: those of its followed offers and of its followed coupon categories
 * (one API query each, the same regions), started and still usable, with a code when it wants
 * codes only. "New" means a higher id than the channel's watermark: ids grow as the network adds
 * coupons. A new coupon that has not started yet waits (the channel keeps its id and start) and is
 * posted once it has.
 */
import {
  type Coupon,
  type CouponsQuery,
  type PublisherClient,
  parseApiDate,
} from "../../../publisher-api/index.js";
import type { Storage } from "../../../storage/index.js";
import { liveCouponStatuses } from "../../catalog/references-cache.js";
import type { ChannelSetup, Waiting } from "./store.js";

const PAGE = 100;
/** At most this many pages of new coupons per query and check (a flood waits for the next). */
const MAX_PAGES = 5;

export function follows(setup: ChannelSetup): boolean {
  return setup.offers.length > 0 || setup.categories.length > 0;
}

/** What every query of the channel's coupons asks: live ones, its regions, its subaccount's links. */
async function commonQuery(
  storage: Storage,
  client: PublisherClient,
  setup: ChannelSetup,
): Promise<CouponsQuery> {
  return {
    status: await liveCouponStatuses(storage, client),
    geo: setup.regions.length > 0 ? setup.regions.map((r) => r.id) : undefined,
    subaccount: setup.subaccount,
    sort: "id",
    sort_type: "desc",
  };
}

async function queriesOf(
  storage: Storage,
  client: PublisherClient,
  setup: ChannelSetup,
): Promise<CouponsQuery[]> {
  const common = await commonQuery(storage, client, setup);
  const queries: CouponsQuery[] = [];
  if (setup.offers.length > 0) queries.push({ ...common, offers: setup.offers.map((o) => o.id) });
  if (setup.categories.length > 0) {
    queries.push({ ...common, coupon_categories: setup.categories.map((c) => c.id) });
  }
  return queries;
}

/** When a coupon starts, if that is after `now` (the API lists coupons it expects too). */
export function startsLater(coupon: Coupon, now: Date): Date | undefined {
  const start = parseApiDate(coupon.start_date);
  return start && start > now ? start : undefined;
}

/** Not ended (the dates say so too) and with a code when only codes are wanted; started or not. */
function fitsWhenStarted(setup: ChannelSetup, coupon: Coupon, now: Date): boolean {
  if (setup.codesOnly && !coupon.promo_code.trim()) return false;
  const end = parseApiDate(coupon.active_to);
  return !end || end > now;
}

/** Usable now: started, not ended, and with a code when only codes are wanted. */
export function fits(setup: ChannelSetup, coupon: Coupon, now: Date): boolean {
  return fitsWhenStarted(setup, coupon, now) && !startsLater(coupon, now);
}

function merged(lists: Coupon[][]): Coupon[] {
  const byId = new Map<number, Coupon>();
  for (const coupon of lists.flat()) byId.set(coupon.id, coupon);
  return [...byId.values()];
}

/**
 * The channel's coupons above its watermark, oldest first, those that fit but have not started
 * (`waiting`), and the highest id seen (the next watermark). Coupons that do not fit are seen too:
 * they will not fit later either.
 */
export async function newCoupons(
  storage: Storage,
  client: PublisherClient,
  setup: ChannelSetup,
  now: Date,
): Promise<{ coupons: Coupon[]; waiting: Waiting[]; highest: number | undefined }> {
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
  return {
    coupons: all.filter((c) => fits(setup, c, now)),
    waiting: waitingOf(setup, all, now),
    highest,
  };
}

/** Of these coupons, those that will fit once they start, and when that is. */
function waitingOf(setup: ChannelSetup, coupons: readonly Coupon[], now: Date): Waiting[] {
  return coupons.flatMap((coupon) => {
    const from = startsLater(coupon, now);
    return from && fitsWhenStarted(setup, coupon, now)
      ? [{ id: coupon.id, from: from.getTime() }]
      : [];
  });
}

/**
 * The channel's waiting coupons whose start has come, as the API lists them now: `coupons` those
 * that started (oldest first), `later` those whose start the network moved on, and the ids asked
 * for (an asked id in neither is gone, or fits no more).
 */
export async function startedWaiting(
  storage: Storage,
  client: PublisherClient,
  setup: ChannelSetup,
  now: Date,
): Promise<{ coupons: Coupon[]; later: Waiting[]; asked: number[] }> {
  const asked = (setup.waiting ?? []).filter((w) => w.from <= now.getTime()).map((w) => w.id);
  if (asked.length === 0) return { coupons: [], later: [], asked };
  const query = await commonQuery(storage, client, setup);
  const page = await client.catalog.coupons({ ...query, ids: asked, limit: asked.length });
  const listed = page.items.filter((c) => asked.includes(c.id));
  const coupons = listed.filter((c) => fits(setup, c, now)).sort((a, b) => a.id - b.id);
  const later = waitingOf(setup, listed, now);
  return { coupons, later, asked };
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
