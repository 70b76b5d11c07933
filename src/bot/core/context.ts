import type { ConversationFlavor } from "@grammyjs/conversations";
import type { Context } from "grammy";
import type { Config } from "../../config.js";
import type { Logger } from "../../logger.js";
import type { Metrics } from "../../metrics/index.js";
import type { PublisherApi } from "../../publisher-api/index.js";
import type { Storage } from "../../storage/index.js";
import type { AccountFlavor } from "../accounts/active.js";
import type { HeadingFlavor } from "../accounts/label.js";
import type { Outbox } from "../outbox/outbox.js";
import type { Charts } from "../reports/chart.js";
import type { SpeechFlavor } from "../speech/middleware.js";
import type { Speeches } from "../speech/speech.js";
import type { Memos } from "./memos.js";

/** What the composition root (or a test) hands createBot. */
export interface BotParts {
  config: Config;
  logger: Logger;
  storage: Storage;
  api: PublisherApi;
  /** Counters for GET /metrics; absent in tests that build a bot by hand, so count with `?.`. */
  metrics?: Metrics;
  /** The time now; tests set it to stand at a given hour. */
  clock?: () => Date;
  /** How the app speaks: its texts and speeches, its own (speech/speech.ts). */
  speeches: Speeches;
  /** Aborted when the app stops: jobs' sends stop waiting for Telegram. */
  stopping?: AbortSignal;
}

/** What createBot builds once per bot and hands every feature (no module-level instances). */
export interface BotServices {
  /** every send outside an update, and the heavy ones inside: paced, gone chats one outcome */
  outbox: Outbox;
  /** stats pictures, a few rendered at a time */
  charts: Charts;
  /** the time now: `clock` when given, else the machine's */
  now: () => Date;
  /** what features remember for a while (lookups, the API's shared lists): this bot's own */
  memos: Memos;
  /** opens the features' wizards (wizard/registry.ts: registered when an update needs one) */
  wizards: WizardDoor;
}

/** How a handler opens a wizard by its name: wizard/enter.ts, through wizard/registry.ts. */
export interface WizardDoor {
  enter(ctx: HandlerContext, name: string, args: unknown[]): Promise<void>;
}

/** Everything the bot needs: its parts and its services. */
export interface BotDeps extends BotParts, BotServices {}

/** Per update: the wizard a wizard that halted on it handed over to (wizard/then.ts' `enterNext`). */
export interface HandOverFlavor {
  nextWizard?: string;
}

export interface DepsFlavor {
  deps: BotDeps;
  /** A logger child that carries the update id. */
  log: Logger;
  /** This bot's commands, in menu order (for /help). */
  commands: readonly string[];
}

/**
 * What every piece of the bot sees: deps, speech (texts, language, zone), the account it works on,
 * logger; and the update's own state, typed: its account heading (accounts/label.ts), the wizard a
 * halted one handed over to (wizard/then.ts). Wizards get exactly this (the plugins are
 * re-installed inside them); formatters and keyboards ask for no more.
 */
export type BotContext = Context &
  SpeechFlavor &
  AccountFlavor &
  DepsFlavor &
  HeadingFlavor &
  HandOverFlavor;

/** A feature handler's context: BotContext plus `ctx.conversation`, to enter and leave wizards. */
export type HandlerContext = ConversationFlavor<BotContext>;
