import type { Api } from "grammy";
import { SendPacer } from "../../concurrency/index.js";
import type { Logger } from "../../logger.js";
import { type GoneReason, goneReason } from "./gone.js";

/** How a delivery ended: sent, or the chat takes no more messages (the feature decides what then). */
export type Delivery<T> = { sent: true; value: T } | { sent: false; gone: GoneReason };

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
    if (options.perChatPerMinute) await this.chatTurn(chatId, options.perChatPerMinute);
    await this.turn();
    try {
      return { sent: true, value: await send(this.telegram) };
    } catch (error) {
      const gone = goneReason(chatId, error);
      if (!gone) throw error;
      this.logger.info({ chatId, gone }, "recipient takes no more messages");
      return { sent: false, gone };
    }
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
