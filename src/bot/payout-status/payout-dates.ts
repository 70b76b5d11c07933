/**
 * The one owner of a payout's day, of a charge's day and of the charges' order:
 * /payouts (its payouts and its charges) and the dashboard's Money tab call these, so a payout is
 * on the same day, in the publisher's zone and language, wherever it is shown.
 */

import type { ChargeEntry, Payout } from "../../publisher-api/index.js";
import { parseApiDate } from "../../publisher-api/index.js";
import { apiDateText, dateText, type MomentPlace } from "../format/dates.js";
import { localDate } from "../format/local-time.js";
import { DEFAULT_ZONE } from "../speech/speech.js";

/** The moment a payout was requested, when the API sent one with a time of day. */
function requestedAt(p: Pick<Payout, "added_at">): Date | undefined {
  const added = p.added_at.trim();
  // Midnight reads as a bare day, as apiDateText reads it.
  const timed = /\d:\d/.test(added) && !/[ T]00:00(:00)?$/.test(added);
  return timed ? parseApiDate(added) : undefined;
}

/**
 * A payout's day: the API's `date` is a UTC day; when it is the day the payout was requested, it
 * is that moment's day on the publisher's clock ("Nov 6" in Vladivostok for a payout requested on
 * Nov 5 at 15:00 UTC). Without a day, the day it was requested; "—" without either.
 */
export function payoutDayText(
  p: Pick<Payout, "date" | "added_at">,
  place: MomentPlace,
  now: Date,
): string {
  const day = p.date.trim();
  const requested = requestedAt(p);
  const zone = place.zone ?? DEFAULT_ZONE;
  if (requested && (!day || requested.toISOString().startsWith(day)))
    return dateText(localDate(requested, zone), place.lang, now);
  return apiDateText(day || p.added_at, place, now);
}

/** A payout's day as `yyyy-mm-dd` on the publisher's clock (what payoutDayText writes). */
export function payoutDay(p: Pick<Payout, "date" | "added_at">, place: MomentPlace): string {
  const day = p.date.trim();
  const requested = requestedAt(p);
  if (requested && (!day || requested.toISOString().startsWith(day)))
    return localDate(requested, place.zone ?? DEFAULT_ZONE);
  return apiDay(day || p.added_at, place);
}

/** A date the API sent as `yyyy-mm-dd` on the publisher's clock (a time moved to their zone). */
export function apiDay(text: string, place: MomentPlace): string {
  const trimmed = text.trim();
  const date = parseApiDate(trimmed);
  if (!date) return "";
  const hasTime = /\d:\d/.test(trimmed) && !/[ T]00:00(:00)?$/.test(trimmed);
  return hasTime ? localDate(date, place.zone ?? DEFAULT_ZONE) : date.toISOString().slice(0, 10);
}

type ChargePayout = Pick<Payout, "date" | "added_at" | "value">;

/** The payout a charge takes out (its day and amount), if any. */
function payoutOf(
  charge: Pick<ChargeEntry, "date" | "amount">,
  payouts: readonly ChargePayout[],
): ChargePayout | undefined {
  const day = charge.date.trim().slice(0, 10);
  const cents = Math.round(charge.amount * 100);
  return payouts.find(
    (p) => p.date.trim() === day && Math.round(p.value * 100) === -cents && cents !== 0,
  );
}

/**
 * A charge's day: the charge of a payout (its day and amount, taken out) is on that payout's day;
 * any other as the API dates it.
 */
export function chargeDayText(
  charge: Pick<ChargeEntry, "date" | "amount">,
  payouts: readonly ChargePayout[],
  place: MomentPlace,
  now: Date,
): string {
  const payout = payoutOf(charge, payouts);
  return payout ? payoutDayText(payout, place, now) : apiDateText(charge.date, place, now);
}

/**
 * Charges newest first by the day each is shown on (chargeDayText's day), so the list reads in
 * order on the publisher's clock; undated ones last, the API's order kept among equals.
 */
export function chargesNewestFirst<T extends Pick<ChargeEntry, "date" | "amount">>(
  charges: readonly T[],
  payouts: readonly ChargePayout[],
  place: MomentPlace,
): T[] {
  const dayOf = (c: T) => {
    const payout = payoutOf(c, payouts);
    return payout ? payoutDay(payout, place) : apiDay(c.date, place);
  };
  return charges
    .map((charge, index) => ({ charge, index, day: dayOf(charge) }))
    .sort((a, b) => {
      if (a.day !== b.day) return !a.day ? 1 : !b.day ? -1 : a.day < b.day ? 1 : -1;
      return a.index - b.index;
    })
    .map(({ charge }) => charge);
}

/**
 * What a charge is for: the network's own words, as it wrote them, never rewritten into a
 * sentence of ours (a month it names stays as it wrote it); the screen marks them as the network's.
 */
export function chargeWhatText(description: string): string {
  return description.trim();
}
