import type { Context, MiddlewareFn, Transformer } from "grammy";
import type { Metrics } from "../../server/metrics.js";
import type { Locks } from "../../storage/index.js";

/** "message", "callback_query", …: the one field of an update besides its id. */
export function updateKind(update: object): string {
  return Object.keys(update).find((key) => key !== "update_id") ?? "unknown";
}

/** Counts every update by kind and times its handling. */
export function countUpdates(metrics: Metrics): MiddlewareFn<Context> {
  return async (ctx, next) => {
    const kind = updateKind(ctx.update);
    const started = performance.now();
    try {
      await next();
    } finally {
      metrics.updates.inc({ kind });
      metrics.updateSeconds.observe({ kind }, (performance.now() - started) / 1000);
    }
  };
}

/** Counts Telegram's 429 answers (see installApiDefaults for where it sits). */
export function countFloodWaits(metrics: Metrics): Transformer {
  return async (previous, method, payload, signal) => {
    const result = await previous(method, payload, signal);
    if (!result.ok && result.error_code === 429) metrics.telegram429.inc({ method });
    return result;
  };
}

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
