/**
 * Every push kind into team groups, over HTTP as a publisher: Alice sets up
 * three groups through /team (one routed by an offer and `tg_*` subaccounts, one by the offer
 * alone, one not routed), switches on the watch (with a balance mark and a CR limit on the
 * offer), conversion alerts and the digest; the sandbox then changes the network (an offer
 * paused, another's pay changed, a payout made and paid, a new offer like one she runs, a steady
 * campaign's clicks stopped, the offer's conversions gone, conversions fired, claims filed by hand
 * and from a file changing status) and each job runs on the test's clock. Each group gets
 * exactly the news its routes name, as the Bot API stand-in recorded it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SharedChat } from "../../../src/bot-api-stand-in/members.js";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import type { Job } from "../../../src/jobs/scheduler.js";
import type {
  OfferListItem,
  PublisherClient,
  StatisticsItem,
} from "../../../src/publisher-api/index.js";
import type { SandboxPublisher } from "../../../src/sandbox/index.js";
import { testToday } from "../../support/clock.js";
import { connectWithClaims, type Harness, startHarness } from "../../support/harness.js";
import { pickGroup, routeGroup } from "../../support/team-groups.js";
import { receiverEnv } from "../alerts/support.js";
import { csvOf } from "../claims/batch-files.js";
import { setUpDigest } from "../digest/digest-support.js";

const T0 = new Date(`${testToday()}T08:00:00Z`);
const minutesAfter = (n: number) => new Date(T0.getTime() + n * 60_000);
const daysBack = (n: number) => new Date(T0.getTime() - n * 86_400_000);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
let clock = T0;

let harness: Harness;
let alice: SandboxPublisher;
let client: PublisherClient;
beforeAll(async () => {
  harness = await startHarness({
    now: () => clock,
    env: { ...(await receiverEnv()), WATCH_CHECK_MINUTES: "10" },
  });
  alice = harness.sandbox.publishers[0];
  client = harness.app.api.forPublisher({
    apiKey: alice.apiKey,
    clientId: alice.clientId,
    clientSecret: alice.clientSecret,
  });
});
afterAll(async () => harness?.stop());

function job(name: string): Job {
  const found = harness.app.jobs.find((j) => j.name === name);
  if (!found) throw new Error(`no ${name} job`);
  return found;
}

/** Runs a job at `at` on the test's clock. */
async function runAt(name: string, at: Date): Promise<void> {
  clock = at;
  await job(name).run(at);
}

/** The texts the bot posted in the group, oldest first (a photo's caption as its text). */
const textsIn = (group: SharedChat) =>
  harness.botApi
    .botMessages(group.id)
    .filter((m) => m.from === "bot")
    .map((m) => m.text);

/** The watch on, a balance mark under the balance and a CR limit on `offer`'s last 7 days. */
async function watchAll(owner: TelegramUser, offer: StatisticsItem, mark: number): Promise<void> {
  owner.send("/watch");
  const card = await owner.next();
  owner.press(card.buttons[0]?.[0] ?? "", { messageId: card.messageId });
  await owner.waitFor((m) => m.kind === "edit" && m.text.includes("🟢"));
  owner.press("💰 Balance mark", { messageId: card.messageId });
  await owner.waitFor(/Which available balance should I tell you about/);
  owner.send(String(mark));
  await owner.waitFor(/Balance mark: /);
  owner.send("/watch");
  const again = await owner.next();
  owner.press("📏", { messageId: again.messageId });
  const screen = await owner.waitFor((m) => m.kind === "edit" && /Your limits/.test(m.text));
  owner.press("➕ Add a limit", { messageId: screen.messageId });
  await owner.waitFor(/Which figure should the limit watch\?/);
  owner.press("CR");
  await owner.waitFor(/^CR of what\?/);
  owner.press("📦 One offer");
  await owner.waitFor(/Which offer\?/);
  owner.send(String(offer.actionID));
  await owner.waitFor(/Over how many last days/);
  owner.press("7");
  await owner.waitFor(/Tell you when it…/);
  owner.press("📉 falls below");
  await owner.waitFor(/Which CR, in percent\?/);
  const cr = (conversionsOf(offer) / offer.clickCount) * 100;
  owner.send(`${(Math.floor(cr * 5) / 10).toFixed(1)}%`);
  await owner.waitFor(/Limit set/);
}

async function alertsOn(owner: TelegramUser): Promise<void> {
  owner.send("/alerts");
  await owner.waitFor(/Conversion alerts/);
  owner.press("🔔 On for all offers");
  await owner.waitFor((m) => m.kind === "edit" && m.text.includes("✅ Alerts are on."));
}

const conversionsOf = (i: StatisticsItem) =>
  i.leadsOpen + i.leadsApproved + i.leadsCancelled + i.saleOpen + i.saleApproved + i.saleCancelled;

/** One subaccount value's steady traffic from nine days before, through the sandbox's HTTP control. */
async function steady(subaccount: string): Promise<void> {
  const answer = await fetch(`${harness.sandbox.url}/__sandbox/steady-traffic`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      publisher: alice.apiKey,
      subaccount,
      clicksPerHour: 30,
      conversionsPerHour: 2,
      from: daysBack(9).toISOString(),
    }),
  });
  expect(answer.status).toBe(204);
}

/** Alice's offer with enough traffic for a CR limit (routed), and another she runs. */
async function twoOffers(): Promise<{
  routed: OfferListItem;
  steadyItem: StatisticsItem;
  other: OfferListItem;
}> {
  const { items: joined } = await client.catalog.offers("all", {
    user_has_offer: true,
    limit: 100,
  });
  const { items } = await client.statistics.general({
    group_field: "action_id",
    date_from: dayOf(daysBack(6)),
    date_to: dayOf(T0),
    limit: 1000,
  });
  const steadyItem = items.find(
    (i) =>
      i.clickCount >= 200 &&
      conversionsOf(i) >= 10 &&
      joined.some((o) => String(o.id) === i.actionID),
  );
  const routed = joined.find((o) => String(o.id) === steadyItem?.actionID);
  const other = joined.find((o) => o !== routed);
  if (!steadyItem || !routed || !other) throw new Error("Alice runs no steady offer and another");
  return { routed, steadyItem, other };
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("team groups, every push kind", () => {
  it("a group routed by offer and subaccount, one by the offer alone and an unrouted one each get exactly what their routes name", async () => {
    const owner = harness.user({ firstName: "Alice" });
    await connectWithClaims(harness, owner, alice);
    const { routed: x, steadyItem, other: y } = await twoOffers();
    const [xName, yName] = [x.name.trim(), y.name.trim()];
    await steady("tg_post");

    const groups = {
      routed: harness.botApi.createChat("supergroup", "Routed buyers", owner.from),
      byOffer: harness.botApi.createChat("supergroup", "Offer team", owner.from),
      all: harness.botApi.createChat("supergroup", "Everyone", owner.from),
    };
    for (const group of Object.values(groups)) await pickGroup(owner, group);
    await routeGroup(owner, "Routed buyers", `${x.id} tg_*`);
    await routeGroup(owner, "Offer team", String(x.id));

    const balance = (await client.account.balance()).available_balance;
    await watchAll(owner, steadyItem, Math.floor(balance - 10));
    await alertsOn(owner);
    await setUpDigest(owner, "UTC", "09:00");
    const before = Object.fromEntries(
      Object.entries(groups).map(([name, group]) => [name, textsIn(group).length]),
    ) as Record<keyof typeof groups, number>;
    /** What each group got since the set-up. */
    const got = (name: keyof typeof groups) => textsIn(groups[name]).slice(before[name]);

    // The jobs' first runs only record where things stand.
    await runAt("watch", T0);
    await runAt("claim-watch", T0);

    // Claims: two filed by hand (one per offer), four from a file (two per offer), all filed.
    const channel = (await client.account.trafficChannels()).items[0]?.id ?? 0;
    const byHand = [];
    for (const offer of [x, y]) {
      byHand.push(
        await client.lostOrders.create({
          traffic_channel_id: channel,
          order_number: `HAND-${offer.id}`,
          order_date: dayOf(daysBack(2)),
          offer_id: String(offer.id),
          order_sum: "10",
          order_currency_id: 2,
          comment: "",
        }),
      );
    }
    const rows = [["Order", "Date", "Sum", "Offer"]];
    for (const [n, offer] of [x, y, x, y].entries())
      rows.push([`SWEEP-${n + 1}`, dayOf(daysBack(3)), "120", String(offer.id)]);
    owner.sendDocument("sweep.csv", csvOf(rows), { mimeType: "text/csv" });
    await owner.waitFor(/4 rows: 4 ready/, { timeoutMs: 15_000 });
    owner.press("📨 File 4");
    const result = await owner.waitFor((m) => m.kind === "document", { timeoutMs: 30_000 });
    const filed = Buffer.from(result.document?.bytes ?? [])
      .toString("utf8")
      .split("\r\n")
      .filter((line) => line.endsWith(",filed"))
      .map((line) => line.split(",")[2] ?? "");
    expect(filed).toHaveLength(4);
    await runAt("claim-watch", minutesAfter(1));

    // The network changes.
    const control = harness.sandbox.control;
    control.pauseOffer(alice.apiKey, x.id);
    control.setOfferPayout(y.id, y.cpl.kind !== "none" ? { cpl: "0.50" } : { cpa: "1%" });
    const payout = control.addPayout(alice.apiKey, 250);
    // A new offer like one Alice runs, added over HTTP as the demo's `!newoffer` does.
    const added = await fetch(`${harness.sandbox.url}/__sandbox/add-offer`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ like: y.id, name: "Sweep Travel Club", kind: "sale", payout: "12%" }),
    });
    expect(added.status).toBe(200);
    control.stopTraffic(alice.apiKey, "clicks", minutesAfter(-180), { subaccount: "tg_post" });
    control.moveOfferRates(x.id, { conversions: 0 }, daysBack(8));
    for (const claim of byHand) control.setClaimStatus(alice.id, claim.id, "accepted");
    for (const id of filed) control.setClaimStatus(alice.id, id, "accepted");
    const fire = (offerId: number, subaccount: string, payout: string) =>
      control.fireConversion(alice.id, {
        status: "approved",
        payout,
        subaccount,
        offerId,
        repeats: 0,
      }).done;
    await fire(x.id, "tg_post", "2.00");
    await fire(x.id, "fb_1", "3.00");
    await fire(y.id, "tg_post", "4.00");

    await runAt("watch", minutesAfter(10));
    control.payPayout(alice.apiKey, payout);
    await runAt("watch", minutesAfter(20));
    await runAt("claim-watch", minutesAfter(25));
    await runAt("digest", minutesAfter(60));
    await expect.poll(() => got("all").filter((t) => /💰 \+\$/.test(t)).length).toBe(3);
    if (process.env.SHOW_TEXTS)
      console.log(
        JSON.stringify({ all: got("all"), byOffer: got("byOffer"), routed: got("routed") }),
      );

    const tag = "👤 Alice Walker\n";
    // Not routed: every kind.
    const all = got("all").join("\n\n");
    for (const line of [
      `⛔ ${xName} stopped`,
      "💸 A payout was made: $250.00",
      "💸 Payout of $250.00: Processing → Paid",
      "💰 Your available balance fell below",
      "🚦 Campaign tg_post: no clicks since",
      `📏 CR of ${xName} fell below your limit`,
      "💰 +$2.00",
      "💰 +$3.00",
      "💰 +$4.00",
      `🔔 Claim #${byHand[0]?.id} for ${xName}`,
      `🔔 Claim #${byHand[1]?.id} for ${yName}`,
      "🔔 📄 sweep.csv: 4 accepted (of 4 claims filed from it)",
      "☀️ Your day:",
      "Sweep Travel Club",
    ])
      expect(all).toContain(line);
    expect(all).toMatch(new RegExp(`[📈📉] ${literal(yName)}.*: (sale|lead) .+ → `, "u"));
    expect(got("all").every((t) => t.startsWith(tag))).toBe(true);

    // Routed by the offer alone: that offer's news of every kind, nothing else.
    const byOffer = got("byOffer").join("\n\n");
    for (const line of [
      `⛔ ${xName} stopped`,
      `📏 CR of ${xName} fell below your limit`,
      "💰 +$2.00",
      "💰 +$3.00",
      `🔔 Claim #${byHand[0]?.id} for ${xName}`,
      "🔔 📄 sweep.csv: 2 accepted (of 2 claims filed from it)",
    ])
      expect(byOffer).toContain(line);
    for (const line of [
      yName,
      "💸",
      "💰 Your available balance",
      "🚦",
      "💰 +$4.00",
      `#${byHand[1]?.id}`,
      "SWEEP-2",
      "SWEEP-4",
      "☀️",
      "Sweep Travel Club",
    ])
      expect(byOffer).not.toContain(line);

    // Routed by the offer and tg_*: only the news that names both (a conversion via tg_post).
    expect(got("routed")).toHaveLength(1);
    expect(got("routed")[0]).toMatch(/^👤 Alice Walker\n💰 \+\$2\.00 · .+ · subaccount: tg_post$/);
  });
});
