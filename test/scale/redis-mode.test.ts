import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ANSWER_WAIT_MS } from "../../src/bot-api-stand-in/user.js";
import { ConfigError, loadConfig } from "../../src/config.js";
import { startRedis, type TestRedis } from "../../src/local-servers/redis.js";
import { connectUser, type Harness, startHarness } from "../support/harness.js";

let redis: TestRedis;
let harness: Harness | undefined;
const secretKey = randomBytes(32).toString("base64");

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await harness?.stop();
  await redis?.stop();
});

describe("Redis mode", () => {
  it("refuses to start on Redis without SECRET_KEY", () => {
    const start = () =>
      loadConfig({
        BOT_TOKEN: "1:abc",
        PUBLISHER_API_URL: "http://127.0.0.1:1",
        STORAGE_URL: redis.url,
      });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/SECRET_KEY: required with Redis/);
  });

  it("keeps every record, wizard state and mark in Redis and none on disk", async () => {
    harness = await startHarness({ env: { STORAGE_URL: redis.url, SECRET_KEY: secretKey } });
    const alice = harness.user();
    await connectUser(harness, alice);
    await alice.send("/language ru");
    await alice.waitFor(/по-русски/);

    // Mid-wizard: the wizard's state is a sealed Redis key, not process memory.
    const bob = harness.user();
    await bob.send("/connect");
    await bob.waitFor(/API key/);
    // The state is written when the update's handling ends, just after the question is sent.
    const keys = await vi.waitFor(
      async () => {
        const now = await redis.keys();
        expect(now).toContain(`pbot::conversation:${bob.id}`);
        return now;
      },
      { timeout: ANSWER_WAIT_MS },
    );
    expect(keys).toEqual(
      expect.arrayContaining([
        `pbot::credentials:${alice.id}`,
        `pbot::user:${alice.id}`,
        `pbot::conversation:${bob.id}`,
      ]),
    );
    // Credentials and wizard state are sealed: the key is nowhere in Redis in clear.
    const stored = await redis.command("GET", `pbot::credentials:${alice.id}`);
    expect(JSON.parse(stored).value).toMatch(/^v1\./);
    expect(stored).not.toContain(harness.demoKey);

    // At-most-once marks are Redis keys with an expiry, shared by every instance.
    expect(await harness.app.storage.once.claim("digest:test", 60_000)).toBe(true);
    expect(await harness.app.storage.once.claim("digest:test", 60_000)).toBe(false);
    expect(Number(await redis.command("PTTL", "pbot:once:digest:test"))).toBeGreaterThan(50_000);
    // A held mark is let go by its holder only (a failed digest stays due).
    const held = await harness.app.storage.once.hold("digest:held", 60_000);
    expect(await harness.app.storage.once.hold("digest:held", 60_000)).toBeUndefined();
    await held?.release();
    const again = await harness.app.storage.once.hold("digest:held", 60_000);
    expect(again).toBeDefined();
    await held?.release(); // the first holder's token no longer matches: the mark stays
    expect(await harness.app.storage.once.claim("digest:held", 60_000)).toBe(false);

    // Nothing was written beside the test's data directory: no SQLite file, no key file.
    expect(readdirSync(harness.dataDir)).toEqual([]);

    // A new process on the same Redis: the wizard goes on and the settings are there.
    await harness.restart();
    await bob.send(harness.demoKey);
    await bob.waitFor(/Welcome/);
    await alice.send("/help");
    expect((await alice.next()).text).toContain("Что я умею");
    await harness.app.stop();
    const next = await harness.startApp();
    harness.app = next;
    expect(await next.storage.vault.get(alice.id)).toEqual({ apiKey: harness.demoKey });
  });

  it("/disconnect, even in a new process, leaves no key of the publisher in Redis", async () => {
    harness ??= await startHarness({ env: { STORAGE_URL: redis.url, SECRET_KEY: secretKey } });
    const carol = harness.user();
    await connectUser(harness, carol);
    carol.send("/offers");
    await carol.next();
    carol.press(/^1\. /);
    await carol.next();
    expect(await redis.keys(`*:${carol.id}`)).toContain(`pbot::searches:${carol.id}`);
    // A new process that has not met these kinds of record yet still finds them all.
    await harness.restart();
    await carol.send("/disconnect");
    await carol.waitFor(/Forget your credentials/);
    await carol.press(/Yes/);
    await carol.waitFor(/every record of yours are deleted/);
    // (The chat's lock lives while the update is handled; it goes with the rest.)
    await vi.waitFor(
      async () => {
        const naming = (await redis.keys()).filter((key) => key.split(":").includes(`${carol.id}`));
        expect(naming).toEqual([]);
      },
      { timeout: ANSWER_WAIT_MS },
    );
  });
});
