/**
 * A sealed record that does not open at run time (corrupted, or written by an instance with
 * another key) reads as missing: a wizard's chat can talk again, a publisher's credentials mean
 * "not connected" (and connecting again works), and it is logged once, not as an error per update.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ANSWER_WAIT_MS } from "../../src/bot-api-stand-in/user.js";
import { SealedRecords } from "../../src/storage/index.js";
import { connectedUser, connectUser, type Harness, startHarness } from "../support/harness.js";

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.stop();
});

/** Overwrites a user's record of `kind` with one sealed under a key the bot does not have. */
async function sealWithAnotherKey(kind: string, userId: number): Promise<void> {
  const records = harness.app.storage.records<string>(kind);
  await new SealedRecords<object>(records, randomBytes(32)).set(userId, { from: "elsewhere" });
}

const logged = (text: string) => harness.logs.filter((line) => line.includes(text));
const toldError = (userId: number) =>
  harness.botApi.botMessages(userId).some((m) => /Something went wrong/.test(m.text));

describe("a sealed record that does not open at run time", () => {
  it("wizard state: the chat is not dead; /cancel, /start and /connect are answered", async () => {
    const pat = harness.user();
    pat.send("/connect");
    await pat.waitFor(/API key/);
    // The wizard's state is written as the update's handling ends.
    const wizard = harness.app.storage.records<string>("conversation");
    await vi.waitFor(async () => expect(await wizard.get(pat.id)).toBeDefined(), {
      timeout: ANSWER_WAIT_MS,
    });
    await sealWithAnotherKey("conversation", pat.id);

    pat.send("/cancel");
    await pat.waitFor(/nothing to cancel|Cancelled/);
    pat.send("/start");
    await pat.waitFor(/Your affiliate account in your pocket/);
    pat.send("/connect");
    await pat.waitFor(/API key/);
    expect(logged(`"record":"conversation:${pat.id}"`)).toHaveLength(1);
    expect(logged("update failed")).toEqual([]);
    expect(toldError(pat.id)).toBe(false);
  });

  it("credentials: 'connect first' instead of an error, and connecting again works", async () => {
    const pat = await connectedUser(harness);
    await sealWithAnotherKey("credentials", pat.id);

    for (let i = 0; i < 2; i++) {
      pat.send("/balance");
      await pat.waitFor(/First connect your publisher account/);
    }
    expect(logged(`"record":"credentials:${pat.id}"`)).toHaveLength(1);
    expect(toldError(pat.id)).toBe(false);

    await connectUser(harness, pat);
    pat.send("/balance");
    await pat.waitFor(/Balance/);
    expect(logged("update failed")).toEqual([]);
  });
});
