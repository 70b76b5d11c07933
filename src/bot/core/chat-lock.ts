import type { Context, MiddlewareFn } from "grammy";
import { InOrder } from "../../concurrency/in-order.js";
import { inProcessLocks, type Locks } from "../../storage/index.js";

/**
 * Holds a chat's lock while its update is handled, so two instances never run one chat's updates
 * at once (`inOrderPerOwner` orders them within one process only).
 */
export function lockPerOwner(
  locks: Locks,
  owner: (ctx: Context) => string | undefined,
): MiddlewareFn<Context> {
  // One process alone: `inOrderPerOwner` already orders a chat's updates, and nothing is to hold.
  if (locks === inProcessLocks) return (_ctx, next) => next();
  return (ctx, next) => {
    const key = owner(ctx);
    return key === undefined ? next() : locks.hold(`chat:${key}`, next);
  };
}

/**
 * A chat's updates handled one at a time, in the order they came, within this process: what the
 * runner's `sequentialize` does for one key, without its arrays and awaits on every update.
 */
export function inOrderPerOwner(
  owner: (ctx: Context) => string | undefined,
): MiddlewareFn<Context> {
  const updates = new InOrder();
  return (ctx, next) => {
    const key = owner(ctx);
    return key === undefined ? next() : updates.run(key, () => next());
  };
}
