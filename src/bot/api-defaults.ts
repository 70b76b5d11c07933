import { autoRetry } from "@grammyjs/auto-retry";
import type { Api, Transformer } from "grammy";
import type { Metrics } from "../server/metrics.js";
import { countFloodWaits } from "./instrument.js";

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

/**
 * What every Bot API client of ours does: HTML by default, 429's retry_after honoured. Installed on
 * the bot's api and, because the conversations plugin gives wizards an Api of their own, on that too.
 */
export function installApiDefaults(api: Api, metrics?: Metrics): void {
  // Beneath auto-retry, so every 429 is counted, the retried ones included.
  if (metrics) api.config.use(countFloodWaits(metrics));
  api.config.use(autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 60 }));
  api.config.use(htmlByDefault);
}
