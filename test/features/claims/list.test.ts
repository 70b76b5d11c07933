import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BotMessage, TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { createPublisherApi, type PublisherApi } from "../../../src/publisher-api/index.js";
import { testNow } from "../../support/clock.js";
import { connectWithClaims, type Harness, startHarness } from "../../support/harness.js";
import { claimCalls, sentClaim } from "./support.js";

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

const alice = () => harness.sandbox.publishers[0];

/** Alice's claims straight from the sandbox, newest first. */
async function aliceClaims() {
  const { apiKey, clientId, clientSecret } = alice();
  const claims = await api.forPublisher({ apiKey, clientId, clientSecret }).lostOrders.list({
    perpage: 1000,
  });
  return claims.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

function shownIds(message: BotMessage): string[] {
  return [...message.text.matchAll(/^#(\d+) · /gm)].map((match) => match[1] ?? "");
}

/** Opens /claims filtered by `status` and returns the list message. */
async function listOf(user: TelegramUser, status: string): Promise<BotMessage> {
  user.send("/claims");
  await user.waitFor(/Your claims/);
  user.press(status);
  return user.waitFor((m) => m.kind === "edit" && m.text.includes(`Your claims · ${status}`));
}

/** Opens the card of the first claim on the list message. */
async function openFirst(user: TelegramUser, list: BotMessage): Promise<string> {
  const id = shownIds(list)[0] ?? "";
  user.press(new RegExp(`^#${id} · `));
  await user.waitFor(new RegExp(`^Claim #${id}`));
  return id;
}

/** A day as the English date formatter writes it: "Oct 24" (with the year when not this year's). */
function enDay(day: string): string {
  const year = day.slice(0, 4) !== String(testNow().getUTCFullYear());
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    ...(year ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

const enUsd = (value: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(value);

describe("/claims", () => {
  it("lists claims newest first, filters by status and pages in place", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    const all = await aliceClaims();
    user.send("/claims");
    const first = await user.waitFor(/Your claims/);
    expect(first.text).toContain(`Page 1 of 5 · ${all.length} in all`);
    expect(shownIds(first)).toEqual(all.slice(0, 5).map((claim) => claim.id));
    expect(first.buttons.flat()).toEqual(
      expect.arrayContaining(["• all", "new", "processing", "accepted", "rejected", "›"]),
    );

    user.press("›");
    const second = await user.next();
    expect(second).toMatchObject({ kind: "edit", messageId: first.messageId });
    expect(second.text).toContain("Page 2 of 5");
    expect(shownIds(second)).toEqual(all.slice(5, 10).map((claim) => claim.id));

    user.press("accepted");
    const accepted = await user.next();
    expect(accepted.messageId).toBe(first.messageId);
    const acceptedIds = all.filter((claim) => claim.status_id === "3").map((claim) => claim.id);
    expect(accepted.text).toContain(`Page 1 of 2 · ${acceptedIds.length} in all`);
    expect(accepted.text.match(/✅ accepted/g)).toHaveLength(5);
    expect(accepted.text).not.toMatch(/processing|rejected|🆕/);
    expect(claimCalls(harness, "GET").at(-1)?.query.status_id).toBe("3");
    user.press("›");
    const last = await user.next();
    expect(shownIds(last)).toEqual(acceptedIds.slice(5));
    expect(last.buttons.flat()).toContain("‹");
    expect(last.buttons.flat()).not.toContain("›");
  });

  it("shows a decided claim's card with every field and no Edit or Delete", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    const list = await listOf(user, "rejected");
    const id = await openFirst(user, list);
    const card = user.lastMessage();
    const claim = (await aliceClaims()).find((c) => c.id === id);
    expect(card?.text).toContain("Status: ❌ rejected");
    expect(card?.text).toContain(`Order number: ${claim?.order_number}`);
    // The one date and money formatters ("Oct 24", "$1,299.50"), times said in UTC
    // when the publisher chose no zone.
    expect(card?.text).toContain(`Order date: ${enDay(claim?.order_date ?? "")}`);
    expect(card?.text).toContain(`Amount: ${enUsd(Number(claim?.order_sum))}`);
    expect(card?.text).toContain(`Manager's comment: ${claim?.manager_comment || "—"}`);
    expect(card?.text).toMatch(/Filed: [A-Z][a-z]{2} \d{1,2}(, \d{4})?, \d{2}:\d{2} UTC/);
    expect(card?.text).toMatch(/Last change: [A-Z][a-z]{2} \d{1,2}(, \d{4})?, \d{2}:\d{2} UTC/);
    expect(card?.buttons.flat()).toEqual(["‹ Claims"]);
    user.press("‹ Claims");
    const back = await user.waitFor(/Your claims · rejected/);
    expect(back.messageId).toBe(list.messageId);
  });

  it("edits a new claim: pick a field, answer it, PATCH that field alone", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    const id = await openFirst(user, await listOf(user, "new"));
    expect(user.lastMessage()?.buttons.flat()).toEqual(["✏️ Edit", "🗑 Delete", "‹ Claims"]);
    user.press("✏️ Edit");
    const pick = await user.waitFor(new RegExp(`Which field of claim #${id}`));
    expect(pick.buttons.flat()).toContain("✏️ Amount");
    user.press("✏️ Amount");
    await user.waitFor(/order amount/);
    user.send("oops");
    await user.waitFor(/could not read that amount/);
    user.send("1 500");
    const edited = await user.waitFor(/The claim is changed/);
    expect(edited.text).toContain("Amount: $1,500.00");
    expect(edited.buttons.flat()).toContain("✏️ Edit");
    const patch = claimCalls(harness, "PATCH").at(-1);
    expect(patch?.path).toMatch(new RegExp(`/lostOrders/${id}$`));
    expect(patch?.query.access_token).toMatch(/\S{8,}/);
    expect(sentClaim(patch)).toEqual({ order_sum: "1500.00" });
    expect(patch?.status).toBe(200);
  });

  it("deletes a new claim after a confirmation", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    const list = await listOf(user, "new");
    const id = await openFirst(user, list);
    user.press("🗑 Delete");
    const confirm = await user.waitFor(new RegExp(`Delete claim #${id}\\?`));
    expect(confirm.messageId).toBe(list.messageId);
    user.press("Yes, delete");
    const deleted = await user.waitFor(new RegExp(`Claim #${id} is deleted`));
    expect(deleted.buttons.flat()).toEqual(["‹ Claims"]);
    expect(claimCalls(harness, "DELETE").at(-1)).toMatchObject({ status: 204 });
    expect((await aliceClaims()).some((claim) => claim.id === id)).toBe(false);
  });

  it("answers a stale Edit or Delete with the reason once the claim has moved on", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    const { control } = harness.sandbox;

    // Delete pressed after the manager took the claim.
    let id = await openFirst(user, await listOf(user, "new"));
    control.setClaimStatus(alice().id, id, "processing");
    user.press("🗑 Delete");
    const refreshed = await user.waitFor((m) => m.kind === "edit" && m.text.includes("⏳"));
    expect(user.callbackAnswers.at(-1)).toBe(
      `Claim #${id} is processing now: only new claims can be changed or deleted.`,
    );
    expect(refreshed.buttons.flat()).toEqual(["‹ Claims"]);

    // The confirmation was shown while new; the API refuses the DELETE itself (409).
    id = await openFirst(user, await listOf(user, "new"));
    user.press("🗑 Delete");
    await user.waitFor(/Delete claim/);
    control.setClaimStatus(alice().id, id, "accepted");
    user.press("Yes, delete");
    await user.waitFor((m) => m.kind === "edit" && m.text.includes("✅ accepted"));
    expect(user.callbackAnswers.at(-1)).toMatch(/^The claim can no longer be changed: .*accepted/);
    expect(claimCalls(harness, "DELETE").at(-1)?.status).toBe(409);

    // Edit pressed after the move: no wizard starts.
    id = await openFirst(user, await listOf(user, "new"));
    control.setClaimStatus(alice().id, id, "rejected");
    user.press("✏️ Edit");
    await user.waitFor((m) => m.kind === "edit" && m.text.includes("❌ rejected"));
    expect(user.callbackAnswers.at(-1)).toContain("is rejected now");

    // Moved while the edit wizard was asking: the PATCH is refused and the reason shown.
    id = await openFirst(user, await listOf(user, "new"));
    user.press("✏️ Edit");
    await user.waitFor(/Which field/);
    user.press("✏️ Order number");
    await user.waitFor(/order number/);
    control.setClaimStatus(alice().id, id, "processing");
    user.send("NEW-1");
    await user.waitFor(new RegExp(`Claim #${id} is processing now: only new claims`));
    expect(claimCalls(harness, "PATCH").at(-1)?.status).toBe(409);
  });
});
