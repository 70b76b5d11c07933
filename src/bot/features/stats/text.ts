/**
 * /stats in words: the summary with changes against the previous period, one page of a breakdown,
 * and the CSV of a whole breakdown. The page and the CSV print the same rounded figures.
 */
import { escapeHtml } from "../../core/html.js";
import { change, count, money, percent, periodText, type Speech } from "../../format/numbers.js";
import type { Period } from "../../reports/period.js";
import type { Breakdown, Row, Summary } from "../../reports/report.js";
import {
  conversions,
  earned,
  leads,
  ratesOf,
  sales,
  TOTAL_FIELDS,
  type Totals,
} from "../../reports/totals.js";

export const ROWS_PER_PAGE = 10;

/** A figure in bold with its change in brackets. */
function figure(value: string, delta: string): string {
  return delta ? `<b>${value}</b> (${delta})` : `<b>${value}</b>`;
}

export function summaryText(summary: Summary, speech: Speech): string {
  const { t, lang } = speech;
  const now = summary.current;
  const was = summary.before;
  const n = (field: keyof Totals) =>
    figure(count(now[field], lang), change(now[field], was[field], speech));
  const m = (field: keyof Totals) =>
    figure(money(now[field], lang), change(now[field], was[field], speech));
  const rateNow = ratesOf(now);
  const rateWas = ratesOf(was);
  const rate = (value: number | undefined, before: number | undefined) =>
    value === undefined
      ? "—"
      : figure(percent(value, lang), change(value, before, speech, "points"));
  const epc =
    rateNow.epc === undefined
      ? "—"
      : figure(money(rateNow.epc, lang), change(rateNow.epc, rateWas.epc, speech));
  return [
    t("stats-summary-title", { period: periodText(summary.period, lang) }),
    t("stats-summary-compared", { period: periodText(summary.previous, lang) }),
    "",
    t("stats-line-shows", { shows: n("shows") }),
    t("stats-line-clicks", { clicks: n("clicks"), unique: n("uniqueClicks") }),
    t("stats-line-leads", {
      total: count(leads(now), lang),
      open: n("leadsOpen"),
      approved: n("leadsApproved"),
      cancelled: n("leadsCancelled"),
    }),
    t("stats-line-sales", {
      total: count(sales(now), lang),
      open: n("salesOpen"),
      approved: n("salesApproved"),
      cancelled: n("salesCancelled"),
    }),
    t("stats-line-commission", {
      open: m("commissionOpen"),
      approved: m("commissionApproved"),
      cancelled: m("commissionCancelled"),
    }),
    t("stats-line-rates", {
      cr: rate(rateNow.cr, rateWas.cr),
      epc,
      ar: rate(rateNow.ar, rateWas.ar),
    }),
  ].join("\n");
}

export function pageCount(rows: readonly Row[]): number {
  return Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
}

export function rowLabel(row: Row, kind: Breakdown, speech: Speech): string {
  if (row.label !== "") return escapeHtml(row.label);
  return speech.t(kind === "subaccount" ? "stats-no-subaccount" : "stats-unknown");
}

/** One page of a breakdown: rank, name, then clicks, conversions and commission. */
export function breakdownText(
  rows: readonly Row[],
  kind: Breakdown,
  period: Period,
  page: number,
  speech: Speech,
): string {
  const { t, lang } = speech;
  const head = [
    t("stats-breakdown-title", { kind: t(`stats-by-${kind}`), period: periodText(period, lang) }),
  ];
  if (rows.length === 0) return [...head, "", t("stats-breakdown-empty")].join("\n");
  head.push(
    t("stats-breakdown-page", { page: page + 1, pages: pageCount(rows), rows: rows.length }),
  );
  const first = page * ROWS_PER_PAGE;
  const lines = rows.slice(first, first + ROWS_PER_PAGE).map((row, i) =>
    t("stats-breakdown-row", {
      rank: first + i + 1,
      label: rowLabel(row, kind, speech),
      clicks: count(row.totals.clicks, lang),
      conversions: count(conversions(row.totals), lang),
      commission: money(earned(row.totals), lang),
    }),
  );
  return [...head, "", ...lines].join("\n");
}

const CSV_COLUMNS = ["key", "label", ...TOTAL_FIELDS, "conversions", "commission"] as const;

const MONEY_FIELDS = new Set<string>([
  "commissionOpen",
  "commissionApproved",
  "commissionCancelled",
]);

/** Every row of the breakdown; money with two decimals, as on the page. */
export function breakdownCsv(rows: readonly Row[], kind: Breakdown, speech: Speech): string {
  const lines = [CSV_COLUMNS.join(",")];
  for (const row of rows) {
    const label =
      row.label === ""
        ? speech.t(kind === "subaccount" ? "stats-no-subaccount" : "stats-unknown")
        : row.label;
    const cells = [
      csvCell(row.key),
      csvCell(label),
      ...TOTAL_FIELDS.map((f) =>
        MONEY_FIELDS.has(f) ? plainMoney(row.totals[f]) : String(row.totals[f]),
      ),
      String(conversions(row.totals)),
      plainMoney(earned(row.totals)),
    ];
    lines.push(cells.join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}

function plainMoney(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Quotes what needs quoting; a leading = + - @ is defused so a spreadsheet does not run it. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
