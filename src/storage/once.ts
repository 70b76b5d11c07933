import { randomUUID } from "node:crypto";
import type Keyv from "keyv";
import type { RedisCommands } from "./keyv.js";
import { indexKey } from "./redis-owners.js";

/**
 * "Do this once": the first caller to claim a key wins until the mark expires. Pushes claim
 * before they send, so a crash or a second instance never sends twice.
 */
export interface OnceMarks {
  claim(key: string, ttlMs: number): Promise<boolean>;
  /**
   * `claim`, and a way to let go: a send that failed releases its mark, so the work stays due
   * (and still only one instance at a time can hold it). Undefined when another holds the key.
   */
  hold(key: string, ttlMs: number): Promise<OnceHold | undefined>;
  /**
   * `hold`, saying why not: "sending" while another holds it unconfirmed (in flight, or its
   * process died and the mark has not expired yet: try again later), "done" once confirmed.
   */
  take(key: string, ttlMs: number): Promise<OnceHold | "sending" | "done">;
}

export interface OnceHold {
  release(): Promise<void>;
  /**
   * The work is done: the mark now holds for `ttlMs` (a push claims for minutes while it sends,
   * then keeps the mark for days, so a crash mid-send leaves the push due, not lost).
   */
  confirm(ttlMs: number): Promise<void>;
  /**
   * Still sending: the mark holds `ttlMs` more from now, while it is still ours (a mark that
   * expired and was retaken meanwhile is left to its new holder).
   */
  renew(ttlMs: number): Promise<void>;
}

/** A held mark's value starts "s:", a confirmed one "d:". */
const SENDING = "s:";
const DONE = "d:";

/** Deletes the mark only while it still holds our token (it may have expired and been retaken). */
const RELEASE_SCRIPT =
  'if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("DEL", KEYS[1]) else return 0 end';
/** Extends the mark only while it still holds our token. */
const RENEW_SCRIPT =
  'if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("PEXPIRE", KEYS[1], ARGV[2]) else return 0 end';

export class RedisOnceMarks implements OnceMarks {
  constructor(private readonly redis: RedisCommands) {}

  async claim(key: string, ttlMs: number): Promise<boolean> {
    return (await this.hold(key, ttlMs)) !== undefined;
  }

  async hold(key: string, ttlMs: number): Promise<OnceHold | undefined> {
    const taken = await this.take(key, ttlMs);
    return typeof taken === "string" ? undefined : taken;
  }

  async take(key: string, ttlMs: number): Promise<OnceHold | "sending" | "done"> {
    // A unique value tells our own SET apart from another instance's: when a restart swallowed
    // the reply and the command was repeated, the mark already holding our value is ours.
    const mark = `pbot:once:${key}`;
    const token = `${SENDING}${randomUUID()}`;
    // Noted in the owner's index beside the claim (sent together): /disconnect finds it there.
    const note = (ms: number) => indexKey(this.redis, `once:${key}`, mark, ms);
    const [answer] = await Promise.all([
      this.redis.sendCommand(["SET", mark, token, "NX", "PX", String(ttlMs)]),
      note(ttlMs),
    ]);
    if (answer !== "OK") {
      const held = await this.redis.sendCommand(["GET", mark]);
      if (held !== token) return String(held ?? "").startsWith(SENDING) ? "sending" : "done";
    }
    return {
      release: async () => {
        await this.redis.sendCommand(["EVAL", RELEASE_SCRIPT, "1", mark, token]);
      },
      renew: async (more) => {
        await Promise.all([
          this.redis.sendCommand(["EVAL", RENEW_SCRIPT, "1", mark, token, String(more)]),
          note(more),
        ]);
      },
      confirm: async (keepMs) => {
        // Set whoever holds it now (it may have expired and been retaken): done is done.
        const done = `${DONE}${token.slice(SENDING.length)}`;
        await Promise.all([
          this.redis.sendCommand(["SET", mark, done, "PX", String(keepMs)]),
          note(keepMs),
        ]);
      },
    };
  }
}

/**
 * Embedded mode: a single process, so an in-process check before the write is atomic, and a mark
 * left "sending" by an earlier process (it died mid-send) is stale at once, not after its expiry.
 */
export class KeyvOnceMarks implements OnceMarks {
  private readonly pending = new Set<string>();
  private readonly sending = `${SENDING}${randomUUID()}`;

  constructor(private readonly keyv: Keyv) {}

  async claim(key: string, ttlMs: number): Promise<boolean> {
    return (await this.hold(key, ttlMs)) !== undefined;
  }

  async hold(key: string, ttlMs: number): Promise<OnceHold | undefined> {
    const taken = await this.take(key, ttlMs);
    return typeof taken === "string" ? undefined : taken;
  }

  async take(key: string, ttlMs: number): Promise<OnceHold | "sending" | "done"> {
    if (this.pending.has(key)) return "sending";
    this.pending.add(key);
    try {
      const held = await this.keyv.get(`once:${key}`);
      const stale = typeof held === "string" && held.startsWith(SENDING) && held !== this.sending;
      if (held && !stale) return held === this.sending ? "sending" : "done";
      await this.keyv.set(`once:${key}`, this.sending, ttlMs);
      return {
        release: async () => {
          await this.keyv.delete(`once:${key}`);
        },
        renew: async (more) => {
          if ((await this.keyv.get(`once:${key}`)) === this.sending)
            await this.keyv.set(`once:${key}`, this.sending, more);
        },
        confirm: async (keepMs) => {
          await this.keyv.set(`once:${key}`, DONE, keepMs);
        },
      };
    } finally {
      this.pending.delete(key);
    }
  }
}
