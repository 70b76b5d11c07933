/**
 * From a table to a checked batch: which column is which, what the network knows (offers run,
 * orders claimed already), every row checked, the batch stored and its summary shown with the
 * file of rows to fix. Nothing is filed here.
 */
import { InputFile } from "grammy";
import { clockOf } from "../../../clock/clock.js";
import type { BotContext } from "../../../core/context.js";
import { requireClaimClient } from "../access.js";
import type { Choice } from "../wizard-data.js";
import { type BatchFacts, checkRows, tally } from "./check.js";
import { claimedOrders, networkFacts } from "./facts.js";
import { offerKeyboard, summaryKeyboard } from "./keyboards.js";
import type { Source } from "./source.js";
import { type Batch, Batches } from "./store.js";
import { fixFile, summaryText } from "./texts.js";

/** Checks `source` for the caller's active account and shows the summary (or asks the offer). */
export async function prepareBatch(
  ctx: BotContext,
  source: Source,
  fileName: string,
  offer?: Choice,
): Promise<void> {
  const client = await requireClaimClient(ctx);
  if (!client) return;
  const { config } = ctx.deps;
  const network = await networkFacts(ctx.deps, client, ctx.account.id);
  if (!network.channel) {
    await ctx.reply(ctx.t("claims-no-channels"));
    return;
  }
  const id = Batches.newId();
  const batches = new Batches(ctx.deps.storage);
  if (source.columns.offer === undefined && !offer) {
    await batches.keepSource(id, { ...source, fileName });
    await ctx.reply(ctx.t("claims-batch-ask-offer"), {
      reply_markup: offerKeyboard(id, network.offers.slice(0, 10)),
    });
    return;
  }
  const numbers = source.rows.map((row) => (row[source.columns.number ?? 0] ?? "").trim());
  const facts: BatchFacts = {
    today: clockOf(ctx).today,
    lang: ctx.speech.lang,
    maxAgeDays: config.claims.maxAgeDays,
    offers: network.offers,
    currencies: config.claims.currencies,
    ...(network.ownCurrency ? { ownCurrency: network.ownCurrency } : {}),
    ...(offer ? { fileOffer: offer } : {}),
    claimed: await claimedOrders(client, numbers.filter(Boolean)),
  };
  const batch: Batch = {
    id,
    accountId: ctx.account.id,
    accountNo: ctx.account.no,
    chatId: ctx.chat?.id ?? ctx.account.id,
    fileName,
    status: "checked",
    createdAt: ctx.deps.now().toISOString(),
    channelId: network.channel.id,
    rows: checkRows(source, facts),
  };
  const counts = tally(batch.rows);
  const sent = await ctx.reply(summaryText(ctx, batch, config.claims.maxAgeDays, source), {
    reply_markup: summaryKeyboard(ctx, id, counts.ready),
  });
  batch.messageId = sent.message_id;
  await batches.save(batch);
  if (counts.fix > 0) {
    const name = `${fileName.replace(/\.[^.]*$/u, "")}-to-fix.csv`;
    await ctx.replyWithDocument(
      new InputFile(fixFile(ctx, batch.rows, config.claims.maxAgeDays), name),
    );
  }
}
