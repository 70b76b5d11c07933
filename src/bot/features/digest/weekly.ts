/**
 * The weekly report card, opt-in on /digest's card: on the publisher's Monday at the digest's hour,
 * last week's card (the network's last week, as /report names it at that moment) for each of their
 * connected accounts, tagged when there are several, with its picture, caption and CSV button.
 * Each card is sent once per account and week by its own mark (several instances, a restart, a
 * retry after a failure); the account's team groups get it where their routes say, once each.
 */
import type { Api } from "grammy";
import type { AccountEntry } from "../../../storage/index.js";
import { accountTag } from "../../accounts/label.js";
import type { JobDeps } from "../../core/feature.js";
import type { Connection } from "../../core/publisher.js";
import { reportCard, sendCard } from "../../report-card/index.js";
import { learnedNetworkClock } from "../../reports/network-day.js";
import { presetPeriod } from "../../reports/period.js";
import type { Speech } from "../../speech/speech.js";
import { toTeam } from "../../team/deliver.js";

/** Longer than any retry of one Monday's card: a week's card is never sent twice. */
export const WEEKLY_MARK_MS = 8 * 24 * 60 * 60_000;

export interface ConnectedAccount {
  account: AccountEntry;
  connected: Connection;
}

/** How the job lets the cards go: its API slots, and its once-delivery to the owner's chat. */
export interface WeeklyRun {
  /** runs one account's reads within the job's API slots */
  limit: <T>(call: () => Promise<T>) => Promise<T>;
  /** sends once by `key`: true when sent (or sent before), false when the chat is gone */
  send: (key: string, chatId: number, deliver: (api: Api) => Promise<unknown>) => Promise<boolean>;
}

/**
 * Last week's card of each account to the publisher and its team groups. Whether it reached them
 * (false: the chat takes no more messages); a send that may pass throws, to be retried next tick.
 */
export async function sendWeeklyCards(
  deps: JobDeps,
  userId: number,
  accounts: readonly ConnectedAccount[],
  speech: Speech,
  now: Date,
  run: WeeklyRun,
): Promise<boolean> {
  let reached = true;
  for (const { account, connected } of accounts) {
    const { client } = connected;
    const { card, week } = await run.limit(async () => {
      // The network's clock, as /report's "last week" reads it at the same moment.
      const clock = await learnedNetworkClock(client, () => deps.api.statisticsZone, now);
      const period = presetPeriod("last-week", clock);
      // Its buttons act for this account, whichever is active when they are pressed.
      const request = { period, preset: "last-week" as const, now, account: account.no };
      return {
        card: await reportCard(deps, client, account.id, request, speech),
        week: period.from,
      };
    });
    const tag = accounts.length > 1 ? accountTag(speech.t, account) : undefined;
    const delivered = await run.send(`weekly-card:${account.id}:${week}`, userId, (api) =>
      sendCard(api, userId, card, { tag }),
    );
    reached &&= delivered;
    await toTeam(deps, account.id, {
      news: "digest",
      about: {},
      key: `weekly-card:${week}`,
      keepMs: WEEKLY_MARK_MS,
      // The card's buttons are its owner's: a group gets the picture and the caption.
      send: (api, chatId, groupTag) =>
        sendCard(api, chatId, card, { keyboard: false, tag: groupTag }),
      t: speech.t,
    });
  }
  return reached;
}
