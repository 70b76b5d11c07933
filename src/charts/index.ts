/**
 * Charts for the bot: drawn on a worker thread, so hundreds of digests in a row leave the event
 * loop free for publishers' messages (a chart is ~25 ms of JavaScript and PNG encoding). Where a
 * worker cannot start (a runtime without the TypeScript loader), charts are drawn in-line.
 */
import { Worker } from "node:worker_threads";
import type { DailyChart } from "./daily.js";
import type { ChartAnswer, ChartRequest } from "./render-worker.js";

export type { DailyChart } from "./daily.js";

interface Pending {
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
let workerFailed = false;
let nextId = 1;
let drawnOnThread = 0;
const pending = new Map<number, Pending>();

/**
 * Compiled, the thread runs render-worker.js. From the TypeScript sources (tsx, the test runner)
 * a thread does not inherit the loader, so it registers tsx itself before importing the entry.
 */
function startWorker(): Worker {
  const source = import.meta.url.endsWith(".ts");
  const entry = new URL(source ? "./render-worker.ts" : "./render-worker.js", import.meta.url);
  const boot = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); })`;
  // A chart needs a few MB at a time: a small heap makes the thread collect its garbage (and
  // resvg's pixel buffers with it) early instead of growing by hundreds of MB in a fan-out.
  const resourceLimits = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 };
  const started = source
    ? new Worker(boot, { eval: true, resourceLimits })
    : new Worker(entry, { resourceLimits });
  started.on("message", (answer: ChartAnswer) => {
    const waiting = pending.get(answer.id);
    pending.delete(answer.id);
    if ("png" in answer) {
      drawnOnThread += 1;
      waiting?.resolve(Buffer.from(answer.png));
    } else waiting?.reject(new Error(answer.error));
  });
  started.on("error", () => stopWorker());
  started.on("exit", () => stopWorker());
  // After the listeners (a message listener would hold the process open again).
  started.unref();
  return started;
}

/** A worker that died takes its charts with it; they, and the next ones, are drawn in-line. */
function stopWorker(): void {
  workerFailed = true;
  worker = undefined;
  const orphans = [...pending.values()];
  pending.clear();
  for (const waiting of orphans) waiting.reject(new Error("chart worker stopped"));
}

async function inline(chart: DailyChart): Promise<Buffer> {
  const { renderDailyChart } = await import("./daily.js");
  return renderDailyChart(chart);
}

/** Clicks and commission per day as PNG bytes. */
export async function renderChart(chart: DailyChart): Promise<Buffer> {
  if (workerFailed) return inline(chart);
  worker ??= startWorker();
  const id = nextId++;
  const png = new Promise<Buffer>((resolve, reject) => pending.set(id, { resolve, reject }));
  worker.postMessage({ id, chart } satisfies ChartRequest);
  return png.catch(() => inline(chart));
}

/** How many charts the worker thread drew (the rest were drawn in-line). */
export function chartsDrawnOnThread(): number {
  return drawnOnThread;
}
