// The read-only generated world for one (seed, date), cached at module level: many sandboxes in
// one process (tests) share it, and a long-running sandbox picks up a new one after midnight.
import { SANDBOX_PUBLISHERS, type SandboxPublisher } from "../publishers.js";
import { type AccountFigures, accountFigures, exchangeRates } from "./account.js";
import { type Coupon, generateCoupons } from "./coupons.js";
import { type Good, generateGoods } from "./goods.js";
import { joinOffers } from "./initial.js";
import { generateOffers, type Offer } from "./offers.js";
import { generatePromos, type Promo } from "./promos.js";
import type { ExchangeRate } from "./records.js";
import { generateStats, type JoinedOffer, type PublisherStats } from "./stats.js";

export const DEFAULT_SEED = 20_240_611;

export interface PublisherData {
  publisher: SandboxPublisher;
  joined: JoinedOffer[];
  joinedIds: ReadonlySet<number>;
  /** joined offers whose tracking links were all taken away (a control) */
  unlinkedIds?: ReadonlySet<number>;
  favourites: ReadonlySet<number>;
  stats: PublisherStats;
  account: AccountFigures;
}

export interface Dataset {
  seed: number;
  today: number;
  offers: Offer[];
  offerById: ReadonlyMap<number, Offer>;
  promos: ReadonlyMap<number, Promo[]>;
  coupons: Coupon[];
  goods: Good[];
  exchangeRates: ExchangeRate[];
  /** Offers per category id and per region id (for the reference trees' `count`). */
  offersPerCategory: ReadonlyMap<number, number>;
  offersPerRegion: ReadonlyMap<number, number>;
  publishers: ReadonlyMap<number, PublisherData>;
}

// Offers, promos and goods do not depend on the date: build them once per seed.
const staticCache = new Map<
  number,
  { offers: Offer[]; promos: Map<number, Promo[]>; goods: Good[] }
>();
const cache = new Map<string, Dataset>();
const MAX_CACHED = 4;

function staticPart(seed: number) {
  let s = staticCache.get(seed);
  if (!s) {
    const offers = generateOffers(
      seed,
      SANDBOX_PUBLISHERS.map((p) => p.id),
    );
    s = { offers, promos: generatePromos(seed, offers), goods: generateGoods(seed, offers) };
    staticCache.set(seed, s);
  }
  return s;
}

function countBy(
  offers: readonly Offer[],
  ids: (o: Offer) => Iterable<number>,
): Map<number, number> {
  const m = new Map<number, number>();
  for (const o of offers) for (const id of ids(o)) m.set(id, (m.get(id) ?? 0) + 1);
  return m;
}

function build(seed: number, today: number): Dataset {
  const { offers, promos, goods } = staticPart(seed);
  const publishers = new Map<number, PublisherData>();
  for (const pub of SANDBOX_PUBLISHERS) {
    const joined = joinOffers(seed, pub, offers, today);
    const stats = generateStats(seed, pub, joined, today);
    publishers.set(pub.id, {
      publisher: pub,
      joined,
      joinedIds: new Set(joined.map((j) => j.offer.id)),
      favourites: new Set(joined.filter((_, i) => i % 6 === 0).map((j) => j.offer.id)),
      stats,
      account: accountFigures(seed, pub, stats, today),
    });
  }
  return {
    seed,
    today,
    offers,
    offerById: new Map(offers.map((o) => [o.id, o])),
    promos,
    coupons: generateCoupons(
      seed,
      offers,
      today,
      SANDBOX_PUBLISHERS.map((p) => p.id),
    ),
    goods,
    exchangeRates: exchangeRates(seed, today),
    offersPerCategory: countBy(offers, (o) => o.categoryIds),
    offersPerRegion: countBy(offers, (o) => {
      const ids = new Set<number>();
      for (const c of o.geo) {
        ids.add(c.id);
        ids.add(c.partId);
        for (const a of c.areas) ids.add(a.id);
      }
      return ids;
    }),
    publishers,
  };
}

export function getDataset(seed: number, today: number): Dataset {
  const key = `${seed}:${today}`;
  let ds = cache.get(key);
  if (!ds) {
    ds = build(seed, today);
    if (cache.size >= MAX_CACHED) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(key, ds);
  }
  return ds;
}

export function publisherData(ds: Dataset, publisherId: number): PublisherData {
  const p = ds.publishers.get(publisherId);
  if (!p) throw new Error(`no data for publisher ${publisherId}`);
  return p;
}
