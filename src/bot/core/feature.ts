import type { createConversation } from "@grammyjs/conversations";
import type { Composer } from "grammy";
import type { Config } from "../../config.js";
import type { Job } from "../../jobs/scheduler.js";
import type { Receiver } from "../../server/receivers.js";
import type { Storage } from "../../storage/index.js";
import type { BotContext, BotDeps, HandlerContext } from "./context.js";
import { SHOWN_KIND } from "./edit-in-place.js";
import { RETRY_KIND } from "./retry.js";

/** A wizard's body, as @grammyjs/conversations runs it. */
export type Wizard = Parameters<typeof createConversation<HandlerContext, BotContext>>[0];

/** What a feature's jobs and receivers are built with: the bot's deps and the job settings. */
export interface JobDeps extends BotDeps {
  settings: Pick<
    Config,
    | "digestTickCron"
    | "lostOrderPollCron"
    | "digestApiConcurrency"
    | "telegramSendRate"
    | "autopostPollCron"
    | "autopostChannelRate"
    | "watchTickCron"
    | "watchCheckMinutes"
    | "inbox"
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
  /**
   * The kinds of button its composer answers (its commands' menu buttons count without being
   * listed): a press goes to it first (core/feature-routes.ts), whatever answered before.
   */
  buttons?: readonly { readonly prefix: string }[];
  /** Its wizards, under the names handlers open them by (`enterWizard(ctx, name)`, wizard/enter.ts). */
  wizards?: Readonly<Record<string, (deps: BotDeps) => Wizard>>;
  /**
   * What runs beside the bot's updates, built once per bot: its periodic jobs and the HTTP
   * endpoints it adds to the bot's server (mounted by startServer, polling mode too). One call,
   * so a job and a receiver can share a service the feature makes here.
   */
  start?: (deps: JobDeps) => FeatureRuntime;
  /**
   * What removing an account (and /disconnect, for each) wipes besides its records (which go by
   * kind, automatically); runs before those, so the account's credentials can still be used
   * (`deps`) to undo things. `accountId` keys the account's data (accounts.ts).
   */
  onForget?: (storage: Storage, accountId: number, deps: BotDeps) => Promise<void>;
  /**
   * The kinds of record it keeps per person (`storage.records(kind)` keyed by the Telegram user:
   * what their chat shows, their own settings), not per account: removing one account keeps them,
   * /disconnect wipes them. Every other kind is an account's, wiped with the account.
   */
  personKinds?: readonly string[];
  /** What /disconnect wipes of the person's own (kept when one of their accounts is removed). */
  onForgetPerson?: (storage: Storage, userId: number, deps: BotDeps) => Promise<void>;
  /**
   * Prefixes of its buttons that it posts into groups itself and that work there (it checks who
   * pressed them); every other button answers in private chats only.
   */
  groupButtons?: readonly string[];
  /** Commands it answers in groups itself (deciding there what may be shown). */
  groupCommands?: readonly string[];
  /**
   * Its composer sees the commands and buttons it declares before the wizards do (/cancel must
   * reach past a waiting question), and no other update; it cannot enter a wizard: a wizard is
   * entered from a composer installed after it.
   */
  beforeWizards?: boolean;
}

export interface FeatureRuntime {
  jobs?: Job[];
  receivers?: Receiver[];
}

/**
 * Every kind of record keyed by the person: the features' own, and the core's (what a message
 * shows, a failed command for Try again), which every feature's chat has.
 */
export function personKindsOf(features: readonly Feature[]): string[] {
  return [...new Set([SHOWN_KIND, RETRY_KIND, ...features.flatMap((f) => f.personKinds ?? [])])];
}

/** Every command of these features, in menu order. */
export function commandsOf(features: readonly Feature[]): string[] {
  return features.flatMap((feature) => feature.commands ?? []);
}
