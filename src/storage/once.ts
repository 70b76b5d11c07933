import { randomUUID } from "node:crypto";
import type Keyv from "keyv";
import type { RedisCommands } from "./keyv.js";

/**
 * "Do this once": the first caller to claim a key wins until the mark expires. Digests and
 * status pushes claim before they send, so a crash or a second instance never sends twice.
 */
export interface OnceMarks {
  claim(key: string, ttlMs: number): Promise<boolean>;
  /**
   * `claim`, and a way to let go: a send that failed releases its mark, so the work stays due
   * (and still only one instance at a time can hold it). Undefined when another holds the key.
   */
  hold(key: string, ttlMs: number): Promise<OnceHold | undefined>;
}

export interface OnceHold {
  release(): Promise<void>;
  /**
   * The work is done: the mark now holds for `ttlMs` (a push claims for minutes while it sends,
   * then keeps the mark for days, so a crash mid-send leaves the push due, not lost).
   */
  confirm(ttlMs: number): Promise<void>;
}

/** Deletes the mark only while it still holds our token (it may have expired and been retaken). */
const RELEASE_SCRIPT =
  'if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("DEL", KEYS[1]) else return 0 end';
/** Extends the mark only while it still holds our token. */
const CONFIRM_SCRIPT =
  'if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("PEXPIRE", KEYS[1], ARGV[2]) else return 0 end';

export class RedisOnceMarks implements OnceMarks {
  constructor(private readonly redis: RedisCommands) {}

  async claim(key: string, ttlMs: number): Promise<boolean> {
    return (await this.hold(key, ttlMs)) !== undefined;
  }

  async hold(key: string, ttlMs: number): Promise<OnceHold | undefined> {
    // A unique value tells our own SET apart from another instance's: when a restart swallowed
    // the reply and the command was repeated, the mark already holding our value is ours.
    const mark = `pbot:once:${key}`;
    const token = randomUUID();
    const answer = await this.redis.sendCommand(["SET", mark, token, "NX", "PX", String(ttlMs)]);
    const ours = answer === "OK" || (await this.redis.sendCommand(["GET", mark])) === token;
    if (!ours) return undefined;
    return {
      release: async () => {
        await this.redis.sendCommand(["EVAL", RELEASE_SCRIPT, "1", mark, token]);
      },
      confirm: async (keepMs) => {
        const kept = await this.redis.sendCommand([
          "EVAL",
          CONFIRM_SCRIPT,
          "1",
          mark,
          token,
          String(keepMs),
        ]);
        // Expired and retaken meanwhile (a send longer than the claim): set it for good anyway.
        if (Number(kept) !== 1)
          await this.redis.sendCommand(["SET", mark, token, "PX", String(keepMs)]);
      },
    };
  }
}

/** Embedded mode: a single process, so an in-process check before the write is atomic. */
export class KeyvOnceMarks implements OnceMarks {
  private readonly pending = new Set<string>();

  constructor(private readonly keyv: Keyv) {}

  async claim(key: string, ttlMs: number): Promise<boolean> {
    return (await this.hold(key, ttlMs)) !== undefined;
  }

  async hold(key: string, ttlMs: number): Promise<OnceHold | undefined> {
    if (this.pending.has(key)) return undefined;
    this.pending.add(key);
    try {
      if (await this.keyv.get(`once:${key}`)) return undefined;
      await this.keyv.set(`once:${key}`, 1, ttlMs);
      return {
        release: async () => {
          await this.keyv.delete(`once:${key}`);
        },
        confirm: async (keepMs) => {
          await this.keyv.set(`once:${key}`, 1, keepMs);
        },
      };
    } finally {
      this.pending.delete(key);
    }
  }
}
