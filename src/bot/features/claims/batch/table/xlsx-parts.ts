/**
 * The parts of an XLSX a table of orders needs, each read as a stream of XML by saxes as it
 * inflates: the workbook (which sheet is first, its date system), its relationships (where that
 * sheet is), the shared strings, the styles (which cells are dates) and the sheets' rows.
 */
import { SaxesParser, type SaxesTagPlain } from "saxes";
import { MAX_COLUMNS, MAX_ROWS } from "./limits.js";

/** A cell as the sheet holds it, resolved into text once every part is read. */
export type RawCell =
  | { kind: "shared"; index: number }
  | { kind: "number"; value: number; style: number }
  | { kind: "text"; text: string }
  | { kind: "formula" };

export interface RawRow {
  line: number;
  cells: (RawCell | undefined)[];
}

/** One part's reader: text in as it inflates, then closed. */
export interface PartReader {
  write(text: string): void;
  close(): void;
}

type Handlers = {
  open?: (name: string, attributes: Record<string, string>) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
  /** whether the text at this point is wanted (inside a value): saxes holds no other text */
  wantsText?: () => boolean;
};

/**
 * A saxes parser that calls `handlers` with local names (a prefix such as `x:` dropped). Text is
 * listened to only where `wantsText` says: saxes keeps no text while nothing listens, so a run of
 * megabytes between two tags costs nothing.
 */
export function xmlReader(handlers: Handlers): PartReader {
  const parser = new SaxesParser();
  const local = (tag: { name: string }) => tag.name.slice(tag.name.indexOf(":") + 1);
  const { text } = handlers;
  let hearing = false;
  const listen = () => {
    const wanted = text !== undefined && (handlers.wantsText?.() ?? false);
    if (wanted === hearing) return;
    hearing = wanted;
    if (wanted && text) {
      parser.on("text", text);
      parser.on("cdata", text);
    } else {
      parser.off("text");
      parser.off("cdata");
    }
  };
  parser.on("opentag", (tag: SaxesTagPlain) => {
    handlers.open?.(local(tag), tag.attributes);
    listen();
  });
  parser.on("closetag", (tag) => {
    handlers.close?.(local(tag));
    listen();
  });
  parser.on("error", (error) => {
    throw error;
  });
  return { write: (text) => void parser.write(text), close: () => void parser.close() };
}

/** Workbook: the sheets' relationship ids in tab order, and whether days count from 1904. */
export class WorkbookPart {
  readonly sheetIds: string[] = [];
  date1904 = false;
  reader(): PartReader {
    return xmlReader({
      open: (name, attributes) => {
        if (name === "sheet") {
          const id = Object.entries(attributes).find(([key]) => /(^|:)id$/u.test(key))?.[1];
          if (id) this.sheetIds.push(id);
        }
        if (name === "workbookPr") {
          this.date1904 = ["1", "true"].includes(attributes.date1904 ?? "");
        }
      },
    });
  }
}

/** Relationships: a part's path inside the zip by its id. */
export class RelationsPart {
  readonly targets = new Map<string, string>();
  reader(): PartReader {
    return xmlReader({
      open: (name, { Id, Target }) => {
        if (name !== "Relationship" || !Id || !Target) return;
        this.targets.set(Id, Target.startsWith("/") ? Target.slice(1) : `xl/${Target}`);
      },
    });
  }
}

/** Shared strings; only the ones `wanted` names are kept when the sheet was read first. */
export class SharedStringsPart {
  readonly strings = new Map<number, string>();
  reader(wanted?: ReadonlySet<number>): PartReader {
    let index = -1;
    let text = "";
    let inText = false;
    let phonetic = 0;
    return xmlReader({
      open: (name) => {
        if (name === "si") [index, text] = [index + 1, ""];
        if (name === "rPh") phonetic++;
        if (name === "t") inText = phonetic === 0;
      },
      text: (chunk) => {
        text += chunk;
      },
      wantsText: () => inText,
      close: (name) => {
        if (name === "t") inText = false;
        if (name === "rPh") phonetic--;
        if (name === "si" && (!wanted || wanted.has(index))) this.strings.set(index, text);
      },
    });
  }
}

/** Number formats Excel builds in for days and times of day. */
const BUILT_IN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/** A format code that shows a day: a d or y outside quotes, escapes and [sections]. */
function dateCode(code: string): boolean {
  const bare = code.replace(/"[^"]*"|\\.|\[[^\]]*\]/gu, "");
  return /[dy]/iu.test(bare) || (/m/iu.test(bare) && !/[hs]/iu.test(bare));
}

/** Styles: which cell style shows its number as a day. */
export class StylesPart {
  private readonly formats = new Map<number, string>();
  private readonly styleFormats: number[] = [];
  reader(): PartReader {
    let inCellXfs = false;
    return xmlReader({
      open: (name, attributes) => {
        if (name === "numFmt") {
          this.formats.set(Number(attributes.numFmtId), attributes.formatCode ?? "");
        }
        if (name === "cellXfs") inCellXfs = true;
        if (name === "xf" && inCellXfs) this.styleFormats.push(Number(attributes.numFmtId ?? 0));
      },
      close: (name) => {
        if (name === "cellXfs") inCellXfs = false;
      },
    });
  }
  isDate(style: number): boolean {
    const format = this.styleFormats[style] ?? 0;
    const code = this.formats.get(format);
    return code === undefined ? BUILT_IN_DATES.has(format) : dateCode(code);
  }
}

/** "C12" → 2 */
function columnOf(reference: string | undefined, fallback: number): number {
  const letters = /^[A-Z]+/u.exec(reference ?? "")?.[0];
  if (!letters) return fallback;
  let index = 0;
  for (const letter of letters) index = index * 26 + letter.charCodeAt(0) - 64;
  return index - 1;
}

/** A sheet's rows as raw cells; past the row limit it notes so and keeps no more. */
export class SheetPart {
  readonly rows: RawRow[] = [];
  tooLong = false;
  reader(): PartReader {
    let row: RawRow | undefined;
    let cell: { column: number; type: string; style: number; formula: boolean } | undefined;
    let value = "";
    let inValue = false;
    let line = 0;
    return xmlReader({
      open: (name, attributes) => {
        if (name === "row") {
          line = Number(attributes.r) || line + 1;
          row = { line, cells: [] };
        } else if (name === "c" && row) {
          const column = columnOf(attributes.r, row.cells.length);
          const style = Number(attributes.s ?? 0);
          cell = { column, type: attributes.t ?? "n", style, formula: false };
          value = "";
        } else if (cell && (name === "v" || name === "t")) {
          inValue = true;
        } else if (cell && name === "f") {
          cell.formula = true;
        }
      },
      text: (chunk) => {
        value += chunk;
      },
      wantsText: () => inValue,
      close: (name) => {
        if (name === "v" || name === "t") inValue = false;
        if (name === "c" && row && cell) {
          if (cell.column < MAX_COLUMNS) row.cells[cell.column] = rawCell(cell, value);
          cell = undefined;
        }
        if (name === "row" && row) {
          if (row.cells.some((c) => c !== undefined)) this.keep(row);
          row = undefined;
        }
      },
    });
  }
  private keep(row: RawRow): void {
    if (this.rows.length > MAX_ROWS) this.tooLong = true;
    else this.rows.push(row);
  }
}

function rawCell(
  cell: { type: string; style: number; formula: boolean },
  value: string,
): RawCell | undefined {
  if (value === "") return cell.formula ? { kind: "formula" } : undefined;
  if (cell.type === "s") return { kind: "shared", index: Number(value) };
  if (cell.type === "n") {
    const number = Number(value);
    return Number.isFinite(number)
      ? { kind: "number", value: number, style: cell.style }
      : { kind: "text", text: value };
  }
  if (cell.type === "b") return { kind: "text", text: value === "1" ? "TRUE" : "FALSE" };
  return { kind: "text", text: value };
}
