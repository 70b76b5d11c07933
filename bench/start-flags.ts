/**
 * What the small-server node options (`SMALL_SERVER_OPTIONS`, docs/operations.md) cost and save
 * on the three jobs that matter, beside Node's own settings: updates (/help by polling on SQLite,
 * in the updates bench's process, which holds the Bot API stand-in and the bare bots too), the
 * digest fan-out and the watch (the bot in a child process). Each set goes in NODE_OPTIONS, as an
 * operator sets it; each job runs with each set in turn. About 7 minutes.
 *
 *   npx tsx bench/start-flags.ts
 */
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import { NODE_OPTION_SETS } from "./deployed.js";
import { round } from "./stats.js";
import type { BenchRow } from "./types.js";

process.env.BENCH_DIGEST_PUBLISHERS ??= "1000";
process.env.BENCH_WATCH_PUBLISHERS ??= "200";

interface JobFigures {
  job: string;
  cpu: string;
  rss: number;
}

/** The updates bench in a process of its own with `options`, its rows and peak RSS as JSON. */
function updatesWith(options: string): Promise<{ rows: BenchRow[]; peakRss: number }> {
  const child = spawn(process.execPath, ["--import", "tsx", new URL(import.meta.url).pathname], {
    env: { ...process.env, NODE_OPTIONS: options, BENCH_START_FLAGS_UPDATES: "1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => {
      if (code === 0) resolve(JSON.parse(output.trim().split("\n").at(-1) ?? ""));
      else reject(new Error(`updates child exited ${code}`));
    });
  });
}

const value = (rows: BenchRow[], name: string) => rows.find((row) => row.name === name)?.value;

async function jobsWith(options: string): Promise<JobFigures[]> {
  process.env.BENCH_NODE_OPTIONS = options;
  const [{ benchDigest }, { benchWatch }] = await Promise.all([
    import("./digest.js"),
    import("./watch.js"),
  ]);
  const digest = await benchDigest();
  const watch = await benchWatch();
  const updates = await updatesWith(options);
  return [
    {
      job: "updates (/help, polling, SQLite)",
      cpu: `${value(updates.rows, "polling: /help updates per second")} updates/s`,
      rss: updates.peakRss,
    },
    {
      job: `digest (${process.env.BENCH_DIGEST_PUBLISHERS} publishers)`,
      cpu: `${value(digest, "digest: CPU per digest")} ms a digest`,
      rss: value(digest, "digest: bot peak RSS") ?? Number.NaN,
    },
    {
      job: `watch (${process.env.BENCH_WATCH_PUBLISHERS} publishers)`,
      cpu: `${value(watch, "watch: CPU per publisher, next check")} ms a check`,
      rss: value(watch, "watch: bot peak RSS") ?? Number.NaN,
    },
  ];
}

async function table(): Promise<string> {
  const lines = ["| job | set | CPU | peak RSS |", "|---|---|---|---|"];
  for (const [set, options] of Object.entries(NODE_OPTION_SETS)) {
    process.stderr.write(`start flags: ${set}…\n`);
    for (const row of await jobsWith(options)) {
      lines.push(`| ${row.job} | ${set} | ${row.cpu} | ${round(row.rss, 1)} MiB |`);
    }
  }
  return lines.join("\n");
}

if (process.env.BENCH_START_FLAGS_UPDATES) {
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  const { benchUpdates } = await import("./updates.js");
  const rows = await benchUpdates();
  clearInterval(sampler);
  process.stdout.write(`\n${JSON.stringify({ rows, peakRss: peakRss / 1024 / 1024 })}\n`);
  process.exit(0);
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(await table());
}
