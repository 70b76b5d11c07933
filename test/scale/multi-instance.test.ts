import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BotApiStandIn } from "../../src/bot-api-stand-in/stand-in.js";
import { TelegramUser } from "../../src/bot-api-stand-in/user.js";
import {
  createPublisherApi,
  type PublisherApi,
  type PublisherClient,
  type StatisticsItem,
} from "../../src/publisher-api/index.js";
import type { Sandbox, SandboxPublisher } from "../../src/sandbox/index.js";
import {
  minutes,
  nextUtc,
  setUpDigest,
  startAheadSandbox,
} from "../features/digest/digest-support.js";
import type { Balancer } from "../support/balancer.js";
import type { ChildBot } from "../support/child-bot.js";
import { testNow } from "../support/clock.js";
import { startTwoInstances, type TwoInstances } from "../support/two-instances.js";

/**
 * Two bot processes on one Redis behind one webhook address (a round-robin balancer, as Caddy in
 * compose.yaml): updates land on either, jobs run on both at once, and the publishers see one bot.
 */
let setUp: TwoInstances;
let sandbox: Sandbox;
let botApi: BotApiStandIn;
let balancer: Balancer;
let instances: ChildBot[];
let api: PublisherApi;

beforeAll(async () => {
  setUp = await startTwoInstances(startAheadSandbox);
  ({ sandbox, botApi, balancer, instances } = setUp);
  api = createPublisherApi({ baseUrl: sandbox.url });
}, 60_000);
afterAll(async () => {
  await api?.close();
  await setUp?.stop();
});

let nextUser = 820_000;
const user = () =>
  new TelegramUser(botApi, { id: nextUser++, firstName: "Pat", languageCode: "en" });

/** /connect with the key, then client id and secret: five updates, spread over both instances. */
async function connectWithClaims(person: TelegramUser, publisher: SandboxPublisher) {
  person.send(`/connect ${publisher.apiKey}`);
  await person.waitFor(/Welcome/, { timeoutMs: 10_000 });
  await person.waitFor(/client ID|ID клиента|ID do cliente/);
  person.send(publisher.clientId);
  await person.waitFor(/client secret|секрет клиента|segredo do cliente/);
  person.send(publisher.clientSecret);
  await person.waitFor(/claims are enabled/);
}

/** One job's tick on both instances at the same moment. */
async function tickOnBoth(job: string, at = testNow()): Promise<void> {
  await Promise.all(instances.map((instance) => instance.runJob(job, at)));
}

async function processingClaims(publisher: SandboxPublisher): Promise<string[]> {
  const { apiKey, clientId, clientSecret } = publisher;
  const claims = await api.forPublisher({ apiKey, clientId, clientSecret }).lostOrders.list({
    perpage: 1000,
  });
  return claims.filter((claim) => claim.status_id === "2").map((claim) => claim.id);
}

/** A counter summed over both instances' GET /metrics. */
async function counted(series: string): Promise<number> {
  const texts = await Promise.all(
    instances.map(async (instance) => (await fetch(`${instance.url}/metrics`)).text()),
  );
  return texts
    .flatMap((text) => text.split("\n"))
    .filter((line) => line.startsWith(`${series} `))
    .reduce((sum, line) => sum + Number(line.slice(series.length + 1)), 0);
}

/** Everything the bot sent a user so far, as plain text. */
const said = (person: TelegramUser) => botApi.botMessages(person.id).map((m) => m.text);

describe("two instances on one Redis", () => {
  it("wizards run across both; each status change is pushed once, each digest sent once", async () => {
    const [alice, bruno] = sandbox.publishers;
    if (!alice || !bruno) throw new Error("the sandbox has two publishers");
    const ana = user();
    const beto = user();
    await Promise.all([connectWithClaims(ana, alice), connectWithClaims(beto, bruno)]);
    // Every instance took part of the conversation.
    for (const count of balancer.served.values()) expect(count).toBeGreaterThan(2);

    await tickOnBoth("claim-watch");
    const [aliceClaim] = await processingClaims(alice);
    const [brunoClaim] = await processingClaims(bruno);
    if (!aliceClaim || !brunoClaim)
      throw new Error("the sandbox publishers have processing claims");
    sandbox.control.setClaimStatus(alice.id, aliceClaim, "accepted");
    sandbox.control.setClaimStatus(bruno.id, brunoClaim, "rejected");
    await tickOnBoth("claim-watch");
    await tickOnBoth("claim-watch");

    const pushesTo = (person: TelegramUser) => said(person).filter((text) => text.startsWith("🔔"));
    expect(pushesTo(ana)).toEqual([expect.stringContaining(`#${aliceClaim}`)]);
    expect(pushesTo(beto)).toEqual([expect.stringContaining(`#${brunoClaim}`)]);
    expect(await counted("pbot_pushes_sent_total")).toBe(2);

    // Digests at 09:00 in Tokyo and in São Paulo, set up by buttons through either instance.
    await setUpDigest(ana, "Tokyo", "09:00");
    await setUpDigest(beto, "Sao Paulo", "09:00");
    const dues = [nextUtc(0), nextUtc(12)].sort((a, b) => a.getTime() - b.getTime());
    for (const due of dues) {
      await tickOnBoth("digest", minutes(due, -1));
      await tickOnBoth("digest", due);
      await tickOnBoth("digest", due);
    }
    const digestsOf = (person: TelegramUser) =>
      botApi.botMessages(person.id).filter((m) => m.photo?.filename === "digest.png").length;
    expect([digestsOf(ana), digestsOf(beto)]).toEqual([1, 1]);
    expect(await counted("pbot_digests_sent_total")).toBe(2);
  });

  it("the watch tells each change once, whichever instance checks", async () => {
    const [alice] = sandbox.publishers;
    if (!alice) throw new Error("the sandbox has a publisher");
    const cleo = user();
    cleo.send(`/connect ${alice.apiKey}`);
    await cleo.waitFor(/client ID|ID клиента|ID do cliente/, { timeoutMs: 10_000 });
    cleo.press(/Skip/);
    await cleo.waitFor(/All set/);
    cleo.send("/watch");
    await cleo.waitFor(/👁 Watch/);
    cleo.press("👁 Start watching");
    await cleo.waitFor((m) => m.kind === "edit" && m.text.includes("🟢"));
    const first = testNow();
    await tickOnBoth("watch", first);
    sandbox.control.addPayout(alice.id, 300);
    const later = new Date(first.getTime() + 60 * 60_000);
    await tickOnBoth("watch", later);
    await tickOnBoth("watch", new Date(later.getTime() + 60 * 60_000));
    const told = said(cleo).filter((text) => text.includes("A payout was made: $300.00"));
    expect(told).toHaveLength(1);
  });

  it("a new offer that fits and a crossed limit are told once, whichever instance checks", async () => {
    const [alice] = sandbox.publishers;
    if (!alice) throw new Error("the sandbox has a publisher");
    const client = api.forPublisher({ apiKey: alice.apiKey });
    const dana = user();
    dana.send(`/connect ${alice.apiKey}`);
    await dana.waitFor(/client ID|ID клиента|ID do cliente/, { timeoutMs: 10_000 });
    dana.press(/Skip/);
    await dana.waitFor(/All set/);
    // A limit on an offer's CR, at half of it: typed through the wizard over both instances.
    const offer = await steadyOffer(client);
    const cr = (conversionsOf(offer) / offer.clickCount) * 100;
    const mark = (Math.floor(cr * 5) / 10).toFixed(1);
    dana.send("/watch");
    const card = await dana.waitFor(/👁 Watch/);
    dana.press("👁 Start watching", { messageId: card.messageId });
    await dana.waitFor((m) => m.kind === "edit" && m.text.includes("🟢"));
    dana.press("📏", { messageId: card.messageId });
    await dana.waitFor((m) => m.kind === "edit" && /Your limits: 0 of 20/.test(m.text));
    dana.press("➕ Add a limit", { messageId: card.messageId });
    await dana.waitFor(/Which figure/);
    dana.press("CR");
    await dana.waitFor(/^CR of what\?/);
    dana.press("📦 One offer");
    await dana.waitFor(/Which offer\?/);
    dana.send(String(offer.actionID));
    await dana.waitFor(/Over how many last days/);
    dana.press("7");
    await dana.waitFor(/Tell you when it/);
    dana.press("📉 falls below");
    await dana.waitFor(/Which CR, in percent\?/);
    dana.send(mark);
    await dana.waitFor(/Limit set/);

    const first = new Date(testNow().getTime() + 4 * 60 * 60_000);
    await tickOnBoth("watch", first);
    sandbox.control.moveOfferRates(
      Number(offer.actionID),
      { conversions: 0 },
      new Date(first.getTime() - 8 * 86_400_000),
    );
    const [like] = (await client.catalog.offers("all", { user_has_offer: true, limit: 1 })).items;
    if (!like) throw new Error("Alice runs an offer");
    const added = sandbox.control.addOffer({ like: like.id, name: "Twice Checked Club" });
    const later = new Date(first.getTime() + 60 * 60_000);
    await tickOnBoth("watch", later);
    await tickOnBoth("watch", new Date(later.getTime() + 60 * 60_000));
    const texts = said(dana);
    expect(texts.filter((text) => text.includes(`New offer ${added.name}`))).toHaveLength(1);
    expect(texts.filter((text) => text.includes("fell below your limit"))).toHaveLength(1);
  });
});

const conversionsOf = (i: StatisticsItem) =>
  i.leadsOpen + i.leadsApproved + i.leadsCancelled + i.saleOpen + i.saleApproved + i.saleCancelled;

/** An offer of the last 7 days with clicks and conversions enough to set a limit on. */
async function steadyOffer(client: PublisherClient): Promise<StatisticsItem> {
  const to = new Date(testNow().getTime() + 4 * 60 * 60_000);
  const { items } = await client.statistics.general({
    group_field: "action_id",
    date_from: new Date(to.getTime() - 6 * 86_400_000).toISOString().slice(0, 10),
    date_to: to.toISOString().slice(0, 10),
    limit: 1000,
  });
  const steady = items.find((i) => i.clickCount >= 200 && conversionsOf(i) >= 10);
  if (!steady) throw new Error("Alice has no steady offer");
  return steady;
}
