import type { BotDeps } from "../bot/core/context.js";
import type { PublisherBot } from "../bot/core/create-bot.js";
import { createClaimWatchJob } from "../bot/features/claims/watch-job.js";
import { digestJob } from "../bot/features/digest/job.js";
import type { Config } from "../config.js";
import type { Job } from "./scheduler.js";

export interface JobDeps extends BotDeps {
  bot: PublisherBot;
  settings: Pick<
    Config,
    "digestTickCron" | "lostOrderPollCron" | "digestApiConcurrency" | "telegramSendRate"
  >;
}

/** Every periodic job of the bot; each feature's job is added here. */
export function createJobs(deps: JobDeps): Job[] {
  return [createClaimWatchJob(deps), digestJob(deps)];
}

export type { Job } from "./scheduler.js";
