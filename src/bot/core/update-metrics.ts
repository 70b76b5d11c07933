import type { Context, MiddlewareFn } from "grammy";
import type { Metrics } from "../../metrics/index.js";

/** "message", "callback_query", …: the one field of an update besides its id. */
export function updateKind(update: object): string {
  return Object.keys(update).find((key) => key !== "update_id") ?? "unknown";
}

/** Counts every update by kind and times its handling. */
export function countUpdates(metrics: Metrics): MiddlewareFn<Context> {
  const byKind = new Map<string, { count: { inc(): void }; time: { observe(s: number): void } }>();
  const seriesOf = (kind: string) => {
    let series = byKind.get(kind);
    if (!series) {
      const labels = { kind };
      series = {
        count: metrics.updates.labels(labels),
        time: metrics.updateSeconds.labels(labels),
      };
      byKind.set(kind, series);
    }
    return series;
  };
  return (ctx, next) => {
    const started = performance.now();
    const counted = () => {
      const { count, time } = seriesOf(updateKind(ctx.update));
      count.inc();
      time.observe((performance.now() - started) / 1000);
    };
    const handled = next();
    handled.then(counted, counted);
    return handled;
  };
}
