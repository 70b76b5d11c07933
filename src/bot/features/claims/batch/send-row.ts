/**
 * One row of a batch, filed once: held by a mark renewed while it is sent, looked for in the
 * network when an earlier send may have got through, sent at the account's shared pace. A 429 or
 * a failure of the network makes the row wait (the Retry-After given, else a backoff) and try
 * again; only a refusal of the row itself (400, 409) settles it as not filed.
 */
import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import {
  AuthRejected,
  BadRequest,
  NotFound,
  PublisherApiError,
  type PublisherClient,
  WrongState,
} from "../../../../publisher-api/index.js";
import type { BotDeps } from "../../../core/context.js";
import type { CheckedRow } from "./check.js";
import type { Batch, Batches, RowOutcome } from "./store.js";

/**
 * How long a row's mark holds without a renewal: past it, a row whose sender died is due again.
 * Renewed every third of it while the row is handled, so a live sender keeps it however long its
 * waits and looks take; its POST is cut off (`sendLimitMs`) before a mark it could not renew ends.
 */
export function rowMarkMs(deps: BotDeps): number {
  return 2 * deps.config.publisherApiTimeoutMs + 1_000;
}
/** The POST's own limit (its look-ups after an answer without the claim included): under the mark. */
function sendLimitMs(deps: BotDeps): number {
  return rowMarkMs(deps) - 1_000;
}
/** Tries of a row the network does not take (429, 5xx, no answer) before the batch pauses. */
export const TRIES_BEFORE_PAUSE = 8;
/** Backoff between such tries when the network names no wait: 1 s, 2 s, 4 s … at most 30 s. */
const BACKOFF_FIRST_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;

export type Sent =
  /** settled; `sent`: a POST went out for it in this call */
  | { outcome: RowOutcome; sent: boolean }
  /** another sender holds the row's mark (its process may have died: the mark runs out) */
  | "busy"
  /** the network did not take it in TRIES_BEFORE_PAUSE tries: the batch pauses */
  | "unanswered"
  /** the loop was told to stop (shutdown, its lease lost, the batch no longer to file) */
  | "stopped";

export interface RowRun {
  deps: BotDeps;
  batches: Batches;
  client: PublisherClient;
  /** the network account's pace key (paceKey) */
  pace: string;
  batch: Batch;
  /** aborted when the loop must stop: waits end at once */
  stop: AbortSignal;
  /** read before every POST: false once the batch may no longer be filed (disconnect, cancel) */
  present: () => Promise<boolean>;
}

/** One pace per network account (its client ID), whatever bot account or instance files. */
export function paceKey(secrets: { apiKey: string; clientId?: string }): string {
  const who = secrets.clientId ?? secrets.apiKey;
  return `claims:${createHash("sha256").update(who).digest("hex").slice(0, 24)}`;
}

export async function sendRow(run: RowRun, row: CheckedRow): Promise<Sent> {
  const { deps, batches, batch } = run;
  const mark = await deps.storage.leases.take(
    `claim-batch-row:${batch.id}:${row.row}`,
    rowMarkMs(deps),
  );
  if (!mark) return "busy";
  try {
    const before = await batches.outcome(batch.id, row.row);
    if (before && before.state !== "sending") return { outcome: before, sent: false };
    return await attempts(run, row, before !== undefined, mark.lost);
  } finally {
    await mark.release();
  }
}

async function attempts(
  run: RowRun,
  row: CheckedRow,
  sentEarlier: boolean,
  markLost: AbortSignal,
): Promise<Sent> {
  const { deps, batches, batch, client } = run;
  const input = {
    traffic_channel_id: batch.channelId,
    order_number: row.number,
    order_date: row.day ?? "",
    offer_id: String(row.offerId ?? ""),
    order_sum: row.amount ?? "",
    order_currency_id: row.currencyId ?? 0,
    comment: "",
  };
  const key = { orderId: input.order_number, offerId: input.offer_id, orderDate: input.order_date };
  // Whether an earlier send of this row may have reached the network (then it is looked for).
  let mayHaveLanded = sentEarlier;
  let sent = false;
  for (let attempt = 1; ; attempt++) {
    let wait: number | undefined;
    try {
      if (mayHaveLanded) {
        const earlier = await client.lostOrders.find(key);
        if (earlier) return settle(run, row, { state: "filed", claimId: earlier.id }, sent);
      }
      if (!(await takeTurn(run))) return "stopped";
      if (!(await run.present())) return "stopped";
      if (!sent) await batches.setOutcome(batch.id, row.row, { state: "sending" });
      sent = true;
      const signal = AbortSignal.any([AbortSignal.timeout(sendLimitMs(deps)), markLost]);
      const created = await client.lostOrders.create(input, { signal });
      return settle(run, row, { state: "filed", claimId: created.id }, true);
    } catch (error) {
      if (isRefusal(error)) {
        // Refused as a repeat of itself: an earlier send got through after all.
        const found = mayHaveLanded
          ? await client.lostOrders.find(key).catch(() => undefined)
          : undefined;
        const outcome: RowOutcome = found
          ? { state: "filed", claimId: found.id }
          : { state: "failed", reason: reasonOf(error) };
        return settle(run, row, outcome, sent);
      }
      // The mark is another's now: the row is left to its holder, or to the next pass.
      if (markLost.aborted) return "busy";
      // A 429 files nothing; any other failure of a send may have filed it.
      if (sent && !(error instanceof PublisherApiError && error.status === 429))
        mayHaveLanded = true;
      wait = waitAfter(error, attempt);
      deps.logger.debug(
        { err: error, attempt, wait, id: batch.id, row: row.row },
        "claim row retried",
      );
    }
    if (attempt >= TRIES_BEFORE_PAUSE) return "unanswered";
    await deps.storage.paces.holdOff(run.pace, wait);
    if (!(await pause(wait, run.stop))) return "stopped";
  }
}

/** The account's next turn, waited for; false when the loop was stopped meanwhile. */
async function takeTurn(run: RowRun): Promise<boolean> {
  const wait = await run.deps.storage.paces.turn(run.pace, run.deps.config.claims.batchPaceMs);
  return pause(wait, run.stop);
}

async function pause(ms: number, stop: AbortSignal): Promise<boolean> {
  if (stop.aborted) return false;
  if (ms <= 0) return true;
  return sleep(ms, true, { signal: stop }).catch(() => false);
}

/**
 * A refusal of the row itself: its fields (400), a claim that may not be filed (409), the
 * credentials or the endpoint refused. These settle the row; everything else is the network's
 * trouble (429, 5xx, no answer, an answer that is not one) and the row waits.
 */
function isRefusal(error: unknown): boolean {
  return (
    error instanceof BadRequest ||
    error instanceof WrongState ||
    error instanceof AuthRejected ||
    error instanceof NotFound
  );
}

/** The Retry-After the network gave, else an exponential backoff with jitter. */
function waitAfter(error: unknown, attempt: number): number {
  if (error instanceof PublisherApiError && error.retryAfterMs !== undefined)
    return Math.min(error.retryAfterMs, BACKOFF_MAX_MS * 4);
  const step = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** (attempt - 1));
  return step / 2 + Math.random() * (step / 2);
}

/** The row's outcome, written only while its batch still exists (a wipe is not undone). */
async function settle(run: RowRun, row: CheckedRow, outcome: RowOutcome, sent: boolean) {
  if (await run.batches.get(run.batch.id))
    await run.batches.setOutcome(run.batch.id, row.row, outcome);
  return { outcome, sent };
}

/** The API's own words on a refused row (its field messages), or the error's. */
function reasonOf(error: unknown): string {
  if (error instanceof BadRequest) {
    const fields = Object.values(error.fields ?? {});
    return fields.length > 0 ? fields.join("; ") : (error.apiError ?? error.message);
  }
  return error instanceof Error ? error.message : String(error);
}
