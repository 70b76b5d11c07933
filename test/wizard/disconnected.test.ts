/**
 * A wizard whose account is disconnected while it waits (the account removed from
 * another path: here the app's own forget, as /accounts' 🗑 calls it, which keeps the person's
 * own records, the open wizard among them) answers its next step with the one "not connected"
 * text and its Connect button, and ends.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SandboxPublisher } from "../../src/sandbox/index.js";
import { addAccount } from "../features/accounts/support.js";
import { connectUser, connectWithClaims, type Harness, startHarness } from "../support/harness.js";

let harness: Harness;
let alice: SandboxPublisher;
let bruno: SandboxPublisher;
beforeAll(async () => {
  harness = await startHarness();
  [alice, bruno] = harness.sandbox.publishers as unknown as [SandboxPublisher, SandboxPublisher];
});
afterAll(async () => harness?.stop());

/** Forgets the user's active account the way removing it in /accounts does. */
async function forgetActive(userId: number): Promise<void> {
  const { storage } = harness.app;
  const { active } = await storage.accounts.of(userId);
  if (!active) throw new Error("no account is active");
  await storage.forgetAccount(userId, active.id);
  expect(await storage.vault.get(active.id)).toBeUndefined();
}

/** Whether a wizard's state is still stored for the user's private chat. */
async function wizardOpen(userId: number): Promise<boolean> {
  return (await harness.app.storage.records<string>("conversation").get(userId)) !== undefined;
}

describe("a wizard whose account is disconnected meanwhile", () => {
  it("/link, the only account removed: the next step says to connect, and the wizard is over", async () => {
    const user = harness.user();
    await connectUser(harness, user, alice.apiKey);
    user.send("/link");
    await user.waitFor(/Type words from its name|Pick an offer/);
    await expect.poll(() => wizardOpen(user.id)).toBe(true);

    await forgetActive(user.id);
    user.send("12345");
    const answer = await user.waitFor(/connect/i);
    expect(answer.text).toBe(
      "First connect your publisher account: it takes one message with your API key.",
    );
    expect(answer.buttons.flat()).toContain("🔌 Connect");
    await expect.poll(() => wizardOpen(user.id)).toBe(false);
  });

  it("/link in Russian: the same answer, in Russian", async () => {
    const user = harness.user({ languageCode: "ru" });
    await connectUser(harness, user, alice.apiKey);
    user.send("/link");
    await user.waitFor(/оффер/i);
    await forgetActive(user.id);
    user.send("12345");
    const answer = await user.waitFor(/Сначала подключите/);
    expect(answer.text).toBe(
      "Сначала подключите аккаунт вебмастера: нужно одно сообщение с API-ключом.",
    );
    expect(answer.buttons.flat()).toContain("🔌 Подключить");
    await expect.poll(() => wizardOpen(user.id)).toBe(false);
  });

  it("/claim in Russian, for the second account, removed: its next question answers the same", async () => {
    const user = harness.user({ languageCode: "ru" });
    await connectWithClaims(harness, user, alice);
    await addAccount(user, bruno, true);
    user.send("/claim");
    const first = await user.next();
    await expect.poll(() => wizardOpen(user.id)).toBe(true);
    await forgetActive(user.id);
    // Whatever the first question is, a typed answer is read by its next step.
    user.send(first.buttons.flat()[0] ?? "12345");
    const answer = await user.waitFor(/Сначала подключите/);
    expect(answer.buttons.flat()).toContain("🔌 Подключить");
    await expect.poll(() => wizardOpen(user.id)).toBe(false);
  });
});
