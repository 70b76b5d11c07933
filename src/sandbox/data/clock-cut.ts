// The network's running day as its clock has it: traffic of an hour that has not come yet is not
// in the statistics. The dataset is made once a day with the whole of today's traffic; what an
// answer sees of today grows hour by hour, so today's hours add up to today's totals.
import { hour } from "../stats/derived.js";
import type { PublisherStats } from "./stats.js";
import { dayOf } from "./traffic-stops.js";

const cut = new WeakMap<PublisherStats, { hourNow: number; stats: PublisherStats }>();

/** The stats without today's rows of hours after `hourNow` (the network's `day * 24 + hour`). */
export function statsByHour(stats: PublisherStats, hourNow: number): PublisherStats {
  const kept = cut.get(stats);
  if (kept?.hourNow === hourNow) return kept.stats;
  const days = stats.days.map((d) =>
    (d.day + 1) * 24 <= hourNow + 1
      ? d
      : dayOf(
          d.day,
          d.rows.filter((row) => row.day * 24 + hour(row) <= hourNow),
        ),
  );
  const result = { ...stats, days };
  cut.set(stats, { hourNow, stats: result });
  return result;
}
