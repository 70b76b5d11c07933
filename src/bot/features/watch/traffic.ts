/**
 * Traffic that died: no clicks for the last hours where the same hours of the week before had
 * them, or clicks as usual and no conversion where the week before converted. Read from the
 * network's statistics by `event_time_hour` (one call for nine days), in the network's own zone.
 */
import {
  type PublisherClient,
  parseApiDate,
  statisticsLabel,
} from "../../../publisher-api/index.js";
import { addDays, zonedInstant } from "../../format/local-time.js";
import { networkClock } from "../../reports/network-day.js";
import { conversions, TOTALS_SOURCE, totalsOf } from "../../reports/totals.js";

/** How many complete hours without clicks make "stopped", and how many clicks those hours usually had. */
export const QUIET_HOURS = 3;
export const USUAL_CLICKS = 20;
const HOUR_MS = 3_600_000;
/** What the hourly reads use of a row: the rest is cut before it is parsed. */
export const HOUR_FIELDS = [...TOTALS_SOURCE, "eventTime"] as const;

export interface HourFigures {
  clicks: number;
  conversions: number;
}

export type TrafficEvent =
  | { kind: "clicks-stopped"; since: string; hours: number; usual: number }
  | { kind: "conversions-stopped"; since: string; hours: number; clicks: number; usual: number };

/** Clicks and conversions per hour (the hour's start, ISO) over the network's last nine days. */
export async function readHours(
  client: PublisherClient,
  now: Date,
  zone: () => string | undefined,
): Promise<Map<string, HourFigures>> {
  const clock = networkClock(now, zone());
  const report = await client.statistics.general(
    {
      group_field: "event_time_hour",
      date_from: addDays(clock.today, -8),
      date_to: clock.today,
      limit: 1000,
    },
    { fields: HOUR_FIELDS },
  );
  // The zone the answer names: the hours are the network's.
  const { zone: hoursZone } = networkClock(now, report.time_zone_api_stat || zone());
  const startOf = hourStarts(hoursZone);
  const hours = new Map<string, HourFigures>();
  for (const item of report.items) {
    const label = statisticsLabel(item, "event_time_hour");
    const at = label ? startOf(label) : undefined;
    if (!at) continue;
    const totals = totalsOf(item);
    const sum = hours.get(at) ?? { clicks: 0, conversions: 0 };
    sum.clicks += totals.clicks;
    sum.conversions += conversions(totals);
    hours.set(at, sum);
  }
  return hours;
}

/** "2026-11-24 14:00:00" on the network's clock → the instant, ISO. */
export function hourStart(label: string, zone: string): string | undefined {
  const parsed = parseApiDate(label);
  if (!parsed) return undefined;
  const day = parsed.toISOString().slice(0, 10);
  const minutes = parsed.getUTCHours() * 60;
  return zonedInstant(day, minutes, zone).toISOString();
}

/** `hourStart` for the rows of one read: a label met again (each campaign has every hour) is worked out once. */
export function hourStarts(zone: string): (label: string) => string | undefined {
  const known = new Map<string, string | undefined>();
  return (label) => {
    if (!known.has(label)) known.set(label, hourStart(label, zone));
    return known.get(label);
  };
}

/** The last complete hours (`recent`), and the same hours on each of the seven days before. */
export function hourWindows(hours: ReadonlyMap<string, HourFigures>, now: Date) {
  const lastHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const window = (dayBack: number) => {
    const sum = { clicks: 0, conversions: 0 };
    for (let h = 1; h <= QUIET_HOURS; h++) {
      const at = new Date(lastHour - h * HOUR_MS - dayBack * 24 * HOUR_MS).toISOString();
      const figures = hours.get(at);
      sum.clicks += figures?.clicks ?? 0;
      sum.conversions += figures?.conversions ?? 0;
    }
    return sum;
  };
  return {
    recent: window(0),
    week: [1, 2, 3, 4, 5, 6, 7].map(window),
    since: new Date(lastHour - QUIET_HOURS * HOUR_MS).toISOString(),
  };
}

/** What the last complete hours say against the same hours of the seven days before. */
export function trafficEvents(hours: ReadonlyMap<string, HourFigures>, now: Date): TrafficEvent[] {
  const { recent, week, since } = hourWindows(hours, now);
  const usualClicks = Math.round(week.reduce((s, w) => s + w.clicks, 0) / week.length);
  const usualConversions = week.reduce((s, w) => s + w.conversions, 0) / week.length;
  if (recent.clicks === 0 && usualClicks >= USUAL_CLICKS)
    return [{ kind: "clicks-stopped", since, hours: QUIET_HOURS, usual: usualClicks }];
  const weekConverted = week.filter((w) => w.conversions > 0).length;
  if (
    recent.conversions === 0 &&
    recent.clicks >= usualClicks / 2 &&
    usualClicks >= USUAL_CLICKS &&
    weekConverted >= 4 &&
    usualConversions >= 1
  ) {
    return [
      {
        kind: "conversions-stopped",
        since,
        hours: QUIET_HOURS,
        clicks: recent.clicks,
        usual: Math.round(usualConversions),
      },
    ];
  }
  return [];
}
