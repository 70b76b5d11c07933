/**
 * The daily digest for 10,000 publishers due in the same minute: one tick of the digest job
 * against the sandbox and the Bot API stand-in. The bot runs in a process of its own, so its
 * memory is its own and the sandbox and stand-in (in this process) do not take its CPU; all
 * publishers use the sandbox's demo key (seeded directly through the Storage API).
 *
 * Reports the Telegram send rate reached as a share of the configured rate (aim ≥ 90%), the
 * most API calls seen in flight at once against the configured cap, and the bot's peak memory
 * (aim < 200 MB). Takes as long as 10,000 sends at the configured rate: about 7 minutes at 25/s.
 *
 *   npx tsx bench/digest.ts                        (BENCH_DIGEST_PUBLISHERS=500 for a quick run)
 */
import { availableParallelism, loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import { withBotServers } from "./bot-servers.js";
import { runJsonChild } from "./child.js";
import { compileChild } from "./compiled.js";
import { benchNodeOptions } from "./deployed.js";
import type { ChildEnv, ChildReport } from "./digest-child.js";
import { round } from "./stats.js";
import type { BenchRow } from "./types.js";

const PUBLISHERS = Number(process.env.BENCH_DIGEST_PUBLISHERS ?? 10_000);
const FIRST_ID = 300_000_000;
/**
 * V8 lets garbage pile up to a few hundred MB when nothing tells it memory is short; a cap on
 * the old generation (as a deployment sets with NODE_OPTIONS) keeps a fan-out's RSS steady.
 */
const CHILD_FLAGS = process.env.BENCH_DIGEST_NODE_FLAGS ?? "--max-old-space-size=160";

function runChild(env: ChildEnv): Promise<ChildReport> {
  const args = [...CHILD_FLAGS.split(" ").filter(Boolean), compileChild("digest-child")];
  return runJsonChild("digest", args, { BENCH_DIGEST_CHILD: JSON.stringify(env) });
}

export function benchDigest(): Promise<BenchRow[]> {
  return withBotServers(
    "digest",
    { publishers: PUBLISHERS, firstId: FIRST_ID },
    async (servers) => {
      const { botApi, env } = servers;
      const report = await runChild(env);
      const times = botApi.sendTimes;
      const first = times[0] ?? 0;
      const last = times.at(-1) ?? 0;
      // n sends span n − 1 intervals.
      const rate = times.length > 1 ? (times.length - 1) / ((last - first) / 1000) : 0;
      let digests = 0;
      for (let i = 0; i < PUBLISHERS; i++) {
        if (botApi.botMessages(FIRST_ID + i).some((m) => m.kind === "photo")) digests += 1;
      }
      const note = `${digests.toLocaleString("en")} of ${PUBLISHERS.toLocaleString("en")} publishers got their digest (${times.length.toLocaleString("en")} messages) in ${round(report.runSeconds, 1)} s; seeding took ${round(report.seedSeconds, 1)} s`;
      return [
        {
          name: "digest: Telegram send rate",
          value: round(rate, 2),
          unit: "msg/s",
          baseline: report.sendRate,
          ratio: round(rate / report.sendRate, 3),
          note: `aim ≥ 0.9 of the configured rate; ${note}`,
        },
        {
          name: "digest: CPU per digest",
          value: round(report.cpuMsPerDigest, 1),
          unit: "ms",
          note: `the bot's process, all threads (${round(report.systemMsPerDigest, 1)} ms of it the kernel's); ${round(1000 / report.cpuMsPerDigest, 1)} digests per CPU-second on ${availableParallelism()} cores, load average ${loadavg()[0]?.toFixed(2)} at the end`,
          headline: { label: "digest, CPU per digest", aim: "≤ 15 ms" },
        },
        {
          name: "digest: API calls in flight, at most",
          value: report.apiPeak,
          unit: "calls",
          baseline: report.apiConcurrency,
          ratio: round(report.apiPeak / report.apiConcurrency, 2),
          note: `the configured cap is the baseline; ${report.apiCalls.toLocaleString("en")} calls`,
        },
        {
          name: "digest: bot peak RSS",
          value: round(report.peakRss, 1),
          unit: "MiB",
          baseline: round(report.rssBefore, 1),
          ratio: round(report.peakRss / report.rssBefore, 2),
          note: `aim ≤ 150; baseline: the same process loaded and seeded, before the tick; compiled, on plain node as in the Dockerfile, with ${CHILD_FLAGS} and NODE_OPTIONS="${benchNodeOptions()}"; the sandbox and stand-in run in this bench's process`,
          headline: {
            label: `digest of ${PUBLISHERS.toLocaleString("en")}, bot peak RSS`,
            aim: "≤ 150 MiB",
          },
        },
        { name: "digest: bot peak heap used", value: round(report.peakHeap, 1), unit: "MiB" },
      ];
    },
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const row of await benchDigest()) console.log(row);
}
