/**
 * The weekly report card told once with two bot processes on one Redis (test/support's
 * two-instances set-up), both ticking at the same minutes: a publisher with two accounts and an
 * unrouted team group gets each account's card once, and the group the account's card once.
 * The bots' clocks stand on Monday 23 November 2026 a few minutes before 09:00 UTC.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BotApiStandIn } from "../../../src/bot-api-stand-in/stand-in.js";
import { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { type Sandbox, startSandbox } from "../../../src/sandbox/index.js";
import type { ChildBot } from "../../support/child-bot.js";
import { pickGroup } from "../../support/team-groups.js";
import { startTwoInstances, type TwoInstances } from "../../support/two-instances.js";
import { addAccount } from "../accounts/support.js";
import { cardsIn, setUpWeekly } from "./weekly-support.js";

const MONDAY = "2026-11-23T08:55:00Z";
const at = (iso: string) => new Date(iso);

let setUp: TwoInstances;
let sandbox: Sandbox;
let botApi: BotApiStandIn;
let instances: ChildBot[];
beforeAll(async () => {
  setUp = await startTwoInstances(() => startSandbox({ now: () => at(MONDAY) }), {
    TEST_NOW: MONDAY,
  });
  ({ sandbox, botApi, instances } = setUp);
}, 60_000);
afterAll(async () => setUp?.stop());

/** One digest tick on both instances at the same moment. */
async function tickOnBoth(instant: Date): Promise<void> {
  await Promise.all(instances.map((instance) => instance.runJob("digest", instant)));
}

describe("the weekly report card on two instances", () => {
  it("reaches the publisher once per account and the team group once", async () => {
    const [alice, bruno] = sandbox.publishers;
    if (!alice || !bruno) throw new Error("the sandbox has two publishers");
    const owner = new TelegramUser(botApi, { id: 840_101, firstName: "Ana", languageCode: "en" });
    owner.send(`/connect ${alice.apiKey}`);
    await owner.waitFor(/client ID/, { timeoutMs: 10_000 });
    owner.press(/Skip/);
    await owner.waitFor(/All set/);
    const group = botApi.createChat("supergroup", "Night shift", owner.from);
    await pickGroup(owner, group);
    await addAccount(owner, bruno);
    await setUpWeekly(owner, "UTC", "09:00");

    await tickOnBoth(at("2026-11-23T08:59:00Z"));
    expect(cardsIn(botApi, owner.id)).toEqual([]);
    await tickOnBoth(at("2026-11-23T09:00:00Z"));
    await tickOnBoth(at("2026-11-23T09:00:00Z"));
    await tickOnBoth(at("2026-11-23T09:01:00Z"));
    await tickOnBoth(at("2026-11-23T11:00:00Z"));
    const heads = (chatId: number) =>
      cardsIn(botApi, chatId)
        .map((m) => m.text.split("\n")[0])
        .sort();
    expect(heads(owner.id)).toEqual(["👤 Alice Walker", "👤 Bruno Costa"]);
    expect(heads(group.id)).toEqual(["👤 Alice Walker"]);
  }, 90_000);
});
