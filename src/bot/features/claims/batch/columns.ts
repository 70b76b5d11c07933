/**
 * Which column of a publisher's table holds what: told by its header in en, ru or pt, or, for a
 * table without one (lines pasted from a report), guessed from what the cells hold.
 */
import type { Language } from "../../../../languages.js";
import { currencyMark, readAmount } from "../../../format/amounts.js";
import { readDay } from "../../../format/typed-dates.js";
import { withoutTime } from "./date-column.js";

export const COLUMN_KINDS = ["number", "date", "amount", "currency", "offer", "comment"] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

/** Column index by kind; number, date and amount are needed, the rest may be missing. */
export type Columns = Partial<Record<ColumnKind, number>>;

/**
 * Header words, lower case, spaces single, whatever a shop's or network's export calls them (the
 * API's own field names among them: `order_number` reads as "order number"). Each list runs from
 * the most specific word to the least: "Order number" beats "ID" for the order number.
 */
const HEADERS: Readonly<Record<ColumnKind, readonly string[]>> = {
  number: [
    "order number",
    "order no",
    "order id",
    "order #",
    "номер заказа",
    "№ заказа",
    "id заказа",
    "número do pedido",
    "numero do pedido",
    "nº do pedido",
    "n° pedido",
    "order",
    "заказ",
    "pedido",
    "number",
    "номер",
    "número",
    "numero",
    "no",
    "№",
    "#",
    "id",
  ],
  date: ["order date", "дата заказа", "data do pedido", "date", "дата", "data"],
  amount: [
    "order sum",
    "order amount",
    "order total",
    "сумма заказа",
    "valor do pedido",
    "total do pedido",
    "sum",
    "amount",
    "сумма",
    "стоимость",
    "valor",
    "montante",
    "price",
    "preço",
    "preco",
    "total",
    "итого",
  ],
  currency: ["order currency", "order currency id", "currency", "валюта", "moeda"],
  offer: [
    "offer id",
    "offer name",
    "id оффера",
    "id da oferta",
    "offer",
    "оффер",
    "программа",
    "oferta",
  ],
  comment: [
    "comment",
    "note",
    "комментарий",
    "примечание",
    "comentário",
    "comentario",
    "observação",
  ],
};

/** A header cell's words and the currency it names: "Сумма, ₽", "Sum (EUR)", "Valor R$". */
export interface HeaderCell {
  word: string;
  currency?: string;
}

export function headerCell(cell: string): HeaderCell {
  let currency: string | undefined;
  const words: string[] = [];
  for (const part of cell.split(/[,;()[\]]/u)) {
    const segment = part
      .replace(/_/gu, " ")
      .replace(/[:*]+\s*$/u, "")
      .replace(/\s+/gu, " ")
      .trim();
    const code = currencyMark(segment);
    if (code) {
      currency ??= code;
      continue;
    }
    const glued = /^(.+?)\s*(\S+)$/u.exec(segment);
    const gluedCode = glued ? currencyMark(glued[2] ?? "") : undefined;
    if (glued && gluedCode) {
      currency ??= gluedCode;
      words.push(glued[1] ?? "");
    } else if (segment) {
      words.push(segment);
    }
  }
  return { word: (words[0] ?? "").toLowerCase(), ...(currency ? { currency } : {}) };
}

/** How specific `word` is as a header of `kind`: 0 is the most; undefined, not one of its words. */
function rankOf(kind: ColumnKind, word: string): number | undefined {
  const at = HEADERS[kind].indexOf(word);
  return at < 0 ? undefined : at;
}

/**
 * The columns a header row names, each kind taken by its most specific header word; undefined
 * when it names fewer than two kinds.
 */
export function headerColumns(header: readonly string[]): Columns | undefined {
  const cells = header.map(headerCell);
  const columns: Columns = {};
  const taken = new Set<number>();
  for (const kind of COLUMN_KINDS) {
    let best: { index: number; rank: number } | undefined;
    cells.forEach((cell, index) => {
      const rank = rankOf(kind, cell.word);
      if (rank === undefined || taken.has(index) || (best && best.rank <= rank)) return;
      best = { index, rank };
    });
    if (best) {
      columns[kind] = best.index;
      taken.add(best.index);
    }
  }
  return Object.keys(columns).length < 2 ? undefined : columns;
}

/** The currency the sum column's header names ("Сумма, ₽"), as an ISO code. */
export function sumCurrency(header: readonly string[], columns: Columns): string | undefined {
  return columns.amount === undefined
    ? undefined
    : headerCell(header[columns.amount] ?? "").currency;
}

/** Whether every needed column is known. */
export function complete(columns: Columns): boolean {
  return columns.number !== undefined && columns.date !== undefined && columns.amount !== undefined;
}

/**
 * Columns of a table without a header, from its cells: the column whose cells read as days is the
 * date, the one that reads as amounts the sum, the first other one the order number and the next
 * the offer. Undefined when that does not settle it (the bot then asks).
 */
export function guessColumns(
  rows: readonly (readonly string[])[],
  lang: Language,
): Columns | undefined {
  const width = Math.max(0, ...rows.map((row) => row.length));
  const dayLike = (cell: string) => readDay(withoutTime(cell), lang).ok;
  const share = (index: number, test: (cell: string) => boolean) =>
    rows.filter((row) => test(row[index] ?? "")).length / Math.max(rows.length, 1);
  const columns: Columns = {};
  for (let index = 0; index < width; index++) {
    if (columns.date === undefined && share(index, dayLike) >= 0.6) {
      columns.date = index;
    }
  }
  for (let index = 0; index < width; index++) {
    if (index === columns.date || columns.amount !== undefined) continue;
    const amountLike = (c: string) => readAmount(c).ok && /\d[\s\u00a0]*[.,]?\d*\s*\D*$/u.test(c);
    if (share(index, amountLike) >= 0.6 && share(index, (c) => /[.,\s]|\p{L}/u.test(c)) > 0) {
      columns.amount = index;
    }
  }
  const rest = [...Array(width).keys()].filter((i) => i !== columns.date && i !== columns.amount);
  if (rest[0] !== undefined) columns.number = rest[0];
  if (rest[1] !== undefined) columns.offer = rest[1];
  return complete(columns) ? columns : undefined;
}
