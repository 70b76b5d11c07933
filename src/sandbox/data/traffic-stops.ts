// Statistics changed by the controls: a publisher's traffic stopped from an hour on (a broken
// link, a banned ad: no clicks at all, or clicks without a single conversion), and conversions
// added now (an offer's first).
import { hour } from "../stats/derived.js";
import { subaccountOf } from "../stats/dimensions.js";
import { addInto, type Metrics, zeroMetrics } from "./metrics.js";
import type { DayAgg, PublisherStats, StatRow } from "./stats.js";

export interface TrafficStop {
  /** the network's hour (day * 24 + hour) from which it applies */
  fromHour: number;
  what: "clicks" | "conversions";
  /** only this offer's traffic (every offer's when absent) */
  offerId?: number;
  /** only this subaccount's traffic (every subaccount's when absent) */
  subaccount?: string;
  /** the subaccount level (1 to 5) `subaccount` is a value of; 1 when absent */
  level?: number;
}

/** The stats with each stop applied in turn. */
export function stoppedStats(stats: PublisherStats, stops: readonly TrafficStop[]): PublisherStats {
  return stops.reduce(stoppedBy, stats);
}

function stoppedBy(stats: PublisherStats, stop: TrafficStop): PublisherStats {
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

/** True when the stop is about the same traffic as `other` (the same offer and subaccount). */
export function sameTraffic(
  stop: TrafficStop,
  other: Pick<TrafficStop, "offerId" | "subaccount" | "level">,
) {
  return (
    stop.offerId === other.offerId &&
    stop.subaccount === other.subaccount &&
    (stop.level ?? 1) === (other.level ?? 1)
  );
}

function kept(row: StatRow, stop: TrafficStop): StatRow[] {
  if (stop.offerId !== undefined && row.offerId !== stop.offerId) return [row];
  if (stop.subaccount !== undefined && subaccountOf(row, stop.level ?? 1) !== stop.subaccount)
    return [row];
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

/** A day made again from its rows. */
export function dayOf(day: number, rows: StatRow[]): DayAgg {
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
