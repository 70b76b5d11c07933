/**
 * The watch job: every WATCH_TICK_CRON tick visits the publishers whose watch is on and checks
 * those whose last check is an hour old (so checks spread over the hour by when each publisher
 * switched on). A check reads the account (state.ts), compares it with the last one, and tells the
 * changes once, in one message. The first check only records; a failed read postpones the check.
 */
import { createHash } from "node:crypto";
import { eachWithWorkers } from "../../../concurrency/index.js";
import type { Job } from "../../../jobs/scheduler.js";
import type { OnceHold } from "../../../storage/index.js";
import { tagged } from "../../accounts/label.js";
import { recipientOf } from "../../accounts/recipient.js";
import type { JobDeps } from "../../core/feature.js";
import { connection } from "../../core/publisher.js";
import { noteOffersLeft } from "../../offer-access/offers-left.js";
import { isQuiet, quietHoursOf } from "../../quiet-hours/quiet-hours.js";
import { type Speech, speechFor } from "../../speech/speech.js";
import { piecesToTeam } from "../../team/deliver.js";
import { approvalDrops } from "./approval.js";
import { campaignDays, readTrafficHours } from "./campaign-hours.js";
import { campaignNews } from "./campaigns.js";
import { codesEndingTomorrow } from "./coupons.js";
import { byUrgency, changesOf, leftOffers, type WatchEvent } from "./events.js";
import { readOfferWeek } from "./first-conversions.js";
import { crossingKey, judgeLimits } from "./limits/judge.js";
import { limitValues } from "./limits/read.js";
import { newestId, newestOffers, newOffersThatFit } from "./new-offers.js";
import { pushKeyboard } from "./push-keyboard.js";
import { ruleOf, WATCHERS, type WatchSettings, watchRecords, watchStates } from "./settings.js";
import { readAccount, stillJoined } from "./state.js";
import { toldBefore, withTold } from "./stop-marks.js";
import { aboutOf } from "./team-about.js";
import { eventsText } from "./text.js";
import { trafficEvents } from "./traffic.js";

/** A tick comes every few minutes: a check due within this is done now, not a tick later. */
const SLACK_MS = 4 * 60_000;
/** An event is told once in this long (a payout back to the same figure after that is news). */
const TOLD_MS = 90 * 24 * 60 * 60_000;
const WORKERS = 4;
/** The last message's events shown on the /watch card. */
const CARD_EVENTS = 3;

export function watchJob(deps: JobDeps): Job {
  const { storage, logger } = deps;
  const settingsOf = watchRecords(storage);
  const states = watchStates(storage);
  const checkEveryMs = deps.settings.watchCheckMinutes * 60_000;

  const due = (settings: WatchSettings | undefined, now: Date) =>
    settings?.on === true &&
    (!settings.checkedAt ||
      now.getTime() - Date.parse(settings.checkedAt) >= checkEveryMs - SLACK_MS);

  async function check(userId: number, now: Date): Promise<void> {
    const settings = await settingsOf.get(userId);
    if (!due(settings, now) || !settings) return;
    // One instance per check: the check after a given last check is claimed once.
    const turn = await storage.once.hold(
      `watch-check:${userId}:${settings.checkedAt ?? "first"}`,
      10 * 60_000,
    );
    if (!turn) return;
    try {
      await checkNow(userId, settings, now);
    } catch (error) {
      // Postponed: the next tick may take the check up again at once.
      await turn.release().catch(() => undefined);
      throw error;
    }
  }

  async function checkNow(userId: number, settings: WatchSettings, now: Date): Promise<void> {
    const connected = await connection(deps, userId);
    if (!connected) {
      await storage.sets.remove(WATCHERS, userId);
      return;
    }
    const { client, secrets } = connected;
    const key = fingerprint(secrets.apiKey);
    const speech = await speechFor(deps, userId);
    const stored = await states.get(userId);
    const known = stored?.key === key ? stored : undefined;
    const zone = () => deps.api.statisticsZone;
    const limits = settings.rules.includes("limits") ? (settings.limits ?? []) : [];
    const level = settings.campaignLevel ?? "subaccount";
    const byDay = campaignDays(client, level, limits, now, zone());
    const rules = new Set(settings.rules);
    const firstConversions = rules.has("first-conversion");
    // Offers that converted (first conversions) and those that earned (their goals come first).
    const offerWeek =
      firstConversions || rules.has("offer-pay") || rules.has("offer-goals")
        ? readOfferWeek(client, now, zone, firstConversions && known?.converted === undefined)
        : Promise.resolve(undefined);
    const campaignsTold = known?.campaigns?.level === level ? known.campaigns.told : {};
    const [account, week, hours, approval, limitFigures, newest] = await Promise.all([
      offerWeek.then((week) =>
        readAccount({ client, before: known?.account, earning: week?.earning ?? new Set(), now }),
      ),
      offerWeek,
      rules.has("traffic") ? readTrafficHours(client, now, zone, byDay, campaignsTold) : undefined,
      rules.has("approval") ? approvalDrops(client, now, zone, known?.approvalDay) : undefined,
      limits.length > 0 ? limitValues(client, limits, now, zone, byDay) : undefined,
      rules.has("new-offers") ? newestOffers(client, known?.newestOfferId) : undefined,
    ]);
    const converting = firstConversions ? week?.converting : undefined;
    const judged = limitFigures && judgeLimits(limits, limitFigures, known?.limits);
    const traffic = hours ? trafficEvents(hours.account, now) : [];
    // Each campaign's stops, told apart from the account's (campaigns.ts says when).
    const campaigns =
      hours && campaignNews(hours.campaigns, now, traffic[0]?.kind, known?.campaigns, level);
    const before = known?.account;
    const converted = new Set(known?.converted ?? []);
    const firsts = (converting ?? []).filter((c) => !converted.has(c.offerId));
    for (const c of converting ?? []) converted.add(c.offerId);
    let events: WatchEvent[] = [];
    if (before) {
      const left = leftOffers(before, account);
      const joined = await stillJoined(client, left.map(Number));
      const stopped = left.filter((id) => !joined.has(Number(id)));
      // The offer's card says such an offer was paused, not "not joined yet".
      await noteOffersLeft(storage, userId, stopped, Object.keys(account.offers), now);
      const mark = settings.rules.includes("balance") ? settings.balanceMark : undefined;
      events = changesOf({
        before,
        now: account,
        stopped,
        ...(mark !== undefined && { balanceMark: mark }),
      }).filter((event) => settings.rules.includes(ruleOf(event)));
      // Dead traffic is told once per quiet run, not every hour it lasts (stop-marks.ts).
      events.push(
        ...traffic.filter((event) => !toldBefore(known?.trafficTold, event.kind, event.since)),
      );
      events.push(...(campaigns?.events ?? []));
      if (known?.converted) {
        events.push(...firsts.map((c) => ({ kind: "first-conversion" as const, ...c })));
      }
      events.push(
        ...(approval?.drops ?? []).map((d) => ({ kind: "approval-drop" as const, ...d })),
      );
      if (settings.rules.includes("coupons")) {
        const ids = Object.keys(account.offers).map(Number);
        const codes = await codesEndingTomorrow(client, ids, now, speech.zone);
        events.push(...codes.map((code) => ({ kind: "coupon-ending" as const, ...code })));
      }
      if (newest) {
        const added = await newOffersThatFit({
          client,
          storage,
          accountId: userId,
          read: newest,
          before: known?.newestOfferId,
          account,
        });
        events.push(...added.map((offer) => ({ kind: "new-offer" as const, ...offer })));
      }
    }
    // A limit is judged from its start when no check has seen it (limits/judge.ts): its crossing
    // is news at the watch's first check too.
    events.push(
      ...(judged?.crossings ?? []).map((c) => ({ kind: "limit-crossed" as const, ...c })),
    );
    // Quiet hours hold the message; the first check after them tells what they held.
    const untold = [...(known?.held ?? []), ...events];
    const quiet = isQuiet(await quietHoursOf(storage, userId), now, speech.zone);
    const { told, busy } = quiet
      ? { told: [], busy: untold }
      : await tell(userId, untold, account.currency, speech, now);
    const trafficTold = withTold(known?.trafficTold, traffic[0], now);
    await states.set(userId, {
      key,
      account,
      trafficTold,
      ...(campaigns && { campaigns: campaigns.state }),
      ...(converting && { converted: [...converted] }),
      ...(newest && { newestOfferId: newestId(newest, known?.newestOfferId) }),
      ...(busy.length > 0 && { held: busy }),
      ...((judged?.marks ?? known?.limits) && { limits: judged?.marks ?? known?.limits }),
      ...((approval?.day ?? known?.approvalDay) && {
        approvalDay: approval?.day ?? known?.approvalDay,
      }),
    });
    const latest = (await settingsOf.get(userId)) ?? settings;
    await settingsOf.set(userId, {
      ...latest,
      checkedAt: now.toISOString(),
      ...(told.length > 0 && {
        lastTold: {
          at: now.toISOString(),
          count: told.length,
          events: byUrgency(told).slice(0, CARD_EVENTS),
        },
      }),
    });
  }

  /** Tells the events not told before, in one message: those it told, those to tell later. */
  async function tell(
    userId: number,
    events: readonly WatchEvent[],
    currency: string,
    speech: Speech,
    now: Date,
  ) {
    const holds: OnceHold[] = [];
    const fresh: WatchEvent[] = [];
    const busy: WatchEvent[] = [];
    for (const event of events) {
      const hold = await storage.once.take(
        `watch:${userId}:${eventKey(event)}`,
        deps.outbox.sendingMs,
      );
      if (hold === "done") continue;
      // Being told by a check that died mid-send: kept for the next check, not lost.
      if (hold === "sending") busy.push(event);
      else {
        holds.push(hold);
        fresh.push(event);
      }
    }
    if (fresh.length === 0) return { told: [], busy };
    const to = await recipientOf(deps, userId);
    if (!to) {
      // The account was removed while it was checked: nobody to tell.
      await storage.sets.remove(WATCHERS, userId);
      return { told: [], busy };
    }
    const text = tagged(to.tag, eventsText(fresh, currency, speech, now));
    // Not sent (a failure that may pass): the marks are let go, so the next check tells them.
    const delivery = await deps.outbox.deliverHeld(
      holds,
      to.chatId,
      (api) =>
        api.sendMessage(to.chatId, text, {
          reply_markup: pushKeyboard(fresh, speech, deps.api.statisticsZone, now, to.no),
        }),
      { keepMs: TOLD_MS },
    );
    if (!delivery.sent) await storage.sets.remove(WATCHERS, userId);
    // Each team group: the events its routes name, in one message of those alone.
    await piecesToTeam(deps, userId, {
      news: "watch",
      pieces: fresh.map((event) => ({ item: event, about: aboutOf(event), key: eventKey(event) })),
      text: (events) => eventsText(events, currency, speech, now),
      keepMs: TOLD_MS,
      t: speech.t,
    });
    return { told: fresh, busy };
  }

  return {
    name: "watch",
    cron: deps.settings.watchTickCron,
    async run(now) {
      const watchers = await storage.sets.members(WATCHERS);
      await eachWithWorkers(watchers, WORKERS, async (userId) => {
        try {
          await check(userId, now);
        } catch (error) {
          // Postponed: the last check's time stays, so the next tick tries again.
          logger.warn({ err: error, userId }, "watch check postponed");
        }
      });
    },
  };
}

/** What makes an event the same event: its kind, what it is about, and the new value. */
function eventKey(event: WatchEvent): string {
  // A new offer is news once, whatever it pays by the time a check tells it.
  if (event.kind === "new-offer") return `new-offer:${event.offerId}`;
  // A limit's crossing is the same crossing whatever its figure reads by a check done again.
  const what = event.kind === "limit-crossed" ? crossingKey(event) : JSON.stringify(event);
  return createHash("sha256").update(what).digest("base64url").slice(0, 22);
}

function fingerprint(apiKey: string): string {
  return createHash("sha256").update(apiKey).digest("base64url").slice(0, 16);
}
