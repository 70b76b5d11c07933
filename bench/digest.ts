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
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createBot } from "../src/bot/create-bot.js";
import { minuteOfDay, saveSchedule } from "../src/bot/digest/schedule.js";
import { loadConfig } from "../src/config.js";
import { digestJob } from "../src/jobs/digest.js";
import { createLogger } from "../src/logger.js";
import { createPublisherApi, type PublisherApi } from "../src/publisher-api/index.js";
import { startSandbox } from "../src/sandbox/index.js";
import { openStorage } from "../src/storage/index.js";
import { startBotApi } from "../test/support/bot-api.js";
import { round } from "./stats.js";
import type { BenchRow } from "./types.js";

const PUBLISHERS = Number(process.env.BENCH_DIGEST_PUBLISHERS ?? 10_000);
const FIRST_ID = 300_000_000;
const MB = 1024 * 1024;
/** Publishers written at once while seeding. */
const SEED_BATCH = 500;
/**
 * V8 lets garbage pile up to a few hundred MB when nothing tells it memory is short; a cap on
 * the old generation (as a deployment sets with NODE_OPTIONS) keeps a fan-out's RSS steady.
 */
const CHILD_FLAGS = process.env.BENCH_DIGEST_NODE_FLAGS ?? "--max-old-space-size=160";

const minutesBefore = (date: Date) => new Date(date.getTime() - 60_000);

interface ChildEnv {
  apiUrl: string;
  apiRoot: string;
  token: string;
  dataDir: string;
  demoKey: string;
}

interface ChildReport {
  seedSeconds: number;
  runSeconds: number;
  /** CPU time of the bot's process (every thread) per digest */
  cpuMsPerDigest: number;
  /** the loaded and seeded bot, before the tick */
  rssBefore: number;
  peakRss: number;
  peakHeap: number;
  /** most API calls in flight at once, from the client's own per-call events */
  apiPeak: number;
  apiCalls: number;
  sendRate: number;
  apiConcurrency: number;
}

interface InFlight {
  now: number;
  peak: number;
  calls: number;
}

/** Each method of an API area, counted while its promise is pending. */
function counted<T extends object>(area: T, inFlight: InFlight): T {
  return new Proxy(area, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        if (!(result instanceof Promise)) return result;
        inFlight.calls += 1;
        inFlight.now += 1;
        inFlight.peak = Math.max(inFlight.peak, inFlight.now);
        return result.finally(() => {
          inFlight.now -= 1;
        });
      };
    },
  });
}

/** The API as the job sees it, with every call toward the network counted. */
function countedApi(api: PublisherApi, inFlight: InFlight): PublisherApi {
  return {
    ...api,
    forPublisher(credentials) {
      const client = api.forPublisher(credentials);
      return {
        catalog: counted(client.catalog, inFlight),
        analytics: counted(client.analytics, inFlight),
        references: counted(client.references, inFlight),
        statistics: counted(client.statistics, inFlight),
        tools: counted(client.tools, inFlight),
        account: counted(client.account, inFlight),
        lostOrders: counted(client.lostOrders, inFlight),
      };
    },
  };
}

/** In the child: the bot's storage, API client, Bot API client and digest job, and one tick. */
async function runBot(env: ChildEnv): Promise<ChildReport> {
  const config = loadConfig({
    BOT_TOKEN: env.token,
    TELEGRAM_API_ROOT: env.apiRoot,
    PUBLISHER_API_URL: env.apiUrl,
    STORAGE_URL: `sqlite://${join(env.dataDir, "bot.sqlite")}`,
    LOG_LEVEL: "warn",
  });
  const logger = createLogger("warn");
  const storage = await openStorage(config);
  const inFlight = { now: 0, peak: 0, calls: 0 };
  const api = countedApi(createPublisherApi({ baseUrl: config.publisherApiUrl }), inFlight);
  const { bot } = createBot({ config, logger, storage, api });
  const job = digestJob({ config, logger, storage, api, bot, settings: config });

  // Everyone due at the same minute, a little ahead, in UTC (no zone set), as /digest saves it.
  const due = new Date((Math.floor(Date.now() / 60_000) + 2) * 60_000);
  const settings = { enabled: true, at: minuteOfDay(due), language: "en" as const };
  const seedStarted = performance.now();
  for (let first = 0; first < PUBLISHERS; first += SEED_BATCH) {
    const ids = Array.from(
      { length: Math.min(SEED_BATCH, PUBLISHERS - first) },
      (_, i) => FIRST_ID + first + i,
    );
    await Promise.all(ids.map((id) => storage.vault.set(id, { apiKey: env.demoKey })));
    await Promise.all(
      ids.map((id) => saveSchedule(storage, id, settings, "UTC", minutesBefore(due))),
    );
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  };
  const before = process.memoryUsage().rss / MB;
  sample();
  const sampler = setInterval(sample, 100);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await job.run(due);
  const runSeconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  sample();
  await api.close();
  await storage.close();
  return {
    seedSeconds,
    runSeconds,
    cpuMsPerDigest: (cpu.user + cpu.system) / 1000 / PUBLISHERS,
    rssBefore: before,
    peakRss: peakRss / MB,
    peakHeap: peakHeap / MB,
    apiPeak: inFlight.peak,
    apiCalls: inFlight.calls,
    sendRate: config.telegramSendRate,
    apiConcurrency: config.digestApiConcurrency,
  };
}

const ROOT = fileURLToPath(new URL("..", import.meta.url));
/** Inside the ignored dist/ (so node_modules and, through a link, locales/ are found from it). */
const BUILD = join(ROOT, "dist", "bench-digest");

/**
 * The bot runs the way the Dockerfile runs it: compiled JavaScript on plain node (tsx alone costs
 * the process ~70 MB), so this bench's own child is compiled with it.
 */
function compileChild(): string {
  mkdirSync(BUILD, { recursive: true });
  const config = {
    extends: "../../tsconfig.json",
    compilerOptions: { noEmit: false, outDir: ".", rootDir: "../.." },
    files: ["../../bench/digest.ts"],
  };
  writeFileSync(join(BUILD, "tsconfig.json"), JSON.stringify(config));
  execFileSync(process.execPath, [join(ROOT, "node_modules/typescript/bin/tsc"), "-p", BUILD]);
  // src/bot/i18n.ts reads ../../locales from where it runs.
  if (!existsSync(join(BUILD, "locales")))
    symlinkSync(join(ROOT, "locales"), join(BUILD, "locales"));
  return join(BUILD, "bench", "digest.js");
}

function runChild(env: ChildEnv): Promise<ChildReport> {
  const child = spawn(
    process.execPath,
    [...CHILD_FLAGS.split(" ").filter(Boolean), compileChild()],
    {
      env: { ...process.env, BENCH_DIGEST_CHILD: JSON.stringify(env) },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => {
      const line = output.trim().split("\n").at(-1) ?? "";
      if (code === 0) resolve(JSON.parse(line) as ChildReport);
      else reject(new Error(`digest bench child exited ${code}: ${output.slice(-2000)}`));
    });
  });
}

export async function benchDigest(): Promise<BenchRow[]> {
  const sandbox = await startSandbox();
  const botApi = await startBotApi({ keepFiles: false, recordCalls: false });
  // The sandbox keeps every call for tests; a bench has no use for 50,000 of them.
  const trim = setInterval(() => sandbox.control.clearCalls(), 1000);
  const dataDir = mkdtempSync(join(tmpdir(), "pbot-bench-digest-"));
  try {
    const report = await runChild({
      apiUrl: sandbox.url,
      apiRoot: botApi.apiRoot,
      token: botApi.token,
      dataDir,
      demoKey: sandbox.publishers[0]?.apiKey ?? "",
    });
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
        note: `the bot's process, all threads; ${round(1000 / report.cpuMsPerDigest, 1)} digests per CPU-second on ${availableParallelism()} cores, load average ${loadavg()[0]?.toFixed(2)} at the end`,
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
        note: `aim < 200; baseline: the same process loaded and seeded, before the tick; compiled, on plain node as in the Dockerfile, with ${CHILD_FLAGS}; the sandbox and stand-in run in another process`,
      },
      { name: "digest: bot peak heap used", value: round(report.peakHeap, 1), unit: "MiB" },
    ];
  } finally {
    clearInterval(trim);
    await botApi.close();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const childEnv = process.env.BENCH_DIGEST_CHILD;
if (childEnv) {
  const report = await runBot(JSON.parse(childEnv) as ChildEnv);
  process.stdout.write(`\n${JSON.stringify(report)}\n`);
  process.exit(0);
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const row of await benchDigest()) console.log(row);
}
