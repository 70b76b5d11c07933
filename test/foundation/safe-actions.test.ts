/** Issue 13, "Safe actions": a slow answer shows "typing…", a wizard paused by a command resumes. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectedUser, type Harness, startHarness } from "../support/harness.js";

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
