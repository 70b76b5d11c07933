import { autoRetry } from "@grammyjs/auto-retry";
import { Api, type ApiClientOptions, GrammyError, HttpError, type Transformer } from "grammy";
import type { Metrics } from "../../metrics/index.js";

const HTML_METHODS = new Set([
  "sendMessage",
  "editMessageText",
  "sendPhoto",
  "sendDocument",
  "editMessageCaption",
]);

/** Every send goes out as HTML unless the caller chose otherwise (texts escape API strings). */
export const htmlByDefault: Transformer = (previous, method, payload, signal) => {
  if (!HTML_METHODS.has(method) || !payload || "parse_mode" in payload)
    return previous(method, payload, signal);
  return previous(method, { ...payload, parse_mode: "HTML" } as typeof payload, signal);
};

type Call = Parameters<Transformer>[0];
type ApiAnswer = Awaited<ReturnType<Call>>;

/** auto-retry with its defaults keeps nothing between calls: one for every Api. */
const retrying = autoRetry();

/**
 * The flood and failure rules every Bot API call of ours goes through:
 * - @grammyjs/auto-retry, with no cap of its own: Telegram's `retry_after` on a 429 is waited out
 *   as often as it asks, a 5xx or a network failure is tried again after 3 and 6 s;
 * - bounded here: a 429 whose wait would pass the caller's deadline (`until`, read when the call
 *   starts) is the caller's at once (for an update, the error boundary tells the user when to try
 *   again), and so is a 5xx or a network failure past the deadline or after two retries, so an
 *   update or a digest never hangs on an unbounded backoff; every 429 is counted;
 * - once `stop` is aborted (the app is stopping), nothing waits any more: a call under way is
 *   cut, and its caller sees it failed (a job then leaves its mark unset, for the next run).
 */
export function sendRules(until: () => number, metrics?: Metrics, stop?: AbortSignal): Transformer {
  return (previous, method, payload, signal) => {
    const limits = { ends: until(), failures: 0 };
    const attempt: Call = (m, p, s) => withinLimits(previous(m, p, s), m, p, limits, metrics);
    return retrying(attempt, method, payload, withStop(signal, stop));
  };
}

/** Retries of a 5xx or a network failure, per call, before it is the caller's. */
const FAILURE_RETRIES = 2;

/** One call's bounds: its deadline, and the failures seen so far. */
interface Limits {
  ends: number;
  failures: number;
}

/**
 * One attempt's answer as auto-retry gets it, unless the call's limits allow no retry: then what
 * Telegram said is thrown as grammY throws it (a 429 or a 5xx), or as an error auto-retry does not
 * retry (a network failure), and auto-retry tries no more.
 */
async function withinLimits(
  attempt: Promise<ApiAnswer>,
  method: string,
  payload: unknown,
  limits: Limits,
  metrics?: Metrics,
): Promise<ApiAnswer> {
  const spent = () => ++limits.failures > FAILURE_RETRIES || Date.now() >= limits.ends;
  let answer: ApiAnswer;
  try {
    answer = await attempt;
  } catch (error) {
    if (!(error instanceof HttpError) || !spent()) throw error;
    throw new Error(`Telegram unreachable: ${error.message}`, { cause: error });
  }
  if (answer.ok) return answer;
  if (answer.error_code === 429) metrics?.telegram429.inc({ method });
  const waitMs = (answer.parameters?.retry_after ?? 0) * 1000;
  const final =
    answer.error_code === 429
      ? Date.now() + waitMs >= limits.ends
      : answer.error_code >= 500 && spent();
  if (!final) return answer;
  const failed = `Call to '${method}' failed!`;
  throw new GrammyError(failed, answer, method, (payload ?? {}) as Record<string, unknown>);
}

/** grammY's signal of one call (its own AbortSignal type), or `stop`, whichever aborts first. */
type CallSignal = Parameters<Transformer>[3];

function withStop(call: CallSignal, stop: AbortSignal | undefined): CallSignal {
  if (!stop) return call;
  const either = call ? AbortSignal.any([call as unknown as AbortSignal, stop]) : stop;
  return either as unknown as CallSignal;
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
    htmlByDefault,
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
  telegram.config.use(
    sendRules(() => Date.now() + JOB_SEND_DEADLINE_MS, metrics, stop),
    htmlByDefault,
  );
  return telegram;
}
