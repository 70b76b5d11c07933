/**
 * Leases and paces shared by instances (storage/leases.ts, storage/paces.ts), on one Redis with
 * two Storage instances as two bots would hold them, and in one process (embedded mode).
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startRedis, type TestRedis } from "../../src/local-servers/redis.js";
import { openStorage, type Storage } from "../../src/storage/index.js";
import { InProcessLeases } from "../../src/storage/leases.js";
import { InProcessPaces } from "../../src/storage/paces.js";

let redis: TestRedis;
const storages: Storage[] = [];

beforeAll(async () => {
  redis = await startRedis();
  const secretKey = randomBytes(32);
  for (let i = 0; i < 2; i++)
    storages.push(await openStorage({ storage: { kind: "redis", url: redis.url }, secretKey }));
});
afterAll(async () => {
  await Promise.all(storages.map((storage) => storage.close()));
  await redis?.stop();
});

const pair = () => storages as [Storage, Storage];

describe("a lease", () => {
  it("has one holder across instances; released, it is free at once", async () => {
    const [a, b] = pair();
    const held = await a.leases.take("batch-a", 1_000);
    expect(held).toBeDefined();
    expect(await b.leases.take("batch-a", 1_000)).toBeUndefined();
    expect(await a.leases.take("batch-a", 1_000)).toBeUndefined();
    await held?.release();
    expect(held?.lost.aborted).toBe(true);
    const next = await b.leases.take("batch-a", 1_000);
    expect(next).toBeDefined();
    await next?.release();
  });

  it("is renewed while its holder lives, past many of its spans", async () => {
    const [a, b] = pair();
    const held = await a.leases.take("batch-b", 400);
    // Several spans later the holder still has it: renewed every third of a span.
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await b.leases.take("batch-b", 400)).toBeUndefined();
    expect(held?.lost.aborted).toBe(false);
    await held?.release();
  });

  it("of a holder that died frees the key once its last renewal runs out", async () => {
    const [, b] = pair();
    // What a SIGKILLed holder leaves: the key, no one renewing it.
    await redis.command("SET", "pbot:lease:batch-c", "dead-holder", "PX", "300");
    expect(await b.leases.take("batch-c", 1_000)).toBeUndefined();
    let taken: Awaited<ReturnType<Storage["leases"]["take"]>>;
    await vi.waitUntil(async () => (taken = await b.leases.take("batch-c", 1_000)), {
      timeout: 5_000,
      interval: 20,
    });
    await taken?.release();
  });

  it("tells its holder when it is lost to another", async () => {
    const [a, b] = pair();
    const held = await a.leases.take("batch-d", 300);
    await redis.command("DEL", "pbot:lease:batch-d");
    const other = await b.leases.take("batch-d", 300);
    expect(other).toBeDefined();
    await vi.waitUntil(() => held?.lost.aborted, { timeout: 5_000, interval: 10 });
    await other?.release();
    await held?.release();
  });

  it("in one process: one holder, free again once released", async () => {
    const leases = new InProcessLeases();
    const held = await leases.take("k", 1_000);
    expect(await leases.take("k", 1_000)).toBeUndefined();
    await held?.release();
    const again = await leases.take("k", 1_000);
    expect(again).toBeDefined();
    await again?.release();
  });
});

describe("a pace", () => {
  it("gives the instances of one key turns one gap apart, and holds them off when told", async () => {
    const [a, b] = pair();
    const started = performance.now();
    const turns: number[] = [];
    for (const storage of [a, b, a, b, a, b]) {
      const wait = await storage.paces.turn("account-1", 200);
      turns.push(performance.now() - started + wait);
    }
    for (let i = 1; i < turns.length; i++)
      expect((turns[i] ?? 0) - (turns[i - 1] ?? 0)).toBeGreaterThan(150);
    // Another key has its own pace.
    expect(await a.paces.turn("account-2", 200)).toBe(0);
    await b.paces.holdOff("account-2", 5_000);
    expect(await a.paces.turn("account-2", 200)).toBeGreaterThan(4_000);
  });

  it("in one process: turns one gap apart, held off when told", async () => {
    const paces = new InProcessPaces();
    expect(await paces.turn("k", 100)).toBe(0);
    expect(await paces.turn("k", 100)).toBeGreaterThan(50);
    await paces.holdOff("k", 5_000);
    expect(await paces.turn("k", 100)).toBeGreaterThan(4_000);
  });
});
