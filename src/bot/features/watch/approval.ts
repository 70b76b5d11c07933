/**
 * An offer whose approval rate fell: of the conversions the network decided on the last day it
 * closed, far fewer approved than over the 30 days before. Counted over decided conversions only
 * (approved against approved + cancelled), since a recent day's are mostly still pending; and only
 * where both periods decided enough to say anything. Read once a network day, two calls.
 */
import type { PublisherClient, StatisticsItem } from "../../../publisher-api/index.js";
import { addDays } from "../../format/local-time.js";
import { lastClosedDay, networkClock } from "../../reports/network-day.js";
import { totalsOf } from "../../reports/totals.js";

/** Points the rate must fall by to be told. */
export const APPROVAL_DROP_POINTS = 20;
const MIN_DAY_DECIDED = 5;
const MIN_MONTH_DECIDED = 20;

export interface ApprovalDrop {
  offerId: string;
  offer: string;
  day: string;
  /** approval rates, percent */
  from: number;
  to: number;
}

interface Decided {
  name: string;
  approved: number;
  decided: number;
}

function decidedByOffer(items: readonly StatisticsItem[]): Map<string, Decided> {
  const offers = new Map<string, Decided>();
  for (const item of items) {
    const id = item.actionID ?? "";
    if (!id) continue;
    const t = totalsOf(item);
    const approved = t.leadsApproved + t.salesApproved;
    const sum = offers.get(id) ?? {
      name: (item.actionName ?? "").trim() || id,
      approved: 0,
      decided: 0,
    };
    sum.approved += approved;
    sum.decided += approved + t.leadsCancelled + t.salesCancelled;
    offers.set(id, sum);
  }
  return offers;
}

/** The network's last closed day, and the drops on it; undefined when `done` is that day already. */
export async function approvalDrops(
  client: PublisherClient,
  now: Date,
  zone: () => string | undefined,
  done: string | undefined,
): Promise<{ day: string; drops: ApprovalDrop[] } | undefined> {
  const day = lastClosedDay(networkClock(now, zone()));
  if (done === day) return undefined;
  const read = (from: string, to: string) =>
    client.statistics.general({
      group_field: "action_id",
      date_from: from,
      date_to: to,
      limit: 1000,
    });
  const [last, month] = await Promise.all([
    read(day, day),
    read(addDays(day, -30), addDays(day, -1)),
  ]);
  const before = decidedByOffer(month.items);
  const drops: ApprovalDrop[] = [];
  for (const [offerId, now] of decidedByOffer(last.items)) {
    const was = before.get(offerId);
    if (!was || now.decided < MIN_DAY_DECIDED || was.decided < MIN_MONTH_DECIDED) continue;
    const from = (was.approved / was.decided) * 100;
    const to = (now.approved / now.decided) * 100;
    if (from - to > APPROVAL_DROP_POINTS) drops.push({ offerId, offer: now.name, day, from, to });
  }
  return { day, drops };
}
