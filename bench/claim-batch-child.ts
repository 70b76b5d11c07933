/**
 * The measuring side of the claim batch bench, in a process of its own (its memory is its own):
 * reads a 1,000-row CSV and XLSX of lost orders (the reading worker's own code, called in this
 * process so its CPU is the reading's, not a thread's start) and checks every row as the bot does
 * before it files anything (readers, columns, the wizard's date and amount readers, offers, repeats,
 * orders claimed already), with the network's answers given. Prints one JSON report.
 */
import { readFileSync } from "node:fs";
import { type BatchFacts, checkRows, tally } from "../src/bot/features/claims/batch/check.js";
import { sourceOf } from "../src/bot/features/claims/batch/source.js";
import { readFileTable } from "../src/bot/features/claims/batch/table/read-file.js";

export interface ChildEnv {
  csv: string;
  xlsx: string;
  facts: Omit<BatchFacts, "claimed"> & { claimed: string[] };
}

export interface ChildReport {
  csvCpuMs: number;
  xlsxCpuMs: number;
  peakRssMiB: number;
  ready: number;
  rows: number;
}

function cpuMs(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

async function check(
  path: string,
  facts: BatchFacts,
): Promise<{ ms: number; ready: number; rows: number }> {
  const start = process.cpuUsage();
  const table = readFileTable(readFileSync(path), path);
  if (!table.ok) throw new Error(`${path}: ${table.reason}`);
  const source = sourceOf(table, facts.lang);
  if (!source) throw new Error(`${path}: no header`);
  const checked = checkRows(source, facts);
  const ms = cpuMs(start);
  return { ms, ready: tally(checked).ready, rows: checked.length };
}

// Sampled, not `resourceUsage().maxRSS`: Linux keeps the peak across fork and exec, so that one
// would report the spawning bench's own size.
let peakRss = process.memoryUsage().rss;
const sample = () => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};
const sampler = setInterval(sample, 5);

const env = JSON.parse(process.env.BENCH_CLAIM_BATCH_CHILD ?? "{}") as ChildEnv;
const facts: BatchFacts = { ...env.facts, claimed: new Set(env.facts.claimed) };
const csv = await check(env.csv, facts);
const xlsx = await check(env.xlsx, facts);
clearInterval(sampler);
sample();
const report: ChildReport = {
  csvCpuMs: csv.ms,
  xlsxCpuMs: xlsx.ms,
  peakRssMiB: peakRss / 1024 / 1024,
  ready: Math.min(csv.ready, xlsx.ready),
  rows: csv.rows,
};
console.log(JSON.stringify(report));
