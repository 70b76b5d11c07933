import { AsyncLocalStorage } from "node:async_hooks";
import { type Api, HttpError, type Transformer } from "grammy";
import type { Metrics } from "../../server/metrics.js";
import { countFloodWaits } from "./update-metrics.js";

const HTML_METHODS = new Set([
  "sendMessage",
  "editMessageText",
  "sendPhoto",
  "sendDocument",
  "editMessageCaption",
]);

/** Every send goes out as HTML unless the caller chose otherwise; texts escape API strings. */
const htmlByDefault: Transformer = (previous, method, payload, signal) => {
  if (HTML_METHODS.has(method) && payload && !("parse_mode" in payload)) {
    return previous(method, { ...payload, parse_mode: "HTML" } as typeof payload, signal);
  }
  return previous(method, payload, signal);
};

const NETWORK_RETRIES = 3;

/**
 * A network failure between us and Telegram is retried a few times (0.5, 1, 2 s), then thrown: an
 * update or a digest must not hang for an hour on an unbounded backoff. (getUpdates is
 * retried by the runner itself.)
 */
const retryNetworkFailures: Transformer = async (previous, method, payload, signal) => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await previous(method, payload, signal);
    } catch (error) {
      if (!(error instanceof HttpError) || attempt > NETWORK_RETRIES || signal?.aborted)
        throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
    }
  }
};

/** An update's answers may wait for Telegram's flood control this long in all. */
export const UPDATE_SEND_DEADLINE_MS = 60_000;
/** A job's send (a digest) waits at most this long; a digest that misses it is retried later. */
const JOB_SEND_DEADLINE_MS = 5 * 60_000;

const deadlines = new AsyncLocalStorage<number>();

/**
 * Runs `work` with every Bot API call in it allowed to wait for flood control until `ms` from now
 * (createBot runs each update so; the error boundary gives its notice a fresh allowance).
 */
export function withSendDeadline<T>(ms: number, work: () => Promise<T>): Promise<T> {
  return deadlines.run(Date.now() + ms, work);
}

/**
 * Telegram's 429 says how long to wait: waited for, as often as Telegram asks, until the overall
 * deadline of the update (or job) would pass. Then the 429 goes to the caller (for an update, the
 * error boundary tells the user when to try again).
 */
const honourFloodWaits: Transformer = async (previous, method, payload, signal) => {
  const deadline = deadlines.getStore() ?? Date.now() + JOB_SEND_DEADLINE_MS;
  for (;;) {
    const result = await previous(method, payload, signal);
    if (result.ok || result.error_code !== 429) return result;
    const waitMs = Math.max(result.parameters?.retry_after ?? 1, 0) * 1000;
    if (Date.now() + waitMs > deadline || signal?.aborted) return result;
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
};

/**
 * What every Bot API client of ours does: HTML by default, 429's retry_after honoured. Installed on
 * the bot's api and, because the conversations plugin gives wizards an Api of their own, on that too.
 */
export function installApiDefaults(api: Api, metrics?: Metrics): void {
  // Beneath the flood waits, so every 429 is counted, the waited-for ones included.
  if (metrics) api.config.use(countFloodWaits(metrics));
  api.config.use(retryNetworkFailures);
  api.config.use(honourFloodWaits);
  api.config.use(htmlByDefault);
}
