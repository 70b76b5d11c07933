/**
 * New offers that fit: an offer the network lists now and did not at the last check, like one the
 * publisher runs or keeps as a favourite. "Like" is one offer of theirs sharing a category and a
 * region with it: a category alone or a region alone would fit nearly every offer for a publisher
 * who runs a few dozen.
 *
 * Cost: what is new is read as the network's newest offers (the list sorted by id, newest first;
 * the network gives a new offer the next id), one call a check, and the state keeps only the
 * highest id seen. The offers run are the check's own read (state.ts keeps each one's categories
 * and regions); the favourites are read only when a new offer fits none of those (one call, and a
 * second only for offers starred in the bot that the network's favourites list lacks).
 */
import type {
  Commission,
  OfferListItem,
  OfferRegion,
  PublisherClient,
} from "../../../publisher-api/index.js";
import type { Storage } from "../../../storage/index.js";
import { favouriteOffers } from "../../favourites/favourites.js";
import { offerPay } from "../../offer-pay/offer-pay.js";
import { type WatchSettings, watchStates } from "./settings.js";
import type { AccountState } from "./state.js";

/** Newest offers read a check: more added within one check's hour are not told. */
export const NEWEST_READ = 200;

/** What a new offer is matched by: its category ids and its region codes. */
export interface OfferFit {
  categories: number[];
  regions: string[];
}

export interface NewOffer {
  offerId: string;
  offer: string;
  /** what it pays, as its list figures read (offer-pay) */
  cpa: Commission;
  cpl: Commission;
  /** its EPC over 7 days */
  epc: Commission;
  /** the category it shares with an offer of the publisher's */
  category: string;
  /** the regions it shares with such offers (names as the network sends them) */
  regions: string[];
}

const regionKey = (region: OfferRegion): string =>
  (region.iso || region.code || (region.id ? String(region.id) : "")).trim().toUpperCase();

export function fitOf(offer: OfferListItem): OfferFit {
  const categories = offer.categories.flatMap((c) => [
    c.main_id,
    ...c.other_categories.map((other) => other.id),
  ]);
  return {
    categories: [...new Set(categories.filter((id) => id > 0))],
    regions: [...new Set(offer.geo.map(regionKey).filter(Boolean))],
  };
}

/** The network's newest offers, newest first (a failed read fails the check). */
export async function newestOffers(client: PublisherClient): Promise<OfferListItem[]> {
  const { items } = await client.catalog.offers("all", {
    sort: "id",
    sort_type: "desc",
    limit: NEWEST_READ,
  });
  return items;
}

/** The highest offer id known after this read: never lower than the last check's. */
export function newestId(read: readonly OfferListItem[], before: number | undefined): number {
  return Math.max(before ?? 0, ...read.map((offer) => offer.id));
}

export interface NewOffersInput {
  client: PublisherClient;
  storage: Storage;
  accountId: number;
  read: readonly OfferListItem[];
  /** the highest id the last check knew; absent on a first check, which only records */
  before: number | undefined;
  /** this check's read of the account: the offers the publisher runs */
  account: AccountState;
}

/** The offers new since the last check that fit what the publisher runs or keeps. */
export async function newOffersThatFit(input: NewOffersInput): Promise<NewOffer[]> {
  const { before, account } = input;
  if (before === undefined) return [];
  const fresh = input.read.filter((offer) => offer.id > before && !(offer.id in account.offers));
  if (fresh.length === 0) return [];
  const run = Object.values(account.offers).flatMap((offer) => (offer.fit ? [offer.fit] : []));
  const found = new Map<number, NewOffer>();
  for (const offer of fresh) {
    const fit = fitting(offer, run);
    if (fit) found.set(offer.id, fit);
  }
  const rest = fresh.filter((offer) => !found.has(offer.id));
  if (rest.length > 0) {
    const known = new Set(Object.keys(account.offers).map(Number));
    const kept = await favouriteOffers(input.storage, input.accountId, input.client, known);
    const fits = kept.map(fitOf);
    for (const offer of rest) {
      const fit = fitting(offer, fits);
      if (fit) found.set(offer.id, fit);
    }
  }
  return fresh.flatMap((offer) => found.get(offer.id) ?? []);
}

/** The new offer as told, when one offer of `theirs` shares a category and a region with it. */
function fitting(offer: OfferListItem, theirs: readonly OfferFit[]): NewOffer | undefined {
  const own = fitOf(offer);
  let category: number | undefined;
  const regions = new Set<string>();
  for (const fit of theirs) {
    const shared = own.categories.find((id) => fit.categories.includes(id));
    if (shared === undefined) continue;
    // An offer that names no region is open everywhere: it shares any.
    const open = own.regions.length === 0 || fit.regions.length === 0;
    const common = own.regions.filter((code) => fit.regions.includes(code));
    if (!open && common.length === 0) continue;
    category ??= shared;
    for (const code of open ? own.regions : common) regions.add(code);
  }
  if (category === undefined) return undefined;
  const pay = offerPay(offer, undefined);
  return {
    offerId: String(offer.id),
    offer: offer.name.trim(),
    cpa: pay.cpa,
    cpl: pay.cpl,
    epc: offer.epc7days,
    category: categoryTitle(offer, category),
    regions: offer.geo
      .filter((region) => regions.has(regionKey(region)))
      .map((region) => (region.name || region.code).trim()),
  };
}

function categoryTitle(offer: OfferListItem, id: number): string {
  for (const c of offer.categories) {
    if (c.main_id === id) return c.main_title.trim();
    const other = c.other_categories.find((o) => o.id === id);
    if (other) return other.title.trim();
  }
  return "";
}

/**
 * Switched on (the watch, or this rule in it): the first check after only records what the
 * network lists, so offers added while it was off are not told as new.
 */
export async function restartNewOffers(
  storage: Storage,
  userId: number,
  before: WatchSettings,
  after: WatchSettings,
): Promise<void> {
  const watching = (s: WatchSettings) => s.on && s.rules.includes("new-offers");
  if (watching(before) || !watching(after)) return;
  const states = watchStates(storage);
  const state = await states.get(userId);
  if (state?.newestOfferId === undefined) return;
  const { newestOfferId: _, ...rest } = state;
  await states.set(userId, rest);
}
