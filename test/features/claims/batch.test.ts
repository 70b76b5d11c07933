/**
 * Claims by the dozen, over HTTP as a publisher: a 40-row report as CSV (en) and XLSX
 * (ru) is checked, summed up, filed exactly once per ready row and accounted for in a result file;
 * the same file again files nothing; pasted lines work; bad files are refused with nothing filed.
 */
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import type { PublisherClient } from "../../../src/publisher-api/index.js";
import { testNow } from "../../support/clock.js";
import { connectWithClaims, type Harness, startHarness } from "../../support/harness.js";
import {
  claimBeforehand as claimRowsBeforehand,
  csvOf,
  type Offer,
  orderNumber,
  PNG_BYTES,
  reportRows,
  xlsxOf,
} from "./batch-files.js";
import { claimCalls, daysAgo } from "./support.js";

let harness: Harness;
let alice: PublisherClient;
let offers: Offer[];
/** POSTs made by the test itself, before the bot's. */
let setupPosts = 0;

beforeAll(async () => {
  harness = await startHarness();
  const publisher = harness.sandbox.publishers[0];
  alice = harness.app.api.forPublisher({
    apiKey: publisher.apiKey,
    clientId: publisher.clientId,
    clientSecret: publisher.clientSecret,
  });
  const joined = await alice.catalog.offers("all", { user_has_offer: true, limit: 2 });
  offers = joined.items.map((o) => ({ id: o.id, name: o.name.trim() }));
});
afterAll(async () => harness?.stop());

/** Claims the report's CLAIMED_ROWS beforehand (batch-files.ts), and counts the posts so far. */
async function claimBeforehand(rows: string[][]): Promise<void> {
  await claimRowsBeforehand(alice, offers, rows);
  setupPosts = claimCalls(harness, "POST").length;
}

/** A bot message as it stands now (the progress message, after its last edit). */
function current(user: TelegramUser, messageId: number): string {
  return harness.botApi.botMessages(user.id).find((m) => m.messageId === messageId)?.text ?? "";
}

/** Order numbers the bot POSTed (the claims made beforehand by the test are left out). */
function postsFor(prefix: string): string[] {
  return claimCalls(harness, "POST")
    .slice(setupPosts)
    .map(
      (call) =>
        (call.body as { lostOrder?: { order_number?: string } }).lostOrder?.order_number ?? "",
    )
    .filter((n) => n.startsWith(`${prefix}-`));
}

describe("claims from a file", () => {
  it("en: a 40-row CSV is checked, 35 claims are filed once, a result file comes back", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    const rows = reportRows("EN", offers, "en");
    await claimBeforehand(rows);
    user.sendDocument("orders.csv", csvOf(rows), { mimeType: "text/csv" });
    const summary = await user.waitFor(/40 rows/, { timeoutMs: 15_000 });
    expect(summary.text).toContain("40 rows: 35 ready, 2 already claimed, 3 to fix");
    expect(summary.text).toContain("row 8: date 31.02.2026");
    expect(summary.text).toContain("row 20: offer «Brisa» not found");
    expect(summary.text).toContain(`row 31: order ${orderNumber("EN", 30)} repeats row 13`);
    expect(summary.buttons.flat()).toEqual(["📨 File 35", "✖ Cancel"]);
    const toFix = await user.waitFor((m) => m.kind === "document");
    expect(toFix.document?.filename).toBe("orders-to-fix.csv");
    expect(postsFor("EN")).toEqual([]);

    user.press("📨 File 35");
    const progress = await user.waitFor(/Filed 12 of 35/, { timeoutMs: 15_000 });
    const result = await user.waitFor((m) => m.kind === "document", { timeoutMs: 60_000 });
    const closing = current(user, progress.messageId);
    const resultText = Buffer.from(result.document?.bytes ?? []).toString("utf8");
    expect(result.document?.filename).toBe("orders-result.csv");
    expect(closing).toContain("Done: filed 35 of 35, 0 not filed");
    const posts = postsFor("EN");
    expect(posts).toHaveLength(35);
    expect(new Set(posts).size).toBe(35);
    const lines = resultText
      .replace(/^\uFEFF/u, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Row,Order number,Claim,Status");
    expect(lines).toHaveLength(41);
    expect(lines.filter((l) => l.endsWith(",filed"))).toHaveLength(35);
    expect(lines.filter((l) => l.endsWith(",already claimed"))).toHaveLength(2);
    expect(harness.sandbox.control.calls.filter((c) => c.status === 429)).toEqual([]);

    // /claims shows the batch as one line; it opens its claims, their statuses counted together.
    const filedIds = lines.filter((l) => l.endsWith(",filed")).map((l) => l.split(",")[2] ?? "");
    const alice = harness.sandbox.publishers[0].id;
    const watch = harness.app.jobs.find((job) => job.name === "claim-watch");
    await watch?.run(testNow());
    harness.sandbox.control.setClaimStatus(alice, filedIds[0] ?? "", "accepted");
    harness.sandbox.control.setClaimStatus(alice, filedIds[1] ?? "", "accepted");
    harness.sandbox.control.setClaimStatus(alice, filedIds[2] ?? "", "rejected");
    // The watch tells the batch's changes together, not a push per claim.
    await watch?.run(testNow());
    const told = await user.waitFor(/🔔 📄 orders\.csv/, { timeoutMs: 15_000 });
    expect(told.text).toContain(
      "🔔 📄 orders.csv: 2 accepted, 1 rejected (of 35 claims filed from it)",
    );
    const single = harness.botApi.botMessages(user.id).filter((m) => /🔔 Claim #/.test(m.text));
    expect(single).toEqual([]);
    user.send("/claims");
    const list = await user.waitFor(/Your claims/, { timeoutMs: 15_000 });
    expect(list.text).toContain("📄 orders.csv: 35 orders from a file");
    user.press("📄 orders.csv", { messageId: list.messageId });
    const page = await user.waitFor(/📄 orders\.csv: 35 claims/, { timeoutMs: 15_000 });
    expect(page.text).toMatch(/2 accepted/);
    expect(page.text).toMatch(/1 rejected/);
    expect(page.text).toMatch(/32 new/);

    // The same file again: everything is claimed or to fix, nothing is filed.
    user.sendDocument("orders.csv", csvOf(rows), { mimeType: "text/csv" });
    const again = await user.waitFor(/40 rows/, { timeoutMs: 15_000 });
    expect(again.text).toContain("40 rows: 0 ready, 37 already claimed, 3 to fix");
    expect(again.buttons.flat()).toEqual(["✖ Cancel"]);
    expect(postsFor("EN")).toHaveLength(35);
  }, 120_000);

  it("ru: a 40-row XLSX is checked and filed the same way, in Russian", async () => {
    const user = harness.user({ languageCode: "ru" });
    await connectWithClaims(harness, user);
    const rows = reportRows("RU", offers, "ru");
    await claimBeforehand(rows);
    user.sendDocument("заказы.xlsx", await xlsxOf(rows));
    const summary = await user.waitFor(/40 строк/, { timeoutMs: 15_000 });
    expect(summary.text).toContain("40 строк: готовы 35, уже в заявках 2, исправить 3");
    expect(summary.text).toContain("строка 8: дата 31.02.2026");
    expect(summary.buttons.flat()).toEqual(["📨 Подать 35", "✖ Отмена"]);
    await user.waitFor((m) => m.kind === "document");
    user.press("📨 Подать 35");
    const progress = await user.waitFor(/Подано 12 из 35/, { timeoutMs: 15_000 });
    const result = await user.waitFor((m) => m.kind === "document", { timeoutMs: 60_000 });
    const closing = current(user, progress.messageId);
    const resultText = Buffer.from(result.document?.bytes ?? []).toString("utf8");
    expect(closing).toContain("Готово: подано 35 из 35, не подано 0");
    expect(postsFor("RU")).toHaveLength(35);
    expect(new Set(postsFor("RU")).size).toBe(35);
    expect(resultText).toContain("Строка,Номер заказа,Заявка,Статус");
  }, 120_000);

  it("a pasted list of 5 lines is read and filed", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    const offer = offers[0];
    const lines = [1, 2, 3, 4, 5].map(
      (n) => `PASTE-${n}; ${daysAgo(n)}; ${n}00,50 usd; ${offer?.id}`,
    );
    user.send(lines.join("\n"));
    const summary = await user.waitFor(/5 rows/, { timeoutMs: 15_000 });
    expect(summary.text).toContain("5 rows: 5 ready, 0 already claimed, 0 to fix");
    user.press("📨 File 5");
    await user.waitFor((m) => m.kind === "document", { timeoutMs: 30_000 });
    expect(postsFor("PASTE")).toHaveLength(5);
  }, 60_000);

  it("bad files get clear answers and nothing is filed", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    const before = claimCalls(harness, "POST").length;
    user.sendDocument("orders.csv", PNG_BYTES);
    await user.waitFor(/not a CSV or XLSX table/);
    user.sendDocument("big.csv", Buffer.alloc(6 * 1024 * 1024, 0x41));
    await user.waitFor(/larger than 5 MB/);
    const long = [["Order", "Date", "Sum", "Offer"]];
    for (let n = 0; n < 2500; n++)
      long.push([`L-${n}`, daysAgo(1), "10 usd", String(offers[0]?.id)]);
    user.sendDocument("long.csv", csvOf(long));
    await user.waitFor(/more than 2,000 rows/);
    user.sendDocument("formula.xlsx", await xlsxOf(reportRows("F", offers, "en"), true));
    await user.waitFor(/has formulas/);
    user.sendDocument("empty.csv", Buffer.from(" \n"));
    await user.waitFor(/The file is empty/);
    // 80 MB of one byte packs into a few KB: its directory says so, and it is never inflated.
    const bomb = zipSync(
      { "xl/worksheets/sheet1.xml": new Uint8Array(80 * 1024 * 1024) },
      { level: 9 },
    );
    user.sendDocument("bomb.xlsx", bomb);
    await user.waitFor(/unpacks to more than 60 MB/);
    expect(claimCalls(harness, "POST")).toHaveLength(before);
  }, 60_000);

  it("a list without offers asks the offer once, with buttons", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    user.send([1, 2, 3].map((n) => `ASK-${n}; ${daysAgo(n)}; ${n}5 usd`).join("\n"));
    const question = await user.waitFor(/Which offer are all these orders for/, {
      timeoutMs: 15_000,
    });
    const first = question.buttons[0]?.[0] ?? "";
    user.press(first);
    const summary = await user.waitFor(/3 rows/, { timeoutMs: 15_000 });
    expect(summary.text).toContain("3 rows: 3 ready, 0 already claimed, 0 to fix");
    user.press("✖ Cancel");
    await user.waitFor(/Cancelled: nothing from this list was filed/);
    expect(postsFor("ASK")).toEqual([]);
  }, 60_000);

  it("5 refusals in a row pause the batch; Resume goes on with the rest", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    const offer = offers[0];
    user.send(
      [1, 2, 3, 4, 5, 6]
        .map((n) => `PAUSE-${n}; ${daysAgo(n)}; ${n}0 usd; ${offer?.id}`)
        .join("\n"),
    );
    await user.waitFor(/6 rows: 6 ready/, { timeoutMs: 15_000 });
    // Between the check and File, the first five are claimed by hand: the network refuses them.
    const channel = (await alice.account.trafficChannels()).items[0]?.id ?? 0;
    for (const n of [1, 2, 3, 4, 5])
      await alice.lostOrders.create({
        traffic_channel_id: channel,
        order_number: `PAUSE-${n}`,
        order_date: daysAgo(n),
        offer_id: String(offer?.id),
        order_sum: "10",
        order_currency_id: 2,
        comment: "",
      });
    setupPosts = claimCalls(harness, "POST").length;
    user.press("📨 File 6");
    const paused = await user.waitFor(/Paused after 5 failures in a row/, { timeoutMs: 30_000 });
    expect(paused.text).toContain("filed 0 of 6, 5 not filed");
    expect(paused.buttons.flat()).toEqual(["▶ Resume"]);
    user.press("▶ Resume");
    const result = await user.waitFor((m) => m.kind === "document", { timeoutMs: 30_000 });
    expect(current(user, paused.messageId)).toContain("Done: filed 1 of 6, 5 not filed");
    const text = Buffer.from(result.document?.bytes ?? []).toString("utf8");
    expect(text.split("\r\n").filter((l) => l.includes(",not filed: "))).toHaveLength(5);
    expect(postsFor("PAUSE")).toHaveLength(6);
  }, 60_000);

  it("ru: a file whose columns cannot be told shows its first rows and asks them with buttons", async () => {
    const user = harness.user({ languageCode: "ru" });
    await connectWithClaims(harness, user);
    // No header, and sums without a mark that says so: the cells do not settle which is which.
    const rows = [1, 2, 3, 4].map((n) => [`${n}00`, daysAgo(n), `COL-${n}`, String(offers[0]?.id)]);
    user.sendDocument("выгрузка.csv", csvOf(rows));
    const number = await user.waitFor(/В каком столбце номер заказа/, {
      timeoutMs: 15_000,
    });
    expect(number.text).toContain("Не получилось понять, какой столбец что значит");
    expect(number.buttons.flat()).toEqual([
      "1: 100",
      `2: ${daysAgo(1)}`,
      "3: COL-1",
      `4: ${offers[0]?.id}`,
    ]);
    user.press("3: COL-1");
    await user.waitFor(/В каком столбце дата заказа/);
    user.press(`2: ${daysAgo(1)}`);
    await user.waitFor(/В каком столбце сумма заказа/);
    user.press("1: 100");
    const offer = await user.waitFor(/В каком столбце оффер/);
    expect(offer.buttons.flat()).toContain("Столбца с оффером нет: один оффер для всех");
    user.press(`4: ${offers[0]?.id}`);
    const summary = await user.waitFor(/4 строки/, { timeoutMs: 15_000 });
    expect(summary.text).toContain("4 строки: готовы 4, уже в заявках 0, исправить 0");
    user.press("✖ Отмена");
    await user.waitFor(/Отменено/);
  }, 60_000);

  it("/claim offers the file under its first question; pressed, it leaves the wizard for the file", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    user.send("/claim");
    const question = await user.waitFor(/Which offer was the order for/, { timeoutMs: 15_000 });
    expect(question.buttons.at(-2)).toEqual(["📄 Claims from a file"]);
    user.press("📄 Claims from a file");
    await user.waitFor(/Send me the list of lost orders as it is/);
    const rows = [
      ["Order", "Date", "Sum", "Offer"],
      ["WIZ-1", daysAgo(1), "10 usd", String(offers[0]?.id)],
    ];
    user.sendDocument("one.csv", csvOf(rows));
    const one = await user.waitFor(/1 row: 1 ready/, { timeoutMs: 15_000 });
    expect(one.buttons.flat()).toEqual(["📨 File 1", "✖ Cancel"]);
  }, 60_000);
});
