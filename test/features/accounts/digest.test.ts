/**
 * The digest with two accounts (Alice in USD, Bruno in EUR): one digest per account,
 * each headed by its account, or (the publisher's choice in /digest) one for both, whose totals
 * add amounts only within one currency.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Sandbox, SandboxPublisher } from "../../../src/sandbox/index.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { digestJob, nextUtc, setUpDigest, startAheadSandbox } from "../digest/digest-support.js";
import { addAccount } from "./support.js";

let harness: Harness;
let sandbox: Sandbox;
let alice: SandboxPublisher;
let bruno: SandboxPublisher;
beforeAll(async () => {
  sandbox = await startAheadSandbox();
  harness = await startHarness({ sandbox });
  [alice, bruno] = sandbox.publishers as unknown as [SandboxPublisher, SandboxPublisher];
});
afterAll(async () => {
  await harness?.stop();
  await sandbox?.close();
});

const DAY_MS = 86_400_000;

/** The amounts of an English line, as written: "$1,234.56", "€78.90", "-$3.00". */
const amountsOf = (line: string) => line.match(/-?[$€]\d[\d,]*(?:\.\d+)?/g) ?? [];

describe("the digest of two accounts", () => {
  it("one per account, headed by each; then one for both, totals summed within a currency", async () => {
    const user = harness.user();
    await connectUser(harness, user, alice.apiKey);
    await addAccount(user, bruno);
    await setUpDigest(user, "UTC", "09:00");
    const card = user.lastMessage();
    expect(card?.text).toContain("One digest per account.");
    expect(card?.buttons.flat()).toContain("📚 One digest for all accounts");
    user.drain();

    const due = nextUtc(9);
    await digestJob(harness).run(due);
    const perAccount = [await user.next(), await user.next()];
    expect(perAccount.map((m) => m.kind)).toEqual(["photo", "photo"]);
    expect(perAccount.map((m) => m.text.split("\n")[0]).sort()).toEqual([
      "👤 Alice Walker",
      "👤 Bruno Costa",
    ]);
    const aliceDigest = perAccount.find((m) => m.text.startsWith("👤 Alice")) ?? perAccount[0];
    const brunoDigest = perAccount.find((m) => m.text.startsWith("👤 Bruno")) ?? perAccount[1];
    expect(aliceDigest?.text).toContain("Available balance: $");
    expect(brunoDigest?.text).toContain("Available balance: €");
    // Sent once: the same tick again sends nothing.
    await digestJob(harness).run(due);
    expect(user.drain()).toEqual([]);

    user.send("/digest");
    await user.waitFor(/Daily digest: on/);
    user.press("📚 One digest for all accounts");
    const combined = await user.waitFor(
      (m) => m.kind === "edit" && /for all your accounts/.test(m.text),
    );
    expect(combined.buttons.flat()).toContain("📄 One digest per account");

    await digestJob(harness).run(new Date(due.getTime() + DAY_MS));
    const both = await user.next();
    expect(user.drain()).toEqual([]);
    expect(both.kind).toBe("send");
    const lines = both.text.split("\n");
    expect(lines[0]).toMatch(/^☀️ Your accounts: /);
    const aliceAt = lines.indexOf("👤 Alice Walker");
    const brunoAt = lines.indexOf("👤 Bruno Costa");
    expect(aliceAt).toBeGreaterThan(0);
    expect(brunoAt).toBeGreaterThan(aliceAt);
    const aliceCommission = amountsOf(lines[aliceAt + 1] ?? "")[0] ?? "";
    const brunoCommission = amountsOf(lines[brunoAt + 1] ?? "")[0] ?? "";
    expect(aliceCommission).toMatch(/^\$/);
    expect(brunoCommission).toMatch(/^€/);
    // Dollars and euros are never added together: each currency has its own total.
    const total = lines.find((line) => line.startsWith("💰 Commission, all accounts:")) ?? "";
    expect(amountsOf(total).sort()).toEqual([aliceCommission, brunoCommission].sort());
    const balances = lines.find((line) => line.startsWith("💳 Available, all accounts:")) ?? "";
    expect(amountsOf(balances)).toHaveLength(2);
  });
});
