import { type App, startApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { StartupError } from "./startup/error.js";

let app: App | undefined;
let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  // Still starting (waiting for Telegram or Redis, perhaps for a minute): nothing to finish yet.
  if (!app) process.exit(0);
  app.logger.info({ signal }, "shutting down");
  await app.stop();
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
