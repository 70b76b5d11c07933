/**
 * Each campaign watched: the account's two traffic rules (traffic.ts: clicks stopped, conversions
 * stopped) judged for each campaign, a campaign being one value of the subaccount level the
 * publisher picked, named as they named it. Read by campaign-hours.ts.
 */
import { ownEntry } from "../../../own-entry.js";
import type { CampaignLevel } from "./campaign-hours.js";
import { type HourFigures, hourWindows, type TrafficEvent, trafficEvents } from "./traffic.js";

type Stop = TrafficEvent["kind"];

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
 * The campaigns whose traffic stopped. A campaign is judged only with enough traffic to judge:
 * the account's baseline (these hours usually bring `USUAL_CLICKS`), and clicks in these hours
 * on every one of the seven days before, so that a campaign whose traffic comes in bursts (some
 * days these hours, some days not) is never found "stopped" by an hour it would have had anyway.
 */
export function campaignStops(
  campaigns: ReadonlyMap<string, ReadonlyMap<string, HourFigures>>,
  now: Date,
): CampaignEvent[] {
  const stops: CampaignEvent[] = [];
  for (const [campaign, hours] of campaigns) {
    if (!hourWindows(hours, now).week.every((day) => day.clicks > 0)) continue;
    for (const stop of trafficEvents(hours, now)) {
      stops.push(
        stop.kind === "clicks-stopped"
          ? { ...stop, kind: "campaign-clicks-stopped", campaign }
          : { ...stop, kind: "campaign-conversions-stopped", campaign },
      );
    }
  }
  return stops;
}

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
 * have no clicks (or no conversions), even at a check that cannot judge it (these hours are not
 * ones it has traffic in every day). The first check at a level only records.
 */
export function campaignNews(
  campaigns: ReadonlyMap<string, ReadonlyMap<string, HourFigures>>,
  now: Date,
  accountDown: Stop | undefined,
  before: CampaignsState | undefined,
  level: CampaignLevel,
): { events: CampaignEvent[]; state: CampaignsState } {
  const stops = campaignStops(campaigns, now);
  // A Map, not an object: a campaign may be named `__proto__`.
  const down = new Map<string, Stop>();
  if (before?.level === level) {
    for (const [campaign, stop] of Object.entries(before.down)) {
      const recent = hourWindows(campaigns.get(campaign) ?? new Map(), now).recent;
      const still = stop === "clicks-stopped" ? recent.clicks === 0 : recent.conversions === 0;
      if (still) down.set(campaign, stop);
    }
  }
  for (const stop of stops) down.set(stop.campaign, stopOf(stop));
  const state: CampaignsState = { level, down: Object.fromEntries(down) };
  if (before?.level !== level) return { events: [], state };
  const events = stops.filter(
    (stop) => stopOf(stop) !== accountDown && ownEntry(before.down, stop.campaign) !== stopOf(stop),
  );
  return { events, state };
}
