/**
 * The dashboard in a real browser (Debian's headless Chromium, driven by playwright-core): opened
 * as Telegram opens it, init data and theme in the URL's fragment, on a 360 px phone. Screenshots
 * of each page go to test-output/dashboard/ for review.
 */
import { readFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import type { Harness } from "../../support/harness.js";
import { appUrl, initDataOf, SHOTS, startDashboardSession, THEMES } from "./helpers.js";

let harness: Harness;
let browser: Browser;
let users: Record<string, TelegramUser>;

beforeAll(async () => {
  ({ harness, browser, users } = await startDashboardSession());
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await harness?.stop();
});

async function open(lang: string, theme: keyof typeof THEMES, initData?: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const user = users[lang] as TelegramUser;
  const data = initData ?? initDataOf(harness, user, lang);
  const fragment = new URLSearchParams({
    tgWebAppData: data,
    tgWebAppVersion: "8.0",
    tgWebAppPlatform: "android",
    tgWebAppThemeParams: JSON.stringify(THEMES[theme]),
  });
  await page.goto(`${appUrl(harness)}#${fragment}`);
  return page;
}

const figures = (page: Page) => page.locator("[data-test=earned]").textContent();
const firstColumn = (page: Page) => page.locator("tbody th").allTextContents();

describe.each([
  ["en", "light"],
  ["ru", "dark"],
  ["en", "dark"],
  ["ru", "light"],
] as const)("the dashboard in %s, %s theme", (lang, theme) => {
  it("shows the table, sorts by commission, changes totals with the period, downloads the CSV", async () => {
    const page = await open(lang, theme);
    const tag = `${lang}-${theme}`;
    await page.locator("tbody tr").first().waitFor();
    const shown = await firstColumn(page);
    expect(shown.length).toBeGreaterThan(3);
    // Offers come biggest earner first: the commission column is sorted descending.
    const commissionHeader = page.locator('th[data-column="commission"]');
    expect(await commissionHeader.getAttribute("aria-sort")).toBe("descending");
    await page.screenshot({ path: `${SHOTS}/stats-${tag}.png`, fullPage: true });
    await commissionHeader.locator("button").click();
    expect(await commissionHeader.getAttribute("aria-sort")).toBe("ascending");
    // Ascending now: the biggest earner goes last (rows that earn the same keep their order).
    const sorted = await firstColumn(page);
    expect(sorted.at(-1)).toBe(shown[0]);
    expect(sorted[0]).not.toBe(shown[0]);
    expect([...sorted].sort()).toEqual([...shown].sort());

    const before = await figures(page);
    await page.locator('[data-preset="30d"]').click();
    await page.waitForFunction((was) => {
      const doc = (
        globalThis as {
          document?: { querySelector(s: string): { textContent: string | null } | null };
        }
      ).document;
      return doc?.querySelector("[data-test=earned]")?.textContent !== was;
    }, before);
    expect(await figures(page)).not.toBe(before);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.locator("[data-test=csv]").click(),
    ]);
    const csv = readFileSync((await download.path()) as string, "utf8");
    expect(download.suggestedFilename()).toMatch(
      /^stats-offer-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(csv.split("\r\n").filter(Boolean).length).toBeGreaterThan(3);
    expect(csv).toContain(lang === "ru" ? "Клики" : "Clicks");

    await page.locator('[data-tab="claims"]').click();
    await page.locator(".claim, .list, .hint").first().waitFor();
    await page.screenshot({ path: `${SHOTS}/claims-${tag}.png`, fullPage: true });
    await page.locator('[data-tab="money"]').click();
    await page.locator("[data-test=available]").waitFor();
    // A charge's description is the network's own words: in italics, with the chat's legend.
    expect(await page.locator("em[data-test=network-words]").count()).toBeGreaterThan(0);
    const legend =
      lang === "ru" ? "Курсивом — слова самой сети" : "Italics: the network's own words";
    await page.getByText(legend).waitFor();
    await page.screenshot({ path: `${SHOTS}/money-${tag}.png`, fullPage: true });
    await page.context().close();
  }, 60_000);
});

describe("refused init data", () => {
  it.each(["en", "ru"] as const)(
    "says so in %s, with a way back to the chat",
    async (lang) => {
      const stale = initDataOf(
        harness,
        users[lang] as TelegramUser,
        lang,
        new Date(Date.now() - 7200_000),
      );
      const page = await open(lang, "light", stale);
      const denied = page.locator("[data-test=denied]");
      await denied.waitFor();
      expect(await denied.locator("h1").textContent()).toBe(
        lang === "ru" ? "Эта страница открывается из чата" : "This page opens from the chat",
      );
      expect(await denied.locator("button").textContent()).toBe(
        lang === "ru" ? "Вернуться в чат" : "Back to the chat",
      );
      await page.screenshot({ path: `${SHOTS}/denied-${lang}.png` });
      await page.context().close();
    },
    30_000,
  );
});
