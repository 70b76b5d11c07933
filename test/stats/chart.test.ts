import { describe, expect, it } from "vitest";
import {
  CHART_HEIGHT,
  CHART_WIDTH,
  type DailyChart,
  renderDailyChart,
} from "../../src/charts/daily.js";
import { chartsDrawnOnThread, renderChart } from "../../src/charts/index.js";
import { imageInfo } from "../support/bot-api-checks.js";

const week: DailyChart = {
  title: "Clicks and commission per day",
  days: ["05-01", "05-02", "05-03", "05-04", "05-05", "05-06", "05-07"],
  clicks: [1200, 1340, 990, 1500, 1710, 800, 1100],
  commission: [120.5, 98.1, 143.2, 80, 210.75, 60.1, 99.99],
  clicksName: "Clicks",
  commissionName: "Commission",
};

describe("daily chart", () => {
  it("is a PNG of the announced size", async () => {
    const png = await renderDailyChart(week);
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
    expect(imageInfo(png)).toEqual({ format: "png", width: CHART_WIDTH, height: CHART_HEIGHT });
  });

  it("draws its text: another title or other labels give other pixels", async () => {
    // Without a usable font resvg silently drops every text node, and these would be identical.
    const [a, b, blank] = await Promise.all([
      renderDailyChart(week),
      renderDailyChart({ ...week, title: "Клики и вознаграждение" }),
      renderDailyChart({ ...week, title: "", clicksName: "", commissionName: "" }),
    ]);
    expect(a.equals(b)).toBe(false);
    expect(a.equals(blank)).toBe(false);
    expect(a.length).toBeGreaterThan(blank.length);
  });

  it("copes with a month of days and with days of nothing", async () => {
    const days = Array.from({ length: 31 }, (_, i) => `05-${String(i + 1).padStart(2, "0")}`);
    const png = await renderDailyChart({
      ...week,
      days,
      clicks: days.map(() => 0),
      commission: days.map(() => 0),
    });
    expect(imageInfo(png)?.width).toBe(CHART_WIDTH);
  });
});

describe("charts for the bot", () => {
  it("are drawn on a worker thread, byte for byte as in-line", async () => {
    const [threaded, inline] = await Promise.all([renderChart(week), renderDailyChart(week)]);
    expect(threaded.equals(inline)).toBe(true);
    expect(chartsDrawnOnThread()).toBe(1);
  });
});
