/**
 * What a watch check reads of a publisher's account, kept between checks: the offers they run
 * with what each pays and its goals, their payouts, and their balance. A check reads the goals of
 * a few offers only (those whose pay changed, then those read longest ago), so it costs 3 calls
 * plus at most `GOALS_PER_CHECK` whatever the number of offers; a failed call fails the whole
 * check, so a missing answer never reads as an offer stopped or a balance of zero.
 */
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
/** Offers whose goals one check reads: every offer's goals come round every few hours. */
export const GOALS_PER_CHECK = 6;

export async function readAccount(
  client: PublisherClient,
  before: AccountState | undefined,
  now: Date,
): Promise<AccountState> {
  const [offers, payouts, balance] = await Promise.all([
    runOffers(client, before, now),
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
 * The offers the publisher has joined. Goals are read for those whose own figures changed since
 * the last check first (so the check that sees a pay change reads the goals that explain it),
 * then for those read longest ago; the rest keep what was read. An offer whose figures changed
 * but whose goals wait for a later check keeps none, so nothing old is compared with them.
 */
async function runOffers(
  client: PublisherClient,
  before: AccountState | undefined,
  now: Date,
): Promise<Record<string, OfferState>> {
  const joined = [];
  const read = (page: { start: number; limit: number }) =>
    client.catalog.offers("all", { user_has_offer: true, ...page });
  for await (const offer of eachItem(read, { limit: 100 })) joined.push(offer);
  const known = (id: number) => before?.offers[id];
  const changed = (offer: OfferListItem) => {
    const was = known(offer.id);
    return was !== undefined && (!samePay(was.cpa, offer.cpa) || !samePay(was.cpl, offer.cpl));
  };
  const due = [...joined]
    .sort(
      (a, b) =>
        Number(changed(b)) - Number(changed(a)) ||
        (known(a.id)?.goalsAt ?? "").localeCompare(known(b.id)?.goalsAt ?? ""),
    )
    .slice(0, GOALS_PER_CHECK);
  const goals = new Map(
    await Promise.all(
      due.map(async (offer) => [offer.id, await client.catalog.offerGoals(offer.id)] as const),
    ),
  );
  const at = now.toISOString();
  return Object.fromEntries(
    joined.map((offer) => {
      const fresh = goals.get(offer.id);
      const kept = changed(offer) ? undefined : known(offer.id);
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
      } else if (kept?.goals) {
        state.goals = kept.goals;
        if (kept.goalsAt) state.goalsAt = kept.goalsAt;
      }
      return [offer.id, state];
    }),
  );
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
