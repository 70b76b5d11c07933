import type { Context, MiddlewareFn } from "grammy";
import { inProcessLocks, type Locks } from "../../storage/index.js";

/**
 * Holds a chat's lock while its update is handled, so two instances never run one chat's updates
 * at once (`sequentialize` orders them within one process only).
 */
export function lockPerOwner(
  locks: Locks,
  owner: (ctx: Context) => string | undefined,
): MiddlewareFn<Context> {
  // One process alone: `sequentialize` already orders a chat's updates, and nothing is to hold.
  if (locks === inProcessLocks) return (_ctx, next) => next();
  return (ctx, next) => {
    const key = owner(ctx);
    return key === undefined ? next() : locks.hold(`chat:${key}`, next);
  };
}
