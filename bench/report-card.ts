/**
 * One report card: the CPU of making it from its rows (figures, caption, the picture rendered and
 * compressed, on every thread) and the peak RSS it adds over the process at rest, beside the same
 * figures for the /stats summary chart of the same rows (the baseline). The rows are a month in
 * progress read once from the sandbox; the network's time is not counted. Aim: under 150 ms and
 * 20 MiB over idle.
 *
 *   npx tsx bench/report-card.ts
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { readCardRows } from "../src/bot/report-card/index.js";
import { presetPeriod } from "../src/bot/reports/period.js";
import { createPublisherApi } from "../src/publisher-api/index.js";
import { startSandbox } from "../src/sandbox/index.js";
import { runJsonChild } from "./child.js";
import { compileChild } from "./compiled.js";
import type { ChildEnv, ChildReport } from "./report-card-child.js";
import { ratio, round } from "./stats.js";
import type { BenchRow } from "./types.js";

const NOW = new Date("2026-11-25T12:00:00Z");
const WARM = 30;

/** This month's rows (25 days, one running) of the sandbox's first publisher. */
async function monthRows(): Promise<string> {
  const sandbox = await startSandbox({ now: () => NOW });
  try {
    const api = createPublisherApi({ baseUrl: sandbox.url });
    const client = api.forPublisher({ apiKey: sandbox.publishers[0].apiKey });
    const clock = { zone: "Europe/Moscow", today: NOW.toISOString().slice(0, 10) };
    const rows = await readCardRows(client, {
      period: presetPeriod("month", clock),
      preset: "month",
      now: NOW,
      knownZone: () => "Europe/Moscow",
      place: { lang: "en" },
    });
    await api.close();
    const path = join(mkdtempSync(join(tmpdir(), "pbot-bench-card-")), "rows.json");
    writeFileSync(path, JSON.stringify(rows));
    return path;
  } finally {
    await sandbox.close();
  }
}

export async function benchReportCard(): Promise<BenchRow[]> {
  const rows = await monthRows();
  const child = compileChild("report-card-child");
  const run = (what: ChildEnv["what"], loaded = false) => {
    const env: ChildEnv = { rows, what, now: NOW.toISOString(), warm: WARM, loaded };
    return runJsonChild<ChildReport>(`report card (${what})`, ["--expose-gc", child], {
      BENCH_REPORT_CARD_CHILD: JSON.stringify(env),
    });
  };
  const chart = await run("chart");
  const card = await run("card");
  const loadedChart = await run("chart", true);
  const loadedCard = await run("card", true);
  const mib = (n: number) => round(n, 1);
  return [
    {
      name: "report card: CPU to make one (warm, median of 30)",
      value: round(card.warmCpuMs, 1),
      unit: "ms",
      baseline: round(chart.warmCpuMs, 1),
      ratio: ratio(card.warmCpuMs, chart.warmCpuMs),
      note: "baseline: the /stats summary chart of the same rows; all threads",
      headline: { label: "report card, CPU per card", aim: "< 150 ms" },
    },
    {
      name: "report card: CPU of the first one (renderer and font loaded for it)",
      value: round(card.coldCpuMs, 1),
      unit: "ms",
      baseline: round(chart.coldCpuMs, 1),
      ratio: ratio(card.coldCpuMs, chart.coldCpuMs),
      note: "baseline: the first /stats summary chart",
    },
    {
      name: "report card: peak RSS over idle, the renderer loaded before",
      value: mib(loadedCard.peakOverIdleMiB),
      unit: "MiB",
      baseline: mib(loadedChart.peakOverIdleMiB),
      ratio: ratio(loadedCard.peakOverIdleMiB, loadedChart.peakOverIdleMiB),
      note: "a bot that has drawn a chart (a digest, a /stats) before",
      headline: { label: "report card, peak RSS over idle", aim: "< 20 MiB" },
    },
    {
      name: "report card: peak RSS over idle, the first picture of the process",
      value: mib(card.peakOverIdleMiB),
      unit: "MiB",
      baseline: mib(chart.peakOverIdleMiB),
      ratio: ratio(card.peakOverIdleMiB, chart.peakOverIdleMiB),
      note: `renderer and font loaded for it; idle ${mib(card.idleRssMiB)} MiB; picture ${round(card.pictureBytes / 1024, 1)} KiB`,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.table(await benchReportCard());
}
