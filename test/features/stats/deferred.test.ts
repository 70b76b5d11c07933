import { afterEach, describe, expect, it } from "vitest";
import { startSandbox } from "../../../src/sandbox/index.js";
import { testNow, testToday } from "../../support/clock.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { addDays, clicksByCountry, directClient, figure, statsCalls } from "./helpers.js";

let harness: Harness;
afterEach(async () => {
  await harness?.stop();
});

// The sandbox defers reports of more than 92 days (`deferAfterDays`), and delivers one on the
// `deferRepeats`-th repeat with its request_id.
const to = testToday();
const from = addDays(to, -119);

describe("deferred reports", () => {
  it("says the report is being prepared, polls with request_id, and edits the message when ready", async () => {
    harness = await startHarness();
    const user = harness.user();
    await connectUser(harness, user);
    harness.sandbox.control.clearCalls();
    await user.send(`/stats ${from} ${to}`);
    const preparing = await user.waitFor(/preparing the report/, { timeoutMs: 10_000 });
    expect(preparing.kind).toBe("send");
    const ready = await user.waitFor(
      (m) => m.messageId === preparing.messageId && /is ready/.test(m.text),
      { timeoutMs: 20_000 },
    );
    expect(ready.kind).toBe("edit");
    const summary = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 10_000 });
    expect(figure(summary.text, "Clicks:")).toBe(
      await clicksByCountry(directClient(harness), from, to),
    );
    const repeats = statsCalls(harness).filter(
      (c) => c.parts.join("/") === `statistics/event_time_day/${from}/${to}`,
    );
    expect(repeats.length).toBeGreaterThanOrEqual(2);
    expect(repeats[0]?.call.query.request_id).toBeUndefined();
    expect(repeats.at(-1)?.call.query.request_id).toMatch(/^\d+$/);
    expect(user.lastMessage()?.messageId).toBe(summary.messageId);
  });

  it("gives up clearly after the limit and offers the periods again", async () => {
    const sandbox = await startSandbox({ deferRepeats: 1000, now: testNow });
    harness = await startHarness({ sandbox, env: { PUBLISHER_REPORT_TIMEOUT_MS: "1500" } });
    try {
      const user = harness.user();
      await connectUser(harness, user);
      await user.send(`/stats ${from} ${to}`);
      const preparing = await user.waitFor(/preparing the report/, { timeoutMs: 10_000 });
      const gaveUp = await user.waitFor(/stopped asking for it/, { timeoutMs: 15_000 });
      expect(gaveUp.messageId).toBe(preparing.messageId);
      expect(gaveUp.buttons.flat()).toContain("7 days");
      // Nothing else follows: no photo, no generic error.
      await expect(user.next({ timeoutMs: 1500 })).rejects.toThrow(/no message/);
    } finally {
      await sandbox.close();
    }
  });
});
