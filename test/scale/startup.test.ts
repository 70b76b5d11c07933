/**
 * Start-up through the real process (src/main.ts): a start that cannot succeed is one message and
 * exit code 2, never a stack trace or a hang; what is not up yet is waited for, said at once, and
 * given up on in bounded time (STARTUP_WAIT_MS, short here).
 */
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { startBotApi } from "../../src/bot-api-stand-in/stand-in.js";
import { freePort } from "../../src/local-servers/ports.js";
import { startRedis } from "../../src/local-servers/redis.js";
import { type MainExit, mainServices, runMain, startMain } from "../support/main-process.js";

const services = mainServices();

function env(extra: Record<string, string> = {}): Record<string, string> {
  return services.env({ STARTUP_WAIT_MS: "1500", ...extra });
}

/** Exit code 2 and one message that says what to do: no stack trace. */
function expectRefused(exit: MainExit, ...phrases: string[]): void {
  expect(exit.code, exit.stderr + exit.stdout).toBe(2);
  expect(exit.stderr).toMatch(/^The bot cannot start/);
  for (const phrase of phrases) expect(exit.stderr).toContain(phrase);
  expect(exit.stderr).not.toMatch(/\n\s+at /);
}

describe("a start that cannot succeed: one message, exit code 2", () => {
  it("a token Telegram refuses (401), without printing the token", async () => {
    const strict = await startBotApi({ token: "111111:the-right-token" });
    try {
      const exit = await runMain(
        env({ BOT_TOKEN: "222222:a-wrong-token", TELEGRAM_API_ROOT: strict.apiRoot }),
      );
      expectRefused(exit, "Telegram refused BOT_TOKEN (401", "@BotFather");
      expect(exit.stderr + exit.stdout).not.toContain("a-wrong-token");
    } finally {
      await strict.close();
    }
  });

  it("a port in use", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    const address = taken.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      expectRefused(await runMain(env({ PORT: String(port) })), `PORT ${port} is in use`);
    } finally {
      taken.close();
    }
  });

  it("a storage path that is a directory", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pbot-dir-"));
    const exit = await runMain(env({ STORAGE_URL: `sqlite://${dir}` }));
    expectRefused(exit, `${dir}, which is a directory`);
  });

  it("a data directory that cannot be made (under /proc), at once rather than never", async () => {
    const exit = await runMain(env({ STORAGE_URL: "sqlite:///proc/nope/bot.sqlite" }));
    expectRefused(exit, "cannot create the data directory /proc/nope");
    expect(exit.stderr.trim().split("\n")).toHaveLength(1);
    // Refused on the first try: no wait-and-retry for something that cannot change.
    expect(exit.stdout).not.toContain("retrying");
  });

  it("a database file that is read-only", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pbot-ro-"));
    const path = join(dir, "bot.sqlite");
    writeFileSync(path, "");
    chmodSync(path, 0o444);
    const exit = await runMain(env({ STORAGE_URL: `sqlite://${path}` }));
    expectRefused(exit, `${path} is read-only`);
  });

  it("a second process on the same SQLite file, until the first has gone (even killed)", async () => {
    const shared = env();
    const first = await startMain(shared);
    const second = await runMain({ ...shared, PORT: "0" });
    expectRefused(second, "another bot process is using the database", "Redis");
    await first.kill();
    const third = await startMain(shared);
    expect(await third.stop()).toBe(0);
  });

  it("a key file that cannot be read", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pbot-keydir-"));
    mkdirSync(join(dir, "secret.key"));
    const exit = await runMain(env({ STORAGE_URL: `sqlite://${join(dir, "bot.sqlite")}` }));
    expectRefused(exit, "cannot read the secret key file", "SECRET_KEY");
  });

  it("a PUBLISHER_API_URL that is not http(s)", async () => {
    const exit = await runMain(env({ PUBLISHER_API_URL: "ftp://api.example.net" }));
    expect(exit.code).toBe(2);
    expect(exit.stderr).toContain("PUBLISHER_API_URL: must be an http:// or https:// address");
  });
});

describe("Telegram out of reach", () => {
  it("is said at once ('waiting for Telegram at …, retrying') and given up on in bounded time", async () => {
    const root = `http://127.0.0.1:${await freePort()}`;
    const exit = await runMain(env({ TELEGRAM_API_ROOT: root, STARTUP_WAIT_MS: "2000" }));
    expect(exit.stdout).toContain(`waiting for Telegram at ${root}, retrying`);
    // Given up on by its own wait (the message names it), not by the test's guard.
    expectRefused(exit, `Telegram at ${root} did not answer for 2 s`, "STARTUP_WAIT_MS");
  });
});

describe("Redis out of reach", () => {
  const redisEnv = (url: string, waitMs: string) =>
    env({
      STORAGE_URL: url,
      SECRET_KEY: Buffer.alloc(32, 3).toString("base64"),
      STARTUP_WAIT_MS: waitMs,
    });

  it("is said at once ('waiting for Redis at …, retrying') and given up on in bounded time", async () => {
    const port = await freePort();
    const exit = await runMain(redisEnv(`redis://:pw-not-to-print@127.0.0.1:${port}`, "2000"));
    expect(exit.stdout).toContain(`waiting for Redis at 127.0.0.1:${port}, retrying`);
    expectRefused(exit, `Redis at 127.0.0.1:${port} did not answer for 2 s`);
    expect(exit.stderr + exit.stdout).not.toContain("pw-not-to-print");
  });

  it("coming up within the wait, the bot starts", async () => {
    const redis = await startRedis();
    await redis.kill();
    const bot = startMain(redisEnv(redis.url, "30000"));
    try {
      // An interval, not a condition: Redis stays down a while the start waits for it.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await redis.start();
      expect(await (await bot).stop()).toBe(0);
    } finally {
      await redis.stop();
    }
  });
});
