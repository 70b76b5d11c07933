/**
 * A list of lost orders sent as it is: a CSV or XLSX document, or lines pasted as a message. The
 * table is read, checked and summed up; File starts the batch (once, however often it is pressed),
 * Cancel drops it, Resume goes on after a pause.
 */
import { Composer, type Context, InlineKeyboard } from "grammy";
import { onButton } from "../../../core/callback-data.js";
import type { BotContext, HandlerContext } from "../../../core/context.js";
import { editInPlace } from "../../../core/edit-in-place.js";
import { requireClaimClient } from "../access.js";
import { claimsBackKeyboard } from "../list-keyboards.js";
import { askColumns, askNext, batchColumnButton, nextAsked } from "./column-picker.js";
import { fileBatch, tellCancelled } from "./filing.js";
import {
  batchCancelButton,
  batchFileButton,
  batchHowButton,
  batchOfferButton,
  batchResumeButton,
} from "./keyboards.js";
import { prepareBatch, sourceOf } from "./prepare.js";
import { MAX_FILE_BYTES, readCsv, readTable } from "./read-table.js";
import { Batches } from "./store.js";
import { progressText } from "./texts.js";
import { batchOpenButton, batchPage } from "./views.js";

export const batchComposer = new Composer<HandlerContext>();
const privately = batchComposer.chatType("private");

privately.on("message:document", async (ctx) => {
  const document = ctx.message.document;
  const name = document.file_name ?? "orders.csv";
  if ((document.file_size ?? 0) > MAX_FILE_BYTES) {
    await ctx.reply(ctx.t("claims-batch-refused-too-big"));
    return;
  }
  if (!(await requireClaimClient(ctx))) return;
  const bytes = await download(ctx, ctx.deps.config.telegramApiRoot);
  const table = await readTable(bytes, name);
  if (!table.ok) {
    await ctx.reply(ctx.t(`claims-batch-refused-${table.reason}`));
    return;
  }
  await checkTable(ctx, table.rows, name);
});

/** Lines pasted as a message: a table of at least two rows and three columns, else not ours. */
privately.on("message:text", async (ctx, next) => {
  const text = ctx.message.text;
  if (text.startsWith("/") || text.split("\n").filter((l) => l.trim()).length < 2) return next();
  const table = readCsv(text);
  if (!table.ok || table.rows.some((row) => row.length < 3)) return next();
  if (!sourceOf(table.rows, ctx)) return next();
  await checkTable(ctx, table.rows, ctx.t("claims-batch-pasted-name"));
});

async function checkTable(ctx: BotContext, rows: string[][], name: string): Promise<void> {
  const source = sourceOf(rows, ctx);
  if (!source) return askColumns(ctx, rows, name);
  await prepareBatch(ctx, source, name);
}

/** A column picked: the next question, or the check once every column is known. */
onButton(batchComposer, batchColumnButton, async (ctx, { id, kind, column }) => {
  const batches = new Batches(ctx.deps.storage);
  const kept = await batches.source(id);
  if (!kept || (column === 0 && kind !== "offer") || column < 0) {
    return ctx.answerCallbackQuery({ text: ctx.t("button-expired"), show_alert: true });
  }
  await ctx.answerCallbackQuery();
  // "No offer column": a column past the table's, so the offer is asked once for the whole file.
  const columns = { ...kept.columns, [kind]: column === 0 ? Number.MAX_SAFE_INTEGER : column - 1 };
  const source = { ...kept, columns };
  if (nextAsked(columns)) {
    await batches.keepSource(id, source);
    return askNext(ctx, id, source);
  }
  const offerless = columns.offer === Number.MAX_SAFE_INTEGER;
  const picked = { ...columns, ...(offerless ? { offer: undefined } : {}) };
  await prepareBatch(
    ctx,
    { rows: kept.rows, columns: picked, firstRow: kept.firstRow },
    kept.fileName,
  );
});

/** The document's bytes, through getFile and the Bot API's file address. */
async function download(ctx: Context, apiRoot: string): Promise<Uint8Array> {
  const file = await ctx.getFile();
  const answer = await fetch(`${apiRoot}/file/bot${ctx.api.token}/${file.file_path ?? ""}`);
  if (!answer.ok) throw new Error(`file download failed: ${answer.status}`);
  return new Uint8Array(await answer.arrayBuffer());
}

/** How to send a file; pressed under /claim's first question, it leaves the wizard for it. */
onButton(batchComposer, batchHowButton, async (ctx) => {
  await ctx.answerCallbackQuery();
  await ctx.conversation.exitAll();
  await ctx.reply(ctx.t("claims-batch-how"));
});

onButton(batchComposer, batchOfferButton, async (ctx, { id, offer }) => {
  const batches = new Batches(ctx.deps.storage);
  const kept = await batches.source(id);
  if (!kept) return ctx.answerCallbackQuery({ text: ctx.t("button-expired"), show_alert: true });
  await ctx.answerCallbackQuery();
  const network = await requireClaimClient(ctx);
  if (!network) return;
  const found = await network.catalog.offers("all", { ids: [String(offer)], limit: 1 });
  const choice = found.items[0];
  if (!choice) return;
  const source = { rows: kept.rows, columns: kept.columns, firstRow: kept.firstRow };
  await prepareBatch(ctx, source, kept.fileName, { id: choice.id, name: choice.name });
});

onButton(batchComposer, batchFileButton, async (ctx, { id }) => {
  const batches = new Batches(ctx.deps.storage);
  const batch = await batches.get(id);
  if (!batch || batch.accountId !== ctx.account.id) {
    return ctx.answerCallbackQuery({ text: ctx.t("button-expired"), show_alert: true });
  }
  if (batch.status !== "checked") {
    // Pressed again (or from another instance): the batch is already under way or over.
    return ctx.answerCallbackQuery({ text: ctx.t("claims-batch-already"), show_alert: true });
  }
  await ctx.answerCallbackQuery();
  batch.status = "filing";
  batch.messageId = ctx.callbackQuery.message?.message_id ?? batch.messageId;
  await batches.save(batch);
  await batches.markOpen(batch);
  const stop = new InlineKeyboard().text(
    ctx.t("claims-batch-stop"),
    batchCancelButton.pack({ id }),
  );
  await editInPlace(ctx, progressText(ctx, batch, 0, 0), stop);
  start(ctx.deps, id);
});

onButton(batchComposer, batchResumeButton, async (ctx, { id }) => {
  const batches = new Batches(ctx.deps.storage);
  const batch = await batches.get(id);
  if (!batch || batch.accountId !== ctx.account.id || batch.status !== "paused") {
    return ctx.answerCallbackQuery({ text: ctx.t("claims-batch-already"), show_alert: true });
  }
  await ctx.answerCallbackQuery();
  batch.status = "filing";
  await batches.save(batch);
  await batches.markOpen(batch);
  start(ctx.deps, id);
});

/**
 * ✖ Cancel under the summary drops the batch; ⏹ Stop under the progress stops its filing before
 * the next row: the loop filing it (on whichever instance) reads the status before every row and
 * tells where it stopped; with no loop on it, the press tells.
 */
onButton(batchComposer, batchCancelButton, async (ctx, { id }) => {
  const batches = new Batches(ctx.deps.storage);
  const batch = await batches.get(id);
  const open =
    batch?.status === "checked" || batch?.status === "filing" || batch?.status === "paused";
  if (!batch || !open || batch.accountId !== ctx.account.id) {
    return ctx.answerCallbackQuery({ text: ctx.t("claims-batch-already"), show_alert: true });
  }
  const wasChecked = batch.status === "checked";
  batch.status = "cancelled";
  await batches.save(batch);
  if (wasChecked) {
    await ctx.answerCallbackQuery();
    await editInPlace(ctx, ctx.t("claims-batch-cancelled"));
    return;
  }
  await ctx.answerCallbackQuery({ text: ctx.t("claims-batch-stopping") });
  await tellCancelled(ctx.deps, id);
});

/** A batch's line under /claims: its claims, their statuses counted together. */
onButton(batchComposer, batchOpenButton, async (ctx, { id }) => {
  const batch = await new Batches(ctx.deps.storage).get(id);
  if (!batch || batch.accountId !== ctx.account.id) {
    return ctx.answerCallbackQuery({ text: ctx.t("button-expired"), show_alert: true });
  }
  const client = await requireClaimClient(ctx);
  if (!client) return;
  await ctx.answerCallbackQuery();
  const back = claimsBackKeyboard(ctx, { status: 0, page: 0, account: ctx.account.no });
  await editInPlace(ctx, await batchPage(ctx, client, batch), back);
});

/** Files the batch beside the updates (not inside the chat's turn); the job resumes what stops. */
function start(deps: BotContext["deps"], id: string): void {
  fileBatch(deps, id).catch((error: unknown) =>
    deps.logger.warn({ err: error, id }, "claim batch stopped"),
  );
}
