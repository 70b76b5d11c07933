import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BotApiStandIn } from "../../../src/bot-api-stand-in/stand-in.js";
import { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { createPublisherApi, type PublisherApi } from "../../../src/publisher-api/index.js";
import { type Sandbox, startSandbox } from "../../../src/sandbox/index.js";
import type { Balancer } from "../../support/balancer.js";
import type { ChildBot } from "../../support/child-bot.js";
import { testNow } from "../../support/clock.js";
import { startTwoInstances, type TwoInstances } from "../../support/two-instances.js";
import { addChannel, followOffer, postsIn, twoOffers } from "./support.js";

/**
 * Two bot processes on one Redis behind one webhook address: the channel is set up through
 * both (updates land on either), and when both run the same autopost tick at once, each new
 * coupon reaches the channel once.
 */
let setUp: TwoInstances;
let sandbox: Sandbox;
let botApi: BotApiStandIn;
let balancer: Balancer;
let instances: ChildBot[];
let api: PublisherApi;

beforeAll(async () => {
  setUp = await startTwoInstances(() => startSandbox({ newCouponEveryMinutes: 0, now: testNow }), {
    AUTOPOST_CHANNEL_RATE: "600",
  });
  ({ sandbox, botApi, balancer, instances } = setUp);
  api = createPublisherApi({ baseUrl: sandbox.url });
}, 60_000);
afterAll(async () => {
  await api?.close();
  await setUp?.stop();
});

async function tickOnBoth(job: string, at = testNow()): Promise<void> {
  await Promise.all(instances.map((instance) => instance.runJob(job, at)));
}

describe("autopost with two instances on one Redis", () => {
  it("posts each new coupon once when both run the tick at once", async () => {
    const [alice] = sandbox.publishers;
    if (!alice) throw new Error("the sandbox has publishers");
    const [followed, other] = await twoOffers(api, alice.apiKey);
    const user = new TelegramUser(botApi, { id: 830_001, firstName: "Pat", languageCode: "en" });
    user.send(`/connect ${alice.apiKey}`);
    await user.waitFor(/Welcome/, { timeoutMs: 10_000 });
    await user.waitFor(/client ID|ID клиента|ID do cliente/);
    user.press("Skip");
    await user.waitFor(/All set/);
    const channel = botApi.createChat("channel", "Shared deals", user.from);
    await addChannel(user, channel);
    await user.waitFor(/Added «Shared deals»/);
    await user.waitFor(/📣/);
    await followOffer(user, followed);
    for (const count of balancer.served.values()) expect(count).toBeGreaterThan(1);

    const codes = ["TWIN1", "TWIN2", "TWIN3"];
    for (const code of codes) sandbox.control.addCoupon({ offerId: followed.id, promoCode: code });
    sandbox.control.addCoupon({ offerId: other.id, promoCode: "NOTHERE" });
    await tickOnBoth("autopost");
    await tickOnBoth("autopost");
    const texts = postsIn(botApi, channel.id).map((m) => /TWIN\d|NOTHERE/.exec(m.text)?.[0]);
    expect(texts.sort()).toEqual(codes);
  });
});
