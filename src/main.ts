import { startApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";

try {
  const app = await startApp(loadConfig());
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.logger.info({ signal }, "shutting down");
    await app.stop();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
