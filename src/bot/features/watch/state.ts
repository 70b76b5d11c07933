/**
 * What a watch check reads of a publisher's account, kept between checks: the offers they run
 * with what each states it pays and what each of its goals pays, their payouts, and their
 * balance. Each offer's goals are read when the offer is first seen (the whole list at the first
 * check, an offer when it joins), so every later reading has one to compare with; after that a
 * check reads a few offers' goals (`goalsDue`), so it costs 3 calls plus `GOALS_PER_CHECK` whatever
 * the number of offers. A failed call fails the whole check, so a missing answer never reads as an
 * offer stopped or a balance of zero.
 */
import { eachWithWorkers } from "../../../concurrency/index.js";
import {
  type Commission,
  eachItem,
  type OfferGoal,
  type OfferListItem,
  type PublisherClient,
} from "../../../publisher-api/index.js";
import { samePay } from "../../offer-pay/offer-pay.js";
import { fitOf, type OfferFit } from "./new-offers-fit.js";

export interface GoalState {
  title: string;
  cpl: Commission;
  cpl_max: Commission;
  cps: Commission;
  cps_max: Commission;
  /** region codes the goal is closed to */
  restricted: string[];
  /** the publisher's own rate, not what the offer pays everyone */
  is_personal?: true;
}

export interface OfferState {
  name: string;
  cpa: Commission;
  cpl: Commission;
  /** how many tracking links the publisher has for it (none left: it earns nothing) */
  links: number;
  /** goal id → goal; absent until a check has read them */
  goals?: Record<string, GoalState>;
  /** when the goals were read (ISO) */
  goalsAt?: string;
  /** its categories and regions: a new offer like it is news (new-offers.ts) */
  fit?: OfferFit;
}

export interface PayoutState {
  value: number;
  status: string;
  processed: number;
}

export interface AccountState {
  /** offer id → offer, for the offers the publisher runs */
  offers: Record<string, OfferState>;
  /** payout id → payout, the newest page */
  payouts: Record<string, PayoutState>;
  balance: number;
  currency: string;
}

const PAYOUTS_READ = 50;
/** Offers whose goals one check reads once every offer's goals were read (`goalsDue`). */
export const GOALS_PER_CHECK = 6;
/** Of those, the most taken by offers that earned in the last week (the rest take what is left). */
export const EARNING_GOALS_PER_CHECK = 4;
/** Goals reads at once while the first check reads every offer's. */
const GOALS_AT_ONCE = 6;

export interface AccountRead {
  client: PublisherClient;
  /** what the last check kept; absent at the first check, which reads every offer's goals */
  before: AccountState | undefined;
  /** offers that brought commission in the last week: their goals come round first */
  earning: ReadonlySet<string>;
  now: Date;
}

export async function readAccount(read: AccountRead): Promise<AccountState> {
  const { client } = read;
  const [offers, payouts, balance] = await Promise.all([
    runOffers(read),
    client.account.payouts({ start: 0, limit: PAYOUTS_READ }),
    client.account.balance(),
  ]);
  return {
    offers,
    payouts: Object.fromEntries(
      payouts.items.map((p) => [
        p.id,
        { value: p.value, status: p.status_name.trim(), processed: p.processed },
      ]),
    ),
    balance: balance.available_balance,
    currency: balance.currency.trim().toUpperCase(),
  };
}

/**
 * The offers the publisher has joined, each with its goals as last read: read now for those in
 * `goalsDue`, kept from the last check for the rest.
 */
async function runOffers(read: AccountRead): Promise<Record<string, OfferState>> {
  const { client, before, now } = read;
  const joined: OfferListItem[] = [];
  const list = (page: { start: number; limit: number }) =>
    client.catalog.offers("all", { user_has_offer: true, ...page });
  for await (const offer of eachItem(list, { limit: 100 })) joined.push(offer);
  const due = goalsDue(joined, before, read.earning);
  const goals = new Map<number, OfferGoal[]>();
  await eachWithWorkers(due, GOALS_AT_ONCE, async (offer) => {
    goals.set(offer.id, await client.catalog.offerGoals(offer.id));
  });
  const at = now.toISOString();
  return Object.fromEntries(
    joined.map((offer) => {
      const fresh = goals.get(offer.id);
      const kept = before?.offers[offer.id];
      const state: OfferState = {
        name: offer.name.trim(),
        cpa: offer.cpa,
        cpl: offer.cpl,
        links: offer.items.length,
        fit: fitOf(offer),
      };
      if (fresh) {
        state.goals = Object.fromEntries(fresh.map((goal) => [goal.id, goalState(goal)]));
        state.goalsAt = at;
      } else if (kept?.goals && kept.goalsAt) {
        state.goals = kept.goals;
        state.goalsAt = kept.goalsAt;
      }
      return [offer.id, state];
    }),
  );
}

/**
 * The offers whose goals this check reads. Every offer whose goals are not known yet (all of them
 * at the first check, an offer that joined since the last), and every offer whose stated pay
 * changed (so the change and its goals' part in it are told by one check, once); then, oldest read
 * first, up to `EARNING_GOALS_PER_CHECK` of the offers that earned in the last week and the rest
 * of `GOALS_PER_CHECK` from the others (a side that needs fewer leaves its turns to the other).
 */
export function goalsDue(
  joined: readonly OfferListItem[],
  before: AccountState | undefined,
  earning: ReadonlySet<string>,
): OfferListItem[] {
  const known = (offer: OfferListItem) => before?.offers[offer.id];
  const must = joined.filter((offer) => {
    const was = known(offer);
    return !was?.goals || !samePay(was.cpa, offer.cpa) || !samePay(was.cpl, offer.cpl);
  });
  const oldestFirst = (offers: OfferListItem[]) =>
    offers
      .filter((offer) => !must.includes(offer))
      .sort((a, b) => (known(a)?.goalsAt ?? "").localeCompare(known(b)?.goalsAt ?? ""));
  const earned = oldestFirst(joined.filter((offer) => earning.has(String(offer.id))));
  const others = oldestFirst(joined.filter((offer) => !earning.has(String(offer.id))));
  const turns = goalTurns(earned.length, others.length, GOALS_PER_CHECK - must.length);
  return [...must, ...earned.slice(0, turns.earning), ...others.slice(0, turns.others)];
}

/** How many of `free` goals reads go to the offers that earned, and how many to the others. */
function goalTurns(earning: number, others: number, free: number) {
  const spare = Math.max(0, free);
  const earningTurns = Math.min(earning, Math.max(EARNING_GOALS_PER_CHECK, spare - others), spare);
  return { earning: earningTurns, others: Math.min(others, spare - earningTurns) };
}

/**
 * The most checks a goal change waits before it is told, once every offer's goals were read, for
 * `earning` offers that earned in the last week and `others`: [for the earning, for the others].
 */
export function goalsReadWithin(earning: number, others: number): [number, number] {
  const turns = goalTurns(earning, others, GOALS_PER_CHECK);
  const within = (count: number, per: number) => (count === 0 ? 0 : Math.ceil(count / per));
  return [within(earning, turns.earning), within(others, turns.others)];
}

function goalState(goal: OfferGoal): GoalState {
  return {
    title: goal.title.trim(),
    cpl: goal.cpl,
    cpl_max: goal.cpl_max,
    cps: goal.cps,
    cps_max: goal.cps_max,
    restricted: goal.restriction_on_geo.map((r) => r.code || r.title).sort(),
    ...(goal.is_personal && { is_personal: true as const }),
  };
}

/** Offers that left the joined list: those the network still lists as not joined, or no longer. */
export async function stillJoined(client: PublisherClient, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { items } = await client.catalog.offers("all", { ids, limit: ids.length });
  return new Set(items.filter((offer) => offer.user_has_offer).map((offer) => offer.id));
}
