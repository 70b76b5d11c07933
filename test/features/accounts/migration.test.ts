/**
 * Issue 24: data written before there were several accounts (one publisher, their credentials,
 * settings and claim snapshot under their own Telegram id) is seeded into a real SQLite file,
 * then the bot starts on it. The publisher's one account becomes their first account: nothing is
 * lost, nobody is asked to connect again, and the claim watch goes on from its snapshot.
 */
import { createHash } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublisherApi, type PublisherApi } from "../../../src/publisher-api/index.js";
import { type Sandbox, type SandboxPublisher, startSandbox } from "../../../src/sandbox/index.js";
import { openStorage } from "../../../src/storage/index.js";
import { testNow } from "../../support/clock.js";
import { type Harness, startHarness } from "../../support/harness.js";
import { storedKeys } from "../../support/stored-keys.js";

const USER_ID = 4_200_000_001;
const dir = mkdtempSync(join(tmpdir(), "pbot-old-layout-"));
const path = join(dir, "bot.sqlite");
let sandbox: Sandbox;
let api: PublisherApi;
let harness: Harness;
let alice: SandboxPublisher;
let claimId: string;

/** The layout every version before issue 24 wrote: no accounts list, all under the user's id. */
async function seedOldLayout(): Promise<void> {
  const storage = await openStorage({ storage: { kind: "sqlite", path } });
  const { apiKey, clientId, clientSecret } = alice;
  await storage.vault.set(USER_ID, { apiKey, clientId, clientSecret });
  await storage.users.set(USER_ID, { language: "pt", clientLanguage: "pt", timeZone: "UTC" });
  const claims = await api.forPublisher({ apiKey, clientId, clientSecret }).lostOrders.list({
    perpage: 1000,
  });
  const statuses = Object.fromEntries(claims.map((claim) => [claim.id, claim.status_id]));
  claimId = claims.find((claim) => claim.status_id === "2")?.id ?? "";
  await storage.records("claim-watch").set(USER_ID, {
    client: createHash("sha256").update(clientId).digest("base64url").slice(0, 16),
    polledAt: testNow().toISOString(),
    statuses,
  });
  await storage.close();
}

beforeAll(async () => {
  sandbox = await startSandbox();
  api = createPublisherApi({ baseUrl: sandbox.url });
  alice = sandbox.publishers[0] as SandboxPublisher;
  await seedOldLayout();
  harness = await startHarness({ sandbox, env: { STORAGE_URL: `sqlite://${path}` } });
});
afterAll(async () => {
  await harness?.stop();
  await api?.close();
  await sandbox?.close();
});

describe("the layout before several accounts", () => {
  it("becomes the first account on first start: no reconnect, settings and claim snapshot kept", async () => {
    const keysBefore = await storedKeys(path);
    const user = harness.user({ id: USER_ID, languageCode: "pt" });
    user.send("/balance");
    const balance = await user.waitFor(/Saldo/);
    expect(balance.text).not.toMatch(/conect/i);
    // One account: nothing heads the answer.
    expect(balance.text).not.toContain("👤");

    user.send("/accounts");
    const list = await user.waitFor(/Suas contas/);
    expect(list.text).toContain("✅ 1. Alice Walker (ativa)");
    const { accounts, active } = await harness.app.storage.accounts.of(USER_ID);
    expect(accounts).toEqual([{ id: USER_ID, no: 1, label: "Alice Walker" }]);
    expect(active?.id).toBe(USER_ID);
    // Nothing moved: every key there before is there still.
    expect(await storedKeys(path)).toEqual(expect.arrayContaining(keysBefore));

    // The claim watch goes on from the stored snapshot: a change since is pushed, in Portuguese.
    expect(await harness.app.storage.vault.withClientPair()).toContain(USER_ID);
    sandbox.control.setClaimStatus(alice.id, claimId, "accepted");
    const watch = harness.app.jobs.find((job) => job.name === "claim-watch");
    await watch?.run(testNow());
    const push = await user.waitFor(new RegExp(`#${claimId}`));
    expect(push.text).toMatch(/^🔔 /);
    expect(push.text).toContain("em análise → ✅ aceita");
  });
});
