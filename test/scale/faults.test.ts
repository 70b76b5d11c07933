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
 * before that answer comes (the order they arrive in, not how long either took). Returns the answer.
 */
async function balanceWhileOthersWait(
  h: Harness,
  publisher: TelegramUser,
): Promise<{ text: string }> {
  const other = h.user();
  publisher.send("/balance");
  other.send("/help");
  let answered = false;
  const answer = publisher.next({ timeoutMs: 10_000 }).then((message) => {
    answered = true;
    return message;
  });
  expect((await other.next()).text).toContain("/connect");
  // The other user did not wait for the publisher's API call.
  expect(answered).toBe(false);
  return { text: (await answer).text };
}

describe("the publisher API misbehaves", () => {
  it("down: a clear message soon, and others are served meanwhile", async () => {
    ownSandbox = await startSandbox({ now: testNow });
    harness = await start(ownSandbox);
    const alice = harness.user();
    await connectUser(harness, alice);
    await ownSandbox.close();

    const { text } = await balanceWhileOthersWait(harness, alice);
    // Refused connections are retried (GETs), then said plainly, not taken for a slow network.
    expect(text).toBe("The network is not answering right now. Please try again in a few minutes.");
  });

  it("slow beyond the time limit: told it takes too long, within the limit", async () => {
    harness = await start();
    const alice = harness.user();
    await connectUser(harness, alice);
    harness.sandbox.control.setDelay(TIMEOUT_MS * 3);

    const { text } = await balanceWhileOthersWait(harness, alice);
    // The time limit ended the call (the sandbox would have answered after three of them).
    expect(text).toBe("The network is taking too long to answer. Please try again in a minute.");
    // A timed-out attempt is not repeated: one budget is all a chat waits.
    const balanceCalls = harness.sandbox.control.calls.filter((c) => c.path.includes("balance"));
    expect(balanceCalls).toHaveLength(1);
  });

  it("answering 500: told it is unavailable; the next try works", async () => {
    harness = await start();
    const alice = harness.user();
    await connectUser(harness, alice);
    harness.sandbox.control.failNext({ count: 3, mode: 500 });

    const { text } = await balanceWhileOthersWait(harness, alice);
    expect(text).toBe("The network is not answering right now. Please try again in a few minutes.");

    alice.send("/balance");
    expect((await alice.next()).text).toContain("Balance");
  });
});

describe("Telegram answers 429", () => {
  it("the message arrives after retry_after", async () => {
    harness = await start();
    const user = harness.user();
    harness.botApi.failNext({ method: "sendMessage", error_code: 429, retry_after: 2 });
    user.send("/help");
    // Held while retry_after runs: nothing for the first second of it, then the message.
    await expect(user.next({ timeoutMs: 1_000 })).rejects.toThrow();
    const help = await user.next({ timeoutMs: 6_000 });
    expect(help.text).toContain("/connect");
    const sends = harness.botApi.calls.filter((c) => c.method === "sendMessage");
    expect(sends.map((c) => c.errorCode ?? 200)).toEqual([429, 200]);
    // Exactly one message, not a duplicate per attempt.
    expect(harness.botApi.botMessages(user.id)).toHaveLength(1);
  });
});
