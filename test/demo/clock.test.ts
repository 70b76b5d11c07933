/**
 * The demo's network commands say when they move the clock: a command /watch notices
 * moves the watch's clock, and the network's with it, an hour ahead, since the watch checks an
 * account once an hour and tells a change at the check after it. Each such command says so, by how
 * much, and how far ahead of the publisher's clock the network now is; a command that needs no
 * watch check (a claim moved) moves nothing and says nothing of the clock. The suite's clock stands
 * still, so every figure is exact.
 */
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { type Harness, startHarness } from "../support/harness.js";
import { processingClaim, terminalChat } from "./support.js";

const NOW = new Date("2026-12-04T15:35:00Z");
const now = () => NOW;

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ now });
});
afterAll(async () => harness?.stop());

it("says each time it moves the network's clock, by how much and how far ahead it is", async () => {
  const claim = await processingClaim(harness);
  const { input, printed, done } = await terminalChat(harness, now);
  /** What a command printed as its own answer: its line, and the clock's line after it. */
  const answer = async (typed: string, said: RegExp) => {
    const from = printed().length;
    input.write(`${typed}\n`);
    await vi.waitFor(() => expect(printed().slice(from)).toMatch(said), { timeout: 10_000 });
    const lines = printed().slice(from).split("\n");
    const at = lines.findIndex((l) => said.test(l));
    return lines.slice(at, at + 2);
  };

  // A claim moved: the claim watch runs on the publisher's clock, nothing moves.
  const [, afterClaim] = await answer(`!claim ${claim.id} accepted`, /\(the network moved claim/);
  expect(afterClaim ?? "").not.toMatch(/🕐/);

  input.write("/watch\n");
  await vi.waitFor(() => expect(printed()).toMatch(/👁 Watch/), { timeout: 5_000 });
  input.write("👁 Start watching\n");
  await vi.waitFor(() => expect(printed()).toMatch(/🟢 On:/), { timeout: 5_000 });

  const [, first] = await answer("!payout 120", /\(payout #\d+ made; !paid \d+ pays it\)/);
  expect(first).toBe(
    "🕐 The network's clock moved 1 hour ahead (the watch checks an account once an hour, so it could check again and see the change): it reads 2026-12-04 16:35 UTC, 1 hour ahead of yours (2026-12-04 15:35 UTC); times it stamps from now on read that much later.",
  );
  const [, second] = await answer("!pause 1", /\(the network paused offer #1 for you\)/);
  expect(second).toMatch(
    /^🕐 The network's clock moved 1 hour ahead .*: it reads 2026-12-04 17:35 UTC, 2 hours ahead of yours \(2026-12-04 15:35 UTC\);/,
  );
  input.write("/quit\n");
  await done;
});
