import { eachWithWorkers, Semaphore } from "../../../concurrency/index.js";
import type { Job } from "../../../jobs/scheduler.js";
import type { JobDeps } from "../../core/feature.js";
import { localDate, zonedInstant } from "../../format/local-time.js";
import { speechFor } from "../../speech/speech.js";
import { composeDigest, sendDigest } from "./deliver.js";
import { gatherDigest } from "./gather.js";
import { type DigestSettings, digestRecords, dueSet, RETRY_SET, saveSchedule } from "./schedule.js";

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
    if (!settings?.enabled || settings.indexed !== minute) {
      // Left behind by a change of settings or a crash mid-change.
      await storage.sets.remove(dueSet(minute), userId);
      return;
    }
    const speech = await speechFor(storage, userId, settings.language);
    const { zone } = speech;
    const today = localDate(now, zone);
    const due = zonedInstant(today, settings.at, zone).getTime();
    if (settings.lastSent === today || due > now.getTime()) {
      // Not due today after all (daylight-saving time moved it): index it where it belongs.
      await saveSchedule(storage, userId, settings, zone, now);
      return;
    }
    const secrets = await storage.vault.get(userId);
    if (!secrets) {
      await saveSchedule(storage, userId, { ...settings, enabled: false }, zone, now);
      return;
    }
    const data = await gatherDigest(deps.api.forPublisher(secrets), {
      today,
      now,
      knownZone: () => deps.api.statisticsZone,
      hasClaims: Boolean(secrets.clientId && secrets.clientSecret),
      claimStatuses: deps.config.claims.statuses,
      limit: (call) => api.run(call),
    });
    const message = await composeDigest(data, speech, deps.charts, deps.config);
    // Made once a day: a send that fails (it may pass) stays due, and the next tick retries it.
    const delivery = await outbox.deliverOnce(
      `digest:${userId}:${today}`,
      userId,
      (api) => sendDigest(api, userId, message, () => outbox.turn()),
      { keepMs: SENT_MARK_MS },
    );
    if ("already" in delivery) return;
    // Another sender holds it unconfirmed (or died mid-send): the next tick looks again.
    if ("busy" in delivery) throw new Error("the digest is being sent elsewhere");
    const sent = delivery.sent;
    if (sent) deps.metrics?.digestsSent.inc();
    const latest = (await records.get(userId)) ?? settings;
    const next: DigestSettings = { ...latest, lastSent: today, enabled: latest.enabled && sent };
    await saveSchedule(storage, userId, next, zone, now);
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
