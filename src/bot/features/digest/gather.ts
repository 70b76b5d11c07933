/**
 * What a digest says about "yesterday" (the publisher's local yesterday): totals against the day
 * before, the top offers, the balance, claims whose status changed, and warnings. Every call goes
 * through `limit`, so a fan-out over thousands of publishers keeps a bounded number of calls in
 * flight; one `limit` slot is one call or one sequence of page calls.
 */
import type { PublisherClient, StatisticsItem } from "../../../publisher-api/index.js";
import { addDays } from "../../format/local-time.js";
import { type DayRow, readDays } from "../../reports/report.js";
import {
  conversions,
  earned,
  leads,
  sumTotals,
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
  day: string;
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

export async function gatherDigest(
  client: PublisherClient,
  options: GatherOptions,
): Promise<DigestData> {
  const { limit } = options;
  const day = addDays(options.today, -1);
  const weekBefore = { date_from: addDays(day, -7), date_to: addDays(day, -1) };
  const [history, top, before, balance, claims] = await Promise.all([
    limit(() => readDays(client, { from: addDays(day, -7), to: day })),
    limit(() => client.statistics.offers({ date_from: day, date_to: day, limit: 1000 })),
    limit(() => client.statistics.offers({ ...weekBefore, limit: 1000 })),
    limit(() => client.account.balance()),
    options.hasClaims ? limit(() => changedClaims(client, day, options.claimStatuses)) : undefined,
  ]);
  const days = history.days;
  const yesterday = days.at(-1)?.totals ?? sumTotals([]);
  const week = days.slice(-7);
  const data: DigestData = {
    day,
    yesterday,
    dayBefore: days.at(-2)?.totals ?? sumTotals([]),
    week,
    top: topOffers(top.items),
    balance: { available: balance.available_balance, currency: balance.currency },
    warnings: warnings(days, top.items, before.items),
  };
  if (claims) data.claims = claims;
  return data;
}

const offerName = (item: StatisticsItem) => item.actionName || item.actionID || "";

function topOffers(items: readonly StatisticsItem[]): DigestData["top"] {
  return items
    .map((item) => ({ offer: offerName(item), earned: earned(totalsOf(item)) }))
    .filter((row) => row.earned > 0)
    .sort((a, b) => b.earned - a.earned)
    .slice(0, 3);
}

/** `days` holds the eight days ending yesterday: yesterday is compared with the seven before. */
function warnings(
  days: readonly DayRow[],
  yesterdayOffers: readonly StatisticsItem[],
  weekOffers: readonly StatisticsItem[],
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
