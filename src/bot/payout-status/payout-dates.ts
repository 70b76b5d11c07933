/**
 * The one owner of a payout's day, of a charge's day and of a month the network names in a charge:
 * /payouts (its payouts and its charges) and the dashboard's Money tab call these, so a payout is
 * on the same day, in the publisher's zone and language, wherever it is shown.
 */

import { LANGUAGE_TRAITS } from "../../languages.js";
import type { ChargeEntry, Payout } from "../../publisher-api/index.js";
import { parseApiDate } from "../../publisher-api/index.js";
import type { Language } from "../../storage/index.js";
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

/**
 * A charge's day: the charge of a payout (its day and amount, taken out) is on that payout's day;
 * any other as the API dates it.
 */
export function chargeDayText(
  charge: Pick<ChargeEntry, "date" | "amount">,
  payouts: readonly Pick<Payout, "date" | "added_at" | "value">[],
  place: MomentPlace,
  now: Date,
): string {
  const day = charge.date.trim().slice(0, 10);
  const cents = Math.round(charge.amount * 100);
  const payout = payouts.find(
    (p) => p.date.trim() === day && Math.round(p.value * 100) === -cents && cents !== 0,
  );
  return payout ? payoutDayText(payout, place, now) : apiDateText(charge.date, place, now);
}

const monthFormats = new Map<Language, Intl.DateTimeFormat>();

/** A month by its name and year: "November 2026", "ноябрь 2026 г.", "novembro de 2026". */
export function monthNameText(month: string, lang: Language): string {
  let f = monthFormats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(LANGUAGE_TRAITS[lang].longDateIntl, {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    monthFormats.set(lang, f);
  }
  return f.format(new Date(`${month}-01T00:00:00Z`));
}

/** What a charge is for, as the network wrote it, with a month it names as "2026-11" named. */
export function chargeWhatText(description: string, lang: Language): string {
  return description.replace(/\b(\d{4})-(0[1-9]|1[0-2])\b(?!-\d)/g, (month) =>
    monthNameText(month, lang),
  );
}
