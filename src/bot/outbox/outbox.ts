import type { Api } from "grammy";
import { SendPacer } from "../../concurrency/index.js";
import type { Logger } from "../../logger.js";
import type { Metrics } from "../../metrics/index.js";
import type { OnceHold, OnceMarks } from "../../storage/index.js";
import { type GoneReason, goneReason } from "./gone.js";

/** How a delivery ended: sent, or the chat takes no more messages (the feature decides what then). */
export type Delivery<T> = { sent: true; value: T } | { sent: false; gone: GoneReason };

/**
 * A delivery made once by its key; or not made: made already, or being made by another caller
 * (or one whose process died mid-send: its mark expires after `sendingMs`, so try again later).
 */
export type OnceDelivery<T> =
  | Delivery<T>
  | { sent: false; already: true }
  | { sent: false; busy: true };

/**
 * How long a push's mark is held while it is sent: past it, a push whose process died mid-send is
 * due again. The longest wait of a job that takes one is longer than any fixed time: its turn in
 * the outbox's pace (thousands of digests at 30 a second), then up to five minutes of Telegram's
 * flood control per send (api-defaults.ts, JOB_SEND_DEADLINE_MS), then the send itself. So a
 * mark is renewed while its send is under way (`settle`, every RENEW_MS), and outlives every wait
 * of a living sender, whatever it is; this span is only how soon a dead sender's mark lets go.
 * The default of PUSH_SENDING_MS (config.ts); every push takes its marks for the outbox's
 * `sendingMs`, so a test shortens them all at once and sees a held send outlive them.
 */
export const SENDING_MS = 2 * 60_000;
/** A held mark is renewed this often while its send waits: a quarter of its span. */
const RENEWALS_PER_SPAN = 4;

export interface DeliverOptions {
  /** Posts a minute into this one chat (groups and channels: Telegram allows about 20). */
  perChatPerMinute?: number;
}

export interface OutboxSettings {
  /** messages a second across all chats (Telegram allows about 30) */
  perSecond: number;
}

/**
 * Every message the bot sends outside an update (digests, claim pushes, alerts, channel posts),
 * and the heavy ones inside (charts), go through one outbox per bot: one pacer keeps them all
 * under Telegram's overall limit, a chat's own pacer under its limit, flood waits are honoured by
 * the Api it sends with (a job's deadline per send), and a recipient who blocked the bot or a
 * chat that is gone is one typed outcome instead of an error each feature reads its own way.
 */
export class Outbox {
  private readonly pacer: SendPacer;
  private readonly chatPacers = new Map<string, SendPacer>();

  constructor(
    /** the Bot API client for sends outside an update (a job's flood-wait deadline per send) */
    readonly telegram: Api,
    settings: OutboxSettings,
    private readonly logger: Logger,
    private readonly once: OnceMarks,
    private readonly metrics?: Metrics,
    /** How long a push's mark holds unrenewed (SENDING_MS unless PUSH_SENDING_MS says). */
    readonly sendingMs = SENDING_MS,
  ) {
    this.pacer = new SendPacer(settings.perSecond);
  }

  /** Waits for the bot's next send slot: for a heavy send inside an update (a chart). */
  turn(): Promise<void> {
    return this.pacer.take();
  }

  /**
   * Sends to `chatId` in its turn. Resolves `{ sent: false, gone }` when the chat takes no more
   * messages from the bot; any other failure (Telegram down, a flood wait past the deadline)
   * rejects, so the caller can keep the message due.
   */
  async deliver<T>(
    chatId: number,
    send: (api: Api) => Promise<T>,
    options: DeliverOptions = {},
  ): Promise<Delivery<T>> {
    await this.wait(chatId, options);
    return this.attempt(chatId, send);
  }

  private async wait(chatId: number, options: DeliverOptions): Promise<void> {
    if (options.perChatPerMinute) await this.chatTurn(chatId, options.perChatPerMinute);
    await this.turn();
  }

  private async attempt<T>(chatId: number, send: (api: Api) => Promise<T>): Promise<Delivery<T>> {
    try {
      return { sent: true, value: await send(this.telegram) };
    } catch (error) {
      const gone = goneReason(chatId, error);
      if (!gone) throw error;
      this.logger.info({ chatId, gone }, "recipient takes no more messages");
      return { sent: false, gone };
    }
  }

  /**
   * `deliver`, made once by `key` across restarts and instances: the mark is claimed before the
   * send, kept `keepMs` once Telegram took it (or refused the chat for good), and let go when the
   * send failed for a reason that may pass, so the caller's next attempt makes it.
   */
  async deliverOnce<T>(
    key: string,
    chatId: number,
    send: (api: Api) => Promise<T>,
    options: DeliverOptions & { keepMs: number },
  ): Promise<OnceDelivery<T>> {
    // Claimed after the wait for its turn: a process killed while waiting leaves nothing held.
    await this.wait(chatId, options);
    const hold = await this.once.take(key, this.sendingMs);
    if (hold === "done") return { sent: false, already: true };
    if (hold === "sending") return { sent: false, busy: true };
    return this.settle([hold], options.keepMs, () => this.attempt(chatId, send));
  }

  /** `deliverOnce` for marks the caller claimed itself (one message telling several events). */
  async deliverHeld<T>(
    holds: readonly OnceHold[],
    chatId: number,
    send: (api: Api) => Promise<T>,
    options: DeliverOptions & { keepMs: number },
  ): Promise<Delivery<T>> {
    return this.settle(holds, options.keepMs, () => this.deliver(chatId, send, options));
  }

  /**
   * Runs `work` (a send and whatever waits it has) with the marks renewed all along: however long
   * it waits (its turn, flood control, Telegram holding the answer), they hold while it lives.
   */
  async holding<T>(holds: readonly OnceHold[], work: () => Promise<T>): Promise<T> {
    const renewing = setInterval(() => {
      for (const hold of holds) hold.renew(this.sendingMs).catch(() => undefined);
    }, this.sendingMs / RENEWALS_PER_SPAN);
    try {
      return await work();
    } finally {
      clearInterval(renewing);
    }
  }

  /** Confirms the marks once the delivery ended for good; lets them go when it may pass. */
  private async settle<T>(
    holds: readonly OnceHold[],
    keepMs: number,
    delivering: () => Promise<Delivery<T>>,
  ): Promise<Delivery<T>> {
    let delivery: Delivery<T>;
    try {
      delivery = await this.holding(holds, delivering);
    } catch (error) {
      this.metrics?.pushesRetried.inc();
      await Promise.all(holds.map((hold) => hold.release().catch(() => undefined)));
      throw error;
    }
    if (!delivery.sent) this.metrics?.pushesDropped.inc({ reason: delivery.gone });
    // A failed confirm leaves the claim to expire: at worst the push is made again, never lost.
    await Promise.all(holds.map((hold) => hold.confirm(keepMs).catch(() => undefined)));
    return delivery;
  }

  private chatTurn(chatId: number, perMinute: number): Promise<void> {
    const key = `${chatId}:${perMinute}`;
    let pacer = this.chatPacers.get(key);
    if (!pacer) {
      // No burst allowance: posts into one chat go out evenly spread.
      pacer = new SendPacer(perMinute / 60, 1);
      this.chatPacers.set(key, pacer);
    }
    return pacer.take();
  }
}
