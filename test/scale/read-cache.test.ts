/**
 * The hot-path read cache: SQLite reads kept in memory (one process serves from the file), with
 * nothing stale after the process's own writes, and bounded.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Database } from "sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ANSWER_WAIT_MS } from "../../src/bot-api-stand-in/user.js";
import { startRedis, type TestRedis } from "../../src/local-servers/redis.js";
import { openStorage, type Storage } from "../../src/storage/index.js";
import { ReadCache } from "../../src/storage/read-cache.js";

describe("ReadCache", () => {
  it("serves a second read from memory, absence included", async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => {
      loads++;
      return undefined;
    };
    expect(await cache.read("conversation:1", load)).toBeUndefined();
    expect(await cache.read("conversation:1", load)).toBeUndefined();
    expect(loads).toBe(1);
  });

  it("keeps a read that overlapped writes of other keys (a busy bot still reads from memory)", async () => {
    const cache = new ReadCache();
    let release: () => void = () => undefined;
    const slow = cache.read("alerts:1", () => new Promise((r) => (release = () => r("on"))));
    await cache.write(["alert-click:1:a"], async () => undefined);
    release();
    expect(await slow).toBe("on");
    let loads = 0;
    expect(await cache.read("alerts:1", async () => `${++loads}`)).toBe("on");
    expect(loads).toBe(0);
  });

  it("does not keep a read that overlapped a write of its key, or of every key", async () => {
    const cache = new ReadCache();
    let release: () => void = () => undefined;
    const slowOld = cache.read("user:1", () => new Promise((r) => (release = () => r("old"))));
    await cache.write(["user:1"], async () => undefined);
    release();
    expect(await slowOld).toBe("old");
    expect(await cache.read("user:1", async () => "new")).toBe("new");
    let again: () => void = () => undefined;
    const slowAll = cache.read("user:2", () => new Promise((r) => (again = () => r("old"))));
    await cache.write("all", async () => undefined);
    again();
    expect(await slowAll).toBe("old");
    expect(await cache.read("user:2", async () => "new")).toBe("new");
  });

  it("forgets a key when its write starts and when it ends", async () => {
    const cache = new ReadCache();
    await cache.read("user:1", async () => "old");
    let release: () => void = () => undefined;
    const writing = cache.write(["user:1"], () => new Promise<void>((r) => (release = r)));
    expect(await cache.read("user:1", async () => "during")).toBe("during");
    release();
    await writing;
    expect(await cache.read("user:1", async () => "after")).toBe("after");
  });

  it("keeps at most its bound, dropping the least recently read", async () => {
    const cache = new ReadCache(3);
    for (const key of ["a", "b", "c"]) await cache.read(key, async () => key);
    await cache.read("a", async () => "reloaded");
    await cache.read("d", async () => "d");
    expect(cache.size).toBe(3);
    expect(await cache.read("a", async () => "reloaded")).toBe("a");
    expect(await cache.read("b", async () => "reloaded")).toBe("reloaded");
  });
});

describe("SQLite storage with the read cache", () => {
  let storage: Storage | undefined;
  let dir = "";

  afterEach(async () => {
    await storage?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function open(): Promise<{ storage: Storage; file: string }> {
    dir = mkdtempSync(join(tmpdir(), "pbot-cache-"));
    const file = join(dir, "bot.sqlite");
    storage = await openStorage({ storage: { kind: "sqlite", path: file } });
    return { storage, file };
  }

  it("reads back every write, delete and expiry of the process at once", async () => {
    const { storage } = await open();
    expect(await storage.users.get(7)).toBeUndefined();
    await storage.users.set(7, { language: "ru" });
    expect(await storage.users.get(7)).toEqual({ language: "ru" });
    await storage.users.update(7, (user) => ({ ...user, timeZone: "Europe/Lisbon" }));
    expect(await storage.users.get(7)).toEqual({ language: "ru", timeZone: "Europe/Lisbon" });
    await storage.users.delete(7);
    expect(await storage.users.get(7)).toBeUndefined();

    const wizard = storage.sealed<{ step: number }>("conversation");
    await wizard.set(7, { step: 2 }, 50);
    expect(await wizard.get(7)).toEqual({ step: 2 });
    await vi.waitFor(async () => expect(await wizard.get(7)).toBeUndefined(), {
      interval: 20,
      timeout: ANSWER_WAIT_MS,
    });

    await storage.users.set(8, { language: "pt" });
    await storage.forgetUser(8);
    expect(await storage.users.get(8)).toBeUndefined();
  });

  it("answers a repeated read without the file (what makes a cached command cheap)", async () => {
    const first = await open();
    await first.storage.users.set(9, { language: "pt" });
    await first.storage.close();
    // Reopened: the record kinds are known now, so no write of the start-up overlaps the read
    // (a read that overlapped any write is not kept).
    storage = await openStorage({ storage: { kind: "sqlite", path: first.file } });
    const file = first.file;
    expect(await storage.users.get(9)).toEqual({ language: "pt" });
    // Another writer behind the serving process's back (which the embedded mode rules out):
    // the process still answers from memory, so the read did not reach the file.
    await new Promise<void>((resolve, reject) => {
      const other = new Database(file);
      other.run(`DELETE FROM records WHERE key = 'user:9'`, (error) =>
        other.close(() => (error ? reject(error) : resolve())),
      );
    });
    expect(await storage.users.get(9)).toEqual({ language: "pt" });
  });

  it("reads an expired record from memory as Keyv does: gone, and deleted from the file", async () => {
    const { storage, file } = await open();
    const marks = storage.records<string>("mark");
    await marks.set(11, "seen", 60);
    expect(await marks.get(11)).toBe("seen");
    // Kept in memory now: the second read takes the in-memory path.
    expect(await marks.get(11)).toBe("seen");
    await vi.waitFor(async () => expect(await marks.get(11)).toBeUndefined(), {
      interval: 20,
      timeout: ANSWER_WAIT_MS,
    });
    const row = () =>
      new Promise<unknown>((resolve, reject) => {
        const other = new Database(file);
        other.get(`SELECT value FROM records WHERE key = 'mark:11'`, (error, found) =>
          other.close(() => (error ? reject(error) : resolve(found))),
        );
      });
    // The delete reaches the file after the read that found the record expired.
    await vi.waitFor(async () => expect(await row()).toBeUndefined(), {
      interval: 20,
      timeout: ANSWER_WAIT_MS,
    });
  });

  it("makes no write of what a row already holds, and writes any change", async () => {
    const first = await open();
    await first.storage.users.set(10, { language: "pt" });
    await first.storage.close();
    storage = await openStorage({ storage: { kind: "sqlite", path: first.file } });
    const rowOf10 = () =>
      new Promise<string | undefined>((resolve, reject) => {
        const other = new Database(first.file);
        other.get(`SELECT value FROM records WHERE key = 'user:10'`, (error, row) =>
          other.close(() =>
            error ? reject(error) : resolve((row as { value: string } | undefined)?.value),
          ),
        );
      });
    expect(await storage.users.get(10)).toEqual({ language: "pt" });
    // The row is removed behind the process's back: a write that reached the file would restore it.
    await new Promise<void>((resolve, reject) => {
      const other = new Database(first.file);
      other.run(`DELETE FROM records WHERE key = 'user:10'`, (error) =>
        other.close(() => (error ? reject(error) : resolve())),
      );
    });
    await storage.users.update(10, (user) => ({ ...user, language: "pt" }));
    expect(await rowOf10()).toBeUndefined();
    await storage.users.update(10, (user) => ({ ...user, language: "ru" }));
    expect(await rowOf10()).toContain('"ru"');
  });
});

describe("Redis storage with the client's read cache, on two instances", () => {
  let redis: TestRedis | undefined;
  const opened: Storage[] = [];

  afterEach(async () => {
    for (const storage of opened.splice(0)) await storage.close();
    await redis?.stop();
  });

  async function instance(url: string): Promise<Storage> {
    const storage = await openStorage({
      storage: { kind: "redis", url },
      secretKey: Buffer.alloc(32, 3),
    });
    opened.push(storage);
    return storage;
  }

  it("never reads a record stale once it holds the chat's lock", async () => {
    redis = await startRedis();
    const a = await instance(redis.url);
    const b = await instance(redis.url);
    const wizardA = a.sealed<{ step: number }>("conversation");
    const wizardB = b.sealed<{ step: number }>("conversation");
    // Both read "no wizard" first, so both keep it.
    expect(await wizardA.get(42)).toBeUndefined();
    expect(await wizardB.get(42)).toBeUndefined();
    for (let step = 1; step <= 20; step++) {
      // Updates of one chat alternate between the instances, as behind a balancer.
      const [writer, reader] = step % 2 ? [a, b] : [b, a];
      const [writes, reads] = step % 2 ? [wizardA, wizardB] : [wizardB, wizardA];
      await writer.locks.hold("chat:42", () => writes.set(42, { step }));
      const seen = await reader.locks.hold("chat:42", () => reads.get(42));
      expect(seen).toEqual({ step });
    }
    // And a repeated read with no write between is served by the client, not by Redis.
    const gets = async () => {
      const info = String(await a.redis?.sendCommand(["INFO", "commandstats"]));
      return Number(/cmdstat_get:calls=(\d+)/.exec(info)?.[1] ?? 0);
    };
    await a.users.get(43);
    const before = await gets();
    await a.users.get(43);
    await a.users.get(43);
    expect(await gets()).toBe(before);

    await a.users.set(42, { language: "pt" });
    await b.locks.hold("chat:42", async () => undefined);
    expect(await b.users.get(42)).toEqual({ language: "pt" });
    await b.forgetUser(42);
    await a.locks.hold("chat:42", async () => undefined);
    expect(await wizardA.get(42)).toBeUndefined();
    expect(await a.users.get(42)).toBeUndefined();
  });
});
