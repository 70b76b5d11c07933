/**
 * From a received conversion to the publisher's chat, after the receiver has answered 200:
 * duplicates dropped (the network retries: click id + status + payout, kept 7 days, a once-mark
 * shared by every instance), status changes of a known click said so, the publisher's filters
 * applied, quiet hours held for a summary, and a burst (more than BURST_AFTER in a minute) made
 * one message edited in place. A publisher's alerts go one at a time (a lock shared by every
 * instance), paced toward Telegram like digests.
 */
import { createHash } from "node:crypto";
import { GrammyError, InlineKeyboard } from "grammy";
import { offerOpenButton } from "../../core/doors.js";
import type { JobDeps } from "../../core/feature.js";
import { isQuiet, quietHoursOf } from "../../quiet-hours/quiet-hours.js";
import { type Speech, speechFor } from "../../speech/speech.js";
import type { Conversion } from "./conversion.js";
import { type AlertSettings, type AlertStatus, alertRecords } from "./settings.js";
import {
  type AlertLine,
  addToTotals,
  alertLine,
  alertLineText,
  burstText,
  quietSummaryText,
} from "./text.js";

const DAY_MS = 86_400_000;
const DEDUPE_MS = 7 * DAY_MS;
/** This many alerts in a minute go out one by one; the next one starts a single summary. */
export const BURST_AFTER = 2;
export const BURST_WINDOW_MS = 60_000;
const BURST_LINES = 5;
const HELD_LINES = 10;

interface Burst {
  started: number;
  count: number;
  totals: Record<string, number>;
  latest: AlertLine[];
  messageId?: number;
}

interface Held {
  count: number;
  totals: Record<string, number>;
  latest: AlertLine[];
}

/** The set of publishers with alerts held by quiet hours (the quiet job visits only them). */
export const HELD_SET = "alerts-held";

const sha = (text: string) => createHash("sha256").update(text).digest("base64url").slice(0, 32);

export class AlertPusher {
  private readonly chains = new Map<number, Promise<void>>();
  private readonly bursts;
  private readonly held;
  private readonly clicks;

  constructor(readonly deps: JobDeps) {
    this.bursts = deps.storage.records<Burst>("alert-burst");
    this.held = deps.storage.records<Held>("alert-held");
    this.clicks = deps.storage.records<AlertStatus>("alert-click");
  }

  /** Queues the conversion for its publisher; never throws (failures are logged). */
  take(userId: number, conversion: Conversion, receivedAt: Date = new Date()): void {
    void this.serially(userId, () => this.deliver(userId, conversion, receivedAt));
  }

  /** Waits until every queued alert is handled. */
  async idle(): Promise<void> {
    while (this.chains.size > 0) await Promise.all(this.chains.values());
  }

  /** One at a time per publisher: in this process (a chain) and across instances (a lock). */
  serially(userId: number, work: () => Promise<void>): Promise<void> {
    const previous = this.chains.get(userId) ?? Promise.resolve();
    const run = previous
      .then(() => this.deps.storage.locks.hold(`alerts:${userId}`, work))
      .catch((error: unknown) => {
        this.deps.logger.warn({ err: error, userId }, "conversion alert not sent");
      });
    this.chains.set(userId, run);
    void run.finally(() => {
      if (this.chains.get(userId) === run) this.chains.delete(userId);
    });
    return run;
  }

  private async deliver(userId: number, c: Conversion, receivedAt: Date): Promise<void> {
    const { storage } = this.deps;
    const key = `alert:${userId}:${sha(`${c.clickId}\n${c.status}\n${c.payout}`)}`;
    if (!(await storage.once.claim(key, DEDUPE_MS))) return;
    const settings = await alertRecords(storage).get(userId);
    if (!settings?.on) return;
    const clickKey = `${userId}:${sha(c.clickId)}`;
    const before = await this.clicks.get(clickKey);
    await this.clicks.set(clickKey, c.status, DEDUPE_MS);
    if (!wanted(settings, c)) return;
    const line = alertLine(c, before && before !== c.status ? before : undefined);
    const speech = await speechFor(storage, userId, settings.language);
    const quiet = await quietHoursOf(storage, userId, settings.quiet);
    if (isQuiet(quiet, receivedAt, speech.zone)) {
      await this.hold(userId, line);
      return;
    }
    await this.push(userId, speech, line, receivedAt.getTime());
  }

  private async hold(userId: number, line: AlertLine): Promise<void> {
    await this.held.update(userId, (held) => ({
      count: (held?.count ?? 0) + 1,
      totals: addToTotals(held?.totals ?? {}, line),
      latest: [...(held?.latest ?? []), line].slice(-HELD_LINES),
    }));
    await this.deps.storage.sets.add(HELD_SET, userId);
  }

  private async push(userId: number, speech: Speech, line: AlertLine, at: number): Promise<void> {
    const old = await this.bursts.get(userId);
    const fresh = !old || at - old.started >= BURST_WINDOW_MS || at < old.started;
    const burst: Burst = fresh
      ? { started: at, count: 1, totals: addToTotals({}, line), latest: [line] }
      : {
          ...old,
          count: old.count + 1,
          totals: addToTotals(old.totals, line),
          latest: [...old.latest, line].slice(-BURST_LINES),
        };
    if (burst.count <= BURST_AFTER) {
      await this.send(userId, alertLineText(speech, line), offerKeyboard(speech, line));
    } else {
      const text = burstText(speech, burst.count, burst.totals, burst.latest);
      const edited =
        burst.messageId !== undefined && (await this.edit(userId, burst.messageId, text));
      if (!edited) {
        const messageId = await this.send(userId, text);
        if (messageId !== undefined) burst.messageId = messageId;
      }
    }
    await this.bursts.set(userId, burst, BURST_WINDOW_MS * 2);
  }

  /** Sends what quiet hours held, when they are over (or were switched off). */
  async flushHeld(userId: number, now: Date): Promise<void> {
    const { storage } = this.deps;
    const settings = await alertRecords(storage).get(userId);
    const speech = await speechFor(storage, userId, settings?.language);
    const quiet = await quietHoursOf(storage, userId, settings?.quiet);
    if (settings?.on && isQuiet(quiet, now, speech.zone)) return;
    const held = await this.held.get(userId);
    await this.held.delete(userId);
    await storage.sets.remove(HELD_SET, userId);
    if (!settings?.on || !held || held.count === 0) return;
    await this.send(userId, quietSummaryText(speech, held.count, held.totals, held.latest));
  }

  /** The message's id; undefined when the publisher takes no more messages (blocked the bot). */
  private async send(
    userId: number,
    text: string,
    keyboard?: InlineKeyboard,
  ): Promise<number | undefined> {
    const delivery = await this.deps.outbox.deliver(userId, (api) =>
      api.sendMessage(userId, text, {
        ...(keyboard ? { reply_markup: keyboard } : {}),
        link_preview_options: { is_disabled: true },
      }),
    );
    return delivery.sent ? delivery.value.message_id : undefined;
  }

  /** False when the message can no longer be edited (deleted, too old): a new one is sent. */
  private async edit(userId: number, messageId: number, text: string): Promise<boolean> {
    try {
      const delivery = await this.deps.outbox.deliver(userId, (api) =>
        api.editMessageText(userId, messageId, text, {
          link_preview_options: { is_disabled: true },
        }),
      );
      return delivery.sent;
    } catch (error) {
      if (error instanceof GrammyError && error.error_code === 400) return false;
      throw error;
    }
  }
}

function wanted(settings: AlertSettings, c: Conversion): boolean {
  if (!settings.statuses.includes(c.status)) return false;
  if (settings.minPayout > 0 && c.payout < settings.minPayout) return false;
  if (settings.offers.includes(0) || c.offerId === undefined) return true;
  return settings.offers.includes(c.offerId);
}

function offerKeyboard(speech: Speech, line: AlertLine): InlineKeyboard | undefined {
  if (line.offerId === undefined) return undefined;
  return new InlineKeyboard().text(
    speech.t("alerts-offer-card"),
    offerOpenButton.pack({ id: line.offerId }),
  );
}
