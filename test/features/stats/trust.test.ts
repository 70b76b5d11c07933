/**
 * "Stats that compare like with like" and money in the publisher's own format, through
 * the Bot API stand-in: today so far, calendar periods against calendar periods, no percentage
 * against nothing or outside what the network keeps, conversions and commission counting one set,
 * and the CSV in the publisher's locale.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { counted, earned, totalsOf } from "../../../src/bot/reports/totals.js";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { testToday } from "../../support/clock.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { addDays, directClient, noonUtc, statsCalls } from "./helpers.js";

let harness: Harness;
/** The day the suite stands on: never a month's first, so "This month" has closed days. */
const standing = testToday().endsWith("-01") ? addDays(testToday(), -1) : testToday();

beforeAll(async () => {
  const noon = noonUtc(standing);
  harness = await startHarness({ now: () => noon });
});
afterAll(async () => harness?.stop());

async function userOf(languageCode: string): Promise<TelegramUser> {
  const user = harness.user({ languageCode });
  await connectUser(harness, user);
  return user;
}

async function summaryOf(user: TelegramUser, button: string) {
  await user.send("/stats");
  await user.waitFor(/📊/);
  harness.sandbox.control.clearCalls();
  user.press(button);
  return user.waitFor((m) => m.kind === "photo", { timeoutMs: 15_000 });
}

describe("today is shown so far", () => {
  it.each([
    ["en", "Today", /Stats for .+, so far/, /so far, at 12:00 UTC/],
    ["ru", "Сегодня", /Статистика за .+, пока что/, /пока что, на 12:00 UTC/],
    ["pt", "Hoje", /Estatísticas de .+, até agora/, /até agora, às 12:00 UTC/],
  ])("%s: no change figure, and yesterday is not read", async (lang, button, title, line) => {
    const user = await userOf(lang);
    const summary = await summaryOf(user, button);
    expect(summary.text).toMatch(title);
    expect(summary.text).toMatch(line);
    // No "(−64%)": today's figures stand alone.
    expect(summary.text).not.toMatch(/\([−+]\d|\(=\)|\(—\)/);
    const today = standing;
    // Its hours, once (the figures are their sums, the chart their bars); nothing of yesterday
    // (the first publisher's /stats also learns the network's zone from a report of today).
    const calls = statsCalls(harness).map((c) => c.parts.join("/"));
    expect(calls.at(-1)).toBe(`statistics/event_time_hour/${today}/${today}`);
    expect(calls.every((call) => call.endsWith(`/${today}/${today}`))).toBe(true);
  });
});

describe("calendar periods against calendar periods", () => {
  it("this month's first days against last month's first days, dated the publisher's way", async () => {
    const user = await userOf("ru");
    const summary = await summaryOf(user, "Этот месяц");
    const today = standing;
    const start = `${addDays(`${today.slice(0, 8)}01`, -1).slice(0, 8)}01`;
    const lastMonthEnd = addDays(`${today.slice(0, 8)}01`, -1);
    // Today is the network's running day: the month's closed days are compared.
    const nth = addDays(start, Number(addDays(today, -1).slice(8, 10)) - 1);
    const end = nth > lastMonthEnd ? lastMonthEnd : nth;
    expect(statsCalls(harness).map((c) => c.parts.join("/"))).toContain(
      `statistics/event_time_day/${start}/${end}`,
    );
    // 01.10 – 24.10: the Russian way of writing days, one formatter for all of them.
    const ru = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;
    expect(summary.text).toContain(`в сравнении с ${ru(start)} – ${ru(end)}`);
  });

  // "no comparison" is said once, not repeated as "(—)" after every figure.
  it.each([
    ["en", "This year", /no comparison: .+ is partly outside the year of stats/, "Clicks:"],
    ["ru", "Этот год", /без сравнения: период .+ частично старше года статистики/, "Клики:"],
  ])(
    "%s: this year is not compared with a year the network no longer keeps, and no figure pretends to be",
    async (lang, button, line, clicks) => {
      const user = await userOf(lang);
      const summary = await summaryOf(user, button);
      expect(summary.text).toMatch(line);
      expect(summary.text).toMatch(new RegExp(`${clicks} [\\d,\\s]+ ·`));
      expect(summary.text).not.toContain("(—)");
      expect(summary.text).not.toMatch(/\([−+]?\d|\(=\)/);
      const today = standing;
      // A long report may be deferred and asked for again: only this year is read, never last year.
      const calls = new Set(statsCalls(harness).map((c) => c.parts.join("/")));
      expect([...calls]).toEqual([`statistics/event_time_day/${today.slice(0, 4)}-01-01/${today}`]);
    },
  );
});

describe("conversions and commission count the same set", () => {
  it("an offer's row counts approved + pending conversions, with its commission and cancelled apart", async () => {
    const user = await userOf("en");
    const to = addDays(standing, -1);
    const from = addDays(to, -13);
    await user.send(`/stats ${from} ${to}`);
    const summary = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 15_000 });
    user.press("By offer", { messageId: summary.messageId });
    const page = await user.waitFor(/Page 1 of/, { timeoutMs: 15_000 });
    expect(page.text).toContain(
      "conversions and commission: approved + pending; cancelled ones are not counted",
    );
    const report = await directClient(harness).statistics.offers({
      date_from: from,
      date_to: to,
      limit: 1000,
    });
    const first =
      /1\. (.+)\nclicks [\d,]+ · conversions ([\d,]+) · commission \$([\d,.]+) · cancelled ([\d,]+)/.exec(
        page.text,
      );
    if (!first) throw new Error(`no first row in ${page.text}`);
    const items = report.items.filter((i) => (i.actionName || i.actionID) === first[1]);
    const totals = items.map(totalsOf);
    const sum = (f: (t: (typeof totals)[number]) => number) => totals.reduce((s, t) => s + f(t), 0);
    expect(Number(first[2]?.replaceAll(",", ""))).toBe(sum(counted));
    expect(Math.round(Number(first[3]?.replaceAll(",", "")) * 100)).toBe(sum(earned));
    expect(Number(first[4]?.replaceAll(",", ""))).toBe(
      sum((t) => t.leadsCancelled + t.salesCancelled),
    );
  });
});

describe("CSV in the publisher's locale", () => {
  it.each([
    [
      "ru",
      "По дням",
      "Ключ;Название;Показы;Клики",
      "Вознаграждение (подтверждённое + в ожидании), USD",
    ],
    ["pt", "Por dia", "Chave;Nome;Exibições;Cliques", "Comissão (aprovada + pendente) em USD"],
  ])(
    "%s: `;` between cells, decimal commas, headers in their language, UTF-8 with BOM",
    async (lang, button, head, money) => {
      const user = await userOf(lang);
      const to = addDays(standing, -1);
      const from = addDays(to, -6);
      await user.send(`/stats ${from} ${to}`);
      const summary = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 15_000 });
      user.press(button, { messageId: summary.messageId });
      const page = await user.waitFor(
        (m) => m.kind !== "photo" && /CSV/.test(m.buttons.flat().join()),
        {
          timeoutMs: 15_000,
        },
      );
      user.press("⬇️ CSV", { messageId: page.messageId });
      const document = await user.waitFor((m) => m.kind === "document", { timeoutMs: 10_000 });
      const bytes = Buffer.from(document.document?.bytes ?? new Uint8Array());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...lines] = bytes.toString("utf8").slice(1).trim().split("\r\n");
      expect(header?.startsWith(head)).toBe(true);
      expect(header).toContain(money);
      expect(lines).toHaveLength(7);
      const cells = (lines[0] ?? "").split(";");
      expect(cells[0]).toBe(from);
      // Every money cell has a decimal comma and no dot.
      expect(cells.at(-1)).toMatch(/^\d+,\d{2}$/);
    },
  );
});
