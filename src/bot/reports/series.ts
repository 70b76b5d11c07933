/** What a summary's chart shows, in the bot's picture and on the dashboard alike. */
import { bucketKindOf, dayBuckets, hourBuckets } from "./buckets.js";
import type { ChartSeries } from "./chart.js";
import type { Summary } from "./report.js";

/**
 * What the summary's chart shows: the very rows its figures sum, the day's hours (when they could
 * be read; else the day alone), or its days in days, weeks or months.
 */
export function seriesOf(summary: Summary, now: Date): ChartSeries {
  const { period, clock, hours } = summary;
  const kind = bucketKindOf(period);
  if (kind === "hour" && hours) {
    return { kind, period, buckets: hourBuckets(hours, period.from, clock, now) };
  }
  const days = kind === "hour" ? "day" : kind;
  return { kind: days, period, buckets: dayBuckets(summary.days, days, clock.today) };
}
