import type { RedisCommands } from "./keyv.js";

/**
 * One pace per key shared by every instance: each caller reserves the next turn, at least `gapMs`
 * after the turn before it, and waits for it. A network's flood control counts a publisher's
 * calls, not one process's, so the turns of one network account are taken from one place.
 */
export interface Paces {
  /** Reserves the next turn of `key`; resolves with how many ms from now it starts (0: now). */
  turn(key: string, gapMs: number): Promise<number>;
  /** No turn of `key` starts sooner than `ms` from now (a 429's Retry-After, a backoff). */
  holdOff(key: string, ms: number): Promise<void>;
}

/** Idle keys go this long after their last turn. */
const KEEP_MS = 60_000;

/** Redis's own clock for every instance; the next free turn is kept in ms of that clock. */
const TURN = `
local t = redis.call("TIME")
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local free = tonumber(redis.call("GET", KEYS[1]) or "0")
local at = math.max(now, free)
redis.call("SET", KEYS[1], at + tonumber(ARGV[1]), "PX", at - now + tonumber(ARGV[1]) + tonumber(ARGV[2]))
return at - now`;

const HOLD_OFF = `
local t = redis.call("TIME")
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local free = tonumber(redis.call("GET", KEYS[1]) or "0")
local at = math.max(free, now + tonumber(ARGV[1]))
redis.call("SET", KEYS[1], at, "PX", at - now + tonumber(ARGV[2]))
return at - now`;

export class RedisPaces implements Paces {
  constructor(private readonly redis: RedisCommands) {}

  async turn(key: string, gapMs: number): Promise<number> {
    const gap = String(Math.max(0, Math.ceil(gapMs)));
    const args = ["EVAL", TURN, "1", `pbot:pace:${key}`, gap, String(KEEP_MS)];
    return Number(await this.redis.sendCommand(args));
  }

  async holdOff(key: string, ms: number): Promise<void> {
    const hold = String(Math.max(0, Math.ceil(ms)));
    await this.redis.sendCommand([
      "EVAL",
      HOLD_OFF,
      "1",
      `pbot:pace:${key}`,
      hold,
      String(KEEP_MS),
    ]);
  }
}

/** Embedded mode: one process, so its own monotonic clock. */
export class InProcessPaces implements Paces {
  private readonly free = new Map<string, number>();

  async turn(key: string, gapMs: number): Promise<number> {
    const now = performance.now();
    const at = Math.max(now, this.free.get(key) ?? 0);
    this.free.set(key, at + Math.max(0, gapMs));
    this.forgetIdle(now);
    return at - now;
  }

  async holdOff(key: string, ms: number): Promise<void> {
    const now = performance.now();
    this.free.set(key, Math.max(this.free.get(key) ?? 0, now + Math.max(0, ms)));
  }

  private forgetIdle(now: number): void {
    if (this.free.size < 1_000) return;
    for (const [key, free] of this.free) if (free + KEEP_MS < now) this.free.delete(key);
  }
}
