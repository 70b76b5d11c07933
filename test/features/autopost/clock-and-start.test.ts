/**
 * Autopost on the publisher's clock, and a coupon that has not started yet. The suite's clock stands
 * still at 23:38 UTC on Dec 4 (02:38 on Dec 5 in Moscow) and moves only when the test moves it; the
 * sandbox and the bot both read it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { createPublisherApi, type PublisherApi } from "../../../src/publisher-api/index.js";
import { startSandbox } from "../../../src/sandbox/index.js";
import { connectedUser, type Harness, startHarness } from "../../support/harness.js";
import { addChannel, followOffer, type OfferRef, postsIn, twoOffers } from "./support.js";

const DAY_MS = 86_400_000;
let at = Date.parse("2026-12-04T23:38:00Z");
const clock = () => new Date(at);

let harness: Harness;
let api: PublisherApi;
let followed: OfferRef;

beforeAll(async () => {
  const sandbox = await startSandbox({ newCouponEveryMinutes: 0, now: clock });
  harness = await startHarness({ sandbox, now: clock, env: { AUTOPOST_CHANNEL_RATE: "600" } });
  api = createPublisherApi({ baseUrl: sandbox.url });
  [followed] = await twoOffers(api, harness.demoKey);
});
afterAll(async () => {
  await api?.close();
  await harness?.stop();
  await harness?.sandbox.close();
});

const poll = () => {
  const job = harness.app.jobs.find((j) => j.name === "autopost");
  if (!job) throw new Error("no autopost job");
  return job.run(clock());
};

/** /digest → 🌍 Time zone → a city typed: the publisher's clock from then on. */
async function chooseZone(user: TelegramUser, city: string) {
  user.send("/digest");
  await user.next();
  user.press("🌍 Time zone");
  await user.next();
  user.send(city);
  await user.waitFor(/Delivery at/);
}

async function publisherWithChannel(title: string, zone?: string) {
  const user = await connectedUser(harness);
  if (zone) await chooseZone(user, zone);
  const channel = harness.botApi.createChat("channel", title, user.from);
  await addChannel(user, channel);
  await user.waitFor(new RegExp(`Added «${title}»`));
  await user.waitFor(/📣/);
  await followOffer(user, followed);
  return { user, channel };
}

async function lastPosted(user: TelegramUser, title: string): Promise<string[]> {
  user.send("/autopost");
  await user.waitFor(/Autopost/);
  user.press(new RegExp(title));
  await user.waitFor(/📣/);
  user.press("📜 Last posted");
  const history = await user.waitFor(/Last posted in/);
  return history.text.split("\n").filter((line) => line.startsWith("•"));
}

describe("autopost's clock", () => {
  it("says when it last posted on the publisher's clock, in their date format", async () => {
    const moscow = await publisherWithChannel("Moscow deals", "Moscow");
    const utc = await publisherWithChannel("Deals on UTC");
    await poll();
    harness.sandbox.control.addCoupon({ offerId: followed.id, promoCode: "LATE10" });
    await poll();
    expect(postsIn(harness.botApi, moscow.channel.id)).toHaveLength(1);
    expect(postsIn(harness.botApi, utc.channel.id)).toHaveLength(1);

    const [seenInMoscow] = await lastPosted(moscow.user, "Moscow deals");
    expect(seenInMoscow).toMatch(/^• Dec 5, 02:38 /);
    expect(seenInMoscow).not.toContain("2026-12-04");
    // No zone chosen: the clock is UTC, and says so.
    const [seenInUtc] = await lastPosted(utc.user, "Deals on UTC");
    expect(seenInUtc).toMatch(/^• Dec 4, 23:38 UTC /);
  });

  it("posts a coupon only once it has started, then once", async () => {
    const { channel } = await publisherWithChannel("Early deals");
    await poll();
    const before = postsIn(harness.botApi, channel.id).length;
    harness.sandbox.control.addCoupon({
      offerId: followed.id,
      promoCode: "SOON15",
      startsInMs: 2 * DAY_MS,
      lifetimeMs: 10 * DAY_MS,
    });
    harness.sandbox.control.addCoupon({ offerId: followed.id, promoCode: "NOW5" });
    await poll();
    await poll();
    const early = postsIn(harness.botApi, channel.id).slice(before);
    expect(early.map((m) => m.text)).toEqual([expect.stringContaining("NOW5")]);

    // A day later it has still not started.
    at += DAY_MS;
    await poll();
    expect(postsIn(harness.botApi, channel.id).slice(before)).toHaveLength(1);

    // Started: posted, once.
    at += DAY_MS + 60_000;
    await poll();
    await poll();
    const posts = postsIn(harness.botApi, channel.id).slice(before);
    expect(posts.map((m) => m.text)).toEqual([
      expect.stringContaining("NOW5"),
      expect.stringContaining("SOON15"),
    ]);
  });
});
