/**
 * New offers that fit: an offer the network lists now and did not at the last check, like one the
 * publisher runs or keeps as a favourite. "Like" is one offer of theirs sharing a category and a
 * region with it: a category alone or a region alone would fit nearly every offer for a publisher
 * who runs a few dozen.
 *
 * Cost: what is new is read as the network's newest offers (the list sorted by id, newest first;
 * the network gives a new offer the next id), a short page a check, more only while a page holds
 * nothing known; the state keeps only the highest id seen. The offers run are the check's own read (state.ts keeps each one's categories
 * and regions); the favourites are read only when a new offer fits none of those (one call, and a
 * second only for offers starred in the bot that the network's favourites list lacks).
 */
import type { OfferListItem, PublisherClient } from "../../../publisher-api/index.js";
import type { Storage } from "../../../storage/index.js";
import { favouriteOffers } from "../../favourites/favourites.js";
import { fitOf, fitting, type NewOffer } from "./new-offers-fit.js";
import { type WatchSettings, watchStates } from "./settings.js";
import type { AccountState } from "./state.js";

/** Newest offers read a page; pages read at most a check (more new ones than that are not told). */
const PAGE = 20;
const MOST_PAGES = 10;

/**
 * The network's newest offers, newest first, down to the first one known at the last check
 * (`before`); a first check reads one page, only to learn the newest id. A failed read fails the
 * check.
 */
export async function newestOffers(
  client: PublisherClient,
  before: number | undefined,
): Promise<OfferListItem[]> {
  const read: OfferListItem[] = [];
  for (let page = 0; page < MOST_PAGES; page++) {
    const { items } = await client.catalog.offers("all", {
      sort: "id",
      sort_type: "desc",
      limit: PAGE,
      start: page,
    });
    read.push(...items);
    const done = before === undefined || items.length < PAGE;
    if (done || items.some((offer) => offer.id <= before)) break;
  }
  return read;
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
