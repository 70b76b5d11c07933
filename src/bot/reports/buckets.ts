/**
 * What a chart of a period is drawn in: hours for a single day (the network's hours, read by
 * `event_time_hour`, each with the instant it begins so a chart can name it on the publisher's
 * clock), days up to about two months, weeks beyond (seven days each from the
 * period's first), months beyond a year (calendar months). A bucket that is not whole (the
 * network's running day or hour in it, or cut short by the period's end) is marked, so it does
 * not read as a drop.
 */
import { addDays, DAY_MS, dayCount, zoneOffsetMinutes } from "../format/local-time.js";
import { type NetworkClock, networkDayStart } from "./network-day.js";
import type { Period } from "./period.js";
import type { DayRow } from "./report.js";
import { sumTotals, TOTAL_FIELDS, type Totals } from "./totals.js";

export type BucketKind = "hour" | "day" | "week" | "month";

/** Days drawn one bar each up to this many: two months. */
const MAX_DAY_BUCKETS = 62;
/** Weeks up to a year; a longer period (366 days) is drawn by month. */
const MAX_WEEK_DAYS = 365;

export function bucketKindOf(period: Period): BucketKind {
  const days = dayCount(period.from, period.to);
  if (days <= 1) return "hour";
  if (days <= MAX_DAY_BUCKETS) return "day";
  return days <= MAX_WEEK_DAYS ? "week" : "month";
}

export interface Bucket {
  /** its first and last day (an hour's: its day) */
  from: string;
  to: string;
  /** the hour of the network's day, for hour buckets */
  hour?: number;
  /** the instant that hour begins, for hour buckets */
  at?: Date;
  totals: Totals;
  /** the network is still counting it */
  running: boolean;
  /** it covers less than a whole bucket: a week or month cut by the period */
  short: boolean;
}

/** The network's hour (0–23) at `now`. */
export function networkHour(now: Date, clock: NetworkClock): number {
  const local = now.getTime() + zoneOffsetMinutes(now, clock.zone) * 60_000;
  return Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / 3_600_000);
}

/**
 * A day's hours as buckets: all 24 of a day the network has closed; of its running day the hours
 * begun, the last one running. An hour the network has counted is never left out, even one the
 * bot's clock has not reached (the network's clock a little ahead): the bars are the rows the
 * figures sum.
 */
export function hourBuckets(
  hours: readonly Totals[],
  day: string,
  clock: NetworkClock,
  now: Date,
): Bucket[] {
  const running = day === clock.today;
  const counted = hours.findLastIndex((h) => TOTAL_FIELDS.some((field) => h[field] !== 0));
  const last = running ? Math.max(networkHour(now, clock), counted) : 23;
  const midnight = networkDayStart(day, clock).getTime();
  return hours.slice(0, last + 1).map((totals, hour) => ({
    from: day,
    to: day,
    hour,
    at: new Date(midnight + hour * 3_600_000),
    totals,
    running: running && hour === last,
    short: false,
  }));
}

const monthOf = (day: string) => day.slice(0, 7);

/** The first day of the next month. */
function nextMonth(day: string): string {
  const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
}

/** Days (in order, the period's) as day, week or month buckets; `today` is the network's running day. */
export function dayBuckets(days: readonly DayRow[], kind: BucketKind, today?: string): Bucket[] {
  if (kind === "day" || kind === "hour") {
    return days.map((d) => ({
      from: d.day,
      to: d.day,
      totals: d.totals,
      running: d.day === today,
      short: false,
    }));
  }
  const groups: DayRow[][] = [];
  const first = days[0]?.day ?? "";
  for (const row of days) {
    const group = groups.at(-1);
    const same =
      group?.[0] !== undefined &&
      (kind === "week"
        ? Math.floor((dayCount(first, row.day) - 1) / 7) ===
          Math.floor((dayCount(first, group[0].day) - 1) / 7)
        : monthOf(row.day) === monthOf(group[0].day));
    if (group && same) group.push(row);
    else groups.push([row]);
  }
  return groups.map((group) => {
    const from = group[0]?.day ?? "";
    const to = group.at(-1)?.day ?? from;
    const whole =
      kind === "week"
        ? dayCount(from, to) === 7
        : from.endsWith("-01") && addDays(to, 1) === nextMonth(to);
    return {
      from,
      to,
      totals: sumTotals(group.map((d) => d.totals)),
      running: today !== undefined && from <= today && today <= to,
      short: !whole,
    };
  });
}
