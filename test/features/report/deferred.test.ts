/**
 * A card of a long period, whose reports the network prepares first (envelope 204): one message
 * says so and is edited as the bot keeps asking, then the card comes; given up, the periods again.
 */
import { afterEach, describe, expect, it } from "vitest";
import { startSandbox } from "../../../src/sandbox/index.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { headlineLines } from "./helpers.js";

const NOW = new Date("2026-11-25T12:00:00Z");
// The sandbox defers reports of more than 92 days.
const LONG = "/report 2026-07-29 2026-11-25";

let harness: Harness;
afterEach(async () => harness?.stop());

describe("a card of a deferred report", () => {
  it("says the report is being prepared, edits that message when ready, then sends the card", async () => {
    harness = await startHarness({ now: () => NOW });
    const user = harness.user();
    await connectUser(harness, user);
    user.send(LONG);
    const preparing = await user.waitFor(/preparing the report/, { timeoutMs: 10_000 });
    const ready = await user.waitFor(
      (m) => m.messageId === preparing.messageId && /is ready/.test(m.text),
      { timeoutMs: 30_000 },
    );
    expect(ready.kind).toBe("edit");
    const card = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 20_000 });
    expect(card.text).toMatch(/Report card · Jul 29 – Nov 25, so far/);
    expect(headlineLines(card.text).every((line) => line !== "")).toBe(true);
  });

  it("gives up clearly after the limit and offers the card's periods again", async () => {
    const sandbox = await startSandbox({ deferRepeats: 1000, now: () => NOW });
    harness = await startHarness({
      sandbox,
      now: () => NOW,
      env: { PUBLISHER_REPORT_TIMEOUT_MS: "1500" },
    });
    try {
      const user = harness.user();
      await connectUser(harness, user);
      user.send(LONG);
      const preparing = await user.waitFor(/preparing the report/, { timeoutMs: 10_000 });
      const gaveUp = await user.waitFor(/stopped asking for it/, { timeoutMs: 15_000 });
      expect(gaveUp.messageId).toBe(preparing.messageId);
      expect(gaveUp.buttons.flat()).toEqual(
        expect.arrayContaining(["This week", "Last week", "This month", "Last month"]),
      );
      await expect(user.next({ timeoutMs: 1500 })).rejects.toThrow(/no message/);
    } finally {
      await sandbox.close();
    }
  });
});
