/**
 * A table as a source of claims: its data rows with their numbers in the file, which column holds
 * what (from the header, else guessed from the cells), the currency the sum's header names, and
 * what was left out of it and why: empty lines, and totals rows ("Итого" and the column's sum).
 */
import type { Language } from "../../../../languages.js";
import { type Columns, complete, guessColumns, headerColumns, sumCurrency } from "./columns.js";
import type { Table } from "./table/limits.js";

export interface Source {
  rows: string[][];
  /** each row's own number in the file (its line, its sheet row) */
  lines: number[];
  columns: Columns;
  /** the sum's currency named by its header ("Сумма, ₽"), an ISO code */
  sumCurrency?: string;
  /** empty lines left out */
  blank: number;
  /** the file's numbers of the totals rows left out */
  totals: number[];
}

/** Words that open a totals row, lower case. */
const TOTALS = new Set([
  "total",
  "totals",
  "grand total",
  "subtotal",
  "sum total",
  "итого",
  "всего",
  "итог",
  "total geral",
  "totais",
  "subtotal geral",
]);

function isTotalsWord(cell: string): boolean {
  return TOTALS.has(
    cell
      .trim()
      .toLowerCase()
      .replace(/[:.]+$/u, "")
      .replace(/\s+/gu, " "),
  );
}

/** The table's rows under `columns`, its first row a header when `headed`. */
export function sourceFrom(table: Table, columns: Columns, headed: boolean): Source {
  const from = headed ? 1 : 0;
  const source: Source = { rows: [], lines: [], columns, blank: table.blank, totals: [] };
  const currency = headed ? sumCurrency(table.rows[0] ?? [], columns) : undefined;
  if (currency) source.sumCurrency = currency;
  table.rows.slice(from).forEach((row, index) => {
    const line = table.lines[from + index] ?? 0;
    const totals = row.some((cell, at) => at !== columns.amount && isTotalsWord(cell));
    if (totals) source.totals.push(line);
    else {
      source.rows.push(row);
      source.lines.push(line);
    }
  });
  return source;
}

/** The columns of a table: from its header, else guessed from its cells; undefined: asked. */
export function sourceOf(table: Table, lang: Language): Source | undefined {
  const named = headerColumns(table.rows[0] ?? []);
  if (named && complete(named)) return sourceFrom(table, named, true);
  if (named) return undefined;
  const guessed = guessColumns(table.rows, lang);
  return guessed ? sourceFrom(table, guessed, false) : undefined;
}
