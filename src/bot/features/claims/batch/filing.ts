/**
 * Files a batch's ready rows one by one, editing one progress message as it goes. One loop files a
 * batch, whoever asked (the File button, ▶ Resume, the `claim-batches` job, on any instance): it
 * holds the batch's lease (storage.leases, renewed while it lives) and the others leave it be.
 * Before every row it reads the present: the batch still to be filed (not paused, cancelled or
 * wiped) and the account still connected; else it stops there and tells the publisher where.
 * Each row is filed once whatever happens (send-row.ts).
 */
import { setTimeout as sleep } from "node:timers/promises";
import { InlineKeyboard, InputFile } from "grammy";
import { type Recipient, recipientOf } from "../../../accounts/recipient.js";
import type { BotDeps } from "../../../core/context.js";
import { connection } from "../../../core/publisher.js";
import { escapeHtml } from "../../../format/html.js";
import type { CheckedRow } from "./check.js";
import { batchCancelButton, resumeKeyboard } from "./keyboards.js";
import { paceKey, type RowRun, rowMarkMs, sendRow } from "./send-row.js";
import { type Batch, Batches, type RowOutcome } from "./store.js";
import { progressText, resultFile } from "./texts.js";

/** Refusals in a row that pause a batch (the rows, or the account, are likely wrong). */
export const FAILURES_TO_PAUSE = 5;
/** How long a batch's lease holds without a renewal: a dead loop's batch is free after this. */
export const BATCH_LEASE_MS = 10_000;
/** Passes over a batch's rows while some are held by another sender (live, or dead: its mark runs out). */
const MAX_PASSES = 4;

/** Why a loop stopped before its batch was over, as the publisher is told (or not). */
type Stop = "disconnected" | "cancelled" | "quiet";

/**
 * Files what is left of batch `id` while it is `filing`, if no other loop does; returns when it is
 * done, paused or stopped, or at once when another loop holds it.
 */
export async function fileBatch(deps: BotDeps, id: string): Promise<void> {
  const lease = await deps.storage.leases.take(`claim-batch:${id}`, BATCH_LEASE_MS);
  if (!lease) return;
  try {
    await fileLeased(deps, id, lease.lost);
  } finally {
    await lease.release().catch(() => undefined);
  }
}

/** Counts of the batch's settled rows, kept as the loop settles them. */
interface Tally {
  filed: number;
  failed: number;
}

async function fileLeased(deps: BotDeps, id: string, leaseLost: AbortSignal): Promise<void> {
  const batches = new Batches(deps.storage);
  const batch = await batches.get(id);
  if (batch?.status !== "filing") return;
  // Who is told, read now: a /disconnect wipes the account, and they are still told it stopped.
  const to = await recipientOf(deps, batch.accountId);
  const stop = deps.stopping ? AbortSignal.any([deps.stopping, leaseLost]) : leaseLost;
  const tally = await tallyOf(batches, batch);
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const left = await filePass(deps, batches, batch, to, tally, stop);
    if (left !== "busy") return;
    // A dead sender's mark runs out within rowMarkMs of its last renewal.
    const waited = await sleep(rowMarkMs(deps) / 2, true, { signal: stop }).catch(() => false);
    if (!waited) return;
  }
}

/** One pass over the rows: "busy" when some were held by another sender. */
async function filePass(
  deps: BotDeps,
  batches: Batches,
  batch: Batch,
  to: Recipient | undefined,
  tally: Tally,
  stop: AbortSignal,
): Promise<"busy" | "over"> {
  let failures = 0;
  let busy = false;
  for (const row of batch.rows) {
    if (row.verdict !== "ready") continue;
    const done = await batches.outcome(batch.id, row.row);
    if (done && done.state !== "sending") continue;
    const present = await thePresent(deps, batches, batch, stop);
    if (typeof present === "string") {
      await stopped(deps, batch, to, tally, row, present);
      return "over";
    }
    const run: RowRun = {
      deps,
      batches,
      client: present.client,
      pace: present.pace,
      batch,
      stop,
      present: async () => typeof (await thePresent(deps, batches, batch, stop)) !== "string",
    };
    const sent = await sendRow(run, row);
    if (sent === "busy") {
      busy = true;
      continue;
    }
    if (sent === "stopped") {
      // Stopped before its POST: told like a stop before the row (or not at all, for a shutdown).
      const why = await thePresent(deps, batches, batch, stop);
      await stopped(deps, batch, to, tally, row, typeof why === "string" ? why : "quiet");
      return "over";
    }
    if (sent === "unanswered") {
      await pause(deps, batches, batch.id, tally, "claims-batch-paused-unanswered");
      return "over";
    }
    if (sent.outcome.state === "filed") tally.filed++;
    if (sent.outcome.state === "failed") tally.failed++;
    failures = sent.outcome.state === "failed" && sent.sent ? failures + 1 : 0;
    if (failures >= FAILURES_TO_PAUSE) {
      await pause(deps, batches, batch.id, tally, "claims-batch-paused");
      return "over";
    }
    await showProgress(deps, to, batch, tally, stopKeyboard(to, batch.id));
  }
  if (busy) return "busy";
  if (!stop.aborted) await finish(deps, batches, batch.id);
  return "over";
}

/**
 * What a row is filed with, read before it: the batch still `filing` and the account's client;
 * else why not.
 */
async function thePresent(
  deps: BotDeps,
  batches: Batches,
  batch: Batch,
  stop: AbortSignal,
): Promise<{ client: RowRun["client"]; pace: string } | Stop> {
  if (stop.aborted) return "quiet";
  const now = await batches.get(batch.id);
  // Wiped: the account was removed or /disconnect forgot it.
  if (!now) return "disconnected";
  if (now.status === "cancelled") return "cancelled";
  // Paused or over: whoever did it has told the publisher.
  if (now.status !== "filing") return "quiet";
  const connected = await connection(deps, batch.accountId);
  if (!connected) return "disconnected";
  return { client: connected.client, pace: paceKey(connected.secrets) };
}

async function tallyOf(batches: Batches, batch: Batch): Promise<Tally> {
  const values = [...(await batches.allOutcomes(batch)).values()];
  return {
    filed: values.filter((o) => o.state === "filed").length,
    failed: values.filter((o) => o.state === "failed").length,
  };
}

function readyCount(batch: Batch): number {
  return batch.rows.filter((r) => r.verdict === "ready").length;
}

/** While it files, the progress message has a button that stops it. */
function stopKeyboard(to: Recipient | undefined, id: string): object {
  if (!to) return {};
  const keyboard = new InlineKeyboard().text(
    to.speech.t("claims-batch-stop"),
    batchCancelButton.pack({ id }),
  );
  return { reply_markup: keyboard };
}

/** The progress message, edited in place ("Filed 12 of 37"). */
async function showProgress(
  deps: BotDeps,
  to: Recipient | undefined,
  batch: Batch,
  tally: Tally,
  extra: object = {},
  text = to && progressText(to.speech, batch, tally.filed, tally.failed),
): Promise<void> {
  if (!to || text === undefined || batch.messageId === undefined) return;
  const messageId = batch.messageId;
  await deps.outbox
    .deliver(to.chatId, (api) => api.editMessageText(to.chatId, messageId, text, extra))
    .catch((error: unknown) => deps.logger.debug({ err: error }, "batch progress not shown"));
}

/** A stop before `row`: the publisher is told where, unless it is a shutdown (the job resumes). */
async function stopped(
  deps: BotDeps,
  batch: Batch,
  to: Recipient | undefined,
  tally: Tally,
  row: CheckedRow,
  why: Stop,
): Promise<void> {
  if (why === "quiet") return;
  if (why === "cancelled") await new Batches(deps.storage).markOver(batch.accountId);
  if (!to) return;
  const text = stopText(to, batch, tally, row.row, why);
  await showProgress(deps, to, batch, tally, {}, text);
}

export function stopText(
  to: Pick<Recipient, "speech">,
  batch: Batch,
  tally: Tally,
  row: number,
  why: "disconnected" | "cancelled",
): string {
  const head = `<b>📄 ${escapeHtml(batch.fileName)}</b>`;
  const counts = { row, filed: tally.filed, failed: tally.failed, ready: readyCount(batch) };
  return `${head}\n${to.speech.t(`claims-batch-stopped-${why}`, counts)}`;
}

/**
 * A batch cancelled with no loop filing it (paused, or its loop gone): told where it stands.
 * Returns false when a loop holds it (that loop tells, before its next row).
 */
export async function tellCancelled(deps: BotDeps, id: string): Promise<boolean> {
  const lease = await deps.storage.leases.take(`claim-batch:${id}`, BATCH_LEASE_MS);
  if (!lease) return false;
  try {
    const batches = new Batches(deps.storage);
    const batch = await batches.get(id);
    if (!batch) return true;
    await batches.markOver(batch.accountId);
    const outcomes = await batches.allOutcomes(batch);
    const tally = await tallyOf(batches, batch);
    const next = batch.rows.find((r) => r.verdict === "ready" && !settled(outcomes.get(r.row)));
    const to = await recipientOf(deps, batch.accountId);
    if (to && next)
      await showProgress(
        deps,
        to,
        batch,
        tally,
        {},
        stopText(to, batch, tally, next.row, "cancelled"),
      );
    return true;
  } finally {
    await lease.release().catch(() => undefined);
  }
}

function settled(outcome: RowOutcome | undefined): boolean {
  return outcome?.state === "filed" || outcome?.state === "failed";
}

async function pause(
  deps: BotDeps,
  batches: Batches,
  id: string,
  tally: Tally,
  key: "claims-batch-paused" | "claims-batch-paused-unanswered",
): Promise<void> {
  const batch = await batches.get(id);
  if (batch?.status !== "filing") return;
  batch.status = "paused";
  await batches.save(batch);
  await batches.markOver(batch.accountId);
  const to = await recipientOf(deps, batch.accountId);
  if (!to) return;
  const counts = { filed: tally.filed, failed: tally.failed, ready: readyCount(batch) };
  const text =
    key === "claims-batch-paused"
      ? progressText(to.speech, batch, tally.filed, tally.failed)
      : `<b>📄 ${escapeHtml(batch.fileName)}</b>\n${to.speech.t(key, counts)}`;
  await showProgress(deps, to, batch, tally, { reply_markup: resumeKeyboard(to.speech, id) }, text);
}

/** Once every ready row is settled: the closing account and the result file, sent once. */
async function finish(deps: BotDeps, batches: Batches, id: string): Promise<void> {
  const batch = await batches.get(id);
  if (batch?.status !== "filing") return;
  const outcomes = await batches.allOutcomes(batch);
  const ready = batch.rows.filter((r) => r.verdict === "ready");
  if (ready.some((r) => !settled(outcomes.get(r.row)))) return;
  batch.status = "done";
  await batches.save(batch);
  await batches.markOver(batch.accountId);
  const to = await recipientOf(deps, batch.accountId);
  if (!to) return;
  const values = [...outcomes.values()];
  const tally = {
    filed: values.filter((o) => o.state === "filed").length,
    failed: values.filter((o) => o.state === "failed").length,
  };
  await showProgress(deps, to, batch, tally);
  const file = resultFile(to.speech, batch, outcomes, deps.config.claims.maxAgeDays);
  const name = `${batch.fileName.replace(/\.[^.]*$/u, "")}-result.csv`;
  await deps.outbox.deliverOnce(
    `claim-batch-result:${id}`,
    to.chatId,
    (api) =>
      api.sendDocument(to.chatId, new InputFile(file, name), {
        caption: to.speech.t("claims-batch-result", { name: batch.fileName }),
      }),
    { keepMs: RESULT_MARK_MS },
  );
}

/** The result file's once-mark outlives the batch's own record (BATCH_KEEP_MS). */
const RESULT_MARK_MS = 120 * 24 * 60 * 60_000;
