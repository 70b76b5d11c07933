/** A slow answer shows "typing…", a wizard paused by a command resumes. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
