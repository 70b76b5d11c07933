// Coupons that appear while the sandbox runs: one every `everyMinutes` of its clock (some of them
// short-lived, so they expire while a bot watches), and any number added by the test control.
// They live in the sandbox's state, after the day's generated coupons, with higher ids.
import { DAY_MS } from "../lib/dates.js";
import { Rng, seedOf } from "../lib/prng.js";
import { type Coupon, couponStatuses } from "./coupons.js";
import { currencyId } from "./currencies.js";
import type { Dataset } from "./dataset.js";
import { couponText, promoCode } from "./names.js";
import { COUPON_CATEGORIES, COUPON_SCOPES, COUPON_TYPES } from "./shop-ref.js";

/** Well above the generated ids (52,000 plus at most 9 a coupon). */
export const FIRST_NEW_COUPON_ID = 900_001;
/** The clock-driven ones stop here, so a clock moved months ahead does not flood the list. */
const MAX_DRIPPED = 200;

export interface NewCouponOptions {
  /** an offer id of the dataset (default: a random web offer) */
  offerId?: number;
  /** "" for a coupon without a code; default: a code for promo-code coupons */
  promoCode?: string;
  /** coupontypes id (default 1, "Promo code") */
  typeId?: number;
  /** couponcategories id (default random) */
  couponCategoryId?: number;
  name?: string;
  discount?: string;
  /** how long from now it starts (default 0: it starts now) */
  startsInMs?: number;
  /** how long it stays valid from its start (default 30 days) */
  lifetimeMs?: number;
  /** only for this publisher (personal) */
  personalFor?: number;
}

/** The coupons added as JSON (each names its offer by id), to go on with them elsewhere. */
export interface SavedCoupons {
  startedMs: number;
  nextId: number;
  dripped: number;
  added: (Omit<Coupon, "offer"> & { offerId: number })[];
}

export class NewCoupons {
  private readonly added: Coupon[] = [];
  private nextId = FIRST_NEW_COUPON_ID;
  private dripped = 0;

  constructor(
    private readonly seed: number,
    private startedMs: number,
    private readonly everyMs: number,
  ) {}

  saved(): SavedCoupons {
    const added = this.added.map(({ offer, ...coupon }) => ({ ...coupon, offerId: offer.id }));
    return { startedMs: this.startedMs, nextId: this.nextId, dripped: this.dripped, added };
  }

  /** Goes on from `saved`: the clock's coupons are due from its start, ids after its last. */
  restore(ds: Dataset, saved: SavedCoupons): void {
    this.startedMs = saved.startedMs;
    this.nextId = saved.nextId;
    this.dripped = saved.dripped;
    this.added.length = 0;
    for (const { offerId, ...coupon } of saved.added) {
      const offer = ds.offerById.get(offerId);
      if (offer) this.added.push({ ...coupon, offer });
    }
  }

  /** A new coupon, valid from `nowMs` (or `startsInMs` later). */
  add(ds: Dataset, nowMs: number, options: NewCouponOptions = {}): Coupon {
    const rng = new Rng(seedOf(this.seed, "new-coupon", this.nextId));
    const pool = ds.offers.filter((o) => o.type !== "mobile");
    const offer =
      options.offerId === undefined ? rng.pickSkewed(pool, 1.6) : ds.offerById.get(options.offerId);
    if (!offer) throw new Error(`unknown offer ${options.offerId}`);
    const type = COUPON_TYPES.find((t) => t.id === (options.typeId ?? 1));
    if (!type) throw new Error(`unknown coupon type ${options.typeId}`);
    const category =
      options.couponCategoryId === undefined
        ? rng.pick(COUPON_CATEGORIES)
        : COUPON_CATEGORIES.find((c) => c.id === options.couponCategoryId);
    if (!category) throw new Error(`unknown coupon category ${options.couponCategoryId}`);
    const discount = options.discount ?? `${rng.pick([10, 15, 20, 25, 30, 40])}%`;
    const percent = discount.endsWith("%");
    const text = couponText(rng, type.name, offer.name.trim(), discount);
    const code =
      options.promoCode ?? (type.name === "Promo code" ? promoCode(rng, offer.name.trim()) : "");
    const startMs = nowMs + (options.startsInMs ?? 0);
    const endMs = startMs + (options.lifetimeMs ?? 30 * DAY_MS);
    const name = options.name ?? text.name;
    const coupon: Coupon = {
      id: this.nextId++,
      offer,
      name,
      description: text.description,
      searchText: `${name}\n${text.description}`.toLowerCase(),
      startMs,
      endMs,
      typeId: type.id,
      typeName: type.name,
      promoCode: code,
      statusIds: couponStatuses(startMs, endMs, nowMs),
      scopeId: rng.pick(COUPON_SCOPES).id,
      discount,
      discountCurrencyId: percent ? "" : String(currencyId(offer.currency)),
      couponCategoryId: category.id,
      lang: offer.geo[0]?.language === "pt" ? "br" : (offer.geo[0]?.language ?? "en"),
      isExclusive: false,
      retargeting: false,
      sectoring: "",
      geo: offer.geo.slice(0, 1),
      rating: 4.5,
      look: "online",
      ...(options.personalFor === undefined ? {} : { personalFor: options.personalFor }),
    };
    this.added.push(coupon);
    return coupon;
  }

  /** Ends a coupon now (or at `endMs`); returns false for an id it does not know. */
  expire(id: number, nowMs: number): boolean {
    const coupon = this.added.find((c) => c.id === id);
    if (!coupon) return false;
    coupon.endMs = Math.min(coupon.endMs, nowMs - 1000);
    return true;
  }

  /** Every added coupon as of `nowMs` (the clock's due ones added first), statuses current. */
  list(ds: Dataset, nowMs: number): Coupon[] {
    this.drip(ds, nowMs);
    for (const c of this.added) c.statusIds = couponStatuses(c.startMs, c.endMs, nowMs);
    return this.added;
  }

  private drip(ds: Dataset, nowMs: number): void {
    if (this.everyMs <= 0) return;
    const due = Math.min(MAX_DRIPPED, Math.floor((nowMs - this.startedMs) / this.everyMs));
    while (this.dripped < due) {
      this.dripped++;
      const at = this.startedMs + this.dripped * this.everyMs;
      const rng = new Rng(seedOf(this.seed, "drip", this.dripped));
      // About one in four is a flash deal of a few hours: it expires while the bot watches.
      const lifetimeMs = rng.chance(0.25) ? rng.int(1, 6) * 3600_000 : rng.int(7, 60) * DAY_MS;
      this.add(ds, at, { typeId: rng.chance(0.7) ? 1 : rng.int(2, 4), lifetimeMs });
    }
  }
}
