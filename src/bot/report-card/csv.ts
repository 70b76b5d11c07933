/** The card's rows by day as CSV: the days its chart draws and its headline sums. */
import { breakdownCsv } from "../reports/csv.js";
import type { Row, Summary } from "../reports/report.js";
import type { Speech } from "../speech/speech.js";

export interface CardCsv {
  /** UTF-8 with a byte-order mark, so spreadsheet programs read the names right */
  bytes: Buffer;
  /** ASCII, no spaces: every client keeps it as it is */
  name: string;
  rows: number;
}

/** `summary` is the card's (CardRows.summary), or the same period's read again. */
export function cardCsv(summary: Summary, speech: Speech, currency: string, now: Date): CardCsv {
  const { period, days, clock } = summary;
  const dayRows: Row[] = days.map(({ day, totals }) => ({ key: day, label: day, totals }));
  const view = { period, now, ...(period.to >= clock.today && { running: clock.today }) };
  const csv = breakdownCsv(dayRows, "day", view, speech, currency);
  return {
    bytes: Buffer.from(`\uFEFF${csv}`, "utf8"),
    name: `report-${period.from}-${period.to}.csv`,
    rows: dayRows.length,
  };
}
