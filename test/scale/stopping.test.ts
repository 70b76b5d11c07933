/**
 * What an operator expects when Telegram misbehaves or the process is told to stop: a 5xx of
 * Telegram's is tried again like a dropped connection, and a stop never waits on flood control
 * (a job's send waiting five minutes, an update's a minute): the process ends within 25 s, and
 * what was not sent is sent by the next run.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type BotApiStandIn, startBotApi } from "../../src/bot-api-stand-in/stand-in.js";
import { TelegramUser } from "../../src/bot-api-stand-in/user.js";
import type { Sandbox } from "../../src/sandbox/index.js";
import {
  digestJob,
  digestsOf,
  nextUtc,
  setUpDigest,
  startAheadSandbox,
} from "../features/digest/digest-support.js";
import { connectUser, type Harness, startHarness } from "../support/harness.js";
import { startMain } from "../support/main-process.js";

let harness: Harness;
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startAheadSandbox();
  harness = await startHarness({ sandbox });
});
afterAll(async () => {
  await harness?.stop();
  await sandbox?.close();
});

/** True once Telegram has refused this chat a send with 429. */
const floodRefused = (botApi: BotApiStandIn, chatId: number) => () =>
  expect(botApi.chat(chatId).failures.some((f) => f.errorCode === 429)).toBe(true);

describe("Telegram failing", () => {
  it("a 502 or 500 is tried again: the publisher gets the answer, nothing is logged as failed", async () => {
    const user = harness.user();
    harness.botApi.failNext({ method: "sendMessage", chatId: user.id, error_code: 502, count: 1 });
    harness.botApi.failNext({ method: "sendMessage", chatId: user.id, error_code: 500, count: 1 });
    user.send("/help");
    const answer = await user.waitFor(/\/offers/, { timeoutMs: 10_000 });
    expect(answer.text).toContain("/stats");
    const failures = harness.botApi.chat(user.id).failures.map((f) => f.errorCode);
    expect(failures).toEqual([502, 500]);
    expect(harness.logs.join("")).not.toMatch(/"level":50/);
  });
});

describe("a stop while a job waits for Telegram's flood control", () => {
  it("ends at once; the digest it could not send is sent by the next run", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    await setUpDigest(user, "Tokyo", "09:00");
    const due = nextUtc(0);
    harness.botApi.failNext({
      method: "sendPhoto",
      chatId: user.id,
      error_code: 429,
      retry_after: 300,
      count: 1,
    });
    const run = digestJob(harness).run(due);
    await vi.waitFor(floodRefused(harness.botApi, user.id), { timeout: 10_000 });
    // The run ends with the stop instead of sitting out the 300 s retry_after.
    await harness.app.stop();
    await run;
    expect(digestsOf(harness, user)).toBe(0);

    harness.app = await harness.startApp();
    await digestJob(harness).run(due);
    expect(digestsOf(harness, user)).toBe(1);
  }, 30_000);
});

describe("SIGTERM", () => {
  it("ends the process at its stop deadline while an update's answer waits on flood control", async () => {
    const botApi = await startBotApi();
    try {
      const main = await startMain({
        BOT_TOKEN: botApi.token,
        TELEGRAM_API_ROOT: botApi.apiRoot,
        PUBLISHER_API_URL: harness.sandbox.url,
        STORAGE_URL: `sqlite://${join(mkdtempSync(join(tmpdir(), "pbot-stop-")), "bot.sqlite")}`,
        PORT: "0",
      });
      const pat = new TelegramUser(botApi, { id: 991_001, firstName: "Pat", languageCode: "en" });
      botApi.failNext({ method: "sendMessage", error_code: 429, retry_after: 55, forMs: 120_000 });
      pat.send("/help");
      await vi.waitFor(floodRefused(botApi, pat.id), { timeout: 10_000 });
      // Ended by its own stop deadline (exit 1, said in the log), not by the 55 s wait.
      const code = await main.stop();
      expect(code).toBe(1);
      expect(main.output()).toContain("stopped with work unfinished");
    } finally {
      await botApi.close();
    }
  }, 60_000);
});
