/**
 * The /stats chart as a publisher gets it, one picture per bucket kind (hour, day, week, month) in
 * English and Russian, at a fixed instant (24 Nov 2026, 15:00 at the network). What the photo's
 * pixels show is checked against the chart built again from the same figures with the bot's own
 * functions (the PNG is byte for byte the one sent, so its SVG and layout are the photo's): the
 * bucket count, the title, axes less than a step above the data, every text inside the picture
 * and none over another, the running bucket lighter. The pictures are saved to
 * test-output/charts/ (gitignored) to be looked at.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dayBuckets } from "../../../src/bot/reports/buckets.js";
import { Charts, chartOf } from "../../../src/bot/reports/chart.js";
import { parsePeriod } from "../../../src/bot/reports/period.js";
import { readSummary } from "../../../src/bot/reports/report.js";
import { seriesOf } from "../../../src/bot/reports/series.js";
import { zeroTotals } from "../../../src/bot/reports/totals.js";
import { Speeches } from "../../../src/bot/speech/speech.js";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { layoutSvg } from "../../../src/charts/chart.js";
import { chartDescription, rasterize } from "../../../src/charts/index.js";
import {
  type Box,
  CHART_HEIGHT,
  CHART_WIDTH,
  type ChartLayout,
  layoutChart,
} from "../../../src/charts/layout.js";
import type { Language } from "../../../src/languages.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { decodePng, type Pixels, pngTitle } from "../../support/png-pixels.js";
import { directClient } from "./helpers.js";

/** This test's own texts and speeches. */
const speeches = new Speeches();

const NOW = new Date("2026-11-24T12:00:00Z");
const TODAY = "2026-11-24";
const OUT = new URL("../../../test-output/charts/", import.meta.url);

let harness: Harness;
const users = new Map<Language, TelegramUser>();

beforeAll(async () => {
  harness = await startHarness({ now: () => NOW });
  for (const lang of ["en", "ru"] as const) {
    const user = harness.user({ languageCode: lang });
    await connectUser(harness, user);
    users.set(lang, user);
  }
  mkdirSync(OUT, { recursive: true });
}, 60_000);
afterAll(async () => harness?.stop());

/** The summary photo for `/stats <typed>`. */
async function photoOf(lang: Language, typed: string): Promise<Buffer> {
  const user = users.get(lang);
  if (!user) throw new Error(`no ${lang} user`);
  await user.send(`/stats ${typed}`);
  const message = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 20_000 });
  if (!message.photo?.bytes) throw new Error("no photo bytes");
  return Buffer.from(message.photo.bytes);
}

/** The chart the bot should have drawn, built again from the sandbox's figures. */
async function expectedChart(lang: Language, typed: string) {
  const parsed = parsePeriod(speeches.texts, typed, { zone: "Europe/Moscow", today: TODAY });
  if (!parsed.ok) throw new Error(`not a period: ${typed}`);
  const { period } = parsed;
  const client = directClient(harness);
  const ask = { period, now: NOW, knownZone: () => "Europe/Moscow" };
  const summary = await readSummary(client, ask);
  const series = seriesOf(summary, NOW);
  const chart = chartOf(series, speeches.in(lang), "USD");
  if (!chart) throw new Error("nothing to draw");
  const layout = layoutChart(chart);
  return { chart, layout, svg: layoutSvg(chart, layout), series };
}

const bluish = ([r, , b]: [number, number, number]) => b > r + 40;

/**
 * Bars in the pixels: the columns of the plot with a bar's blue somewhere in the band just above
 * the zero line (the line and its dots cross a bar in some rows, never in all of them), told
 * which bucket's place they are in. Blue between two buckets' places would be a bar astray.
 */
function barsSeen(image: Pixels, layout: ChartLayout): { buckets: number; astray: number } {
  const { plot } = layout;
  const hit = new Set<number>();
  let astray = 0;
  for (let x = Math.ceil(plot.x0); x < Math.floor(plot.x1); x++) {
    let blue = false;
    for (let y = Math.round(plot.y1) - 12; y < Math.round(plot.y1) - 1 && !blue; y++) {
      blue = bluish(image.at(x, y));
    }
    if (!blue) continue;
    const at = layout.bars.findIndex((b) => x >= b.x - 1 && x <= b.x + b.width + 1);
    if (at < 0) astray += 1;
    else hit.add(at);
  }
  return { buckets: hit.size, astray };
}

/** The colour most of a bar's pixels have (the line or a dot may cross it). */
function barColor(image: Pixels, bar: { x: number; width: number; top: number }, bottom: number) {
  const seen = new Map<string, number>();
  for (let y = Math.ceil(bar.top) + 1; y < bottom - 1; y++) {
    for (let x = Math.ceil(bar.x) + 1; x < Math.floor(bar.x + bar.width) - 1; x++) {
      const color = image.at(x, y);
      if (bluish(color)) seen.set(color.join(), (seen.get(color.join()) ?? 0) + 1);
    }
  }
  const [top] = [...seen].sort((a, b) => b[1] - a[1]);
  return (top?.[0] ?? "0,0,0").split(",").map(Number) as [number, number, number];
}

/** Dark pixels (text) within `margin` of the picture's edges. */
function inkAtEdges(image: Pixels, margin = 2): number {
  let ink = 0;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const edge =
        x < margin || y < margin || x >= image.width - margin || y >= image.height - margin;
      if (edge && Math.max(...image.at(x, y)) < 200) ink += 1;
    }
  }
  return ink;
}

const lightness = ([r, g, b]: [number, number, number]) => r + g + b;
const inside = (box: Box) =>
  box.x0 >= 0 && box.y0 >= 0 && box.x1 <= CHART_WIDTH && box.y1 <= CHART_HEIGHT;
const apart = (a: Box, b: Box) => a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0;

function checkAxes(layout: ChartLayout, clicks: readonly number[], amounts: readonly number[]) {
  for (const [scale, values] of [
    [layout.left, clicks],
    [layout.right, amounts],
  ] as const) {
    const max = Math.max(...values);
    if (max <= 0) continue;
    expect(scale.top).toBeGreaterThanOrEqual(max);
    expect(scale.top - max).toBeLessThan(scale.step);
  }
}

function checkTexts(layout: ChartLayout) {
  for (const text of layout.texts) expect(inside(text.box), `${text.role} ${text.text}`).toBe(true);
  const ticks = layout.texts.filter((t) => t.role === "tick-x");
  for (let i = 1; i < ticks.length; i++) {
    const [a, b] = [ticks[i - 1], ticks[i]];
    if (a && b) expect(apart(a.box, b.box), `${a.text} / ${b.text}`).toBe(true);
  }
  for (const mark of layout.texts.filter((t) => t.role === "mark")) {
    for (const other of layout.texts) {
      if (other !== mark)
        expect(apart(mark.box, other.box), `${mark.text} / ${other.text}`).toBe(true);
    }
    expect(mark.box.x0).toBeGreaterThanOrEqual(layout.plot.x0);
    expect(mark.box.x1).toBeLessThanOrEqual(layout.plot.x1);
  }
}

// [name, typed, bucket kind, buckets, title (en), title (ru), running bucket]
const CASES: [string, string, string, number, string, string][] = [
  [
    "today",
    "today",
    "hour",
    16, // 00:00 to 15:00 at the network, the last still running
    // Titled by the network's day its text names; the axis reads its hours in UTC.
    "Clicks and commission by hour, UTC, 24 Nov 2026",
    "Клики и вознаграждение по часам, UTC, 24 нояб. 2026 г.",
  ],
  [
    "yesterday",
    "yesterday",
    "hour",
    24,
    "Clicks and commission by hour, UTC, 23 Nov 2026",
    "Клики и вознаграждение по часам, UTC, 23 нояб. 2026 г.",
  ],
  [
    "7-days",
    "7d",
    "day",
    7,
    "Clicks and commission by day, 18 – 24 Nov 2026",
    "Клики и вознаграждение по дням, 18–24 нояб. 2026 г.",
  ],
  [
    "30-days",
    "30d",
    "day",
    30,
    "Clicks and commission by day, 26 Oct – 24 Nov 2026",
    "Клики и вознаграждение по дням, 26 окт. – 24 нояб. 2026 г.",
  ],
  [
    "this-year",
    "year",
    "week",
    47, // 328 days from 1 Jan: 46 weeks and 6 days, the last running
    "Clicks and commission by week, 1 Jan – 24 Nov 2026",
    "Клики и вознаграждение по неделям, 1 янв. – 24 нояб. 2026 г.",
  ],
  [
    "year-by-month",
    "2025-11-24 2026-11-24",
    "month",
    13, // Nov 2025 from the 24th, Dec to Oct, Nov 2026 to the 24th (running)
    "Clicks and commission by month, 24 Nov 2025 – 24 Nov 2026",
    "Клики и вознаграждение по месяцам, 24 нояб. 2025 г. – 24 нояб. 2026 г.",
  ],
];

describe.each(["en", "ru"] as const)("the /stats chart in %s", (lang) => {
  it.each(CASES)(
    "%s (/stats %s): by %s, %i buckets, titled, scaled, nothing clipped",
    async (name, typed, kind, count, titleEn, titleRu) => {
      const png = await photoOf(lang, typed);
      writeFileSync(new URL(`${name}-${lang}.png`, OUT), png);
      const { chart, layout, svg, series } = await expectedChart(lang, typed);
      // The photo is this chart, byte for byte: what follows about its layout is about the photo.
      expect((await rasterize(svg, chart.title, chartDescription(chart))).equals(png)).toBe(true);
      expect(series.kind).toBe(kind);
      expect(series.buckets).toHaveLength(count);
      expect(svg.match(/<rect class="bar/g)).toHaveLength(count);
      // Intl puts no-break and thin spaces in dates: compared as plain spaces. Whether a range's
      // dash is spaced is the locale data's choice, and differs between ICU versions (CLDR 47,
      // Node 24.11: "18–24 Nov"; CLDR 48: "18 – 24 Nov"): compared without that space.
      const spaced = (text: string) => text.replace(/[\s\u202f]/g, " ").replace(/ ?– ?/g, "–");
      const title = spaced(lang === "en" ? titleEn : titleRu);
      expect(spaced(chart.title)).toBe(title);
      expect(spaced(/<title>(.*)<\/title>/.exec(svg)?.[1] ?? "")).toBe(title);
      // The photo carries its title as PNG text too.
      expect(spaced(pngTitle(png) ?? "")).toBe(title);
      checkAxes(layout, chart.clicks, chart.commission);
      checkTexts(layout);

      const image = decodePng(png);
      expect([image.width, image.height]).toEqual([CHART_WIDTH, CHART_HEIGHT]);
      expect(inkAtEdges(image)).toBe(0);
      // The bars in the pixels: every one taller than the band looked at, at most all of them.
      const bottom = layout.plot.y1;
      const seen = barsSeen(image, layout);
      expect(seen.astray).toBe(0);
      expect(seen.buckets).toBeGreaterThanOrEqual(
        layout.bars.filter((b) => bottom - b.top >= 13).length,
      );
      expect(seen.buckets).toBeLessThanOrEqual(
        layout.bars.filter((b) => bottom - b.top >= 1).length,
      );
      expect(seen.buckets).toBeGreaterThan(count / 2);
      const running = series.buckets.at(-1)?.running ?? false;
      expect(running).toBe(name !== "yesterday");
      // The last bar against the one drawn before it (a night hour may have no bar).
      const drawn = layout.bars.slice(0, -1).filter((bar) => bottom - bar.top >= 3);
      const lastBar = layout.bars.at(-1);
      const previous = drawn.at(-1);
      if (!lastBar || !previous) throw new Error("no bars");
      const before = barColor(image, previous, bottom);
      const last = bottom - lastBar.top >= 3 ? barColor(image, lastBar, bottom) : before;
      if (running) {
        expect(lightness(last)).toBeGreaterThan(lightness(before) + 150);
        expect(layout.texts.filter((t) => t.role === "mark").map((t) => t.text)).toContain(
          lang === "en" ? "so far" : "ещё идёт",
        );
      } else expect(last).toEqual(before);
    },
    30_000,
  );
});

describe("a period with nothing to draw", () => {
  const quiet = {
    kind: "day" as const,
    period: { from: "2026-11-18", to: "2026-11-24" },
    buckets: dayBuckets(
      ["18", "19", "20", "21", "22", "23", "24"].map((d) => ({
        day: `2026-11-${d}`,
        totals: zeroTotals(),
      })),
      "day",
    ),
  };

  it.each([
    ["en", /No clicks and no commission in .+: nothing to chart/],
    ["ru", /ни кликов, ни вознаграждения: графику нечего показать/],
    ["pt", /Nenhum clique e nenhuma comissão em .+: não há o que mostrar/],
  ] as const)("gets no chart, and the text says so (%s)", async (lang, said) => {
    const speech = speeches.in(lang);
    expect(chartOf(quiet, speech, "USD")).toBeUndefined();
    expect(await new Charts().of(quiet, speech, "USD")).toBeUndefined();
    expect(speech.t("chart-nothing", { period: "18–24.11" })).toMatch(said);
  });
});

describe("the same picture asked again", () => {
  const week = (clicks: number) => ({
    kind: "day" as const,
    period: { from: "2026-11-18", to: "2026-11-24" },
    buckets: dayBuckets(
      ["18", "19", "20", "21", "22", "23", "24"].map((d, i) => ({
        day: `2026-11-${d}`,
        totals: { ...zeroTotals(), clicks: clicks + i },
      })),
      "day",
    ),
  });

  it("is the one rendered before; other figures, currency or language render anew", async () => {
    const charts = new Charts();
    const en = speeches.in("en");
    const first = await charts.of(week(10), en, "USD");
    expect(first).toBeInstanceOf(Buffer);
    expect(await charts.of(week(10), en, "USD")).toBe(first);
    const others = await Promise.all([
      charts.of(week(11), en, "USD"),
      charts.of(week(10), en, "EUR"),
      charts.of(week(10), speeches.in("ru"), "USD"),
    ]);
    for (const other of others) {
      expect(other).toBeInstanceOf(Buffer);
      expect(other).not.toBe(first);
      expect(other?.equals(first as Buffer)).toBe(false);
    }
  }, 30_000);
});
