/**
 * The bot as a process: starts the app from the environment and the command line, and stops it
 * on SIGTERM or SIGINT. Loaded by main.ts once the Node version is known to be supported.
 */
import { type App, startApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { StartupError } from "./startup/error.js";

/**
 * How long a stop may take before the process exits anyway: within Docker's and compose's grace
 * (30 s here). Updates not yet handled stay in the inbox, digests not sent keep their marks unset.
 */
const STOP_WITHIN_MS = 20_000;

let app: App | undefined;
let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  // Still starting (waiting for Telegram or Redis, perhaps for a minute): nothing to finish yet.
  if (!app) process.exit(0);
  const running = app;
  running.logger.info({ signal }, "shutting down");
  setTimeout(() => {
    running.logger.warn({ afterMs: STOP_WITHIN_MS }, "stopped with work unfinished");
    process.exit(1);
  }, STOP_WITHIN_MS).unref();
  await running.stop();
  process.exit(0);
};
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

try {
  app = await startApp(loadConfig(process.env, process.argv.slice(2)));
} catch (error) {
  // Both say what to change; a stack trace would only bury that.
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
