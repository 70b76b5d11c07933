/**
 * `npm run bench`: every benchmark, printed as one table of figures, each beside its baseline
 * and the ratio. The updates, memory and XML benches take about two minutes; the digest bench as
 * long as its sends at the configured rate (10,000 at 25/s: about 7 minutes;
 * `BENCH_DIGEST_PUBLISHERS=500 npm run bench` for a quick run); the postback bench about 15 s;
 * the watch bench (1,000 publishers, two checks) about a minute.
 * Each bench also runs on its own (`npx tsx bench/<name>.ts`).
 */
import { cpus, loadavg } from "node:os";
import { benchAlerts } from "./alerts.js";
import { benchCharts } from "./charts.js";
import { benchClaimBatch } from "./claim-batch.js";
import { benchDashboard } from "./dashboard.js";
import { benchHostileFile } from "./hostile-file.js";
import { benchIdle } from "./idle.js";
import { benchMemory } from "./memory.js";
import { benchReportCard } from "./report-card.js";
import { allRows, headlineRows } from "./table.js";
import type { BenchRow } from "./types.js";
import { benchUpdates } from "./updates.js";
import { benchWatch } from "./watch.js";
import { benchXmlParse } from "./xml-parse.js";

type Bench = { title: string; run: () => Promise<BenchRow[]> };

/** The digest bench belongs to the digest feature; it may not exist in this checkout. */
async function benchDigestIfPresent(): Promise<BenchRow[]> {
  const path = "./digest.js";
  let module: { benchDigest?: () => Promise<BenchRow[]> };
  try {
    module = (await import(path)) as typeof module;
  } catch {
    return [{ name: "digest fan-out", value: Number.NaN, unit: "", note: "not available" }];
  }
  if (!module.benchDigest) {
    return [{ name: "digest fan-out", value: Number.NaN, unit: "", note: "not available" }];
  }
  return module.benchDigest();
}

const BENCHES: Bench[] = [
  { title: "updates through the full stack", run: benchUpdates },
  { title: "idle bot", run: benchIdle },
  { title: "memory with stored publishers", run: benchMemory },
  { title: "XML parse", run: benchXmlParse },
  { title: "charts", run: benchCharts },
  { title: "a report card", run: benchReportCard },
  { title: "digest fan-out", run: benchDigestIfPresent },
  { title: "conversion postbacks", run: benchAlerts },
  { title: "the money watch", run: benchWatch },
  { title: "the dashboard page", run: benchDashboard },
  { title: "claims from a file", run: benchClaimBatch },
  { title: "a hostile file", run: benchHostileFile },
];

const started = Date.now();
const rows: BenchRow[] = [];
for (const bench of BENCHES) {
  process.stderr.write(`bench: ${bench.title}…\n`);
  try {
    rows.push(...(await bench.run()));
  } catch (error) {
    rows.push({ name: bench.title, value: Number.NaN, unit: "", note: `failed: ${String(error)}` });
  }
}
const [load1] = loadavg();
console.log(allRows(rows));
console.log(`\nThe budget (docs/performance.md)\n\n${headlineRows(rows)}`);
console.log(
  `\nNode ${process.version}, ${cpus().length} CPUs, load average ${load1?.toFixed(1)} at the end; ` +
    `${Math.round((Date.now() - started) / 1000)} s in all.`,
);
