/**
 * Reading statistics for a period: totals and days (general report by `event_time_day`), and the
 * breakdowns behind the buttons. Every list is read to its last page, so rows sum to the totals.
 */
import {
  eachItem,
  type PageRequest,
  type PublisherClient,
  parseApiDate,
  type ReportWatch,
  type StartReading,
  type StatisticsField,
  type StatisticsItem,
  type StatisticsReport,
  statisticsLabel,
} from "../../publisher-api/index.js";
import { daysOf } from "../format/local-time.js";
import { learnedNetworkClock, type NetworkClock } from "./network-day.js";
import { begunPart, type Comparison, comparisonOf, type Period, type Preset } from "./period.js";
import {
  addInto,
  earned,
  sumTotals,
  TOTAL_FIELDS,
  TOTALS_SOURCE,
  type Totals,
  totalsOf,
  zeroTotals,
} from "./totals.js";

export const BREAKDOWNS = ["offer", "day", "channel", "country", "subaccount"] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];
/** What the dashboard's table adds to /stats' breakdowns: by device type. */
export const ALL_BREAKDOWNS = [...BREAKDOWNS, "device"] as const;
export type AnyBreakdown = (typeof ALL_BREAKDOWNS)[number];

export interface Row {
  /** the API's own value (offer id, day, channel id, country, subaccount); "" when absent */
  key: string;
  /** what the publisher reads; "" for "none" (no subaccount) */
  label: string;
  totals: Totals;
}

export interface DayRow {
  day: string;
  totals: Totals;
}

export interface Summary {
  /** the days shown: those asked for that the network has begun */
  period: Period;
  /** the network's calendar when read: its zone and its running day */
  clock: NetworkClock;
  /** what the figures are compared with, or why they are not */
  comparison: Comparison;
  current: Totals;
  /** the days compared (without a running one) and the earlier period's; only when compared */
  compared?: Totals;
  before?: Totals;
  days: DayRow[];
  /**
   * A single day's 24 hours (the network's), when they could be read: then its figures are their
   * sum, so the text and the chart drawn by hour are one set of rows.
   */
  hours?: Totals[];
}

/** What a summary is asked for: the period, the preset button that asked, and the time now. */
export interface SummaryAsk {
  period: Period;
  preset?: Preset;
  now: Date;
  /** the network's zone as it last said, when known: the two periods are then read at once */
  knownZone: () => string | undefined;
}

const PAGE = { limit: 1000 } as const;

/** What a report read is told besides its progress: how the server reads `start` (for the log). */
export type ReportReadWatch = ReportWatch & { onPaging?: (reading: StartReading) => void };

export async function allItems<F extends StatisticsField>(
  read: (page: PageRequest) => Promise<StatisticsReport<F>>,
  watch: ReportReadWatch | undefined,
): Promise<Pick<StatisticsItem, F>[]> {
  const items: Pick<StatisticsItem, F>[] = [];
  const onReading = watch?.onPaging;
  for await (const item of eachItem(read, { ...PAGE, ...(onReading && { onReading }) })) {
    items.push(item);
  }
  return items;
}

const range = (period: Period) => ({ date_from: period.from, date_to: period.to });

/** What a day's row is made of: its totals and its day. */
const DAY_FIELDS = [...TOTALS_SOURCE, "eventTime"] as const;

/** Each day of the period with its totals (days without traffic are zeros). */
export async function readDays(
  client: PublisherClient,
  period: Period,
  watch?: ReportReadWatch,
): Promise<{ days: DayRow[]; total: Totals }> {
  const items = await allItems(
    (page) =>
      client.statistics.general(
        { group_field: "event_time_day", ...range(period), ...page },
        { ...watch, fields: DAY_FIELDS },
      ),
    watch,
  );
  const byDay = new Map(daysOf(period.from, period.to).map((day) => [day, zeroTotals()]));
  const all: Totals[] = [];
  for (const item of items) {
    const totals = totalsOf(item);
    all.push(totals);
    const day = dayOf(statisticsLabel(item, "event_time_day"));
    const slot = day === undefined ? undefined : byDay.get(day);
    if (slot) addInto(slot, totals);
  }
  return {
    days: [...byDay].map(([day, totals]) => ({ day, totals })),
    total: sumTotals(all),
  };
}

export function dayOf(label: string | undefined): string | undefined {
  const date = parseApiDate(label);
  return date?.toISOString().slice(0, 10);
}

/**
 * The period's begun days and the period they are compared with, on the network's clock (its zone
 * learned first when no answer has named it yet). A single day is read by hour, its figures summed
 * from those hours (the day alone when the hours cannot be read).
 */
export async function readSummary(
  client: PublisherClient,
  ask: SummaryAsk,
  watch?: ReportReadWatch,
): Promise<Summary> {
  const clock = await learnedNetworkClock(client, ask.knownZone, ask.now);
  const comparison = comparisonOf(ask.period, clock, ask.preset);
  const period = begunPart(ask.period, clock);
  if (comparison.kind === "not-begun") {
    return { period: ask.period, clock, comparison, current: zeroTotals(), days: [] };
  }
  // One day is drawn by hour (buckets.ts): read as the hours the chart draws.
  const byHour = period.from === period.to;
  const [hours, before] = await Promise.all([
    byHour ? readHours(client, period.from, watch).catch(() => undefined) : undefined,
    comparison.kind === "previous" ? readDays(client, comparison.previous, watch) : undefined,
  ]);
  const days = hours
    ? [{ day: period.from, totals: sumTotals(hours) }]
    : (await readDays(client, period, watch)).days.filter((d) => d.day <= period.to);
  const summary: Summary = { period, clock, comparison, current: totalOf(days), days };
  if (hours) summary.hours = hours;
  if (comparison.kind === "previous" && before) {
    summary.compared = totalOf(days.filter((d) => d.day <= comparison.compared.to));
    summary.before = before.total;
  }
  return summary;
}

const totalOf = (days: readonly DayRow[]) => sumTotals(days.map((d) => d.totals));

/** The day's 24 hours with their totals (hours without traffic are zeros), in one call. */
export async function readHours(
  client: PublisherClient,
  day: string,
  watch?: ReportReadWatch,
): Promise<Totals[]> {
  const hours = Array.from({ length: 24 }, () => zeroTotals());
  const report = await client.statistics.general(
    { group_field: "event_time_hour", date_from: day, date_to: day, limit: 1000 },
    watch,
  );
  for (const item of report.items) {
    // "2026-11-24 14:00:00" on the network's clock: read as UTC, its hour is the network's.
    const at = parseApiDate(statisticsLabel(item, "event_time_hour"));
    if (!at || at.toISOString().slice(0, 10) !== day) continue;
    const slot = hours[at.getUTCHours()];
    if (slot) addInto(slot, totalsOf(item));
  }
  return hours;
}

/** One breakdown's rows, biggest earners first (days in calendar order). */
export async function readBreakdown(
  client: PublisherClient,
  period: Period,
  kind: AnyBreakdown,
  watch?: ReportReadWatch,
): Promise<Row[]> {
  const rows = await breakdownRows(client, period, kind, watch);
  if (kind === "day") return rows.sort((a, b) => (a.key < b.key ? -1 : 1));
  return sortRows(rows, kind === "channel" ? UNLISTED_ROWS : undefined);
}

/**
 * Biggest earners first, then most clicks, then by name; the row keyed `unlisted` (what the
 * network does not list) last.
 */
export function sortRows(rows: Row[], unlisted?: string): Row[] {
  const last = (row: Row) => (row.key === unlisted ? 1 : 0);
  return rows.sort(
    (a, b) =>
      last(a) - last(b) ||
      earned(b.totals) - earned(a.totals) ||
      b.totals.clicks - a.totals.clicks ||
      a.label.localeCompare(b.label),
  );
}

async function breakdownRows(
  client: PublisherClient,
  period: Period,
  kind: AnyBreakdown,
  watch?: ReportReadWatch,
): Promise<Row[]> {
  const q = range(period);
  switch (kind) {
    case "offer": {
      // The general report lists every offer with traffic; statistics-offers only the converting.
      const items = await allItems(
        (p) => client.statistics.general({ group_field: "action_id", ...q, ...p }, watch),
        watch,
      );
      return merge(
        items,
        (i) => i.actionID ?? "",
        (i) => i.actionName || i.actionID || "",
      );
    }
    case "day": {
      const { days } = await readDays(client, period, watch);
      return days.map(({ day, totals }) => ({ key: day, label: day, totals }));
    }
    case "channel":
      return channelRows(client, period, watch);
    case "country": {
      const items = await allItems(
        (p) => client.statistics.geo({ group_field: "country", ...q, ...p }, watch),
        watch,
      );
      return merge(
        items,
        (i) => i.country ?? "",
        (i) => i.country ?? "",
      );
    }
    case "device": {
      const items = await allItems(
        (p) => client.statistics.general({ group_field: "device_type_id", ...q, ...p }, watch),
        watch,
      );
      const name = (i: StatisticsItem) => statisticsLabel(i, "device_type_id") ?? "";
      return merge(items, name, name);
    }
    case "subaccount": {
      const items = await allItems(
        (p) => client.statistics.general({ group_field: "subaccount", ...q, ...p }, watch),
        watch,
      );
      return merge(
        items,
        (i) => i.subaccount ?? "",
        (i) => i.subaccount ?? "",
      );
    }
  }
}

/**
 * Channels by id, named from the publisher's own channel list. The network lists only channels
 * with conversions, so the traffic of the others is one more row, named as such: the rows add up
 * to the period's totals.
 */
async function channelRows(
  client: PublisherClient,
  period: Period,
  watch?: ReportReadWatch,
): Promise<Row[]> {
  const [items, channels, all] = await Promise.all([
    allItems((p) => client.statistics.channels({ ...range(period), ...p }, watch), watch),
    client.account.trafficChannels(watch),
    readDays(client, period, watch),
  ]);
  const names = new Map(channels.items.map((c) => [String(c.id), c.name]));
  const id = (i: StatisticsItem) => String(i.channelId ?? "");
  // Channel 0 is conversions that came through no channel: no name, said as such (rowName).
  const label = (i: StatisticsItem) =>
    NO_CHANNEL.has(id(i)) ? "" : names.get(id(i)) || `#${id(i)}`;
  return withUnlisted(merge(items, id, label), all.total);
}

/** The ids the network gives traffic that came through no channel. */
export const NO_CHANNEL = new Set(["", "0"]);

/**
 * The key of the row of what the network does not list: channels without conversions, a
 * channel's offers without them.
 */
export const UNLISTED_ROWS = "-";

/** The rows, and what `total` holds beyond them as one row more (the unlisted), if anything. */
export function withUnlisted(rows: Row[], total: Totals): Row[] {
  const rest = remainder(total, rows);
  return rest ? [...rows, { key: UNLISTED_ROWS, label: "", totals: rest }] : rows;
}

/** What `total` holds beyond the rows; undefined when nothing. */
function remainder(total: Totals, rows: readonly Row[]): Totals | undefined {
  const listed = sumTotals(rows.map((r) => r.totals));
  const rest = zeroTotals();
  let any = false;
  for (const field of TOTAL_FIELDS) {
    rest[field] = Math.max(0, total[field] - listed[field]);
    if (rest[field] > 0) any = true;
  }
  return any ? rest : undefined;
}

/** Items with the same key (a report may split one value over pages) become one row. */
export function merge(
  items: readonly StatisticsItem[],
  key: (item: StatisticsItem) => string,
  label: (item: StatisticsItem) => string,
): Row[] {
  const rows = new Map<string, Row>();
  for (const item of items) {
    const k = key(item);
    const row = rows.get(k);
    if (row) addInto(row.totals, totalsOf(item));
    else rows.set(k, { key: k, label: label(item), totals: totalsOf(item) });
  }
  return [...rows.values()];
}
