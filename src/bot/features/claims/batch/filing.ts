/**
 * Files a batch's ready rows one by one at the configured pace, editing one progress message as
 * it goes. Each row is filed once whatever happens: a row is claimed with a once-mark (shared by
 * every instance on Redis) before it is sent, its "sending" outcome is written before the POST, and
 * a row found "sending" after a crash is looked for in the network before it is sent again.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { InputFile } from "grammy";
import { BadRequest, type PublisherClient } from "../../../../publisher-api/index.js";
import type { OnceHold } from "../../../../storage/index.js";
import { recipientOf } from "../../../accounts/recipient.js";
import type { BotDeps } from "../../../core/context.js";
import { connection } from "../../../core/publisher.js";
import type { CheckedRow } from "./check.js";
import { resumeKeyboard } from "./keyboards.js";
import { type Batch, Batches, type RowOutcome } from "./store.js";
import { progressText, resultFile } from "./texts.js";

/** Failures in a row that pause a batch (the network is likely down, not the rows wrong). */
export const FAILURES_TO_PAUSE = 5;
/**
 * How long a row's mark holds while it is sent: past it, a row whose process died is due again.
 * Longer than a POST can take (its time limit, twice), so a live sender never loses its mark.
 */
function rowSendingMs(deps: BotDeps): number {
  return 2 * deps.config.publisherApiTimeoutMs + 1_000;
}
/** Passes over a batch's rows while some are held by another sender (live, or dead: its mark runs out). */
const MAX_PASSES = 4;
const ROW_DONE_MS = 120 * 24 * 60 * 60_000;

type Filed = { outcome: RowOutcome; sent: boolean } | "busy";

/**
 * Files what is left of batch `id` while it is `filing`; returns when done, paused or stopped.
 * Rows another sender holds are passed over, then waited for: a sender that died mid-POST holds
 * its row until the mark runs out, and the row is then looked for before it is sent again.
 */
export async function fileBatch(deps: BotDeps, id: string): Promise<void> {
  const batches = new Batches(deps.storage);
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const left = await filePass(deps, batches, id);
    if (left !== "busy" || deps.stopping?.aborted) return;
    await sleep(rowSendingMs(deps) / 2, undefined, { signal: deps.stopping }).catch(
      () => undefined,
    );
  }
}

/** One pass over the rows: "busy" when some were held by another sender. */
async function filePass(deps: BotDeps, batches: Batches, id: string): Promise<"busy" | "over"> {
  const batch = await batches.get(id);
  if (batch?.status !== "filing") return "over";
  const client = (await connection(deps, batch.accountId))?.client;
  if (!client) return "over";
  let failures = 0;
  let busy = false;
  for (const row of batch.rows) {
    if (row.verdict !== "ready" || deps.stopping?.aborted) continue;
    const done = await batches.outcome(id, row.row);
    if (done && done.state !== "sending") continue;
    const filed = await fileRow(deps, batches, client, batch, row);
    if (filed === "busy") {
      busy = true;
      continue;
    }
    failures = filed.outcome.state === "failed" ? failures + 1 : 0;
    if (failures >= FAILURES_TO_PAUSE) {
      await pause(deps, batches, id);
      return "over";
    }
    await showProgress(deps, batches, batch);
    if (filed.sent)
      await sleep(deps.config.claims.batchPaceMs, undefined, { signal: deps.stopping }).catch(
        () => undefined,
      );
  }
  if (busy) return "busy";
  if (!deps.stopping?.aborted) await finish(deps, batches, id);
  return "over";
}

/** One row, once: claimed, looked for when an earlier send may have got through, then sent. */
async function fileRow(
  deps: BotDeps,
  batches: Batches,
  client: PublisherClient,
  batch: Batch,
  row: CheckedRow,
): Promise<Filed> {
  const hold = await deps.storage.once.take(
    `claim-batch-row:${batch.id}:${row.row}`,
    rowSendingMs(deps),
  );
  if (hold === "sending") return "busy";
  const before = await batches.outcome(batch.id, row.row);
  if (hold === "done" || (before && before.state !== "sending")) {
    if (typeof hold !== "string") await hold.confirm(ROW_DONE_MS);
    return { outcome: before ?? { state: "sending" }, sent: false };
  }
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
  const earlier = before ? await client.lostOrders.find(key).catch(() => undefined) : undefined;
  if (earlier)
    return settle(batches, hold, batch.id, row.row, { state: "filed", claimId: earlier.id }, false);
  await batches.setOutcome(batch.id, row.row, { state: "sending" });
  try {
    const created = await client.lostOrders.create(input);
    return settle(batches, hold, batch.id, row.row, { state: "filed", claimId: created.id }, true);
  } catch (error) {
    // No refusal came (a timeout): it may have been filed; one look tells.
    const found =
      error instanceof BadRequest
        ? undefined
        : await client.lostOrders.find(key).catch(() => undefined);
    const outcome: RowOutcome = found
      ? { state: "filed", claimId: found.id }
      : { state: "failed", reason: reasonOf(error) };
    return settle(batches, hold, batch.id, row.row, outcome, true);
  }
}

async function settle(
  batches: Batches,
  hold: OnceHold,
  id: string,
  row: number,
  outcome: RowOutcome,
  sent: boolean,
): Promise<Filed> {
  await batches.setOutcome(id, row, outcome);
  await hold.confirm(ROW_DONE_MS);
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

async function counts(batches: Batches, batch: Batch) {
  const outcomes = await batches.allOutcomes(batch);
  const values = [...outcomes.values()];
  return {
    outcomes,
    filed: values.filter((o) => o.state === "filed").length,
    failed: values.filter((o) => o.state === "failed").length,
  };
}

/** The progress message, edited in place ("Filed 12 of 37"). */
async function showProgress(deps: BotDeps, batches: Batches, batch: Batch, keyboard?: object) {
  const to = await recipientOf(deps, batch.accountId);
  if (!to || batch.messageId === undefined) return;
  const { filed, failed } = await counts(batches, batch);
  const text = progressText(to.speech, batch, filed, failed);
  const messageId = batch.messageId;
  await deps.outbox
    .deliver(to.chatId, (api) => api.editMessageText(to.chatId, messageId, text, keyboard ?? {}))
    .catch((error: unknown) => deps.logger.debug({ err: error }, "batch progress not shown"));
}

async function pause(deps: BotDeps, batches: Batches, id: string): Promise<void> {
  const batch = await batches.get(id);
  if (batch?.status !== "filing") return;
  batch.status = "paused";
  await batches.save(batch);
  const to = await recipientOf(deps, batch.accountId);
  if (to) await showProgress(deps, batches, batch, { reply_markup: resumeKeyboard(to.speech, id) });
}

/** Once every ready row is settled: the closing account and the result file, sent once. */
async function finish(deps: BotDeps, batches: Batches, id: string): Promise<void> {
  const batch = await batches.get(id);
  if (batch?.status !== "filing") return;
  const { outcomes } = await counts(batches, batch);
  const ready = batch.rows.filter((r) => r.verdict === "ready");
  if (
    ready.some(
      (r) => outcomes.get(r.row)?.state !== "filed" && outcomes.get(r.row)?.state !== "failed",
    )
  )
    return;
  batch.status = "done";
  await batches.save(batch);
  await batches.markOpen(id, false);
  await showProgress(deps, batches, batch);
  const to = await recipientOf(deps, batch.accountId);
  if (!to) return;
  const file = resultFile(to.speech, batch, outcomes, deps.config.claims.maxAgeDays);
  const name = `${batch.fileName.replace(/\.[^.]*$/u, "")}-result.csv`;
  await deps.outbox.deliverOnce(
    `claim-batch-result:${id}`,
    to.chatId,
    (api) =>
      api.sendDocument(to.chatId, new InputFile(file, name), {
        caption: to.speech.t("claims-batch-result", { name: batch.fileName }),
      }),
    { keepMs: ROW_DONE_MS },
  );
}
