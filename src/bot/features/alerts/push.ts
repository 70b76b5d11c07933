/**
 * From a received conversion (taken from the inbox) to the publisher's chat: duplicates dropped
 * (the network retries: click id + status + payout, kept 7 days, a mark shared by every instance,
 * kept only once the alert is out), the publisher's filters applied, a status change of a click
 * they were told of said so, quiet hours held for a summary, and a burst (more than BURST_AFTER
 * in a minute) made one message edited in place, at most once every EDIT_EVERY_MS. A publisher's
 * alerts go one at a time (a lock shared by every instance), paced toward Telegram like digests.
 */
import { GrammyError, InlineKeyboard } from "grammy";
import { tagged } from "../../accounts/label.js";
import { recipientOf } from "../../accounts/recipient.js";
import { offerOpenButton } from "../../core/doors.js";
import type { JobDeps } from "../../core/feature.js";
import { isQuiet, quietHoursOf } from "../../quiet-hours/quiet-hours.js";
import { type Speech, speechFor } from "../../speech/speech.js";
import { toTeam } from "../../team/deliver.js";
import type { Conversion } from "./conversion.js";
import { type AlertLine, alertLine } from "./line.js";
import { type AlertSettings, type AlertStatus, alertRecords } from "./settings.js";
import { sha256 } from "./sha256.js";
import { emptyTally, type Tally, tallied } from "./tally.js";
import { alertLineText, burstText, quietSummaryText } from "./text.js";

/** One alert as a summary counts it: its line, its click, and whether that click was told of. */
interface About {
  line: AlertLine;
  click: string;
  known: boolean;
}

const DAY_MS = 86_400_000;
const DEDUPE_MS = 7 * DAY_MS;
/** This many alerts in a minute go out one by one; the next one starts a single summary. */
export const BURST_AFTER = 2;
export const BURST_WINDOW_MS = 60_000;
const BURST_LINES = 5;
/** A burst's message is edited at most this often: the latest totals, not one edit per alert. */
export const EDIT_EVERY_MS = 3_000;
const HELD_LINES = 10;

interface Burst {
  started: number;
  /** alerts in this minute: the first BURST_AFTER went one by one, the rest are the summary's */
  seen: number;
  /** what the burst's message tells (nothing told one by one is counted again) */
  tally: Tally;
  messageId?: number;
  /** when the message was last edited (this machine's clock) */
  editedAt?: number;
  /** alerts counted since that edit: shown by the next one */
  unshown?: boolean;
}

interface Held {
  tally: Tally;
}

/** The set of publishers with alerts held by quiet hours (the quiet job visits only them). */
export const HELD_SET = "alerts-held";

const sha = (text: string) => sha256(text, "base64url").slice(0, 32);

export class AlertPusher {
  private readonly chains = new Map<number, Promise<void>>();
  /** Bursts waiting for their next edit, by publisher. */
  private readonly edits = new Map<number, NodeJS.Timeout>();
  private readonly bursts;
  private readonly held;
  private readonly clicks;

  constructor(readonly deps: JobDeps) {
    this.bursts = deps.storage.records<Burst>("alert-burst");
    this.held = deps.storage.records<Held>("alert-held");
    this.clicks = deps.storage.records<AlertStatus>("alert-click");
  }

  /**
   * Tells the publisher of this conversion. Rejects when the alert could not be sent for a reason
   * that may pass (the inbox tries again later); a duplicate or a filtered one resolves.
   */
  handle(
    userId: number,
    conversion: Conversion,
    receivedAt: Date,
    tokenHash?: string,
  ): Promise<void> {
    return this.serially(userId, () => this.deliver(userId, conversion, receivedAt, tokenHash));
  }

  /** Makes the bursts' last edits now and waits until every alert in hand is handled. */
  async idle(): Promise<void> {
    for (const [userId, timer] of this.edits) {
      clearTimeout(timer);
      this.edits.delete(userId);
      void this.serially(userId, () => this.editBurst(userId)).catch(() => undefined);
    }
    while (this.chains.size > 0) await Promise.allSettled(this.chains.values());
  }

  /** One at a time per publisher: in this process (a chain) and across instances (a lock). */
  serially(userId: number, work: () => Promise<void>): Promise<void> {
    const previous = this.chains.get(userId);
    const held = () => this.deps.storage.locks.hold(`alerts:${userId}`, work);
    // Nothing of theirs under way (the common case): no chain to wait on.
    const run = previous ? previous.catch(() => undefined).then(held) : held();
    this.chains.set(userId, run);
    const settled = () => {
      if (this.chains.get(userId) === run) this.chains.delete(userId);
    };
    void run.then(settled, settled);
    return run;
  }

  private async deliver(
    userId: number,
    c: Conversion,
    receivedAt: Date,
    tokenHash: string | undefined,
  ): Promise<void> {
    const { storage } = this.deps;
    const settings = await alertRecords(storage).get(userId);
    if (!settings?.on) return;
    // Taken with a token revoked since (another instance remembered it a little longer).
    if (tokenHash !== undefined && settings.tokenHash !== tokenHash) return;
    // Filtered out: nothing is told, so nothing is kept either. The click's status is what the
    // publisher was told of it: one they were not told of is new to them when it passes.
    if (!wanted(settings, c)) return;
    const clickKey = `${userId}:${sha(c.clickId)}`;
    const key = `alert:${userId}:${sha(`${c.clickId}\n${c.status}\n${c.payout}`)}`;
    const mark = await storage.once.take(key, this.deps.outbox.sendingMs);
    if (mark === "done") return;
    // Being told elsewhere, or by a process that died mid-send: the inbox tries again later.
    if (mark === "sending") throw new Error("the alert is being sent elsewhere");
    try {
      // Held while it is told, however long Telegram keeps the sends waiting.
      await this.deps.outbox.holding([mark], () =>
        this.tell(userId, settings, c, receivedAt, clickKey),
      );
    } catch (error) {
      // Not told: the mark goes, so the inbox's next attempt (or the network's retry) tells it.
      this.deps.metrics?.pushesRetried.inc();
      await mark.release().catch(() => undefined);
      throw error;
    }
    await mark.confirm(DEDUPE_MS);
  }

  private async tell(
    userId: number,
    settings: AlertSettings,
    c: Conversion,
    receivedAt: Date,
    clickKey: string,
  ): Promise<void> {
    const { storage } = this.deps;
    const before = await this.clicks.get(clickKey);
    const line = alertLine(c, before && before !== c.status ? before : undefined);
    const speech = await speechFor(this.deps, userId, settings.language);
    const quiet = await quietHoursOf(storage, userId);
    const about = { line, click: clickKey, known: before !== undefined };
    if (isQuiet(quiet, receivedAt, speech.zone)) await this.hold(userId, about);
    else await this.push(userId, speech, about, receivedAt.getTime());
    // The owner's quiet hours are theirs: their team groups get each conversion as it comes.
    await toTeam(this.deps, userId, {
      news: "alerts",
      about: { offerId: c.offerId, subaccount: c.subaccount },
      key: `alert:${sha(`${c.clickId}\n${c.status}\n${c.payout}`)}`,
      keepMs: DEDUPE_MS,
      text: alertLineText(speech, line),
      t: speech.t,
    });
    await this.clicks.set(clickKey, c.status, DEDUPE_MS);
  }

  private async hold(userId: number, { line, click, known }: About): Promise<void> {
    await this.held.update(userId, (held) => ({
      tally: tallied(held?.tally ?? emptyTally(), line, click, known, HELD_LINES),
    }));
    await this.deps.storage.sets.add(HELD_SET, userId);
  }

  private async push(userId: number, speech: Speech, about: About, at: number): Promise<void> {
    const { line, click, known } = about;
    const old = await this.bursts.get(userId);
    // Alerts are not always handled in the order received (a retry, a lookup that took longer):
    // one received a little before the burst began still belongs to it.
    const fresh = !old?.tally || Math.abs(at - old.started) >= BURST_WINDOW_MS;
    // The burst that ends shows its last totals before a new one starts.
    if (fresh && old?.unshown) await this.showBurst(userId, speech, old);
    const seen = fresh ? 1 : old.seen + 1;
    const burst: Burst = fresh ? { started: at, seen, tally: emptyTally() } : { ...old, seen };
    if (seen <= BURST_AFTER) {
      await this.send(userId, alertLineText(speech, line), offerKeyboard(speech, line));
      await this.bursts.set(userId, burst, BURST_WINDOW_MS * 2);
      return;
    }
    // Told one by one, a conversion is known to the summary: its status change is one.
    burst.tally = tallied(burst.tally, line, click, known, BURST_LINES);
    if (burst.messageId === undefined) {
      const messageId = await this.send(userId, burstText(speech, burst.tally));
      if (messageId !== undefined) burst.messageId = messageId;
      burst.editedAt = Date.now();
    } else {
      // Counted now, shown by the next edit: at most one edit every EDIT_EVERY_MS.
      burst.unshown = true;
      this.editLater(userId, burst.editedAt);
    }
    await this.bursts.set(userId, burst, BURST_WINDOW_MS * 2);
  }

  private editLater(userId: number, editedAt = 0): void {
    if (this.edits.has(userId)) return;
    const wait = Math.max(0, editedAt + EDIT_EVERY_MS - Date.now());
    const timer = setTimeout(() => {
      // Still pending until it runs: alerts queued before it in the chain add to it instead of
      // each timing an edit of their own.
      const edit = () => {
        this.edits.delete(userId);
        return this.editBurst(userId);
      };
      this.serially(userId, edit).catch((error: unknown) => {
        this.deps.logger.warn({ err: error, userId }, "alert burst not edited");
      });
    }, wait);
    this.edits.set(userId, timer);
  }

  private async editBurst(userId: number): Promise<void> {
    const burst = await this.bursts.get(userId);
    if (!burst?.unshown) return;
    const settings = await alertRecords(this.deps.storage).get(userId);
    await this.showBurst(userId, await speechFor(this.deps, userId, settings?.language), burst);
  }

  /** The burst's message shows its latest totals (a new message when it can no longer be edited). */
  private async showBurst(userId: number, speech: Speech, burst: Burst): Promise<void> {
    const text = burstText(speech, burst.tally);
    const edited =
      burst.messageId !== undefined && (await this.edit(userId, burst.messageId, text));
    const messageId = edited ? burst.messageId : await this.send(userId, text);
    await this.bursts.set(
      userId,
      {
        ...burst,
        unshown: false,
        editedAt: Date.now(),
        ...(messageId !== undefined && { messageId }),
      },
      BURST_WINDOW_MS * 2,
    );
  }

  /** Sends what quiet hours held, when they are over (or were switched off). */
  async flushHeld(userId: number, now: Date): Promise<void> {
    const { storage } = this.deps;
    const settings = await alertRecords(storage).get(userId);
    const speech = await speechFor(this.deps, userId, settings?.language);
    const quiet = await quietHoursOf(storage, userId);
    if (settings?.on && isQuiet(quiet, now, speech.zone)) return;
    const held = await this.held.get(userId);
    await this.held.delete(userId);
    await storage.sets.remove(HELD_SET, userId);
    if (!settings?.on || !held?.tally || held.tally.lines === 0) return;
    await this.send(userId, quietSummaryText(speech, held.tally));
  }

  /**
   * The message's id; undefined when the publisher takes no more messages (blocked the bot), or
   * the account is no one's any more. Sent to the account's owner, tagged when they have several.
   */
  private async send(
    userId: number,
    text: string,
    keyboard?: InlineKeyboard,
  ): Promise<number | undefined> {
    const to = await recipientOf(this.deps, userId);
    if (!to) return undefined;
    const delivery = await this.deps.outbox.deliver(to.chatId, (api) =>
      api.sendMessage(to.chatId, tagged(to.tag, text), {
        ...(keyboard ? { reply_markup: keyboard } : {}),
        link_preview_options: { is_disabled: true },
      }),
    );
    return delivery.sent ? delivery.value.message_id : undefined;
  }

  /** False when the message can no longer be edited (deleted, too old): a new one is sent. */
  private async edit(userId: number, messageId: number, text: string): Promise<boolean> {
    const to = await recipientOf(this.deps, userId);
    if (!to) return false;
    try {
      const delivery = await this.deps.outbox.deliver(to.chatId, (api) =>
        api.editMessageText(to.chatId, messageId, tagged(to.tag, text), {
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
