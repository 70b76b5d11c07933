import { Context, type Middleware } from "grammy";
import type { Logger } from "../../logger.js";
import type { BotContext, BotDeps, HandlerContext } from "./context.js";

/** The fields of DepsFlavor on a context: the bot's services, commands, and a logger made on use. */
function attach(ctx: Context, deps: BotDeps, commands: readonly string[]): void {
  const target = ctx as BotContext;
  target.deps = deps;
  target.commands = commands;
}

/**
 * The bot's context: every update's `ctx` is made with `deps` and `commands` already on it, and
 * `ctx.log` (a child logger with the update id) made when first used, on the prototype: no
 * middleware and no property defined per update (most updates log nothing).
 */
export function botContextOf(deps: BotDeps, commands: readonly string[]) {
  class PublisherContext extends Context {
    #log: Logger | undefined;

    constructor(...args: ConstructorParameters<typeof Context>) {
      super(...args);
      attach(this, deps, commands);
    }

    get log(): Logger {
      this.#log ??= deps.logger.child({ update_id: this.update.update_id });
      return this.#log;
    }
  }
  // The flavors' other fields (speech, account, conversation) are set by the bot's middleware.
  return PublisherContext as unknown as new (
    ...args: ConstructorParameters<typeof Context>
  ) => HandlerContext;
}

/**
 * The same fields on a context the bot did not make: a wizard's (the conversations plugin makes
 * its own plain contexts and re-runs its plugins on each).
 */
export function attachDeps(deps: BotDeps, commands: readonly string[]): Middleware<BotContext> {
  return (ctx, next) => {
    attach(ctx, deps, commands);
    let log: Logger | undefined;
    Object.defineProperty(ctx, "log", {
      get: () => (log ??= deps.logger.child({ update_id: ctx.update.update_id })),
      configurable: true,
    });
    return next();
  };
}
