import { randomUUID } from "node:crypto";
import type Keyv from "keyv";
import type { RedisCommands } from "./keyv.js";

/**
 * "Do this once": the first caller to claim a key wins until the mark expires. Digests and
 * status pushes claim before they send, so a crash or a second instance never sends twice.
 */
export interface OnceMarks {
  claim(key: string, ttlMs: number): Promise<boolean>;
}

export class RedisOnceMarks implements OnceMarks {
  constructor(private readonly redis: RedisCommands) {}

  async claim(key: string, ttlMs: number): Promise<boolean> {
    // A unique value tells our own SET apart from another instance's: when a restart swallowed
    // the reply and the command was repeated, the mark already holding our value is ours.
    const mark = `pbot:once:${key}`;
    const token = randomUUID();
    const answer = await this.redis.sendCommand(["SET", mark, token, "NX", "PX", String(ttlMs)]);
    if (answer === "OK") return true;
    return (await this.redis.sendCommand(["GET", mark])) === token;
  }
}

/** Embedded mode: a single process, so an in-process check before the write is atomic. */
export class KeyvOnceMarks implements OnceMarks {
  private readonly pending = new Set<string>();

  constructor(private readonly keyv: Keyv) {}

  async claim(key: string, ttlMs: number): Promise<boolean> {
    if (this.pending.has(key)) return false;
    this.pending.add(key);
    try {
      if (await this.keyv.get(`once:${key}`)) return false;
      await this.keyv.set(`once:${key}`, 1, ttlMs);
      return true;
    } finally {
      this.pending.delete(key);
    }
  }
}
