/**
 * What /stats sends: the summary as a chart with its caption, a breakdown page (edited in place
 * while paging), and the breakdown as CSV. A breakdown is kept for a while per publisher, with the
 * account it was read for, so its pages and its CSV show the very rows that were read, without
 * asking the network again, and only for that account.
 */
import { InlineKeyboard, InputFile } from "grammy";
import type { PublisherClient } from "../../../publisher-api/index.js";
import { accountCurrency } from "../../core/account-currency.js";
import type { BotContext } from "../../core/context.js";
import { editInPlace } from "../../core/edit-in-place.js";
import { offerDashboardMenu } from "../../dashboard-door.js";
import { visibleLength } from "../../format/clip.js";
import { periodText } from "../../format/dates.js";
import { CAPTION_LIMIT } from "../../reports/chart.js";
import { breakdownCsv } from "../../reports/csv.js";
import { learnedNetworkClock, type NetworkClock, networkClock } from "../../reports/network-day.js";
import type { Period, Preset } from "../../reports/period.js";
import { type Breakdown, readBreakdown, readSummary } from "../../reports/report.js";
import { seriesOf } from "../../reports/series.js";
import { notBegunText } from "../../reports/summary-lines.js";
import { openingRows } from "./drill.js";
import { keepLevel, keptLevel, type Level } from "./drill-levels.js";
import { breakdownKeyboard, periodKeyboard, summaryKeyboard } from "./keyboards.js";
import { withReportProgress } from "./progress.js";
import { breakdownText, pageCount, summaryText } from "./text.js";

const ROWS_TTL_MS = 30 * 60_000;

/** Which breakdown is on screen: its rows are the top level kept by drill-levels.ts. */
interface KeptRows {
  key: string;
  /** the account they were read for (its id): shown for no other */
  account: number;
  /** the id of the level they are kept as */
  level: string;
}

/** The rows shown: the level's, with its id. */
type Shown = Pick<Level, "rows" | "running"> & { level: string };

/** The rows of the report on screen: the person's (kept when one of their accounts goes). */
export const STATS_ROWS_KIND = "stats-rows";
const keptRows = (ctx: BotContext) => ctx.deps.storage.records<KeptRows>(STATS_ROWS_KIND);
const rowsKey = (period: Period, kind: Breakdown) => `${period.from}:${period.to}:${kind}`;

/** The network's clock now: what every period /stats names is resolved against (reports/period.ts). */
export function networkClockOf(ctx: BotContext, client: PublisherClient): Promise<NetworkClock> {
  return learnedNetworkClock(client, () => ctx.deps.api.statisticsZone, ctx.deps.now());
}

/** The currency statistics are counted in: the account's. */
const currencyOf = (ctx: BotContext, client: PublisherClient) =>
  accountCurrency(ctx.deps.storage, ctx.account.id, client);

/** `preset` says which button asked: "This year" compares with last year's same days. */
export async function showSummary(
  ctx: BotContext,
  client: PublisherClient,
  period: Period,
  preset?: Preset,
): Promise<void> {
  const { speech, deps } = ctx;
  await ctx.replyWithChatAction("upload_photo").catch(() => undefined);
  const now = deps.now();
  const label = periodText(period, speech.lang, now);
  const ask = { period, now, knownZone: () => deps.api.statisticsZone, ...(preset && { preset }) };
  const [summary, currency] = await Promise.all([
    withReportProgress(ctx, label, (watch) => readSummary(client, ask, watch)),
    currencyOf(ctx, client),
  ]);
  if (!summary) return;
  if (summary.comparison.kind === "not-begun") {
    await ctx.reply(notBegunText(summary, speech, now), { reply_markup: periodKeyboard(ctx) });
    return;
  }
  const caption = summaryText(summary, speech, currency, now);
  // Drawn from the rows the caption sums (a single day: its hours).
  const series = seriesOf(summary, now);
  const chart = await deps.charts.of(series, speech, currency);
  const shown = { period: summary.period, account: ctx.account.no };
  const keyboard = summaryKeyboard(ctx, shown, deps.config);
  if (ctx.from) await offerDashboardMenu(deps, ctx.from.id, speech.lang);
  if (!chart) {
    const period = periodText(summary.period, speech.lang, now);
    const nothing = speech.t("chart-nothing", { period });
    await ctx.reply(`${caption}\n\n${nothing}`, { reply_markup: keyboard });
    return;
  }
  const photo = new InputFile(chart, "stats.png");
  // Charts take their turn with the digests, so many at once stay under Telegram's limit.
  await deps.outbox.turn();
  if (visibleLength(caption) <= CAPTION_LIMIT) {
    await ctx.replyWithPhoto(photo, { caption, reply_markup: keyboard });
    return;
  }
  await ctx.replyWithPhoto(photo);
  await ctx.reply(caption, { reply_markup: keyboard });
}

async function rowsOf(
  ctx: BotContext,
  client: PublisherClient,
  period: Period,
  kind: Breakdown,
  fresh: boolean,
): Promise<Shown | undefined> {
  const userId = ctx.from?.id ?? 0;
  const key = rowsKey(period, kind);
  const kept = fresh ? undefined : await keptRows(ctx).get(userId);
  if (kept?.key === key && kept.account === ctx.account.id) {
    const level = await keptLevel(ctx, kept.level);
    if (level) return { ...level, level: kept.level };
  }
  const now = ctx.deps.now();
  const rows = await withReportProgress(ctx, periodText(period, ctx.speech.lang, now), (watch) =>
    readBreakdown(client, period, kind, watch),
  );
  if (!rows) return undefined;
  const { today } = networkClock(now, ctx.deps.api.statisticsZone);
  const running = period.to >= today ? today : undefined;
  const level = await keepLevel(ctx, { period, path: [], kind, rows, ...(running && { running }) });
  await keptRows(ctx).set(userId, { key, account: ctx.account.id, level }, ROWS_TTL_MS);
  return { rows, level, ...(running && { running }) };
}

/**
 * A breakdown page: edited into `messageId` when given (paging, switching breakdowns), else sent
 * as a new message with rows read afresh.
 */
export async function showBreakdown(
  ctx: BotContext,
  client: PublisherClient,
  view: { period: Period; kind: Breakdown; page: number; messageId?: number },
): Promise<void> {
  const speech = ctx.speech;
  const fresh = view.messageId === undefined;
  const read = await rowsOf(ctx, client, view.period, view.kind, fresh);
  if (!read) return;
  const { rows } = read;
  const pages = pageCount(rows);
  const page = Math.min(Math.max(view.page, 0), pages - 1);
  const currency = await currencyOf(ctx, client);
  const shown = {
    period: view.period,
    now: ctx.deps.now(),
    ...(read.running && { running: read.running }),
  };
  const text = breakdownText(rows, view.kind, shown, page, speech, currency);
  const below = breakdownKeyboard(
    ctx,
    { period: view.period, account: ctx.account.no },
    view.kind,
    page,
    pages,
  );
  // Each row opens its own stats (drill.ts), from the level these rows are kept as.
  const top = { path: [], kind: view.kind, rows, ...shown };
  const opening = openingRows(ctx, read.level, top, page);
  const keyboard = InlineKeyboard.from([...opening, ...below.inline_keyboard]);
  if (view.messageId !== undefined && ctx.chat) {
    await editInPlace(ctx, text, keyboard, undefined, view.messageId);
  } else await ctx.reply(text, { reply_markup: keyboard });
}

export async function sendCsv(
  ctx: BotContext,
  client: PublisherClient,
  period: Period,
  kind: Breakdown,
): Promise<void> {
  const speech = ctx.speech;
  const read = await rowsOf(ctx, client, period, kind, false);
  if (!read) return;
  const { rows } = read;
  await ctx.replyWithChatAction("upload_document").catch(() => undefined);
  // The byte-order mark makes spreadsheet programs read the names as UTF-8.
  const currency = await currencyOf(ctx, client);
  const now = ctx.deps.now();
  const shown = { period, now, ...(read.running && { running: read.running }) };
  const csv = Buffer.from(`\uFEFF${breakdownCsv(rows, kind, shown, speech, currency)}`, "utf8");
  // ASCII, no spaces: every client keeps the name as it is.
  const name = `stats-${kind}-${period.from}-${period.to}.csv`;
  await ctx.replyWithDocument(new InputFile(csv, name), {
    caption: ctx.t("stats-csv-caption", {
      kind: ctx.t(`stats-by-${kind}`),
      period: periodText(period, speech.lang, now),
      rows: rows.length,
    }),
  });
}
