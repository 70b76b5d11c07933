import { Api, type ApiClientOptions, HttpError, type Transformer } from "grammy";
import type { Metrics } from "../../metrics/index.js";

const HTML_METHODS = new Set([
  "sendMessage",
  "editMessageText",
  "sendPhoto",
  "sendDocument",
  "editMessageCaption",
]);

const NETWORK_RETRIES = 3;

/** What a transformer's `previous` gives: the Bot API's answer to one call. */
type ApiAnswer = Awaited<ReturnType<Parameters<Transformer>[0]>>;

/**
 * What every Bot API call of ours goes through, as one transformer (one promise step per call,
 * not one per rule):
 * - every send goes out as HTML unless the caller chose otherwise (texts escape API strings); set
 *   on the payload itself, since grammY's methods build a fresh payload for every call;
 * - a network failure between us and Telegram, or a 5xx answer of Telegram's (its servers
 *   failing, not our request), is retried a few times (0.5, 1, 2 s), then given to the caller:
 *   an update or a digest must not hang for an hour on an unbounded backoff;
 * - every 429 is counted, and Telegram's wait is waited for, as often as it asks, until the
 *   caller's deadline (`until`, read when the call starts) would pass; then the 429 goes to the
 *   caller (for an update, the error boundary tells the user when to try again);
 * - once `stop` is aborted (the app is stopping), nothing waits any more: a call under way is
 *   cut, and its caller sees it failed (a job then leaves its mark unset, for the next run).
 */
export function sendRules(until: () => number, metrics?: Metrics, stop?: AbortSignal): Transformer {
  return (previous, method, payload, callSignal) => {
    if (HTML_METHODS.has(method) && payload && !("parse_mode" in payload)) {
      (payload as { parse_mode?: string }).parse_mode = "HTML";
    }
    const signal = withStop(callSignal, stop);
    const deadline = until();
    const retry = (failures: number) =>
      after(500 * 2 ** failures, signal as AbortSignal | undefined).then(() =>
        attempt(failures + 1),
      );
    const attempt = (failures: number): Promise<ApiAnswer> =>
      previous(method, payload, signal).then(
        (result) => {
          if (result.ok) return result;
          if (result.error_code >= 500) {
            return failures >= NETWORK_RETRIES || signal?.aborted ? result : retry(failures);
          }
          if (result.error_code !== 429) return result;
          metrics?.telegram429.inc({ method });
          const waitMs = Math.max(result.parameters?.retry_after ?? 1, 0) * 1000;
          if (Date.now() + waitMs > deadline || signal?.aborted) return result;
          return after(waitMs, signal as AbortSignal | undefined).then(() =>
            signal?.aborted ? result : attempt(failures),
          );
        },
        (error: unknown) => {
          if (!(error instanceof HttpError) || failures >= NETWORK_RETRIES || signal?.aborted)
            throw error;
          return retry(failures);
        },
      );
    return attempt(0);
  };
}

/** grammY's signal of one call (its own AbortSignal type), or `stop`, whichever aborts first. */
type CallSignal = Parameters<Transformer>[3];

function withStop(call: CallSignal, stop: AbortSignal | undefined): CallSignal {
  if (!stop) return call;
  const either = call ? AbortSignal.any([call as unknown as AbortSignal, stop]) : stop;
  return either as unknown as CallSignal;
}

/** Resolves after `ms`, or at once when `signal` is aborted. */
function after(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}

/** An update's answers may wait for Telegram's flood control this long in all. */
export const UPDATE_SEND_DEADLINE_MS = 60_000;
/** A job's send (a digest) waits at most this long; a digest that misses it is retried later. */
const JOB_SEND_DEADLINE_MS = 5 * 60_000;

/** Until when one caller's sends may wait for flood control; movable (the error boundary). */
interface SendDeadline {
  until: number;
}

/** Where a context keeps its deadline (a property, not a WeakMap entry per update to collect). */
const DEADLINE = Symbol("send deadline");

/**
 * Installs the update's send rules on its Api (`ctx.api`, or a wizard's own), with flood waits
 * allowed until `ms` from now, and `more` transformers inside them (answer-once, chat actions);
 * the same context's later calls only move the deadline (the error boundary's notice gets its
 * own). (Not an AsyncLocalStorage: on Node 22 that turns on promise hooks for the whole
 * process; Node 24's async context frames do not, but 22 is still a supported line.)
 */
export function sendDeadline(
  ctx: { api: Api },
  ms: number,
  metrics?: Metrics,
  ...more: Transformer[]
): void {
  const holder = ctx as { [DEADLINE]?: SendDeadline };
  const known = holder[DEADLINE];
  if (known) {
    known.until = Date.now() + ms;
    return;
  }
  const deadline = { until: Date.now() + ms };
  holder[DEADLINE] = deadline;
  ctx.api.config.use(
    ...more,
    sendRules(() => deadline.until, metrics),
  );
}

/**
 * The Bot API client of jobs (digests, pushes, posts): each send may wait up to five minutes,
 * until `stop` is aborted.
 */
export function jobTelegram(
  token: string,
  options: ApiClientOptions,
  metrics?: Metrics,
  stop?: AbortSignal,
): Api {
  const telegram = new Api(token, options);
  telegram.config.use(sendRules(() => Date.now() + JOB_SEND_DEADLINE_MS, metrics, stop));
  return telegram;
}
