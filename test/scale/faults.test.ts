import { afterEach, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../src/bot-api-stand-in/user.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { testNow } from "../support/clock.js";
import { connectUser, type Harness, startHarness } from "../support/harness.js";

/** Lower than the harness's 2000 ms, so the slow case stays quick. */
const TIMEOUT_MS = 1_000;
let harness: Harness | undefined;
let ownSandbox: Sandbox | undefined;

afterEach(async () => {
  await harness?.stop();
  harness = undefined;
  await ownSandbox?.close().catch(() => undefined);
  ownSandbox = undefined;
});

async function start(sandbox?: Sandbox): Promise<Harness> {
  return startHarness({
    ...(sandbox ? { sandbox } : {}),
    env: { PUBLISHER_API_TIMEOUT_MS: String(TIMEOUT_MS) },
  });
}

/**
 * A connected publisher asks for their balance while the API misbehaves; another user is served
 * before that answer comes. Returns the answer and how long it took.
 */
async function balanceWhileOthersWait(
  h: Harness,
  publisher: TelegramUser,
): Promise<{ text: string; ms: number }> {
  const other = h.user();
  const started = Date.now();
  publisher.send("/balance");
  other.send("/help");
  expect((await other.next()).text).toContain("/connect");
  const helpedAfter = Date.now() - started;
  const answer = await publisher.next({ timeoutMs: 10_000 });
  const ms = Date.now() - started;
  // The other user did not wait for the publisher's API call.
  expect(helpedAfter).toBeLessThan(Math.min(ms, 500));
  return { text: answer.text, ms };
}

describe("the publisher API misbehaves", () => {
  it("down: a clear message soon, and others are served meanwhile", async () => {
    ownSandbox = await startSandbox({ now: testNow });
    harness = await start(ownSandbox);
    const alice = harness.user();
    await connectUser(harness, alice);
    await ownSandbox.close();

    const { text, ms } = await balanceWhileOthersWait(harness, alice);
    expect(text).toBe("The network is not answering right now. Please try again in a few minutes.");
    // Refused connections are retried (GETs) but the whole answer still fits in the time limit.
    expect(ms).toBeLessThan(TIMEOUT_MS + 500);
  });

  it("slow beyond the time limit: told it takes too long, within the limit", async () => {
    harness = await start();
    const alice = harness.user();
    await connectUser(harness, alice);
    harness.sandbox.control.setDelay(TIMEOUT_MS * 3);

    const { text, ms } = await balanceWhileOthersWait(harness, alice);
    expect(text).toBe("The network is taking too long to answer. Please try again in a minute.");
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(ms).toBeLessThan(TIMEOUT_MS + 500);
    // A timed-out attempt is not repeated: one budget is all a chat waits.
    const balanceCalls = harness.sandbox.control.calls.filter((c) => c.path.includes("balance"));
    expect(balanceCalls).toHaveLength(1);
  });

  it("answering 500: told it is unavailable; the next try works", async () => {
    harness = await start();
    const alice = harness.user();
    await connectUser(harness, alice);
    harness.sandbox.control.failNext({ count: 3, mode: 500 });

    const { text, ms } = await balanceWhileOthersWait(harness, alice);
    expect(text).toBe("The network is not answering right now. Please try again in a few minutes.");
    expect(ms).toBeLessThan(TIMEOUT_MS + 500);

    alice.send("/balance");
    expect((await alice.next()).text).toContain("Balance");
  });
});

describe("Telegram answers 429", () => {
  it("the message arrives after retry_after", async () => {
    harness = await start();
    const user = harness.user();
    harness.botApi.failNext({ method: "sendMessage", error_code: 429, retry_after: 2 });
    const started = Date.now();
    user.send("/help");
    const help = await user.next({ timeoutMs: 6_000 });
    expect(help.text).toContain("/connect");
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    const sends = harness.botApi.calls.filter((c) => c.method === "sendMessage");
    expect(sends.map((c) => c.errorCode ?? 200)).toEqual([429, 200]);
    // Exactly one message, not a duplicate per attempt.
    expect(harness.botApi.botMessages(user.id)).toHaveLength(1);
  });
});
