/**
 * Each campaign watched: the account's two traffic rules (traffic.ts: clicks stopped, conversions
 * stopped) judged for each campaign, a campaign being one value of the subaccount level the
 * publisher picked, named as they named it. Read by campaign-hours.ts.
 */
import { ownEntry } from "../../../own-entry.js";
import type { CampaignLevel } from "./campaign-levels.js";
import {
  HOUR_MS,
  type HourFigures,
  type Hours,
  lastCompleteHourEnd,
  QUIET_HOURS,
  type QuietRun,
  quietRun,
  spansOf,
  sumOf,
  type Usual,
  usualOf,
} from "./quiet-run.js";
import { type Stop, type StopMarks, toldBefore, withTold } from "./stop-marks.js";
import { USUAL_CLICKS } from "./traffic.js";

/**
 * A campaign is judged only while its traffic is steady: clicks in each of these hours just
 * before its quiet run began (with the first quiet ones, a day). Traffic that comes in bursts (a
 * few busy hours, then none) has quiet hours that mean nothing; traffic that had clicks in each
 * of 21 hours in a row brings several an hour, and three hours without one are then no chance.
 * The price: a campaign with a quiet night just before its run is not judged.
 */
export const STEADY_HOURS = 24 - QUIET_HOURS;
/**
 * "Not one conversion" is told only where a span of the quiet run usually brings this many (with
 * fewer, three hours without one are too common to be news: e^-3 is 5%), and where the campaign
 * converted in each span of as many hours in the steady hours before (its conversions, too,
 * come steadily, not in bursts).
 */
export const USUAL_CONVERSIONS = 3;

export type CampaignEvent =
  | {
      kind: "campaign-clicks-stopped";
      campaign: string;
      since: string;
      hours: number;
      usual: number;
    }
  | {
      kind: "campaign-conversions-stopped";
      campaign: string;
      since: string;
      hours: number;
      clicks: number;
      usual: number;
    };

/** What the watch told of the campaigns' stops, kept between checks. */
export interface CampaignsState {
  /** the level the campaigns were read at: another level starts afresh (its first check records) */
  level: CampaignLevel;
  /** campaign → the quiet runs told (stop-marks.ts) */
  told: Record<string, StopMarks>;
}

/** What the check read of the campaigns' traffic (campaign-hours.ts reads it). */
export interface CampaignTraffic {
  /** campaign → its share of the account's clicks and conversions over the week before today */
  share: Map<string, HourFigures>;
  /** the account's hours: what they usually bring it, times a campaign's share, is the campaign's usual */
  account: Hours;
  /** campaign → its clicks and conversions per hour (the hour's start, ISO) */
  hours: Map<string, Map<string, HourFigures>>;
  /** the first hour (ms) the campaigns' hours were read from */
  from: number;
}

const noHours: Hours = new Map();

/** What the hours usually bring a campaign: its share of what they usually bring the account. */
function campaignUsual(traffic: CampaignTraffic, campaign: string) {
  const share = traffic.share.get(campaign) ?? { clicks: 0, conversions: 0 };
  return (start: number, length: number): Usual => {
    const account = usualOf(traffic.account, start, length);
    return {
      clicks: account.clicks * share.clicks,
      conversions: account.conversions * share.conversions,
      daysConverted: account.daysConverted,
    };
  };
}

/** The steady hours before a quiet run, when every one of them was read and had clicks. */
function steadyBefore(hours: Hours, run: QuietRun, from: number): HourFigures[] | undefined {
  const first = run.start - STEADY_HOURS * HOUR_MS;
  if (first < from) return undefined;
  const before: HourFigures[] = [];
  for (let h = 0; h < STEADY_HOURS; h++) before.push(sumOf(hours, first + h * HOUR_MS, 1));
  return before.every((figures) => figures.clicks > 0) ? before : undefined;
}

/**
 * The campaigns whose traffic stopped, each judged from where its quiet run began: steady before
 * it, no click since, where some span of the run usually brings `USUAL_CLICKS`; or clicks still
 * coming and not one conversion since, where its conversions, too, were steady and some span of
 * the run had half its usual clicks and usually brings `USUAL_CONVERSIONS`.
 */
export function campaignStops(traffic: CampaignTraffic, now: Date): CampaignEvent[] {
  const end = lastCompleteHourEnd(now);
  const stops: CampaignEvent[] = [];
  for (const campaign of traffic.share.keys()) {
    const hours = traffic.hours.get(campaign) ?? noHours;
    const news = spanNews(traffic, campaign);
    const usual = campaignUsual(traffic, campaign);
    const silent = quietRun(hours, end, traffic.from, QUIET.clicks);
    if (silent && silent.length >= QUIET_HOURS && steadyBefore(hours, silent, traffic.from)) {
      if (spansOf(silent).some(news["clicks-stopped"])) {
        stops.push({
          kind: "campaign-clicks-stopped",
          campaign,
          since: new Date(silent.start).toISOString(),
          hours: silent.length,
          usual: Math.round(usual(silent.start, silent.length).clicks),
        });
      }
      continue;
    }
    const dry = quietRun(hours, end, traffic.from, QUIET.conversions);
    if (!dry || dry.length < QUIET_HOURS) continue;
    const before = steadyBefore(hours, dry, traffic.from);
    if (!before || !spans(before).every((span) => span.conversions > 0)) continue;
    if (spansOf(dry).some(news["conversions-stopped"]))
      stops.push({
        kind: "campaign-conversions-stopped",
        campaign,
        since: new Date(dry.start).toISOString(),
        hours: dry.length,
        clicks: sumOf(hours, dry.start, dry.length).clicks,
        usual: Math.round(usual(dry.start, dry.length).conversions),
      });
  }
  return stops;
}

const QUIET = {
  clicks: (h: HourFigures) => h.clicks === 0,
  conversions: (h: HourFigures) => h.conversions === 0,
};
const QUIET_BY_STOP: Record<Stop, (h: HourFigures) => boolean> = {
  "clicks-stopped": QUIET.clicks,
  "conversions-stopped": QUIET.conversions,
};

/** Whether a quiet span (its first hour, ms) of a campaign is news, per way of stopping. */
function spanNews(
  traffic: CampaignTraffic,
  campaign: string,
): Record<Stop, (span: number) => boolean> {
  const hours = traffic.hours.get(campaign) ?? noHours;
  const usual = campaignUsual(traffic, campaign);
  return {
    "clicks-stopped": (span) => usual(span, QUIET_HOURS).clicks >= USUAL_CLICKS,
    "conversions-stopped": (span) => {
      const expected = usual(span, QUIET_HOURS);
      return (
        expected.clicks >= USUAL_CLICKS &&
        expected.conversions >= USUAL_CONVERSIONS &&
        sumOf(hours, span, QUIET_HOURS).clicks >= expected.clicks / 2
      );
    },
  };
}

/**
 * The first hour (ms) the campaigns' hours must be read from for a quiet run that would be news
 * to be judged (the steady hours before it), when that is before `traffic.from`. A run told
 * already needs nothing more; one that reaches back to `traffic.from` asks for a day more.
 */
export function earlierHoursNeeded(
  traffic: CampaignTraffic,
  now: Date,
  told: Readonly<Record<string, StopMarks>>,
): number | undefined {
  const end = lastCompleteHourEnd(now);
  const from = traffic.from;
  let earliest: number | undefined;
  for (const campaign of traffic.share.keys()) {
    const hours = traffic.hours.get(campaign) ?? noHours;
    const news = spanNews(traffic, campaign);
    const marks = ownEntry(told, campaign);
    for (const stop of ["clicks-stopped", "conversions-stopped"] as const) {
      if (!quietFor(hours, end, QUIET_BY_STOP[stop])) continue;
      const run = quietRun(hours, end, from, QUIET_BY_STOP[stop]);
      // A run that reaches back past the read and a mark of that way: the run told, most likely.
      const toldAlready = run
        ? toldBefore(marks, stop, new Date(run.start).toISOString())
        : marks?.[stop] !== undefined;
      if (toldAlready) continue;
      const seen = run ?? { start: from, length: (end - from) / HOUR_MS };
      if (!spansOf(seen).some(news[stop])) continue;
      const needed = run ? run.start - STEADY_HOURS * HOUR_MS : from - 24 * HOUR_MS;
      if (needed < from) earliest = Math.min(earliest ?? needed, needed);
    }
  }
  return earliest;
}

/** Whether each of the last `QUIET_HOURS` complete hours before `end` is quiet. */
function quietFor(hours: Hours, end: number, quiet: (h: HourFigures) => boolean): boolean {
  for (let h = 1; h <= QUIET_HOURS; h++)
    if (!quiet(sumOf(hours, end - h * HOUR_MS, 1))) return false;
  return true;
}

/** The hours in spans of `QUIET_HOURS`, each summed. */
function spans(hours: readonly HourFigures[]): HourFigures[] {
  const out: HourFigures[] = [];
  for (let i = 0; i < hours.length; i += QUIET_HOURS)
    out.push(sum(hours.slice(i, i + QUIET_HOURS)));
  return out;
}

const sum = (hours: readonly HourFigures[]): HourFigures => ({
  clicks: hours.reduce((s, h) => s + h.clicks, 0),
  conversions: hours.reduce((s, h) => s + h.conversions, 0),
});

const stopOf = (event: CampaignEvent): Stop =>
  event.kind === "campaign-clicks-stopped" ? "clicks-stopped" : "conversions-stopped";

/**
 * What of the campaigns' stops is news, and what the next check compares with.
 *
 * One cause is told once: while the account's traffic is down in one way (its clicks stopped, or
 * its conversions), a campaign down the same way is that same stop seen in part, so only the
 * account's line tells it. A campaign down another way is a cause of its own, told beside the
 * account's line in the same message. A campaign's stop is told once per quiet run
 * (stop-marks.ts), through checks that cannot judge it and checks that read no campaign's hours.
 * The first check at a level only records.
 */
export function campaignNews(
  traffic: CampaignTraffic | undefined,
  now: Date,
  accountDown: Stop | undefined,
  before: CampaignsState | undefined,
  level: CampaignLevel,
): { events: CampaignEvent[]; state: CampaignsState } {
  const same = before?.level === level ? before : undefined;
  // Not read at this check (no campaign with traffic enough, or too many): nothing judged, the
  // marks kept as they were.
  if (!traffic) return { events: [], state: same ?? { level, told: {} } };
  // A Map, not an object: a campaign may be named `__proto__`.
  const told = new Map<string, StopMarks>();
  for (const [campaign, marks] of Object.entries(same?.told ?? {})) {
    const kept = withTold(marks, undefined, now);
    if (Object.keys(kept).length > 0) told.set(campaign, kept);
  }
  const events: CampaignEvent[] = [];
  for (const stop of campaignStops(traffic, now)) {
    const kind = stopOf(stop);
    const marks = told.get(stop.campaign);
    if (toldBefore(marks, kind, stop.since)) continue;
    told.set(stop.campaign, withTold(marks, { kind, since: stop.since }, now));
    if (kind !== accountDown) events.push(stop);
  }
  return { events: same ? events : [], state: { level, told: Object.fromEntries(told) } };
}
