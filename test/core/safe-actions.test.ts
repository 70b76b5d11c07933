/** A slow answer shows "typing…", a wizard paused by a command resumes. */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ANSWER_WAIT_MS } from "../../src/bot-api-stand-in/user.js";
import {
  connectedUser,
  connectWithClaims,
  type Harness,
  startHarness,
} from "../support/harness.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.stop());

describe("a slow answer", () => {
  it("shows “typing…” when the answer takes over a second, and nothing when it is quick", async () => {
    const user = await connectedUser(harness);
    const actions = () => harness.botApi.chat(user.id).actions;
    user.send("/help");
    await user.next();
    expect(actions()).toEqual([]);

    harness.sandbox.control.setDelay(1500);
    try {
      user.send("/balance");
      await user.next({ timeoutMs: 10_000 });
    } finally {
      harness.sandbox.control.setDelay(0);
    }
    expect(actions()[0]).toBe("typing");
  });
});

describe("a command in the middle of a wizard", () => {
  it("runs, keeps the wizard's answers, says it is paused and offers to go back to it", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    user.send("/claim");
    const offers = await user.waitFor(/Which offer was the order for/);
    user.press(offers.buttons[0]?.[0] ?? "");
    await user.waitFor(/Which traffic channel/);

    user.send("/balance");
    await user.waitFor(/balance/i);
    const paused = await user.waitFor(/wizard you were in is paused/);
    expect(paused.text).toContain("/cancel");
    expect(paused.buttons).toEqual([["↩️ Back to the wizard"]]);

    user.press("↩️ Back to the wizard");
    const again = await user.waitFor(/Which traffic channel/);
    user.press("Telegram @alice_deals", { messageId: again.messageId });
    await user.waitFor(/order number/);
    user.send("/help");
    await user.waitFor(/paused/);
    user.send("ORD-PAUSED-1");
    await user.waitFor(/When was the order placed/);
    user.press("Yesterday");
    await user.waitFor(/order amount/);
    user.send("10");
    await user.waitFor(/currency/);
    user.press("USD");
    await user.waitFor(/comment/);
    user.press("Skip");
    const summary = await user.waitFor(/Your claim/);
    expect(summary.text).toContain("Channel: Telegram @alice_deals");
    expect(summary.text).toContain("Order number: ORD-PAUSED-1");

    user.send("/cancel");
    expect((await user.waitFor(/Cancel|nothing/i)).text).toContain("Cancelled");
  });
});

describe("a wizard set aside by another", () => {
  it("/claim paused, /digest's time zone changed meanwhile: ↩️ goes back to /claim with its answers", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    user.send("/claim");
    const offers = await user.waitFor(/Which offer was the order for/);
    user.press(offers.buttons[0]?.[0] ?? "");
    await user.waitFor(/Which traffic channel/);
    user.press("Telegram @alice_deals");
    await user.waitFor(/order number/);

    user.send("/digest");
    const card = await user.waitFor(/Delivery at/);
    const paused = await user.waitFor(/wizard you were in is paused/);
    user.press("🌍 Time zone", { messageId: card.messageId });
    const picker = await user.waitFor(/Which time zone are you in/);
    user.press(/^London/, { messageId: picker.messageId });
    expect((await user.waitFor(/Delivery at/)).text).toMatch(/time zone London/);

    // The answer it waits for now is /claim's, which kept its offer and channel.
    user.press("↩️ Back to the wizard", { messageId: paused.messageId });
    await user.waitFor(/order number|answer the question above/);
    user.send("ORD-SHELVED-1");
    await user.waitFor(/When was the order placed/);
    user.press("Yesterday");
    await user.waitFor(/order amount/);
    user.send("10");
    await user.waitFor(/currency/);
    user.press("USD");
    await user.waitFor(/comment/);
    user.press("Skip");
    const summary = await user.waitFor(/Your claim/);
    expect(summary.text).toContain("Channel: Telegram @alice_deals");
    expect(summary.text).toContain("Order number: ORD-SHELVED-1");

    // /cancel drops it; its ↩️ is dead then.
    user.send("/cancel");
    await user.waitFor(/Cancelled/);
    const late = user.press("↩️ Back to the wizard", { messageId: paused.messageId });
    await vi.waitUntil(() => user.callbackAnswerDetails.find((a) => a.queryId === late), {
      timeout: ANSWER_WAIT_MS,
    });
    expect(user.callbackAnswerDetails.find((a) => a.queryId === late)?.text).toMatch(
      /^This button has expired/,
    );
  });

  it("a text sent while a wizard is set aside is not taken as its answer", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    user.send("/claim");
    const offers = await user.waitFor(/Which offer was the order for/);
    user.press(offers.buttons[0]?.[0] ?? "");
    await user.waitFor(/Which traffic channel/);
    user.send("/digest");
    const card = await user.waitFor(/Delivery at/);
    const paused = await user.waitFor(/wizard you were in is paused/);
    user.press("🕘 Time", { messageId: card.messageId });
    await user.waitFor(/When should the digest come/);
    user.send("07:30");
    expect((await user.waitFor(/Delivery at/)).text).toContain("07:30");
    user.press("↩️ Back to the wizard", { messageId: paused.messageId });
    const again = await user.waitFor(/Which traffic channel|answer the question above/);
    expect(again.text).not.toContain("Delivery at");
  });
});
