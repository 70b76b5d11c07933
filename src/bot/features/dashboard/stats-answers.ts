/**
 * The Stats page's data: a period's summary (the figures and comparisons /stats gives, and the
 * chart's buckets) and a breakdown's rows, each cell with its value (for sorting) and its text
 * (as the publisher writes numbers and money), and the breakdown as CSV.
 */
import type { Chart } from "../../../charts/index.js";
// The axes' arithmetic alone: the renderer (and its zlib) loads with the first picture drawn.
import { axisScales, type Scale, tickText } from "../../../charts/scale.js";
import { accountCurrency } from "../../core/account-currency.js";
import { periodText } from "../../format/dates.js";
import { plainText as plain } from "../../format/html.js";
import { formatCents } from "../../format/money.js";
import { count, percent } from "../../format/numbers.js";
import { chartOf } from "../../reports/chart.js";
import { breakdownCsv, rowName } from "../../reports/csv.js";
import { summaryFigures } from "../../reports/figures.js";
import { networkClock } from "../../reports/network-day.js";
import type { Period, Preset } from "../../reports/period.js";
import {
  type AnyBreakdown,
  type ReportReadWatch,
  readBreakdown,
  readSummary,
} from "../../reports/report.js";
import { seriesOf } from "../../reports/series.js";
import { comparedLine, networkDayLine, notBegunText } from "../../reports/summary-lines.js";
import { cancelled, counted, earned, ratesOf } from "../../reports/totals.js";
import type { Speech } from "../../speech/speech.js";
import type { Asker } from "./asker.js";

const currencyOf = (asker: Asker) =>
  accountCurrency(asker.deps.storage, asker.accountId, asker.client);

export interface ChartPoint {
  label: string;
  clicks: number;
  /** units of the currency, for the bar heights */
  commission: number;
  clicksText: string;
  commissionText: string;
  /** the network is still counting it, or it is cut short: drawn paler */
  partial: boolean;
}

/** One axis of the chart: its top value and the numbers on it, from zero up, evenly spaced. */
export interface ChartAxis {
  top: number;
  ticks: string[];
}

/** The axes the bot's PNG chart draws (round steps, both axes on one grid), for the page's chart. */
export function axesOf(chart: Chart): { clicks: ChartAxis; commission: ChartAxis } {
  const { left, right } = axisScales(
    Math.max(0, ...chart.clicks),
    Math.max(0, ...chart.commission),
  );
  const locale = chart.locale ?? "en-US";
  const money = chart.money ?? ((v: number, scale: Scale) => tickText(v, scale, locale));
  const axis = (scale: Scale, write: (v: number, scale: Scale) => string): ChartAxis => ({
    top: scale.top,
    ticks: Array.from({ length: scale.intervals + 1 }, (_, k) =>
      write(Number((k * scale.step).toPrecision(12)), scale),
    ),
  });
  return {
    clicks: axis(left, (v, scale) => tickText(v, scale, locale)),
    commission: axis(right, money),
  };
}

export async function summaryAnswer(
  asker: Asker,
  period: Period,
  preset: Preset | undefined,
  watch: ReportReadWatch,
) {
  const { client, speech, deps } = asker;
  const now = deps.now();
  const ask = { period, now, knownZone: () => deps.api.statisticsZone, ...(preset && { preset }) };
  const [summary, currency] = await Promise.all([
    readSummary(client, ask, watch),
    currencyOf(asker),
  ]);
  const title = periodText(summary.period, speech.lang, now);
  if (summary.comparison.kind === "not-begun") {
    return { period: summary.period, title, notBegun: plain(notBegunText(summary, speech, now)) };
  }
  // Drawn from the rows the figures sum (a single day: its hours), as the bot's picture is.
  const series = seriesOf(summary, now);
  const chart = chartOf(series, speech, currency);
  const points = chart ? chartPoints(chart, speech, currency) : [];
  return {
    period: summary.period,
    title,
    compared: plain(comparedLine(summary, speech, now)),
    networkDay: networkDayLine(summary, speech, now).map(plain),
    figures: summaryFigures(summary, speech, currency),
    earned: formatCents(earned(summary.current), currency, speech.lang),
    chart: { kind: series.kind, points, ...(chart && { axes: axesOf(chart) }) },
  };
}

/** One cell: its value for sorting, its text as shown. */
interface Cell {
  v: number;
  t: string;
}

export const COLUMNS = ["clicks", "conversions", "commission", "cancelled", "cr", "epc"] as const;

async function rowsOf(asker: Asker, period: Period, kind: AnyBreakdown, watch: ReportReadWatch) {
  const rows = await readBreakdown(asker.client, period, kind, watch);
  const now = asker.deps.now();
  const { today } = networkClock(now, asker.deps.api.statisticsZone);
  return { rows, view: { period, now, ...(period.to >= today && { running: today }) } };
}

export async function rowsAnswer(
  asker: Asker,
  period: Period,
  kind: AnyBreakdown,
  watch: ReportReadWatch,
) {
  const { speech } = asker;
  const { lang } = speech;
  const [{ rows, view }, currency] = await Promise.all([
    rowsOf(asker, period, kind, watch),
    currencyOf(asker),
  ]);
  const money = (cents: number): Cell => ({ v: cents, t: formatCents(cents, currency, lang) });
  const number = (n: number): Cell => ({ v: n, t: count(n, lang) });
  return {
    kind,
    period,
    title: periodText(period, lang, view.now),
    rows: rows.map((row, index) => {
      const rates = ratesOf(row.totals);
      return {
        // Days keep calendar order as their "name" order; the rest sort by name.
        order: index,
        name: rowName(row, kind, speech, view),
        cells: {
          clicks: number(row.totals.clicks),
          conversions: number(counted(row.totals)),
          commission: money(earned(row.totals)),
          cancelled: number(cancelled(row.totals)),
          cr:
            rates.cr === undefined
              ? { v: -1, t: "—" }
              : { v: rates.cr, t: percent(rates.cr, lang) },
          epc: rates.epc === undefined ? { v: -1, t: "—" } : money(rates.epc),
        } satisfies Record<(typeof COLUMNS)[number], Cell>,
      };
    }),
  };
}

/** The breakdown as /stats' CSV writes it: the same columns, separators and decimal marks. */
export async function csvAnswer(
  asker: Asker,
  period: Period,
  kind: AnyBreakdown,
  watch: ReportReadWatch,
): Promise<{ name: string; body: string }> {
  const [{ rows, view }, currency] = await Promise.all([
    rowsOf(asker, period, kind, watch),
    currencyOf(asker),
  ]);
  // The byte-order mark makes spreadsheet programs read the names as UTF-8.
  const body = `\uFEFF${breakdownCsv(rows, kind, view, asker.speech, currency)}`;
  return { name: `stats-${kind}-${period.from}-${period.to}.csv`, body };
}

/** A chart as the page draws it: its buckets' figures written as the bot's text writes them. */
export function chartPoints(chart: Chart, speech: Speech, currency: string): ChartPoint[] {
  return chart.labels.map((label, i) => {
    const clicks = chart.clicks[i] ?? 0;
    const cents = Math.round((chart.commission[i] ?? 0) * 100);
    return {
      label,
      clicks,
      commission: cents / 100,
      clicksText: count(clicks, speech.lang),
      commissionText: formatCents(cents, currency, speech.lang),
      partial: chart.partial?.[i] ?? false,
    };
  });
}
