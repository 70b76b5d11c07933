/**
 * The measuring side of the report card bench, in a process of its own (its memory is its own):
 * given a card's rows, makes one card (its figures, caption and picture) or, for the baseline,
 * the /stats summary chart of the same rows; the first one cold (the renderer and its font
 * loaded for it), then warm ones. Prints one JSON report.
 */
import { readFileSync } from "node:fs";
import { type CardRows, cardMessage } from "../src/bot/report-card/index.js";
import { Charts, chartOf } from "../src/bot/reports/chart.js";
import { seriesOf } from "../src/bot/reports/series.js";
import { Speeches } from "../src/bot/speech/speech.js";
import { renderChart } from "../src/charts/index.js";

export interface ChildEnv {
  /** a JSON file of the card's rows */
  rows: string;
  what: "card" | "chart";
  now: string;
  warm: number;
  /** draw a small chart before measuring: the renderer loaded, as in a bot that has drawn */
  loaded?: boolean;
}

export interface ChildReport {
  coldCpuMs: number;
  /** the median of the warm ones */
  warmCpuMs: number;
  idleRssMiB: number;
  /** the first one's (its renderer loaded for it, unless `loaded`) */
  peakOverIdleMiB: number;
  pictureBytes: number;
}

const env = JSON.parse(process.env.BENCH_REPORT_CARD_CHILD ?? "{}") as ChildEnv;
const rows = JSON.parse(readFileSync(env.rows, "utf8")) as CardRows;
const now = new Date(env.now);
const speech = new Speeches().in("en");
const charts = new Charts();

async function makeOne(): Promise<number> {
  if (env.what === "card") {
    const card = await cardMessage({ charts }, rows, speech, "USD", { now, account: 0 });
    return card.photo?.length ?? 0;
  }
  const chart = chartOf(seriesOf(rows.summary, now), speech, "USD");
  if (!chart) throw new Error("nothing to draw");
  return (await renderChart(chart)).length;
}

async function cpuOf(): Promise<{ ms: number; bytes: number }> {
  const start = process.cpuUsage();
  const bytes = await makeOne();
  const used = process.cpuUsage(start);
  return { ms: (used.user + used.system) / 1000, bytes };
}

const MiB = 1024 * 1024;

/** What `make` adds to the RSS at its peak over the process as it is now, after a GC. */
async function peakOver<T>(
  make: () => Promise<T>,
): Promise<{ result: T; idle: number; over: number }> {
  global.gc?.();
  const idle = process.memoryUsage().rss;
  let peak = idle;
  // Sampled, not `resourceUsage().maxRSS`: Linux keeps the peak across fork and exec.
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  const sampler = setInterval(sample, 2);
  const result = await make();
  sample();
  clearInterval(sampler);
  return { result, idle, over: peak - idle };
}

/** A smaller picture first: the renderer and the font loaded, as in a bot that has drawn. */
async function drawSmall(): Promise<void> {
  await renderChart({
    title: "",
    labels: ["a"],
    clicks: [1],
    commission: [1],
    clicksName: "",
    commissionName: "",
  });
}

const loadedFirst = env.loaded === true;
if (loadedFirst) await drawSmall();
const cold = await peakOver(cpuOf);
const warm: number[] = [];
for (let i = 0; i < env.warm; i++) warm.push((await cpuOf()).ms);
warm.sort((a, b) => a - b);
const report: ChildReport = {
  coldCpuMs: cold.result.ms,
  warmCpuMs: warm[Math.floor(warm.length / 2)] ?? Number.NaN,
  idleRssMiB: cold.idle / MiB,
  peakOverIdleMiB: cold.over / MiB,
  pictureBytes: cold.result.bytes,
};
console.log(JSON.stringify(report));
