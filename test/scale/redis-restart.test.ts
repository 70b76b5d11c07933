import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TelegramUser } from "../../src/bot-api-stand-in/user.js";
import { startRedis, type TestRedis } from "../../src/local-servers/redis.js";
import { connectUser, type Harness, startHarness } from "../support/harness.js";

let redis: TestRedis;
let harness: Harness;

beforeAll(async () => {
  redis = await startRedis();
  harness = await startHarness({
    env: { STORAGE_URL: redis.url, SECRET_KEY: randomBytes(32).toString("base64") },
  });
});
afterAll(async () => {
  await harness?.stop();
  await redis?.stop();
});

const LANGUAGES = [
  ["ru", /по-русски/],
  ["pt", /português/],
  ["en", /English/],
] as const;

/** A publisher's busy minute: connect, then switch languages, each step waiting for the answer. */
async function busyPublisher(user: TelegramUser): Promise<void> {
  await connectUser(harness, user);
  for (const [language, answer] of LANGUAGES) {
    await user.send(`/language ${language}`);
    await user.waitFor(answer, { timeoutMs: 10_000 });
  }
}

describe("Redis restarted under load", () => {
  it("the bot reconnects by itself and every publisher's records are there", async () => {
    const users = Array.from({ length: 12 }, () => harness.user());
    const everyone = Promise.all(users.map(busyPublisher));
    // Two restarts while wizards, settings and credentials are being written (intervals, not
    // conditions: the restarts land in the middle of the writes).
    await new Promise((resolve) => setTimeout(resolve, 150));
    await redis.restart(300);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await redis.restart(300);
    await everyone;

    for (const user of users) {
      expect(await harness.app.storage.vault.get(user.id)).toEqual({ apiKey: harness.demoKey });
      expect(await harness.app.storage.users.get(user.id)).toMatchObject({ language: "en" });
      // Nobody was told "something went wrong": the writes cut by the restart were repeated.
      const said = harness.botApi.botMessages(user.id).map((m) => m.text);
      expect(said).not.toContainEqual(expect.stringMatching(/went wrong|пошло не так|deu errado/));
    }
    // And it keeps serving after the dust settles.
    const late = harness.user();
    await late.send("/help");
    expect((await late.next()).text).toContain("/connect");
  });

  it("/healthz says storage is down while Redis is, within its time limit", async () => {
    const health = async () => {
      const res = await fetch(`http://127.0.0.1:${harness.app.port}/healthz`);
      return { status: res.status, body: (await res.json()) as { checks: { storage: boolean } } };
    };
    expect((await health()).body.checks.storage).toBe(true);
    await redis.kill();
    // Past the probe's reuse window, so this is a fresh look at the store.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    // Answered at all: the probe's own time limit ends the look at a store that does not answer.
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.body.checks.storage).toBe(false);
    await redis.start();
    await vi.waitFor(async () => expect((await health()).body.checks.storage).toBe(true), {
      timeout: 5_000,
      interval: 250,
    });
  });
});
