/** The card's rows by day as CSV: the days its chart draws and its headline sums. */
import { breakdownCsv } from "../reports/csv.js";
import type { Row } from "../reports/report.js";
import type { Speech } from "../speech/speech.js";
import type { CardRows } from "./read.js";

export interface CardCsv {
  /** UTF-8 with a byte-order mark, so spreadsheet programs read the names right */
  bytes: Buffer;
  /** ASCII, no spaces: every client keeps it as it is */
  name: string;
  rows: number;
}

export function cardCsv(rows: CardRows, speech: Speech, currency: string, now: Date): CardCsv {
  const { period, days, clock } = rows.summary;
  const dayRows: Row[] = days.map(({ day, totals }) => ({ key: day, label: day, totals }));
  const view = { period, now, ...(period.to >= clock.today && { running: clock.today }) };
  const csv = breakdownCsv(dayRows, "day", view, speech, currency);
  return {
    bytes: Buffer.from(`\uFEFF${csv}`, "utf8"),
    name: `report-${period.from}-${period.to}.csv`,
    rows: dayRows.length,
  };
}
