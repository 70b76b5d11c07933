// Steady traffic added by a control: one subaccount value's clicks (and conversions) in every
// hour from an hour on, the same count each hour. The generated statistics put each row in one
// hour, so a campaign's hours come in bursts; a campaign whose traffic never pauses (one the watch
// can judge hour by hour) is made with this, and a traffic stop (traffic-stops.ts) stops it too.
import { seedOf } from "../lib/prng.js";
import { zeroMetrics } from "./metrics.js";
import type { PublisherStats, StatRow } from "./stats.js";
import { dayOf } from "./traffic-stops.js";

export interface SteadyTraffic {
  /** the network's hour (day * 24 + hour) of the first row */
  fromHour: number;
  /** the subaccount value the rows carry */
  subaccount: string;
  /** the subaccount level (1 to 5) `subaccount` is a value of */
  level: number;
  clicksPerHour: number;
  conversionsPerHour: number;
  /** the offer the rows are of (the publisher's first joined offer when absent) */
  offerId?: number;
  /** cents each conversion earns */
  cents: number;
}

/** True when both are the same subaccount value's traffic. */
export const sameSteady = (a: SteadyTraffic, b: Pick<SteadyTraffic, "subaccount" | "level">) =>
  a.subaccount === b.subaccount && a.level === b.level;

/** The stats with a row per steady traffic for each hour from its first up to `hourNow`. */
export function withSteady(
  stats: PublisherStats,
  steady: readonly SteadyTraffic[],
  hourNow: number,
  defaultOfferId: number,
): PublisherStats {
  if (steady.length === 0) return stats;
  const first = Math.min(...steady.map((s) => s.fromHour));
  const days = stats.days.map((d) => {
    if ((d.day + 1) * 24 <= first || d.day * 24 > hourNow) return d;
    const added: StatRow[] = [];
    for (const s of steady) {
      for (let h = 0; h < 24; h++) {
        const at = d.day * 24 + h;
        if (at >= s.fromHour && at <= hourNow) added.push(rowOf(s, d.day, h, defaultOfferId));
      }
    }
    return added.length === 0 ? d : dayOf(d.day, [...d.rows, ...added]);
  });
  return { ...stats, days };
}

function rowOf(s: SteadyTraffic, day: number, hour: number, defaultOfferId: number): StatRow {
  const clicks = s.clicksPerHour;
  const conversions = Math.min(s.conversionsPerHour, clicks);
  const m = {
    ...zeroMetrics(),
    shows: clicks * 10,
    clicks,
    uniq: clicks,
    saleOpen: conversions,
    comOpen: conversions * s.cents,
  };
  return {
    day,
    offerId: s.offerId ?? defaultOfferId,
    channelId: 0,
    countryId: 0,
    subaccount: s.level === 1 ? s.subaccount : "",
    // The other derived dimensions (browser, device, ...) vary from row to row.
    h: seedOf(0x57ead, s.level, s.subaccount, day, hour),
    m,
    hourOfDay: hour,
    ...(s.level !== 1 && { named: { level: s.level, value: s.subaccount } }),
  };
}
