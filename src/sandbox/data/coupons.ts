// ~3000 coupons: exclusive and personal ones, all types, some expired or not yet started, some
// with an empty promo code (field notes).
import { DAY_MS, dateTime } from "../lib/dates.js";
import { Rng, seedOf } from "../lib/prng.js";
import { currencyId } from "./currencies.js";
import type { Country } from "./geo.js";
import { couponText, promoCode } from "./names.js";
import type { Offer } from "./offers.js";
import { COUPON_CATEGORIES, COUPON_SCOPES, COUPON_STATUSES, COUPON_TYPES } from "./shop-ref.js";

const COUPON_COUNT = 3000;

export interface Coupon {
  id: number;
  offer: Offer;
  name: string;
  description: string;
  /** Lower-cased name and description, for keyword search. */
  searchText: string;
  startMs: number;
  endMs: number;
  typeId: number;
  typeName: string;
  promoCode: string;
  statusIds: number[];
  scopeId: number;
  discount: string;
  discountCurrencyId: string;
  couponCategoryId: number;
  lang: string;
  isExclusive: boolean;
  /** Personal coupons are visible only to this publisher. */
  personalFor?: number;
  retargeting: boolean;
  sectoring: string;
  geo: Country[];
  rating: number;
  look: "online" | "offline";
}

const LANG_OF: Readonly<Record<string, string>> = { pt: "br" };

/** Status ids relative to `nowMs`: a coupon can be New and Active, or Active and Ending soon. */
export function couponStatuses(startMs: number, endMs: number, nowMs: number): number[] {
  if (endMs < nowMs) return [5];
  if (startMs > nowMs) return [3];
  const ids = [2];
  if (nowMs - startMs < 7 * DAY_MS) ids.unshift(1);
  if (endMs - nowMs < 3 * DAY_MS) ids.push(4);
  return ids;
}

export function generateCoupons(
  seed: number,
  offers: readonly Offer[],
  today: number,
  publisherIds: readonly number[],
): Coupon[] {
  const rng = new Rng(seedOf(seed, "coupons", today));
  const pool = offers.filter((o) => o.type !== "mobile");
  const nowMs = today * DAY_MS + 12 * 3600_000;
  const out: Coupon[] = [];
  let id = 52_000;
  for (let i = 0; i < COUPON_COUNT; i++) {
    id += rng.int(1, 9);
    const offer = rng.pickSkewed(pool, 1.6);
    const type = rng.pickSkewed(COUPON_TYPES, 1.4);
    const startDay = today - rng.int(0, 120) + (rng.chance(0.06) ? rng.int(1, 20) : 0);
    const startMs = startDay * DAY_MS + rng.int(0, 23) * 3600_000;
    const endMs = startMs + rng.int(15, 240) * DAY_MS + (23 * 3600 + 59 * 60 + 59) * 1000;
    const percent = rng.chance(0.7);
    const discount = percent
      ? `${rng.pick([5, 10, 10, 15, 20, 25, 30, 40, 50])}%`
      : String(rng.pick([5, 10, 15, 20, 50, 100, 500]));
    const text = couponText(
      rng,
      type.name,
      offer.name.trim(),
      percent ? discount : `${discount} ${offer.currency}`,
    );
    const hasCode = type.name === "Promo code" && !rng.chance(0.08);
    const owner = rng.chance(0.08) ? rng.pick(publisherIds) : undefined;
    const coupon: Coupon = {
      id,
      offer,
      name: text.name,
      description: text.description,
      searchText: `${text.name}\n${text.description}`.toLowerCase(),
      startMs,
      endMs,
      typeId: type.id,
      typeName: type.name,
      promoCode: hasCode ? promoCode(rng, offer.name.trim()) : "",
      statusIds: couponStatuses(startMs, endMs, nowMs),
      scopeId: rng.pickSkewed(COUPON_SCOPES, 1.5).id,
      discount,
      discountCurrencyId: percent ? "" : String(currencyId(offer.currency)),
      couponCategoryId: rng.pick(COUPON_CATEGORIES).id,
      lang: LANG_OF[offer.geo[0]?.language ?? "en"] ?? offer.geo[0]?.language ?? "en",
      isExclusive: rng.chance(0.1),
      retargeting: rng.chance(0.15),
      sectoring: rng.chance(0.2) ? rng.pick(["new_users", "app_users", "loyal_users"]) : "",
      geo: offer.geo.slice(0, rng.int(1, offer.geo.length)),
      rating: Math.round(rng.float(0, 5) * 10) / 10,
      look: rng.chance(0.9) ? "online" : "offline",
    };
    if (owner !== undefined) coupon.personalFor = owner;
    out.push(coupon);
  }
  return out;
}

export const couponDates = (c: Coupon): { start: string; end: string } => ({
  start: dateTime(c.startMs),
  end: dateTime(c.endMs),
});

export const COUPON_STATUS_NAME: ReadonlyMap<number, string> = new Map(
  COUPON_STATUSES.map((s) => [s.id, s.name]),
);
