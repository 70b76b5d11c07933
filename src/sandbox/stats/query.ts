// Aggregates a publisher's generated rows for one report. Groupings that only need the day, the
// offer or the channel read the precomputed per-day aggregates; everything else walks the rows.
import { ownEntry } from "../../own-entry.js";
import { addInto, conversions, type Metrics, zeroMetrics } from "../data/metrics.js";
import { type DayAgg, daysIn, type PublisherStats, type StatRow } from "../data/stats.js";
import { DIMENSIONS, type DimContext, type Dimension } from "./dimensions.js";

export interface StatsQuery {
  from: number;
  to: number;
  group: string;
  sub?: string;
  actionIds?: ReadonlySet<number>;
  channelId?: number;
  /** Keyword matched against the main grouping's values. */
  q?: string;
  /** statistics-offers / -channels: only entities with conversions in the period. */
  onlyConverted: boolean;
}

interface StatsGroup {
  key: string | number;
  fields: Record<string, string | number>;
  m: Metrics;
}

/** Groupings whose value depends on the day alone. */
const DAY_ONLY = new Set([
  "event_time_day",
  "event_time_week",
  "event_time_month",
  "event_time_quarter",
  "event_time_year",
  "seasons",
  "weekends",
  "weekdays",
]);

export function dimension(name: string): Dimension {
  const d = ownEntry(DIMENSIONS, name);
  if (!d) throw new Error(`no dimension ${name}`);
  return d;
}

function pseudoRow(day: number, m: Metrics, offerId = 0, channelId = 0): StatRow {
  return { day, offerId, channelId, countryId: 0, subaccount: "", h: 0, m };
}

export function aggregate(stats: PublisherStats, query: StatsQuery, ctx: DimContext): StatsGroup[] {
  const dim = dimension(query.group);
  const sub = query.sub === undefined ? undefined : dimension(query.sub);
  const groups = new Map<string | number, StatsGroup>();
  const add = (row: StatRow): void => {
    const k1 = dim.key(row, ctx);
    const key = sub ? `${k1}\u0001${sub.key(row, ctx)}` : k1;
    let g = groups.get(key);
    if (!g) {
      g = {
        key: sub ? key : k1,
        fields: sub ? { ...dim.fields(row, ctx), ...sub.fields(row, ctx) } : dim.fields(row, ctx),
        m: zeroMetrics(),
      };
      groups.set(key, g);
    }
    addInto(g.m, row.m);
  };
  const days: DayAgg[] = daysIn(stats, query.from, query.to);
  const { actionIds, channelId } = query;
  const unfiltered = actionIds === undefined && channelId === undefined;
  if (!sub && unfiltered && DAY_ONLY.has(query.group)) {
    for (const d of days) add(pseudoRow(d.day, d.total));
  } else if (
    !sub &&
    channelId === undefined &&
    (query.group === "action_id" || query.group === "segment_offer")
  ) {
    for (const d of days) {
      for (const [offerId, m] of d.byOffer)
        if (!actionIds || actionIds.has(offerId)) add(pseudoRow(d.day, m, offerId));
    }
  } else if (!sub && actionIds === undefined && query.group === "channel_id") {
    for (const d of days) {
      for (const [ch, m] of d.byChannel)
        if (channelId === undefined || ch === channelId) add(pseudoRow(d.day, m, 0, ch));
    }
  } else {
    for (const d of days) {
      for (const row of d.rows) {
        if (actionIds && !actionIds.has(row.offerId)) continue;
        if (channelId !== undefined && row.channelId !== channelId) continue;
        add(row);
      }
    }
  }
  let list = [...groups.values()];
  if (query.onlyConverted) list = list.filter((g) => conversions(g.m) > 0);
  if (query.q) {
    const needle = query.q.toLowerCase();
    const mainFields = new Set(Object.keys(dim.fields(pseudoRow(query.from, zeroMetrics()), ctx)));
    list = list.filter((g) =>
      Object.entries(g.fields).some(
        ([f, v]) => mainFields.has(f) && String(v).toLowerCase().includes(needle),
      ),
    );
  }
  return sortGroups(list, dim.chronological === true);
}

function compareKeys(a: string | number, b: string | number): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

function sortGroups(list: StatsGroup[], chronological: boolean): StatsGroup[] {
  if (chronological) return list.sort((a, b) => compareKeys(a.key, b.key));
  // Other reports: biggest earners first, then most clicks, then by key for a stable order.
  return list.sort(
    (a, b) =>
      b.m.comApproved + b.m.comOpen - (a.m.comApproved + a.m.comOpen) ||
      b.m.clicks - a.m.clicks ||
      compareKeys(a.key, b.key),
  );
}
