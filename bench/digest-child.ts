/**
 * The bot's side of bench/digest.ts, in a process of its own: storage seeded with the publishers,
 * the API client (every call counted while in flight), the Bot API client and the digest job, and
 * one tick of it at the minute they are all due. Prints its report as the last line of output.
 */
import { join } from "node:path";
import { createBot } from "../src/bot/create-bot.js";
import { digestJob } from "../src/bot/features/digest/job.js";
import { minuteOfDay, saveSchedule } from "../src/bot/features/digest/schedule.js";
import { FEATURES } from "../src/bot/features/index.js";
import { Speeches } from "../src/bot/speech/speech.js";
import { loadConfig } from "../src/config.js";
import { createLogger } from "../src/logger.js";
import { createPublisherApi } from "../src/publisher-api/index.js";
import { openStorage } from "../src/storage/index.js";
import type { SeededChildEnv } from "./bot-servers.js";
import { countedApi } from "./counted-api.js";

const MB = 1024 * 1024;
/** Publishers written at once while seeding. */
const SEED_BATCH = 500;

const minutesBefore = (date: Date) => new Date(date.getTime() - 60_000);

export type ChildEnv = SeededChildEnv;

export interface ChildReport {
  seedSeconds: number;
  runSeconds: number;
  /** CPU time of the bot's process (every thread) per digest */
  cpuMsPerDigest: number;
  /** of which the kernel's, on the bot's behalf (sockets, files) */
  systemMsPerDigest: number;
  /** the loaded and seeded bot, before the tick */
  rssBefore: number;
  peakRss: number;
  peakHeap: number;
  /** most API calls in flight at once, counted around every client method */
  apiPeak: number;
  apiCalls: number;
  sendRate: number;
  apiConcurrency: number;
}

/** In the child: the bot's storage, API client, Bot API client and digest job, and one tick. */
export async function runBot(env: ChildEnv): Promise<ChildReport> {
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
  const { deps } = createBot(
    { config, logger, storage, api, speeches: new Speeches() },
    { features: FEATURES },
  );
  const job = digestJob({ ...deps, settings: config });

  // Everyone due at the same minute, a little ahead, in UTC (no zone set), as /digest saves it.
  const due = new Date((Math.floor(Date.now() / 60_000) + 2) * 60_000);
  const settings = { enabled: true, at: minuteOfDay(due), language: "en" as const };
  const seedStarted = performance.now();
  for (let first = 0; first < env.publishers; first += SEED_BATCH) {
    const ids = Array.from(
      { length: Math.min(SEED_BATCH, env.publishers - first) },
      (_, i) => env.firstId + first + i,
    );
    // As /connect leaves a publisher: their first account (their own id) and its credentials.
    await Promise.all(
      ids.map(async (id) => {
        const account = await storage.accounts.add(id, "Demo");
        await storage.vault.set(account.id, { apiKey: env.demoKey });
      }),
    );
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
    cpuMsPerDigest: (cpu.user + cpu.system) / 1000 / env.publishers,
    systemMsPerDigest: cpu.system / 1000 / env.publishers,
    rssBefore: before,
    peakRss: peakRss / MB,
    peakHeap: peakHeap / MB,
    apiPeak: inFlight.peak,
    apiCalls: inFlight.calls,
    sendRate: config.telegramSendRate,
    apiConcurrency: config.digestApiConcurrency,
  };
}

const childEnv = process.env.BENCH_DIGEST_CHILD;
if (childEnv) {
  const report = await runBot(JSON.parse(childEnv) as ChildEnv);
  process.stdout.write(`\n${JSON.stringify(report)}\n`);
  process.exit(0);
}
