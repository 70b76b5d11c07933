/**
 * Files as real shops and attackers send them, over HTTP as a publisher: a zip that
 * lies about its sheet, a sheet past the row limit, a document that understates its size, blank
 * records, Excel's encodings and `sep=`, numeric cells, totals rows, a date column settled by its
 * cells, header words ranked, the API's own field names, and one pasted line after the prompt.
 */
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import type { PublisherClient } from "../../../src/publisher-api/index.js";
import { connectWithClaims, type Harness, startHarness } from "../../support/harness.js";
import { csvOf, type Offer } from "./batch-files.js";
import { heavyXlsx, lyingXlsx, storedXlsx, utf16, windows1251 } from "./hostile-files.js";
import { claimCalls, daysAgo, sentClaim } from "./support.js";

let harness: Harness;
let offers: Offer[];

beforeAll(async () => {
  harness = await startHarness();
  const publisher = harness.sandbox.publishers[0];
  const alice: PublisherClient = harness.app.api.forPublisher({
    apiKey: publisher.apiKey,
    clientId: publisher.clientId,
    clientSecret: publisher.clientSecret,
  });
  const joined = await alice.catalog.offers("all", { user_has_offer: true, limit: 2 });
  offers = joined.items.map((o) => ({ id: o.id, name: o.name.trim() }));
});
afterAll(async () => harness?.stop());

async function claimant(languageCode = "en"): Promise<TelegramUser> {
  const user = harness.user({ languageCode });
  await connectWithClaims(harness, user);
  return user;
}

const offerId = () => String(offers[0]?.id);

/** `yyyy-mm-dd` as `dd/mm/yyyy`, or `dd.mm.yyyy`. */
function dayFirst(day: string, mark = "/"): string {
  const [y, m, d] = day.split("-");
  return [d, m, y].join(mark);
}

/** The claims the bot POSTed with order numbers starting `prefix`, by order number. */
function filed(prefix: string): Map<string, Record<string, unknown>> {
  const claims = claimCalls(harness, "POST").map(sentClaim);
  return new Map(
    claims
      .filter((c) => String(c.order_number).startsWith(prefix))
      .map((c) => [String(c.order_number), c]),
  );
}

/** Presses File under the summary and waits for the result file. */
async function fileAll(user: TelegramUser, ready: number, label = "📨 File"): Promise<void> {
  user.press(`${label} ${ready}`);
  await user.waitFor((m) => m.kind === "document", { timeoutMs: 30_000 });
}

describe("no file can hurt the bot", () => {
  it("en, ru: an XLSX whose zip declares 4 KB and inflates past 1 GiB is refused; other chats are answered meanwhile", async () => {
    const alice = await claimant();
    const bruno = harness.user();
    const posts = claimCalls(harness, "POST").length;
    // The zip's directory and local header lie: the sheet is said to hold 4 KB.
    alice.sendDocument("orders.xlsx", lyingXlsx(1100));
    bruno.send("/help");
    await bruno.waitFor(/What I can do/);
    const refusal = await alice.waitFor(/unpacks to more than 60 MB/, { timeoutMs: 30_000 });
    expect(refusal.text).toContain("nothing was filed");
    // Written as a stream, the local header says nothing: the inflated bytes are counted.
    alice.sendDocument("streamed.xlsx", lyingXlsx(1100, true));
    bruno.send("/help");
    await bruno.waitFor(/What I can do/);
    await alice.waitFor(/unpacks to more than 60 MB/, { timeoutMs: 30_000 });
    const russian = await claimant("ru");
    russian.sendDocument("заказы.xlsx", lyingXlsx(1100, true));
    const ru = await russian.waitFor(/распаковывается больше чем в 60 МБ/, { timeoutMs: 30_000 });
    expect(ru.text).toContain("ничего не подано");
    // The bot is whole: the next file of the same publisher is read as usual.
    const rows = [
      ["Order", "Date", "Sum", "Offer"],
      ["AFTER-1", daysAgo(1), "10 usd", offerId()],
    ];
    alice.sendDocument("after.csv", csvOf(rows));
    await alice.waitFor(/1 row: 1 ready/, { timeoutMs: 15_000 });
    expect(claimCalls(harness, "POST")).toHaveLength(posts);
  }, 90_000);

  it("en, ru: a sheet that needs more memory than its reader has ends the reader alone, and is refused", async () => {
    const alice = await claimant();
    const bruno = harness.user();
    // 50,000 shared strings of 1 KB, every size declared true: past the worker's own heap.
    alice.sendDocument("strings.xlsx", heavyXlsx());
    bruno.send("/help");
    await bruno.waitFor(/What I can do/);
    const refusal = await alice.waitFor(/more time or memory than any table/, {
      timeoutMs: 30_000,
    });
    expect(refusal.text).toContain("nothing was filed");
    const russian = await claimant("ru");
    russian.sendDocument("строки.xlsx", heavyXlsx());
    await russian.waitFor(/больше времени или памяти/, { timeoutMs: 30_000 });
    alice.sendDocument(
      "after.csv",
      csvOf([
        ["Order", "Date", "Sum", "Offer"],
        ["HEAVY-1", daysAgo(1), "1 usd", offerId()],
      ]),
    );
    await alice.waitFor(/1 row: 1 ready/, { timeoutMs: 15_000 });
  }, 90_000);

  it("en, ru: a 5 MB sheet past the row limit is refused, and so is a document that understates its size", async () => {
    const rows = [["Order", "Date", "Sum", "Offer"]];
    for (let n = 0; n < 24_000; n++) {
      rows.push([`BIG-${String(n).padStart(6, "0")}`, daysAgo(1), "1 299,50 usd", offerId()]);
    }
    const sheet = storedXlsx(rows);
    expect(sheet.length).toBeGreaterThan(4.5 * 1024 * 1024);
    expect(sheet.length).toBeLessThan(5 * 1024 * 1024);
    const alice = await claimant();
    alice.sendDocument("month.xlsx", sheet);
    await alice.waitFor(/more than 2,000 rows/, { timeoutMs: 30_000 });
    const russian = await claimant("ru");
    russian.sendDocument("месяц.xlsx", sheet);
    await russian.waitFor(/больше 2000 строк/, { timeoutMs: 30_000 });
    // 6 MB said to be 1 KB: the download is counted, not the document's word.
    alice.sendDocument("small.csv", Buffer.alloc(6 * 1024 * 1024, 0x41), { fileSize: 1024 });
    await alice.waitFor(/larger than 5 MB/, { timeoutMs: 30_000 });
    expect(filed("BIG-").size).toBe(0);
  }, 90_000);

  it("2,000 orders with ten rows of empty cells in the middle: every order counted, the empty lines said", async () => {
    const alice = await claimant();
    const lines = ["Order;Date;Sum;Offer"];
    for (let n = 1; n <= 2000; n++) {
      lines.push(`BLANK-${n};${daysAgo(1)};10 usd;${offerId()}`);
      if (n === 1000) for (let k = 0; k < 10; k++) lines.push(";;;");
    }
    alice.sendDocument("orders.csv", Buffer.from(lines.join("\n")));
    const summary = await alice.waitFor(/2,000 rows/, { timeoutMs: 60_000 });
    expect(summary.text).toContain("2,000 rows: 2,000 ready, 0 already claimed, 0 to fix");
    expect(summary.text).toContain("10 empty lines skipped");
    // One order more is over the limit: refused, never cut.
    const over = [...lines, `BLANK-2001;${daysAgo(1)};10 usd;${offerId()}`];
    alice.sendDocument("over.csv", Buffer.from(over.join("\n")));
    await alice.waitFor(/more than 2,000 rows/, { timeoutMs: 30_000 });
  }, 120_000);
});

describe("reports as Excel and shops export them", () => {
  it("ru: a Windows-1251 CSV with «Сумма, руб.» and a totals row is read, its sums filed in roubles", async () => {
    const user = await claimant("ru");
    const offer = offers[0];
    const text = [
      // Windows-1251 has no ₽: Russian Excel's CSV names roubles in letters.
      "Номер заказа;Дата;Сумма, руб.;Оффер",
      `РУ-1;${dayFirst(daysAgo(1), ".")};1 299,50;${offer?.name}`,
      `РУ-2;${dayFirst(daysAgo(2), ".")};18 990;${offer?.name}`,
      `РУ-3;${dayFirst(daysAgo(3), ".")};450,5;${offer?.id}`,
      ";;;",
      "Итого;;20 740,00;",
    ].join("\r\n");
    user.sendDocument("заказы.csv", windows1251(text));
    const summary = await user.waitFor(/3 строки/, { timeoutMs: 15_000 });
    expect(summary.text).toContain("3 строки: готовы 3, уже в заявках 0, исправить 0");
    expect(summary.text).toContain("строка 6 — итоговая, не учтена");
    expect(summary.text).toContain("пропущена 1 пустая строка");
    await fileAll(user, 3, "📨 Подать");
    const claims = filed("РУ-");
    expect([...claims.values()].map((c) => [c.order_sum, c.order_currency_id])).toEqual([
      ["1299.50", 1],
      ["18990.00", 1],
      ["450.50", 1],
    ]);
  }, 60_000);

  it("en: UTF-16 exports (LE with a BOM, BE without), tab-separated, are read", async () => {
    const user = await claimant();
    const text = (prefix: string) =>
      [
        "Order\tDate\tSum\tOffer",
        `${prefix}-1\t${daysAgo(1)}\t12 usd\t${offerId()}`,
        `${prefix}-2\t${daysAgo(2)}\t13 usd\t${offerId()}`,
      ].join("\r\n");
    user.sendDocument("unicode.txt", utf16(text("U16LE"), "le"));
    const le = await user.waitFor(/2 rows/, { timeoutMs: 15_000 });
    expect(le.text).toContain("2 rows: 2 ready");
    user.sendDocument("unicode.csv", utf16(text("U16BE"), "be-no-bom"));
    const be = await user.waitFor(/2 rows/, { timeoutMs: 15_000 });
    expect(be.text).toContain("2 rows: 2 ready");
  }, 60_000);

  it("en: Excel's sep=; line names the delimiter, and a comma in a header does not win over semicolons", async () => {
    const user = await claimant();
    const body = (prefix: string) => [
      "Order;Date;Sum, RUB, incl. VAT;Offer",
      `${prefix}-1;${daysAgo(1)};1 299,50;${offerId()}`,
      `${prefix}-2;${daysAgo(2)};"2 000,00";${offerId()}`,
    ];
    user.sendDocument("sep.csv", Buffer.from(["sep=;", ...body("SEP")].join("\r\n")));
    const sep = await user.waitFor(/2 rows/, { timeoutMs: 15_000 });
    expect(sep.text).toContain("2 rows: 2 ready, 0 already claimed, 0 to fix");
    expect(sep.text).not.toContain("empty");
    user.sendDocument("judged.csv", Buffer.from(body("JUDGED").join("\n")));
    const judged = await user.waitFor(/2 rows/, { timeoutMs: 15_000 });
    expect(judged.text).toContain("2 rows: 2 ready");
    await fileAll(user, 2);
    // "RUB" in the sum's header is the column's currency.
    expect([...filed("JUDGED-").values()].map((c) => [c.order_sum, c.order_currency_id])).toEqual([
      ["1299.50", 1],
      ["2000.00", 1],
    ]);
  }, 60_000);

  it("ru: numeric XLSX sums are filed in the wizard's shape, a SUM totals row is named, its cached values read", async () => {
    const user = await claimant("ru");
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Заказы");
    sheet.addRow(["Номер заказа", "Дата", "Сумма, ₽", "Оффер"]);
    const sums = [1299.5, 18990, 1234.5700000000002];
    sums.forEach((sum, i) => {
      const day = new Date(`${daysAgo(i + 1)}T00:00:00Z`);
      sheet.addRow([`XN-${i + 1}`, day, sum, offers[0]?.id]);
    });
    sheet.getCell("B2").numFmt = "dd.mm.yyyy";
    sheet.addRow(["Итого", null, { formula: "SUM(C2:C4)", result: 21524.07 }, null]);
    user.sendDocument("заказы.xlsx", Buffer.from(await book.xlsx.writeBuffer()));
    const summary = await user.waitFor(/3 строки/, { timeoutMs: 15_000 });
    expect(summary.text).toContain("3 строки: готовы 3, уже в заявках 0, исправить 0");
    expect(summary.text).toContain("строка 5 — итоговая, не учтена");
    await fileAll(user, 3, "📨 Подать");
    const claims = filed("XN-");
    expect(
      [...claims.values()].map((c) => [c.order_sum, c.order_currency_id, c.order_date]),
    ).toEqual([
      ["1299.50", 1, daysAgo(1)],
      ["18990.00", 1, daysAgo(2)],
      ["1234.57", 1, daysAgo(3)],
    ]);
  }, 60_000);

  it("en: a date column is settled by all its cells (one 25/04 makes 03/04 the 3rd of April), times of day dropped", async () => {
    const user = await claimant();
    const days = Array.from({ length: 60 }, (_, i) => daysAgo(i + 1));
    const late = days.find((d) => Number(d.slice(8)) > 12) ?? "";
    const both = days.find((d) => Number(d.slice(8)) <= 12 && d.slice(8) !== d.slice(5, 7)) ?? "";
    const rows = [
      ["Order", "Date", "Sum", "Offer"],
      ["DAY-1", `${dayFirst(late)} 14:05`, "10 usd", offerId()],
      ["DAY-2", `${dayFirst(both)} 09:30`, "11 usd", offerId()],
      ["DAY-3", `${daysAgo(2)} 14:05:00`, "12 usd", offerId()],
    ];
    user.sendDocument("days.csv", csvOf(rows));
    const summary = await user.waitFor(/3 rows/, { timeoutMs: 15_000 });
    expect(summary.text).toContain("3 rows: 3 ready, 0 already claimed, 0 to fix");
    await fileAll(user, 3);
    expect([...filed("DAY-").values()].map((c) => c.order_date)).toEqual([late, both, daysAgo(2)]);
    // Alone, the same ambiguous day is still asked about, never guessed.
    user.sendDocument(
      "alone.csv",
      csvOf([rows[0] ?? [], ["DAY-4", dayFirst(both), "1 usd", offerId()]]),
    );
    const alone = await user.waitFor(/1 row/, { timeoutMs: 15_000 });
    expect(alone.text).toContain("1 row: 0 ready, 0 already claimed, 1 to fix");
  }, 60_000);

  it("en: 'Order number' beats 'ID', and the API's own field names are a header", async () => {
    const user = await claimant();
    const ranked = Buffer.from(
      [
        "ID,Order number,Date,Sum,Offer",
        `1,RANK-1,${daysAgo(1)},10 usd,${offerId()}`,
        `2,RANK-2,${daysAgo(2)},11 usd,${offerId()}`,
      ].join("\n"),
    );
    user.sendDocument("ranked.csv", ranked);
    await user.waitFor(/2 rows: 2 ready/, { timeoutMs: 15_000 });
    await fileAll(user, 2);
    expect([...filed("RANK-").keys()]).toEqual(["RANK-1", "RANK-2"]);
    const api = ["order_number,order_date,order_sum,currency,offer_id"];
    for (let n = 1; n <= 40; n++)
      api.push(`API-${n},${daysAgo((n % 20) + 1)},${n}.90,EUR,${offerId()}`);
    user.sendDocument("lost-orders.csv", Buffer.from(api.join("\n")));
    const summary = await user.waitFor(/40 rows/, { timeoutMs: 15_000 });
    expect(summary.text).toContain("40 rows: 40 ready, 0 already claimed, 0 to fix");
  }, 60_000);

  it("en, ru: after the bot asks for lines, one pasted line is a list of one; unasked, it is a search", async () => {
    for (const [lang, button, one] of [
      ["en", "📄 Claims from a file", /1 row: 1 ready/],
      ["ru", "📄 Заявки из файла", /1 строка: готовы 1/],
    ] as const) {
      const user = await claimant(lang);
      user.send("/claims");
      await user.waitFor((m) => m.buttons.flat().includes(button), { timeoutMs: 15_000 });
      user.press(button);
      await user.waitFor(/CSV/);
      user.send(`LINE-${lang}; ${daysAgo(1)}; 10 usd; ${offerId()}`);
      await user.waitFor(one, { timeoutMs: 15_000 });
      user.send(`LINE-${lang}-2; ${daysAgo(1)}; 10 usd; ${offerId()}`);
      const search = await user.waitFor(() => true, { timeoutMs: 15_000 });
      expect(search.text).not.toMatch(/1 row|1 строка/);
    }
  }, 60_000);
});
