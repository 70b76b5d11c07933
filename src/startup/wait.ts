import type { Logger } from "../logger.js";
import { reason, StartupError } from "./error.js";

export interface WaitOptions {
  /** How long to keep trying (STARTUP_WAIT_MS). */
  waitMs: number;
  logger?: Logger;
  /** Failures worth waiting out (not there yet); any other failure is thrown at once. */
  waitable(error: unknown): boolean;
}

const FIRST_PAUSE_MS = 250;
const MAX_PAUSE_MS = 5_000;

/**
 * Runs `attempt` until it answers. The first failure is said at once ("waiting for …, retrying"),
 * so a start that hangs on a dependency is never silent; past the limit the start gives up with
 * one message instead of waiting forever.
 */
export async function waitFor<T>(
  what: string,
  attempt: () => Promise<T>,
  options: WaitOptions,
): Promise<T> {
  const deadline = Date.now() + options.waitMs;
  let told = false;
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, MAX_PAUSE_MS)) {
    try {
      return await attempt();
    } catch (error) {
      if (!options.waitable(error)) throw error;
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new StartupError(
          `${what} did not answer for ${options.waitMs / 1000} s (${reason(error)}); ` +
            "check that it is up and reachable, or raise STARTUP_WAIT_MS",
        );
      }
      if (!told)
        options.logger?.warn(
          `waiting for ${what}, retrying (for up to ${options.waitMs / 1000} s)`,
        );
      told = true;
      pause = Math.min(pause, left);
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}
