/**
 * An XLSX read as a stream: fflate's streaming Unzip walks the zip's entries as they come, only
 * the parts a table needs are inflated, and their bytes are counted as they inflate, never as the
 * zip declares them: an entry that inflates past the size it declares lies, and is a bomb at once;
 * one that declares none (a zip written as a stream) is counted toward the limit. The zip is pushed
 * a little at a time so no one step inflates much: deflate grows at most about a thousandfold.
 * Rows stop at the limit; the first sheet is the table.
 */
import { Unzip, UnzipInflate } from "fflate";
import {
  MAX_INFLATED_BYTES,
  RowCollector,
  refuse,
  type TableAnswer,
  TableLimit,
} from "./limits.js";
import {
  type PartReader,
  type RawCell,
  RelationsPart,
  SharedStringsPart,
  SheetPart,
  StylesPart,
  WorkbookPart,
} from "./xlsx-parts.js";

/** Zip bytes pushed at a time. */
const PUSH_BYTES = 1024;
/** Inflated bytes decoded and parsed at a time. */
const TEXT_BYTES = 32 * 1024;
const DAY_MS = 86_400_000;

class XlsxParts {
  readonly workbook = new WorkbookPart();
  readonly relations = new RelationsPart();
  readonly strings = new SharedStringsPart();
  readonly styles = new StylesPart();
  readonly sheets = new Map<string, SheetPart>();

  /** The reader of an entry the table needs, or undefined: that entry is never inflated. */
  reader(path: string): PartReader | undefined {
    switch (path) {
      case "xl/workbook.xml":
        return this.workbook.reader();
      case "xl/_rels/workbook.xml.rels":
        return this.relations.reader();
      case "xl/styles.xml":
        return this.styles.reader();
      case "xl/sharedStrings.xml":
        return this.strings.reader(this.firstSheet() && this.wantedStrings());
    }
    if (!/^xl\/worksheets\/[^/]+\.xml$/u.test(path)) return undefined;
    const first = this.firstSheetPath();
    if (first && first !== path) return undefined;
    const sheet = new SheetPart();
    this.sheets.set(path, sheet);
    return sheet.reader();
  }

  /** The first sheet in tab order; without a workbook, the first sheet read. */
  firstSheetPath(): string | undefined {
    const id = this.workbook.sheetIds[0];
    return id === undefined ? undefined : this.relations.targets.get(id);
  }

  firstSheet(): SheetPart | undefined {
    const path = this.firstSheetPath();
    return path ? this.sheets.get(path) : this.sheets.values().next().value;
  }

  private wantedStrings(): Set<number> {
    const wanted = new Set<number>();
    for (const row of this.firstSheet()?.rows ?? []) {
      for (const cell of row.cells) if (cell?.kind === "shared") wanted.add(cell.index);
    }
    return wanted;
  }
}

export function readXlsx(bytes: Uint8Array): TableAnswer {
  const parts = new XlsxParts();
  let inflated = 0;
  const unzip = new Unzip((entry) => {
    const reader = parts.reader(entry.name.replace(/^\//u, ""));
    if (!reader) return;
    const declared = entry.originalSize;
    if (declared !== undefined && inflated + declared > MAX_INFLATED_BYTES) {
      throw new TableLimit("zip-bomb");
    }
    const decoder = new TextDecoder("utf-8");
    let own = 0;
    entry.ondata = (error, chunk, final) => {
      if (error) throw error;
      own += chunk.length;
      inflated += chunk.length;
      const lies = declared !== undefined && own > declared;
      if (lies || inflated > MAX_INFLATED_BYTES) throw new TableLimit("zip-bomb");
      // In small pieces: a short string dies young, a long one would go to the old generation.
      for (let at = 0; at < chunk.length; at += TEXT_BYTES) {
        reader.write(decoder.decode(chunk.subarray(at, at + TEXT_BYTES), { stream: true }));
      }
      if (final) {
        reader.write(decoder.decode());
        reader.close();
      }
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length; at += PUSH_BYTES) {
      unzip.push(bytes.subarray(at, at + PUSH_BYTES), at + PUSH_BYTES >= bytes.length);
    }
    return tableOf(parts);
  } catch (error) {
    return refuse(error instanceof TableLimit ? error.reason : "not-a-table");
  }
}

function tableOf(parts: XlsxParts): TableAnswer {
  const sheet = parts.firstSheet();
  if (!sheet) return refuse(parts.sheets.size === 0 ? "not-a-table" : "empty");
  if (sheet.tooLong) return refuse("too-many-rows");
  const collector = new RowCollector();
  let line = 0;
  for (const row of sheet.rows) {
    collector.skip(row.line - line - 1);
    line = row.line;
    collector.add(
      Array.from(row.cells, (cell) => cellText(cell, parts)),
      row.line,
    );
  }
  return collector.answer();
}

/** A cell as the publisher sees it: a day as yyyy-mm-dd, a number rounded to cents. */
function cellText(cell: RawCell | undefined, parts: XlsxParts): string {
  switch (cell?.kind) {
    case undefined:
      return "";
    case "shared":
      return parts.strings.strings.get(cell.index) ?? "";
    case "text":
      return cell.text;
    case "formula":
      throw new TableLimit("formulas");
    case "number":
      return parts.styles.isDate(cell.style)
        ? dayOf(cell.value, parts.workbook.date1904)
        : Number.isInteger(cell.value)
          ? String(cell.value)
          : String(Math.round(cell.value * 100) / 100);
  }
}

/** An Excel day number as yyyy-mm-dd (the time of day dropped). */
function dayOf(serial: number, date1904: boolean): string {
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  return new Date(epoch + Math.floor(serial) * DAY_MS).toISOString().slice(0, 10);
}
