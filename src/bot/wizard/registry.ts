/**
 * The bot's wizards, each a conversation of @grammyjs/conversations, registered (their
 * `createConversation` middleware run) only on the updates that need them:
 * - a wizard waiting in the chat, before the features, so that its answer reaches it first
 *   (`waiting`, installed by create-bot.ts where the plugin's docs install conversations);
 * - a wizard a handler opens, as it is entered (`enter`, through wizard/enter.ts).
 * An update that neither answers nor opens a wizard (most of them) passes none of the
 * registrations, which the plugin would otherwise run for every wizard on every update.
 * Wizards are parallel in the plugin's sense, so one can open while another is set aside
 * (shelf.ts): a wizard set aside gets no update but its own "Back to the wizard".
 */
import { createConversation } from "@grammyjs/conversations";
import { Composer, type Context, type MiddlewareFn } from "grammy";
import type { BotContext, BotDeps, HandlerContext, WizardDoor } from "../core/context.js";
import type { Feature } from "../core/feature.js";
import { resumeButton } from "./pause.js";
import { setAside, shelvedWizards } from "./shelf.js";

type Registration = MiddlewareFn<HandlerContext>;

export class Wizards implements WizardDoor {
  /** Each wizard's registration, in FEATURES order (the order waiting ones are given updates). */
  private readonly byName = new Map<string, Registration>();
  /** The wizards each update has registered: the plugin takes a registration once an update. */
  private readonly registered = new WeakMap<Context, Set<string>>();

  /** Builds every feature's wizards with the bot's deps, under the names features enter them by. */
  add(features: readonly Feature[], deps: BotDeps): void {
    for (const feature of features) {
      for (const [name, build] of Object.entries(feature.wizards ?? {})) {
        this.byName.set(
          name,
          createConversation<HandlerContext, BotContext>(build(deps), { id: name, parallel: true }),
        );
      }
    }
  }

  /**
   * Gives the update to the wizards waiting in this chat, if any (most chats have none: the
   * update goes straight on).
   */
  readonly waiting: MiddlewareFn<HandlerContext> = (ctx, next) => {
    const active = ctx.conversation.active();
    if (Object.keys(active).length === 0) return next();
    return this.waitingIn(ctx, active).then((registrations) =>
      new Composer(...registrations).middleware()(ctx, next),
    );
  };

  /**
   * The registrations of the wizards waiting in this update's chat, those set aside left out; a
   * "Back to the wizard" goes to the wizard it names alone, which it takes down from the shelf
   * (setting aside the others).
   */
  private async waitingIn(
    ctx: HandlerContext,
    active: Record<string, number>,
  ): Promise<Registration[]> {
    let names = [...this.byName.keys()].filter((name) => (active[name] ?? 0) > 0);
    const data = ctx.callbackQuery?.data;
    const resume = data === undefined ? undefined : resumeButton.unpack(data);
    if (resume) {
      // Not open any more (finished, cancelled): the press goes on and ends expired.
      if (!names.includes(resume.wizard)) return [];
      await setAside(ctx, resume.wizard);
      names = [resume.wizard];
    } else {
      const shelved = await shelvedWizards(ctx);
      names = names.filter((name) => !shelved.includes(name));
    }
    for (const name of names) this.registeredIn(ctx).add(name);
    return names.map((name) => this.registration(name));
  }

  /** Registers the wizard for this update (unless it was) and enters it. */
  async enter(ctx: HandlerContext, name: string, args: unknown[]): Promise<void> {
    const open = () => ctx.conversation.enter(name, ...args);
    const names = this.registeredIn(ctx);
    if (names.has(name)) return open();
    names.add(name);
    // Not waiting (enterWizard checked): the registration passes the update on to `open`.
    await this.registration(name)(ctx, open);
  }

  private registration(name: string): Registration {
    const registration = this.byName.get(name);
    if (!registration) throw new Error(`No wizard is named ${name}`);
    return registration;
  }

  private registeredIn(ctx: Context): Set<string> {
    let names = this.registered.get(ctx);
    if (!names) {
      names = new Set();
      this.registered.set(ctx, names);
    }
    return names;
  }
}
