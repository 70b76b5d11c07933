import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { imageInfo } from "../../../src/bot-api-stand-in/checks.js";
import { CHART_HEIGHT, CHART_WIDTH, type Chart, renderChart } from "../../../src/charts/index.js";
import { axisScales } from "../../../src/charts/scale.js";
import { parseFont } from "../../../src/charts/ttf.js";
import { decodePng, type Pixels } from "../../support/png-pixels.js";

const week: Chart = {
  title: "Clicks and commission per day",
  labels: ["05-01", "05-02", "05-03", "05-04", "05-05", "05-06", "05-07"],
  clicks: [1200, 1340, 990, 1500, 1710, 800, 1100],
  commission: [120.5, 98.1, 143.2, 80, 210.75, 60.1, 99.99],
  clicksName: "Clicks",
  commissionName: "Commission",
};

/** Pixels in a dark ink (text; bars, lines and the grid are lighter), within a band of rows. */
function inkIn(image: Pixels, rows: [number, number], columns = [0, image.width]): number {
  let ink = 0;
  for (let y = rows[0]; y < rows[1]; y++) {
    for (let x = columns[0] ?? 0; x < (columns[1] ?? image.width); x++) {
      if (Math.max(...image.at(x, y)) < 140) ink += 1;
    }
  }
  return ink;
}

/** The bars crossing one row near the foot of the plot: each run of bluish pixels, left to right. */
function barsAcross(
  image: Pixels,
  y: number,
): { width: number; color: [number, number, number] }[] {
  const bars: { width: number; color: [number, number, number] }[] = [];
  let run = 0;
  for (let x = 0; x <= image.width; x++) {
    const [r, , b] = x < image.width ? image.at(x, y) : [0, 0, 0];
    if (b > r + 40) run += 1;
    else if (run > 0) {
      bars.push({ width: run, color: image.at(x - Math.ceil(run / 2), y) });
      run = 0;
    }
  }
  return bars;
}

const lightness = ([r, g, b]: [number, number, number]) => r + g + b;
// Just above the zero line and clear of the axis labels beside it.
const FOOT = CHART_HEIGHT - 48;

describe("daily chart", () => {
  it("is a PNG of the announced size", async () => {
    const png = await renderChart(week);
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
    expect(imageInfo(png)).toEqual({ format: "png", width: CHART_WIDTH, height: CHART_HEIGHT });
  });

  it("draws its text: another title or other labels give other pixels", async () => {
    // Without a usable font no text would be drawn, and these would be identical.
    const [a, b, blank] = await Promise.all([
      renderChart(week),
      renderChart({ ...week, title: "Клики и вознаграждение" }),
      renderChart({ ...week, title: "", clicksName: "", commissionName: "" }),
    ]);
    expect(a.equals(b)).toBe(false);
    expect(a.equals(blank)).toBe(false);
    expect(a.length).toBeGreaterThan(blank.length);
  });

  it("decodes, with the title in ink at the top and none when there is no title", async () => {
    const [titled, untitled] = await Promise.all([
      renderChart(week),
      renderChart({ ...week, title: "" }),
    ]);
    const image = decodePng(titled);
    expect([image.width, image.height]).toEqual([CHART_WIDTH, CHART_HEIGHT]);
    expect(inkIn(image, [8, 40])).toBeGreaterThan(300);
    expect(inkIn(decodePng(untitled), [8, 40])).toBe(0);
    // The corner is the white background.
    expect(image.at(1, CHART_HEIGHT - 2)).toEqual([255, 255, 255]);
  });

  it("draws a bar per day, all in one colour", async () => {
    const bars = barsAcross(decodePng(await renderChart(week)), FOOT);
    expect(bars).toHaveLength(week.labels.length);
    expect(new Set(bars.map((bar) => bar.color.join()))).toEqual(new Set(["78,121,167"]));
    expect(Math.min(...bars.map((bar) => bar.width))).toBeGreaterThan(20);
  });

  it("copes with a month of days and with days of nothing", async () => {
    const days = Array.from({ length: 31 }, (_, i) => `05-${String(i + 1).padStart(2, "0")}`);
    const png = await renderChart({
      ...week,
      labels: days,
      clicks: days.map(() => 0),
      commission: days.map(() => 0),
    });
    expect(imageInfo(png)?.width).toBe(CHART_WIDTH);
  });

  it("writes the currency it is given beside the commission axis's amounts", async () => {
    const right: [number, number] = [CHART_WIDTH - 110, CHART_WIDTH];
    const plain = decodePng(await renderChart(week));
    const priced = decodePng(await renderChart({ ...week, money: (v) => `${v} USD` }));
    const orange = (image: Pixels) => {
      let n = 0;
      for (let y = 80; y < CHART_HEIGHT - 30; y++) {
        for (let x = right[0]; x < right[1]; x++) {
          const [r, g, b] = image.at(x, y);
          if (r > g + 40 && g > b + 20) n += 1;
        }
      }
      return n;
    };
    expect(orange(priced)).toBeGreaterThan(orange(plain) * 1.5);
  });
});

describe("a day still running (partial, marked)", () => {
  const today: Chart = {
    ...week,
    partial: week.labels.map((_, i) => i === week.labels.length - 1),
    marks: [{ at: week.labels.length - 1, text: "so far" }],
  };

  it("draws the last bar lighter than the days before it", async () => {
    const bars = barsAcross(decodePng(await renderChart(today)), FOOT);
    expect(bars).toHaveLength(week.labels.length);
    const last = bars.at(-1);
    const before = bars.at(-2);
    if (!last || !before) throw new Error("no bars");
    expect(lightness(last.color)).toBeGreaterThan(lightness(before.color) + 150);
    expect(last.width).toBe(before.width);
  });

  it("labels the last bar, and leaves the other days as they were", async () => {
    const [marked, plain] = await Promise.all([renderChart(today), renderChart(week)]);
    const a = decodePng(marked);
    const b = decodePng(plain);
    const lastBand: [number, number] = [Math.round(CHART_WIDTH * 0.75), CHART_WIDTH];
    // The label sits above the last bar: new ink in the right quarter of the plot.
    const labelRows: [number, number] = [80, CHART_HEIGHT - 40];
    expect(inkIn(a, labelRows, lastBand)).toBeGreaterThan(inkIn(b, labelRows, lastBand));
    expect(barsAcross(a, FOOT).slice(0, -1)).toEqual(barsAcross(b, FOOT).slice(0, -1));
  });

  it("draws no label and no lighter bar without the option", async () => {
    const bars = barsAcross(decodePng(await renderChart(week)), FOOT);
    expect(bars.at(-1)?.color).toEqual(bars.at(0)?.color);
  });
});

describe("chart text", () => {
  const font = parseFont(readFileSync("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"));

  it("has outlines for Latin, accented, Cyrillic letters and currency signs", () => {
    for (const char of ["C", "é", "ç", "К", "ы", "₽", "€", "$", "1"]) {
      const glyph = font.glyphOf(char.codePointAt(0) ?? 0);
      expect(glyph, char).toBeGreaterThan(0);
      expect(font.outline(glyph), char).toMatch(/^M-?\d+ -?\d+.*Z$/);
      expect(font.advance(glyph), char).toBeGreaterThan(0);
    }
  });

  it("falls back to the missing-glyph box for a character the font lacks", () => {
    expect(font.glyphOf(0xe000)).toBe(0);
  });
});

/**
 * In a fresh process (this one has drawn charts already): the bot's whole module graph, then a
 * chart. resvg is CommonJS, so `require.cache` shows whether it was loaded.
 */
function resvgLoadedAround(): { atStart: boolean; afterChart: boolean } {
  const url = (path: string) => new URL(path, import.meta.url).href;
  const script = `
    import { createRequire } from "node:module";
    const cache = createRequire(import.meta.url).cache;
    const loaded = () => Object.keys(cache).some((path) => path.includes("@resvg"));
    await import(${JSON.stringify(url("../../../src/app.ts"))});
    const charts = await import(${JSON.stringify(url("../../../src/charts/index.ts"))});
    const atStart = loaded();
    await charts.renderChart(${JSON.stringify(week)});
    console.log(JSON.stringify({ atStart, afterChart: loaded() }));`;
  const args = ["--import", "tsx", "--input-type=module", "-e", script];
  const output = execFileSync(process.execPath, args, { encoding: "utf8" });
  return JSON.parse(output.trim().split("\n").at(-1) ?? "{}");
}

describe("charts for the bot", () => {
  it("load resvg with the first chart drawn, not with the bot", () => {
    expect(resvgLoadedAround()).toEqual({ atStart: false, afterChart: true });
  }, 60_000);
});

describe("axes", () => {
  it("reach less than one round step above the data, both on shared gridlines", () => {
    const cases: [number, number][] = [
      [2300, 450.5],
      [13, 0.4],
      [2, 37.5],
      [1, 0],
      [48_123, 21_007.25],
      [7, 1234.56],
    ];
    for (const [clicks, amount] of cases) {
      const { left, right, shared } = axisScales(clicks, amount);
      expect(shared, `${clicks} ${amount}`).toBe(true);
      expect(left.intervals).toBe(right.intervals);
      for (const [scale, max] of [
        [left, clicks],
        [right, amount],
      ] as const) {
        if (max === 0) continue;
        expect(scale.top, `${max}`).toBeGreaterThanOrEqual(max);
        expect(scale.top - max, `${max}`).toBeLessThan(scale.step);
      }
      expect(Number.isInteger(left.step)).toBe(true);
    }
    // The example: the highest bar about 2,300 no longer gets an axis to 4,000.
    expect(axisScales(2300, 450).left.top).toBeLessThan(2700);
  });
});
