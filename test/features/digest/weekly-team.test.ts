/**
 * The weekly report card of a publisher with two accounts (Alice, Bruno) and two team groups of
 * Alice's (one unrouted, one routed to an offer), on the suite's own clock from Sunday 22 November
 * 2026, digest hour 09:00 UTC: a card per account, each headed by its account; a send Telegram
 * fails is made on the next tick, once; the unrouted group gets Alice's card once, the routed
 * one none (a card of all offers is no news about its offer). Removing Bruno's account stops his
 * card; /disconnect stops them all.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dueSet } from "../../../src/bot/features/digest/schedule.js";
import type { SharedChat } from "../../../src/bot-api-stand-in/members.js";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import type { SandboxPublisher } from "../../../src/sandbox/index.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { pickGroup, routeGroup } from "../../support/team-groups.js";
import { addAccount, pressAt } from "../accounts/support.js";
import { digestJob } from "./digest-support.js";
import { cardsIn, setUpWeekly } from "./weekly-support.js";

const at = (iso: string) => new Date(iso);
let clock = at("2026-11-22T10:00:00Z");
let harness: Harness;
let alice: SandboxPublisher;
let bruno: SandboxPublisher;
beforeAll(async () => {
  harness = await startHarness({ now: () => clock });
  [alice, bruno] = harness.sandbox.publishers as unknown as [SandboxPublisher, SandboxPublisher];
}, 60_000);
afterAll(async () => harness?.stop());

async function tick(instant: Date): Promise<void> {
  clock = instant;
  await digestJob(harness).run(instant);
}

let owner: TelegramUser;
let everyone: SharedChat;
let offerTeam: SharedChat;
const cards = (chatId: number) => cardsIn(harness.botApi, chatId);
const firstLines = (chatId: number) => cards(chatId).map((m) => m.text.split("\n")[0]);

describe("the weekly report card of two accounts, with team groups", () => {
  it("comes per account, headed by each; a failed send comes on the next tick, once", async () => {
    owner = harness.user({ firstName: "Alice" });
    await connectUser(harness, owner, alice.apiKey);
    everyone = harness.botApi.createChat("supergroup", "Everyone", owner.from);
    offerTeam = harness.botApi.createChat("supergroup", "Offer team", owner.from);
    await pickGroup(owner, everyone);
    await pickGroup(owner, offerTeam);
    await routeGroup(owner, "Offer team", "20001");
    await addAccount(owner, bruno);
    await setUpWeekly(owner, "UTC", "09:00");
    owner.drain();

    // Telegram refuses the first picture with a flood wait past the job's deadline: nothing is
    // sent that tick, to the owner or the groups.
    harness.botApi.failNext({
      method: "sendPhoto",
      chatId: owner.id,
      error_code: 429,
      retry_after: 3600,
    });
    await tick(at("2026-11-23T09:00:00Z"));
    expect(harness.botApi.chat(owner.id).failures.at(-1)?.errorCode).toBe(429);
    expect([cards(owner.id), cards(everyone.id)].map((c) => c.length)).toEqual([0, 0]);

    await tick(at("2026-11-23T09:01:00Z"));
    await tick(at("2026-11-23T09:02:00Z"));
    await tick(at("2026-11-23T12:00:00Z"));
    expect(firstLines(owner.id).sort()).toEqual(["👤 Alice Walker", "👤 Bruno Costa"]);
    for (const card of cards(owner.id)) expect(card.text.split("\n")[1]).toMatch(/Nov 16 – Nov 22/);
  }, 60_000);

  it("reaches the unrouted group once, headed by the account, without the owner's buttons; the routed one not", async () => {
    const [inGroup, ...more] = cards(everyone.id);
    expect(more).toEqual([]);
    const ownCard = cards(owner.id).find((m) => m.text.startsWith("👤 Alice Walker"));
    expect(inGroup?.text).toBe(ownCard?.text);
    expect(inGroup?.replyMarkup).toBeUndefined();
    expect(ownCard?.replyMarkup).toBeDefined();
    expect(cards(offerTeam.id)).toEqual([]);
  });

  it("stops for a removed account, and for everyone after /disconnect", async () => {
    owner.send("/accounts");
    const list = await owner.waitFor(/Your accounts/);
    const row = list.buttons.findIndex((labels) => labels.some((l) => l.includes("Bruno")));
    pressAt(harness, owner, list, row, 2);
    const ask = await owner.waitFor(/Remove Bruno Costa\?/);
    owner.press("Yes, remove", { messageId: ask.messageId });
    await owner.waitFor(/is removed/);

    await tick(at("2026-11-30T09:00:00Z"));
    await tick(at("2026-11-30T10:00:00Z"));
    // One account now: the owner's card goes unheaded; the group's still says whose it is.
    expect(cards(owner.id).map((m) => m.text.split("\n")[0])).toEqual([
      expect.stringMatching(/^👤/),
      expect.stringMatching(/^👤/),
      expect.stringMatching(/Nov 23 – Nov 29/),
    ]);
    expect(firstLines(everyone.id)).toEqual(["👤 Alice Walker", "👤 Alice Walker"]);
    expect(cards(everyone.id)[1]?.text.split("\n")[1]).toMatch(/Nov 23 – Nov 29/);

    owner.send("/disconnect");
    await owner.waitFor(/Forget your credentials/);
    owner.press("Yes, forget me");
    await owner.waitFor(/every record of yours are deleted/);
    expect(await harness.app.storage.sets.members(dueSet(9 * 60))).not.toContain(owner.id);
    await tick(at("2026-12-07T09:00:00Z"));
    expect([cards(owner.id).length, cards(everyone.id).length]).toEqual([3, 2]);
    expect(cards(offerTeam.id)).toEqual([]);
  }, 60_000);
});
