/**
 * Each campaign watched: the account's two traffic rules (traffic.ts: clicks stopped, conversions
 * stopped) judged for each campaign, a campaign being one value of the subaccount level the
 * publisher picked, named as they named it. Read by campaign-hours.ts.
 */
import { ownEntry } from "../../../own-entry.js";
import type { CampaignTraffic } from "./campaign-hours.js";
import type { CampaignLevel } from "./campaign-levels.js";
import { type HourFigures, QUIET_HOURS, type TrafficEvent, USUAL_CLICKS } from "./traffic.js";

type Stop = TrafficEvent["kind"];

/**
 * A campaign is judged only while its traffic is steady: clicks in each of these hours just
 * before the quiet ones (with them, the last day). Traffic that comes in bursts (a few busy hours,
 * then none) has quiet hours that mean nothing; traffic that had clicks in each of 21 hours in a
 * row brings several an hour, and three hours without one are then no chance. The price: a
 * campaign with a quiet night is not judged while that night lies in these hours (the account's
 * own rule still watches the whole).
 */
export const STEADY_HOURS = 24 - QUIET_HOURS;
/**
 * "Not one conversion" is told only where the last hours usually bring this many (with fewer,
 * three hours without one are too common to be news: e^-3 is 5%), and where the campaign
 * converted in each span of as many hours in the steady hours before (its conversions, too,
 * come steadily, not in bursts).
 */
export const USUAL_CONVERSIONS = 3;
const HOUR_MS = 3_600_000;

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

/** What the last check found of the campaigns, kept between checks. */
export interface CampaignsState {
  /** the level the campaigns were read at: another level starts afresh (its first check records) */
  level: CampaignLevel;
  /** campaign → how its traffic is down; a campaign absent flows */
  down: Record<string, Stop>;
}

/**
 * The campaigns whose traffic stopped: of those with enough traffic to judge (these hours usually
 * bring them `USUAL_CLICKS`, and their traffic is steady), no click in the last hours, or clicks
 * as usual and not one conversion where their conversions, too, are enough and steady.
 */
export function campaignStops(traffic: CampaignTraffic, now: Date): CampaignEvent[] {
  const lastHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const since = new Date(lastHour - QUIET_HOURS * HOUR_MS).toISOString();
  const stops: CampaignEvent[] = [];
  for (const [campaign, usual] of traffic.usual) {
    if (usual.clicks < USUAL_CLICKS) continue;
    const hours = traffic.hours.get(campaign) ?? new Map<string, HourFigures>();
    const before = hoursBack(hours, lastHour, QUIET_HOURS + 1, QUIET_HOURS + STEADY_HOURS);
    if (!before.every((h) => h.clicks > 0)) continue;
    const recent = sum(hoursBack(hours, lastHour, 1, QUIET_HOURS));
    const usualClicks = Math.round(usual.clicks);
    if (recent.clicks === 0) {
      stops.push({
        kind: "campaign-clicks-stopped",
        campaign,
        since,
        hours: QUIET_HOURS,
        usual: usualClicks,
      });
    } else if (
      recent.conversions === 0 &&
      recent.clicks >= usual.clicks / 2 &&
      usual.conversions >= USUAL_CONVERSIONS &&
      spans(before).every((span) => span.conversions > 0)
    ) {
      stops.push({
        kind: "campaign-conversions-stopped",
        campaign,
        since,
        hours: QUIET_HOURS,
        clicks: recent.clicks,
        usual: Math.round(usual.conversions),
      });
    }
  }
  return stops;
}

/** The campaign's figures of the hours `from` to `to` hours before `lastHour` (1: the last). */
function hoursBack(
  hours: ReadonlyMap<string, HourFigures>,
  lastHour: number,
  from: number,
  to: number,
): HourFigures[] {
  const out: HourFigures[] = [];
  for (let h = from; h <= to; h++) {
    const at = new Date(lastHour - h * HOUR_MS).toISOString();
    out.push(hours.get(at) ?? { clicks: 0, conversions: 0 });
  }
  return out;
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
 * account's line tells it (when all campaigns' clicks stop, the message says the account's clicks
 * stopped, once, and names no campaign). A campaign down another way (its clicks stopped while
 * the account's conversions did) is a cause of its own, told beside the account's line in the
 * same message. A campaign's stop is told when it starts, not every hour it lasts: one that was
 * down the same way at the last check (told, or covered by the account's stop) is not told
 * again until it flowed at a check in between: a mark stays while the campaign's last hours still
 * have no clicks (or no conversions), even at a check that cannot judge it (its hours before
 * were not steady), and through a check that read no campaign's hours. The first check at a level
 * only records.
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
  if (!traffic) return { events: [], state: same ?? { level, down: {} } };
  const lastHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const stops = campaignStops(traffic, now);
  // A Map, not an object: a campaign may be named `__proto__`.
  const down = new Map<string, Stop>();
  for (const [campaign, stop] of Object.entries(same?.down ?? {})) {
    const hours = traffic.hours.get(campaign) ?? new Map<string, HourFigures>();
    const recent = sum(hoursBack(hours, lastHour, 1, QUIET_HOURS));
    const still = stop === "clicks-stopped" ? recent.clicks === 0 : recent.conversions === 0;
    if (still) down.set(campaign, stop);
  }
  for (const stop of stops) down.set(stop.campaign, stopOf(stop));
  const state: CampaignsState = { level, down: Object.fromEntries(down) };
  if (!same) return { events: [], state };
  const events = stops.filter(
    (stop) => stopOf(stop) !== accountDown && ownEntry(same.down, stop.campaign) !== stopOf(stop),
  );
  return { events, state };
}
