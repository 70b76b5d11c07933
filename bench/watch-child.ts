/**
 * The bot's side of bench/watch.ts, in a process of its own: storage seeded with the watching
 * publishers, the API client (every call counted), and two ticks of the watch job an hour apart:
 * the first check of each (it records) and the next (it compares). Prints its report last.
 */
import { join } from "node:path";
import { createBot } from "../src/bot/create-bot.js";
import { FEATURES } from "../src/bot/features/index.js";
import { watchJob } from "../src/bot/features/watch/job.js";
import type { WatchLimit } from "../src/bot/features/watch/limits/limit.js";
import { defaultWatch, WATCHERS, watchRecords } from "../src/bot/features/watch/settings.js";
import { Speeches } from "../src/bot/speech/speech.js";
import { loadConfig } from "../src/config.js";
import { createLogger } from "../src/logger.js";
import { createPublisherApi, type PublisherApi } from "../src/publisher-api/index.js";
import { openStorage } from "../src/storage/index.js";
import type { SeededChildEnv } from "./bot-servers.js";
import { countedApi } from "./counted-api.js";

const MB = 1024 * 1024;
const SEED_BATCH = 500;

export type WatchChildEnv = SeededChildEnv;

export interface CheckFigures {
  seconds: number;
  callsPerPublisher: number;
  cpuMsPerPublisher: number;
  /** of which the kernel's, on the bot's behalf (sockets, files) */
  systemMsPerPublisher: number;
}

export interface WatchChildReport {
  first: CheckFigures;
  next: CheckFigures;
  rssBefore: number;
  peakRss: number;
}

export async function runWatch(env: WatchChildEnv): Promise<WatchChildReport> {
  const config = loadConfig({
    BOT_TOKEN: env.token,
    TELEGRAM_API_ROOT: env.apiRoot,
    PUBLISHER_API_URL: env.apiUrl,
    STORAGE_URL: `sqlite://${join(env.dataDir, "bot.sqlite")}`,
    LOG_LEVEL: "warn",
  });
  const storage = await openStorage(config);
  const inFlight = { now: 0, peak: 0, calls: 0 };
  const api = countedApi(createPublisherApi({ baseUrl: config.publisherApiUrl }), inFlight);
  const { deps } = createBot(
    { config, logger: createLogger("warn"), storage, api, speeches: new Speeches() },
    { features: FEATURES },
  );
  const job = watchJob({ ...deps, settings: config });
  const records = watchRecords(storage);
  const limits = await benchLimits(api, env.demoKey);
  for (let first = 0; first < env.publishers; first += SEED_BATCH) {
    const ids = Array.from(
      { length: Math.min(SEED_BATCH, env.publishers - first) },
      (_, i) => env.firstId + first + i,
    );
    await Promise.all(
      ids.map(async (id) => {
        await storage.vault.set(id, { apiKey: env.demoKey });
        await records.set(id, { ...defaultWatch(), on: true, limits });
        await storage.sets.add(WATCHERS, id);
      }),
    );
  }
  let peakRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 100);
  const rssBefore = process.memoryUsage().rss / MB;
  const tick = async (at: Date): Promise<CheckFigures> => {
    const calls = inFlight.calls;
    const cpu = process.cpuUsage();
    const started = performance.now();
    await job.run(at);
    const used = process.cpuUsage(cpu);
    return {
      seconds: (performance.now() - started) / 1000,
      callsPerPublisher: (inFlight.calls - calls) / env.publishers,
      cpuMsPerPublisher: (used.user + used.system) / 1000 / env.publishers,
      systemMsPerPublisher: used.system / 1000 / env.publishers,
    };
  };
  const now = new Date();
  const first = await tick(now);
  const next = await tick(new Date(now.getTime() + 60 * 60_000));
  clearInterval(sampler);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  await api.close();
  await storage.close();
  return { first, next, rssBefore, peakRss: peakRss / MB };
}

/**
 * Five limits as a publisher might keep them: two on the account, two on campaigns (bench/watch.ts
 * gives the demo publisher campaign_1 … campaign_20), one on an offer it runs. Read before the
 * counting starts.
 */
async function benchLimits(api: PublisherApi, apiKey: string): Promise<WatchLimit[]> {
  const { items } = await api
    .forPublisher({ apiKey })
    .catalog.offers("all", { user_has_offer: true, limit: 1 });
  const offer = items[0];
  const limit = (n: number, rest: Omit<WatchLimit, "id">): WatchLimit => ({
    id: `bench-${n}`,
    ...rest,
  });
  return [
    limit(1, { figure: "epc", scope: { kind: "account" }, days: 7, side: "below", value: 5 }),
    limit(2, { figure: "cr", scope: { kind: "account" }, days: 1, side: "below", value: 0.5 }),
    limit(3, {
      figure: "commission",
      scope: { kind: "campaign", level: "subaccount", name: "campaign_1" },
      days: 7,
      side: "below",
      value: 100,
    }),
    limit(4, {
      figure: "cr",
      scope: { kind: "campaign", level: "subaccount", name: "campaign_2" },
      days: 30,
      side: "above",
      value: 50,
    }),
    limit(5, {
      figure: "ar",
      scope: { kind: "offer", offerId: String(offer?.id ?? 0), name: offer?.name ?? "" },
      days: 7,
      side: "below",
      value: 10,
    }),
  ];
}

const childEnv = process.env.BENCH_WATCH_CHILD;
if (childEnv) {
  const report = await runWatch(JSON.parse(childEnv) as WatchChildEnv);
  process.stdout.write(`\n${JSON.stringify(report)}\n`);
  process.exit(0);
}
