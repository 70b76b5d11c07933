/**
 * What changed between two checks, as events a publisher is told: an offer stopped, what an offer
 * or a goal pays (each compared with its own last reading, as figures, never as strings), goals added or removed or
 * closed to regions, a payout made or paid, the balance crossing the publisher's mark.
 */
import type { Commission } from "../../../publisher-api/index.js";
import { goalsPay, isCut, PAY_FIELD, type PayKind, samePay } from "../../offer-pay/offer-pay.js";
import type { ApprovalDrop } from "./approval.js";
import type { CampaignEvent } from "./campaigns.js";
import type { EndingCode } from "./coupons.js";
import type { LimitCrossing } from "./limits/judge.js";
import type { NewOffer } from "./new-offers-fit.js";
import type { AccountState, OfferState } from "./state.js";
import type { TrafficEvent } from "./traffic.js";

export type { PayKind };

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
  | ({ kind: "limit-crossed" } & LimitCrossing)
  | ({ kind: "new-offer" } & NewOffer)
  | TrafficEvent
  | CampaignEvent;

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

/**
 * What changed of one offer, like for like: what the offer states it pays with what it stated at
 * the last check, and each goal's pay with what the same goal paid when its goals were last read
 * (goals are compared only between two readings of them; a first reading only records). A goal's
 * pay of a kind whose stated pay changed too is the same change, told once as the offer's line
 * (state.ts reads the goals of an offer whose stated pay changed in the same check); a personal
 * rate is the publisher's own and is told apart.
 */
function offerChanges(offerId: string, was: OfferState, now: OfferState): WatchEvent[] {
  const offer = now.name;
  const events: WatchEvent[] = [];
  if (was.links > 0 && now.links === 0) {
    events.push({ kind: "offer-stopped", offerId, offer, noLinks: true });
  }
  const pay = (pay: PayKind, from: Commission, to: Commission, goal?: string) => {
    const cut = isCut(from, to);
    events.push({ kind: "offer-pay", offerId, offer, pay, from, to, cut, ...(goal && { goal }) });
  };
  const told = new Set<PayKind>();
  for (const kind of PAY_KINDS) {
    const field = PAY_FIELD[kind];
    const [from, to] = [was[field], now[field]];
    // "Not stated" is no figure to compare: an offer may state nothing and pay by its goals.
    if (!stated(from) || !stated(to) || samePay(from, to)) continue;
    pay(kind, from, to);
    told.add(kind);
  }
  if (!was.goals || !now.goals || was.goalsAt === now.goalsAt) return events;
  for (const [id, goal] of Object.entries(now.goals)) {
    const old = was.goals[id];
    if (!old) {
      events.push({ kind: "goal-added", offerId, offer, goal: goal.title });
      continue;
    }
    const [from, to] = [goalsPay([old]), goalsPay([goal])];
    for (const kind of PAY_KINDS) {
      const field = PAY_FIELD[kind];
      if ((!told.has(kind) || goal.is_personal) && !samePay(from[field], to[field]))
        pay(kind, from[field], to[field], goal.title);
    }
    const closed = goal.restricted.filter((code) => !old.restricted.includes(code));
    if (closed.length > 0)
      events.push({ kind: "goal-regions", offerId, offer, goal: goal.title, closed });
  }
  for (const [id, goal] of Object.entries(was.goals)) {
    if (!(id in now.goals)) events.push({ kind: "goal-removed", offerId, offer, goal: goal.title });
  }
  return events;
}

const PAY_KINDS: readonly PayKind[] = ["sale", "lead"];

const stated = (value: Commission) => value.kind !== "none";

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

/** What costs money leads the message: stops, cuts, dead traffic, a balance fallen below the mark. */
export function byUrgency(events: readonly WatchEvent[]): WatchEvent[] {
  const rank = (e: WatchEvent): number => {
    if (e.kind === "offer-stopped") return 0;
    if (e.kind === "offer-pay" && e.cut) return 1;
    if (e.kind === "clicks-stopped" || e.kind === "conversions-stopped") return 1;
    // A campaign's stop right after the account's (the sort is stable).
    if (e.kind === "campaign-clicks-stopped" || e.kind === "campaign-conversions-stopped") return 1;
    if (e.kind === "balance" && !e.rose) return 1;
    if (e.kind === "goal-removed" || e.kind === "goal-regions" || e.kind === "coupon-ending")
      return 2;
    return 3;
  };
  return [...events].sort((a, b) => rank(a) - rank(b));
}
