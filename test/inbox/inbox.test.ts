import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ANSWER_WAIT_MS } from "../../src/bot-api-stand-in/user.js";
import { type Handled, Inbox, type InboxEntry } from "../../src/inbox/index.js";
import type { InboxQueue } from "../../src/inbox/queue.js";
import { RedisQueue } from "../../src/inbox/redis-queue.js";
import { type Sql, SqliteQueue } from "../../src/inbox/sqlite-queue.js";
import { startRedis, type TestRedis } from "../../src/local-servers/redis.js";
import { createLogger } from "../../src/logger.js";
import type { OpenedStore } from "../../src/storage/keyv.js";
import { RedisOnceMarks } from "../../src/storage/once.js";
import { openRedis } from "../../src/storage/redis-store.js";
import { openSqlite } from "../../src/storage/sqlite-store.js";

/**
 * The inbox on its two real stores: SQLite (one process, what a restart finds is handed out
 * again) and Redis (a stream and a consumer group; instances share it, a dead one's entries are
 * taken over, a chat's entries handled in order across instances).
 */
const logger = createLogger("silent");
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function worker(
  queue: InboxQueue,
  handler: (entry: InboxEntry) => Promise<Handled>,
  options: { concurrency?: number; maxDeliveries?: number } = {},
): Inbox {
  const inbox = new Inbox(queue, handler, {
    concurrency: options.concurrency ?? 8,
    maxDeliveries: options.maxDeliveries ?? 4,
    logger,
    pollMs: 50,
    touchMs: 100,
  });
  inbox.start();
  return inbox;
}

describe("the inbox on SQLite", () => {
  let dir: string;
  let store: OpenedStore;
  const open = (kind: string, max = 100) => SqliteQueue.open(store.sql as Sql, kind, max);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "pbot-inbox-"));
    store = await openSqlite(join(dir, "bot.sqlite"));
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("hands out after a restart what was kept and not handled, in order, once", async () => {
    const first = await open("restart");
    for (const body of ["a", "b", "c"]) await first.add(body, { order: "chat-1" });
    // The process "dies": nothing was handled. A new one opens the same table.
    const handled: string[] = [];
    const inbox = worker(await open("restart"), async (entry) => {
      handled.push(entry.body);
      return "done";
    });
    await vi.waitFor(() => expect(handled).toEqual(["a", "b", "c"]), { timeout: ANSWER_WAIT_MS });
    await inbox.stop();
    const again: string[] = [];
    const later = worker(await open("restart"), async (entry) => {
      again.push(entry.body);
      return "done";
    });
    // Asserts nothing happens: the entry is not handed out again in 200 ms.
    await wait(200);
    await later.stop();
    expect(again).toEqual([]);
  });

  it("tries a failing entry again with backoff, and drops it after the last attempt", async () => {
    const attempts: number[] = [];
    const inbox = worker(
      await open("retry"),
      async (entry) => {
        attempts.push(Date.now());
        if (entry.body === "fails") throw new Error("Telegram is down");
        return attempts.length < 3 ? "later" : "done";
      },
      { maxDeliveries: 3 },
    );
    await inbox.add("passes on the third", {});
    await vi.waitFor(() => expect(attempts).toHaveLength(3), { timeout: 10_000 });
    // 2 s, then 4 s between attempts.
    expect((attempts[1] ?? 0) - (attempts[0] ?? 0)).toBeGreaterThanOrEqual(1_900);
    attempts.length = 0;
    await inbox.add("fails", {});
    await vi.waitFor(async () => expect((await inbox.stats()).length).toBe(0), {
      timeout: 15_000,
    });
    expect(attempts).toHaveLength(3);
    await inbox.stop();
  }, 30_000);

  it("remembers a key for a day: a redelivered update is seen, not kept", async () => {
    const queue = await open("seen");
    expect(await queue.add("x", { key: "42" })).toBe("kept");
    expect(await queue.add("x", { key: "42" })).toBe("seen");
    const [entry] = await queue.take(1);
    if (!entry) throw new Error("kept");
    await queue.done(entry);
    expect(await queue.add("x", { key: "42" })).toBe("seen");
    await expect((await open("seen")).add("x", { key: "42" })).resolves.toBe("seen");
  });

  it("deletes a handled entry without a key; a keyed one stays as its key's tombstone, across a restart", async () => {
    const rows = async () =>
      (await (store.sql as Sql)(
        "SELECT key, done, body FROM inbox_entries WHERE kind = 'gone' ORDER BY seq",
      )) as { key: string | null; done: number; body: string }[];
    const queue = await open("gone");
    await queue.add("postback", {});
    await queue.add("update before", { key: "7" });
    // Kept before a restart: the next process knows which of them has a key.
    const reopened = await open("gone");
    await reopened.add("update after", { key: "8" });
    await reopened.add("postback after", {});
    for (const entry of await reopened.take(4)) await reopened.done(entry);
    expect(await rows()).toEqual([
      { key: "7", done: 1, body: "" },
      { key: "8", done: 1, body: "" },
    ]);
    expect(await reopened.add("update before", { key: "7" })).toBe("seen");
    expect((await reopened.stats()).length).toBe(0);
  });

  it("hands out what an add was given beside its body; after a restart, the body alone", async () => {
    const queue = await open("value");
    const value = { userId: 7, amount: 12.4 };
    await queue.add(JSON.stringify(value), { value });
    const [fresh] = await queue.take(1);
    expect(fresh?.value).toBe(value);
    const [reopened] = await (await open("value")).take(1);
    expect(reopened?.value).toBeUndefined();
    expect(JSON.parse(reopened?.body ?? "")).toEqual(value);
  });

  it("adds at once go in together, each told kept or seen as one by one, in their order", async () => {
    const queue = await open("together");
    await queue.add("before", { key: "k0" });
    const bodies = ["a", "b", "c", "d", "e", "f"];
    const keys = [undefined, "k1", "k0", "k1", undefined, "k2"];
    const outcomes = await Promise.all(
      bodies.map((body, i) => queue.add(body, keys[i] ? { key: keys[i] } : {})),
    );
    expect(outcomes).toEqual(["kept", "kept", "seen", "seen", "kept", "kept"]);
    const taken = await queue.take(10);
    expect(taken.map((e) => e.body)).toEqual(["before", "a", "b", "e", "f"]);
    const ids = taken.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    // What a restart finds is the same entries, by the same ids.
    const reopened = await (await open("together")).take(10);
    expect(reopened.map((e) => [e.id, e.body])).toEqual(taken.map((e) => [e.id, e.body]));
  });
});

describe("the inbox on Redis", () => {
  let redis: TestRedis;
  let store: OpenedStore;
  const open = (kind: string, abandonedMs = 600) =>
    RedisQueue.open(store.redis as NonNullable<OpenedStore["redis"]>, kind, 100, abandonedMs);

  beforeAll(async () => {
    redis = await startRedis();
    store = await openRedis(redis.url, { waitMs: 5_000 });
  });
  afterAll(async () => {
    await store.close();
    await redis.stop();
  });

  it("two instances share the entries; one chat's are handled in order across them", async () => {
    const handled: string[] = [];
    const by = new Map<string, number>();
    const handler = (instance: number) => async (entry: InboxEntry) => {
      // Slow enough that both instances hold entries of the same chat at once.
      await wait(entry.body.endsWith("1") ? 120 : 5);
      handled.push(entry.body);
      by.set(entry.body, instance);
      return "done" as const;
    };
    const a = worker(await open("shared"), handler(1));
    const b = worker(await open("shared"), handler(2));
    for (let i = 1; i <= 6; i++) {
      await (i % 2 ? a : b).add(`chat-${i % 2 ? "x" : "y"}-${i}`, { order: i % 2 ? "x" : "y" });
    }
    await vi.waitFor(() => expect(handled).toHaveLength(6), { timeout: ANSWER_WAIT_MS });
    expect(handled.filter((b) => b.includes("-x-"))).toEqual(["chat-x-1", "chat-x-3", "chat-x-5"]);
    expect(handled.filter((b) => b.includes("-y-"))).toEqual(["chat-y-2", "chat-y-4", "chat-y-6"]);
    expect(new Set(by.values()).size).toBe(2);
    await Promise.all([a.stop(), b.stop()]);
  });

  it("what a dead instance held is taken over by a live one, once", async () => {
    const handled: string[] = [];
    const dead = await open("takeover");
    await dead.add("held", { order: "c" });
    await dead.add("after", { order: "c" });
    // Handed out to the instance that dies: it never touches nor finishes them.
    expect(await dead.take(10)).toHaveLength(2);
    const live = worker(await open("takeover"), async (entry) => {
      handled.push(entry.body);
      return "done";
    });
    // Asserts nothing happens: the live instance takes nothing before the holder's lease ends.
    await wait(300);
    expect(handled).toEqual([]);
    await vi.waitFor(() => expect(handled).toEqual(["held", "after"]), { timeout: 5_000 });
    // Asserts nothing happens: neither entry is handed out a second time in a second.
    await wait(1_000);
    expect(handled).toEqual(["held", "after"]);
    expect(await dead.stats()).toEqual({ length: 0, oldestMs: 0 });
    await live.stop();
  });

  it("a push's mark says 'sending' while held unconfirmed, 'done' once confirmed, free when let go", async () => {
    const marks = new RedisOnceMarks(store.redis as NonNullable<OpenedStore["redis"]>);
    const held = await marks.take("inbox-test:1", 60_000);
    if (typeof held === "string") throw new Error("free at first");
    expect(await marks.take("inbox-test:1", 60_000)).toBe("sending");
    await held.release();
    const again = await marks.take("inbox-test:1", 60_000);
    if (typeof again === "string") throw new Error("free once let go");
    await again.confirm(60_000);
    expect(await marks.take("inbox-test:1", 60_000)).toBe("done");
  });

  it("refuses past its limit, remembers a key, and says how old its oldest entry is", async () => {
    const queue = await RedisQueue.open(
      store.redis as NonNullable<OpenedStore["redis"]>,
      "bounded",
      2,
      600,
    );
    expect(await queue.add("1", { key: "1" })).toBe("kept");
    expect(await queue.add("1", { key: "1" })).toBe("seen");
    expect(await queue.add("2", {})).toBe("kept");
    expect(await queue.add("3", {})).toBe("full");
    // An interval, not a condition: the oldest entry's age is what is measured.
    await wait(50);
    const stats = await queue.stats();
    expect(stats.length).toBe(2);
    expect(stats.oldestMs).toBeGreaterThanOrEqual(40);
  });
});
