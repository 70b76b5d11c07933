/**
 * Reads a file a publisher sent away from the bot: in a worker thread with its own memory limit
 * and a deadline, a few files at a time, so a file built to exhaust memory or time stops its own
 * reading and every chat goes on being answered.
 */
import { Worker } from "node:worker_threads";
import { refuse, type TableAnswer } from "./limits.js";

/** The reading's own heap; a table of 2,000 orders needs a fraction of it. */
const WORKER_HEAP_MB = 32;
/** The longest a reading may take. */
const DEADLINE_MS = 15_000;
/** Files read at once; more wait their turn. */
const AT_ONCE = 2;

/** From source (tests, the demo), the worker is TypeScript and loads through tsx. */
const source = import.meta.url.endsWith(".ts");
const workerUrl = new URL(`./worker.${source ? "ts" : "js"}`, import.meta.url);

let reading = 0;
const waiting: (() => void)[] = [];

export async function readTable(bytes: Uint8Array, fileName: string): Promise<TableAnswer> {
  if (reading >= AT_ONCE) await new Promise<void>((turn) => waiting.push(turn));
  reading++;
  try {
    return await readInWorker(bytes, fileName);
  } finally {
    reading--;
    waiting.shift()?.();
  }
}

function readInWorker(bytes: Uint8Array, fileName: string): Promise<TableAnswer> {
  return new Promise((resolve) => {
    const worker = new Worker(workerUrl, {
      workerData: { bytes, fileName },
      execArgv: source ? ["--import", "tsx"] : [],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 4 },
      stdout: true,
      stderr: true,
    });
    const deadline = setTimeout(() => finish(refuse("too-heavy")), DEADLINE_MS);
    function finish(answer: TableAnswer): void {
      clearTimeout(deadline);
      resolve(answer);
      void worker.terminate();
    }
    worker.once("message", (answer: TableAnswer) => finish(answer));
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash: the file is refused, the bot goes on.
    worker.once("error", () => finish(refuse("too-heavy")));
    worker.once("exit", () => finish(refuse("too-heavy")));
  });
}
