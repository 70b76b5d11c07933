/**
 * What /report sends: the card (report-card/) as a photo with its caption, or as text when there
 * is nothing to draw, and its rows by day as CSV.
 */
import { InputFile } from "grammy";
import type { PublisherClient } from "../../../publisher-api/index.js";
import { accountCurrency } from "../../core/account-currency.js";
import type { BotContext } from "../../core/context.js";
import { withReportProgress } from "../../core/report-progress.js";
import { periodText } from "../../format/dates.js";
import { cardCsv, reportCard, sendCard } from "../../report-card/index.js";
import type { Period, Preset } from "../../reports/period.js";
import { readSummary } from "../../reports/report.js";
import { pickerKeyboard } from "./keyboards.js";

export async function showCard(
  ctx: BotContext,
  client: PublisherClient,
  period: Period,
  preset?: Preset,
): Promise<void> {
  const { deps, speech } = ctx;
  await ctx.replyWithChatAction("upload_photo").catch(() => undefined);
  const now = deps.now();
  const label = periodText(period, speech.lang, now);
  const request = { period, now, account: ctx.account.no, ...(preset && { preset }) };
  const card = await withReportProgress(
    ctx,
    label,
    (watch) => reportCard(deps, client, ctx.account.id, request, speech, watch),
    pickerKeyboard(ctx),
  );
  if (!card || ctx.chat === undefined) return;
  // Pictures take their turn with the digests, so many at once stay under Telegram's limit.
  if (card.photo) await deps.outbox.turn();
  // Nothing to draw: the periods again under the text.
  const keyboard = card.keyboard ?? (card.photo ? undefined : pickerKeyboard(ctx));
  await sendCard(ctx.api, ctx.chat.id, { ...card, ...(keyboard && { keyboard }) });
}

/** The card's days as CSV: the period's summary read again (its closed days are the card's). */
export async function sendCardCsv(
  ctx: BotContext,
  client: PublisherClient,
  period: Period,
): Promise<void> {
  const { deps, speech } = ctx;
  const now = deps.now();
  const label = periodText(period, speech.lang, now);
  const ask = { period, now, knownZone: () => deps.api.statisticsZone };
  const [summary, currency] = await Promise.all([
    withReportProgress(ctx, label, (watch) => readSummary(client, ask, watch), pickerKeyboard(ctx)),
    accountCurrency(deps.storage, ctx.account.id, client),
  ]);
  if (!summary) return;
  await ctx.replyWithChatAction("upload_document").catch(() => undefined);
  const csv = cardCsv(summary, speech, currency, now);
  await ctx.replyWithDocument(new InputFile(csv.bytes, csv.name), {
    caption: ctx.t("report-csv-caption", { period: label, rows: csv.rows }),
  });
}
