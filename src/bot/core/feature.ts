import type { createConversation } from "@grammyjs/conversations";
import type { Api, Composer } from "grammy";
import type { Config } from "../../config.js";
import type { Job } from "../../jobs/scheduler.js";
import type { Receiver } from "../../server/receivers.js";
import type { Storage } from "../../storage/index.js";
import type { BotContext, BotDeps, HandlerContext } from "./context.js";
import type { PublisherBot } from "./create-bot.js";

/** A wizard's body, as @grammyjs/conversations runs it. */
export type Wizard = Parameters<typeof createConversation<HandlerContext, BotContext>>[0];

/** What a feature's periodic job is built with: the bot's parts, the bot itself, the settings. */
export interface JobDeps extends BotDeps {
  bot: PublisherBot;
  /** The Bot API client for sends outside an update: each may wait out flood control (5 min). */
  telegram: Api;
  settings: Pick<
    Config,
    | "digestTickCron"
    | "lostOrderPollCron"
    | "digestApiConcurrency"
    | "telegramSendRate"
    | "autopostPollCron"
    | "autopostChannelRate"
  >;
}

/**
 * One feature of the bot: everything createBot, the command menus, the wizard registry, the job
 * list and /disconnect need to know of it. A feature is one folder and one line in FEATURES.
 */
export interface Feature {
  name: string;
  /** Its commands, in menu order; each has `command-NAME` texts beside the feature's own. */
  commands?: readonly string[];
  /** Its handlers and buttons. */
  composer: Composer<HandlerContext>;
  /** Its wizards, under the names it enters them by (`ctx.conversation.enter(name)`). */
  wizards?: Readonly<Record<string, (deps: BotDeps) => Wizard>>;
  jobs?: (deps: JobDeps) => Job[];
  /** HTTP endpoints it adds to the bot's server (mounted by startServer, polling mode too). */
  receivers?: (deps: JobDeps) => Receiver[];
  /**
   * What /disconnect wipes besides the per-user records (which go by kind, automatically); runs
   * before those, so the publisher's credentials can still be used (`deps`) to undo things.
   */
  onForget?: (storage: Storage, userId: number, deps: BotDeps) => Promise<void>;
  /** Sees updates before an open wizard does (/cancel must reach past a waiting question). */
  beforeWizards?: boolean;
}

/** Every command of these features, in menu order. */
export function commandsOf(features: readonly Feature[]): string[] {
  return features.flatMap((feature) => feature.commands ?? []);
}
