/**
 * Traffic that died: no clicks since some hour where the same hours of the week before had them,
 * or clicks as usual and no conversion where the week before converted. Read from the network's
 * statistics by `event_time_hour` (one call for nine days), in the network's own zone. A stop is
 * judged from where its quiet run began (quiet-run.ts), however long it had lasted at the check.
 */
import {
  type PublisherClient,
  parseApiDate,
  statisticsLabel,
} from "../../../publisher-api/index.js";
import { addDays, zonedInstant } from "../../format/local-time.js";
import { networkClock } from "../../reports/network-day.js";
import { conversions, TOTALS_SOURCE, totalsOf } from "../../reports/totals.js";
import {
  type HourFigures,
  type Hours,
  lastCompleteHourEnd,
  QUIET_HOURS,
  quietRun,
  spansOf,
  sumOf,
  usualOf,
} from "./quiet-run.js";

export { type HourFigures, QUIET_HOURS } from "./quiet-run.js";

/** How many clicks a span of `QUIET_HOURS` usually has for its silence to be news. */
export const USUAL_CLICKS = 20;
/** What the hourly reads use of a row: the rest is cut before it is parsed. */
export const HOUR_FIELDS = [...TOTALS_SOURCE, "eventTime"] as const;
/** Network days the account's hours are read over: today and the eight before. */
const ACCOUNT_DAYS = 9;

export type TrafficEvent =
  | { kind: "clicks-stopped"; since: string; hours: number; usual: number }
  | { kind: "conversions-stopped"; since: string; hours: number; clicks: number; usual: number };

/** Hours read, and from which hour (ms) on they were read. */
export interface HoursRead {
  hours: Map<string, HourFigures>;
  from: number;
}

/** The account's clicks and conversions per hour over the network's last nine days. */
export async function readHours(
  client: PublisherClient,
  now: Date,
  zone: () => string | undefined,
): Promise<HoursRead> {
  const clock = networkClock(now, zone());
  const firstDay = addDays(clock.today, 1 - ACCOUNT_DAYS);
  const report = await client.statistics.general(
    { group_field: "event_time_hour", date_from: firstDay, date_to: clock.today, limit: 1000 },
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
  return { hours, from: zonedInstant(firstDay, 0, hoursZone).getTime() };
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

/**
 * The account's traffic stopped: no click since the start of a quiet run of at least
 * `QUIET_HOURS` where some span of it usually brings `USUAL_CLICKS`; or, clicks still coming, no
 * conversion since the start of such a run where some span of it had half its usual clicks and
 * usually converts (on four days of the week before, once at least on average).
 */
export function trafficEvents({ hours, from }: HoursRead, now: Date): TrafficEvent[] {
  const end = lastCompleteHourEnd(now);
  const silent = quietRun(hours, end, from, (h) => h.clicks === 0);
  if (silent && silent.length >= QUIET_HOURS) {
    const judged = spansOf(silent).some(
      (span) => usualOf(hours, span, QUIET_HOURS).clicks >= USUAL_CLICKS,
    );
    if (judged)
      return [
        {
          kind: "clicks-stopped",
          since: new Date(silent.start).toISOString(),
          hours: silent.length,
          usual: Math.round(usualOf(hours, silent.start, silent.length).clicks),
        },
      ];
  }
  const dry = quietRun(hours, end, from, (h) => h.conversions === 0);
  if (!dry || dry.length < QUIET_HOURS || !spansOf(dry).some((span) => stillClicks(hours, span)))
    return [];
  return [
    {
      kind: "conversions-stopped",
      since: new Date(dry.start).toISOString(),
      hours: dry.length,
      clicks: sumOf(hours, dry.start, dry.length).clicks,
      usual: Math.round(usualOf(hours, dry.start, dry.length).conversions),
    },
  ];
}

/** A span with clicks as usual that usually converts. */
function stillClicks(hours: Hours, span: number): boolean {
  const usual = usualOf(hours, span, QUIET_HOURS);
  return (
    sumOf(hours, span, QUIET_HOURS).clicks >= usual.clicks / 2 &&
    usual.clicks >= USUAL_CLICKS &&
    usual.daysConverted >= 4 &&
    usual.conversions >= 1
  );
}
