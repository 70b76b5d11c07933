import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Job } from "../../src/jobs/scheduler.js";
import { createPublisherApi } from "../../src/publisher-api/index.js";
import type { Sandbox } from "../../src/sandbox/index.js";
import { receiverEnv } from "../features/alerts/support.js";
import {
  digestJob,
  digestsOf,
  nextUtc,
  setUpDigest,
  startAheadSandbox,
} from "../features/digest/digest-support.js";
import { testNow } from "../support/clock.js";
import { connectWithClaims, type Harness, startHarness } from "../support/harness.js";

/**
 * Telegram refuses every send for a while (here a few seconds; the mechanism is the same for a
 * minute): every alert, digest and claim push is made once afterwards, none twice.
 */
const LIMIT = 10;
let harness: Harness;
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startAheadSandbox();
  harness = await startHarness({
    sandbox,
    env: { ...(await receiverEnv()), INBOX_LIMIT: String(LIMIT) },
  });
});
afterAll(async () => {
  await harness?.stop();
  await sandbox?.close();
});

const job = (name: string): Job => {
  const found = harness.app.jobs.find((j) => j.name === name);
  if (!found) throw new Error(`no job ${name}`);
  return found;
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("Telegram down for a while", () => {
  it("every alert, digest and claim push arrives once afterwards, none twice", async () => {
    const alice = sandbox.publishers[0];
    if (!alice) throw new Error("the sandbox has publishers");
    const user = harness.user();
    await connectWithClaims(harness, user, alice);
    await setUpDigest(user, "Tokyo", "09:00");
    user.send("/alerts");
    await user.waitFor(/Conversion alerts/);
    user.press("🔔 On for all offers");
    await user.waitFor(/Alerts are on/);
    const claimWatch = job("claim-watch");
    await claimWatch.run(testNow());
    const api = createPublisherApi({ baseUrl: sandbox.url });
    const claims = await api.forPublisher(alice).lostOrders.list({ perpage: 1000 });
    await api.close();
    const claim = claims.find((c) => c.status_id === "2");
    if (!claim) throw new Error("Alice has a processing claim");
    user.drain();

    // Longer than a send's own retries of a 5xx (auto-retry's 3 + 6 s).
    const outageMs = 12_000;
    harness.botApi.failNext({ error_code: 502, forMs: outageMs });
    const downFrom = Date.now();
    sandbox.control.setClaimStatus(alice.id, claim.id, "accepted", "Down <and> up");
    const fired = sandbox.control.fireConversion(alice.id, { payout: "3.30", repeats: 0 });
    const tokyo9 = nextUtc(0);
    await Promise.all([fired.done, claimWatch.run(testNow()), digestJob(harness).run(tokyo9)]);
    expect(user.drain()).toEqual([]);
    expect(
      await harness.app.metrics.count(harness.app.metrics.pushesRetried),
    ).toBeGreaterThanOrEqual(2);

    // Telegram is back: the jobs' next ticks and the inbox's next attempt make each push once.
    await pause(Math.max(0, downFrom + outageMs - Date.now()) + 100);
    await claimWatch.run(testNow());
    await digestJob(harness).run(new Date(tokyo9.getTime() + 60_000));
    await user.waitFor(/\+\$3\.30/, { timeoutMs: 15_000 });
    await claimWatch.run(testNow());
    await digestJob(harness).run(new Date(tokyo9.getTime() + 120_000));
    // Asserts nothing happens: no second one arrives in that time.
    await pause(2_500);
    const texts = harness.botApi.botMessages(user.id).map((m) => m.text ?? "");
    expect(texts.filter((t) => t.includes("+$3.30"))).toHaveLength(1);
    expect(texts.filter((t) => t.includes(`Claim #${claim.id}`))).toHaveLength(1);
    expect(digestsOf(harness, user)).toBe(1);
  }, 60_000);

  it("a burst beyond the inbox's limit: 503s past it, and every conversion kept is told", async () => {
    const bruno = sandbox.publishers[1];
    if (!bruno) throw new Error("the sandbox has two publishers");
    const user = harness.user();
    await connectWithClaims(harness, user, bruno);
    user.send("/alerts");
    await user.waitFor(/Conversion alerts/);
    user.press("🔔 On for all offers");
    await user.waitFor(/Alerts are on/);
    user.drain();
    // Telegram refuses this chat for a while: what is kept waits in the inbox.
    harness.botApi.failNext({ chatId: user.id, error_code: 502, forMs: 3_000 });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const deliveries = await sandbox.control.fireConversion(bruno.id, {
        status: "approved",
        payout: "1.00",
        repeats: 0,
      }).done;
      statuses.push(...deliveries.flatMap((d) => d.statuses));
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 503)).toHaveLength(25 - LIMIT);
    expect(
      await harness.app.metrics.count(harness.app.metrics.inboxRefused, { kind: "postback" }),
    ).toBe(25 - LIMIT);
    const [figures] = await harness.app.metrics.readInboxes();
    expect(figures?.length).toBeLessThanOrEqual(LIMIT);

    // Back: the ten kept are told (two alone, then one burst message of the eight more).
    await user.waitFor((m) => /⚡ 8 more conversions/.test(m.text), { timeoutMs: 30_000 });
  }, 60_000);
});
