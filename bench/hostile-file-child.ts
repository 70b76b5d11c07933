/**
 * The bot of bench/hostile-file.ts, in a process of its own so its memory is its own: the whole
 * app as `npm start` runs it (polling, SQLite), until the parent ends it. Prints "ready" once up.
 */
import { join } from "node:path";
import { Writable } from "node:stream";
import { startApp } from "../src/app.js";
// Loaded by URL at run time; imported here so the bench's compile emits it.
import "../src/bot/features/claims/batch/table/worker.js";
import { loadConfig } from "../src/config.js";

export interface HostileFileEnv {
  apiUrl: string;
  apiRoot: string;
  token: string;
  dataDir: string;
}

const env = JSON.parse(process.env.BENCH_HOSTILE_FILE_CHILD ?? "{}") as HostileFileEnv;
const config = loadConfig({
  BOT_TOKEN: env.token,
  TELEGRAM_API_ROOT: env.apiRoot,
  PUBLISHER_API_URL: env.apiUrl,
  STORAGE_URL: `sqlite://${join(env.dataDir, "bot.sqlite")}`,
  SECRET_KEY: Buffer.alloc(32, 7).toString("base64"),
  PORT: "0",
  LOG_LEVEL: "warn",
});
const app = await startApp(config, {
  logDestination: new Writable({ write: (_c, _e, done) => done() }),
});
process.once("SIGTERM", () => {
  void app.stop().then(() => process.exit(0));
});
console.log("ready");
