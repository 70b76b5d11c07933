/**
 * Which rows of a breakdown open, and into what: an offer into its days and its subaccounts, a
 * subaccount, a country or a channel into its offers, a day into its hours, two rows into their
 * days; only what the network's filters can give (drill-rows.ts reads them).
 */
import { daysOf } from "../format/local-time.js";
import type { Period } from "./period.js";
import { NO_CHANNEL, type Row, UNLISTED_ROWS } from "./report.js";
import type { Totals } from "./totals.js";

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

/** Days read one by one (two filters and days): no more than a month of calls. */
export const MAX_DAY_BY_DAY = 31;

/** The filters of a path: its day (the range read) and the other rows opened. */
export function filtersOf(period: Period, path: readonly DrillStep[]) {
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
 * sub_group or a filter; two (an offer in a subaccount, a country or a channel), or a channel, by
 * day, read day by day up to a month; of a channel its offers.
 */
export function readable(period: Period, path: readonly DrillStep[], kind: DrillKind): boolean {
  const { range, others } = filtersOf(period, path);
  const oneDay = range.from === range.to;
  const dayByDay = !oneDay && daysOf(range.from, range.to).length <= MAX_DAY_BY_DAY;
  if (others.some((s) => s.kind === "channel")) {
    if (kind === "offer") return others.length === 1;
    return kind === "day" && dayByDay && others.every((s) => CHANNEL_FILTERS.has(s.kind));
  }
  switch (kind) {
    case "hour":
      return oneDay && others.length <= 1;
    case "day":
      if (oneDay) return false;
      return others.length <= 1 || (others.length === 2 && dayByDay);
    case "channel":
      return false;
    default:
      return others.length === 1 && others[0]?.kind !== kind;
  }
}

/** What the specialised reports filter by: a channel's days are read through them. */
const CHANNEL_FILTERS: ReadonlySet<DrillKind> = new Set(["channel", "offer"]);

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

/** Whether a row of `kind` may be opened below `path`: it names a value the network can filter. */
export function opens(period: Period, path: readonly DrillStep[], row: Row, kind: DrillKind) {
  if (row.key === UNLISTED_ROWS) return false;
  if (kind === "channel" && NO_CHANNEL.has(row.key)) return false;
  if (kind === "offer" && row.key === "") return false;
  const step = { kind, key: row.key, label: row.label, totals: row.totals };
  return nextKinds(period, [...path, step]).length > 0;
}
