/**
 * On Redis, /disconnect finds a publisher's keys in their own index (storage/redis-owners.ts): with
 * thousands of other publishers stored it reads the index, deletes theirs (records, once-marks,
 * records of kinds it met only through the store) and reads no other key, as Redis's own
 * command counts show.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedis, type TestRedis } from "../../src/local-servers/redis.js";
import { openStorage, type Storage } from "../../src/storage/index.js";

const OTHERS = 2_000;
const FIRST = 700_000;
const secretKey = randomBytes(32);

let redis: TestRedis;
let storage: Storage;

beforeAll(async () => {
  redis = await startRedis();
  storage = await openStorage({ storage: { kind: "redis", url: redis.url }, secretKey });
});
afterAll(async () => {
  await storage?.close();
  await redis?.stop();
});

/** What one publisher leaves in the store: records with and without expiry, a once-mark. */
async function storePublisher(s: Storage, userId: number): Promise<void> {
  await s.records<{ on: boolean }>("alerts").set(userId, { on: true });
  await s.records<string>("alert-click").set(`${userId}:c1`, "approved", 60_000);
  await s.records<{ at: number }>("watch-state").set(userId, { at: 1 });
  const mark = await s.once.hold(`digest:${userId}:2026-12-05`, 60_000);
  await mark?.confirm(120_000);
}

/** Redis's count of each command so far (INFO commandstats). */
async function commandCounts(): Promise<Map<string, number>> {
  const info = await redis.command("INFO", "commandstats");
  const counts = new Map<string, number>();
  for (const match of info.matchAll(/cmdstat_([\w|]+):calls=(\d+)/g))
    counts.set(match[1] ?? "", Number(match[2]));
  return counts;
}

function callsBetween(before: Map<string, number>, after: Map<string, number>) {
  const calls = new Map<string, number>();
  for (const [name, count] of after) {
    const more = count - (before.get(name) ?? 0);
    if (more > 0) calls.set(name, more);
  }
  return calls;
}

const keysOf = async (userId: number) =>
  (await redis.keys("pbot*")).filter((key) => new RegExp(`[:]${userId}([:]|$)`).test(key));

describe("the owner index on Redis", () => {
  it("lets /disconnect read and delete one publisher's keys alone among thousands", async () => {
    const target = FIRST - 1;
    for (let i = 0; i < OTHERS; i += 100)
      await Promise.all(
        Array.from({ length: 100 }, (_, k) => storePublisher(storage, FIRST + i + k)),
      );
    await storePublisher(storage, target);
    expect((await keysOf(target)).length).toBeGreaterThanOrEqual(4);

    const before = await commandCounts();
    await storage.forgetUser(target);
    const calls = callsBetween(before, await commandCounts());

    // Nothing walked the keyspace, and what was read is bounded by this publisher's own keys.
    expect(calls.get("scan") ?? 0).toBe(0);
    expect(calls.get("keys") ?? 0).toBe(0);
    const reads = (calls.get("get") ?? 0) + (calls.get("mget") ?? 0);
    expect(reads).toBeLessThan(50);
    expect([...calls.values()].reduce((a, b) => a + b, 0)).toBeLessThan(200);
    expect(calls.get("zrange") ?? 0).toBeGreaterThan(0);

    expect(await keysOf(target)).toEqual([]);
    // Everyone else keeps theirs.
    const other = FIRST + 17;
    expect(await storage.records<{ on: boolean }>("alerts").get(other)).toEqual({ on: true });
    expect((await keysOf(other)).length).toBeGreaterThanOrEqual(4);
  });
});
