/**
 * The SQLite store adapter (sqlite-records.ts) as Keyv uses it: only Keyv's public calls, so what
 * is checked is what Keyv promises over any store (ttl, namespace, the many-key calls, iteration),
 * and that what one bot stores the next one started on the file reads.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Keyv from "keyv";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ANSWER_WAIT_MS } from "../../src/bot-api-stand-in/user.js";
import { openStorage, type Storage } from "../../src/storage/index.js";
import { OWNED_KEYS, PAGE_AFTER, REMOVE, SqliteRecords } from "../../src/storage/sqlite-records.js";
import { openSqlite } from "../../src/storage/sqlite-store.js";
import type { OpenedStore } from "../../src/storage/store.js";

const dirs: string[] = [];
const toClose: { close(): Promise<void> }[] = [];

afterEach(async () => {
  for (const opened of toClose.splice(0).reverse()) await opened.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function newFile(): string {
  const dir = mkdtempSync(join(tmpdir(), "pbot-records-"));
  dirs.push(dir);
  return join(dir, "bot.sqlite");
}

async function openFile(path = newFile()): Promise<OpenedStore> {
  const opened = await openSqlite(path);
  toClose.push(opened);
  return opened;
}

/** A Keyv of its own over a new adapter on the opened file. */
async function keyvOn(opened: OpenedStore, options: { namespace?: string; ttl?: number } = {}) {
  if (!opened.sql || !opened.writeTurns) throw new Error("not SQLite");
  const store = await SqliteRecords.open(opened.sql, opened.writeTurns);
  const keyv = new Keyv({ store, useKeyPrefix: false, ...options });
  toClose.push({ close: () => keyv.disconnect() });
  return keyv;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rowCount(opened: OpenedStore, key: string): Promise<number> {
  if (!opened.sql) throw new Error("not SQLite");
  const rows = await opened.sql("SELECT count(*) AS n FROM records WHERE key = ?", key);
  return (rows[0] as { n: number }).n;
}

describe("the SQLite store adapter, through Keyv", () => {
  it("honours a ttl given to set, and Keyv's default ttl", async () => {
    const opened = await openFile();
    const keyv = await keyvOn(opened, { namespace: "t" });
    await keyv.set("short", "soon gone", 40);
    await keyv.set("kept", "stays");
    expect(await keyv.get("short")).toBe("soon gone");
    expect(await keyv.has("short")).toBe(true);
    await vi.waitUntil(async () => (await keyv.get("short")) === undefined, {
      timeout: ANSWER_WAIT_MS,
    });
    expect(await keyv.has("short")).toBe(false);
    expect(await keyv.get("kept")).toBe("stays");
    // The expired row is gone from the file too, not only hidden.
    await vi.waitFor(async () => expect(await rowCount(opened, "short")).toBe(0), {
      timeout: ANSWER_WAIT_MS,
    });

    const withDefault = await keyvOn(opened, { namespace: "d", ttl: 40 });
    await withDefault.set("mark", 1);
    expect(await withDefault.get("mark")).toBe(1);
    await vi.waitUntil(async () => (await withDefault.get("mark")) === undefined, {
      timeout: ANSWER_WAIT_MS,
    });
  });

  it("keeps namespaces apart: reads, clear and iteration see their own records only", async () => {
    const opened = await openFile();
    const a = await keyvOn(opened, { namespace: "a" });
    const b = await keyvOn(opened, { namespace: "b" });
    await a.set("user:1", { language: "ru" });
    await b.set("user:1", { language: "pt" });
    await b.set("user:2", { language: "en" });
    expect(await a.get("user:1")).toEqual({ language: "ru" });
    expect(await b.get("user:1")).toEqual({ language: "pt" });
    expect(await a.get("user:2")).toBeUndefined();

    const listed: [string, unknown][] = [];
    for await (const entry of b.iterator?.(undefined) ?? []) listed.push(entry);
    expect(listed).toEqual([
      ["user:1", { language: "pt" }],
      ["user:2", { language: "en" }],
    ]);

    await a.clear();
    expect(await a.get("user:1")).toBeUndefined();
    expect(await b.get("user:1")).toEqual({ language: "pt" });
  });

  it("answers Keyv's many-key calls, and the last of writes made at once wins", async () => {
    const opened = await openFile();
    const keyv = await keyvOn(opened, { namespace: "m" });
    await keyv.setMany([
      { key: "x", value: 1 },
      { key: "y", value: 2, ttl: 30 },
    ]);
    expect(await keyv.getMany(["x", "y", "z"])).toEqual([1, 2, undefined]);
    expect(await keyv.deleteMany(["x", "z"])).toBe(true);
    expect(await keyv.deleteMany(["x"])).toBe(false);
    expect(await keyv.delete("y")).toBe(true);
    expect(await keyv.delete("y")).toBe(false);

    // Not awaited one by one: they go to the file together, in the order they reach the store.
    await Promise.all([keyv.set("k", "first"), keyv.set("k", "second"), keyv.set("j", "other")]);
    expect(await keyv.get("k")).toBe("second");
    expect(await keyv.get("j")).toBe("other");
    expect(await Promise.all([keyv.set("k", "third"), keyv.delete("j")])).toEqual([true, true]);
    expect(await keyv.get("k")).toBe("third");
    expect(await keyv.get("j")).toBeUndefined();
  });

  it("keeps a batch of writes made at once whole or not at all", async () => {
    const opened = await openFile();
    if (!opened.sql || !opened.writeTurns) throw new Error("not SQLite");
    const store = await SqliteRecords.open(opened.sql, opened.writeTurns);
    toClose.push({ close: () => store.disconnect() });
    await store.set("stuck", "held");
    // The file refuses this one delete: the batch's upsert made beside it must not stay.
    await opened.sql(
      `CREATE TRIGGER refuse BEFORE DELETE ON records WHEN old.key = 'stuck'
       BEGIN SELECT RAISE(ABORT, 'refused'); END`,
    );
    const first = store.set("first", "alone");
    const both = [store.set("a", "beside"), store.delete("stuck")];
    const results = await Promise.allSettled([first, ...both]);
    expect(results.slice(1).map((result) => result.status)).toEqual(["rejected", "rejected"]);
    expect(await rowCount(opened, "a")).toBe(0);
    expect(await rowCount(opened, "stuck")).toBe(1);
    expect(await rowCount(opened, "first")).toBe(results[0]?.status === "fulfilled" ? 1 : 0);
  });

  it("finds a publisher's records by the primary key's owner, and deletes theirs only", async () => {
    const opened = await openFile();
    if (!opened.sql) throw new Error("not SQLite");
    const keys = ["user:7", "watch:7", "once:digest:7:2026-11-28", "user:70", "lock:7", "set:7"];
    for (const key of keys) await opened.keyv.set(key, { key });
    expect(await opened.deleteOwned(7, new Set(["user"]))).toBe(2);
    expect(await opened.keyv.get("user:7")).toEqual({ key: "user:7" });
    expect(await opened.deleteOwned(7)).toBe(1);
    for (const key of keys.slice(3)) expect(await opened.keyv.get(key)).toEqual({ key });
    for (const key of keys.slice(0, 3)) expect(await rowCount(opened, key)).toBe(0);
  });

  it("looks records up, deletes and pages them by the whole primary key, not by namespace", async () => {
    const opened = await openFile();
    const sql = opened.sql;
    if (!sql) throw new Error("not SQLite");
    const plan = async (text: string, ...params: unknown[]) =>
      ((await sql(`EXPLAIN QUERY PLAN ${text}`, ...params)) as { detail: string }[])
        .map((step) => step.detail)
        .join("; ");
    expect(await plan(OWNED_KEYS, "pbot", 7, 0)).toContain(
      "USING PRIMARY KEY (namespace=? AND owner=?)",
    );
    expect(await plan(REMOVE, "[]")).toContain(
      "USING PRIMARY KEY (namespace=? AND owner=? AND key=?)",
    );
    expect(await plan(PAGE_AFTER, "pbot", 0, "", 0, 10)).toMatch(
      /USING PRIMARY KEY \(namespace=\? AND \(owner,key\)>\(\?,\?\)\)/,
    );
  });

  it("iterates past a page, leaving out what expired", async () => {
    const opened = await openFile();
    const keyv = await keyvOn(opened, { namespace: "p" });
    await Promise.all(
      Array.from({ length: 1203 }, (_, i) => keyv.set(`n:${String(i).padStart(4, "0")}`, i)),
    );
    await keyv.set("n:gone", "x", 10);
    // An interval, not a condition: the record's 10 ms must pass without anything reading it.
    await pause(30);
    const seen: number[] = [];
    for await (const [, value] of keyv.iterator?.(undefined) ?? []) seen.push(value as number);
    expect(seen).toEqual(Array.from({ length: 1203 }, (_, i) => i));
  });
});

describe("what one bot stores", () => {
  let storage: Storage | undefined;

  afterEach(async () => {
    await storage?.close();
    storage = undefined;
  });

  it("the next bot started on the file reads, sealed records included", async () => {
    const path = newFile();
    storage = await openStorage({ storage: { kind: "sqlite", path } });
    await storage.users.set(7, { language: "pt", timeZone: "America/Sao_Paulo" });
    await storage.vault.set(7, { apiKey: "key-7", clientId: "c", clientSecret: "s" });
    await storage.records<string>("mark").set(7, "held", 60_000);
    await storage.records<string>("brief").set(7, "gone soon", 30);
    await storage.close();
    // An interval, not a condition: "brief" outlives its 30 ms while no bot runs.
    await pause(50);

    storage = await openStorage({ storage: { kind: "sqlite", path } });
    expect(await storage.users.get(7)).toEqual({
      language: "pt",
      timeZone: "America/Sao_Paulo",
    });
    expect(await storage.vault.get(7)).toEqual({
      apiKey: "key-7",
      clientId: "c",
      clientSecret: "s",
    });
    expect(await storage.vault.withClientPair()).toEqual([7]);
    expect(await storage.records<string>("mark").get(7)).toBe("held");
    expect(await storage.records<string>("brief").get(7)).toBeUndefined();
  });
});
