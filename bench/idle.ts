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
import { startBotApi } from "../test/support/bot-api.js";
import { freePort } from "../test/support/ports.js";
import { runJsonChild } from "./child.js";
import { compileChild } from "./compiled.js";
import type { IdleEnv, IdleReport } from "./idle-child.js";
import { round } from "./stats.js";
import type { BenchRow } from "./types.js";

/** The aim for an idle bot. */
const AIM_MIB = 80;

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
    const args = ["--expose-gc", compileChild("idle-child")];
    const report = await runJsonChild<IdleReport>("idle", args, {
      BENCH_IDLE_CHILD: JSON.stringify(env),
    });
    return [
      {
        name: "idle bot RSS, empty store",
        value: round(report.rssAfterGc, 1),
        unit: "MiB",
        note: `aim ≤ ${AIM_MIB}; after a full GC (${round(report.rssStarted, 1)} right after start, ${round(report.rssSettled, 1)} after 3 s idle); heap used ${round(report.heapAfterGc, 1)}; compiled, plain node, polling`,
        headline: { label: "idle bot RSS, empty store", aim: `≤ ${AIM_MIB} MiB` },
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
