/**
 * What each limit's figure is now, from as few statistics reads as the limits allow: one read by
 * network day per grouping they need (by offer for the account's and the offers' limits, the
 * account's summed from it; by each campaign level in use), over the longest window any of them
 * asks, every limit's window summed from the daily rows. The check's own read of its campaign
 * level by day (subaccount-days.ts, which the campaigns' baseline reads too) answers the limits
 * on that level, and the account's when no offer is read. A failed read throws: the check is
 * postponed, never judged on a missing answer. A window without clicks, or read only in part, has
 * no figure.
 */
import { eachItem, type PublisherClient } from "../../../../publisher-api/index.js";
import { addDays } from "../../../format/local-time.js";
import { networkClock } from "../../../reports/network-day.js";
import {
  addInto,
  earned,
  ratesOf,
  TOTALS_SOURCE,
  type Totals,
  totalsOf,
  zeroTotals,
} from "../../../reports/totals.js";
import type { CampaignLevel } from "../campaign-levels.js";
import {
  dayOf,
  readSubaccountDays,
  type SharedSubaccountDays,
  type SubaccountDaysRead,
} from "../subaccount-days.js";
import type { LimitFigure, WatchLimit } from "./limit.js";

/** How the rows of one read are told apart: by offer, by a campaign level, or not at all. */
type Grouping = "account" | "action_id" | CampaignLevel;

/** key (offer id, campaign name, or "" for the account) → network day → totals; undefined: read in part */
type Daily = Map<string, Map<string, Totals>> | undefined;

const PAGE = 1000;
const FIELDS = [...TOTALS_SOURCE, "eventTime", "actionID"] as const;

function groupingOf(limit: WatchLimit, offersRead: boolean): Grouping {
  if (limit.scope.kind === "campaign") return limit.scope.level;
  return limit.scope.kind === "offer" || offersRead ? "action_id" : "account";
}

/** The reads the limits need, each with the longest window asked of it. */
export function readsFor(limits: readonly WatchLimit[]): Map<Grouping, number> {
  const offersRead = limits.some((limit) => limit.scope.kind === "offer");
  const reads = new Map<Grouping, number>();
  for (const limit of limits) {
    const grouping = groupingOf(limit, offersRead);
    reads.set(grouping, Math.max(reads.get(grouping) ?? 0, limit.days));
  }
  return reads;
}

/** The longest window of the limits the check's read of `level` by day answers (0: none). */
export function daysAskedOf(limits: readonly WatchLimit[], level: CampaignLevel): number {
  const reads = readsFor(limits);
  return Math.max(reads.get(level) ?? 0, reads.get("account") ?? 0);
}

/** Each limit's figure now (undefined: nothing to judge by), by limit id. */
export async function limitValues(
  client: PublisherClient,
  limits: readonly WatchLimit[],
  now: Date,
  zone: () => string | undefined,
  byDay: SharedSubaccountDays,
): Promise<Map<string, number | undefined>> {
  const { today } = networkClock(now, zone());
  const reads = readsFor(limits);
  const readOf = async (grouping: Grouping, days: number): Promise<Daily> => {
    const from = addDays(today, 1 - days);
    const shared = grouping === byDay.level || grouping === "account";
    if (shared && byDay.from <= from && byDay.to >= today) return whole(byDay.read());
    // A campaign level other than the card's (a limit set before the level changed).
    if (grouping !== "account" && grouping !== "action_id")
      return whole(readSubaccountDays(client, grouping, from, today));
    return dailyRows(client, grouping, from, today);
  };
  const read = new Map(
    await Promise.all(
      [...reads].map(async ([grouping, days]) => [grouping, await readOf(grouping, days)] as const),
    ),
  );
  const offersRead = reads.has("action_id");
  const values = new Map<string, number | undefined>();
  for (const limit of limits) {
    const daily = read.get(groupingOf(limit, offersRead));
    if (!daily) {
      values.set(limit.id, undefined);
      continue;
    }
    const from = addDays(today, 1 - limit.days);
    const keys =
      limit.scope.kind === "account"
        ? [...daily.keys()]
        : [limit.scope.kind === "offer" ? limit.scope.offerId : limit.scope.name];
    const sum = zeroTotals();
    for (const key of keys) {
      for (const [day, totals] of daily.get(key) ?? []) if (day >= from) addInto(sum, totals);
    }
    values.set(limit.id, figureOf(sum, limit.figure));
  }
  return values;
}

/** The figure as /stats shows it (totals.ts): undefined where the window had no clicks. */
export function figureOf(totals: Totals, figure: LimitFigure): number | undefined {
  if (totals.clicks === 0) return undefined;
  if (figure === "commission") return earned(totals);
  return ratesOf(totals)[figure];
}

/** The days of a level's read, unless it was read only in part. */
async function whole(read: Promise<SubaccountDaysRead>): Promise<Daily> {
  const { days, complete } = await read;
  return complete ? days : undefined;
}

/** The account's days, or each offer's. */
async function dailyRows(
  client: PublisherClient,
  grouping: "account" | "action_id",
  from: string,
  to: string,
): Promise<Map<string, Map<string, Totals>>> {
  const page = (p: { start: number; limit: number }) =>
    client.statistics.general(
      {
        group_field: "event_time_day",
        ...(grouping !== "account" && { sub_group: grouping }),
        date_from: from,
        date_to: to,
        ...p,
      },
      { fields: FIELDS },
    );
  const daily = new Map<string, Map<string, Totals>>();
  for await (const item of eachItem(page, { limit: PAGE })) {
    const day = dayOf(item.eventTime);
    if (!day) continue;
    const key = grouping === "account" ? "" : item.actionID?.trim();
    if (!key) continue;
    const days = daily.get(key) ?? new Map<string, Totals>();
    days.set(day, addInto(days.get(day) ?? zeroTotals(), totalsOf(item)));
    daily.set(key, days);
  }
  return daily;
}
