/**
 * A list of lost orders sent as it is: a CSV or XLSX document, or lines pasted as a message. The
 * table is read, checked and summed up; File starts the batch (once, however often it is pressed),
 * Cancel drops it, Resume goes on after a pause.
 */
import { Composer, InlineKeyboard } from "grammy";
import { onButton } from "../../../core/callback-data.js";
import type { BotContext, HandlerContext } from "../../../core/context.js";
import { editInPlace } from "../../../core/edit-in-place.js";
import { requireClaimClient } from "../access.js";
import { claimsBackKeyboard } from "../list-keyboards.js";
import { fileBatch, tellCancelled } from "./filing.js";
import { batchCancelButton, batchFileButton, batchResumeButton } from "./keyboards.js";
import { pickingComposer } from "./picking.js";
import { receiveComposer } from "./receive.js";
import { Batches } from "./store.js";
import { progressText } from "./texts.js";
import { batchOpenButton, batchPage } from "./views.js";

export const batchComposer = new Composer<HandlerContext>();

batchComposer.use(receiveComposer, pickingComposer);

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
