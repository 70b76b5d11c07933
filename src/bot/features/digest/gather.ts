/**
 * What a digest says about the publisher's last day the network has closed (their yesterday, or
 * the day before while the network, in its own zone, is still counting yesterday): totals against
 * the day before, the top offers, the balance, claims whose status changed, and warnings. Every call goes
 * through `limit`, so a fan-out over thousands of publishers keeps a bounded number of calls in
 * flight; one `limit` slot is one call or one sequence of page calls.
 */
import type { PublisherClient, StatisticsItem } from "../../../publisher-api/index.js";
import { addDays } from "../../format/local-time.js";
import { lastClosedDay, networkClock, networkDayStart } from "../../reports/network-day.js";
import { type DayRow, readDays } from "../../reports/report.js";
import {
  conversions,
  earned,
  leads,
  sumTotals,
  TOTALS_SOURCE,
  type Totals,
  totalsOf,
} from "../../reports/totals.js";

export type Limit = <T>(call: () => Promise<T>) => Promise<T>;

export interface ClaimChange {
  id: string;
  orderNumber: string;
  /** the configured status name (new, processing, accepted, rejected) or the raw id */
  status: string;
}

export type Warning =
  | { kind: "clicks-down"; clicks: number; average: number }
  | { kind: "no-approvals"; leads: number }
  | { kind: "stopped"; offer: string; before: number }
  | { kind: "stopped-more"; count: number };

export interface DigestData {
  /** the day reported: the publisher's yesterday, or the last day the network has closed */
  day: string;
  /** the publisher's yesterday when the network is still counting it (then `day` is the one before) */
  running?: { day: string; zone: string; closes: Date };
  yesterday: Totals;
  dayBefore: Totals;
  /** the seven days ending yesterday, for the chart */
  week: DayRow[];
  top: { offer: string; earned: number }[];
  balance?: { available: number; currency: string };
  /** undefined when the publisher gave no client credentials (claims cannot be read) */
  claims?: ClaimChange[];
  warnings: Warning[];
}

export interface GatherOptions {
  /** the publisher's local today */
  today: string;
  now: Date;
  /** the network's zone as it last said, if known (statistics days are counted in it) */
  knownZone: () => string | undefined;
  hasClaims: boolean;
  claimStatuses: readonly { id: number; name: string }[];
  limit: Limit;
}

/** Clicks this far under the 7-day average are worth a look (a half). */
const CLICKS_DOWN_SHARE = 0.5;
/** An average this small says too little to warn about. */
const CLICKS_MIN_AVERAGE = 10;
/** An offer converting at least this often in the week before has "stopped" at zero. */
const STOPPED_MIN_CONVERSIONS = 7;
/** Stopped offers named one by one (the biggest first); the rest are counted. */
const STOPPED_SHOWN = 3;
const CLAIMS_PER_PAGE = 100;

/** What the digest reads of an offer's row: its totals and its name (of 27 fields). */
const OFFER_FIELDS = [...TOTALS_SOURCE, "actionID", "actionName"] as const;
type OfferRow = Pick<StatisticsItem, (typeof OFFER_FIELDS)[number]>;

export async function gatherDigest(
  client: PublisherClient,
  options: GatherOptions,
): Promise<DigestData> {
  const { limit } = options;
  const yesterday = addDays(options.today, -1);
  // The eight days before yesterday and yesterday: enough whichever of the two is reported.
  const window = { from: addDays(yesterday, -8), to: yesterday };
  const [history, balance] = await Promise.all([
    limit(() => readDays(client, window)),
    limit(() => client.account.balance()),
  ]);
  const clock = networkClock(options.now, options.knownZone());
  const day = yesterday < clock.today ? yesterday : lastClosedDay(clock);
  const weekBefore = { date_from: addDays(day, -7), date_to: addDays(day, -1) };
  const [top, before, claims] = await Promise.all([
    limit(() =>
      client.statistics.offers(
        { date_from: day, date_to: day, limit: 1000 },
        { fields: OFFER_FIELDS },
      ),
    ),
    limit(() => client.statistics.offers({ ...weekBefore, limit: 1000 }, { fields: OFFER_FIELDS })),
    options.hasClaims ? limit(() => changedClaims(client, day, options.claimStatuses)) : undefined,
  ]);
  const days = history.days.filter((d) => d.day <= day).slice(-8);
  const data: DigestData = {
    day,
    yesterday: days.at(-1)?.totals ?? sumTotals([]),
    dayBefore: days.at(-2)?.totals ?? sumTotals([]),
    week: days.slice(-7),
    top: topOffers(top.items),
    balance: { available: balance.available_balance, currency: balance.currency },
    warnings: warnings(days, top.items, before.items),
  };
  if (day !== yesterday) {
    const closes = networkDayStart(addDays(yesterday, 1), clock);
    data.running = { day: yesterday, zone: clock.zone, closes };
  }
  if (claims) data.claims = claims;
  return data;
}

const offerName = (item: OfferRow) => item.actionName || item.actionID || "";

function topOffers(items: readonly OfferRow[]): DigestData["top"] {
  return items
    .map((item) => ({ offer: offerName(item), earned: earned(totalsOf(item)) }))
    .filter((row) => row.earned > 0)
    .sort((a, b) => b.earned - a.earned)
    .slice(0, 3);
}

/** `days` holds the eight days ending yesterday: yesterday is compared with the seven before. */
function warnings(
  days: readonly DayRow[],
  yesterdayOffers: readonly OfferRow[],
  weekOffers: readonly OfferRow[],
): Warning[] {
  const found: Warning[] = [];
  const yesterday = days.at(-1)?.totals;
  const previous = days.slice(0, -1);
  const average = previous.reduce((sum, d) => sum + d.totals.clicks, 0) / (previous.length || 1);
  if (
    yesterday &&
    average >= CLICKS_MIN_AVERAGE &&
    yesterday.clicks <= average * CLICKS_DOWN_SHARE
  ) {
    found.push({ kind: "clicks-down", clicks: yesterday.clicks, average: Math.round(average) });
  }
  const week = sumTotals(days.slice(-7).map((d) => d.totals));
  if (leads(week) > 0 && week.leadsApproved === 0) {
    found.push({ kind: "no-approvals", leads: leads(week) });
  }
  const convertedYesterday = new Set(
    yesterdayOffers.filter((i) => conversions(totalsOf(i)) > 0).map((i) => i.actionID ?? ""),
  );
  const stopped: Warning[] = weekOffers
    .filter((item) => !convertedYesterday.has(item.actionID ?? ""))
    .map((item) => ({
      kind: "stopped" as const,
      offer: offerName(item),
      before: conversions(totalsOf(item)),
    }))
    .filter((warning) => warning.before >= STOPPED_MIN_CONVERSIONS)
    .sort((a, b) => b.before - a.before);
  found.push(...stopped.slice(0, STOPPED_SHOWN));
  if (stopped.length > STOPPED_SHOWN) {
    found.push({ kind: "stopped-more", count: stopped.length - STOPPED_SHOWN });
  }
  return found;
}

/** Claims the network acted on that day (created ones that are still new are not news). */
async function changedClaims(
  client: PublisherClient,
  day: string,
  statuses: readonly { id: number; name: string }[],
): Promise<ClaimChange[]> {
  const names = new Map(statuses.map((s) => [String(s.id), s.name]));
  const changes: ClaimChange[] = [];
  const filter = { updated_at_start: day, updated_at_end: day, perpage: CLAIMS_PER_PAGE };
  for await (const claim of client.lostOrders.each(filter)) {
    const status = names.get(claim.status_id) ?? claim.status_id;
    if (status === "new") continue;
    changes.push({ id: claim.id, orderNumber: claim.order_number, status });
  }
  return changes;
}
