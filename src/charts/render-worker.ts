/** A thread that draws charts, so a digest fan-out does not block the bot's event loop. */
import { parentPort } from "node:worker_threads";
import { type DailyChart, renderDailyChart } from "./daily.js";

export interface ChartRequest {
  id: number;
  chart: DailyChart;
}

export type ChartAnswer = { id: number; png: Uint8Array } | { id: number; error: string };

/**
 * Two charts at a time: one rasterised on libuv's pool while the next one's SVG is built here.
 * More would only hold more 1.4 MB pixel buffers at once.
 */
const AT_ONCE = 2;
const queue: ChartRequest[] = [];
let drawing = 0;

async function draw(request: ChartRequest): Promise<ChartAnswer> {
  try {
    return { id: request.id, png: await renderDailyChart(request.chart) };
  } catch (error) {
    return { id: request.id, error: String(error) };
  }
}

function next(): void {
  while (drawing < AT_ONCE && queue.length > 0) {
    const request = queue.shift() as ChartRequest;
    drawing += 1;
    void draw(request).then((answer) => {
      drawing -= 1;
      parentPort?.postMessage(answer);
      next();
    });
  }
}

parentPort?.on("message", (request: ChartRequest) => {
  queue.push(request);
  next();
});
