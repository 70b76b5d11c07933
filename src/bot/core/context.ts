import type { ConversationFlavor } from "@grammyjs/conversations";
import type { Context } from "grammy";
import type { Config } from "../../config.js";
import type { Logger } from "../../logger.js";
import type { PublisherApi } from "../../publisher-api/index.js";
import type { Metrics } from "../../server/metrics.js";
import type { Storage } from "../../storage/index.js";
import type { SpeechFlavor } from "./speech-middleware.js";

/** Everything the bot needs, handed in by the composition root (or a test). */
export interface BotDeps {
  config: Config;
  logger: Logger;
  storage: Storage;
  api: PublisherApi;
  /** Counters for GET /metrics; absent in tests that build a bot by hand, so count with `?.`. */
  metrics?: Metrics;
}

export interface DepsFlavor {
  deps: BotDeps;
  /** A logger child that carries the update id. */
  log: Logger;
  /** This bot's commands, in menu order (for /help). */
  commands: readonly string[];
}

/**
 * What every piece of the bot sees: deps, speech (texts, language, zone), logger. Wizards get exactly this (the plugins are
 * re-installed inside them); formatters and keyboards ask for no more.
 */
export type BotContext = Context & SpeechFlavor & DepsFlavor;

/** A feature handler's context: BotContext plus `ctx.conversation`, to enter and leave wizards. */
export type HandlerContext = ConversationFlavor<BotContext>;
