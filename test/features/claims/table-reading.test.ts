/**
 * The readers under a file of lost orders, one by one: text encodings told apart, the delimiter
 * judged over lines, a date column settled by its cells, header words ranked and their currency
 * marks, and the XLSX reader's limits (a lying entry, a formula never saved).
 */
import { describe, expect, it } from "vitest";
import { headerCell, headerColumns } from "../../../src/bot/features/claims/batch/columns.js";
import { dateColumn } from "../../../src/bot/features/claims/batch/date-column.js";
import { delimiterOf, readCsvText } from "../../../src/bot/features/claims/batch/table/csv.js";
import { readFileTable } from "../../../src/bot/features/claims/batch/table/read-file.js";
import { decodeText, encodingOf } from "../../../src/bot/features/claims/batch/table/text.js";
import { apiAmount, currencyMark } from "../../../src/bot/format/amounts.js";
import { PNG_BYTES } from "./batch-files.js";
import { lyingXlsx, storedXlsx, utf16, windows1251 } from "./hostile-files.js";

/** `text` in Windows-1252: Latin-1 letters are their own bytes. */
const windows1252 = (text: string) => Buffer.from(text, "latin1");

describe("text as Excel saves it", () => {
  const russian = "Номер заказа;Дата;Сумма\nЗАКАЗ-1;20.11.2026;1 299,50 руб.\n";
  const portuguese =
    "Número do pedido;Data;Valor\nPED-1;20/11/2026;R$ 1.299,50\nJoão Conceição;ação;preço\n";

  it("tells each encoding by its bytes", () => {
    expect(encodingOf(Buffer.from(`\uFEFF${russian}`))).toBe("utf-8");
    expect(encodingOf(Buffer.from(russian))).toBe("utf-8");
    expect(encodingOf(utf16(russian, "le"))).toBe("utf-16le");
    expect(encodingOf(utf16("Order;Date;Sum\n", "be-no-bom"))).toBe("utf-16be");
    expect(encodingOf(windows1251(russian))).toBe("windows-1251");
    expect(encodingOf(windows1252(portuguese))).toBe("windows-1252");
  });

  it("decodes each to the same text, and refuses a picture", () => {
    for (const bytes of [Buffer.from(russian), windows1251(russian), utf16(russian, "le")]) {
      expect(decodeText(bytes)).toBe(russian);
    }
    expect(decodeText(windows1252(portuguese))).toBe(portuguese);
    expect(decodeText(PNG_BYTES)).toBeUndefined();
  });
});

describe("the delimiter", () => {
  it("is the one that splits the lines alike, quotes left out", () => {
    expect(delimiterOf("Order;Date;Sum, RUB, incl. VAT\n1;2026-11-20;1 299,50\n")).toBe(";");
    expect(delimiterOf('Order,Date,Sum\n1,2026-11-20,"1,299.50"\n')).toBe(",");
    expect(delimiterOf("Order\tDate\tSum\n1\t2026-11-20\t1 299,50\n")).toBe("\t");
    expect(delimiterOf("A-1; 2026-11-20; 12,50 usd; 123")).toBe(";");
  });

  it("is named by Excel's sep= line, which is no row", () => {
    const table = readCsvText("sep=,\nOrder;Date,Sum\nA;1,2\n");
    expect(table).toEqual({
      ok: true,
      rows: [
        ["Order;Date", "Sum"],
        ["A;1", "2"],
      ],
      lines: [2, 3],
      blank: 0,
    });
  });
});

describe("a date column", () => {
  it("is settled by all its cells, times of day dropped", () => {
    expect(dateColumn(["25/04/2026 14:05", "03/04/2026", "2026-11-20 14:05:00"])).toEqual([
      "2026-04-25",
      "2026-04-03",
      "2026-11-20",
    ]);
    expect(dateColumn(["04/25/2026", "03/04/2026"])).toEqual(["2026-04-25", "2026-03-04"]);
    // Nothing tells, or the cells disagree: each cell is read alone, as typed.
    expect(dateColumn(["03/04/2026", "05/06/2026"])).toEqual(["03/04/2026", "05/06/2026"]);
    expect(dateColumn(["25/04/2026", "04/25/2026"])).toEqual(["25/04/2026", "04/25/2026"]);
  });
});

describe("header words", () => {
  it("are ranked: the most specific word takes its kind", () => {
    expect(headerColumns(["ID", "Order number", "Date", "Sum"])).toEqual({
      number: 1,
      date: 2,
      amount: 3,
    });
    expect(
      headerColumns(["order_number", "order_date", "order_sum", "currency", "offer_id"]),
    ).toEqual({ number: 0, date: 1, amount: 2, currency: 3, offer: 4 });
  });

  it("name their column's currency", () => {
    expect(headerCell("Сумма, ₽")).toEqual({ word: "сумма", currency: "RUB" });
    expect(headerCell("Sum (EUR)")).toEqual({ word: "sum", currency: "EUR" });
    expect(headerCell("Valor R$")).toEqual({ word: "valor", currency: "BRL" });
    expect(headerCell("Sum, RUB, incl. VAT")).toEqual({ word: "sum", currency: "RUB" });
    expect(headerCell("Сумма руб.")).toEqual({ word: "сумма", currency: "RUB" });
    expect(headerCell("Order no")).toEqual({ word: "order no" });
    expect(currencyMark("sum")).toBeUndefined();
  });
});

describe("amounts", () => {
  it("reach the API with two decimals", () => {
    expect(["1299.5", "18990", "0.99", "7"].map(apiAmount)).toEqual([
      "1299.50",
      "18990.00",
      "0.99",
      "7.00",
    ]);
  });
});

describe("the XLSX reader", () => {
  it("stops an entry that inflates past what it declares, and counts a streamed one to 60 MB", () => {
    expect(readFileTable(lyingXlsx(64), "a.xlsx")).toEqual({ ok: false, reason: "zip-bomb" });
    expect(readFileTable(lyingXlsx(64, true), "a.xlsx")).toEqual({ ok: false, reason: "zip-bomb" });
    // Streamed and under the limit, it is read to its end: a sheet never closed is no table.
    expect(readFileTable(lyingXlsx(8, true), "a.xlsx")).toEqual({
      ok: false,
      reason: "not-a-table",
    });
  });

  it("reads text cells with their sheet rows, and refuses one row past the limit", () => {
    const rows = [
      ["Order", "Date", "Sum"],
      ["A-1", "2026-11-20", "1 299,50"],
    ];
    expect(readFileTable(storedXlsx(rows), "a.xlsx")).toEqual({
      ok: true,
      rows,
      lines: [1, 2],
      blank: 0,
    });
    const long = Array.from({ length: 2002 }, (_, n) => [`A-${n}`, "x", "1"]);
    expect(readFileTable(storedXlsx(long), "a.xlsx")).toEqual({
      ok: false,
      reason: "too-many-rows",
    });
    expect(readFileTable(storedXlsx(long.slice(1)), "a.xlsx").ok).toBe(true);
  });
});
