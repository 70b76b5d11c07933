import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startJobs } from "../../src/jobs/scheduler.js";
import { startRedis, type TestRedis } from "../../src/local-servers/redis.js";
import { createLogger } from "../../src/logger.js";
import { openStorage, type Storage } from "../../src/storage/index.js";

let redis: TestRedis;
const storages: Storage[] = [];

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  for (const storage of storages) await storage.close();
  await redis?.stop();
});

describe("distributed cron on Redis", () => {
  it("each tick runs on exactly one of two instances", async () => {
    const secretKey = randomBytes(32);
    const ticks: { instance: number; at: string }[] = [];
    const instances = await Promise.all(
      [1, 2].map(async (instance) => {
        const storage = await openStorage({
          storage: { kind: "redis", url: redis.url },
          secretKey,
        });
        storages.push(storage);
        const job = {
          name: "digest",
          cron: "* * * * * *",
          run: async (now: Date) => {
            ticks.push({ instance, at: now.toISOString() });
          },
        };
        return startJobs([job], {
          logger: createLogger("silent"),
          once: storage.once,
          distributed: true,
        });
      }),
    );
    // An interval, not a condition: the instances run for three and a half one-second ticks.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    await Promise.all(instances.map((running) => running.stop()));

    const seconds = ticks.map((tick) => tick.at);
    expect(seconds.length).toBeGreaterThanOrEqual(3);
    // One run per second of the schedule, never two.
    expect(new Set(seconds).size).toBe(seconds.length);
    // The claims are Redis keys with a lease, one per tick.
    expect((await redis.keys("pbot:once:cron:digest:*")).length).toBe(seconds.length);
  });
});
