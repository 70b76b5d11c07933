/**
 * The traffic rule's reads: the account's hours (traffic.ts `readHours`, as without campaigns),
 * and what the campaigns (the values of the subaccount level the publisher picked) need, in two
 * reads whatever their number (up to some 20 with traffic every hour):
 *
 * - their baseline, from the check's one read by day (subaccount-days.ts, shared with the limits,
 *   `campaignDays`), of which the seven network days before today are used: what these hours usually bring a campaign is its share of the account's clicks (and
 *   conversions) over those days times what these hours usually bring the account. At most 140
 *   rows for 20 campaigns: one call.
 * - their last hours, from one read by hour over the network's yesterday and today: at most 48
 *   rows a campaign, 960 for 20: one call of 1,000 rows. Made only when some campaign's baseline
 *   is enough to judge it (none with a value, or none with traffic enough: no call).
 *
 * A read that fails throws (the check is postponed). Past `MAX_PAGES` pages of either, the
 * campaigns are too many to read each check: none is judged at this check (a campaign missing
 * from the rows read would pass for stopped), and what the last check found of them is kept.
 */
import { type PublisherClient, pages, statisticsLabel } from "../../../publisher-api/index.js";
import { addDays } from "../../format/local-time.js";
import { networkClock } from "../../reports/network-day.js";
import { conversions, type Totals, totalsOf } from "../../reports/totals.js";
import { CAMPAIGN_LEVELS, type CampaignLevel } from "./campaign-levels.js";
import type { WatchLimit } from "./limits/limit.js";
import { daysAskedOf } from "./limits/read.js";
import {
  campaignOf,
  type SharedSubaccountDays,
  type SubaccountDays,
  sharedSubaccountDays,
} from "./subaccount-days.js";
import {
  HOUR_FIELDS,
  type HourFigures,
  hourStarts,
  hourWindows,
  readHours,
  USUAL_CLICKS,
} from "./traffic.js";

/** Pages of 1,000 rows one read of the campaigns goes to, at most. */
const MAX_PAGES = 2;
/** What the hourly read uses of a row: a constant (the client keeps a parser for each such list). */
const CAMPAIGN_HOUR_FIELDS = [...HOUR_FIELDS, ...CAMPAIGN_LEVELS] as const;
/** The days before today a campaign's baseline is read over. */
const BASELINE_DAYS = 7;
const PAGE_ROWS = 1000;

export interface CampaignTraffic {
  /** campaign → what these hours usually bring it (its share of the account's usual) */
  usual: Map<string, HourFigures>;
  /** campaign → its clicks and conversions per hour (the hour's start, ISO), yesterday and today */
  hours: Map<string, Map<string, HourFigures>>;
}

export interface TrafficHours {
  /** the account's hours, as `readHours` reads them */
  account: Map<string, HourFigures>;
  /** absent when no campaign can be judged at this check (none with enough traffic, or too many) */
  campaigns?: CampaignTraffic;
}

/**
 * The check's one read of the campaign level by network day, shared by the campaigns' baseline
 * (the week before today) and the limits on the account and on campaigns (their longest window),
 * made only when one of them asks for it.
 */
export function campaignDays(
  client: PublisherClient,
  level: CampaignLevel,
  limits: readonly WatchLimit[],
  now: Date,
  zone: string | undefined,
): SharedSubaccountDays {
  const { today } = networkClock(now, zone);
  const longest = Math.max(BASELINE_DAYS + 1, daysAskedOf(limits, level));
  return sharedSubaccountDays(client, level, addDays(today, 1 - longest), today);
}

/** `byDay`: the check's read of the level by day, from a week before today at the latest. */
export async function readTrafficHours(
  client: PublisherClient,
  now: Date,
  zone: () => string | undefined,
  byDay: SharedSubaccountDays,
): Promise<TrafficHours> {
  const { today } = networkClock(now, zone());
  const [account, read] = await Promise.all([readHours(client, now, zone), byDay.read()]);
  if (!read.complete) return { account };
  const week = daysWithin(read.days, addDays(today, -BASELINE_DAYS), addDays(today, -1));
  const usual = usualOf(week, account, now);
  if (![...usual.values()].some((u) => u.clicks >= USUAL_CLICKS)) return { account };
  const hours = await readCampaignHours(client, now, zone, byDay.level);
  return hours ? { account, campaigns: { usual, hours } } : { account };
}

/** Each value's days from `from` to `to`. */
function daysWithin(all: SubaccountDays, from: string, to: string): SubaccountDays {
  const within: SubaccountDays = new Map();
  for (const [value, byDay] of all) {
    within.set(value, new Map([...byDay].filter(([day]) => day >= from && day <= to)));
  }
  return within;
}

/**
 * Each campaign's usual clicks and conversions in the last hours: its share of the account's
 * over the week read by day, times the account's usual in these hours of the week before.
 */
function usualOf(
  week: SubaccountDays,
  account: ReadonlyMap<string, HourFigures>,
  now: Date,
): Map<string, HourFigures> {
  const days = hourWindows(account, now).week;
  const accountUsual = {
    clicks: days.reduce((s, d) => s + d.clicks, 0) / days.length,
    conversions: days.reduce((s, d) => s + d.conversions, 0) / days.length,
  };
  const sums = new Map<string, HourFigures>();
  const all = { clicks: 0, conversions: 0 };
  for (const [campaign, byDay] of week) {
    const sum = { clicks: 0, conversions: 0 };
    for (const totals of byDay.values()) add(sum, figuresOf(totals));
    add(all, sum);
    // Traffic without a value at this level is the account's, no campaign's.
    if (campaign !== "") sums.set(campaign, sum);
  }
  const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
  const usual = new Map<string, HourFigures>();
  for (const [campaign, sum] of sums) {
    usual.set(campaign, {
      clicks: share(sum.clicks, all.clicks) * accountUsual.clicks,
      conversions: share(sum.conversions, all.conversions) * accountUsual.conversions,
    });
  }
  return usual;
}

/** Each campaign's hours over the network's yesterday and today; undefined past `MAX_PAGES`. */
async function readCampaignHours(
  client: PublisherClient,
  now: Date,
  zone: () => string | undefined,
  level: CampaignLevel,
): Promise<Map<string, Map<string, HourFigures>> | undefined> {
  const { today } = networkClock(now, zone());
  const query = {
    group_field: "event_time_hour",
    sub_group: level,
    date_from: addDays(today, -1),
    date_to: today,
  } as const;
  const campaigns = new Map<string, Map<string, HourFigures>>();
  let read = 0;
  let total = 0;
  let sentZone: string | undefined;
  const report = pages(
    async (p) => {
      const answer = await client.statistics.general(
        { ...query, ...p },
        { fields: CAMPAIGN_HOUR_FIELDS },
      );
      sentZone = answer.time_zone_api_stat || sentZone;
      return answer;
    },
    { limit: PAGE_ROWS, maxPages: MAX_PAGES },
  );
  for await (const page of report) {
    total = page.total;
    read += page.items.length;
    // The zone the answer names: the hours are the network's.
    const { zone: hoursZone } = networkClock(now, sentZone || zone());
    const startOf = hourStarts(hoursZone);
    for (const item of page.items) {
      const label = statisticsLabel(item, "event_time_hour");
      const at = label ? startOf(label) : undefined;
      const campaign = campaignOf(item, level);
      if (!at || campaign === "") continue;
      const hours = campaigns.get(campaign) ?? new Map<string, HourFigures>();
      campaigns.set(campaign, hours);
      hours.set(at, add(hours.get(at) ?? { clicks: 0, conversions: 0 }, figuresOf(totalsOf(item))));
    }
  }
  return read < total ? undefined : campaigns;
}

const figuresOf = (totals: Totals): HourFigures => ({
  clicks: totals.clicks,
  conversions: conversions(totals),
});

function add(sum: HourFigures, figures: HourFigures): HourFigures {
  sum.clicks += figures.clicks;
  sum.conversions += figures.conversions;
  return sum;
}
