/**
 * The Stats page on a 360 px phone in Chromium, in en and ru, light and dark: every figure whole
 * and inside its tile, a rise of something bad never green, commission on screen in the table, a
 * chart with numbers on its axes, the phone's own dark setting followed outside Telegram's theme,
 * and not one failed request. Screenshots of the first screens go to test-output/dashboard/.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import type { Harness } from "../../support/harness.js";
import { appUrl, initDataOf, luma, SHOTS, startDashboardSession, THEMES } from "./helpers.js";

const WIDTH = 360;

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

interface Opened {
  page: Page;
  /** requests that failed or answered 4xx/5xx, and console errors */
  problems: string[];
}

/** The page as Telegram opens it; `theme` undefined: no colours from Telegram at all. */
async function open(
  lang: string,
  theme: keyof typeof THEMES | undefined,
  system: "light" | "dark" = "light",
): Promise<Opened> {
  const context = await browser.newContext({
    viewport: { width: WIDTH, height: 740 },
    deviceScaleFactor: 2,
    colorScheme: system,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("response", (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  page.on("requestfailed", (r) => problems.push(`failed ${r.url()}`));
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`console: ${m.text()}`);
  });
  const fragment = new URLSearchParams({
    tgWebAppData: initDataOf(harness, users[lang] as TelegramUser, lang),
    tgWebAppVersion: "8.0",
    tgWebAppPlatform: "android",
    ...(theme && { tgWebAppThemeParams: JSON.stringify(THEMES[theme]) }),
  });
  await page.goto(`${appUrl(harness)}#${fragment}`);
  await page.locator("tbody tr").first().waitFor();
  await page.locator("svg.chart").waitFor();
  return { page, problems };
}

/** The brightness (0–255) of a CSS colour as the browser computed it ("rgb(r, g, b)"). */

/*
 * What the page is asked, run in the browser (as source: this suite is compiled without the DOM's
 * types). Each tile: whether its figure sits on one line, and whether its texts stay inside it.
 */
const TILES = `[...document.querySelectorAll(".figure, .earned")].map((tile) => {
  const strong = tile.querySelector("strong");
  const range = document.createRange();
  range.selectNodeContents(strong);
  const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
  const box = tile.getBoundingClientRect();
  const inside = [...tile.children].every((child) => {
    const r = child.getBoundingClientRect();
    const words = document.createRange();
    words.selectNodeContents(child);
    const text = words.getBoundingClientRect();
    return r.right <= box.right + 0.5 &&
      (text.width === 0 || text.right <= box.right - 2) &&
      child.scrollWidth <= child.clientWidth + 1;
  });
  return { text: tile.textContent, lines: lines.size, inside, right: box.right };
})`;

/** Each figure's change and the colour it is drawn in. */
const CHANGES = `[...document.querySelectorAll(".figure")].map((node) => {
  const change = node.querySelector(".change");
  return {
    name: node.dataset.figure ?? "",
    text: change?.textContent ?? "",
    color: change ? getComputedStyle(change).color : "",
  };
})`;

const rgb = (color: string) => (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);

describe.each([
  ["en", "light"],
  ["en", "dark"],
  ["ru", "light"],
  ["ru", "dark"],
] as const)("the stats view at 360 px in %s, %s", (lang, theme) => {
  it("keeps every figure whole, inside its tile, and colours a change by whether it is good news", async () => {
    const { page, problems } = await open(lang, theme);
    const tag = `${lang}-${theme}`;
    // The first screens as a publisher sees them: the figures, then the chart and the table.
    await page.screenshot({ path: `${SHOTS}/phone-stats-${tag}-1.png` });
    await page.locator(".figures").screenshot({ path: `${SHOTS}/phone-stats-${tag}-figures.png` });
    await page.locator("svg.chart").scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/phone-stats-${tag}-2.png` });

    const tiles =
      await page.evaluate<{ text: string; lines: number; inside: boolean; right: number }[]>(TILES);
    expect(tiles.length).toBeGreaterThan(8);
    for (const tile of tiles) {
      expect(tile.lines, `${tile.text}: the figure on one line`).toBe(1);
      expect(tile.inside, `${tile.text}: inside its tile`).toBe(true);
      expect(tile.right, `${tile.text}: on screen`).toBeLessThanOrEqual(WIDTH);
    }

    // Cancelled commission: a rise is bad news, a fall good news; anything else the other way.
    const changes = await page.evaluate<{ name: string; text: string; color: string }[]>(CHANGES);
    const cancelled = changes.find((c) => c.name === "commissionCancelled");
    expect(cancelled?.text).toMatch(/^[+−]/);
    const moved = changes.filter((c) => /^[+−]/.test(c.text));
    expect(moved.length).toBeGreaterThan(3);
    for (const c of moved) {
      const [r = 0, g = 0] = rgb(c.color);
      const good = c.text.startsWith("+") !== (c.name === "commissionCancelled");
      expect(g > r, `${c.name} ${c.text} drawn ${c.color}`).toBe(good);
    }

    // The table: the commission column is on screen without scrolling sideways.
    const header = await page.locator('th[data-column="commission"]').boundingBox();
    expect(header?.x).toBeGreaterThan(0);
    expect((header?.x ?? 0) + (header?.width ?? 0)).toBeLessThanOrEqual(WIDTH);

    // The chart: numbers on both axes, from zero; money in the account's currency.
    const clicks = await page.locator("svg.chart .tick.y.clicks").allTextContents();
    const money = await page.locator("svg.chart .tick.y.commission").allTextContents();
    expect(clicks.length).toBeGreaterThanOrEqual(3);
    expect(clicks[0]).toBe("0");
    expect(money.length).toBeGreaterThanOrEqual(3);
    expect(money.at(-1)).toMatch(/\$/);
    const chartBox = await page.locator("svg.chart").boundingBox();
    for (const tick of await page.locator("svg.chart .tick.y").all()) {
      const box = await tick.boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(chartBox?.x ?? 0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(
        (chartBox?.x ?? 0) + (chartBox?.width ?? 0) + 0.5,
      );
    }

    const background = await page.evaluate<string>(
      "getComputedStyle(document.body).backgroundColor",
    );
    expect(luma(background) < 128).toBe(theme === "dark");
    expect(problems).toEqual([]);
    await page.context().close();
  }, 60_000);
});

describe("outside Telegram's theme", () => {
  it.each(["light", "dark"] as const)(
    "follows the phone's %s setting",
    async (system) => {
      const { page, problems } = await open("en", undefined, system);
      await page.screenshot({ path: `${SHOTS}/phone-stats-system-${system}.png` });
      const colors = await page.evaluate<{ page: string; text: string }>(
        "({ page: getComputedStyle(document.body).backgroundColor, text: getComputedStyle(document.body).color })",
      );
      expect(luma(colors.page) < 128).toBe(system === "dark");
      expect(luma(colors.text) < 128).toBe(system === "light");
      expect(problems).toEqual([]);
      await page.context().close();
    },
    60_000,
  );
});
