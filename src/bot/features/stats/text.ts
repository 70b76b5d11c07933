/**
 * /stats in words: the summary with changes against the period it is compared with, one page of a
 * breakdown, and the CSV of a whole breakdown. The page and the CSV print the same rounded
 * figures; conversions and commission count the same set (approved and pending; cancelled apart).
 */

import { LANGUAGE_TRAITS } from "../../../languages.js";
import { dateText, periodText, yourClockAt, zoneText } from "../../format/dates.js";
import { escapeHtml } from "../../format/html.js";
import { addDays } from "../../format/local-time.js";
import { formatCents } from "../../format/money.js";
import { change, count, NO_CHANGE, percent } from "../../format/numbers.js";
import { networkDayStart } from "../../reports/network-day.js";
import type { Period } from "../../reports/period.js";
import {
  type Breakdown,
  type Row,
  type Summary,
  UNCONVERTED_CHANNELS,
} from "../../reports/report.js";
import {
  cancelled,
  counted,
  earned,
  leads,
  ratesOf,
  sales,
  TOTAL_FIELDS,
  type Totals,
} from "../../reports/totals.js";
import type { Speech } from "../../speech/speech.js";

export const ROWS_PER_PAGE = 10;

/** A figure in bold with its change in brackets. */
function figure(value: string, delta: string): string {
  return delta ? `<b>${value}</b> (${delta})` : `<b>${value}</b>`;
}

/** The line under the title: what the figures are compared with, or why they are not. */
function comparedLine(summary: Summary, speech: Speech, now: Date): string {
  const { t, lang } = speech;
  const c = summary.comparison;
  switch (c.kind) {
    case "previous":
      if (c.compared.to === summary.period.to)
        return t("stats-summary-compared", { period: periodText(c.previous, lang) });
      return t("stats-summary-compared-closed", {
        compared: periodText(c.compared, lang),
        previous: periodText(c.previous, lang),
        day: dateText(summary.clock.today, lang),
      });
    case "so-far":
      return t("stats-summary-so-far", { time: yourClockAt(now, speech) });
    case "outside":
      return t("stats-summary-outside", { period: periodText(c.previous, lang) });
    case "not-begun":
      return "";
  }
}

/**
 * When the period reaches the network's running day: in which zone the network counts days, and
 * when, on the publisher's clock, that day closes.
 */
function networkDayLine(summary: Summary, speech: Speech, now: Date): string[] {
  const { clock } = summary;
  if (summary.period.to < clock.today) return [];
  const closes = networkDayStart(addDays(clock.today, 1), clock);
  return [
    speech.t("stats-network-day", {
      zone: zoneText(clock.zone, now),
      day: dateText(clock.today, speech.lang),
      time: yourClockAt(closes, speech),
    }),
  ];
}

/** A period the network has not begun counting: when its first day begins, on their clock. */
export function notBegunText(summary: Summary, speech: Speech, now: Date): string {
  const { clock } = summary;
  return speech.t("stats-not-begun", {
    period: periodText(summary.period, speech.lang),
    zone: zoneText(clock.zone, now),
    day: dateText(summary.period.from, speech.lang),
    time: yourClockAt(networkDayStart(summary.period.from, clock), speech),
  });
}

/**
 * `currency` is the account's (statistics name none); `now` the time it was read, for "so far, at
 * 14:05". Changes compare the closed days only (`compared` against `before`).
 */
export function summaryText(summary: Summary, speech: Speech, currency: string, now: Date): string {
  const { t, lang } = speech;
  const shown = summary.current;
  const is = summary.compared;
  const was = summary.before;
  const kind = summary.comparison.kind;
  /** No change figure "so far"; a dash where the earlier period is outside what is kept. */
  const delta = (
    value: number | undefined,
    compared: number | undefined,
    before: number | undefined,
    how: "relative" | "points" = "relative",
  ) => {
    if (kind === "so-far") return "";
    if (kind === "outside" || !was) return value ? NO_CHANGE : "";
    return change(compared, before, speech, how);
  };
  const n = (field: keyof Totals) =>
    figure(count(shown[field], lang), delta(shown[field], is?.[field], was?.[field]));
  const m = (field: keyof Totals) =>
    figure(
      formatCents(shown[field], currency, lang),
      delta(shown[field], is?.[field], was?.[field]),
    );
  const rateNow = ratesOf(shown);
  const rateIs = is ? ratesOf(is) : undefined;
  const rateWas = was ? ratesOf(was) : undefined;
  const rate = (field: "cr" | "ar") => {
    const value = rateNow[field];
    if (value === undefined) return "—";
    return figure(percent(value, lang), delta(value, rateIs?.[field], rateWas?.[field], "points"));
  };
  const epc =
    rateNow.epc === undefined
      ? "—"
      : figure(
          formatCents(rateNow.epc, currency, lang),
          delta(rateNow.epc, rateIs?.epc, rateWas?.epc),
        );
  return [
    t(kind === "so-far" ? "stats-summary-title-so-far" : "stats-summary-title", {
      period: periodText(summary.period, lang),
    }),
    comparedLine(summary, speech, now),
    ...networkDayLine(summary, speech, now),
    "",
    t("stats-line-shows", { shows: n("shows") }),
    t("stats-line-clicks", { clicks: n("clicks"), unique: n("uniqueClicks") }),
    t("stats-line-leads", {
      total: count(leads(shown), lang),
      open: n("leadsOpen"),
      approved: n("leadsApproved"),
      cancelled: n("leadsCancelled"),
    }),
    t("stats-line-sales", {
      total: count(sales(shown), lang),
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
      cr: rate("cr"),
      epc,
      ar: rate("ar"),
    }),
  ].join("\n");
}

export function pageCount(rows: readonly Row[]): number {
  return Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
}

/** A row's name as written, unescaped: the page escapes it, the CSV quotes it. */
function rowName(row: Row, kind: Breakdown, speech: Speech, view: RowsView): string {
  const { t } = speech;
  if (kind === "day" && /^\d{4}-\d{2}-\d{2}$/.test(row.key)) {
    const { from, to } = view.period;
    const crosses = from.slice(0, 4) !== to.slice(0, 4);
    const day = dateText(row.key, speech.lang, crosses || undefined);
    return row.key === view.running ? t("stats-day-so-far", { day }) : day;
  }
  if (kind === "channel" && row.key === UNCONVERTED_CHANNELS) return t("stats-channels-unlisted");
  if (row.label !== "") return row.label;
  return t(kind === "subaccount" ? "stats-no-subaccount" : "stats-unknown");
}

/** What rows were read for: the period, and the network's running day then (figures so far). */
export interface RowsView {
  period: Period;
  running?: string;
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
  const { period, running } = view;
  const head = [
    t("stats-breakdown-title", { kind: t(`stats-by-${kind}`), period: periodText(period, lang) }),
  ];
  if (running !== undefined && period.to >= running) {
    head.push(`<i>${t("stats-breakdown-so-far", { day: dateText(running, lang) })}</i>`);
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

const CSV_COLUMNS = ["key", "label", ...TOTAL_FIELDS, "conversions", "commission"] as const;

const MONEY_FIELDS = new Set<string>([
  "commissionOpen",
  "commissionApproved",
  "commissionCancelled",
  "commission",
]);

/**
 * Every row of the breakdown, the way the publisher's spreadsheet opens it in columns: headers in
 * their language (money headers name the currency), and for ru and pt `;` between cells and
 * decimal commas. Money with two decimals, as on the page; no thousands separators.
 */
export function breakdownCsv(
  rows: readonly Row[],
  kind: Breakdown,
  view: RowsView,
  speech: Speech,
  currency: string,
): string {
  const { t, lang } = speech;
  const { separator, decimal } = LANGUAGE_TRAITS[lang].csv;
  const cell = (value: string) => csvCell(value, separator);
  const header = CSV_COLUMNS.map((column) =>
    cell(
      MONEY_FIELDS.has(column) && currency
        ? t("stats-csv-money-column", { column: t(`stats-csv-${column}`), currency })
        : t(`stats-csv-${column}`),
    ),
  );
  const amount = (cents: number) => {
    const text = (cents / 100).toFixed(2);
    return text.replace(".", decimal);
  };
  const lines = [header.join(separator)];
  for (const row of rows) {
    const cells = [
      cell(row.key),
      cell(rowName(row, kind, speech, view)),
      ...TOTAL_FIELDS.map((f) =>
        MONEY_FIELDS.has(f) ? amount(row.totals[f]) : String(row.totals[f]),
      ),
      String(counted(row.totals)),
      amount(earned(row.totals)),
    ];
    lines.push(cells.join(separator));
  }
  return `${lines.join("\r\n")}\r\n`;
}

/** Quotes what needs quoting; a leading = + - @ is defused so a spreadsheet does not run it. */
function csvCell(value: string, separator: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return safe.includes(separator) || /[",\r\n]/.test(safe)
    ? `"${safe.replaceAll('"', '""')}"`
    : safe;
}
