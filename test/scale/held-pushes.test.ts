/**
 * Two bot processes on one Redis run the same claim-watch poll while Telegram keeps the first
 * one's push waiting: once by not answering it (the stand-in's holdNext) and once by flood
 * control (a 429 with retry_after, again and again). A push's once-mark holds unrenewed for
 * PUSH_SENDING_MS, set here to a fraction of the wait, so under a fixed span it would have run out
 * long before the send ended and the second instance would push the news again; renewed while
 * its send waits (outbox.ts `holding`), it holds, and the publisher gets the news once. What the
 * test shortens is the span (minutes in production), not what is tested: a living sender's mark
 * outlives its wait, however long. (The watch job is not the one run here: its check of a
 * publisher is one instance's alone by a lease of its own, so a second instance never reaches
 * the marks within a test's minutes.) A conversion alert, too: the network's two copies of one
 * postback reach both instances; the second waits for the publisher's alert lock as long as a
 * lock waits for a stuck holder (half a minute, storage/locks.ts), then meets the first one's
 * mark, still held.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { BotApiStandIn } from "../../src/bot-api-stand-in/stand-in.js";
import { TelegramUser } from "../../src/bot-api-stand-in/user.js";
import { createPublisherApi, type LostOrder } from "../../src/publisher-api/index.js";
import { type Sandbox, type SandboxPublisher, startSandbox } from "../../src/sandbox/index.js";
import { settle } from "../features/alerts/support.js";
import type { ChildBot } from "../support/child-bot.js";
import { testNow } from "../support/clock.js";
import { startTwoInstances, type TwoInstances } from "../support/two-instances.js";

/** How long a push's mark holds unrenewed here; each send is kept waiting many times longer. */
const SPAN_MS = 400;

let setUp: TwoInstances;
let sandbox: Sandbox;
let botApi: BotApiStandIn;
let alice: SandboxPublisher;
let first: ChildBot;
let second: ChildBot;
let owner: TelegramUser;
/** Alice's claims still new when the test began: each test changes one. */
let fresh: LostOrder[] = [];
/** The polls' instants: fifteen minutes apart, from the suite's clock. */
const start = testNow();
const tick = (n: number) => new Date(start.getTime() + n * 15 * 60_000);

beforeAll(async () => {
  setUp = await startTwoInstances(() => startSandbox({ now: testNow }), {
    PUSH_SENDING_MS: String(SPAN_MS),
  });
  ({ sandbox, botApi } = setUp);
  [first, second] = setUp.instances as [ChildBot, ChildBot];
  alice = sandbox.publishers[0];
  owner = new TelegramUser(botApi, { id: 840_101, firstName: "Ana", languageCode: "en" });
  owner.send(`/connect ${alice.apiKey}`);
  await owner.waitFor(/client ID/, { timeoutMs: 10_000 });
  owner.send(alice.clientId);
  await owner.waitFor(/client secret/);
  owner.send(alice.clientSecret);
  await owner.waitFor(/claims are enabled/);
  const api = createPublisherApi({ baseUrl: sandbox.url });
  const { apiKey, clientId, clientSecret } = alice;
  const claims = await api
    .forPublisher({ apiKey, clientId, clientSecret })
    .lostOrders.list({ perpage: 1000 });
  await api.close();
  fresh = claims.filter((claim) => claim.status_id === "1");
  // The first poll only records where the claims stand.
  await first.runJob("claim-watch", tick(0));
}, 60_000);
afterAll(async () => {
  await setUp?.stop();
});

/** The owner's messages that tell `news`. */
const told = (news: string) =>
  botApi.botMessages(owner.id).filter((m) => m.from === "bot" && m.text.includes(news));

describe("a push Telegram keeps waiting, two instances on Redis", () => {
  it("a send not answered for many times the mark's span: the news is pushed once", async () => {
    const claim = fresh[0];
    if (!claim) throw new Error("Alice has a new claim");
    const news = `🔔 Claim #${claim.id} `;
    sandbox.control.setClaimStatus(alice.id, claim.id, "accepted");

    const held = botApi.holdNext({ method: "sendMessage", chatId: owner.id });
    const firstRun = first.runJob("claim-watch", tick(1));
    await held.reached;
    // The mark's own span passes three times over while the first push waits.
    await sleep(SPAN_MS * 3);
    await second.runJob("claim-watch", tick(1));
    expect(told(news)).toEqual([]);
    expect(held.held()).toBe(1);
    held.release();
    await firstRun;
    await second.runJob("claim-watch", tick(2));
    expect(told(news)).toHaveLength(1);
  }, 60_000);

  it("flood control making the send wait (429, retry_after) past the mark's span: pushed once", async () => {
    const claim = fresh[1];
    if (!claim) throw new Error("Alice has two new claims");
    const news = `🔔 Claim #${claim.id} `;
    sandbox.control.setClaimStatus(alice.id, claim.id, "rejected");
    const flooded = new Promise<void>((resolve) => {
      const stop = botApi.onEvent((event) => {
        if (event.type !== "failure" || event.chatId !== owner.id || event.errorCode !== 429)
          return;
        stop();
        resolve();
      });
    });
    botApi.failNext({
      method: "sendMessage",
      chatId: owner.id,
      error_code: 429,
      retry_after: 1,
      forMs: 10 * SPAN_MS,
    });
    const firstRun = first.runJob("claim-watch", tick(3));
    await flooded;
    await sleep(SPAN_MS * 3);
    await second.runJob("claim-watch", tick(3));
    await firstRun;
    await second.runJob("claim-watch", tick(4));
    expect(told(news)).toHaveLength(1);
  }, 60_000);

  it("an alert whose send Telegram does not answer: the network's second copy, on the other instance, tells nothing", async () => {
    owner.send("/alerts");
    await owner.waitFor(/Conversion alerts/);
    owner.press("🔔 On for all offers");
    await owner.waitFor(/Alerts are on/);
    const news = "💰 +$7.00";
    const held = botApi.holdNext({ method: "sendMessage", chatId: owner.id });
    // Sent twice: round robin takes the two copies to different instances.
    await sandbox.control.fireConversion(alice.id, {
      status: "approved",
      payout: "7.00",
      subaccount: "held",
      repeats: 1,
    }).done;
    await held.reached;
    const elsewhere = () =>
      [first, second].some((bot) => bot.output().includes("the alert is being sent elsewhere"));
    // The second copy gets past the lock's wait, then finds the mark held (or, were it not
    // renewed, takes it and tells the alert a second time).
    await vi.waitUntil(() => elsewhere() || told(news).length > 0, {
      timeout: 60_000,
      interval: 100,
    });
    expect(told(news)).toEqual([]);
    held.release();
    await vi.waitUntil(() => told(news).length > 0, { timeout: 10_000, interval: 50 });
    // The second copy's next attempt (two seconds on) finds the alert told.
    await settle(owner, 3_000);
    expect(told(news)).toHaveLength(1);
  }, 90_000);
});
