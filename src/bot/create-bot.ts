import { conversations } from "@grammyjs/conversations";
import { sequentialize } from "@grammyjs/runner";
import { Bot, type Context } from "grammy";
import type { UserFromGetMe } from "grammy/types";
import { AnswerOnce } from "./core/answer-once.js";
import { jobTelegram, sendDeadline, UPDATE_SEND_DEADLINE_MS } from "./core/api-defaults.js";
import { attachDeps, botContextOf } from "./core/bot-context.js";
import { ChatActions } from "./core/chat-action.js";
import { lockPerOwner } from "./core/chat-lock.js";
import type { BotContext, BotDeps, BotParts, HandlerContext } from "./core/context.js";
import { answerError } from "./core/error-boundary.js";
import { commandsOf, type Feature, personKindsOf } from "./core/feature.js";
import { ownUpdatesOnly, routedFeatures } from "./core/feature-routes.js";
import { InFlight } from "./core/in-flight.js";
import { Memos } from "./core/memos.js";
import { privateOnly } from "./core/private-only.js";
import { senderMiddleware } from "./core/sender.js";
import { unhandled } from "./core/unhandled.js";
import { dropMalformedUpdates } from "./core/update-guard.js";
import { countUpdates } from "./core/update-metrics.js";
import { Outbox } from "./outbox/outbox.js";
import { Charts } from "./reports/chart.js";
import { noteOwnMessages } from "./wizard/own-messages.js";
import { pauseNotice } from "./wizard/pause.js";
import { Wizards } from "./wizard/registry.js";
import { SHELF_KIND } from "./wizard/shelf.js";
import { conversationStorage } from "./wizard/storage.js";
import { enterNext } from "./wizard/then.js";

export interface CreateBotOptions {
  /** FEATURES in the app; a test may build a bot with others. */
  features: readonly Feature[];
  /** Skips the getMe call on start (tests, benchmarks). */
  botInfo?: UserFromGetMe;
}

/** Updates of one chat (or, for inline queries, one user) are handled one at a time, in order. */
function updateOwner(ctx: Context): string | undefined {
  return ctx.chat?.id.toString() ?? ctx.from?.id.toString();
}

export function createBot(parts: BotParts, options: CreateBotOptions) {
  const { features } = options;
  const commands = commandsOf(features);
  const client = { apiRoot: parts.config.telegramApiRoot };
  const telegram = jobTelegram(parts.config.botToken, client, parts.metrics, parts.stopping);
  // This bot's services, handed to every feature through `deps`: no module-level instances.
  const wizards = new Wizards();
  const deps: BotDeps = {
    ...parts,
    outbox: new Outbox(
      telegram,
      { perSecond: parts.config.telegramSendRate },
      parts.logger,
      parts.storage.once,
      parts.metrics,
      parts.config.pushSendingMs,
    ),
    charts: new Charts(),
    now: parts.clock ?? (() => new Date()),
    memos: new Memos(),
    wizards,
  };
  wizards.add(features, deps);
  const bot = new Bot<HandlerContext>(parts.config.botToken, {
    client,
    botInfo: options.botInfo,
    ContextConstructor: botContextOf(deps, commands),
  });
  const answerOnce = new AnswerOnce();
  const chatActions = new ChatActions();
  // What watches an update's calls, inside its send rules.
  const answersSeen = [answerOnce.transformer, chatActions.transformer];

  deps.storage.keepPerPerson([...personKindsOf(features), SHELF_KIND]);

  const inFlight = new InFlight();
  const groupButtons = features.flatMap((feature) => feature.groupButtons ?? []);
  const groupCommands = features.flatMap((feature) => feature.groupCommands ?? []);
  bot.use(inFlight.middleware, dropMalformedUpdates, answerOnce.middleware);
  if (deps.metrics) bot.use(countUpdates(deps.metrics));
  // A chat's updates one at a time, in order: within this process by the runner's sequentialize,
  // across instances (Redis) by the chat's lock as well (chat-lock.ts).
  bot.use(sequentialize(updateOwner), lockPerOwner(deps.storage.locks, updateOwner));
  bot.use(chatActions.middleware);
  // From here on (the update's turn has come), its sends follow the rules (api-defaults.ts),
  // flood waits honoured up to one deadline; answers seen by answer-once and chat actions.
  bot.use((ctx, next) => {
    sendDeadline(ctx, UPDATE_SEND_DEADLINE_MS, deps.metrics, ...answersSeen);
    return next();
  });
  bot.use(senderMiddleware, privateOnly(commands, groupButtons, groupCommands));
  bot.use(
    conversations<HandlerContext, BotContext>({
      storage: conversationStorage(deps.storage),
      // A wizard's own contexts get what the bot's middleware gives the bot's, and note the
      // messages the wizard puts its buttons on (own-messages.ts).
      plugins: (conversation) => [
        (ctx, next) => {
          sendDeadline(ctx, UPDATE_SEND_DEADLINE_MS, deps.metrics, answerOnce.transformer);
          return next();
        },
        attachDeps(deps, commands),
        senderMiddleware,
        noteOwnMessages(conversation),
      ],
    }),
  );
  // An error in a feature or a wizard is answered there (error-boundary.ts) and goes no further.
  const answered = bot.errorBoundary(answerError);
  // What must reach past a waiting wizard's question: /cancel.
  answered.use(ownUpdatesOnly(features.filter((feature) => feature.beforeWizards)));
  answered.use(pauseNotice);
  // A wizard waiting in the chat gets the update before the features (registry.ts).
  answered.use(wizards.waiting);
  answered.use(enterNext);
  answered.use(
    routedFeatures(
      features.filter((feature) => !feature.beforeWizards),
      unhandled,
    ),
  );
  for (const feature of features) {
    const forget = feature.onForget;
    if (forget) deps.storage.onForget(feature.name, (id) => forget(deps.storage, id, deps));
    const forgetPerson = feature.onForgetPerson;
    if (forgetPerson)
      deps.storage.onForget(
        `${feature.name}:person`,
        (userId) => forgetPerson(deps.storage, userId, deps),
        "person",
      );
  }
  bot.catch((error) => deps.logger.error({ err: error.error }, "update failed outside features"));
  return { bot, inFlight, telegram, deps };
}

export type PublisherBot = ReturnType<typeof createBot>["bot"];
