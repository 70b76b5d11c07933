import { Api, type ApiClientOptions, HttpError, type Transformer } from "grammy";
import type { Metrics } from "../../metrics/index.js";
import { countFloodWaits } from "./update-metrics.js";

const HTML_METHODS = new Set([
  "sendMessage",
  "editMessageText",
  "sendPhoto",
  "sendDocument",
  "editMessageCaption",
]);

/**
 * Every send goes out as HTML unless the caller chose otherwise; texts escape API strings. Set on
 * the payload itself: grammY's methods (`ctx.reply`, `api.sendMessage`) build a fresh payload for
 * every call, and the bot makes no raw calls with a payload of its own.
 */
const htmlByDefault: Transformer = (previous, method, payload, signal) => {
  if (HTML_METHODS.has(method) && payload && !("parse_mode" in payload)) {
    (payload as { parse_mode?: string }).parse_mode = "HTML";
  }
  return previous(method, payload, signal);
};

const NETWORK_RETRIES = 3;

/**
 * A network failure between us and Telegram is retried a few times (0.5, 1, 2 s), then thrown: an
 * update or a digest must not hang for an hour on an unbounded backoff. (getUpdates is
 * retried by the runner itself.)
 */
const retryNetworkFailures: Transformer = (previous, method, payload, signal) => {
  const attempt = (tried: number): ReturnType<typeof previous> =>
    previous(method, payload, signal).catch(async (error: unknown) => {
      if (!(error instanceof HttpError) || tried > NETWORK_RETRIES || signal?.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** tried));
      return attempt(tried + 1);
    });
  return attempt(1);
};

/** An update's answers may wait for Telegram's flood control this long in all. */
export const UPDATE_SEND_DEADLINE_MS = 60_000;
/** A job's send (a digest) waits at most this long; a digest that misses it is retried later. */
const JOB_SEND_DEADLINE_MS = 5 * 60_000;

/** Until when one caller's sends may wait for flood control; movable (the error boundary). */
interface SendDeadline {
  until: number;
}

/**
 * Telegram's 429 says how long to wait: waited for, as often as Telegram asks, until the caller's
 * deadline would pass. Then the 429 goes to the caller (for an update, the error boundary tells
 * the user when to try again). A job's deadline runs per send; an update's is one for all its
 * sends. (Not an AsyncLocalStorage: on Node 20 that turns on promise hooks for the whole process,
 * a fifth of the throughput of a cached command.)
 */
export function floodWaits(deadline: () => number): Transformer {
  return (previous, method, payload, signal) => {
    const until = deadline();
    const attempt = (): ReturnType<typeof previous> =>
      previous(method, payload, signal).then(async (result) => {
        if (result.ok || result.error_code !== 429) return result;
        const waitMs = Math.max(result.parameters?.retry_after ?? 1, 0) * 1000;
        if (Date.now() + waitMs > until || signal?.aborted) return result;
        await new Promise((resolve) => setTimeout(resolve, waitMs));
        return attempt();
      });
    return attempt();
  };
}

const updateDeadlines = new WeakMap<object, SendDeadline>();

/**
 * Installs the update's flood-wait allowance on its Api (`ctx.api`, or a wizard's own), `ms` from
 * now; the same context's later calls move it (the error boundary's notice gets its own).
 */
export function sendDeadline(ctx: { api: Api }, ms: number): void {
  const known = updateDeadlines.get(ctx);
  if (known) {
    known.until = Date.now() + ms;
    return;
  }
  const deadline = { until: Date.now() + ms };
  updateDeadlines.set(ctx, deadline);
  ctx.api.config.use(floodWaits(() => deadline.until));
}

/** The Bot API client of jobs (digests, pushes, posts): each send may wait up to five minutes. */
export function jobTelegram(token: string, options: ApiClientOptions, metrics?: Metrics): Api {
  const telegram = new Api(token, options);
  installApiDefaults(telegram, metrics);
  telegram.config.use(floodWaits(() => Date.now() + JOB_SEND_DEADLINE_MS));
  return telegram;
}

/**
 * What every Bot API client of ours does: HTML by default, network failures retried, 429s counted
 * (flood waits are the caller's: `sendDeadline`, `jobTelegram`). Installed on the bot's api and,
 * because the conversations plugin gives wizards an Api of their own, on that too.
 */
export function installApiDefaults(api: Api, metrics?: Metrics): void {
  // Innermost, so every 429 is counted, the waited-for ones included.
  if (metrics) api.config.use(countFloodWaits(metrics));
  api.config.use(retryNetworkFailures);
  api.config.use(htmlByDefault);
}
