import { type RunnerHandle, run } from "@grammyjs/runner";
import type { UserFromGetMe } from "grammy/types";
import type pino from "pino";
import { registerCommands } from "./bot/core/command-menu.js";
import { commandsOf, type Feature } from "./bot/core/feature.js";
import { updateInbox } from "./bot/core/update-inbox.js";
import { createBot, type PublisherBot } from "./bot/create-bot.js";
import { FEATURES } from "./bot/features/index.js";
import { Speeches } from "./bot/speech/speech.js";
import type { Config } from "./config.js";
import { type Job, startJobs } from "./jobs/scheduler.js";
import { createLogger, type Logger } from "./logger.js";
import { Metrics } from "./metrics/index.js";
import { createPublisherApi, type PublisherApi } from "./publisher-api/index.js";
import { healthChecks, storageCheck } from "./server/health.js";
import { startServer } from "./server/index.js";
import { meetTelegram } from "./startup/telegram.js";
import { openStorage, type Storage } from "./storage/index.js";

export interface AppOptions {
  logDestination?: pino.DestinationStream;
  /** Skips getMe (tests, benchmarks). */
  botInfo?: UserFromGetMe;
  /** Off in tests, which run jobs by calling them. */
  schedule?: boolean;
  /** FEATURES, unless a test builds the app with others. */
  features?: readonly Feature[];
  /** The time now, for tests that stand at a given hour; the machine's otherwise. */
  clock?: () => Date;
}

export interface App {
  bot: PublisherBot;
  storage: Storage;
  api: PublisherApi;
  logger: Logger;
  metrics: Metrics;
  jobs: Job[];
  /** The HTTP server's port (webhook mode, or health/metrics alongside polling). */
  port?: number;
  stop(): Promise<void>;
}

const UPDATES = ["message", "callback_query", "inline_query", "my_chat_member"] as const;

/** /healthz is probed only if someone looks; this makes sure a storage fault is logged anyway. */
const STORAGE_WATCH_MS = 30_000;

/** The composition root: config -> logger -> storage -> api -> bot -> jobs -> server. */
export async function startApp(config: Config, options: AppOptions = {}): Promise<App> {
  const logger = createLogger(config.logLevel, options.logDestination);
  const storage = await openStorage(config, logger);
  try {
    return await startWithStorage(config, options, logger, storage);
  } catch (error) {
    await storage.close().catch(() => undefined);
    throw error;
  }
}

async function startWithStorage(
  config: Config,
  options: AppOptions,
  logger: Logger,
  storage: Storage,
): Promise<App> {
  const metrics = new Metrics();
  const api = createPublisherApi({
    baseUrl: config.publisherApiUrl,
    authUrl: config.publisherAuthUrl,
    timeoutMs: config.publisherApiTimeoutMs,
    reportTimeoutMs: config.publisherReportTimeoutMs,
    onCall: (call) => {
      const method = `${call.method} ${call.endpoint}`;
      metrics.apiCalls.observe({ method }, call.ms / 1000);
      if (call.outcome !== "ok" && call.outcome !== "deferred" && call.outcome !== "aborted") {
        metrics.apiErrors.inc({ method, outcome: call.outcome });
      }
    },
  });
  const stopping = new AbortController();
  const deps = {
    config,
    logger,
    storage,
    api,
    metrics,
    // This app's texts and speeches: two apps in one process (tests, the bench) share none.
    speeches: new Speeches(),
    stopping: stopping.signal,
    ...(options.clock && { clock: options.clock }),
  };
  const features = options.features ?? FEATURES;
  const botInfo = options.botInfo ?? (await meetTelegram(config, logger));
  const { bot, inFlight, telegram, deps: botDeps } = createBot(deps, { features, botInfo });
  await bot.init();
  await registerCommands(telegram, deps.speeches.texts, {
    all: commandsOf(features),
    inGroups: features.flatMap((feature) => feature.groupCommands ?? []),
  });

  let runner: RunnerHandle | undefined;
  const runtime = features.map((feature) => feature.start?.({ ...botDeps, settings: config }));
  const storageOk = storageCheck(storage, logger);
  const health = healthChecks(storageOk, config.publisherApiUrl, () =>
    inboxesHandled(metrics, config.inbox.healthyAgeMs),
  );
  // Before the jobs: a port in use must end the start before anything is scheduled.
  const updates =
    config.botMode === "webhook" ? await updateInbox(config, botDeps, bot) : undefined;
  const server = await startServer({
    logger,
    port: config.port,
    ...(config.botMode === "webhook" && { webhookSecret: config.webhook.secret }),
    ...(updates && { updates }),
    health,
    metrics,
    receivers: runtime.flatMap((started) => started?.receivers ?? []),
  });
  const jobRuns = new Set<Promise<void>>();
  const jobs = runtime
    .flatMap((started) => started?.jobs ?? [])
    .map((job) => tracked(job, jobRuns));
  const running =
    options.schedule === false
      ? undefined
      : startJobs(jobs, {
          logger,
          once: storage.once,
          distributed: config.storage.kind === "redis",
        });
  const storageWatch = setInterval(() => void storageOk(), STORAGE_WATCH_MS).unref();
  if (config.botMode === "webhook") {
    await bot.api.setWebhook(config.webhook.url, {
      secret_token: config.webhook.secret,
      allowed_updates: [...UPDATES],
    });
  } else {
    // The runner does not do this itself: a webhook left from a webhook-mode run makes every
    // getUpdates a 409 Conflict.
    await bot.api.deleteWebhook();
    runner = run(bot, { runner: { fetch: { allowed_updates: [...UPDATES] } } });
  }
  logger.info(
    { mode: config.botMode, storage: config.storage.kind, port: server.port },
    "bot started",
  );

  return {
    bot,
    storage,
    api,
    logger,
    metrics,
    jobs,
    port: server.port,
    async stop() {
      // Stop taking updates, finish what was taken, then close what it needed. Jobs' sends stop
      // waiting for Telegram: what they leave unsent keeps its mark unset for the next run.
      stopping.abort();
      if (runner?.isRunning()) await runner.stop();
      clearInterval(storageWatch);
      await server.close();
      await updates?.stop();
      metrics.stop();
      await inFlight.idle();
      await running?.stop();
      await Promise.allSettled(jobRuns);
      await api.close();
      await storage.close();
      logger.info("bot stopped");
    },
  };
}

/** The job with its runs kept in `runs` while under way, so a stop waits for them. */
function tracked(job: Job, runs: Set<Promise<void>>): Job {
  return {
    ...job,
    run(now) {
      const run = job.run(now);
      runs.add(run);
      void run.finally(() => runs.delete(run)).catch(() => undefined);
      return run;
    },
  };
}

/** False while an inbox's oldest entry is older than the limit (handling has stalled). */
async function inboxesHandled(metrics: Metrics, limitMs: number): Promise<boolean> {
  try {
    return (await metrics.readInboxes()).every((inbox) => inbox.oldestMs <= limitMs);
  } catch {
    // The store does not answer: the storage check says so.
    return false;
  }
}
