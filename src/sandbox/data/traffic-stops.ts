// Statistics changed by the controls: a publisher's traffic stopped from an hour on (a broken
// link, a banned ad: no clicks at all, or clicks without a single conversion), and conversions
// added now (an offer's first).
import { hour } from "../stats/derived.js";
import { addInto, type Metrics, zeroMetrics } from "./metrics.js";
import type { DayAgg, PublisherStats, StatRow } from "./stats.js";

export interface TrafficStop {
  /** the network's hour (day * 24 + hour) from which it applies */
  fromHour: number;
  what: "clicks" | "conversions";
}

export function stoppedStats(stats: PublisherStats, stop: TrafficStop): PublisherStats {
  const days = stats.days.map((d) =>
    (d.day + 1) * 24 <= stop.fromHour
      ? d
      : dayOf(
          d.day,
          d.rows.flatMap((row) => kept(row, stop)),
        ),
  );
  return { ...stats, days };
}

function kept(row: StatRow, stop: TrafficStop): StatRow[] {
  if (row.day * 24 + hour(row) < stop.fromHour) return [row];
  if (stop.what === "clicks") return [];
  const m: Metrics = {
    ...zeroMetrics(),
    shows: row.m.shows,
    clicks: row.m.clicks,
    uniq: row.m.uniq,
  };
  return [{ ...row, m }];
}

/** The rows added, each into its day. */
export function withRows(stats: PublisherStats, added: readonly StatRow[]): PublisherStats {
  if (added.length === 0) return stats;
  const days = stats.days.map((d) => {
    const extra = added.filter((row) => row.day === d.day);
    return extra.length === 0 ? d : dayOf(d.day, [...d.rows, ...extra]);
  });
  return { ...stats, days };
}

function dayOf(day: number, rows: StatRow[]): DayAgg {
  const agg: DayAgg = { day, rows, total: zeroMetrics(), byOffer: new Map(), byChannel: new Map() };
  for (const row of rows) {
    addInto(agg.total, row.m);
    add(agg.byOffer, row.offerId, row.m);
    add(agg.byChannel, row.channelId, row.m);
  }
  return agg;
}

function add(map: Map<number, Metrics>, key: number, m: Metrics): void {
  const sum = map.get(key) ?? zeroMetrics();
  addInto(sum, m);
  map.set(key, sum);
}
