/**
 * What changed between two checks, as events a publisher is told: an offer stopped, what an offer
 * or a goal pays (compared as the card reads it, never as strings), goals added or removed or
 * closed to regions, a payout made or paid, the balance crossing the publisher's mark.
 */
import type { Commission } from "../../../publisher-api/index.js";
import type { ApprovalDrop } from "./approval.js";
import type { EndingCode } from "./coupons.js";
import type { AccountState, OfferState } from "./state.js";
import type { TrafficEvent } from "./traffic.js";

export type PayKind = "sale" | "lead";

export type WatchEvent =
  | {
      kind: "offer-stopped";
      offerId: string;
      offer: string;
      /** still joined, but not one tracking link is left */
      noLinks?: true;
    }
  | {
      kind: "offer-pay";
      offerId: string;
      offer: string;
      /** the goal's title when a goal's pay changed, absent for the offer's own figure */
      goal?: string;
      pay: PayKind;
      from: Commission;
      to: Commission;
      cut: boolean;
    }
  | { kind: "goal-added" | "goal-removed"; offerId: string; offer: string; goal: string }
  | { kind: "goal-regions"; offerId: string; offer: string; goal: string; closed: string[] }
  | { kind: "payout-new"; payoutId: string; value: number; status: string }
  | { kind: "payout-status"; payoutId: string; value: number; from: string; to: string }
  | { kind: "balance"; balance: number; mark: number; rose: boolean }
  | { kind: "first-conversion"; offerId: string; offer: string }
  | ({ kind: "coupon-ending" } & EndingCode)
  | ({ kind: "approval-drop" } & ApprovalDrop)
  | TrafficEvent;

/** Offer ids of the earlier state no longer run now (to be confirmed with the network). */
export function leftOffers(before: AccountState, now: AccountState): string[] {
  return Object.keys(before.offers).filter((id) => !(id in now.offers));
}

export interface Comparison {
  before: AccountState;
  now: AccountState;
  /** offers that left the list and that the network no longer lists as joined */
  stopped: readonly string[];
  /** the balance mark the publisher set, if any */
  balanceMark?: number;
}

export function changesOf({ before, now, stopped, balanceMark }: Comparison): WatchEvent[] {
  const events: WatchEvent[] = [];
  for (const offerId of stopped) {
    const offer = before.offers[offerId];
    if (offer) events.push({ kind: "offer-stopped", offerId, offer: offer.name });
  }
  for (const [offerId, offer] of Object.entries(now.offers)) {
    const was = before.offers[offerId];
    if (was) events.push(...offerChanges(offerId, was, offer));
  }
  events.push(...payoutChanges(before, now));
  if (balanceMark !== undefined) {
    const rose = before.balance < balanceMark && now.balance >= balanceMark;
    const fell = before.balance >= balanceMark && now.balance < balanceMark;
    if (rose || fell)
      events.push({ kind: "balance", balance: now.balance, mark: balanceMark, rose });
  }
  return events;
}

function offerChanges(offerId: string, was: OfferState, now: OfferState): WatchEvent[] {
  const offer = now.name;
  const events: WatchEvent[] = [];
  if (was.links > 0 && now.links === 0) {
    events.push({ kind: "offer-stopped", offerId, offer, noLinks: true });
  }
  const pay = (pay: PayKind, from: Commission, to: Commission, goal?: string) => {
    if (same(from, to)) return;
    const cut = isCut(from, to);
    events.push({ kind: "offer-pay", offerId, offer, pay, from, to, cut, ...(goal && { goal }) });
  };
  pay("sale", was.cpa, now.cpa);
  pay("lead", was.cpl, now.cpl);
  // Goals are compared once both checks have read them (a check reads a few offers' goals).
  if (!was.goals || !now.goals || was.goalsAt === now.goalsAt) return events;
  for (const [id, goal] of Object.entries(now.goals)) {
    const old = was.goals[id];
    if (!old) {
      events.push({ kind: "goal-added", offerId, offer, goal: goal.title });
      continue;
    }
    pay("sale", spanOf(old.cps, old.cps_max), spanOf(goal.cps, goal.cps_max), goal.title);
    pay("lead", spanOf(old.cpl, old.cpl_max), spanOf(goal.cpl, goal.cpl_max), goal.title);
    const closed = goal.restricted.filter((code) => !old.restricted.includes(code));
    if (closed.length > 0)
      events.push({ kind: "goal-regions", offerId, offer, goal: goal.title, closed });
  }
  for (const [id, goal] of Object.entries(was.goals)) {
    if (!(id in now.goals)) events.push({ kind: "goal-removed", offerId, offer, goal: goal.title });
  }
  return events;
}

function payoutChanges(before: AccountState, now: AccountState): WatchEvent[] {
  const events: WatchEvent[] = [];
  // The oldest of the newest page, so a payout that fell off the page is not "new".
  const known = Object.keys(before.payouts);
  for (const [payoutId, payout] of Object.entries(now.payouts)) {
    const was = before.payouts[payoutId];
    if (!was) {
      if (known.length === 0 || known.some((id) => newer(payoutId, id)))
        events.push({ kind: "payout-new", payoutId, value: payout.value, status: payout.status });
    } else if (was.status !== payout.status || was.processed !== payout.processed) {
      events.push({
        kind: "payout-status",
        payoutId,
        value: payout.value,
        from: was.status,
        to: payout.status,
      });
    }
  }
  return events;
}

/** Payout ids are longs sent as text: compared as numbers when they are digits. */
function newer(id: string, than: string): boolean {
  if (!/^\d+$/.test(id) || !/^\d+$/.test(than)) return false;
  return BigInt(id) > BigInt(than);
}

/** A goal's pay and its maximum as one figure: "4% – 15%", "$5.80 – $7.55". */
export function spanOf(value: Commission, max: Commission): Commission {
  const top = bounds(max);
  const low = bounds(value);
  if (!low || !top) return value;
  if (low.percent !== top.percent) return value;
  const min = Math.min(low.min, top.min);
  const most = Math.max(low.max, top.max);
  if (min === most) return value;
  if (low.percent) return { kind: "percent_range", min, max: most };
  const currency = "currency" in value ? value.currency : undefined;
  return { kind: "range", min, max: most, ...(currency && { currency }) };
}

interface Bounds {
  min: number;
  max: number;
  percent: boolean;
}

function bounds(value: Commission): Bounds | undefined {
  switch (value.kind) {
    case "amount":
      return { min: value.value, max: value.value, percent: false };
    case "range":
      return { min: value.min, max: value.max, percent: false };
    case "percent":
      return { min: value.value, max: value.value, percent: true };
    case "percent_range":
      return { min: value.min, max: value.max, percent: true };
    default:
      return undefined;
  }
}

function same(a: Commission, b: Commission): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Less than before at either end, or no longer stated: a cut, told first. */
function isCut(from: Commission, to: Commission): boolean {
  const a = bounds(from);
  const b = bounds(to);
  if (!a) return false;
  if (!b) return true;
  if (a.percent !== b.percent) return false;
  return b.max < a.max || b.min < a.min;
}

/** What costs money leads the message: stops, cuts, dead traffic, a balance fallen below the mark. */
export function byUrgency(events: readonly WatchEvent[]): WatchEvent[] {
  const rank = (e: WatchEvent): number => {
    if (e.kind === "offer-stopped") return 0;
    if (e.kind === "offer-pay" && e.cut) return 1;
    if (e.kind === "clicks-stopped" || e.kind === "conversions-stopped") return 1;
    if (e.kind === "balance" && !e.rose) return 1;
    if (e.kind === "goal-removed" || e.kind === "goal-regions" || e.kind === "coupon-ending")
      return 2;
    return 3;
  };
  return [...events].sort((a, b) => rank(a) - rank(b));
}
