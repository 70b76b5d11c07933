/**
 * An offer converting for the first time: the offers that converted in the network's last 90 days
 * are known from the first check (statistics-offers lists converting offers only); each later
 * check reads the network's yesterday and today, and an offer not known before is news.
 */
import type { PublisherClient } from "../../../publisher-api/index.js";
import { addDays } from "../../format/local-time.js";
import { networkClock } from "../../reports/network-day.js";
import { conversions, TOTALS_SOURCE, totalsOf } from "../../reports/totals.js";

/** Under the 92 days after which the network defers a report. */
const REMEMBERED_DAYS = 90;
const FIELDS = [...TOTALS_SOURCE, "actionID", "actionName"] as const;

export interface Converting {
  offerId: string;
  offer: string;
}

/** Offers with a conversion in the period: the first check reads 90 days, the others two. */
export async function convertingOffers(
  client: PublisherClient,
  now: Date,
  zone: () => string | undefined,
  first: boolean,
): Promise<Converting[]> {
  const { today } = networkClock(now, zone());
  const from = addDays(today, first ? -(REMEMBERED_DAYS - 1) : -1);
  const report = await client.statistics.offers(
    { date_from: from, date_to: today, limit: 1000 },
    { fields: FIELDS },
  );
  return report.items
    .filter((item) => conversions(totalsOf(item)) > 0 && item.actionID)
    .map((item) => ({
      offerId: item.actionID ?? "",
      offer: (item.actionName || item.actionID || "").trim(),
    }));
}
