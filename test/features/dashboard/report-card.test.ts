/**
 * The dashboard's Report page in Chromium, at a fixed instant (Wednesday 25 Nov 2026, 12:00 UTC):
 * last week's card and this month's (in progress, said so) show the lines /report sends for the
 * same period, string for string, with the picture's daily bars and the CSV by day the card's
 * button sends, in en, ru and pt; a publisher without traffic gets the short card that says so.
 * Screenshots go to test-output/dashboard/.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BotMessage, TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import type { Language } from "../../../src/languages.js";
import { SANDBOX_PUBLISHERS } from "../../../src/sandbox/index.js";
import {
  connectUser,
  connectWithClaims,
  type Harness,
  startHarness,
} from "../../support/harness.js";
import { cardFor, headlineLines, pictureBars } from "../report/helpers.js";
import { appUrl, initDataOf, launchChromium, luma, SHOTS, THEMES } from "./helpers.js";

const NOW = new Date("2026-11-25T12:00:00Z");
const LANGS = ["en", "ru", "pt"] as const;

let harness: Harness;
let browser: Browser;
const users = new Map<string, TelegramUser>();
const userOf = (name: string) => {
  const user = users.get(name);
  if (!user) throw new Error(`no user ${name}`);
  return user;
};

beforeAll(async () => {
  harness = await startHarness({ now: () => NOW, env: { PUBLIC_URL: "https://bot.example.net" } });
  // Bruno has had no clicks (and so no conversions) since the month began.
  const bruno = SANDBOX_PUBLISHERS[1];
  harness.sandbox.control.stopTraffic(bruno.id, "clicks", new Date("2026-11-01T00:00:00Z"));
  for (const lang of LANGS) {
    const user = harness.user({ languageCode: lang });
    await connectWithClaims(harness, user);
    users.set(lang, user);
  }
  const quiet = harness.user({ languageCode: "en" });
  await connectUser(harness, quiet, bruno.apiKey);
  users.set("quiet", quiet);
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await harness?.stop();
});

/** The dashboard as Telegram opens it, on a phone `width` wide, on the Report page for `preset`. */
async function openReport(
  name: string,
  lang: Language,
  preset: string,
  width = 360,
  theme: keyof typeof THEMES = "light",
) {
  const context = await browser.newContext({
    viewport: { width, height: 740 },
    deviceScaleFactor: 2,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("response", (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console: ${m.text()}`);
  });
  const fragment = new URLSearchParams({
    tgWebAppData: initDataOf(harness, userOf(name), lang, NOW),
    tgWebAppVersion: "8.0",
    tgWebAppPlatform: "android",
    tgWebAppThemeParams: JSON.stringify(THEMES[theme]),
  });
  await page.goto(`${appUrl(harness)}#${fragment}`);
  await page.locator('[data-tab="report"]').click();
  // The Report page opens on the period the Stats page had; then the one asked for.
  await page.locator("[data-test=card-title]").waitFor();
  const before = await page.locator("[data-test=card-title]").textContent();
  await page.locator(`[data-preset="${preset}"]`).click();
  await page.waitForFunction((was) => {
    const doc = (
      globalThis as {
        document?: { querySelector(s: string): { textContent: string | null } | null };
      }
    ).document;
    const title = doc?.querySelector("[data-test=card-title]");
    return title != null && title.textContent !== was;
  }, before);
  return { page, problems };
}

/** What the page shows of the card: its title, what it is compared with, and every line. */
async function shownCard(page: Page) {
  return {
    title: (await page.locator("[data-test=card-title]").textContent()) ?? "",
    compared: (await page.locator("[data-test=card-compared]").textContent()) ?? "",
    headline: await page.locator("[data-test=card-headline] .card-line").allTextContents(),
    lines: await page.locator(".card-line, [data-test=card-offers] h2").allTextContents(),
    bars: await page.locator("svg.chart rect.bar").count(),
  };
}

/** How wide the page is laid out: wider than the screen means it scrolls sideways. */
const laidOutWidth = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );

/** The page's card against the one /report sent: the same lines, in the same order. */
function sameCard(shown: Awaited<ReturnType<typeof shownCard>>, card: BotMessage) {
  const caption = card.text.split("\n").filter((line) => line.trim() !== "");
  const [title = "", compared = ""] = caption;
  expect(shown.title).toBe(title);
  expect(shown.compared).toBe(compared);
  expect(shown.headline).toEqual(headlineLines(card.text));
  // Every line of the caption, in its order (the caption may leave out offers the page shows).
  const onPage = [shown.title, shown.compared, ...shown.lines];
  expect(onPage.filter((line) => caption.includes(line))).toEqual(caption);
  // The daily chart has the picture's days.
  expect(shown.bars).toBe(pictureBars(card).length);
}

const CASES: Record<
  Language,
  { lastWeek: string; month: string; soFar: RegExp; sameDays: RegExp }
> = {
  en: {
    lastWeek: "Last week",
    month: "This month",
    soFar: /so far/,
    sameDays: /Nov 1 – Nov 24 against Oct 1 – Oct 24; Nov 25 is left out/,
  },
  ru: {
    lastWeek: "Прошлая неделя",
    month: "Этот месяц",
    soFar: /пока что/,
    sameDays: /01\.11 – 24\.11.+01\.10 – 24\.10.+25\.11/,
  },
  pt: {
    lastWeek: "Semana passada",
    month: "Este mês",
    soFar: /até agora/,
    sameDays: /01\/11 – 24\/11 contra 01\/10 – 24\/10; 25\/11/,
  },
};

describe.each(LANGS)("the Report page in %s", (lang) => {
  const words = CASES[lang];

  it("last week: the card /report sends, line for line, and its CSV by day", async () => {
    const card = await cardFor(userOf(lang), `/report ${words.lastWeek}`);
    expect(card.kind).toBe("photo");
    const { page, problems } = await openReport(lang, lang, "last-week");
    const shown = await shownCard(page);
    sameCard(shown, card);
    expect(shown.bars).toBe(7);
    // Four tabs, the picker and every line fit the phone: nothing scrolls sideways.
    expect(await laidOutWidth(page)).toBeLessThanOrEqual(360);
    // The week's top offers and its claims and payouts are on the page.
    expect(await page.locator("[data-test=card-offers] li").count()).toBeGreaterThan(0);
    expect(await page.locator("[data-test=card-money] .card-line").count()).toBe(2);
    await page.screenshot({ path: `${SHOTS}/report-last-week-${lang}.png`, fullPage: true });
    // The CSV by day: the file the card's button sends in the chat, byte for byte.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.locator("[data-test=card-csv]").click(),
    ]);
    const user = userOf(lang);
    const csvLabel = card.buttons.flat().find((b) => b.includes("CSV")) ?? "";
    user.press(csvLabel, { messageId: card.messageId });
    const sent = await user.waitFor((m) => m.kind === "document", { timeoutMs: 20_000 });
    expect(await page.locator("[data-test=card-csv]").textContent()).toBe(csvLabel);
    expect(download.suggestedFilename()).toBe("report-2026-11-16-2026-11-22.csv");
    const file = readFileSync((await download.path()) as string);
    expect(file.toString("utf8")).toBe(Buffer.from(sent.document?.bytes ?? []).toString("utf8"));
    expect(file.toString("utf8").split("\r\n").filter(Boolean)).toHaveLength(8);
    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);

  it("this month, in progress: said so, compared with the same days of last month", async () => {
    const card = await cardFor(userOf(lang), `/report ${words.month}`);
    expect(card.kind).toBe("photo");
    const { page, problems } = await openReport(lang, lang, "month");
    const shown = await shownCard(page);
    sameCard(shown, card);
    expect(shown.title).toMatch(words.soFar);
    expect(shown.compared).toMatch(words.sameDays);
    expect(shown.bars).toBe(25);
    expect(await laidOutWidth(page)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${SHOTS}/report-month-${lang}.png`, fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);
});

describe("Telegram's dark theme", () => {
  it.each(["en", "ru"] as const)(
    "%s: this month's card, light on dark, whole on a phone",
    async (lang) => {
      const card = await cardFor(userOf(lang), `/report ${CASES[lang].month}`);
      const { page, problems } = await openReport(lang, lang, "month", 360, "dark");
      sameCard(await shownCard(page), card);
      expect(await laidOutWidth(page)).toBeLessThanOrEqual(360);
      const background = await page.evaluate<string>(
        "getComputedStyle(document.body).backgroundColor",
      );
      expect(luma(background)).toBeLessThan(128);
      await page.screenshot({ path: `${SHOTS}/report-month-${lang}-dark.png`, fullPage: true });
      expect(problems).toEqual([]);
      await page.context().close();
    },
    60_000,
  );
});

describe("a wider screen", () => {
  it("shows the same card, and the Stats tab keeps its days", async () => {
    const card = await cardFor(userOf("en"), "/report last week");
    const { page } = await openReport("en", "en", "last-week", 768);
    sameCard(await shownCard(page), card);
    await page.screenshot({ path: `${SHOTS}/report-last-week-en-768.png`, fullPage: true });
    await page.locator('[data-tab="stats"]').click();
    await page.locator("[data-test=period]").waitFor();
    expect(await page.locator("[data-test=period]").textContent()).toBe("Nov 16 – Nov 22");
    expect(await page.locator('[data-preset="last-week"]').getAttribute("aria-checked")).toBe(
      "true",
    );
    await page.context().close();
  }, 60_000);
});

describe("a publisher without traffic", () => {
  it("gets the short card that says so, as /report sends it", async () => {
    const card = await cardFor(userOf("quiet"), "/report last week");
    expect(card.photo).toBeUndefined();
    const { page, problems } = await openReport("quiet", "en", "last-week");
    const quiet = page.locator("[data-test=card-quiet]");
    await quiet.waitFor();
    const [title = "", ...lines] = card.text.split("\n").filter((line) => line.trim() !== "");
    expect(await page.locator("[data-test=card-title]").textContent()).toBe(title);
    expect(await quiet.locator(".card-line").allTextContents()).toEqual(lines);
    expect(lines[0]).toMatch(/No clicks and no conversions in Nov 16 – Nov 22/);
    expect(await page.locator("svg.chart").count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/report-quiet-en.png`, fullPage: true });
    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);
});
