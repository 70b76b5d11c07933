/**
 * The answers to the questions a table raised before its check: which column holds what
 * (column-picker.ts), and which offer a file without an offer column is for.
 */
import { Composer } from "grammy";
import { onButton } from "../../../core/callback-data.js";
import type { HandlerContext } from "../../../core/context.js";
import { requireClaimClient } from "../access.js";
import { askNext, batchColumnButton, nextAsked } from "./column-picker.js";
import { batchOfferButton } from "./keyboards.js";
import { prepareBatch } from "./prepare.js";
import { Batches } from "./store.js";

export const pickingComposer = new Composer<HandlerContext>();

/** A column picked: the next question, or the check once every column is known. */
onButton(pickingComposer, batchColumnButton, async (ctx, { id, kind, column }) => {
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
  await prepareBatch(ctx, { ...kept, columns: picked }, kept.fileName);
});

onButton(pickingComposer, batchOfferButton, async (ctx, { id, offer }) => {
  const batches = new Batches(ctx.deps.storage);
  const kept = await batches.source(id);
  if (!kept) return ctx.answerCallbackQuery({ text: ctx.t("button-expired"), show_alert: true });
  await ctx.answerCallbackQuery();
  const network = await requireClaimClient(ctx);
  if (!network) return;
  const found = await network.catalog.offers("all", { ids: [String(offer)], limit: 1 });
  const choice = found.items[0];
  if (!choice) return;
  await prepareBatch(ctx, kept, kept.fileName, { id: choice.id, name: choice.name });
});
