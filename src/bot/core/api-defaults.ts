import { autoRetry } from "@grammyjs/auto-retry";
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
 * update or a digest must not hang for an hour on auto-retry's unbounded backoff. (getUpdates is
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

/**
 * What every Bot API client of ours does: HTML by default, 429's retry_after honoured. Installed on
 * the bot's api and, because the conversations plugin gives wizards an Api of their own, on that too.
 */
export function installApiDefaults(api: Api, metrics?: Metrics): void {
  // Beneath auto-retry, so every 429 is counted, the retried ones included.
  if (metrics) api.config.use(countFloodWaits(metrics));
  api.config.use(retryNetworkFailures);
  api.config.use(autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 60, rethrowHttpErrors: true }));
  api.config.use(htmlByDefault);
}
