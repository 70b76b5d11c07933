import type { Api } from "grammy";
import { eachWithWorkers, Semaphore } from "../../../concurrency/index.js";
import type { Job } from "../../../jobs/scheduler.js";
import { hasClientPair } from "../../../storage/index.js";
import { accountTag, tagged } from "../../accounts/label.js";
import { publisherClock } from "../../clock/clock.js";
import type { JobDeps } from "../../core/feature.js";
import { type Connection, connection } from "../../core/publisher.js";
import { zonedInstant } from "../../format/local-time.js";
import { type Speech, speechFor } from "../../speech/speech.js";
import { toTeam } from "../../team/deliver.js";
import { takesNews } from "../../team/store.js";
import { type AccountDigest, combinedDigestText } from "./combined.js";
import { composeDigest, type DigestMessage, sendDigest } from "./deliver.js";
import { type DigestData, gatherDigest } from "./gather.js";
import { digestMessageKeyboard } from "./keyboards.js";
import {
  type DigestSettings,
  digestRecords,
  dueSet,
  RETRY_SET,
  saveSchedule,
  weeklyDue,
} from "./schedule.js";
import {
  type ConnectedAccount,
  sendWeeklyCards,
  WEEKLY_MARK_MS,
  type WeeklyRun,
} from "./weekly.js";

const MINUTES_PER_DAY = 1440;
/** Long enough to cover the local day in any zone, short enough to expire. */
const SENT_MARK_MS = 36 * 60 * 60_000;

interface Due {
  userId: number;
  /** the minute of the day whose set listed the publisher */
  minute: number;
}

export function digestJob(deps: JobDeps): Job {
  const { storage, logger } = deps;
  const records = digestRecords(storage);
  const marks = storage.records<number>("digest-tick");
  const api = new Semaphore(deps.settings.digestApiConcurrency);
  const { outbox } = deps;
  // Enough digests in the making to keep the API slots busy and the next sends ready; every one
  // more would only hold its data (and chart) in memory while it waits for its turn to send.
  const workers =
    deps.settings.digestApiConcurrency + Math.ceil(deps.settings.telegramSendRate / 5);

  async function dueSince(now: Date): Promise<{ due: Due[]; minute: number }> {
    const minute = Math.floor(now.getTime() / 60_000);
    const last = await marks.get("last-minute");
    // A clock that went back, or a first run: just this minute. Never more than a day back. The
    // last minute done is read again: a digest set for that minute after its tick ran is due too
    // (the card said "today"); one sent already is not sent twice (lastSent, the once-mark).
    const first =
      last !== undefined && last < minute ? Math.max(last, minute - MINUTES_PER_DAY + 1) : minute;
    const due = new Map<number, number>();
    for (let m = first; m <= minute; m++) {
      const ofDay = m % MINUTES_PER_DAY;
      for (const userId of await storage.sets.members(dueSet(ofDay))) due.set(userId, ofDay);
    }
    // Digests whose last try failed: due again at the minute they are indexed under.
    for (const userId of await storage.sets.members(RETRY_SET)) {
      const indexed = (await records.get(userId))?.indexed;
      if (indexed === undefined) await storage.sets.remove(RETRY_SET, userId);
      else if (!due.has(userId)) due.set(userId, indexed);
    }
    return { due: [...due].map(([userId, m]) => ({ userId, minute: m })), minute };
  }

  async function visit({ userId, minute }: Due, now: Date): Promise<void> {
    const settings = await records.get(userId);
    if (!(settings?.enabled || settings?.weekly) || settings.indexed !== minute) {
      // Left behind by a change of settings or a crash mid-change.
      await storage.sets.remove(dueSet(minute), userId);
      return;
    }
    const speech = await speechFor(deps, userId, settings.language);
    // The publisher's clock at the tick: the day it is for them is the day the digest is sent for.
    const { zone, today } = publisherClock(speech, now);
    const due = zonedInstant(today, settings.at, zone).getTime();
    const daily = settings.enabled && settings.lastSent !== today && due <= now.getTime();
    const weekly = weeklyDue(now, settings, zone);
    if (!daily && !weekly) {
      // Not due after all (daylight-saving time moved it; the weekly card waits for Monday):
      // index it where it belongs.
      await saveSchedule(storage, userId, settings, zone, now);
      return;
    }
    if (daily) {
      const sent = await deliverDigests(userId, settings, speech, today, now);
      if (!(await record(userId, sent, { lastSent: today }, zone, now))) return;
    }
    if (weekly) {
      const accounts = await connectedAccounts(userId);
      const sent =
        accounts.length === 0
          ? undefined
          : await sendWeeklyCards(deps, userId, accounts, speech, now, weeklyRun);
      await record(userId, sent, { weeklySent: today }, zone, now);
    }
  }

  /**
   * Records what a delivery did: `done` (the day it was for) once sent; everything off when the
   * chat is gone (false) or no account is connected any more (undefined). Whether to go on.
   */
  async function record(
    userId: number,
    sent: boolean | undefined,
    done: Pick<DigestSettings, "lastSent" | "weeklySent">,
    zone: string,
    now: Date,
  ): Promise<boolean> {
    // Read again: the publisher may have changed their settings while it was made.
    const latest = await records.get(userId);
    if (!latest) return false;
    const reached = sent === true;
    const next: DigestSettings = {
      ...latest,
      ...(sent !== undefined && done),
      enabled: latest.enabled && reached,
      weekly: Boolean(latest.weekly) && reached,
    };
    await saveSchedule(storage, userId, next, zone, now);
    return reached;
  }

  /** An account's figures for the digest. */
  function gather({ client, secrets }: Connection, today: string, now: Date): Promise<DigestData> {
    return gatherDigest(client, {
      today,
      now,
      knownZone: () => deps.api.statisticsZone,
      hasClaims: hasClientPair(secrets),
      claimStatuses: deps.config.claims.statuses,
      limit: (call) => api.run(call),
    });
  }

  /**
   * Today's digests of the publisher's accounts: one per account (tagged when there are several),
   * or one for all when they chose so. Each is made once a day by its own mark: a send that fails
   * (it may pass) throws, so the next tick retries what is not sent yet. Whether they reached
   * them (false: the chat is gone); undefined when no account is connected any more.
   */
  async function deliverDigests(
    userId: number,
    settings: DigestSettings,
    speech: Speech,
    today: string,
    now: Date,
  ): Promise<boolean | undefined> {
    const accounts = await connectedAccounts(userId);
    if (accounts.length === 0) return undefined;
    if (accounts.length > 1 && settings.combined) {
      const parts: AccountDigest[] = [];
      for (const { account, connected } of accounts) {
        const data = await gather(connected, today, now);
        parts.push({ account, data });
        // Team groups get the account's own digest, whatever its owner chose to read.
        if (await takesNews(storage, account.id, "digest"))
          await teamDigest(
            account.id,
            await composeDigest(data, speech, now, deps.charts, deps.config, account.no),
            speech,
            today,
          );
      }
      const message = {
        text: combinedDigestText(parts, speech, now),
        // One message for every account: its day in detail opens the active one's.
        keyboard: digestMessageKeyboard(speech, deps.config, parts[0]?.data.day ?? today, now, 0),
      };
      return send(`digest-all:${userId}:${today}`, userId, message);
    }
    let reached = true;
    for (const { account, connected } of accounts) {
      const data = await gather(connected, today, now);
      const message = await composeDigest(data, speech, now, deps.charts, deps.config, account.no);
      const tag = accounts.length > 1 ? accountTag(speech.t, account) : undefined;
      const delivered = await send(`digest:${account.id}:${today}`, userId, {
        ...message,
        text: tagged(tag, message.text),
      });
      reached &&= delivered;
      await teamDigest(account.id, message, speech, today);
    }
    return reached;
  }

  /** The account's digest in its team groups that take it (without the owner's buttons). */
  function teamDigest(accountId: number, message: DigestMessage, speech: Speech, today: string) {
    return toTeam(deps, accountId, {
      news: "digest",
      about: {},
      key: `digest:${today}`,
      keepMs: SENT_MARK_MS,
      send: (api, chatId, tag) =>
        sendDigest(api, chatId, {
          text: tagged(tag, message.text),
          ...(message.chart && { chart: message.chart }),
        }),
      t: speech.t,
    });
  }

  /** The publisher's accounts whose credentials are still stored (the others are skipped). */
  async function connectedAccounts(userId: number): Promise<ConnectedAccount[]> {
    const found: ConnectedAccount[] = [];
    for (const account of await storage.accounts.peek(userId)) {
      const connected = await connection(deps, account.id);
      if (connected) found.push({ account, connected });
    }
    return found;
  }

  /** A digest, once by its key; counted when Telegram took it. */
  async function send(key: string, chatId: number, message: DigestMessage): Promise<boolean> {
    const deliver = (api: Api) => sendDigest(api, chatId, message, () => outbox.turn());
    const sent = await once(key, chatId, deliver, SENT_MARK_MS);
    if (sent === "now") deps.metrics?.digestsSent.inc();
    return sent !== "gone";
  }

  /** Last week's cards go through the job's API slots, once each by their own mark. */
  const weeklyRun: WeeklyRun = {
    limit: (call) => api.run(call),
    send: async (key, chatId, deliver) =>
      (await once(key, chatId, deliver, WEEKLY_MARK_MS)) !== "gone",
  };

  /**
   * Sends once by `key`: "now", or "before" (sent already, by this instance or another), or
   * "gone" when the chat takes no more messages. A send being made elsewhere, or one that failed
   * for a reason that may pass, throws: the next tick looks again.
   */
  async function once(
    key: string,
    chatId: number,
    deliver: (api: Api) => Promise<unknown>,
    keepMs: number,
  ): Promise<"now" | "before" | "gone"> {
    const delivery = await outbox.deliverOnce(key, chatId, deliver, { keepMs });
    if ("already" in delivery) return "before";
    // Another sender holds it unconfirmed (or died mid-send): the next tick looks again.
    if ("busy" in delivery) throw new Error("the push is being sent elsewhere");
    return delivery.sent ? "now" : "gone";
  }

  return {
    name: "digest",
    cron: deps.settings.digestTickCron,
    async run(now) {
      const { due, minute } = await dueSince(now);
      await eachWithWorkers(due, workers, async (entry) => {
        try {
          await visit(entry, now);
          await storage.sets.remove(RETRY_SET, entry.userId);
        } catch (error) {
          logger.warn({ err: error, userId: entry.userId }, "digest not sent; retried next tick");
          await storage.sets.add(RETRY_SET, entry.userId).catch(() => undefined);
        }
      });
      await marks.set("last-minute", minute);
    },
  };
}
