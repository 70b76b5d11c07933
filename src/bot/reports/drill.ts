/**
 * A row of a breakdown opened: its own rows by the next breakdown, read through the network's
 * filters (the general report's sub_group, the specialised reports' action_id and channel_id), to
 * the last page. A level's rows add up to the row it was opened from; where the network lists only
 * some (channels' offers: only converting ones), the rest is one more row, named as such.
 */
import { Semaphore } from "../../concurrency/index.js";
import {
  type PublisherClient,
  parseApiDate,
  type StatisticsGroupField,
  type StatisticsItem,
  type StatisticsSubGroup,
  statisticsLabel,
} from "../../publisher-api/index.js";
import { daysOf } from "../format/local-time.js";
import type { Period } from "./period.js";
import {
  allItems,
  dayOf,
  merge,
  type ReportReadWatch,
  type Row,
  remainder,
  sortRows,
} from "./report.js";
import { addInto, type Totals, totalsOf, zeroTotals } from "./totals.js";

/** What a row is of: the breakdowns a row can be opened from, and a day's hours. */
export const DRILL_KINDS = ["offer", "subaccount", "country", "channel", "day", "hour"] as const;
export type DrillKind = (typeof DRILL_KINDS)[number];

/** One row opened on the way down: what it is, its value, its name and its totals. */
export interface DrillStep {
  kind: DrillKind;
  key: string;
  label: string;
  totals: Totals;
}

/** The key of the row of what the network does not list (a channel's offers without conversions). */
export const UNLISTED_ROWS = "-";

/** Days read one by one (two filters and days): no more than a month of calls. */
export const MAX_DAY_BY_DAY = 31;

const GROUP: Record<Exclude<DrillKind, "channel">, StatisticsGroupField> = {
  offer: "action_id",
  subaccount: "subaccount",
  country: "country",
  day: "event_time_day",
  hour: "event_time_hour",
};

/** An item's value of a dimension, as a row's key. */
function keyOf(item: StatisticsItem, kind: DrillKind): string {
  switch (kind) {
    case "offer":
      return item.actionID ?? "";
    case "subaccount":
      return item.subaccount ?? "";
    case "country":
      return item.country ?? "";
    case "channel":
      return String(item.channelId ?? "");
    case "day":
      return dayOf(statisticsLabel(item, "event_time_day")) ?? "";
    case "hour": {
      // "2026-11-24 14:00:00" on the network's clock: read as UTC, its hour is the network's.
      const at = parseApiDate(statisticsLabel(item, "event_time_hour"));
      return at ? String(at.getUTCHours()) : "";
    }
  }
}

const nameOf = (item: StatisticsItem, kind: DrillKind) =>
  kind === "offer" ? item.actionName || item.actionID || "" : keyOf(item, kind);

/** The filters of a path: its day (the range read) and the other rows opened. */
function filtersOf(period: Period, path: readonly DrillStep[]) {
  const day = path.find((s) => s.kind === "day")?.key;
  const range = day ? { from: day, to: day } : period;
  return { range, others: path.filter((s) => s.kind !== "day" && s.kind !== "hour") };
}

/** What each kind of row opens with first; days stand for hours when the range is one day. */
const NEXT: Record<DrillKind, readonly DrillKind[]> = {
  offer: ["day", "subaccount"],
  subaccount: ["offer", "day"],
  country: ["offer", "day"],
  channel: ["offer"],
  day: ["hour"],
  hour: [],
};

/**
 * Whether the network can give `path`'s rows by `kind`: one opened row (besides a day) through a
 * sub_group or a filter; two (an offer in a subaccount or a country) by day, read day by day up to
 * a month; a channel only its offers.
 */
export function readable(period: Period, path: readonly DrillStep[], kind: DrillKind): boolean {
  const { range, others } = filtersOf(period, path);
  const oneDay = range.from === range.to;
  const channel = others.some((s) => s.kind === "channel");
  if (channel) return kind === "offer" && others.length === 1;
  switch (kind) {
    case "hour":
      return oneDay && others.length <= 1;
    case "day":
      if (oneDay) return false;
      return (
        others.length <= 1 ||
        (others.length === 2 && daysOf(range.from, range.to).length <= MAX_DAY_BY_DAY)
      );
    case "channel":
      return false;
    default:
      return others.length === 1 && others[0]?.kind !== kind;
  }
}

/**
 * The breakdowns a path's rows can be read by, first the one it opens with: an offer → its days
 * and its subaccounts; a subaccount or a country → its offers (and days); a channel → its
 * offers; a day → its hours; an offer in a subaccount or a country → its days. Empty where the
 * network cannot say more.
 */
export function nextKinds(period: Period, path: readonly DrillStep[]): DrillKind[] {
  const last = path.at(-1);
  if (!last) return [];
  const { range } = filtersOf(period, path);
  const oneDay = range.from === range.to;
  const taken = new Set(path.map((s) => s.kind));
  const wanted = [...NEXT[last.kind], "day" as const].map((k) =>
    k === "day" && oneDay ? "hour" : k,
  );
  return [...new Set(wanted)].filter((k) => !taken.has(k) && readable(period, path, k));
}

/** The rows of `path` by `kind` (one of nextKinds): days and hours in order, the rest by earnings. */
export async function readDrill(
  client: PublisherClient,
  period: Period,
  path: readonly DrillStep[],
  kind: DrillKind,
  watch?: ReportReadWatch,
): Promise<Row[]> {
  const rows = await drillRows(client, period, path, kind, watch);
  return kind === "day" || kind === "hour" ? rows : sortRows(rows, UNLISTED_ROWS);
}

async function drillRows(
  client: PublisherClient,
  period: Period,
  path: readonly DrillStep[],
  kind: DrillKind,
  watch?: ReportReadWatch,
): Promise<Row[]> {
  const { range, others } = filtersOf(period, path);
  const [first, second] = others;
  const channel = others.find((s) => s.kind === "channel");
  if (channel && kind === "offer") return channelOffers(client, range, channel, watch);
  if (!first) {
    // A day alone: its hours.
    const items = await allItems(
      (p) => client.statistics.general({ group_field: GROUP.hour, ...dates(range), ...p }, watch),
      watch,
    );
    return complete(rowsOf(items, undefined, kind), range, kind);
  }
  if (kind === "channel") throw new Error("channels are not read below another row");
  if (second && kind === "day") return dayByDay(client, range, first, second, watch);
  if (first.kind === "country" && kind === "offer") {
    // The country's rows came from the geo report: its offers from the same report.
    const items = await allItems(
      (p) =>
        client.statistics.geo(
          { group_field: "country", sub_group: "action_id", ...dates(range), ...p },
          watch,
        ),
      watch,
    );
    return rowsOf(items, first, kind);
  }
  const items = await allItems(
    (p) =>
      client.statistics.general(
        {
          group_field: GROUP[kind],
          sub_group: GROUP[first.kind as Exclude<DrillKind, "channel">] as StatisticsSubGroup,
          ...dates(range),
          ...p,
        },
        watch,
      ),
    watch,
  );
  return complete(rowsOf(items, first, kind), range, kind);
}

const dates = (range: Period) => ({ date_from: range.from, date_to: range.to });

/** Items of the opened row `of` (all when none), by `kind`. */
function rowsOf(
  items: readonly StatisticsItem[],
  of: DrillStep | undefined,
  kind: DrillKind,
): Row[] {
  const mine = of ? items.filter((item) => keyOf(item, of.kind) === of.key) : items;
  return merge(
    mine,
    (i) => keyOf(i, kind),
    (i) => nameOf(i, kind),
  );
}

/** Every day of the range, or every hour of the day, with zeros where nothing happened. */
function complete(rows: Row[], range: Period, kind: DrillKind): Row[] {
  const keys =
    kind === "day"
      ? daysOf(range.from, range.to)
      : kind === "hour"
        ? Array.from({ length: 24 }, (_, h) => String(h))
        : undefined;
  if (!keys) return rows;
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return keys.map((key) => byKey.get(key) ?? { key, label: key, totals: zeroTotals() });
}

/**
 * A channel's offers: the offers report filtered by channel_id lists only converting offers, so
 * the channel's other traffic is one more row.
 */
async function channelOffers(
  client: PublisherClient,
  range: Period,
  channel: DrillStep,
  watch?: ReportReadWatch,
): Promise<Row[]> {
  const items = await allItems(
    (p) =>
      client.statistics.offers({ ...dates(range), channel_id: Number(channel.key), ...p }, watch),
    watch,
  );
  const rows = merge(
    items,
    (i) => keyOf(i, "offer"),
    (i) => nameOf(i, "offer"),
  );
  const rest = remainder(channel.totals, rows);
  return rest ? [...rows, { key: UNLISTED_ROWS, label: "", totals: rest }] : rows;
}

/** Calls at once when days are read one by one. */
const DAY_CALLS = 4;

/**
 * Two rows opened (an offer in a subaccount or a country) by day: the report their row came from,
 * read for each day. A country's offer is read through the geo report's action_id filter.
 */
async function dayByDay(
  client: PublisherClient,
  range: Period,
  first: DrillStep,
  second: DrillStep,
  watch?: ReportReadWatch,
): Promise<Row[]> {
  const gate = new Semaphore(DAY_CALLS);
  const [country, other] = first.kind === "country" ? [first, second] : [second, first];
  const byCountry = country.kind === "country" && other.kind === "offer";
  const readDay = async (day: string): Promise<Row> => {
    const range = { date_from: day, date_to: day };
    const items = await gate.run(() =>
      byCountry
        ? allItems(
            (p) =>
              client.statistics.geo(
                { group_field: "country", action_id: other.key, ...range, ...p },
                watch,
              ),
            watch,
          )
        : allItems(
            (p) =>
              client.statistics.general(
                {
                  group_field: GROUP[first.kind as Exclude<DrillKind, "channel">],
                  sub_group: GROUP[
                    second.kind as Exclude<DrillKind, "channel">
                  ] as StatisticsSubGroup,
                  ...range,
                  ...p,
                },
                watch,
              ),
            watch,
          ),
    );
    const totals = zeroTotals();
    for (const item of items) {
      const mine = byCountry
        ? keyOf(item, "country") === country.key
        : keyOf(item, first.kind) === first.key && keyOf(item, second.kind) === second.key;
      if (mine) addInto(totals, totalsOf(item));
    }
    return { key: day, label: day, totals };
  };
  return Promise.all(daysOf(range.from, range.to).map(readDay));
}
