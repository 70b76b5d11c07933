import type { Context, MiddlewareFn } from "grammy";
import type { Metrics } from "../../metrics/index.js";

/** "message", "callback_query", …: the one field of an update besides its id. */
export function updateKind(update: object): string {
  return Object.keys(update).find((key) => key !== "update_id") ?? "unknown";
}

/** Counts every update by kind and times its handling. */
export function countUpdates(metrics: Metrics): MiddlewareFn<Context> {
  return (ctx, next) => {
    const labels = { kind: updateKind(ctx.update) };
    const started = performance.now();
    const counted = () => {
      metrics.updates.inc(labels);
      metrics.updateSeconds.observe(labels, (performance.now() - started) / 1000);
    };
    const handled = next();
    handled.then(counted, counted);
    return handled;
  };
}
