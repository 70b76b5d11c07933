/**
 * Deferred statistics reports: the API answers a long report with envelope status 204 and a
 * request_id; the same call is repeated with that id, waiting longer each time, until the data
 * comes or the time limit passes.
 */
import { ReportNotReady } from "./errors.js";
import { sleep } from "./http.js";
import type { XmlValue } from "./read.js";
import type { XmlAnswer } from "./xml.js";

export interface ReportProgress {
  /** how many answers so far said "not ready" */
  attempt: number;
  elapsedMs: number;
  requestId?: string;
}

/** What a caller of a report (or any GET) can pass: cancellation and progress. */
export interface ReportWatch {
  signal?: AbortSignal;
  onProgress?: (p: ReportProgress) => void;
}

export interface PollPlan extends ReportWatch {
  timeoutMs: number;
  /** "GET statistics/{group_field}/…": for the error message */
  endpoint: string;
  initialDelayMs?: number;
  maxDelayMs?: number;
}

const INITIAL_DELAY_MS = 500;
const MAX_DELAY_MS = 5_000;

/**
 * Call `ask` (with the request_id of the last deferral, once there is one) until it returns data.
 * A bare deferral without an id repeats the call as it was. Throws ReportNotReady at the limit;
 * the last poll happens at the limit rather than one delay short of it.
 */
export async function untilReady(
  ask: (requestId: string | undefined) => Promise<XmlAnswer>,
  plan: PollPlan,
): Promise<XmlValue | undefined> {
  const started = performance.now();
  let delay = plan.initialDelayMs ?? INITIAL_DELAY_MS;
  const maxDelay = plan.maxDelayMs ?? MAX_DELAY_MS;
  let requestId: string | undefined;
  for (let attempt = 1; ; attempt++) {
    const answer = await ask(requestId);
    if (!answer.deferred) return answer.data;
    requestId = answer.requestId ?? requestId;
    const elapsedMs = Math.round(performance.now() - started);
    if (plan.onProgress) {
      try {
        plan.onProgress(requestId ? { attempt, elapsedMs, requestId } : { attempt, elapsedMs });
      } catch {
        // a failing progress message must not lose the report
      }
    }
    const remaining = plan.timeoutMs - elapsedMs;
    if (remaining <= 0) {
      throw new ReportNotReady(`the report was not ready after ${elapsedMs} ms`, {
        endpoint: plan.endpoint,
        status: 204,
        elapsedMs,
        ...(requestId ? { requestId } : {}),
      });
    }
    await sleep(Math.min(delay, remaining), plan.signal);
    delay = Math.min(delay * 2, maxDelay);
  }
}
