import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBotApi } from "../../../src/bot-api-stand-in/stand-in.js";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { createPublisherApi, type PublisherApi } from "../../../src/publisher-api/index.js";
import { startSandbox } from "../../../src/sandbox/index.js";
import { testNow, testToday } from "../../support/clock.js";
import { connectedUser, type Harness, startHarness } from "../../support/harness.js";
import {
  addChannel,
  eventually,
  followOffer,
  type OfferRef,
  postsIn,
  twoOffers,
} from "./support.js";

/**
 * Autopost end to end: the sandbox API over HTTP (no coupons appear by the clock: the tests add
 * them), the Bot API stand-in with its channels, the real SQLite file, jobs run by calling them.
 * Posts are paced at 600 a minute here (production: 20) so pacing is seen in seconds.
 */
let harness: Harness;
let api: PublisherApi;
let followed: OfferRef;
let other: OfferRef;

beforeAll(async () => {
  const sandbox = await startSandbox({ newCouponEveryMinutes: 0, now: testNow });
  // Telegram's per-chat limit, scaled like the pace: more than 11 sends in a second to one chat
  // are refused with 429.
  const botApi = await startBotApi({ floodLimit: { perChatPerSecond: 11 } });
  harness = await startHarness({ sandbox, botApi, env: { AUTOPOST_CHANNEL_RATE: "600" } });
  api = createPublisherApi({ baseUrl: sandbox.url });
  [followed, other] = await twoOffers(api, harness.demoKey);
});
afterAll(async () => {
  await api?.close();
  await harness?.stop();
  await harness?.sandbox.close();
  await harness?.botApi.close();
});

const job = (name: string) => {
  const found = harness.app.jobs.find((j) => j.name === name);
  if (!found) throw new Error(`no job ${name}`);
  return found;
};
const poll = (at = testNow()) => job("autopost").run(at);

/** A publisher with a channel of their own, the bot an admin there, following `followed`. */
async function publisherWithChannel(title: string) {
  const user = await connectedUser(harness);
  const channel = harness.botApi.createChat("channel", title, user.from);
  await addChannel(user, channel);
  await user.waitFor(new RegExp(`Added «${title}»`));
  const card = await user.waitFor(/📣/);
  expect(card.text).toContain("Choose offers or coupon categories to follow");
  await followOffer(user, followed);
  return { user, channel };
}

/** The bot's successful sendMessage calls into a chat, in order. */
const sendsTo = (chatId: number) =>
  harness.botApi.calls.filter(
    (c) => c.method === "sendMessage" && Number(c.params.chat_id) === chatId && c.ok,
  );

const said = (user: TelegramUser) => harness.botApi.botMessages(user.id).map((m) => m.text);

describe("/autopost", () => {
  it("picks the channel with request_chat and posts a new followed coupon once, with code and link, across a restart", async () => {
    const { user, channel } = await publisherWithChannel("Pat's deals");
    // The picker asked for a channel where the bot may post; Telegram added it with that right.
    expect(harness.botApi.memberStatus(channel.id, harness.botApi.botInfo.id)).toEqual({
      status: "administrator",
      rights: expect.objectContaining({ can_post_messages: true }),
    });
    user.press("🔖 Subaccount");
    await user.waitFor(/Send the subaccount/);
    user.send("tg deals!");
    await user.waitFor(/1 to 50 letters/);
    user.send("tg_deals");
    const card = await user.waitFor(/📣/);
    expect(card.html).toContain("Subaccount: <code>tg_deals</code>");
    expect(card.text).toContain(`Offers: ${followed.name}`);

    // Existing coupons are not news; a new one of the followed offer is.
    await poll();
    expect(postsIn(harness.botApi, channel.id)).toHaveLength(0);
    const coupon = harness.sandbox.control.addCoupon({
      offerId: followed.id,
      promoCode: "AUTO10",
      discount: "10%",
      name: "10% off everything",
      lifetimeMs: 10 * 86_400_000,
    });
    harness.sandbox.control.addCoupon({ offerId: other.id, promoCode: "OTHER5" });
    await poll();
    await poll();
    const posts = postsIn(harness.botApi, channel.id);
    expect(posts).toHaveLength(1);
    const [post] = posts;
    expect(post?.html).toContain(`🔥 <b>${followed.name}</b>`);
    // The title already gives the discount: it is not repeated.
    expect(post?.html).toContain("\n10% off everything\n");
    expect(post?.html).not.toContain("<b>10%</b>");
    expect(post?.html).toContain("<code>AUTO10</code>");
    const until = new Date(`${coupon.activeTo.replace(" ", "T")}Z`);
    const day = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
      until,
    );
    expect(post?.text).toContain(`Valid until ${day}`);
    const button = post?.replyMarkup?.inline_keyboard?.[0]?.[0];
    expect(button?.text).toBe("🛒 Get the deal");
    const link = new URL(String(button?.url));
    expect(link.pathname).toBe(`/click/${followed.id}/${harness.sandbox.publishers[0]?.id}`);
    expect(link.searchParams.get("sa")).toBe("tg_deals");
    expect(sendsTo(channel.id)[0]?.params.link_preview_options).toMatchObject({
      is_disabled: true,
    });

    // A restart remembers what was posted; the next new coupon is posted after it.
    await harness.restart();
    await poll();
    expect(postsIn(harness.botApi, channel.id)).toHaveLength(1);
    harness.sandbox.control.addCoupon({ offerId: followed.id, promoCode: "NEXT20" });
    await poll();
    expect(postsIn(harness.botApi, channel.id).map((m) => m.text)).toEqual([
      expect.stringContaining("AUTO10"),
      expect.stringContaining("NEXT20"),
    ]);

    // Last posted, newest first.
    user.send("/autopost");
    await user.waitFor(/Autopost/);
    user.press(/Pat's deals/);
    await user.waitFor(/📣/);
    user.press("📜 Last posted");
    const history = await user.waitFor(/Last posted in/);
    const lines = history.text.split("\n").filter((l) => l.startsWith("•"));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${followed.name} — 10% off everything`);
    expect(lines[0]).not.toContain("10% off everything");

    // The coupon expires: its post says so, the button stays.
    harness.sandbox.control.expireCoupon(coupon.id);
    await poll();
    const first = harness.botApi.botMessages(channel.id)[0];
    expect(first?.text).toContain("⌛ This deal has expired.");
    expect(first?.text).toContain("AUTO10");
    expect(first?.editCount).toBe(1);
    await poll();
    expect(harness.botApi.botMessages(channel.id)[0]?.editCount).toBe(1);
  });

  it("leaves out coupons outside the filters: other offers, no code when codes only, other regions", async () => {
    const { user, channel } = await publisherWithChannel("Codes only");
    user.press("Promo codes only");
    const card = await user.waitFor(/📣/);
    expect(card.text).toContain("Coupons: promo codes only");
    harness.sandbox.control.addCoupon({ offerId: followed.id, promoCode: "" });
    harness.sandbox.control.addCoupon({ offerId: other.id, promoCode: "ELSE" });
    await poll();
    expect(postsIn(harness.botApi, channel.id)).toHaveLength(0);
    // Regions: a coupon for a region the channel does not follow waits; following it, it goes.
    const coupon = harness.sandbox.control.addCoupon({ offerId: followed.id, promoCode: "CODE1" });
    const client = api.forPublisher({ apiKey: harness.demoKey });
    const parts = ["Europe", "Asia", "North America", "South America", "Africa", "Oceania"];
    const covering: string[] = [];
    for (const [i, part] of parts.entries()) {
      const found = await client.catalog.coupons({ ids: [coupon.id], geo: [i + 1] });
      if (found.items.length > 0) covering.push(part);
    }
    const elsewhere = parts.find((part) => !covering.includes(part));
    const [home] = covering;
    if (!elsewhere || !home) throw new Error("the coupon covers some world parts, not all");
    user.press(/^🌍 Regions/);
    await user.waitFor(/Only coupons for these regions/);
    user.press(elsewhere);
    await user.waitFor((m) => m.buttons.flat().includes(`✓ ${elsewhere}`));
    harness.sandbox.control.clearCalls();
    await poll();
    expect(postsIn(harness.botApi, channel.id)).toHaveLength(0);
    // Other tests' channels may follow the same offer without a region: look for this one's query.
    const asked = harness.sandbox.control.calls.filter(
      (c) => c.path.endsWith("/coupons") && c.query.offers === String(followed.id),
    );
    expect(asked.map((c) => c.query.geo)).toContain(String(parts.indexOf(elsewhere) + 1));
    user.press(home);
    await user.waitFor((m) => m.buttons.flat().includes(`✓ ${home}`));
    await poll();
    expect(postsIn(harness.botApi, channel.id).map((m) => m.text)).toEqual([
      expect.stringContaining("CODE1"),
    ]);
  });

  it("posts into a group picked with the group picker too", async () => {
    const user = await connectedUser(harness);
    const group = harness.botApi.createChat("supergroup", "Deals chat", user.from);
    await addChannel(user, group);
    await user.waitFor(/Added «Deals chat»/);
    await user.waitFor(/📣/);
    expect(harness.botApi.memberStatus(group.id, harness.botApi.botInfo.id).status).toBe(
      "administrator",
    );
    await followOffer(user, followed);
    harness.sandbox.control.addCoupon({ offerId: followed.id, promoCode: "GROUP7" });
    await poll();
    expect(postsIn(harness.botApi, group.id).map((m) => m.text)).toEqual([
      expect.stringContaining("GROUP7"),
    ]);
  });

  it("says exactly which right to give when the bot is not an administrator yet", async () => {
    const user = await connectedUser(harness);
    const channel = harness.botApi.createChat("channel", "No rights", user.from);
    await addChannel(user, channel, { grant: false });
    const answer = await user.waitFor(/can't post/);
    expect(answer.text).toContain("turn on «Post messages»");
    user.send("/autopost");
    expect((await user.waitFor(/Autopost/)).text).toContain("No channel yet");
  });

  it("the bot demoted in the channel pauses it, with one message to the publisher", async () => {
    const { user, channel } = await publisherWithChannel("Demoted");
    const before = said(user).length;
    harness.botApi.setBotStatus(channel.id, { status: "administrator", rights: {} }, user.from);
    const notice = await user.waitFor(/can no longer post/);
    expect(notice.text).toContain("«Demoted»");
    expect(notice.text).toContain("«Post messages»");
    harness.botApi.setBotStatus(channel.id, { status: "kicked" }, user.from);
    harness.sandbox.control.addCoupon({ offerId: followed.id, promoCode: "PAUSED" });
    await poll();
    // Asserts nothing happens: no post, no second notice, in 300 ms.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(postsIn(harness.botApi, channel.id)).toHaveLength(0);
    expect(
      said(user)
        .slice(before)
        .filter((t) => t.includes("can no longer post")),
    ).toHaveLength(1);

    // Resume wants the right back first.
    user.press("Open the settings");
    const card = await user.waitFor(/📣/);
    expect(card.text).toContain("Paused: I lost the right to post there");
    user.press("▶️ Resume");
    await eventually(() => user.callbackAnswers.some((a) => a.includes("still can't post")));
    harness.botApi.setBotStatus(
      channel.id,
      { status: "administrator", rights: { can_post_messages: true } },
      user.from,
    );
    user.press("▶️ Resume");
    expect((await user.waitFor(/📣/)).text).toContain("▶️ On");
    await poll();
    expect(postsIn(harness.botApi, channel.id).map((m) => m.text)).toEqual([
      expect.stringContaining("PAUSED"),
    ]);
  });

  it("a post refused for lost rights pauses the channel, and the coupon goes out after Resume", async () => {
    const { user, channel } = await publisherWithChannel("Refused");
    harness.botApi.failNext({
      method: "sendMessage",
      chatId: channel.id,
      error_code: 403,
      description: "Forbidden: bot was kicked from the channel chat",
    });
    harness.sandbox.control.addCoupon({ offerId: followed.id, promoCode: "OWED1" });
    await poll();
    await user.waitFor(/can no longer post in «Refused»/);
    expect(postsIn(harness.botApi, channel.id)).toHaveLength(0);
    await poll();
    expect(postsIn(harness.botApi, channel.id)).toHaveLength(0);
    user.press("Open the settings");
    await user.waitFor(/Paused: I lost the right/);
    user.press("▶️ Resume");
    await user.waitFor(/▶️ On/);
    await poll();
    await poll();
    expect(postsIn(harness.botApi, channel.id).map((m) => m.text)).toEqual([
      expect.stringContaining("OWED1"),
    ]);
  });

  it("a post Telegram failed half-way is posted by the next check: each of 12 coupons once, in order", async () => {
    const { channel } = await publisherWithChannel("Halfway");
    for (let i = 0; i < 12; i++) {
      harness.sandbox.control.addCoupon({ offerId: followed.id, promoCode: `HALF${i}` });
    }
    // The 5th post fails (Telegram down for a moment, through the two tries again a 5xx gets):
    // the check stops there.
    let sent = 0;
    const stop = harness.botApi.onEvent((event) => {
      if (event.type !== "send" || event.chatId !== channel.id) return;
      if (++sent === 4) {
        harness.botApi.failNext({
          method: "sendMessage",
          chatId: channel.id,
          error_code: 502,
          count: 3,
        });
      }
    });
    await poll();
    stop();
    expect(postsIn(harness.botApi, channel.id)).toHaveLength(4);
    await poll();
    expect(postsIn(harness.botApi, channel.id).map((m) => /HALF\d+/.exec(m.text)?.[0])).toEqual(
      Array.from({ length: 12 }, (_, i) => `HALF${i}`),
    );
  });

  it("keeps under the per-chat limit when 30 coupons appear at once: evenly spread", async () => {
    const { channel } = await publisherWithChannel("Burst");
    for (let i = 0; i < 30; i++) {
      harness.sandbox.control.addCoupon({ offerId: followed.id, promoCode: `BURST${i}` });
    }
    await poll();
    const sends = sendsTo(channel.id);
    expect(sends).toHaveLength(30);
    expect(postsIn(harness.botApi, channel.id).map((m) => /BURST\d+/.exec(m.text)?.[0])).toEqual(
      Array.from({ length: 30 }, (_, i) => `BURST${i}`),
    );
    // 600 a minute is 10 a second: the stand-in's per-chat limit (11 in any second, as Telegram
    // counts them) never had to refuse one, so the 30 went out paced, not as a burst.
    const refused = harness.botApi.calls.filter(
      (c) => Number(c.params.chat_id) === channel.id && c.errorCode === 429,
    );
    expect(refused).toEqual([]);
  });

  it("a post carries what a reader should see: no note of the bot's about a code the network did not send (en, ru)", async () => {
    const { user, channel } = await publisherWithChannel("Weekend deals");
    const card = user.lastMessage()?.messageId;
    /** Adds a coupon of the followed offer, posts now; the post that carries it. */
    const posted = async (name: string, typeId: number) => {
      harness.sandbox.control.addCoupon({ offerId: followed.id, typeId, promoCode: "", name });
      user.press("🚀 Post now", { messageId: card });
      await user.waitFor(/Posted \d+ in «Weekend deals»/);
      const post = postsIn(harness.botApi, channel.id).find((m) => m.text.includes(name));
      expect(post).toBeDefined();
      return post?.text ?? "";
    };
    // A promo code coupon that came without its code, then a promotion ("No code needed").
    const withoutCode = await posted("Issue40 code not sent", 1);
    expect(withoutCode).not.toContain("⚠️");
    expect(withoutCode).not.toContain("network sent no code");
    const promotion = await posted("Issue40 promotion", 2);
    expect(promotion).toContain("No code needed");
    expect(promotion).not.toContain("⚠️");

    user.press(/^🗣 /, { messageId: card });
    await user.waitFor(/language of the posts/);
    user.press("Русский");
    await user.waitFor((m) => m.kind === "edit" && m.buttons.flat().some((b) => /🗣.+RU/.test(b)));
    const russian = await posted("Issue40 код не прислан", 1);
    expect(russian).toContain("Действует до");
    expect(russian).not.toContain("⚠️");
    expect(russian).not.toContain("сеть не прислала");
    expect(await posted("Issue40 акция", 2)).toContain("Код не нужен");
  });

  it("sends a test post to the publisher, posts now on demand, and once a day at the local time", async () => {
    const { user, channel } = await publisherWithChannel("Daily deals");
    const card = user.lastMessage()?.messageId;
    user.press("📨 Test post to me");
    await user.waitFor(/This is how a post in «Daily deals» will look/);
    const sample = await user.next();
    expect(sample.html).toContain(`🔥 <b>${followed.name}</b>`);
    expect(sample.keyboard[0]?.[0]?.url).toMatch(new RegExp(`/click/${followed.id}/`));
    expect(postsIn(harness.botApi, channel.id)).toHaveLength(0);

    // Nothing new since it was set up: "post now" posts the newest coupon not posted there yet.
    user.press("🚀 Post now", { messageId: card });
    await user.waitFor(/Posted 1 in «Daily deals»/);
    user.press("🚀 Post now", { messageId: card });
    await user.waitFor(/Posted 1 in «Daily deals»/);
    const [first, second] = postsIn(harness.botApi, channel.id).map((m) => m.text);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(first).not.toBe(second);

    user.send("/autopost");
    await user.waitFor(/Autopost/);
    user.press(/Daily deals/);
    await user.waitFor(/📣/);
    user.press("⏰ When");
    await user.waitFor(/When to post in/);
    user.press("🕘 Change the time");
    await user.waitFor(/local time of the daily post/);
    user.send("9.30");
    expect((await user.waitFor(/📣/)).text).toContain("When: one post a day at 09:30 (UTC)");

    // Both started at the day's midnight: the day's post at 09:30 finds them started.
    const today = testToday();
    const startsInMs = Date.parse(`${today}T00:00:00Z`) - testNow().getTime();
    harness.sandbox.control.addCoupon({ offerId: followed.id, promoCode: "DAY1", startsInMs });
    harness.sandbox.control.addCoupon({ offerId: followed.id, promoCode: "DAY2", startsInMs });
    await poll();
    expect(postsIn(harness.botApi, channel.id)).toHaveLength(2);
    const daily = job("autopost-daily");
    await daily.run(new Date(`${today}T09:29:00Z`));
    expect(postsIn(harness.botApi, channel.id)).toHaveLength(2);
    await daily.run(new Date(`${today}T09:30:00Z`));
    await daily.run(new Date(`${today}T09:45:00Z`));
    const posts = postsIn(harness.botApi, channel.id);
    expect(posts).toHaveLength(3);
    const digest = posts[2];
    expect(digest?.text).toMatch(/^🔥 New deals/);
    expect(digest?.html).toContain("<code>DAY1</code>");
    expect(digest?.html).toContain("<code>DAY2</code>");
    const buttons = (digest?.replyMarkup?.inline_keyboard ?? []).flat();
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button.url).toMatch(new RegExp(`/click/${followed.id}/`));
  });

  it("/disconnect stops every autopost of the publisher", async () => {
    const { user, channel } = await publisherWithChannel("Forgotten");
    user.send("/disconnect");
    await user.waitFor(/Forget/);
    user.press("Yes, forget me");
    await user.waitFor(/deleted/);
    harness.sandbox.control.addCoupon({ offerId: followed.id, promoCode: "GONE" });
    await poll();
    expect(postsIn(harness.botApi, channel.id)).toHaveLength(0);
    expect(await harness.app.storage.sets.members(`autopost-chat:${channel.id}`)).toEqual([]);
    expect(await harness.app.storage.sets.members("autopost-users")).not.toContain(user.id);
  });
});
