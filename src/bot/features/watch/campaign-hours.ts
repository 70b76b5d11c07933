/**
 * The traffic rule's read when campaigns are watched: clicks and conversions per hour and per
 * campaign (the values of the subaccount level the publisher picked) in one statistics report,
 * `event_time_hour` with `sub_group` the level. The account's hours are the sum of its rows (every
 * row is one hour of one value, the empty value included), so this read replaces the account's
 * own hour read rather than adding to it.
 *
 * Rows: only the days the rule compares (the last complete hours and the same hours seven days
 * before: eight network days, nine when those hours cross midnight), 1,000 a page, read page by
 * page. A publisher with a few campaigns fits one page (no call more than the account's read);
 * each further 1,000 rows (about five campaigns with traffic in every hour) costs one call more.
 * Past `MAX_PAGES` the campaigns are too many to read each check: the account's hours are read
 * alone (as without campaigns) and no campaign is judged.
 */
import { type PublisherClient, pages, statisticsLabel } from "../../../publisher-api/index.js";
import { networkClock } from "../../reports/network-day.js";
import { conversions, totalsOf } from "../../reports/totals.js";
import { type HourFigures, hourStart, QUIET_HOURS, readHours } from "./traffic.js";

export const CAMPAIGN_LEVELS = [
  "subaccount",
  "subaccount2",
  "subaccount3",
  "subaccount4",
  "subaccount5",
] as const;
export type CampaignLevel = (typeof CAMPAIGN_LEVELS)[number];

/** Pages of 1,000 rows one check reads at most: 9 days of 24 hours for 23 campaigns. */
export const MAX_PAGES = 5;
const PAGE_ROWS = 1000;
const HOUR_MS = 3_600_000;

export interface TrafficHours {
  /** the account's hours, as `readHours` reads them */
  account: Map<string, HourFigures>;
  /** campaign name → its hours; absent when they were too many to read */
  campaigns?: Map<string, Map<string, HourFigures>>;
}

export async function readTrafficHours(
  client: PublisherClient,
  now: Date,
  zone: () => string | undefined,
  level: CampaignLevel,
): Promise<TrafficHours> {
  const lastHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const firstCompared = new Date(lastHour - (QUIET_HOURS + 7 * 24) * HOUR_MS);
  const query = {
    group_field: "event_time_hour",
    sub_group: level,
    date_from: networkClock(firstCompared, zone()).today,
    date_to: networkClock(now, zone()).today,
  } as const;
  const account = new Map<string, HourFigures>();
  const campaigns = new Map<string, Map<string, HourFigures>>();
  let read = 0;
  let total = 0;
  let sentZone: string | undefined;
  const report = pages(
    async (p) => {
      const answer = await client.statistics.general({ ...query, ...p });
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
    for (const item of page.items) {
      const label = statisticsLabel(item, "event_time_hour");
      const at = label ? hourStart(label, hoursZone) : undefined;
      if (!at) continue;
      const totals = totalsOf(item);
      const figures = { clicks: totals.clicks, conversions: conversions(totals) };
      add(account, at, figures);
      const name = statisticsLabel(item, level) ?? "";
      // Traffic without a value at this level is the account's, no campaign's.
      if (name.trim() === "") continue;
      const hours = campaigns.get(name) ?? new Map<string, HourFigures>();
      campaigns.set(name, hours);
      add(hours, at, figures);
    }
  }
  if (read < total) return { account: await readHours(client, now, zone) };
  return { account, campaigns };
}

function add(hours: Map<string, HourFigures>, at: string, figures: HourFigures): void {
  const sum = hours.get(at) ?? { clicks: 0, conversions: 0 };
  sum.clicks += figures.clicks;
  sum.conversions += figures.conversions;
  hours.set(at, sum);
}
