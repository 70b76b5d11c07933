/** "Under load" of Flood waits honoured to the end, digests that fail stay due. */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TelegramUser } from "../../src/bot-api-stand-in/user.js";
import type { Sandbox } from "../../src/sandbox/index.js";
import {
  digestJob,
  digestsOf,
  minutes,
  nextUtc,
  setUpDigest,
  startAheadSandbox,
} from "../features/digest/digest-support.js";
import { testNow } from "../support/clock.js";
import { connectUser, type Harness, startHarness } from "../support/harness.js";

let harness: Harness;
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startAheadSandbox();
  // A low overall send rate, so the pacer's work shows in seconds.
  harness = await startHarness({ sandbox, env: { TELEGRAM_SEND_RATE: "2" } });
});
afterAll(async () => {
  await harness?.stop();
  await sandbox?.close();
});

function sendsTo(user: TelegramUser, method: string, since: number): (number | undefined)[] {
  return harness.botApi.calls
    .slice(since)
    .filter((c) => c.method === method && String(c.params.chat_id) === String(user.id))
    .map((c) => c.errorCode ?? 200);
}

describe("Telegram's flood control", () => {
  it("a message is delivered however many flood waits it takes", async () => {
    const user = harness.user();
    const since = harness.botApi.calls.length;
    harness.botApi.failNext({
      method: "sendMessage",
      chatId: user.id,
      error_code: 429,
      retry_after: 1,
      count: 5,
    });
    user.send("/help");
    const help = await user.next({ timeoutMs: 15_000 });
    expect(help.text).toMatch(/\/connect/);
    expect(sendsTo(user, "sendMessage", since)).toEqual([429, 429, 429, 429, 429, 200]);
  }, 20_000);

  it("a wait past the update's deadline: the user is told when to try again, not left waiting", async () => {
    const user = harness.user();
    harness.botApi.failNext({
      method: "sendMessage",
      chatId: user.id,
      error_code: 429,
      retry_after: 300,
    });
    user.send("/help");
    // Told now rather than after the 300 s: the notice names the wait it did not sit out.
    const notice = await user.next();
    expect(notice.text).toMatch(/try again in 300 s/);
    expect(notice.text).not.toMatch(/Something went wrong/);
  });
});

describe("a digest whose send fails", () => {
  it("stays due and goes out on the next tick, once", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    await setUpDigest(user, "Tokyo", "10:00");
    user.drain();
    const due = nextUtc(1);
    const job = digestJob(harness);
    await job.run(minutes(due, -1));
    // Beyond the send's own retries of a 5xx (two).
    harness.botApi.failNext({ method: "sendPhoto", chatId: user.id, error_code: 500, count: 3 });
    await job.run(due);
    expect(digestsOf(harness, user)).toBe(0);
    await job.run(minutes(due, 1));
    expect(digestsOf(harness, user)).toBe(1);
    await job.run(minutes(due, 2));
    await job.run(minutes(due, 3));
    expect(digestsOf(harness, user)).toBe(1);
  });

  it("set for the current minute after its tick ran, comes with the next tick", async () => {
    // Far enough from a minute's end that the card and the tick see the same minute.
    await vi.waitUntil(() => testNow().getUTCSeconds() <= 45, { timeout: 20_000, interval: 500 });
    const now = testNow();
    const user = harness.user();
    await connectUser(harness, user);
    const job = digestJob(harness);
    await job.run(now);
    const hhmm = now.toISOString().slice(11, 16);
    await setUpDigest(user, "UTC", hhmm);
    // The card promises this minute of today (the day of `now`, not the next).
    const day = now.toLocaleDateString("en-US", {
      month: "short",
      day: "numeric",
      timeZone: "UTC",
    });
    expect(user.lastMessage()?.text).toMatch(new RegExp(`Next digest: .*${day} at ${hhmm}`));
    await job.run(minutes(now, 1));
    expect(digestsOf(harness, user)).toBe(1);
  });
});

describe("charts and digests at once", () => {
  it("share one pacer: together they stay under the overall send rate", async () => {
    const readers: TelegramUser[] = [];
    for (let i = 0; i < 3; i++) {
      const user = harness.user();
      await connectUser(harness, user);
      await setUpDigest(user, "Tokyo", "14:00");
      user.drain();
      const reader = harness.user();
      await connectUser(harness, reader);
      readers.push(reader);
    }
    const due = nextUtc(5);
    const job = digestJob(harness);
    await job.run(minutes(due, -1));
    const since = harness.botApi.calls.length;
    for (const reader of readers) reader.send("/stats 7d");
    await job.run(due);
    for (const reader of readers)
      await reader.waitFor((m) => m.kind === "photo", { timeoutMs: 15_000 });
    const photos = harness.botApi.calls
      .slice(since)
      .filter((c) => c.method === "sendPhoto" && c.ok)
      .map((c) => c.time);
    expect(photos).toHaveLength(6);
    // 2 a second with a burst of 3: three at once, then one each half second, so the sixth
    // comes 1.5 s after the first (unpaced charts came all within a few hundred ms).
    const span = (photos.at(-1) ?? 0) - (photos[0] ?? 0);
    expect(span).toBeGreaterThanOrEqual(1_300);
  }, 60_000);
});
