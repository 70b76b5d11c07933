import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { RedisCommands } from "../storage/store.js";
import {
  type Added,
  type AddOptions,
  type InboxEntry,
  type InboxQueue,
  type InboxStats,
  SEEN_MS,
} from "./queue.js";

const GROUP = "bot";

/** Seen check, length limit, the entry and its place in its order key's line: one atomic step. */
const ADD = `
if KEYS[2] ~= '' and redis.call('EXISTS', KEYS[2]) == 1 then return 'seen' end
if redis.call('XLEN', KEYS[1]) >= tonumber(ARGV[1]) then return 'full' end
local id = redis.call('XADD', KEYS[1], '*', 'b', ARGV[2], 'o', ARGV[3], 't', ARGV[5])
if KEYS[2] ~= '' then redis.call('SET', KEYS[2], id, 'PX', ARGV[4]) end
if KEYS[3] ~= '' then
  local ms, seq = string.match(id, '(%d+)-(%d+)')
  redis.call('ZADD', KEYS[3], string.format('%.0f', tonumber(ms) * 1000 + tonumber(seq)), id)
end
return id`;

const DONE = `
redis.call('XACK', KEYS[1], '${GROUP}', ARGV[1])
redis.call('XDEL', KEYS[1], ARGV[1])
if KEYS[2] ~= '' then redis.call('ZREM', KEYS[2], ARGV[1]) end
return 1`;

type RawEntry = [string, string[]] | null;

/**
 * The shared inbox: a Redis stream per kind and one consumer group, each instance a consumer.
 * Redis's own semantics carry it: XREADGROUP hands an entry to one consumer, it stays pending
 * until XACK, XPENDING/XCLAIM move what a dead consumer held to a live one. Per order key (a chat)
 * a sorted set keeps the line, so an instance waits for an earlier entry held by another.
 */
export class RedisQueue implements InboxQueue {
  readonly sharedOrder = true;
  private readonly stream: string;
  private readonly consumer = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  private constructor(
    private readonly redis: RedisCommands,
    private readonly kind: string,
    private readonly max: number,
    /** An entry not touched this long belongs to an instance that died: another takes it over. */
    private readonly abandonedMs: number,
  ) {
    this.stream = `pbot:inbox:${kind}`;
  }

  static async open(
    redis: RedisCommands,
    kind: string,
    max: number,
    abandonedMs: number,
  ): Promise<RedisQueue> {
    const queue = new RedisQueue(redis, kind, max, abandonedMs);
    try {
      await redis.sendCommand(["XGROUP", "CREATE", queue.stream, GROUP, "0", "MKSTREAM"]);
    } catch (error) {
      if (!String(error).includes("BUSYGROUP")) throw error;
    }
    return queue;
  }

  private orderKey(order: string | undefined): string {
    return order === undefined ? "" : `pbot:inbox:${this.kind}:order:${order}`;
  }

  async add(body: string, options: AddOptions): Promise<Added> {
    const seen = options.key === undefined ? "" : `pbot:inbox:${this.kind}:seen:${options.key}`;
    const answer = String(
      await this.redis.sendCommand([
        "EVAL",
        ADD,
        "3",
        this.stream,
        seen,
        this.orderKey(options.order),
        String(this.max),
        body,
        options.order ?? "",
        String(SEEN_MS),
        String(Date.now()),
      ]),
    );
    return answer === "seen" || answer === "full" ? answer : "kept";
  }

  async take(max: number): Promise<InboxEntry[]> {
    if (max <= 0) return [];
    const answer = await this.redis.sendCommand([
      "XREADGROUP",
      "GROUP",
      GROUP,
      this.consumer,
      "COUNT",
      String(max),
      "STREAMS",
      this.stream,
      ">",
    ]);
    return streamEntries(answer).map((raw) => entryOf(raw, 1));
  }

  async reclaim(max: number): Promise<InboxEntry[]> {
    const pending = (await this.redis.sendCommand([
      "XPENDING",
      this.stream,
      GROUP,
      "IDLE",
      String(this.abandonedMs),
      "-",
      "+",
      String(max),
    ])) as [string, string, number, number][];
    const due = pending.filter(([, , idle]) => Number(idle) >= this.abandonedMs);
    if (due.length === 0) return [];
    const counts = new Map(due.map(([id, , , deliveries]) => [id, Number(deliveries)]));
    const claimed = (await this.redis.sendCommand([
      "XCLAIM",
      this.stream,
      GROUP,
      this.consumer,
      String(this.abandonedMs),
      ...due.map(([id]) => id),
    ])) as RawEntry[];
    const entries: InboxEntry[] = [];
    for (const raw of claimed) {
      if (!raw) continue;
      entries.push(entryOf(raw, (counts.get(raw[0]) ?? 0) + 1));
    }
    return entries;
  }

  async touch(entries: readonly InboxEntry[]): Promise<void> {
    if (entries.length === 0) return;
    await this.redis.sendCommand([
      "XCLAIM",
      this.stream,
      GROUP,
      this.consumer,
      "0",
      ...entries.map((entry) => entry.id),
      "JUSTID",
    ]);
  }

  async done(entry: InboxEntry): Promise<void> {
    await this.redis.sendCommand([
      "EVAL",
      DONE,
      "2",
      this.stream,
      this.orderKey(entry.order),
      entry.id,
    ]);
  }

  async later(): Promise<void> {
    // It stays pending on this consumer (touched while the worker waits to try again).
  }

  async firstOf(order: string): Promise<string | undefined> {
    const [first] = (await this.redis.sendCommand([
      "ZRANGE",
      this.orderKey(order),
      "0",
      "0",
    ])) as string[];
    return first;
  }

  async stats(): Promise<InboxStats> {
    const length = Number(await this.redis.sendCommand(["XLEN", this.stream]));
    const [oldest] = streamEntries(
      await this.redis.sendCommand(["XRANGE", this.stream, "-", "+", "COUNT", "1"]),
    );
    const at = oldest ? Number(oldest[0].split("-")[0]) : undefined;
    return { length, oldestMs: at === undefined ? 0 : Math.max(0, Date.now() - at) };
  }
}

/** XREADGROUP's answer (RESP2 arrays or RESP3 maps) or XRANGE's: the entries. */
function streamEntries(answer: unknown): [string, string[]][] {
  if (!answer) return [];
  if (answer instanceof Map) return [...answer.values()].flatMap((v) => streamEntries(v));
  if (Array.isArray(answer)) {
    // XRANGE: [[id, fields]]; XREADGROUP (RESP2): [[stream, [[id, fields]]]]
    const first = answer[0];
    if (Array.isArray(first) && typeof first[0] === "string" && Array.isArray(first[1])) {
      const inner = first[1] as unknown[];
      if (inner.length === 0 || Array.isArray(inner[0])) {
        return answer.flatMap((pair) => (pair as [string, [string, string[]][]])[1]);
      }
      return answer as [string, string[]][];
    }
    return [];
  }
  if (typeof answer === "object") return Object.values(answer).flatMap((v) => streamEntries(v));
  return [];
}

function entryOf([id, fields]: [string, string[]], deliveries: number): InboxEntry {
  const field = (name: string) => {
    for (let i = 0; i + 1 < fields.length; i += 2) if (fields[i] === name) return fields[i + 1];
    return undefined;
  };
  const order = field("o");
  return {
    id,
    body: field("b") ?? "",
    ...(order && { order }),
    deliveries,
    addedAt: Number(field("t") ?? Date.now()),
  };
}
