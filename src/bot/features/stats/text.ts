/**
 * /stats in words: the summary with changes against the period it is compared with, and one page
 * of a breakdown. The page and the CSV (reports/csv.ts) print the same rounded figures;
 * conversions and commission count the same set (approved and pending; cancelled apart).
 */

import { dateText, periodText } from "../../format/dates.js";
import { escapeHtml } from "../../format/html.js";
import { formatCents } from "../../format/money.js";
import { count } from "../../format/numbers.js";
import { type RowsView, rowName } from "../../reports/csv.js";
import { type Figure, type FigureName, summaryFigures } from "../../reports/figures.js";
import type { Breakdown, Row, Summary } from "../../reports/report.js";
import { comparedLine, networkDayLine } from "../../reports/summary-lines.js";
import { cancelled, counted, earned } from "../../reports/totals.js";
import type { Speech } from "../../speech/speech.js";

export const ROWS_PER_PAGE = 10;

/** A figure in bold with its change in brackets. */
function figure(value: string, delta: string): string {
  return delta ? `<b>${value}</b> (${delta})` : `<b>${value}</b>`;
}

/**
 * `currency` is the account's (statistics name none); `now` the time it was read, for "so far, at
 * 14:05". Changes compare the closed days only (`compared` against `before`).
 */
export function summaryText(summary: Summary, speech: Speech, currency: string, now: Date): string {
  const { t, lang } = speech;
  const f = summaryFigures(summary, speech, currency);
  const b = (name: FigureName) => figure(f[name].value, f[name].change);
  const kind = summary.comparison.kind;
  return [
    t(kind === "so-far" ? "stats-summary-title-so-far" : "stats-summary-title", {
      period: periodText(summary.period, lang, now),
    }),
    comparedLine(summary, speech, now),
    ...networkDayLine(summary, speech, now),
    "",
    t("stats-line-shows", { shows: b("shows") }),
    t("stats-line-clicks", { clicks: b("clicks"), unique: b("uniqueClicks") }),
    t("stats-line-leads", {
      total: f.leads.value,
      open: b("leadsOpen"),
      approved: b("leadsApproved"),
      cancelled: b("leadsCancelled"),
    }),
    t("stats-line-sales", {
      total: f.sales.value,
      open: b("salesOpen"),
      approved: b("salesApproved"),
      cancelled: b("salesCancelled"),
    }),
    t("stats-line-commission", {
      open: b("commissionOpen"),
      approved: b("commissionApproved"),
      cancelled: b("commissionCancelled"),
    }),
    t("stats-line-rates", { cr: rateFigure(f.cr), epc: rateFigure(f.epc), ar: rateFigure(f.ar) }),
  ].join("\n");
}

/** A rate without a value is a plain dash, not a bold one. */
const rateFigure = (f: Figure) => (f.value === "—" ? "—" : figure(f.value, f.change));

export function pageCount(rows: readonly Row[]): number {
  return Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
}

/**
 * One page of a breakdown: rank, name, then clicks, conversions and commission (approved and
 * pending, both) and the cancelled conversions apart. Days in date order, the rest by earnings.
 */
export function breakdownText(
  rows: readonly Row[],
  kind: Breakdown,
  view: RowsView,
  page: number,
  speech: Speech,
  currency: string,
): string {
  const { t, lang } = speech;
  const { period, running, now } = view;
  const head = [
    t("stats-breakdown-title", {
      kind: t(`stats-by-${kind}`),
      period: periodText(period, lang, now),
    }),
  ];
  if (running !== undefined && period.to >= running) {
    head.push(`<i>${t("stats-breakdown-so-far", { day: dateText(running, lang, now) })}</i>`);
  }
  if (rows.length === 0) return [...head, "", t("stats-breakdown-empty")].join("\n");
  head.push(
    t(kind === "day" ? "stats-breakdown-page-days" : "stats-breakdown-page", {
      page: page + 1,
      pages: pageCount(rows),
      rows: rows.length,
    }),
    `<i>${t("stats-breakdown-counted")}</i>`,
  );
  const first = page * ROWS_PER_PAGE;
  const lines = rows.slice(first, first + ROWS_PER_PAGE).map((row, i) =>
    t("stats-breakdown-row", {
      rank: first + i + 1,
      label: escapeHtml(rowName(row, kind, speech, view)),
      clicks: count(row.totals.clicks, lang),
      conversions: count(counted(row.totals), lang),
      commission: formatCents(earned(row.totals), currency, lang),
      cancelled: count(cancelled(row.totals), lang),
    }),
  );
  return [...head, "", ...lines].join("\n");
}
