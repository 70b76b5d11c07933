/**
 * The idle bot's memory: the whole app, compiled, on plain node as in the Dockerfile, polling the
 * Bot API stand-in with an empty store and nothing to do. What every instance costs before its
 * first publisher; heavy modules (charts, the sandbox) should not be in it.
 *
 *   npx tsx bench/idle.ts
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { startBotApi } from "../src/bot-api-stand-in/stand-in.js";
import { freePort } from "../src/local-servers/ports.js";
import { runJsonChild } from "./child.js";
import { compileChild } from "./compiled.js";
import type { IdleEnv, IdleReport } from "./idle-child.js";
import { round } from "./stats.js";
import type { BenchRow } from "./types.js";

/** RSS of a fresh process wanders by ~10 MiB from run to run: the median of a few says more. */
const RUNS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function idleRuns(env: IdleEnv): Promise<IdleReport[]> {
  const args = ["--expose-gc", compileChild("idle-child")];
  const reports: IdleReport[] = [];
  for (let i = 0; i < RUNS; i++) {
    const childEnv = { BENCH_IDLE_CHILD: JSON.stringify(env) };
    reports.push(await runJsonChild<IdleReport>("idle", args, childEnv));
  }
  return reports;
}

export async function benchIdle(): Promise<BenchRow[]> {
  const botApi = await startBotApi({ keepFiles: false, recordCalls: false });
  const dataDir = mkdtempSync(join(tmpdir(), "pbot-bench-idle-"));
  try {
    const env: IdleEnv = {
      apiRoot: botApi.apiRoot,
      token: botApi.token,
      dataDir,
      port: await freePort(),
    };
    const reports = await idleRuns(env);
    const of = (pick: (r: IdleReport) => number) => round(median(reports.map(pick)), 1);
    const runs = reports.map((r) => round(r.rssAfterGc, 1)).join(", ");
    return [
      {
        name: "idle bot RSS, empty store",
        value: of((r) => r.rssAfterGc),
        unit: "MiB",
        note: `median of ${RUNS} fresh processes (${runs}) after a full GC; ${of((r) => r.rssStarted)} right after start; heap used ${of((r) => r.heapAfterGc)}; compiled, plain node, polling`,
      },
    ];
  } finally {
    await botApi.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const row of await benchIdle()) console.log(row);
}
