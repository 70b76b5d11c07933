/**
 * The load generator of the update benches: virtual users send /help through the Bot API stand-in
 * and wait for the bot's answer before sending again (a closed loop), so latency is what one
 * update costs, not a queue. An update's latency runs from its delivery to the reply reaching the
 * stand-in.
 */
import type { Update, User } from "grammy/types";
import { Pool } from "undici";
import type { BotApiStandIn } from "../src/bot-api-stand-in/stand-in.js";
import { percentile } from "./stats.js";

/** The load: this many users at once, each this many /help in a row. */
export const USERS = 32;
export const ROUNDS = 60;
/** Latency alone: one user at a time. */
export const SOLO_ROUNDS = 300;
/**
 * Rounds before measuring, unmeasured: enough for V8 to have optimized what an update runs (the
 * full bot runs several times the code of a bare one), so both are measured as a bot that has
 * been serving for a while, not in its first second.
 */
const WARMUP_ROUNDS = 30;

export interface Loop {
  perSecond: number;
  p50: number;
  p99: number;
}

export type Deliver = (update: Omit<Update, "update_id">) => Promise<unknown> | undefined;

/** A bot under test: how updates reach it, and how it is stopped. */
export interface Target {
  deliver: Deliver;
  stop(): Promise<void>;
}

/** What each virtual user sends: a command, or a press of a button carrying this data. */
export type Action = { command: string } | { press: string };

function updateOf(botApi: BotApiStandIn, from: User, action: Action): Omit<Update, "update_id"> {
  if ("press" in action) {
    // A press on an earlier message of the bot's (a /language keyboard), as Telegram sends it.
    return {
      callback_query: {
        id: `${from.id}-${++presses}`,
        from,
        chat_instance: String(from.id),
        data: action.press,
        message: {
          message_id: 1,
          date: Math.floor(Date.now() / 1000),
          chat: { id: from.id, type: "private", first_name: from.first_name },
          text: "Choose",
          // The message still shows the button: a press on one that no longer does has expired.
          reply_markup: { inline_keyboard: [[{ text: "English", callback_data: action.press }]] },
        },
      },
    } as Omit<Update, "update_id">;
  }
  const { command } = action;
  const message = botApi.userMessage(from, {
    text: command,
    entities: [{ type: "bot_command", offset: 0, length: command.length }],
  });
  // A private chat's message, as the stand-in builds it.
  return { message } as Omit<Update, "update_id">;
}

let presses = 0;

async function closedLoop(
  botApi: BotApiStandIn,
  deliver: Deliver,
  userCount: number,
  rounds: number,
  action: Action,
): Promise<Loop> {
  const waiting = new Map<number, () => void>();
  const stop = botApi.onEvent((e) => {
    if (e.type === "send") waiting.get(e.chatId)?.();
  });
  const latencies: number[] = [];
  const users = Array.from({ length: userCount }, (_, i) => {
    const from: User = { id: 900_000 + i, is_bot: false, first_name: `U${i}`, language_code: "en" };
    botApi.registerUser(from);
    return from;
  });
  const started = performance.now();
  await Promise.all(
    users.map(async (from) => {
      for (let i = 0; i < rounds; i++) {
        const sent = performance.now();
        const answered = new Promise<void>((resolve) => waiting.set(from.id, resolve));
        await deliver(updateOf(botApi, from, action));
        await answered;
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  stop();
  return {
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/**
 * Warms up, then measures latency with one user and throughput with USERS at once, each sending
 * `action` (a command late in FEATURES, /disconnect, or a button press shows what dispatch by key
 * saves).
 */
export async function measure(
  botApi: BotApiStandIn,
  target: Target,
  action: Action = { command: "/help" },
): Promise<{ solo: Loop; loaded: Loop }> {
  try {
    await closedLoop(botApi, target.deliver, USERS, WARMUP_ROUNDS, action);
    const solo = await closedLoop(botApi, target.deliver, 1, SOLO_ROUNDS, action);
    const loaded = await closedLoop(botApi, target.deliver, USERS, ROUNDS, action);
    return { solo, loaded };
  } finally {
    await target.stop();
  }
}

/** Polling: the update is queued in the stand-in, which hands it to the waiting getUpdates. */
export function viaPolling(botApi: BotApiStandIn): Deliver {
  return (update) => {
    botApi.injectUpdate(update);
    return undefined;
  };
}

/**
 * Webhook: POSTed straight to the bot, in parallel, as Telegram does over up to 40 connections
 * (the stand-in's own webhook delivery is one at a time). Returns the deliverer and its closer.
 */
/**
 * Update ids go on across runs, as Telegram's do for one bot: runs on one Redis share the inbox's
 * memory of ids seen, and an id seen before is dropped.
 */
let nextUpdateId = 1;

export function viaWebhook(
  port: number,
  secret: string,
): { deliver: Deliver; close(): Promise<void> } {
  const pool = new Pool(`http://127.0.0.1:${port}`, { connections: 40 });
  return {
    deliver: (update) =>
      pool
        .request({
          method: "POST",
          path: "/webhook",
          headers: {
            "content-type": "application/json",
            "x-telegram-bot-api-secret-token": secret,
          },
          body: JSON.stringify({ update_id: nextUpdateId++, ...update }),
        })
        .then((res) => res.body.dump()),
    close: () => pool.close(),
  };
}
