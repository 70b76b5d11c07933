import type KeyvRedis from "@keyv/redis";
import { reason, StartupError } from "../startup/error.js";
import { isTransportFailure } from "./redis-retry.js";
import type { StoreWaiting } from "./store.js";

/** Host and port only: the URL may carry a password. */
export function redisAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "6379"}`;
  } catch {
    return "STORAGE_URL";
  }
}

/**
 * The first connection, bounded: the client alone would retry forever in silence. Redis not up
 * yet (a compose start, a restart) is said at once and waited for; an answer that refuses us
 * (a wrong password) ends the start at once.
 */
export async function connectRedis(
  store: KeyvRedis<unknown>,
  url: string,
  { waitMs, logger }: StoreWaiting,
): Promise<unknown> {
  const where = redisAddress(url);
  let told = false;
  let onError: (error: unknown) => void = () => undefined;
  const refused = new Promise<never>((_, reject) => {
    onError = (error) => {
      if (!waitable(error))
        reject(new StartupError(`Redis at ${where} refused (${reason(error)})`));
      else if (!told) {
        told = true;
        logger?.warn(`waiting for Redis at ${where}, retrying (for up to ${waitMs / 1000} s)`);
      }
    };
  });
  store.on("error", onError);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const problem = `Redis at ${where} did not answer for ${waitMs / 1000} s (STARTUP_WAIT_MS)`;
      reject(new StartupError(`${problem}; start it, or check STORAGE_URL`));
    }, waitMs);
  });
  try {
    return await Promise.race([store.getClient(), refused, late]);
  } catch (error) {
    // Stops the client's own reconnecting, or the process would not exit.
    await store.disconnect().catch(() => undefined);
    throw error instanceof StartupError
      ? error
      : new StartupError(`Redis at ${where}: ${reason(error)}`);
  } finally {
    clearTimeout(timer);
    store.off("error", onError);
  }
}

/** Not there yet (refused, reset, a name not resolving yet) rather than an answer that says no. */
function waitable(error: unknown): boolean {
  return isTransportFailure(error) || typeof (error as NodeJS.ErrnoException)?.code === "string";
}
