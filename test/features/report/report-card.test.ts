/**
 * The report card as a publisher gets it, in en, ru and pt, at a fixed instant (Wednesday 25 Nov
 * 2026, 15:00 at the network): last week's card and this month's (in progress, said so) against
 * /stats for the same days, figure by figure; the picture's lines and bars against the caption;
 * the CSV by day against the caption's totals; a typed period; the button under /stats; a button
 * pressed on an older card.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BotMessage, TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import type { Language } from "../../../src/languages.js";
import { numberOf } from "../../support/chart-figures.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { decodePng } from "../../support/png-pixels.js";
import { allPages, open, sum } from "../stats/drill-helpers.js";
import {
  cardFor,
  csvRows,
  drawn,
  figuresOf,
  headlineLines,
  pictureBars,
  pictureLines,
  statsFor,
} from "./helpers.js";

const NOW = new Date("2026-11-25T12:00:00Z");

let harness: Harness;
const users = new Map<Language, TelegramUser>();
const userOf = (lang: Language) => {
  const user = users.get(lang);
  if (!user) throw new Error(`no ${lang} user`);
  return user;
};

beforeAll(async () => {
  harness = await startHarness({ now: () => NOW });
  for (const lang of ["en", "ru", "pt"] as const) {
    const user = harness.user({ languageCode: lang });
    await connectUser(harness, user);
    users.set(lang, user);
  }
}, 60_000);
afterAll(async () => harness?.stop());

/** The card's headline against /stats', line by line and figure by figure. */
function sameHeadline(card: BotMessage, stats: BotMessage) {
  const cardLines = headlineLines(card.text);
  const statsLines = headlineLines(stats.text);
  for (const [i, line] of cardLines.entries()) {
    expect(line, `headline line ${i}`).not.toBe("");
    expect(figuresOf(line)).toEqual(figuresOf(statsLines[i] ?? ""));
    expect(line).toBe(statsLines[i]);
  }
  // Not a headline of zeros: the sandbox's publisher has traffic in every period asked.
  expect(numberOf(figuresOf(cardLines[0] ?? "")[0] ?? "")).toBeGreaterThan(0);
}

describe("the report card against /stats for the same days", () => {
  const cases: [Language, string, string, RegExp, RegExp][] = [
    // [language, the card's words, /stats' words, the title's period, how the comparison is said]
    ["en", "last week", "16.11.2026 22.11.2026", /Nov 16 – Nov 22/, /compared with Nov 9 – Nov 15/],
    [
      "ru",
      "прошлая неделя",
      "16.11.2026 22.11.2026",
      /16\.11 – 22\.11/,
      /в сравнении с 09\.11 – 15\.11/,
    ],
    [
      "pt",
      "semana passada",
      "16/11/2026 22/11/2026",
      /16\/11 – 22\/11/,
      /comparado com 09\/11 – 15\/11/,
    ],
  ];
  it.each(cases)(
    "%s: last week's card is /stats' week",
    async (lang, words, typed, title, compared) => {
      const user = userOf(lang);
      const card = await cardFor(user, `/report ${words}`);
      expect(card.kind).toBe("photo");
      expect(card.text).toMatch(title);
      expect(card.text).toMatch(compared);
      const stats = await statsFor(user, typed);
      sameHeadline(card, stats);
    },
  );

  const month: [Language, string, RegExp, RegExp][] = [
    [
      "en",
      "This month",
      /so far/,
      /changes: Nov 1 – Nov 24 against Oct 1 – Oct 24; Nov 25 is left out/,
    ],
    ["ru", "Этот месяц", /пока что/, /01\.11 – 24\.11.+01\.10 – 24\.10.+25\.11/],
    ["pt", "Este mês", /até agora/, /01\/11 – 24\/11 contra 01\/10 – 24\/10; 25\/11/],
  ];
  it.each(month)(
    "%s: this month's card (pressed) is in progress, said so, and is /stats' month",
    async (lang, label, soFar, compared) => {
      const user = userOf(lang);
      user.send("/report");
      await user.waitFor((m) => m.buttons.flat().includes(label));
      user.press(label);
      const card = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 30_000 });
      expect(card.text.split("\n")[0]).toMatch(soFar);
      expect(card.text).toMatch(compared);
      user.send("/stats");
      await user.waitFor((m) => m.buttons.flat().includes(label));
      user.press(label);
      const stats = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 30_000 });
      sameHeadline(card, stats);
    },
  );

  it("this week (typed in pt) is compared with last week's same days, said so, as /stats does", async () => {
    const user = userOf("pt");
    const card = await cardFor(user, "/report esta semana");
    expect(card.text).toMatch(/23\/11 – 24\/11 contra 16\/11 – 17\/11; 25\/11 fica de fora/);
    const stats = await statsFor(user, "esta semana");
    sameHeadline(card, stats);
  });
});

describe("one set of figures: the picture, the caption and the CSV", () => {
  it.each(["en", "ru", "pt"] as const)(
    "%s: the picture draws the caption's lines and its totals",
    async (lang) => {
      const user = userOf(lang);
      const card = await cardFor(user, "/report 2026-11-09 2026-11-15");
      expect(card.html.length).toBeLessThanOrEqual(4096);
      expect(card.text.length).toBeLessThanOrEqual(1024);
      // A picture a phone shows whole: the chart's width, taller than the chart alone.
      const image = decodePng(Buffer.from(card.photo?.bytes ?? []));
      expect(image.width).toBe(640);
      expect(image.height).toBeGreaterThan(600);
      const lines = pictureLines(card);
      const caption = card.text.split("\n").filter((l) => l.trim() !== "");
      // Every line of the caption is a line of the picture, figures and all.
      for (const line of caption) expect(lines, line).toContain(drawn(line));
      // The chart's bars add up to the headline's clicks and commission (pending + approved).
      const bars = pictureBars(card);
      expect(bars).toHaveLength(7);
      const [clicksLine = "", , , commissionLine = ""] = headlineLines(card.text);
      const clicks = numberOf(figuresOf(clicksLine)[0] ?? "");
      const money = figuresOf(commissionLine.replace(/\([^)]*\)/g, "")).map(numberOf);
      expect(bars.reduce((sum, b) => sum + b.clicks, 0)).toBe(clicks);
      expect(bars.reduce((sum, b) => sum + b.cents, 0)).toBe((money[0] ?? 0) + (money[1] ?? 0));
    },
  );

  it.each([
    ["en", ",", "Clicks"],
    ["ru", ";", "Клики"],
  ] as const)(
    "%s: the CSV's rows add up to the caption's totals",
    async (lang, separator, clicksHead) => {
      const user = userOf(lang);
      const card = await cardFor(user, "/report 2026-11-09 2026-11-15");
      const csvLabel = card.buttons.flat().find((b) => b.includes("CSV")) ?? "";
      user.press(csvLabel, { messageId: card.messageId });
      const document = await user.waitFor((m) => m.kind === "document", { timeoutMs: 20_000 });
      const [header = [], ...rows] = csvRows(document, separator);
      expect(rows).toHaveLength(7);
      const column = (name: string) => header.findIndex((cell) => cell.startsWith(name));
      const sum = (index: number) =>
        rows.reduce((total, row) => total + numberOf(row[index] ?? ""), 0);
      const [clicksLine = "", , , commissionLine = ""] = headlineLines(card.text);
      expect(column(clicksHead)).toBeGreaterThan(1);
      expect(sum(column(clicksHead))).toBe(numberOf(figuresOf(clicksLine)[0] ?? ""));
      const money = figuresOf(commissionLine.replace(/\([^)]*\)/g, "")).map(numberOf);
      expect(sum(header.length - 1)).toBe((money[0] ?? 0) + (money[1] ?? 0));
    },
  );
});

describe("doors to the card", () => {
  it("a typed period that is not one says what is wrong, with the picker", async () => {
    const user = userOf("en");
    user.send("/report 2026-11-20 2026-11-10");
    const answer = await user.waitFor(/not a period/);
    expect(answer.text).toMatch(/first day comes after the last/);
    expect(answer.buttons.flat()).toEqual(
      expect.arrayContaining(["This week", "Last week", "This month", "Last month"]),
    );
  });

  it("the button under a /stats summary opens the card of that summary's days", async () => {
    const user = userOf("ru");
    const stats = await statsFor(user, "02.11.2026 08.11.2026");
    user.press("🗓 Отчёт", { messageId: stats.messageId });
    const card = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 30_000 });
    expect(card.text).toMatch(/Отчёт · 02\.11 – 08\.11/);
    sameHeadline(card, stats);
  });

  it("the CSV button of an older card still gives that card's days", async () => {
    const user = userOf("en");
    const older = await cardFor(user, "/report 2026-11-02 2026-11-04");
    const newer = await cardFor(user, "/report last week");
    expect(newer.messageId).toBeGreaterThan(older.messageId);
    user.press("⬇️ CSV by day", { messageId: older.messageId });
    const document = await user.waitFor((m) => m.kind === "document", { timeoutMs: 20_000 });
    expect(document.document?.filename).toBe("report-2026-11-02-2026-11-04.csv");
    const [, ...rows] = csvRows(document, ",");
    expect(rows.map((row) => row[0])).toEqual(["2026-11-02", "2026-11-03", "2026-11-04"]);
  });
});

describe("the card's top offers open their own stats", () => {
  it.each([
    ["en", "by day"],
    ["ru", "по дням"],
  ] as const)(
    "%s: the first and the last of the top offers open to their days, summing to the card's figure",
    async (lang, byDay) => {
      const user = userOf(lang);
      const card = await cardFor(user, "/report 2026-11-09 2026-11-15");
      const offerLines = card.text.split("\n").filter((line) => /^[1-5]\. /.test(line));
      expect(offerLines).toHaveLength(5);
      for (const rank of [1, 5]) {
        const line = offerLines[rank - 1] ?? "";
        const [name = "", figures = ""] = line.replace(/^\d\. /, "").split(" — ");
        expect(card.buttons.flat()).toContain(`${rank}. ${name}`);
        const level = await open(user, card, rank);
        expect(level.page.text.split("\n")[0]).toBe(`${name} · ${byDay} · ${titleDays[lang]}`);
        const { rows } = await allPages(user, level.page, lang);
        expect(rows).toHaveLength(7);
        expect(sum(rows, "cents")).toBe(numberOf(figuresOf(figures)[0] ?? ""));
      }
    },
  );
});

const titleDays = { en: "Nov 9 – Nov 15", ru: "09.11 – 15.11" } as const;
