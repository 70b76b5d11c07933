import type { BotDeps } from "../bot/context.js";
import type { PublisherBot } from "../bot/create-bot.js";
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
export function createJobs(_deps: JobDeps): Job[] {
  return [];
}

export type { Job } from "./scheduler.js";
