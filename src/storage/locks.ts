import { randomUUID } from "node:crypto";
import type { RedisCommands } from "./keyv.js";

/**
 * One holder at a time per key, across instances: behind a webhook a chat's next update may reach
 * another instance before the first one is handled, and a wizard's state must not be read by one
 * while the other is still writing it.
 */
export interface Locks {
  /** Runs `work` while holding `key`; waits for the holder to finish first. */
  hold<T>(key: string, work: () => Promise<T>): Promise<T>;
}

/** Embedded mode: one process, where the runner's `sequentialize` already orders a chat's updates. */
export const inProcessLocks: Locks = { hold: (_key, work) => work() };

/** A holder that died keeps the key this long at most. */
const LEASE_MS = 15_000;
const RENEW_MS = 5_000;
const POLL_MS = 15;
/** A chat waits this long for a stuck holder, then goes ahead rather than lose the update. */
const MAX_WAIT_MS = 2 * LEASE_MS;

const RELEASE = `if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("DEL", KEYS[1]) end return 0`;
const RENEW = `if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("PEXPIRE", KEYS[1], ARGV[2]) end return 0`;

/** SET NX PX with a token, renewed while the work runs, released only by its holder. */
export class RedisLocks implements Locks {
  constructor(private readonly redis: RedisCommands) {}

  async hold<T>(key: string, work: () => Promise<T>): Promise<T> {
    const name = `pbot:lock:${key}`;
    const token = randomUUID();
    const held = await this.acquire(name, token);
    if (!held) return work();
    const renewal = setInterval(() => {
      this.redis.sendCommand(["EVAL", RENEW, "1", name, token, String(LEASE_MS)]).catch(() => {
        // The lease runs out by itself if Redis is gone; nothing to clean up.
      });
    }, RENEW_MS);
    try {
      return await work();
    } finally {
      clearInterval(renewal);
      await this.redis.sendCommand(["EVAL", RELEASE, "1", name, token]).catch(() => undefined);
    }
  }

  private async acquire(name: string, token: string): Promise<boolean> {
    const deadline = Date.now() + MAX_WAIT_MS;
    while (Date.now() < deadline) {
      const answer = await this.redis.sendCommand([
        "SET",
        name,
        token,
        "NX",
        "PX",
        String(LEASE_MS),
      ]);
      if (answer === "OK") return true;
      // A reply lost to a Redis restart: the command was repeated and the key may already be ours.
      if ((await this.redis.sendCommand(["GET", name])) === token) return true;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return false;
  }
}
