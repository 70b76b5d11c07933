/**
 * Answers the spec leaves open, as a publisher meets them: a create answered without the claim, a
 * second press of Send, and a gateway's page where the balance should be.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { createPublisherApi } from "../../../src/publisher-api/index.js";
import {
  connectUser,
  connectWithClaims,
  type Harness,
  startHarness,
} from "../../support/harness.js";
import { answerOf } from "../postbacks/helpers.js";
import { claimCalls } from "./support.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterEach(() => harness.sandbox.control.resetQuirks());
afterAll(async () => harness.stop());

/** The publisher's claims with this order number, as the network lists them. */
async function claimsNumbered(orderNumber: string) {
  const api = createPublisherApi({ baseUrl: harness.sandbox.url });
  const [alice] = harness.sandbox.publishers;
  try {
    return await api.forPublisher(alice).lostOrders.list({ order_number: orderNumber });
  } finally {
    await api.close();
  }
}

/** Walks the claim wizard to its summary with a unique order number; the summary's message id. */
async function fillClaim(user: TelegramUser, orderNumber: string): Promise<number> {
  user.send("/claim");
  const offers = await user.waitFor(/Which offer/);
  user.press(offers.buttons[0]?.[0] ?? "");
  await user.waitFor(/traffic channel/);
  user.press("Instagram @alice.finds");
  await user.waitFor(/order number/);
  user.send(orderNumber);
  await user.waitFor(/When was/);
  user.press("Yesterday");
  await user.waitFor(/order amount/);
  user.send("25");
  await user.waitFor(/currency/);
  user.press("EUR");
  await user.waitFor(/comment/);
  user.press("Skip");
  return (await user.waitFor(/Your claim/)).messageId;
}

describe("a claim whose create answer carries no id", () => {
  it("is found by listing and shown once; Send pressed again files nothing new", async () => {
    harness.sandbox.control.setQuirks({ lostOrderAnswer: "empty" });
    const user = harness.user();
    await connectWithClaims(harness, user);
    const summary = await fillClaim(user, "NOID-7781");
    const before = claimCalls(harness, "POST").length;
    user.press("📨 Send");
    const filed = await user.waitFor(/Claim #\d+ is filed/);
    const claims = await claimsNumbered("NOID-7781");
    expect(claims).toHaveLength(1);
    expect(filed.text).toContain(`Claim #${claims[0]?.id} is filed`);

    // A second press of the same Send: the wizard is over, nothing is filed again.
    const again = user.press("📨 Send", { messageId: summary });
    expect((await answerOf(user, again)).text).toMatch(/expired/);
    expect(claimCalls(harness, "POST").length).toBe(before + 1);
    expect(await claimsNumbered("NOID-7781")).toHaveLength(1);
    expect(user.drain().filter((m) => /is filed/.test(m.text))).toEqual([]);
  });

  it("after an unreadable answer to Send, a second Send files the claim exactly once", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    await fillClaim(user, "HTML-5521");
    harness.sandbox.control.failNext({ mode: "html", path: "lostOrders", method: "POST" });
    user.press("📨 Send");
    await user.waitFor(/could not read/);
    user.press("📨 Send");
    await user.waitFor(/Claim #\d+ is filed/);
    expect(await claimsNumbered("HTML-5521")).toHaveLength(1);
  });

  it("a Send that timed out but was filed is found, not filed twice", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    await fillClaim(user, "SLOW-3390");
    const before = claimCalls(harness, "POST").length;
    // Slower than the bot waits (2 s in tests): the network files it after the bot gave up.
    harness.sandbox.control.setDelay(2600);
    user.press("📨 Send");
    await user.waitFor(/taking too long/, { timeoutMs: 15_000 });
    harness.sandbox.control.setDelay(0);
    await vi.waitUntil(async () => (await claimsNumbered("SLOW-3390")).length > 0, {
      timeout: 5_000,
    });
    user.press("📨 Send");
    await user.waitFor(/Claim #\d+ is filed/);
    expect(claimCalls(harness, "POST").length).toBe(before + 1);
    expect(await claimsNumbered("SLOW-3390")).toHaveLength(1);
  });
});

describe("a gateway's page instead of the balance", () => {
  it("says the answer could not be read, never 0.00, and Try again shows the balance", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    // Every attempt of the GET (the first and its two retries) gets the page.
    harness.sandbox.control.failNext({ mode: "html", path: "/balanceinfo", count: 3 });
    user.send("/balance");
    const refused = await user.waitFor(/could not read/);
    expect(refused.text).not.toMatch(/0[.,]00/);
    expect(refused.buttons).toEqual([["🔄 Try again"]]);
    user.press("🔄 Try again");
    const shown = await user.waitFor(/Available:/);
    expect(shown.text).toMatch(/Available: \$[\d,]+\.\d\d/);
  });

  it("in Russian too", async () => {
    const user = harness.user({ languageCode: "ru" });
    await connectUser(harness, user);
    harness.sandbox.control.failNext({ mode: "foreign-root", path: "/balanceinfo", count: 3 });
    user.send("/balance");
    const refused = await user.waitFor(/не смог прочитать/);
    expect(refused.buttons).toEqual([["🔄 Повторить"]]);
  });
});
