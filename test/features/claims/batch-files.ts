/**
 * Lists of lost orders as publishers send them: a report of 40 rows in mixed formats (DD.MM.YYYY
 * and ISO days, "1 299,50", "12 usd", offers by name and by id), as CSV and as XLSX (written with
 * exceljs, the library the bot reads them with), and the bad files the bot must refuse.
 */
import ExcelJS from "exceljs";
import type { PublisherClient } from "../../../src/publisher-api/index.js";
import { daysAgo } from "./support.js";

export interface Offer {
  id: number;
  name: string;
}

/** Row numbers (1-based data rows) the report gets wrong, and the one that repeats another. */
export const BAD_DATE_ROW = 7;
export const BAD_OFFER_ROW = 19;
export const REPEATING_ROW = 30;
export const REPEATED_ROW = 12;
/** Rows whose orders the test claims beforehand. */
export const CLAIMED_ROWS = [3, 5];

export function orderNumber(prefix: string, row: number): string {
  return `${prefix}-${String(row === REPEATING_ROW ? REPEATED_ROW : row).padStart(4, "0")}`;
}

function dotted(day: string): string {
  const [y, m, d] = day.split("-");
  return `${d}.${m}.${y}`;
}

const AMOUNTS = ["1 299,50", "12 usd", "450", "99.90 USD"];

/** The report's cells, header first: Order, Date, Sum, Offer in the header words of `lang`. */
export function reportRows(
  prefix: string,
  offers: readonly Offer[],
  lang: "en" | "ru",
): string[][] {
  const header =
    lang === "ru" ? ["Номер заказа", "Дата", "Сумма", "Оффер"] : ["Order", "Date", "Sum", "Offer"];
  const rows = [header];
  for (let row = 1; row <= 40; row++) {
    const offer = offers[row % 2] ?? offers[0];
    const day = daysAgo((row % 20) + 1);
    const date = row === BAD_DATE_ROW ? "31.02.2026" : row % 2 === 0 ? dotted(day) : day;
    const offerCell =
      row === BAD_OFFER_ROW ? "Brisa" : row % 3 === 0 ? String(offer?.id) : (offer?.name ?? "");
    rows.push([orderNumber(prefix, row), date, AMOUNTS[row % AMOUNTS.length] ?? "1", offerCell]);
  }
  return rows;
}

export function csvOf(rows: readonly (readonly string[])[]): Buffer {
  return Buffer.from(
    rows.map((row) => row.map((c) => (c.includes(";") ? `"${c}"` : c)).join(";")).join("\n"),
  );
}

export async function xlsxOf(
  rows: readonly (readonly string[])[],
  formula = false,
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Orders");
  for (const row of rows) sheet.addRow([...row]);
  // A formula whose value was never computed (written by a program, not saved by Excel).
  if (formula) sheet.getCell("C3").value = { formula: "C2*2" } as ExcelJS.CellFormulaValue;
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A PNG's first bytes, to be sent under a .csv name. */
export const PNG_BYTES = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000050001",
  "hex",
);

/** Files the report's CLAIMED_ROWS as claims beforehand, as the publisher did by hand last week. */
export async function claimBeforehand(
  client: PublisherClient,
  offers: readonly Offer[],
  rows: readonly (readonly string[])[],
): Promise<void> {
  const channel = (await client.account.trafficChannels()).items[0]?.id ?? 0;
  for (const row of CLAIMED_ROWS) {
    const [number = "", , , offerCell = ""] = rows[row] ?? [];
    const offer = offers.find((o) => o.name === offerCell || String(o.id) === offerCell);
    await client.lostOrders.create({
      traffic_channel_id: channel,
      order_number: number,
      order_date: daysAgo(2),
      offer_id: String(offer?.id),
      order_sum: "10",
      order_currency_id: 2,
      comment: "",
    });
  }
}
