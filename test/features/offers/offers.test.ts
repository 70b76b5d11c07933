import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublisherApi, type OfferListItem } from "../../../src/publisher-api/index.js";
import { callsTo, demoOffers, expectShortData } from "../../catalog/support.js";
import { connectedUser, type Harness, startHarness } from "../../support/harness.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.stop());

const connected = (languageCode?: string) => connectedUser(harness, languageCode);

/** A joined offer with more than one page (5) of promo materials. */
async function offerWithPromo(): Promise<OfferListItem> {
  const api = createPublisherApi({ baseUrl: harness.sandbox.url });
  try {
    const client = api.forPublisher({ apiKey: harness.demoKey });
    for (const offer of (await demoOffers(harness)).filter((o) => o.user_has_offer)) {
      if ((await client.catalog.promo(offer.id, { limit: 1 })).total > 5) return offer;
    }
    throw new Error("no joined offer with six promo materials");
  } finally {
    await api.close();
  }
}

describe("/offers", () => {
  it("lists offers and pages forward and back in one message, page X of Y", async () => {
    const user = await connected();
    harness.sandbox.control.clearCalls();
    user.send("/offers");
    const first = await user.next();
    expect(first.text).toContain("Offers: All");
    expect(first.text).toContain("page 1 of 50");
    expect(first.buttons[0]).toEqual(["Web", "Mobile", "• All", "⭐ Favourites"]);
    expect(first.buttons.flat()).toContain("Next ›");
    expect(first.buttons.flat()).not.toContain("‹ Previous");
    expectShortData(first);

    user.press("Next ›");
    const second = await user.next();
    expect(second).toMatchObject({ kind: "edit", messageId: first.messageId });
    expect(second.text).toContain("page 2 of 50");
    const ninth = /^9\. (.+)$/m.exec(second.text)?.[1]?.replace(/ ✅$/, "");
    expect(second.buttons.flat()).toContain(`9. ${ninth}`);

    user.press("‹ Previous");
    const back = await user.next();
    expect(back).toMatchObject({ kind: "edit", messageId: first.messageId });
    expect(back.text).toBe(first.text);
    const starts = callsTo(harness, "/offers/all").map((call) => [
      call.query.start,
      call.query.limit,
    ]);
    expect(starts).toEqual([
      ["0", "8"],
      ["1", "8"],
      ["0", "8"],
    ]);
  });

  it("switches tabs: web, mobile and the publisher's favourites", async () => {
    const user = await connected();
    user.send("/offers");
    await user.next();
    harness.sandbox.control.clearCalls();
    user.press("Web");
    expect((await user.next()).text).toContain("Offers: Web");
    user.press("Mobile");
    expect((await user.next()).text).toContain("Offers: Mobile");
    user.press("⭐ Favourites");
    const favourites = await user.next();
    expect(favourites.buttons[0]).toContain("• ⭐ Favourites");
    const lists = harness.sandbox.control.calls.filter((call) => call.path.includes("/offers/"));
    expect(lists.map((call) => call.path.split("/").pop())).toEqual([
      "web",
      "mobile",
      "all_favourite",
    ]);
  });

  it("filters by category, region and traffic type from reference lists cached once", async () => {
    const user = await connected();
    user.send("/offers");
    const list = await user.next();
    expect(list.buttons.slice(1, 3)).toEqual([
      ["📂 all categories"],
      ["🌍 all regions", "🚦 any traffic"],
    ]);
    user.press("📂 all categories");
    const menu = await user.next();
    expect(menu).toMatchObject({ kind: "edit", messageId: list.messageId });
    expect(menu.text).toBe("Choose the category:");
    expect(menu.buttons.flat()).toEqual(expect.arrayContaining(["• all categories", "Finance"]));
    user.press("Online stores");
    expect((await user.next()).buttons[1]?.[0]).toBe("📂 Online stores");
    const category = callsTo(harness, "/offers/all").at(-1)?.query.categories;
    expect(category).toMatch(/^\d+$/);

    user.press("🌍 all regions");
    await user.next();
    user.press("Europe");
    await user.next();
    user.press("🚦 any traffic");
    await user.next();
    user.press("Social networks");
    const narrowed = await user.next();
    expect(narrowed.buttons.slice(1, 3)).toEqual([
      ["📂 Online stores"],
      ["🌍 Europe", "🚦 Social networks"],
    ]);
    expect(callsTo(harness, "/offers/all").at(-1)?.query).toMatchObject({
      categories: category,
      geo: "1",
      traffic_types: expect.stringMatching(/^\d+$/),
    });

    // Mobile offers have their own categories and traffic types; the region stays.
    user.press("Mobile");
    const mobile = await user.next();
    expect(mobile.buttons.slice(1, 3)).toEqual([
      ["📂 all categories"],
      ["🌍 Europe", "🚦 any traffic"],
    ]);
    expect(callsTo(harness, "/offers/mobile").at(-1)?.query).toMatchObject({ geo: "1" });
    expect(callsTo(harness, "/offers/mobile").at(-1)?.query.categories).toBeUndefined();
    user.send("/offers");
    await user.next();
    user.press("📂 all categories");
    await user.next();
    expect(callsTo(harness, "/offers-categories-list/web")).toHaveLength(1);
    expect(callsTo(harness, "/geo-list")).toHaveLength(1);
  });

  it("searches titles; an empty result says so and offers the whole list", async () => {
    const user = await connected();
    harness.sandbox.control.clearCalls();
    user.send("/offers store");
    const found = await user.next();
    expect(found.text).toContain("Offers matching «store»");
    expect(callsTo(harness, "/offers/all")[0]?.query.q).toBe("store");
    const items = found.buttons.flat().filter((label) => /^\d+\. /.test(label));
    expect(items.length).toBeGreaterThan(0);
    for (const label of items) expect(label).toMatch(/store/i);

    user.send("/offers <b>qqqzzz</b> & co");
    const none = await user.next();
    expect(none.text).toContain("No offers match these words");
    expect(none.html).toContain("&lt;b&gt;qqqzzz&lt;/b&gt; &amp; co");
    user.press("🔎 Show all offers");
    const all = await user.next();
    expect(all).toMatchObject({ kind: "edit", messageId: none.messageId });
    expect(all.text).toContain("Offers: All · 400 found");
  });

  it("refuses a 201-character search politely and takes one of 200", async () => {
    const user = await connected();
    harness.sandbox.control.clearCalls();
    user.send(`/offers ${"a".repeat(201)}`);
    expect((await user.next()).text).toMatch(/too long \(201 characters\).*200 characters/);
    expect(harness.sandbox.control.calls).toEqual([]);
    const words = "ж".repeat(200);
    user.send(`/offers ${words}`);
    const none = await user.next();
    expect(none.text).toContain("No offers match");
    expect(callsTo(harness, "/offers/all")[0]?.query.q).toBe(words);
    expectShortData(none);
  });

  it("opens a card, and Links, Goals, Promo (paged), Coupons and Make link all answer", async () => {
    const offer = await offerWithPromo();
    const user = await connected();
    user.send(`/offers ${offer.name}`);
    await user.next();
    user.press(new RegExp(`^\\d+\\. ${offer.name}$`));
    const card = await user.next();
    expect(card.text).toContain(`${offer.name} · #${offer.id}`);
    expect(card.text).toContain("You have joined this offer");
    // The card's EPC is the network's, for everyone: it says so beside the publisher's own figures.
    for (const part of [
      "Rates:",
      "Network EPC (all publishers), 7 days · 90 days:",
      "Hold:",
      "Cookie:",
      "Regions:",
    ]) {
      expect(card.text).toContain(part);
    }
    expect(card.text).toMatch(/Allowed traffic: .+\n⛔ Forbidden traffic: .+/);
    expect(card.buttons).toEqual([
      ["🔗 Links", "🎯 Goals"],
      ["🖼 Promo", "🏷 Coupons"],
      ["✨ Make link", "📈 Site"],
      ["☆ Add to favourites"],
      ["« Back to the list"],
    ]);

    user.press("🔗 Links");
    const links = await user.next();
    expect(links).toMatchObject({ kind: "edit", messageId: card.messageId });
    expect(links.text).toContain("⭐ default");
    expect(links.html).toMatch(
      /<code>https:\/\/track\.sandbox\.test\/click\/\d+\/710001\?link=1<\/code>/,
    );
    user.press("« Back to the offer");
    expect((await user.next()).text).toBe(card.text);

    user.press("🎯 Goals");
    const goals = await user.next();
    expect(goals.text).toContain("goals and rates");
    // Goal payouts with their currency (the account's, USD) or as a share.
    expect(goals.text).toMatch(/(lead \$\d|sale \d+%)/);
    user.press("« Back to the offer");
    await user.next();

    user.press("🖼 Promo");
    const promo = await user.next();
    expect(promo.text).toContain("promo materials");
    expect(promo.text).toContain("page 1 of 2");
    user.press("Next ›");
    const promo2 = await user.next();
    expect(promo2).toMatchObject({ kind: "edit", messageId: card.messageId });
    expect(promo2.text).toContain("page 2 of 2");
    expect(callsTo(harness, `/promo/${offer.id}`).at(-1)?.query).toMatchObject({ start: "1" });
    user.press("« Back to the offer");
    await user.next();

    user.press("🏷 Coupons");
    const coupons = await user.next();
    // The coupons open in place of the card (they came as a new message with no way back).
    expect(coupons).toMatchObject({ kind: "edit", messageId: card.messageId });
    expect(coupons.buttons.flat()).toContain(`Offer: ${offer.name}`);
    expect(callsTo(harness, "/coupons").at(-1)?.query.offers).toBe(String(offer.id));
    expect(coupons.buttons.at(-1)).toEqual(["« Back to the offer"]);
    expectShortData(coupons);
    user.press("« Back to the offer");
    const back = await user.next();
    expect(back).toMatchObject({ kind: "edit", messageId: card.messageId, text: card.text });
    expect(back.buttons).toEqual(card.buttons);

    user.press("✨ Make link", { messageId: card.messageId });
    expect((await user.next()).text).toMatch(new RegExp(`${offer.name}`));
    user.send("/cancel");
    await user.waitFor(/Cancelled/);

    user.press("« Back to the list", { messageId: card.messageId });
    const list = await user.next();
    expect(list.text).toContain(`Offers matching «${offer.name}»`);
  });

  it("an API failure in the middle of paging says what to do, and Next works again after", async () => {
    const user = await connected();
    user.send("/offers");
    const list = await user.next();
    user.press("Next ›");
    await user.next();
    // Three failures: the client repeats a failed GET twice before giving up.
    harness.sandbox.control.failNext({ count: 3, mode: 500, path: "/offers/" });
    user.press("Next ›");
    const failure = await user.next();
    expect(failure.kind).toBe("send");
    expect(failure.text).toMatch(/not answering right now.*try again/);
    expect(failure.text).not.toMatch(/Error|at \w+ \(/);
    user.press("Next ›", { messageId: list.messageId });
    const third = await user.next();
    expect(third).toMatchObject({ kind: "edit", messageId: list.messageId });
    expect(third.text).toContain("page 3 of 50");
  });

  it("a failed /offers with words: Try again runs it again with the same words", async () => {
    const user = await connected();
    // Three failures: the client repeats a failed GET twice before giving up.
    harness.sandbox.control.failNext({ count: 3, mode: 500, path: "/offers/" });
    user.send("/offers store");
    const failure = await user.next();
    expect(failure.buttons).toEqual([["🔄 Try again"]]);
    user.press("🔄 Try again");
    expect((await user.next()).text).toContain("Offers matching «store»");
  });

  it("a button of a forgotten search says it expired; a mangled one too", async () => {
    const user = await connected();
    user.send("/offers");
    const list = await user.next();
    const press = (data: string) =>
      harness.botApi.injectUpdate({
        callback_query: {
          id: `${user.id}${data.length}${Date.now()}`,
          from: user.from,
          message: harness.botApi.telegramMessage(user.id, list.messageId),
          chat_instance: "1",
          data,
        },
      });
    const before = user.callbackAnswers.length;
    press("offers-page:zzzz:1");
    press("offers-page:1:x");
    // A button of no kind the bot knows.
    press("ofp:1:0");
    await expect.poll(() => user.callbackAnswers.length).toBe(before + 3);
    expect(user.callbackAnswers.slice(before)).toEqual([
      "This list has expired. Send /offers again.",
      "This button has expired. Send the command again.",
      "This button has expired. Send the command again.",
    ]);
    expect(user.lastMessage()?.text).toBe(list.text);
  });

  it("asks a publisher who is not connected to connect first", async () => {
    const user = harness.user();
    user.send("/offers");
    const answer = await user.next();
    expect(answer.text).toContain("First connect");
    expect(answer.buttons.flat()).toContain("🔌 Connect");
  });

  it("speaks Russian to a Russian publisher", async () => {
    const user = await connected("ru");
    user.send("/offers");
    const list = await user.next();
    expect(list.text).toContain("Офферы: Все");
    expect(list.text).toContain("страница 1 из 50");
    expect(list.buttons[0]).toEqual(["Веб", "Мобайл", "• Все", "⭐ Избранное"]);
  });
});

describe("what an offer pays", () => {
  it("an offer that states no pay of its own reads 'by goal' in the list, and its card says what its goals pay (en)", async () => {
    const user = await connected("en");
    user.send("/offers ORISAEX");
    const list = await user.next();
    expect(list.text).toContain("1. ORISAEX ✅\n    by goal");
    user.press(/^1\. /, { messageId: list.messageId });
    const card = (await user.next()).text;
    expect(card).toContain("💰 Rates: by goal — lead $23.15\n");
    expect(card).not.toContain("🎯 Goals:");
  });

  it("reads the same in the list and on the card, for every offer of the sandbox (ru)", async () => {
    const user = await connected("ru");
    user.send("/offers");
    let page = await user.next();
    const pages = Number(/из (\d+)/.exec(page.text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    let checked = 0;
    for (let index = 0; index < pages; index++) {
      // "1. Name ✅\n    лид 5,80–7,55 $": the line under each offer's name.
      const rows = [...page.text.matchAll(/^(\d+)\. (.+?)(?: ✅)?\n {4}(.+)$/gm)];
      expect(rows.length).toBeGreaterThan(0);
      for (const [, rank, , pay] of rows) {
        user.press(new RegExp(`^${rank}\\. `), { messageId: page.messageId });
        const card = await user.next();
        const shown = /💰 Ставки: (.+)/.exec(card.text)?.[1];
        // An offer paying by goal says so in the list and on its card alike; the card adds
        // what its goals pay.
        if (pay === "по целям") expect(shown).toMatch(/^по целям — .*\d/);
        else expect(shown).toBe(pay);
        expect(card.text).not.toContain("не опубликовано");
        user.press("« К списку", { messageId: page.messageId });
        page = await user.next();
        checked++;
      }
      if (index < pages - 1) {
        user.press("Дальше ›", { messageId: page.messageId });
        page = await user.next();
      }
    }
    expect(checked).toBe(400);
  }, 180_000);
});
