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
import { addDays, zonedInstant } from "../../format/local-time.js";
import { networkClock } from "../../reports/network-day.js";
import { conversions, type Totals, totalsOf } from "../../reports/totals.js";
import { CAMPAIGN_LEVELS, type CampaignLevel } from "./campaign-levels.js";
import { type CampaignTraffic, earlierHoursNeeded } from "./campaigns.js";
import type { WatchLimit } from "./limits/limit.js";
import { daysAskedOf } from "./limits/read.js";
import { HOUR_MS, type HourFigures, type Hours, QUIET_HOURS, usualOf } from "./quiet-run.js";
import type { StopMarks } from "./stop-marks.js";
import {
  campaignOf,
  type SharedSubaccountDays,
  type SubaccountDays,
  sharedSubaccountDays,
} from "./subaccount-days.js";
import { HOUR_FIELDS, type HoursRead, hourStarts, readHours, USUAL_CLICKS } from "./traffic.js";

/** Pages of 1,000 rows one read of the campaigns goes to, at most. */
const MAX_PAGES = 2;
/** What the hourly read uses of a row: a constant (the client keeps a parser for each such list). */
const CAMPAIGN_HOUR_FIELDS = [...HOUR_FIELDS, ...CAMPAIGN_LEVELS] as const;
/** The days before today a campaign's baseline is read over. */
const BASELINE_DAYS = 7;
const PAGE_ROWS = 1000;
/** The hours back a quiet run may have begun for the campaigns' hourly read to be made. */
const RECENT_HOURS = 48;

export interface TrafficHours {
  /** the account's hours, as `readHours` reads them */
  account: HoursRead;
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

/**
 * `byDay`: the check's read of the level by day, from a week before today at the latest; `told`:
 * the campaigns' stops told (no earlier hours are read for a run told).
 */
export async function readTrafficHours(
  client: PublisherClient,
  now: Date,
  zone: () => string | undefined,
  byDay: SharedSubaccountDays,
  told: Readonly<Record<string, StopMarks>>,
): Promise<TrafficHours> {
  const { today } = networkClock(now, zone());
  const [account, read] = await Promise.all([readHours(client, now, zone), byDay.read()]);
  if (!read.complete) return { account };
  const share = sharesOf(daysWithin(read.days, addDays(today, -BASELINE_DAYS), addDays(today, -1)));
  const busiest = busiestSpan(account.hours, now);
  if (![...share.values()].some((s) => s.clicks * busiest >= USUAL_CLICKS)) return { account };
  const recent = await readCampaignHours(client, now, zone, byDay.level, addDays(today, -1), today);
  if (!recent) return { account };
  const campaigns = { share, account: account.hours, ...recent };
  const needed = earlierHoursNeeded(campaigns, now, told);
  if (needed === undefined) return { account, campaigns };
  // A quiet run that began long enough ago: the hours before it, up to a week back.
  const neededDay = networkClock(new Date(needed), zone()).today;
  const first =
    neededDay < addDays(today, -BASELINE_DAYS) ? addDays(today, -BASELINE_DAYS) : neededDay;
  const earlier = await readCampaignHours(
    client,
    now,
    zone,
    byDay.level,
    first,
    addDays(today, -2),
  );
  if (!earlier) return { account, campaigns };
  for (const [campaign, hours] of earlier.hours) {
    const merged = campaigns.hours.get(campaign) ?? new Map<string, HourFigures>();
    for (const [at, figures] of hours) merged.set(at, figures);
    campaigns.hours.set(campaign, merged);
  }
  return { account, campaigns: { ...campaigns, from: earlier.from } };
}

/** Each value's days from `from` to `to`. */
function daysWithin(all: SubaccountDays, from: string, to: string): SubaccountDays {
  const within: SubaccountDays = new Map();
  for (const [value, byDay] of all) {
    within.set(value, new Map([...byDay].filter(([day]) => day >= from && day <= to)));
  }
  return within;
}

/** Each campaign's share of the account's clicks and conversions over the week read by day. */
function sharesOf(week: SubaccountDays): Map<string, HourFigures> {
  const sums = new Map<string, HourFigures>();
  const all = { clicks: 0, conversions: 0 };
  for (const [campaign, byDay] of week) {
    const sum = { clicks: 0, conversions: 0 };
    for (const totals of byDay.values()) add(sum, figuresOf(totals));
    add(all, sum);
    // Traffic without a value at this level is the account's, no campaign's.
    if (campaign !== "") sums.set(campaign, sum);
  }
  const part = (part: number, whole: number) => (whole > 0 ? part / whole : 0);
  const shares = new Map<string, HourFigures>();
  for (const [campaign, sum] of sums) {
    shares.set(campaign, {
      clicks: part(sum.clicks, all.clicks),
      conversions: part(sum.conversions, all.conversions),
    });
  }
  return shares;
}

/** The most clicks a span of `QUIET_HOURS` of the last two days usually brings the account. */
function busiestSpan(account: Hours, now: Date): number {
  const end = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  let most = 0;
  for (let back = QUIET_HOURS; back <= RECENT_HOURS; back++)
    most = Math.max(most, usualOf(account, end - back * HOUR_MS, QUIET_HOURS).clicks);
  return most;
}

/** Each campaign's hours over the network's days `first` to `last`; undefined past `MAX_PAGES`. */
async function readCampaignHours(
  client: PublisherClient,
  now: Date,
  zone: () => string | undefined,
  level: CampaignLevel,
  first: string,
  last: string,
): Promise<{ hours: Map<string, Map<string, HourFigures>>; from: number } | undefined> {
  const query = {
    group_field: "event_time_hour",
    sub_group: level,
    date_from: first,
    date_to: last,
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
  if (read < total) return undefined;
  const { zone: hoursZone } = networkClock(now, sentZone || zone());
  return { hours: campaigns, from: zonedInstant(first, 0, hoursZone).getTime() };
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
