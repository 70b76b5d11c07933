/**
 * The autopost jobs. `autopost` (AUTOPOST_POLL_CRON) checks every live channel for new coupons
 * and posts them, and edits the posts of coupons that expired since; `autopost-daily` (on the
 * digest's minute tick) sends the daily post of channels whose local time has come. Both visit
 * only the publishers in the autopost set. The once-marks make every coupon go out once per
 * channel even when two instances run the same tick.
 */
import { eachWithWorkers } from "../../../concurrency/index.js";
import type { Job } from "../../../jobs/scheduler.js";
import type { PublisherClient } from "../../../publisher-api/index.js";
import type { JobDeps } from "../../core/feature.js";
import { connection } from "../../core/publisher.js";
import { localDate, zonedInstant } from "../../format/local-time.js";
import { zoneFor } from "../../speech/speech.js";
import { follows, newCoupons, newestCouponId, startedWaiting } from "./coupons.js";
import {
  DAILY_MAX,
  markExpiredPosts,
  type PostingDeps,
  type PostOutcome,
  postCoupons,
  postDaily,
} from "./publish.js";
import {
  type ChannelSetup,
  changeChannel,
  channelOf,
  readAutopost,
  USERS_SET,
  type Waiting,
} from "./store.js";

/** Publishers visited at once (each one's channels go in parallel, each paced on its own). */
const WORKERS = 4;
const DAILY_MARK_TTL_MS = 36 * 3600_000;

/**
 * Posts what is new in one channel: each coupon on its own (live) or one post of the first few
 * (daily). `max` caps a live check (the "post now" button); the rest waits for the next check.
 * The watermark moves past what was seen, unless the bot lost its rights half-way.
 */
export function checkChannel(
  posting: PostingDeps,
  client: PublisherClient,
  userId: number,
  setup: ChannelSetup,
  now: Date,
  max?: number,
): Promise<PostOutcome> {
  // One check of a chat at a time across instances (a tick and a "post now" button), so the
  // chat's pace holds; the marks alone would already keep each coupon to one post.
  return posting.storage.locks.hold(`autopost:${setup.chatId}`, async () => {
    const latest = (await channelOf(posting.storage, userId, setup.chatId)) ?? setup;
    return checkLatest(posting, client, userId, latest, now, max);
  });
}

async function checkLatest(
  posting: PostingDeps,
  client: PublisherClient,
  userId: number,
  setup: ChannelSetup,
  now: Date,
  max?: number,
): Promise<PostOutcome> {
  if (setup.paused) return { posted: 0, lostRights: false };
  if (setup.watermark === undefined) {
    // Set up while the API was down: what exists now is the baseline, not news.
    const watermark = await newestCouponId(client);
    await changeChannel(posting.storage, userId, setup.chatId, (c) => ({ ...c, watermark }));
    return { posted: 0, lostRights: false };
  }
  const [fresh, started] = await Promise.all([
    newCoupons(posting.storage, client, setup, now),
    startedWaiting(posting.storage, client, setup, now),
  ]);
  // Coupons that waited for their start are older than the new ones: they go first.
  const waited = new Set(started.coupons.map((c) => c.id));
  const coupons = [...started.coupons, ...fresh.coupons.filter((c) => !waited.has(c.id))];
  const cap = setup.schedule === "daily" ? DAILY_MAX : max;
  const batch = cap === undefined ? coupons : coupons.slice(0, cap);
  const outcome =
    setup.schedule === "daily"
      ? await postDaily(posting, userId, setup, batch)
      : await postCoupons(posting, userId, setup, batch);
  if (outcome.lostRights) return outcome;
  const seen =
    outcome.unsentFrom !== undefined
      ? outcome.unsentFrom - 1
      : batch.length < coupons.length
        ? batch.at(-1)?.id
        : fresh.highest;
  const unsent = batch.findIndex((c) => c.id === outcome.unsentFrom);
  const settled = batch.slice(0, unsent < 0 ? batch.length : unsent).map((c) => c.id);
  const listed = [...waited, ...started.later.map((w) => w.id)];
  const gone = started.asked.filter((id) => !listed.includes(id));
  await changeChannel(posting.storage, userId, setup.chatId, (c) => ({
    ...c,
    watermark: seen === undefined ? c.watermark : Math.max(c.watermark ?? 0, seen),
    waiting: nextWaiting(
      c.waiting ?? [],
      [...settled, ...gone],
      [...started.later, ...fresh.waiting],
    ),
  }));
  return outcome;
}

/** At most this many coupons wait for their start per channel (the soonest kept). */
const WAITING_KEPT = 100;

/** The channel's waiting coupons, less those done with, with those found (or moved) this check. */
function nextWaiting(
  waiting: readonly Waiting[],
  done: readonly number[],
  found: readonly Waiting[],
): Waiting[] | undefined {
  const byId = new Map(waiting.map((w) => [w.id, w]));
  for (const w of found) byId.set(w.id, w);
  for (const id of done) byId.delete(id);
  const next = [...byId.values()].sort((a, b) => a.from - b.from).slice(0, WAITING_KEPT);
  return next.length > 0 ? next : undefined;
}

export function autopostJobs(deps: JobDeps): Job[] {
  const { storage, logger } = deps;
  const posting: PostingDeps = {
    outbox: deps.outbox,
    storage,
    speeches: deps.speeches,
    logger,
    perMinute: deps.settings.autopostChannelRate,
    now: () => deps.now(),
  };

  async function eachChannel(
    now: Date,
    pick: (setup: ChannelSetup, userId: number) => boolean | Promise<boolean>,
    work: (client: PublisherClient, userId: number, setup: ChannelSetup) => Promise<unknown>,
  ): Promise<void> {
    const users = await storage.sets.members(USERS_SET);
    await eachWithWorkers(users, WORKERS, async (userId) => {
      try {
        const record = await readAutopost(storage, userId);
        if (!record || record.channels.length === 0) {
          await storage.sets.remove(USERS_SET, userId);
          return;
        }
        const picked: ChannelSetup[] = [];
        for (const setup of record.channels) if (await pick(setup, userId)) picked.push(setup);
        if (picked.length === 0) return;
        // Disconnected meanwhile: skipped.
        const client = (await connection(deps, userId))?.client;
        if (!client) return;
        await Promise.all(
          picked.map((setup) =>
            work(client, userId, setup).catch((error: unknown) => {
              logger.warn({ err: error, userId, chatId: setup.chatId }, "autopost check failed");
            }),
          ),
        );
      } catch (error) {
        logger.warn({ err: error, userId, at: now.toISOString() }, "autopost visit failed");
      }
    });
  }

  const poll: Job = {
    name: "autopost",
    cron: deps.settings.autopostPollCron,
    run: (now) =>
      eachChannel(
        now,
        (setup) => !setup.paused && (setup.schedule === "live" || setup.markExpired),
        async (client, userId, setup) => {
          if (setup.schedule === "live" && follows(setup)) {
            const outcome = await checkChannel(posting, client, userId, setup, now);
            if (outcome.lostRights) return;
          }
          await markExpiredPosts(posting, client, userId, setup, now);
        },
      ),
  };

  const daily: Job = {
    name: "autopost-daily",
    cron: deps.settings.digestTickCron,
    run: (now) =>
      eachChannel(
        now,
        async (setup, userId) => {
          if (setup.paused || setup.schedule !== "daily" || !follows(setup)) return false;
          const zone = await zoneFor(storage, userId);
          const today = localDate(now, zone);
          return setup.lastDaily !== today && zonedInstant(today, setup.at, zone) <= now;
        },
        async (client, userId, setup) => {
          const zone = await zoneFor(storage, userId);
          const today = localDate(now, zone);
          // The publisher's id right after the kind: /disconnect finds it (storage/owned-keys.ts).
          const mark = `autopost-daily:${userId}:${setup.chatId}:${today}`;
          const hold = await storage.once.hold(mark, DAILY_MARK_TTL_MS);
          if (!hold) return;
          try {
            await checkChannel(posting, client, userId, setup, now);
          } catch (error) {
            // Not posted (the API or Telegram failed): the day's post stays due for the next tick.
            await hold.release().catch(() => undefined);
            throw error;
          }
          await changeChannel(storage, userId, setup.chatId, (c) => ({ ...c, lastDaily: today }));
        },
      ),
  };

  return [poll, daily];
}
