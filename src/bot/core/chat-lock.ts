import type { Context, MiddlewareFn } from "grammy";
import { inProcessLocks, type Locks } from "../../storage/index.js";

/**
 * Holds a chat's lock while its update is handled, so two instances (Redis mode, behind one
 * webhook) never run one chat's updates at once: the runner's `sequentialize`, installed before
 * it, orders them within one process only, and a wizard's state read by one instance must not be
 * read by another before the first has written it. Embedded mode has one process and nothing to
 * hold.
 */
export function lockPerOwner(
  locks: Locks,
  owner: (ctx: Context) => string | undefined,
): MiddlewareFn<Context> {
  if (locks === inProcessLocks) return (_ctx, next) => next();
  return (ctx, next) => {
    const key = owner(ctx);
    return key === undefined ? next() : locks.hold(`chat:${key}`, next);
  };
}
