import type { Context, MiddlewareFn } from "grammy";
import type { Locks } from "../../storage/index.js";

/**
 * Holds a chat's lock while its update is handled, so two instances never run one chat's updates
 * at once (`sequentialize` orders them within one process only).
 */
export function lockPerOwner(
  locks: Locks,
  owner: (ctx: Context) => string | undefined,
): MiddlewareFn<Context> {
  return (ctx, next) => {
    const key = owner(ctx);
    return key === undefined ? next() : locks.hold(`chat:${key}`, next);
  };
}
