/**
 * Which column of a publisher's table holds what: told by its header in en, ru or pt, or, for a
 * table without one (lines pasted from a report), guessed from what the cells hold.
 */
import type { Language } from "../../../../languages.js";
import { readAmount } from "../../../format/amounts.js";
import { readDay } from "../../../format/typed-dates.js";

export const COLUMN_KINDS = ["number", "date", "amount", "currency", "offer", "comment"] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];

/** Column index by kind; number, date and amount are needed, the rest may be missing. */
export type Columns = Partial<Record<ColumnKind, number>>;

/** Header words, lower case, spaces single: whatever a shop's or network's export calls them. */
const HEADERS: Readonly<Record<ColumnKind, readonly string[]>> = {
  number: [
    "order",
    "order number",
    "order no",
    "order id",
    "order #",
    "number",
    "no",
    "#",
    "id",
    "заказ",
    "номер заказа",
    "номер",
    "№",
    "№ заказа",
    "id заказа",
    "pedido",
    "número do pedido",
    "numero do pedido",
    "nº do pedido",
    "n° pedido",
    "número",
    "numero",
  ],
  date: ["date", "order date", "дата", "дата заказа", "data", "data do pedido"],
  amount: [
    "sum",
    "amount",
    "total",
    "order sum",
    "order amount",
    "order total",
    "price",
    "сумма",
    "сумма заказа",
    "стоимость",
    "итого",
    "valor",
    "valor do pedido",
    "total do pedido",
    "montante",
    "preço",
    "preco",
  ],
  currency: ["currency", "валюта", "moeda"],
  offer: [
    "offer",
    "offer id",
    "offer name",
    "оффер",
    "id оффера",
    "программа",
    "oferta",
    "id da oferta",
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

function headerWord(cell: string): string {
  return cell
    .toLowerCase()
    .replace(/[:*]+$/u, "")
    .replace(/\s+/gu, " ")
    .trim();
}

/** The columns a header row names, or undefined when it names no order number, date or sum. */
export function headerColumns(header: readonly string[]): Columns | undefined {
  const columns: Columns = {};
  header.forEach((cell, index) => {
    const word = headerWord(cell);
    const kind = COLUMN_KINDS.find((k) => HEADERS[k].includes(word));
    if (kind && columns[kind] === undefined) columns[kind] = index;
  });
  const named = Object.keys(columns).length;
  return named >= 2 ? columns : undefined;
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
  const share = (index: number, test: (cell: string) => boolean) =>
    rows.filter((row) => test(row[index] ?? "")).length / Math.max(rows.length, 1);
  const columns: Columns = {};
  for (let index = 0; index < width; index++) {
    if (columns.date === undefined && share(index, (c) => readDay(c, lang).ok) >= 0.6) {
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
