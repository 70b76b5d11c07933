import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BotApiStandIn } from "../../src/bot-api-stand-in/stand-in.js";
import { TelegramUser } from "../../src/bot-api-stand-in/user.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { settle } from "../features/alerts/support.js";
import { testNow } from "../support/clock.js";
import { pickGroup } from "../support/team-groups.js";
import { startTwoInstances, type TwoInstances } from "../support/two-instances.js";

/**
 * Two bot processes on one Redis behind one address (round robin). The network's
 * postbacks land on either instance, repeats of one conversion on both; the team group the
 * owner picked gets each conversion once, tagged with its account.
 */
let setUp: TwoInstances;
let sandbox: Sandbox;
let botApi: BotApiStandIn;

beforeAll(async () => {
  setUp = await startTwoInstances(() => startSandbox({ now: testNow }));
  ({ sandbox, botApi } = setUp);
}, 60_000);
afterAll(async () => {
  await setUp?.stop();
});

describe("a team group on two instances", () => {
  it("gets each routed conversion once, whichever instance takes each copy", async () => {
    const [alice] = sandbox.publishers;
    if (!alice) throw new Error("the sandbox has publishers");
    const owner = new TelegramUser(botApi, { id: 830_101, firstName: "Ana", languageCode: "en" });
    owner.send(`/connect ${alice.apiKey}`);
    await owner.waitFor(/client ID|ID клиента|ID do cliente/, { timeoutMs: 10_000 });
    owner.press(/Skip/);
    await owner.waitFor(/All set/);
    owner.send("/alerts");
    await owner.waitFor(/Conversion alerts/);
    owner.press("🔔 On for all offers");
    await owner.waitFor(/Alerts are on/);
    const group = botApi.createChat("supergroup", "Night shift", owner.from);
    await pickGroup(owner, group);
    const posted = () => botApi.botMessages(group.id).filter((m) => m.from === "bot");
    await expect.poll(() => posted().length).toBe(1);

    for (let i = 1; i <= 4; i++) {
      // Sent twice: round robin takes the two copies to different instances.
      await sandbox.control.fireConversion(alice.id, {
        status: "approved",
        payout: `${i}.00`,
        subaccount: `fb-${i}`,
        repeats: 1,
      }).done;
    }
    await settle(owner, 2000);
    const alerts = posted()
      .slice(1)
      .map((m) => m.text);
    expect(alerts).toHaveLength(4);
    for (let i = 1; i <= 4; i++)
      expect(alerts.filter((text) => text.includes(`+$${i}.00`))).toEqual([
        expect.stringMatching(
          new RegExp(`^👤 Alice Walker\\n💰 \\+\\$${i}\\.00 · .+ · subaccount: fb-${i}$`),
        ),
      ]);
  }, 60_000);
});
