/**
 * The dashboard page: time from opening it to the first rendered table of a 30-day, 200-offer
 * report (headless Chromium at 360 px; the page's files and answers served from memory, so the
 * figure is the page's own work on loopback), and the bundle's gzipped weight. Limits: 1 s and
 * 80 KB. `npx tsx bench/dashboard.ts` runs it alone.
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { PAGE_SHELL, WEBAPP_DIR } from "../src/bot/features/dashboard/assets.js";
import { pageTexts } from "../src/bot/features/dashboard/page-texts.js";
import { Texts } from "../src/bot/speech/texts.js";
import type { BenchRow } from "./types.js";

const OFFERS = 200;
const DAYS = 30;
const RUNS = 5;

const cell = (v: number) => ({ v, t: v.toLocaleString("en-US") });

function answers(): Record<string, unknown> {
  const day = (i: number) => `2026-11-${String((i % 30) + 1).padStart(2, "0")}`;
  return {
    session: {
      lang: "en",
      locale: "en-US",
      today: "2026-11-26",
      presets: ["today", "yesterday", "7d", "30d", "month", "last-month", "year"],
      breakdowns: ["offer", "day", "channel", "country", "subaccount", "device"],
      texts: pageTexts(new Texts(), "en"),
      accounts: [],
    },
    summary: {
      period: { from: "2026-10-28", to: "2026-11-26" },
      title: "Oct 28 – Nov 26",
      compared: "compared with Sep 28 – Oct 27",
      figures: { clicks: { value: "123,456", change: "+4%" } },
      earned: "$12,345.67",
      chart: {
        kind: "day",
        points: Array.from({ length: DAYS }, (_, i) => ({
          label: day(i),
          clicks: 1000 + i * 13,
          commission: 100 + i,
          clicksText: String(1000 + i * 13),
          commissionText: `$${100 + i}`,
          partial: i === DAYS - 1,
        })),
      },
    },
    rows: {
      kind: "offer",
      rows: Array.from({ length: OFFERS }, (_, i) => ({
        order: i,
        name: `Offer number ${i + 1}`,
        cells: {
          clicks: cell(5000 - i * 7),
          conversions: cell(300 - i),
          commission: cell(90_000 - i * 400),
          cancelled: cell(i % 9),
          cr: cell(3.1),
          epc: cell(18),
        },
      })),
    },
  };
}

export async function benchDashboard(): Promise<BenchRow[]> {
  const js = readFileSync(`${WEBAPP_DIR}dashboard.js`);
  const css = readFileSync(`${WEBAPP_DIR}dashboard.css`);
  const gzipped = (gzipSync(js).length + gzipSync(css).length) / 1024;
  const data = answers();
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox"],
  });
  const times: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
      await page.route("http://dashboard.bench/app/**", async (route) => {
        const path = new URL(route.request().url()).pathname.slice("/app/".length);
        if (path === "") {
          return route.fulfill({ contentType: "text/html", body: PAGE_SHELL });
        }
        if (path === "dashboard.js")
          return route.fulfill({ contentType: "text/javascript", body: js });
        if (path === "dashboard.css") return route.fulfill({ contentType: "text/css", body: css });
        const name = path.slice("api/".length).split("?")[0] ?? "";
        return route.fulfill({
          contentType: "application/json",
          body: JSON.stringify(data[name] ?? {}),
        });
      });
      const started = Date.now();
      await page.goto("http://dashboard.bench/app/#tgWebAppData=bench");
      await page.locator(`tbody tr:nth-child(${OFFERS})`).waitFor();
      times.push(Date.now() - started);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  times.sort((a, b) => a - b);
  return [
    {
      name: `dashboard: first table, ${DAYS} days × ${OFFERS} offers (median of ${RUNS})`,
      value: times[Math.floor(RUNS / 2)] ?? Number.NaN,
      unit: "ms",
      baseline: 1000,
      ratio: (times[Math.floor(RUNS / 2)] ?? 0) / 1000,
      note: "limit 1 s",
    },
    {
      name: "dashboard: JS + CSS gzipped",
      value: Math.round(gzipped * 10) / 10,
      unit: "KB",
      baseline: 80,
      ratio: gzipped / 80,
      note: "limit 80 KB",
    },
  ];
}

if (process.argv[1]?.endsWith("dashboard.ts")) console.log(await benchDashboard());
