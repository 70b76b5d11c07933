/**
 * The wizards cost an update nothing unless one of them is waiting in its chat.
 *
 * The conversations plugin reads a chat's wizard state and sets up its controls on every update,
 * and passes every update through each wizard's middleware (a fifth of a cached command's time
 * with ours), though that middleware only registers the wizard when none is waiting. So:
 * - a chat with a wizard waiting gets the plugin and all the wizards, as the plugin intends;
 * - any other chat gets idle controls (nothing active, nothing to exit), and when a handler enters
 *   a wizard, the plugin runs there and then around the entering, with the wizards registered
 *   first: it reads the (empty) state, enters, and saves what the wizard asked.
 */
import type { ConversationControls } from "@grammyjs/conversations";
import { Composer, type Middleware, type MiddlewareFn } from "grammy";
import type { HandlerContext } from "../core/context.js";

export interface WizardsOnDemand {
  /** Where the conversations plugin goes: the plugin for a chat with a wizard waiting. */
  plugin: MiddlewareFn<HandlerContext>;
  /** Where the wizards go: all of them for a chat with one waiting. */
  wizards: MiddlewareFn<HandlerContext>;
}

export function wizardsOnDemand(
  plugin: MiddlewareFn<HandlerContext>,
  wizards: readonly Middleware<HandlerContext>[],
  waiting: (ctx: HandlerContext) => Promise<boolean>,
): WizardsOnDemand {
  const chain = new Composer<HandlerContext>(...wizards).middleware();
  const nothing = async () => {};
  // Each wizard's middleware registers it, finds it not waiting and calls on: to `nothing`.
  const registerAll = (ctx: HandlerContext) => chain(ctx, nothing);
  const enterNow = (ctx: HandlerContext, name: string, args: unknown[]) =>
    plugin(ctx, async () => {
      await registerAll(ctx);
      await ctx.conversation.enter(name, ...args);
    }) as Promise<void>;

  return {
    plugin: (ctx, next) =>
      waiting(ctx).then((waits) => {
        if (waits) return plugin(ctx, next);
        ctx.conversation = new IdleControls(ctx, enterNow);
        return next();
      }),
    wizards: (ctx, next) => {
      const controls = ctx.conversation;
      if (idle(controls)) return next();
      if (Object.keys(controls.active()).length > 0) return chain(ctx, next);
      // The plugin ran (a wizard was waiting) but none is now (/cancel ended it): a handler
      // that enters one registers them all first, once.
      const enter = controls.enter.bind(controls);
      let registered: Promise<unknown> | undefined;
      controls.enter = async (name, ...args) => {
        registered ??= Promise.resolve(registerAll(ctx));
        await registered;
        return enter(name, ...args);
      };
      return next();
    },
  };
}

/** True for the controls of a chat where no wizard waits (and none was entered since). */
export function idle(controls: ConversationControls): boolean {
  return controls instanceof IdleControls;
}

/** A chat's controls while no wizard waits there: nothing active, nothing to exit. */
class IdleControls implements ConversationControls {
  constructor(
    private readonly ctx: HandlerContext,
    private readonly enterNow: (
      ctx: HandlerContext,
      name: string,
      args: unknown[],
    ) => Promise<void>,
  ) {}

  /** Runs the plugin there and then, around the entering. */
  enter(name: string, ...args: unknown[]): Promise<void> {
    return this.enterNow(this.ctx, name, args);
  }

  async exit(): Promise<void> {}

  async exitAll(): Promise<void> {}

  async exitOne(): Promise<void> {}

  active(): Record<string, number>;
  active(name: string): number;
  active(name?: string): Record<string, number> | number {
    return name === undefined ? {} : 0;
  }
}
