import type { BotContext } from "../core/context.js";

/** Telegram allows 256 characters in an inline query; the bot takes 200 everywhere. */
export const MAX_SEARCH_CHARS = 200;

export const OFFER_TABS = ["web", "mobile", "all", "fav"] as const;
export type OfferTab = (typeof OFFER_TABS)[number];
export const COUPON_SORTS = ["new", "rating", "ending"] as const;
export type CouponSort = (typeof COUPON_SORTS)[number];
export const GOODS_SORTS = ["default", "cheap", "dear"] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

export interface OffersSearch {
  kind: "offers";
  words: string;
  tab: OfferTab;
  /** top-level offer category id (offers-categories-list `value`); 0 or absent = any */
  categoryId?: number;
  /** world part id (geo-list `value`); 0 or absent = any */
  regionId?: number;
  /** traffic type id the offer must allow; 0 or absent = any */
  trafficId?: number;
}

export interface CouponsSearch {
  kind: "coupons";
  words: string;
  exclusive: boolean;
  personal: boolean;
  /** coupontypes directory id; 0 = any */
  typeId: number;
  /** couponcategories directory id; 0 = any */
  categoryId: number;
  /** offer id; 0 = any */
  offerId: number;
  sort: CouponSort;
  /** the offer card these coupons were opened from (its list token and page): the way back */
  card?: { id: number; search: string; page: number };
}

/** Price bounds offered as buttons (typing numbers on a phone is slower); 0 is "any price". */
export const PRICE_BANDS: readonly { min?: number; max?: number }[] = [
  {},
  { max: 50 },
  { min: 50, max: 200 },
  { min: 200, max: 1000 },
  { min: 1000, max: 5000 },
  { min: 5000 },
];

export interface GoodsSearch {
  kind: "goods";
  words: string;
  /** index into PRICE_BANDS; 0 = any price */
  band: number;
  /** goods-currency-list code; "" = any */
  currency: string;
  sort: GoodsSort;
}

export type Search = OffersSearch | CouponsSearch | GoodsSearch;
export type SearchOf<K extends Search["kind"]> = Extract<Search, { kind: K }>;

interface SearchBook {
  next: number;
  entries: [token: string, search: Search][];
}

/** Enough for every list message a publisher still scrolls back to; older buttons say "expired". */
const KEEP = 40;
const TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Searches live in a per-user record and buttons carry a short token, so callback data stays
 * within 64 bytes whatever the words, and one message's filters survive a restart.
 */
function book(ctx: BotContext) {
  return ctx.deps.storage.records<SearchBook>(SEARCHES_KIND);
}

/** The record of searches the list messages page through: a person's, listed in each feature's
 * `personKinds` that shows catalog lists. */
export const SEARCHES_KIND = "searches";

function userOf(ctx: BotContext): number {
  const id = ctx.from?.id;
  if (id === undefined) throw new Error("a search needs a user");
  return id;
}

export async function saveSearch(ctx: BotContext, search: Search): Promise<string> {
  const records = book(ctx);
  const userId = userOf(ctx);
  const current = (await records.get(userId)) ?? { next: 1, entries: [] };
  const token = current.next.toString(36);
  const entries = [...current.entries, [token, search] as [string, Search]].slice(-KEEP);
  await records.set(userId, { next: current.next + 1, entries }, TTL_MS);
  return token;
}

export async function loadSearch<K extends Search["kind"]>(
  ctx: BotContext,
  token: string,
  kind: K,
): Promise<SearchOf<K> | undefined> {
  const current = await book(ctx).get(userOf(ctx));
  const found = current?.entries.find(([t]) => t === token)?.[1];
  return found?.kind === kind ? (found as SearchOf<K>) : undefined;
}

/** Changes a search in place: the message that shows it is edited, so its token stays. */
export async function updateSearch(ctx: BotContext, token: string, search: Search): Promise<void> {
  const records = book(ctx);
  const userId = userOf(ctx);
  const current = await records.get(userId);
  if (!current) return;
  const entries = current.entries.map(([t, s]): [string, Search] => [t, t === token ? search : s]);
  await records.set(userId, { ...current, entries }, TTL_MS);
}

/** Words of a command (`/offers red shoes`), folded to one line. */
export function searchWords(text: string | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}

/** A new coupons search: no filters, newest first (`offerId` 0: any offer). */
export function newCouponsSearch(words: string, offerId = 0): CouponsSearch {
  const filters = { exclusive: false, personal: false, typeId: 0, categoryId: 0 };
  return { kind: "coupons", words, ...filters, offerId, sort: "new" };
}

/** A new goods search: any price, any currency, the API's own order. */
export function newGoodsSearch(words: string): GoodsSearch {
  return { kind: "goods", words, band: 0, currency: "", sort: "default" };
}

/** "1435" or "#1435": the offer id a publisher typed, as its card shows it. */
export function typedOfferId(words: string): number | undefined {
  const digits = /^#?(\d{1,9})$/.exec(words.trim())?.[1];
  const id = Number(digits);
  return digits && id > 0 ? id : undefined;
}
