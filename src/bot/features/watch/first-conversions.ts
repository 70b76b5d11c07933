/**
 * The check's one read of the publisher's statistics by offer, serving two rules. First
 * conversions: the offers that converted in the network's last 90 days are known from the first
 * check (statistics-offers lists converting offers only); each later check reads the network's
 * last week, and an offer not known before is news. Goals in turn: the offers that earned in the
 * last week have their goals read first (state.ts `goalsDue`).
 */
import type { PublisherClient } from "../../../publisher-api/index.js";
import { addDays } from "../../format/local-time.js";
import { networkClock } from "../../reports/network-day.js";
import { conversions, earned, TOTALS_SOURCE, totalsOf } from "../../reports/totals.js";

/** Under the 92 days after which the network defers a report. */
const REMEMBERED_DAYS = 90;
/** What "earned lately" spans, in network days up to today. */
const EARNING_DAYS = 7;
const FIELDS = [...TOTALS_SOURCE, "actionID", "actionName"] as const;

export interface Converting {
  offerId: string;
  offer: string;
}

export interface OfferWeek {
  /** offers with a conversion in the period read */
  converting: Converting[];
  /** ids of the offers that brought commission in it */
  earning: Set<string>;
}

/** Offers with a conversion, and those that earned: the first check reads 90 days, the others a week. */
export async function readOfferWeek(
  client: PublisherClient,
  now: Date,
  zone: () => string | undefined,
  first: boolean,
): Promise<OfferWeek> {
  const { today } = networkClock(now, zone());
  const from = addDays(today, first ? -(REMEMBERED_DAYS - 1) : -(EARNING_DAYS - 1));
  const report = await client.statistics.offers(
    { date_from: from, date_to: today, limit: 1000 },
    { fields: FIELDS },
  );
  const converting: Converting[] = [];
  const earning = new Set<string>();
  for (const item of report.items) {
    if (!item.actionID) continue;
    const totals = totalsOf(item);
    if (conversions(totals) > 0)
      converting.push({ offerId: item.actionID, offer: (item.actionName || item.actionID).trim() });
    if (earned(totals) > 0) earning.add(item.actionID);
  }
  return { converting, earning };
}
