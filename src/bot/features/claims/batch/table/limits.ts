/**
 * What one file of lost orders may hold, and what reading it answers. A month's report fits with
 * room to spare; a file past a limit is refused whole, never cut.
 */

/** Bytes of the file as sent (counted as they arrive, whatever the file says of its size). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** Orders in one file; one row more may be its header. */
export const MAX_ROWS = 2000;
/** Bytes an XLSX's parts may inflate to in all, counted as they inflate. */
export const MAX_INFLATED_BYTES = 60 * 1024 * 1024;
/** Cells of one row that are kept (a report of orders has a handful). */
export const MAX_COLUMNS = 64;

export type TableRefusal =
  | "too-big"
  | "too-many-rows"
  | "not-a-table"
  | "zip-bomb"
  | "formulas"
  | "empty"
  | "too-heavy";

/** A file's filled rows with their numbers in the file, and how many empty ones were left out. */
export interface Table {
  rows: string[][];
  /** the file's own number of each row (its line in a CSV, its row in a sheet) */
  lines: number[];
  /** empty lines and rows of empty cells between the filled ones */
  blank: number;
}

export type TableAnswer = ({ ok: true } & Table) | { ok: false; reason: TableRefusal };

export const refuse = (reason: TableRefusal): TableAnswer => ({ ok: false, reason });

/** Thrown by a reader when a limit is passed; the reading answers with its reason. */
export class TableLimit extends Error {
  constructor(readonly reason: TableRefusal) {
    super(reason);
  }
}

/** Collects filled rows, counts the empty ones, and stops past the row limit. */
export class RowCollector {
  readonly rows: string[][] = [];
  readonly lines: number[] = [];
  blank = 0;
  /** empty rows since the last filled one: counted only when a filled row follows */
  private pending = 0;

  add(cells: readonly string[], line: number): void {
    if (!cells.some((cell) => cell.trim() !== "")) {
      this.pending++;
      return;
    }
    if (this.rows.length > MAX_ROWS) throw new TableLimit("too-many-rows");
    if (this.rows.length > 0) this.blank += this.pending;
    this.pending = 0;
    this.rows.push(cells.slice(0, MAX_COLUMNS).map((cell) => cell.trim()));
    this.lines.push(line);
  }

  /** `count` rows a sheet leaves out between two it holds: empty rows. */
  skip(count: number): void {
    if (count > 0) this.pending += count;
  }

  answer(): TableAnswer {
    if (this.rows.length === 0) return refuse("empty");
    return { ok: true, rows: this.rows, lines: this.lines, blank: this.blank };
  }
}
