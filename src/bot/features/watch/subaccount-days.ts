/**
 * One statistics read by network day and by the values of one subaccount level (`event_time_day`
 * with `sub_group` the level): each value's totals on each day. The campaigns' baseline reads the
 * seven days before today from it; the publisher's limits on a campaign read the same grouping
 * over up to 30 days, so one read over the longest window both need can answer both.
 *
 * Rows are read 1,000 a page, at most `maxPages` pages: a publisher who writes a new value in
 * every click (a click id as subaccount) has more than a check can read, and `complete` is false
 * (what was read is not every value's, so nothing may be judged from it).
 */
import {
  eachItem,
  type PublisherClient,
  type StatisticsItem,
} from "../../../publisher-api/index.js";
import { addInto, TOTALS_SOURCE, type Totals, totalsOf, zeroTotals } from "../../reports/totals.js";
import { CAMPAIGN_LEVELS, type CampaignLevel } from "./campaign-levels.js";

/** value (the empty value: traffic without one) → network day (yyyy-mm-dd) → its totals */
export type SubaccountDays = Map<string, Map<string, Totals>>;

const PAGE_ROWS = 1000;
const FIELDS = [...TOTALS_SOURCE, "eventTime", ...CAMPAIGN_LEVELS] as const;

export interface SubaccountDaysRead {
  days: SubaccountDays;
  /** false: more rows than `maxPages` pages hold, so the values read are not all of them */
  complete: boolean;
}

/** The read a check shares: its level, its window, and the read itself, made once when first asked. */
export interface SharedSubaccountDays {
  level: CampaignLevel;
  from: string;
  to: string;
  read(): Promise<SubaccountDaysRead>;
}

export function sharedSubaccountDays(
  client: PublisherClient,
  level: CampaignLevel,
  from: string,
  to: string,
): SharedSubaccountDays {
  let made: Promise<SubaccountDaysRead> | undefined;
  return {
    level,
    from,
    to,
    read: () => {
      made ??= readSubaccountDays(client, level, from, to);
      return made;
    },
  };
}

export async function readSubaccountDays(
  client: PublisherClient,
  level: CampaignLevel,
  from: string,
  to: string,
  maxPages = 2,
): Promise<SubaccountDaysRead> {
  let total = 0;
  let read = 0;
  const page = async (p: { start: number; limit: number }) => {
    const answer = await client.statistics.general(
      { group_field: "event_time_day", sub_group: level, date_from: from, date_to: to, ...p },
      { fields: FIELDS },
    );
    total = answer.total;
    return answer;
  };
  const days: SubaccountDays = new Map();
  for await (const item of eachItem(page, { limit: PAGE_ROWS, maxPages })) {
    read++;
    const day = dayOf(item.eventTime);
    if (!day) continue;
    const value = campaignOf(item, level);
    const byDay = days.get(value) ?? new Map<string, Totals>();
    byDay.set(day, addInto(byDay.get(day) ?? zeroTotals(), totalsOf(item)));
    days.set(value, byDay);
  }
  return { days, complete: read >= total };
}

/** The row's value at the level, trimmed ("" for traffic without one). */
export function campaignOf(
  item: Partial<Pick<StatisticsItem, CampaignLevel>>,
  level: CampaignLevel,
): string {
  return item[level]?.trim() ?? "";
}

/** The row's network day, yyyy-mm-dd, as the API writes it ("2026-06-10", "10.06.2026 00:00:00 MSK"). */
export function dayOf(label: string | undefined): string | undefined {
  const text = label?.trim() ?? "";
  if (/^\d{4}-\d{2}-\d{2}/u.test(text)) return text.slice(0, 10);
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})/u.exec(text);
  if (!dotted) return undefined;
  const [, d = "", m = "", y = ""] = dotted;
  return `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
}
