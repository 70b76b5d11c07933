import type { Context, MiddlewareFn, Transformer } from "grammy";
import type { Metrics } from "../../metrics/index.js";

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
  return (previous, method, payload, signal) =>
    previous(method, payload, signal).then((result) => {
      if (!result.ok && result.error_code === 429) metrics.telegram429.inc({ method });
      return result;
    });
}
