/**
 * The Stats table on a 360 px phone in Chromium, in en, ru and pt, sorted by each column in turn:
 * the name column and the column sorted by stay on screen, and no figure or header is cut (every
 * cell shown lies whole inside the screen, and the table never needs scrolling sideways). The
 * screenshots go to screenshots-360/ in the worktree (not committed): look at them.
 */
import { mkdirSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { connectWithClaims, type Harness, startHarness } from "../../support/harness.js";
import { appUrl, initDataOf, launchChromium } from "./helpers.js";

const WIDTH = 360;
const SHOTS_360 = "screenshots-360";
const LANGUAGES = ["en", "ru", "pt"] as const;
const COLUMNS = ["commission", "clicks", "conversions", "cancelled", "cr", "epc", "name"];

let harness: Harness;
let browser: Browser;
const users = new Map<string, TelegramUser>();

beforeAll(async () => {
  mkdirSync(SHOTS_360, { recursive: true });
  harness = await startHarness({ env: { PUBLIC_URL: "https://bot.example.net" } });
  for (const lang of LANGUAGES) {
    const user = harness.user({ languageCode: lang });
    await connectWithClaims(harness, user);
    users.set(lang, user);
  }
  browser = await launchChromium();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await harness?.stop();
});

async function open(lang: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: 740 },
    deviceScaleFactor: 2,
  });
  const page = await context.newPage();
  const fragment = new URLSearchParams({
    tgWebAppData: initDataOf(harness, users.get(lang) as TelegramUser, lang),
    tgWebAppVersion: "8.0",
    tgWebAppPlatform: "android",
  });
  await page.goto(`${appUrl(harness)}#${fragment}`);
  await page.locator("tbody tr").first().waitFor();
  return page;
}

interface Cell {
  column: string;
  text: string;
  left: number;
  right: number;
  /** the cell's content is wider than the cell (cut or spilling over) */
  spills: boolean;
}

/*
 * Run in the browser (as source: this suite is compiled without the DOM's types): every header
 * and the first rows' cells that are shown, where they are and whether their content fits.
 */
const CELLS = `(() => {
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  const rows = [document.querySelector("thead tr"), ...document.querySelectorAll("tbody tr")].slice(0, 8);
  const cells = [];
  for (const row of rows) {
    for (const cell of row.children) {
      if (!shown(cell)) continue;
      const box = cell.getBoundingClientRect();
      const content = document.createRange();
      content.selectNodeContents(cell);
      const inner = content.getBoundingClientRect();
      cells.push({
        column: cell.dataset.column ?? "",
        text: cell.textContent,
        left: box.left,
        right: box.right,
        spills: cell.scrollWidth > cell.clientWidth + 1 || inner.right > box.right + 0.5 || inner.left < box.left - 0.5,
      });
    }
  }
  const scroll = document.querySelector(".scroll");
  return { cells, sideways: scroll.scrollWidth > scroll.clientWidth + 1 };
})()`;

/** Sorts by the column: its header when it is shown, else the page's own sort picker. */
/** The table's top just under the page's tabs, for a screenshot. */
const showTable = (page: Page) =>
  page.evaluate(
    "window.scrollTo(0, document.querySelector('input[type=search]').getBoundingClientRect().top + window.scrollY - 60)",
  );

async function sortBy(page: Page, column: string): Promise<void> {
  const header = page.locator(`thead th[data-column="${column}"] button`);
  if (await header.isVisible()) {
    const sorted = await header.evaluate((b) => b.parentElement?.getAttribute("aria-sort"));
    if (sorted === "none") await header.click();
    return;
  }
  await page.locator("select.sort-by").selectOption(column);
}

describe.each(LANGUAGES)("the table at 360 px in %s", (lang) => {
  it("keeps the name and the sorted column on screen, and cuts no figure or header", async () => {
    const page = await open(lang);
    await showTable(page);
    await page.screenshot({ path: `${SHOTS_360}/table-${lang}-commission.png` });
    for (const column of COLUMNS) {
      await sortBy(page, column);
      const sorted = page.locator(`thead th[data-column="${column}"]`);
      expect(await sorted.getAttribute("aria-sort"), `${column} sorted`).not.toBe("none");
      await showTable(page);
      await page.screenshot({ path: `${SHOTS_360}/table-${lang}-${column}.png` });
      const { cells, sideways } = await page.evaluate<{ cells: Cell[]; sideways: boolean }>(CELLS);
      expect(sideways, `${lang}, by ${column}: no scrolling sideways`).toBe(false);
      const columns = new Set(cells.map((c) => c.column));
      expect(columns.has("name"), `${lang}, by ${column}: the name column`).toBe(true);
      expect(columns.has(column), `${lang}, by ${column}: the sorted column`).toBe(true);
      for (const cell of cells) {
        const where = `${lang}, by ${column}: "${cell.text}" (${cell.column})`;
        expect(cell.left, where).toBeGreaterThanOrEqual(0);
        expect(cell.right, where).toBeLessThanOrEqual(WIDTH);
        expect(cell.spills, `${where} fits its cell`).toBe(false);
      }
      // A name is readable: its column is not squeezed to a sliver.
      const name = cells.find((c) => c.column === "name");
      expect((name?.right ?? 0) - (name?.left ?? 0)).toBeGreaterThanOrEqual(100);
    }
    await page.context().close();
  }, 90_000);
});

/* Every line of the Money tab: where it ends and whether its content spills out of it. */
const MONEY_LINES = `[...document.querySelectorAll(".field, .list li, .earned")].map((line) => {
  const box = line.getBoundingClientRect();
  const spills = [...line.querySelectorAll("*")].some((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && (r.right > box.right + 0.5 || r.left < box.left - 0.5);
  });
  return { text: line.textContent, right: box.right, spills: spills || line.scrollWidth > line.clientWidth + 1 };
})`;

describe.each(LANGUAGES)("the Money tab at 360 px in %s", (lang) => {
  it("shows every amount and date whole, on screen", async () => {
    const page = await open(lang);
    await page.locator('[data-tab="money"]').click();
    await page.locator('[data-test="available"]').waitFor();
    await page.screenshot({ path: `${SHOTS_360}/money-${lang}.png`, fullPage: true });
    const lines =
      await page.evaluate<{ text: string; right: number; spills: boolean }[]>(MONEY_LINES);
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      expect(line.right, line.text).toBeLessThanOrEqual(WIDTH);
      expect(line.spills, `${line.text}: whole`).toBe(false);
    }
    await page.context().close();
  }, 60_000);
});
