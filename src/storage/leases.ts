import { randomUUID } from "node:crypto";
import type { RedisCommands } from "./keyv.js";

/**
 * Renewable leases: one holder of a key at a time across instances, for as long as it lives. The
 * holder renews its lease every third of its time; a holder that dies (SIGKILL) frees the key when
 * its last renewal runs out. Unlike `Locks`, nobody waits for a lease: who cannot take it leaves
 * the work to its holder (a batch of claims is filed by one loop, whoever asked for it).
 */
export interface Leases {
  /** The lease on `key`, renewed until released; undefined while another holds it. */
  take(key: string, ttlMs: number): Promise<Lease | undefined>;
}

export interface Lease {
  /**
   * Aborted once the lease may be another's: a renewal found the key gone or taken, or storage
   * could not be reached until the lease had run out. Released leases abort it too.
   */
  readonly lost: AbortSignal;
  release(): Promise<void>;
}

const RENEW = `if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("PEXPIRE", KEYS[1], ARGV[2]) end return 0`;
const RELEASE = `if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("DEL", KEYS[1]) end return 0`;

/** How a lease keeps itself: `renew` answers whether it still holds the key. */
function keptLease(
  ttlMs: number,
  renew: () => Promise<boolean>,
  release: () => Promise<void>,
): Lease {
  const lost = new AbortController();
  let renewedAt = performance.now();
  const timer = setInterval(() => {
    renew().then(
      (held) => {
        if (held) renewedAt = performance.now();
        else lost.abort(new Error("lease lost"));
      },
      () => {
        // Storage unreachable: the lease is ours until its last renewal runs out, no longer.
        if (performance.now() - renewedAt >= ttlMs) lost.abort(new Error("lease expired"));
      },
    );
  }, ttlMs / 3);
  timer.unref();
  return {
    lost: lost.signal,
    async release() {
      clearInterval(timer);
      if (!lost.signal.aborted) lost.abort(new Error("lease released"));
      await release();
    },
  };
}

/** Redis: SET NX PX with a token of our own, renewed and released only by its holder. */
export class RedisLeases implements Leases {
  constructor(private readonly redis: RedisCommands) {}

  async take(key: string, ttlMs: number): Promise<Lease | undefined> {
    const name = `pbot:lease:${key}`;
    const token = randomUUID();
    const ttl = String(Math.ceil(ttlMs));
    const answer = await this.redis.sendCommand(["SET", name, token, "NX", "PX", ttl]);
    // A reply lost to a reconnect: the command was repeated and the key may already be ours.
    if (answer !== "OK" && (await this.redis.sendCommand(["GET", name])) !== token)
      return undefined;
    return keptLease(
      ttlMs,
      async () =>
        Number(await this.redis.sendCommand(["EVAL", RENEW, "1", name, token, ttl])) === 1,
      async () => {
        await this.redis.sendCommand(["EVAL", RELEASE, "1", name, token]).catch(() => undefined);
      },
    );
  }
}

/**
 * Embedded mode: one process owns the SQLite file (sqlite-owner.ts), so leases live in its memory;
 * a process that died held none.
 */
export class InProcessLeases implements Leases {
  private readonly held = new Map<string, { token: string; until: number }>();

  async take(key: string, ttlMs: number): Promise<Lease | undefined> {
    const now = performance.now();
    const current = this.held.get(key);
    if (current && current.until > now) return undefined;
    const token = randomUUID();
    this.held.set(key, { token, until: now + ttlMs });
    return keptLease(
      ttlMs,
      async () => {
        const mine = this.held.get(key);
        if (mine?.token !== token) return false;
        mine.until = performance.now() + ttlMs;
        return true;
      },
      async () => {
        if (this.held.get(key)?.token === token) this.held.delete(key);
      },
    );
  }
}
