import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Job } from "../../../src/jobs/scheduler.js";
import { createPublisherApi, type PublisherApi } from "../../../src/publisher-api/index.js";
import type { SandboxPublisher } from "../../../src/sandbox/index.js";
import { testNow } from "../../support/clock.js";
import { connectWithClaims, type Harness, startHarness } from "../../support/harness.js";
import { claimCalls, daysAgo } from "./support.js";

let harness: Harness;
let api: PublisherApi;
beforeAll(async () => {
  harness = await startHarness();
  api = createPublisherApi({ baseUrl: harness.sandbox.url });
});
afterAll(async () => {
  await api?.close();
  await harness?.stop();
});

function watchJob(): Job {
  const job = harness.app.jobs.find((j) => j.name === "claim-watch");
  if (!job) throw new Error("no claim-watch job");
  return job;
}

/** Ids of a publisher's claims in one status, straight from the sandbox. */
async function claimIds(publisher: SandboxPublisher, statusId: string): Promise<string[]> {
  const { apiKey, clientId, clientSecret } = publisher;
  const claims = await api.forPublisher({ apiKey, clientId, clientSecret }).lostOrders.list({
    perpage: 1000,
  });
  return claims.filter((claim) => claim.status_id === statusId).map((claim) => claim.id);
}

describe("claim status watch", () => {
  it("records on the first poll, then pushes a change once with the comment and a button", async () => {
    const [alice] = harness.sandbox.publishers;
    const user = harness.user();
    await connectWithClaims(harness, user);
    const before = claimCalls(harness, "GET").length;
    await watchJob().run(testNow());
    expect(user.drain()).toEqual([]);
    const firstPoll = claimCalls(harness, "GET").slice(before);
    expect(firstPoll.length).toBeGreaterThan(0);
    expect(firstPoll.every((call) => call.query.updated_at_start === undefined)).toBe(true);

    const [id, other] = await claimIds(alice, "2");
    if (!id || !other) throw new Error("Alice has too few processing claims");
    harness.sandbox.control.setClaimStatus(alice.id, id, "accepted", "Confirmed <by> the shop");
    const polled = claimCalls(harness, "GET").length;
    await watchJob().run(testNow());
    const push = await user.next();
    expect(push.text).toMatch(
      new RegExp(`^🔔 Claim #${id} for .+: processing → ✅ accepted$`, "m"),
    );
    expect(push.text).toContain("Manager's comment: Confirmed <by> the shop");
    expect(push.buttons.flat()).toEqual(["Open the claim"]);
    const secondPoll = claimCalls(harness, "GET").slice(polled);
    expect(secondPoll[0]?.query.updated_at_start).toBe(daysAgo(1));

    await watchJob().run(testNow());
    expect(user.drain()).toEqual([]);

    // Two instances polling at once still push once.
    harness.sandbox.control.setClaimStatus(alice.id, other, "rejected");
    await Promise.all([watchJob().run(testNow()), watchJob().run(testNow())]);
    const pushes = user.drain();
    expect(pushes.map((m) => m.text.split("\n")[0])).toEqual([
      expect.stringMatching(new RegExp(`Claim #${other} for .+: processing → ❌ rejected`)),
    ]);

    user.press("Open the claim");
    const card = await user.waitFor(new RegExp(`^Claim #${other}`));
    expect(card.kind).toBe("edit");
    expect(card.text).toContain("Status: ❌ rejected");
  });

  it("pushes once across restarts: the snapshot and the marks persist", async () => {
    const bruno = harness.sandbox.publishers[1];
    const user = harness.user({ languageCode: "pt" });
    await connectWithClaims(harness, user, bruno);
    await watchJob().run(testNow());
    const [id] = await claimIds(bruno, "1");
    if (!id) throw new Error("Bruno has no new claim");
    harness.sandbox.control.setClaimStatus(bruno.id, id, "processing");

    await harness.restart();
    await watchJob().run(testNow());
    const push = await user.next();
    expect(push.text).toMatch(
      // Statuses in the publisher's words, not codes.
      new RegExp(`^🔔 Solicitação #${id} da oferta .+: nova → ⏳ em análise`),
    );
    expect(push.buttons.flat()).toEqual(["Abrir a solicitação"]);

    await harness.restart();
    await watchJob().run(testNow());
    await watchJob().run(testNow());
    expect(user.drain()).toEqual([]);
  });

  it("tells once when the client credentials stop working, and again only after they worked", async () => {
    const [alice] = harness.sandbox.publishers;
    const user = harness.user();
    await connectWithClaims(harness, user);
    const { vault } = harness.app.storage;
    const good = await vault.get(user.id);
    if (!good) throw new Error("not connected");
    await watchJob().run(testNow());

    await vault.set(user.id, { ...good, clientSecret: "changed-on-the-site" });
    await watchJob().run(testNow());
    await watchJob().run(testNow());
    const notices = user.drain();
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain("no longer accepts your client ID and client secret");
    expect(notices[0]?.buttons.flat()).toEqual(["🔑 Add client ID and client secret"]);

    // Working again: no notice, and changes are pushed as before.
    await vault.set(user.id, good);
    const [id] = await claimIds(alice, "1");
    if (!id) throw new Error("Alice has no new claim");
    harness.sandbox.control.setClaimStatus(alice.id, id, "processing");
    await watchJob().run(testNow());
    const after = user.drain();
    expect(after.map((m) => m.text)).toEqual([expect.stringContaining(`Claim #${id} for`)]);

    await vault.set(user.id, { ...good, clientSecret: "changed-again" });
    await watchJob().run(testNow());
    await watchJob().run(testNow());
    expect(user.drain().map((m) => m.text)).toEqual([expect.stringContaining("no longer accepts")]);
  });

  it("speaks the language of the publisher's Telegram client, remembered when they connected", async () => {
    const [, bob] = harness.sandbox.publishers;
    if (!bob) throw new Error("the sandbox has one publisher only");
    const user = harness.user({ languageCode: "ru" });
    await connectWithClaims(harness, user, bob);
    await watchJob().run(testNow());
    expect(user.drain()).toEqual([]);
    const [id] = await claimIds(bob, "2");
    if (!id) throw new Error("Bob has no processing claim");
    harness.sandbox.control.setClaimStatus(bob.id, id, "accepted");
    await watchJob().run(testNow());
    const push = await user.next();
    expect(push.text).toMatch(new RegExp(`^🔔 Заявка #${id} по офферу`, "m"));
    expect((await harness.app.storage.users.get(user.id))?.clientLanguage).toBe("ru");
  });

  it("stops watching a publisher who disconnects; a new key with Skip keeps the pair and the watch", async () => {
    const { storage } = harness.app;
    const user = harness.user();
    await connectWithClaims(harness, user);
    expect(await storage.sets.members("claim-watchers")).toContain(user.id);
    await watchJob().run(testNow());
    expect(await storage.records("claim-watch").get(user.id)).toBeDefined();

    user.send("/disconnect");
    await user.waitFor(/Forget your credentials/);
    user.press("Yes, forget me");
    await user.waitFor(/Done: your credentials/);
    expect(await storage.sets.members("claim-watchers")).not.toContain(user.id);
    expect(await storage.records("claim-watch").get(user.id)).toBeUndefined();

    const other = harness.user();
    await connectWithClaims(harness, other);
    other.send(`/connect ${harness.demoKey}`);
    await other.waitFor(/client ID|ID клиента|ID do cliente/);
    other.press("Skip");
    await other.waitFor(/All set: claims are enabled too/);
    // Stopping at the client_id step of a new /connect keeps the stored pair.
    expect(await storage.sets.members("claim-watchers")).toContain(other.id);
    expect((await storage.vault.get(other.id))?.clientId).toBeDefined();
  });
});
