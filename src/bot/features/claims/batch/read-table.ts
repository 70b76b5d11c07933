/**
 * A file a publisher sends, as a table of text cells: CSV read with csv-parse, XLSX with exceljs
 * after fflate has read the zip's directory (a zip bomb is refused before anything is inflated).
 * A file that is not what it says, too large, too long or computed by formulas is refused whole.
 */
import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { unzipSync } from "fflate";

/** Limits of one file: what a month's report of lost orders fits in with room to spare. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_ROWS = 2000;
/** The most an XLSX's parts may inflate to, in all and per byte sent. */
const MAX_INFLATED_BYTES = 60 * 1024 * 1024;
const MAX_INFLATE_RATIO = 200;

export type TableRefusal =
  | "too-big"
  | "too-many-rows"
  | "not-a-table"
  | "zip-bomb"
  | "formulas"
  | "empty";

export type TableAnswer = { ok: true; rows: string[][] } | { ok: false; reason: TableRefusal };

const refuse = (reason: TableRefusal): TableAnswer => ({ ok: false, reason });

/** Reads `bytes` by what they are (a zip is XLSX, text is CSV); the name only breaks a tie. */
export async function readTable(bytes: Uint8Array, fileName: string): Promise<TableAnswer> {
  if (bytes.length === 0) return refuse("empty");
  if (bytes.length > MAX_FILE_BYTES) return refuse("too-big");
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;
  if (zip) return readXlsx(bytes);
  if (/\.xlsx?$/i.test(fileName)) return refuse("not-a-table");
  const text = utf8(bytes);
  return text === undefined ? refuse("not-a-table") : readCsv(text);
}

/** UTF-8 text without control bytes (a picture or a binary renamed .csv is none). */
function utf8(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return hasControlBytes(text) ? undefined : text;
  } catch {
    return undefined;
  }
}

/** NUL and the other control bytes no text table holds (tab, CR, LF and form feed aside). */
function hasControlBytes(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c)
      return true;
  }
  return false;
}

/** The delimiter of the first line: the most frequent of `;`, tab and `,` (comma wins a tie). */
function delimiterOf(text: string): string {
  const first = text.replace(/^\uFEFF/u, "").split(/\r?\n/u, 1)[0] ?? "";
  const count = (mark: string) => first.split(mark).length - 1;
  const counts = [",", ";", "\t"].map((mark) => ({ mark, n: count(mark) }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0]?.n ? (counts[0]?.mark ?? ",") : ",";
}

/** CSV or pasted lines: cells trimmed, empty lines left out. */
export function readCsv(text: string): TableAnswer {
  let rows: string[][];
  try {
    rows = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      to: MAX_ROWS + 2,
    }) as string[][];
  } catch {
    return refuse("not-a-table");
  }
  return checkedRows(rows);
}

function checkedRows(rows: string[][]): TableAnswer {
  const filled = rows.filter((row) => row.some((cell) => cell.trim() !== ""));
  if (filled.length === 0) return refuse("empty");
  // One row more than the limit may be a header.
  if (filled.length > MAX_ROWS + 1) return refuse("too-many-rows");
  return { ok: true, rows: filled };
}

/** The zip's directory alone: entry sizes as they would inflate; nothing is inflated here. */
function zipBomb(bytes: Uint8Array): boolean | undefined {
  let total = 0;
  let bomb = false;
  try {
    unzipSync(bytes, {
      filter(entry) {
        total += entry.originalSize;
        if (entry.originalSize > MAX_INFLATE_RATIO * Math.max(entry.size, 1024)) bomb = true;
        return false;
      },
    });
  } catch {
    return undefined;
  }
  return bomb || total > MAX_INFLATED_BYTES;
}

async function readXlsx(bytes: Uint8Array): Promise<TableAnswer> {
  const bomb = zipBomb(bytes);
  if (bomb === undefined) return refuse("not-a-table");
  if (bomb) return refuse("zip-bomb");
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    return refuse("not-a-table");
  }
  const sheet = book.worksheets[0];
  if (!sheet) return refuse("empty");
  if (sheet.actualRowCount > MAX_ROWS + 1) return refuse("too-many-rows");
  const rows: string[][] = [];
  let formulas = false;
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      if (cell.type === ExcelJS.ValueType.Formula) formulas = true;
      cells[column - 1] = cellText(cell.value);
    });
    rows.push(Array.from(cells, (cell) => cell ?? ""));
  });
  return formulas ? refuse("formulas") : checkedRows(rows);
}

/** A cell as the publisher sees it: a date cell as yyyy-mm-dd, a number as written by JS. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("richText" in value)
      return value.richText
        .map((part) => part.text)
        .join("")
        .trim();
    if ("text" in value) return String(value.text).trim();
    return "";
  }
  return String(value).trim();
}
