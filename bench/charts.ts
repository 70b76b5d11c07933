/**
 * CPU per chart: the /stats and digest pictures (hour, day, week and month buckets), rendered
 * one after another, the process's CPU (every thread: resvg and deflate run on libuv's pool)
 * divided by the renders. `npx tsx bench/charts.ts` runs it alone.
 */
import { type Chart, renderChart } from "../src/charts/index.js";
import { round } from "./stats.js";
import type { BenchRow } from "./types.js";

const RENDERS = 200;

function chartOf(buckets: number): Chart {
  const at = Array.from({ length: buckets }, (_, i) => i);
  return {
    title: "Clicks and commission by day, 26 Oct – 24 Nov 2026",
    titleLines: ["Clicks and commission by day", "26 Oct – 24 Nov 2026"],
    labels: at.map((i) => `Nov ${(i % 28) + 1}`),
    clicks: at.map((i) => 1000 + ((i * 7919) % 1300)),
    commission: at.map((i) => 100 + ((i * 131) % 200) + 0.37),
    clicksName: "Clicks",
    commissionName: "Commission",
    locale: "en-US",
    partial: at.map((i) => i === buckets - 1),
    marks: [{ at: buckets - 1, text: "so far" }],
  };
}

async function cpuPerRender(chart: Chart): Promise<number> {
  for (let i = 0; i < 20; i++) await renderChart(chart);
  const before = process.cpuUsage();
  for (let i = 0; i < RENDERS; i++) await renderChart(chart);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / RENDERS;
}

export async function benchCharts(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  // Today by hour (16), 7 and 30 days, this year by week (47), a year by month (13).
  for (const buckets of [16, 7, 30, 47, 13]) {
    rows.push({
      name: `chart: CPU per render, ${buckets} buckets`,
      value: round(await cpuPerRender(chartOf(buckets)), 1),
      unit: "ms",
      note: "all threads, one render at a time",
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await benchCharts()) console.log(`${row.name}: ${row.value} ${row.unit}`);
}
