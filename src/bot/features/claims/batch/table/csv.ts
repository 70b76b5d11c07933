/**
 * Text tables: a CSV as Excel and shops export it, or lines pasted into the chat. Excel's
 * `sep=;` first line names the delimiter; otherwise it is judged over the first lines, quoted
 * cells left out. Every record is counted: rows of empty cells (`;;;`) are skipped and said, and
 * past the row limit the reading stops and refuses the file.
 */
import { parse } from "csv-parse/sync";
import { RowCollector, refuse, type TableAnswer, TableLimit } from "./limits.js";

const DELIMITERS = [";", "\t", ",", "|"] as const;
/** Lines the delimiter is judged over. */
const JUDGED_LINES = 20;

export function readCsvText(text: string): TableAnswer {
  const body = text.replace(/^\uFEFF/u, "");
  const sep = /^"?sep=(.)"?[ \t]*\r?\n/iu.exec(body);
  const table = sep ? body.slice(sep[0].length) : body;
  const collector = new RowCollector();
  try {
    parse(table, {
      delimiter: sep?.[1] ?? delimiterOf(table),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      on_record: (record: string[], context) => {
        collector.add(record, context.lines + (sep ? 1 : 0));
        return null;
      },
    });
  } catch (error) {
    return error instanceof TableLimit ? refuse(error.reason) : refuse("not-a-table");
  }
  return collector.answer();
}

/**
 * The delimiter that splits the first lines alike: the one whose count is the same on most of
 * them (a comma inside "Sum, RUB" or "1 299,50" varies from line to line), then the one that
 * splits into more cells; none found is one column.
 */
export function delimiterOf(text: string): string {
  const lines = text
    .split(/\r?\n/u, JUDGED_LINES * 2)
    .filter((line) => line.trim() !== "")
    .slice(0, JUDGED_LINES);
  let best: { mark: string; alike: number; cells: number } = { mark: ",", alike: 0, cells: 0 };
  for (const mark of DELIMITERS) {
    const counts = lines.map((line) => countOutsideQuotes(line, mark));
    const first = counts[0] ?? 0;
    if (first === 0) continue;
    const alike = counts.filter((n) => n === first).length;
    if (alike > best.alike || (alike === best.alike && first > best.cells)) {
      best = { mark, alike, cells: first };
    }
  }
  return best.mark;
}

function countOutsideQuotes(line: string, mark: string): number {
  let quoted = false;
  let count = 0;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === mark && !quoted) count++;
  }
  return count;
}
