/**
 * The wizards see an update only when one of them is waiting in its chat. The conversations plugin
 * passes every update through each wizard's middleware (a fifth of a cached command's time with
 * ours), though that middleware only registers the wizard when none is waiting. So: a chat with a
 * wizard waiting goes through them all, as the plugin intends; any other update skips them, and a
 * handler that enters a wizard registers them all first, once, just before.
 */
import { Composer, type Middleware, type MiddlewareFn } from "grammy";
import type { HandlerContext } from "../core/context.js";

export function wizardsOnDemand(
  wizards: readonly Middleware<HandlerContext>[],
): MiddlewareFn<HandlerContext> {
  const chain = new Composer<HandlerContext>(...wizards).middleware();
  const nothing = async () => {};
  return (ctx, next) => {
    if (Object.keys(ctx.conversation.active()).length > 0) return chain(ctx, next);
    const controls = ctx.conversation;
    const enter = controls.enter.bind(controls);
    let registered: Promise<unknown> | undefined;
    // Each wizard's middleware registers it, finds it not waiting and calls on: to `nothing`.
    controls.enter = async (name, ...args) => {
      registered ??= Promise.resolve(chain(ctx, nothing));
      await registered;
      return enter(name, ...args);
    };
    return next();
  };
}
