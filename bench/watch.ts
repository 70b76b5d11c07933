/**
 * /watch for 1,000 publishers (BENCH_WATCH_PUBLISHERS): two ticks of the watch job an hour apart
 * against the sandbox, the bot in a process of its own (compiled, as the Dockerfile runs it).
 * Each publisher runs 20 campaigns with traffic every hour (so each is judged) and keeps 5 limits
 * (watch-child.ts: on the account, on campaigns and on an offer).
 * Reports API calls and CPU per publisher per check, for the first check (it records, reading 90
 * days of converting offers) and the next (it compares), and the bot's peak RSS.
 *
 *   npx tsx bench/watch.ts
 */
import { pathToFileURL } from "node:url";
import { withBotServers } from "./bot-servers.js";
import { runJsonChild } from "./child.js";
import { compileChild } from "./compiled.js";
import { benchNodeOptions } from "./deployed.js";
import { round } from "./stats.js";
import type { BenchRow } from "./types.js";
import type { WatchChildReport } from "./watch-child.js";

const PUBLISHERS = Number(process.env.BENCH_WATCH_PUBLISHERS ?? 1000);
const FIRST_ID = 400_000_000;
/** The child's node flags beside `npm start`'s (as bench/digest.ts takes them, e.g. `--cpu-prof`). */
const CHILD_FLAGS = process.env.BENCH_WATCH_NODE_FLAGS ?? "--max-old-space-size=160";
/** Campaigns of the demo publisher, each with clicks and conversions every hour for ten days. */
const CAMPAIGNS = 20;

export function benchWatch(): Promise<BenchRow[]> {
  return withBotServers("watch", { publishers: PUBLISHERS, firstId: FIRST_ID }, async (servers) => {
    const { env, sandbox } = servers;
    const [publisher] = sandbox.publishers;
    const from = new Date(Date.now() - 10 * 86_400_000);
    for (let i = 0; i < CAMPAIGNS && publisher; i++) {
      sandbox.control.steadyTraffic(publisher.id, {
        subaccount: `campaign_${i + 1}`,
        clicksPerHour: 30,
        conversionsPerHour: 1,
        from,
      });
    }
    const report = await runJsonChild<WatchChildReport>(
      "watch",
      [...CHILD_FLAGS.split(" ").filter(Boolean), compileChild("watch-child")],
      { BENCH_WATCH_CHILD: JSON.stringify(env) },
    );
    const n = PUBLISHERS.toLocaleString("en");
    const rows = (label: string, figures: WatchChildReport["first"]): BenchRow[] => [
      {
        name: `watch: API calls per publisher, ${label}`,
        value: round(figures.callsPerPublisher, 1),
        unit: "calls",
        note: `${n} publishers checked in ${round(figures.seconds, 1)} s (the demo key runs the sandbox's Alice's offers; ${CAMPAIGNS} campaigns and 5 limits each)`,
        ...(label === "next check" && {
          headline: { label: "watch, API calls per publisher per check", aim: "≤ 16" },
        }),
      },
      {
        name: `watch: CPU per publisher, ${label}`,
        value: round(figures.cpuMsPerPublisher, 2),
        unit: "ms",
        note: `the bot's process, all threads (${round(figures.systemMsPerPublisher, 1)} ms of it the kernel's)`,
        ...(label === "next check" && {
          headline: { label: "watch, CPU per publisher per check", aim: "≤ 120 ms" },
        }),
      },
    ];
    return [
      ...rows("first check", report.first),
      ...rows("next check", report.next),
      {
        name: "watch: bot peak RSS",
        value: round(report.peakRss, 1),
        unit: "MiB",
        baseline: round(report.rssBefore, 1),
        ratio: round(report.peakRss / report.rssBefore, 2),
        note: `baseline: the same process loaded and seeded; ${CHILD_FLAGS}, NODE_OPTIONS="${benchNodeOptions()}"`,
      },
    ];
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const row of await benchWatch()) console.log(row);
}
