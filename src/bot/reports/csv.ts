/**
 * A breakdown as CSV, the way the publisher's spreadsheet opens it (from /stats and from the
 * dashboard), and the name each row is read by.
 */
import { LANGUAGE_TRAITS } from "../../languages.js";
import { dateText } from "../format/dates.js";
import type { Speech } from "../speech/speech.js";
import type { Period } from "./period.js";
import { type AnyBreakdown, type Row, UNLISTED_ROWS } from "./report.js";
import { counted, earned, TOTAL_FIELDS } from "./totals.js";

/** A row's name as written, unescaped: the page escapes it, the CSV quotes it. */
export function rowName(row: Row, kind: AnyBreakdown, speech: Speech, view: RowsView): string {
  const { t } = speech;
  if (kind === "day" && /^\d{4}-\d{2}-\d{2}$/.test(row.key)) {
    const { from, to } = view.period;
    const crosses = from.slice(0, 4) !== to.slice(0, 4);
    const day = dateText(row.key, speech.lang, crosses || view.now);
    return row.key === view.running ? t("stats-day-so-far", { day }) : day;
  }
  if (kind === "channel" && row.key === UNLISTED_ROWS) return t("stats-channels-unlisted");
  if (row.label !== "") return row.label;
  if (kind === "channel") return t("stats-no-channel");
  return t(kind === "subaccount" ? "stats-no-subaccount" : "stats-unknown");
}

/**
 * What rows were read for: the period, and the network's running day then (figures so far); and
 * the time they are shown at (a day of another year is written with its year).
 */
export interface RowsView {
  period: Period;
  running?: string;
  now: Date;
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
  kind: AnyBreakdown,
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
    // The row of unlisted channels has no key of the network's: its cell is left empty.
    const unlisted = kind === "channel" && row.key === UNLISTED_ROWS;
    const cells = [
      cell(unlisted ? "" : row.key),
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
