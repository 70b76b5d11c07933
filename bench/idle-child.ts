/**
 * The bot's side of bench/idle.ts, in a process of its own: the whole app as `npm start` runs it
 * (polling, an empty SQLite store, jobs scheduled), left idle, then measured. Prints its report as
 * the last line of output.
 */
import { join } from "node:path";
import { Writable } from "node:stream";
import { startApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";

const MB = 1024 * 1024;
/** Long enough for start-up garbage and the first long polls to settle. */
const SETTLE_MS = 3000;

export interface IdleEnv {
  apiRoot: string;
  token: string;
  dataDir: string;
  port: number;
}

export interface IdleReport {
  /** right after start-up */
  rssStarted: number;
  /** after SETTLE_MS idle */
  rssSettled: number;
  /** after a full collection: what an idle bot comes down to */
  rssAfterGc: number;
  heapAfterGc: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runIdle(env: IdleEnv): Promise<IdleReport> {
  const config = loadConfig({
    BOT_TOKEN: env.token,
    TELEGRAM_API_ROOT: env.apiRoot,
    // Never called while idle.
    PUBLISHER_API_URL: "http://127.0.0.1:9",
    STORAGE_URL: `sqlite://${join(env.dataDir, "bot.sqlite")}`,
    SECRET_KEY: Buffer.alloc(32, 7).toString("base64"),
    PORT: String(env.port),
    LOG_LEVEL: "warn",
  });
  const app = await startApp(config, {
    logDestination: new Writable({ write: (_c, _e, done) => done() }),
  });
  const rssStarted = process.memoryUsage().rss / MB;
  await sleep(SETTLE_MS);
  const rssSettled = process.memoryUsage().rss / MB;
  (globalThis as { gc?: () => void }).gc?.();
  await sleep(200);
  const usage = process.memoryUsage();
  await app.stop();
  return { rssStarted, rssSettled, rssAfterGc: usage.rss / MB, heapAfterGc: usage.heapUsed / MB };
}

const childEnv = process.env.BENCH_IDLE_CHILD;
if (childEnv) {
  const report = await runIdle(JSON.parse(childEnv) as IdleEnv);
  process.stdout.write(`\n${JSON.stringify(report)}\n`);
  process.exit(0);
}
