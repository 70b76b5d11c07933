/**
 * A batch acts on the present, over HTTP as a publisher: /disconnect mid-batch stops
 * it before the next row and says where; ⏹ Stop does the same; a network answering 429 (or 500)
 * for a while makes rows wait and go through, none of them counted as not filed.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TRIES_BEFORE_PAUSE } from "../../../src/bot/features/claims/batch/send-row.js";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import type { RecordedCall } from "../../../src/sandbox/state.js";
import { testNow } from "../../support/clock.js";
import { connectWithClaims, type Harness, startHarness } from "../../support/harness.js";
import { csvOf, type Offer } from "./batch-files.js";
import { claimCalls, daysAgo } from "./support.js";

let harness: Harness;
let offers: Offer[];

beforeAll(async () => {
  harness = await startHarness();
  const publisher = harness.sandbox.publishers[0];
  const alice = harness.app.api.forPublisher(publisher);
  const joined = await alice.catalog.offers("all", { user_has_offer: true, limit: 2 });
  offers = joined.items.map((o) => ({ id: o.id, name: o.name.trim() }));
});
afterAll(async () => harness?.stop());

/** `count` rows of orders `prefix-0001`…, every one ready to file. */
function cleanRows(prefix: string, count: number): string[][] {
  const rows = [["Order", "Date", "Sum", "Offer"]];
  for (let n = 1; n <= count; n++)
    rows.push([orderOf(prefix, n), daysAgo((n % 20) + 1), "10 usd", String(offers[0]?.id)]);
  return rows;
}

const orderOf = (prefix: string, n: number) => `${prefix}-${String(n).padStart(4, "0")}`;

/** The bot's POSTs of orders of `prefix`, as they reached the sandbox. */
function postsOf(prefix: string): RecordedCall[] {
  return claimCalls(harness, "POST").filter((call) =>
    (
      (call.body as { lostOrder?: { order_number?: string } }).lostOrder?.order_number ?? ""
    ).startsWith(`${prefix}-`),
  );
}

/** A bot message as it stands now (the progress message, after its last edit). */
function current(user: TelegramUser, messageId: number): string {
  return harness.botApi.botMessages(user.id).find((m) => m.messageId === messageId)?.text ?? "";
}

/** Sends `count` clean rows and presses File; the progress message's id. */
async function fileRows(user: TelegramUser, prefix: string, count: number): Promise<number> {
  user.sendDocument(`${prefix}.csv`, csvOf(cleanRows(prefix, count)), { mimeType: "text/csv" });
  const summary = await user.waitFor(new RegExp(`${count} rows: ${count} ready`), {
    timeoutMs: 15_000,
  });
  user.press(`📨 File ${count}`, { messageId: summary.messageId });
  return summary.messageId;
}

describe("a batch reads the present before every row", () => {
  it("/disconnect at claim 5 of 40: no POST after the next row, and filing stopped is said", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    const progress = await fileRows(user, "DIS", 40);
    await vi.waitUntil(() => postsOf("DIS").length >= 5, { timeout: 30_000, interval: 5 });
    user.send("/disconnect");
    await user.waitFor(/Forget your credentials/);
    user.press("Yes, forget me");
    await user.waitFor(/Done: your credentials and every record of yours are deleted/, {
      timeoutMs: 15_000,
    });
    // Everything is forgotten by now: the row in flight may still go out, no other.
    const atForget = postsOf("DIS").length;
    await vi.waitUntil(() => /Filing stopped/.test(current(user, progress)), {
      timeout: 15_000,
      interval: 10,
    });
    const told = current(user, progress);
    const filed = postsOf("DIS").length;
    expect(atForget).toBeGreaterThanOrEqual(5);
    expect(filed).toBeLessThanOrEqual(atForget + 1);
    expect(told).toMatch(
      /⏹ Filing stopped before row \d+: the account was disconnected, so nothing more is filed with it\. Filed \d+ of 40 before that\./,
    );
    // The loop is over: nothing more goes out however long the test looks.
    const job = harness.app.jobs.find((j) => j.name === "claim-batches");
    await job?.run(testNow());
    expect(postsOf("DIS")).toHaveLength(filed);
  }, 60_000);

  it("⏹ Stop under the progress stops filing before the next row and says where", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    const progress = await fileRows(user, "STOP", 30);
    await vi.waitUntil(() => postsOf("STOP").length >= 3, { timeout: 30_000, interval: 5 });
    user.press("⏹ Stop filing", { messageId: progress });
    const pressedAt = postsOf("STOP").length;
    await vi.waitUntil(() => /⏹ Stopped before row/.test(current(user, progress)), {
      timeout: 15_000,
      interval: 10,
    });
    const told = current(user, progress);
    const filed = postsOf("STOP").length;
    expect(filed).toBeLessThanOrEqual(pressedAt + 2);
    expect(filed).toBeLessThan(30);
    const row = Number(/before row (\d+)/.exec(told)?.[1]);
    // Row numbers count the header: the order of file row N is order N - 1.
    expect(row).toBe(filed + 2);
    expect(told).toContain(`as you asked: filed ${filed} of 30, 0 not filed`);
    expect(user.callbackAnswers.at(-1)).toContain("Stopping");
    // Cancelled is over: the job does not take it up again.
    const job = harness.app.jobs.find((j) => j.name === "claim-batches");
    await job?.run(testNow());
    expect(postsOf("STOP")).toHaveLength(filed);
  }, 60_000);

  it("429s for 3 s and two 500s: the rows wait and go through, none counted as not filed", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    const control = harness.sandbox.control;
    const progress = await fileRows(user, "RL", 20);
    await vi.waitUntil(() => postsOf("RL").length >= 3, { timeout: 30_000, interval: 5 });
    control.rateLimit({ ms: 3_000, path: "/v2/lostOrders", method: "POST" });
    await vi.waitUntil(() => postsOf("RL").some((call) => call.status === 429), {
      timeout: 15_000,
      interval: 5,
    });
    // Through the 429s: a claim is filed after them, then the network fails twice.
    await vi.waitUntil(
      () => {
        const calls = postsOf("RL");
        const first = calls.findIndex((call) => call.status === 429);
        return calls.slice(first).some((call) => call.status === 201);
      },
      { timeout: 30_000, interval: 10 },
    );
    control.failNext({ count: 2, mode: 500, path: "/v2/lostOrders", method: "POST" });
    const result = await user.waitFor((m) => m.kind === "document", { timeoutMs: 90_000 });
    const calls = postsOf("RL");
    const created = calls.filter((call) => call.status === 201).map(orderNumberOf);
    expect(calls.filter((call) => call.status === 429).length).toBeGreaterThan(0);
    expect(calls.filter((call) => call.status === 500)).toHaveLength(2);
    expect(created).toHaveLength(20);
    expect(new Set(created).size).toBe(20);
    expect(current(user, progress)).toContain("Done: filed 20 of 20, 0 not filed");
    const text = Buffer.from(result.document?.bytes ?? []).toString("utf8");
    expect(text.split("\r\n").filter((line) => line.endsWith(",filed"))).toHaveLength(20);
    expect(text).not.toContain("not filed");
  }, 120_000);

  it("a network that keeps answering 429 pauses the batch, nothing counted as not filed; Resume goes on", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    // Retry-After: 0, so the tries come at the batch's pace, not after a growing backoff.
    harness.sandbox.control.rateLimit({
      count: TRIES_BEFORE_PAUSE,
      retryAfterSeconds: 0,
      path: "/v2/lostOrders",
      method: "POST",
    });
    const progress = await fileRows(user, "BUSY", 3);
    const paused = await user.waitFor(/Paused: the network has not taken claims for a while/, {
      timeoutMs: 30_000,
    });
    expect(paused.text).toContain("Filed 0 of 3, 0 not filed");
    expect(paused.buttons.flat()).toEqual(["▶ Resume"]);
    expect(postsOf("BUSY").filter((call) => call.status === 429)).toHaveLength(TRIES_BEFORE_PAUSE);
    user.press("▶ Resume", { messageId: paused.messageId });
    await user.waitFor((m) => m.kind === "document", { timeoutMs: 30_000 });
    expect(current(user, progress)).toContain("Done: filed 3 of 3, 0 not filed");
    expect(postsOf("BUSY").filter((call) => call.status === 201)).toHaveLength(3);
  }, 60_000);
});

function orderNumberOf(call: RecordedCall): string {
  return (call.body as { lostOrder?: { order_number?: string } }).lostOrder?.order_number ?? "";
}
