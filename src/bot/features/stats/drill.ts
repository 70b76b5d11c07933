/**
 * A breakdown's rows opened one level after another (each level kept by drill-levels.ts: a press
 * after it is gone answers that the button has expired). Opening a row (or going back) sends the level's chart (the row's days, or a day's hours) and then
 * its page; paging and switching the level's breakdown change the page in place.
 */
import { InlineKeyboard, InputFile } from "grammy";
import type { PublisherClient } from "../../../publisher-api/index.js";
import { accountCurrency } from "../../core/account-currency.js";
import type { BotContext } from "../../core/context.js";
import { editInPlace } from "../../core/edit-in-place.js";
import { periodText } from "../../format/dates.js";
import { bucketKindOf, dayBuckets, hourBuckets } from "../../reports/buckets.js";
import type { ChartSeries } from "../../reports/chart.js";
import {
  type DrillKind,
  type DrillStep,
  MAX_DAY_BY_DAY,
  nextKinds,
  opens,
  readable,
} from "../../reports/drill.js";
import { readDrill } from "../../reports/drill-rows.js";
import { type NetworkClock, networkClock } from "../../reports/network-day.js";
import type { Period } from "../../reports/period.js";
import type { Breakdown, Row } from "../../reports/report.js";
import {
  keepLevel,
  type LevelRead,
  statsLevelBackButton,
  statsLevelByButton,
  statsLevelPageButton,
  statsOpenButton,
} from "./drill-levels.js";
import {
  drillRowName,
  type LevelView,
  levelKeyboard,
  levelRange,
  levelText,
  levelTitle,
  rowButtons,
} from "./drill-text.js";
import { breakdownKeyboard } from "./keyboards.js";
import { withReportProgress } from "./progress.js";
import { breakdownText, pageCount } from "./text.js";

const currencyOf = (ctx: BotContext, client: PublisherClient) =>
  accountCurrency(ctx.deps.storage, ctx.account.id, client);

function viewOf(ctx: BotContext, level: LevelRead): LevelView {
  const clock = networkClock(ctx.deps.now(), ctx.deps.api.statisticsZone);
  return {
    period: level.period,
    path: level.path,
    kind: level.kind,
    clock,
    day: levelRange(level.period, level.path).from,
    now: ctx.deps.now(),
    ...(level.running && { running: level.running }),
  };
}

/** The buttons of a page's rows that open further (a breakdown page's, or a level's). */
export function openingRows(
  ctx: BotContext,
  id: string,
  level: LevelRead,
  page: number,
): InlineKeyboard["inline_keyboard"] {
  const view = viewOf(ctx, level);
  const name = (row: Row) => drillRowName(row, level.kind, ctx.speech, view);
  return rowButtons(level.rows, page, name, openData(ctx, id, level));
}

/**
 * The data of the button that opens row `index` of a level, or undefined when it opens nothing;
 * for the account the update works on, the one the level was read for.
 */
const openData = (ctx: BotContext, id: string, level: LevelRead) => (index: number) => {
  const row = level.rows[index];
  if (!row || !opens(level.period, level.path, row, level.kind)) return undefined;
  return statsOpenButton.pack({ level: id, row: index, account: ctx.account.no });
};

/** The step a row of a level is, when opened. */
const stepOf = (level: LevelRead, row: Row): DrillStep => ({
  kind: level.kind,
  key: row.key,
  label: row.label,
  totals: row.totals,
});

/** Opens row `index` of the kept level `id`: false when it cannot be opened (the button is stale). */
export async function openRow(
  ctx: BotContext,
  client: PublisherClient,
  id: string,
  parent: LevelRead,
  index: number,
): Promise<boolean> {
  const row = parent.rows[index];
  if (!row || !opens(parent.period, parent.path, row, parent.kind)) return false;
  const path = [...parent.path, stepOf(parent, row)];
  const [kind] = nextKinds(parent.period, path);
  if (!kind) return false;
  await readLevel(ctx, client, { period: parent.period, path, kind, back: id });
  return true;
}

/**
 * Reads a level's rows and shows its first page: edited into `messageId` (another breakdown of the
 * same rows), or sent with its chart.
 */
export async function readLevel(
  ctx: BotContext,
  client: PublisherClient,
  ask: Omit<LevelRead, "rows" | "running">,
  messageId?: number,
): Promise<void> {
  const now = ctx.deps.now();
  const label = periodText(ask.period, ctx.speech.lang, now);
  const rows = await withReportProgress(ctx, label, (watch) =>
    readDrill(client, ask.period, ask.path, ask.kind, watch),
  );
  if (!rows) return;
  const clock = networkClock(now, ctx.deps.api.statisticsZone);
  const range = levelRange(ask.period, ask.path);
  const running = range.to >= clock.today ? clock.today : undefined;
  // The running day's hours: those begun, as its chart draws them.
  const shown = ask.kind === "hour" ? rows.slice(0, hoursOf(rows, range, clock, now).length) : rows;
  const level: LevelRead = { ...ask, rows: shown, ...(running && { running }) };
  const id = await keepLevel(ctx, level);
  await showLevel(ctx, client, id, level, 0, messageId);
}

/** A kept level's page: edited into `messageId`, or sent anew with its chart (a row's level). */
export async function showLevel(
  ctx: BotContext,
  client: PublisherClient,
  id: string,
  level: LevelRead,
  page: number,
  messageId?: number,
): Promise<void> {
  const currency = await currencyOf(ctx, client);
  const at = Math.min(Math.max(page, 0), pageCount(level.rows) - 1);
  const { text, keyboard } =
    level.path.length === 0
      ? topPage(ctx, id, level, at, currency)
      : levelPage(ctx, id, level, at, currency);
  if (messageId !== undefined && ctx.chat) {
    await editInPlace(ctx, text, keyboard, undefined, messageId);
    return;
  }
  const drawn = level.path.length === 0 || (await sendChart(ctx, client, level, currency));
  const note = drawn ? "" : `\n\n<i>${noChart(ctx, level)}</i>`;
  await ctx.reply(`${text}${note}`, { reply_markup: keyboard });
}

/** Why a level has no chart: its rows by hour, or by day over a longer period, are not given. */
function noChart(ctx: BotContext, level: LevelRead): string {
  const range = levelRange(level.period, level.path);
  if (range.from === range.to) return ctx.t("stats-drill-no-chart-hours");
  return ctx.t("stats-drill-no-chart-days", { days: MAX_DAY_BY_DAY });
}

/** The top: a breakdown page as /stats shows it, its rows opening. */
function topPage(ctx: BotContext, id: string, level: LevelRead, page: number, currency: string) {
  const kind = level.kind as Breakdown;
  const view = viewOf(ctx, level);
  const text = breakdownText(level.rows, kind, view, page, ctx.speech, currency);
  const pages = pageCount(level.rows);
  const shown = { period: level.period, account: ctx.account.no };
  const below = breakdownKeyboard(ctx, shown, kind, page, pages);
  const keyboard = InlineKeyboard.from([
    ...openingRows(ctx, id, level, page),
    ...below.inline_keyboard,
  ]);
  return { text, keyboard };
}

function levelPage(ctx: BotContext, id: string, level: LevelRead, page: number, currency: string) {
  const view = viewOf(ctx, level);
  const text = levelText(level.rows, view, page, ctx.speech, currency);
  const kinds = nextKinds(level.period, level.path);
  const keyboard = levelKeyboard(
    ctx.t,
    level.rows,
    { page, kind: level.kind, kinds },
    (row) => drillRowName(row, level.kind, ctx.speech, view),
    {
      open: openData(ctx, id, level),
      page: (p) => statsLevelPageButton.pack({ level: id, page: p, account: ctx.account.no }),
      by: (kind) => statsLevelByButton.pack({ level: id, kind, account: ctx.account.no }),
      back: statsLevelBackButton.pack({ level: id, account: ctx.account.no }),
    },
  );
  return { text, keyboard };
}

/**
 * The level's own chart, captioned with its title: the days (or a day's hours) of the rows opened,
 * the very rows when the level shows them. False when the network cannot give them.
 */
async function sendChart(
  ctx: BotContext,
  client: PublisherClient,
  level: LevelRead,
  currency: string,
): Promise<boolean> {
  const range = levelRange(level.period, level.path);
  const kind: DrillKind = range.from === range.to ? "hour" : "day";
  if (!readable(level.period, level.path, kind)) return false;
  const rows =
    level.kind === kind ? level.rows : await readDrill(client, level.period, level.path, kind);
  const view = viewOf(ctx, level);
  const series = seriesOf(rows, kind, range, view.clock, view.now);
  const chart = await ctx.deps.charts.of(series, ctx.speech, currency);
  if (!chart) return false;
  await ctx.deps.outbox.turn();
  await ctx.replyWithPhoto(new InputFile(chart, "stats.png"), {
    caption: levelTitle(view, ctx.speech),
  });
  return true;
}

const hoursOf = (rows: readonly Row[], range: Period, clock: NetworkClock, now: Date) =>
  hourBuckets(
    rows.map((r) => r.totals),
    range.from,
    clock,
    now,
  );

function seriesOf(
  rows: readonly Row[],
  kind: DrillKind,
  range: Period,
  clock: NetworkClock,
  now: Date,
): ChartSeries {
  if (kind === "hour") return { kind, period: range, buckets: hoursOf(rows, range, clock, now) };
  const buckets = bucketKindOf(range);
  const days = rows.map((r) => ({ day: r.key, totals: r.totals }));
  return { kind: buckets, period: range, buckets: dayBuckets(days, buckets, clock.today) };
}
