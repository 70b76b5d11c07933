import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDIT_EVERY_MS } from "../../src/bot/features/alerts/push.js";
import type { BotApiStandIn } from "../../src/bot-api-stand-in/stand-in.js";
import { TelegramUser } from "../../src/bot-api-stand-in/user.js";
import { createPublisherApi } from "../../src/publisher-api/index.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { settle } from "../features/alerts/support.js";
import type { Balancer } from "../support/balancer.js";
import { testNow } from "../support/clock.js";
import { startTwoInstances, type TwoInstances } from "../support/two-instances.js";

/**
 * Two bot processes on one Redis behind one address (round robin): the network's postbacks land
 * on either instance, repeats of one conversion on both, and the publisher still hears of each
 * conversion once, a burst still as one message edited in place.
 */
let setUp: TwoInstances;
let sandbox: Sandbox;
let botApi: BotApiStandIn;
let balancer: Balancer;

beforeAll(async () => {
  setUp = await startTwoInstances(() => startSandbox({ now: testNow }));
  ({ sandbox, botApi, balancer } = setUp);
}, 60_000);
afterAll(async () => {
  await setUp?.stop();
});

describe("conversion alerts on two instances", () => {
  it("postbacks spread over both instances: each conversion pushed once, a burst one message", async () => {
    const [alice] = sandbox.publishers;
    if (!alice) throw new Error("the sandbox has publishers");
    const user = new TelegramUser(botApi, { id: 830_001, firstName: "Ana", languageCode: "en" });
    user.send(`/connect ${alice.apiKey}`);
    await user.waitFor(/client ID|ID клиента|ID do cliente/, { timeoutMs: 10_000 });
    user.press(/Skip/);
    await user.waitFor(/All set/);
    user.send("/alerts");
    await user.waitFor(/Conversion alerts/);
    user.press("🔔 On for all offers");
    await user.waitFor(/Alerts are on/);

    const api = createPublisherApi({ baseUrl: sandbox.url });
    const { items } = await api.forPublisher({ apiKey: alice.apiKey }).tools.postbacks({});
    const postback = items.find((p) => p.name === `Telegram alerts · ${user.id}`);
    expect(postback?.url.startsWith(`${balancer.url}/postback/`)).toBe(true);
    await api.close();

    const before = [...balancer.served.values()];
    for (let i = 0; i < 6; i++) {
      // Sent twice: round robin takes the two copies to different instances.
      const deliveries = await sandbox.control.fireConversion(alice.id, {
        status: "approved",
        payout: "5.00",
        repeats: 1,
      }).done;
      expect(deliveries.find((d) => d.postbackId === postback?.id)?.statuses).toEqual([200, 200]);
    }
    const after = [...balancer.served.values()];
    expect(after.map((n, i) => n - (before[i] ?? 0))).toEqual([6, 6]);

    const seen = await settle(user, EDIT_EVERY_MS + 1000);
    const sends = seen.filter((m) => m.kind === "send");
    expect(sends.map((m) => m.text.split("\n")[0])).toEqual([
      expect.stringMatching(/^💰 \+\$5\.00 · /),
      expect.stringMatching(/^💰 \+\$5\.00 · /),
      "⚡ 1 more conversion in the last minute, +$5.00",
    ]);
    // The rest within a few seconds: folded into the burst's next edit, on whichever instance.
    const edits = seen.filter((m) => m.kind === "edit").map((m) => m.text.split("\n")[0]);
    expect(edits.length).toBeLessThanOrEqual(2);
    // The two told alone are not counted again.
    expect(edits.at(-1)).toBe("⚡ 4 more conversions in the last minute, +$20.00");
  }, 60_000);
});
