/**
 * The front door: /start's menu leads to the features, free text searches the catalogue (a name
 * or an id), an offer opens by its id, and its card joins and stars it. In English and Russian.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OfferListItem } from "../../../src/publisher-api/index.js";
import { callsTo, demoOffers, expectShortData } from "../../catalog/support.js";
import { connectedUser, type Harness, startHarness } from "../../support/harness.js";

let harness: Harness;
let offers: OfferListItem[];
beforeAll(async () => {
  harness = await startHarness({
    env: { NETWORK_OFFER_URL: "https://network.example/offers/{id}?from=bot" },
  });
  offers = await demoOffers(harness);
});
afterAll(async () => harness?.stop());

const notJoined = () => {
  const offer = offers.find((o) => !o.user_has_offer);
  if (!offer) throw new Error("the sandbox has no offer left to join");
  return offer;
};

describe("the main menu", () => {
  it("/start shows the everyday actions, one tap each, the rest behind one more (en)", async () => {
    const user = await connectedUser(harness, "en");
    user.send("/start");
    const start = await user.next();
    expect(start.text).toContain("What shall I open?");
    expect(start.buttons).toEqual([
      ["🔎 Offers", "🎟 Coupons"],
      ["🛍 Goods", "🔗 Tracking link"],
      ["📊 Stats", "💰 Balance"],
      ["📝 New claim", "📋 My claims"],
      ["💸 Payouts", "👤 Account"],
      ["⚙️ Settings and more"],
    ]);
    expectShortData(start);
    user.press("🔎 Offers");
    expect((await user.next()).text).toContain("Offers: All");
    user.press("💰 Balance", { messageId: start.messageId });
    expect((await user.waitFor(/Balance/)).kind).toBe("send");
    user.press("⚙️ Settings and more", { messageId: start.messageId });
    const more = await user.next();
    expect(more).toMatchObject({ kind: "edit", messageId: start.messageId });
    expect(more.buttons.flat()).toEqual(
      expect.arrayContaining(["🗞 Daily digest", "🔔 Conversion alerts", "🌐 Language"]),
    );
    user.press("🗞 Daily digest", { messageId: start.messageId });
    expect((await user.next()).text).toMatch(/digest/i);
    user.press("‹ Back to the menu", { messageId: start.messageId });
    expect((await user.next()).buttons[0]).toEqual(["🔎 Offers", "🎟 Coupons"]);
  });

  it("reads in Russian, and /help carries the same menu (ru)", async () => {
    const user = await connectedUser(harness, "ru");
    user.send("/start");
    const start = await user.next();
    expect(start.text).toContain("Аккаунт подключён. Что открыть?");
    expect(start.buttons[0]).toEqual(["🔎 Офферы", "🎟 Купоны"]);
    user.send("/help");
    const help = await user.next();
    expect(help.text).toContain("/offers");
    expect(help.buttons).toEqual(start.buttons);
    user.press("🎟 Купоны");
    expect((await user.next()).text).toMatch(/Купоны/);
  });
});

describe("free text searches everything", () => {
  it("a name: counts of offers, coupons and goods, offers as buttons, each list a tap (en)", async () => {
    const user = await connectedUser(harness, "en");
    const word = (offers[3]?.name ?? "").trim().split(/\s+/)[0]?.toLowerCase() ?? "";
    const named = offers.filter((o) => o.name.toLowerCase().includes(word));
    harness.sandbox.control.clearCalls();
    user.send(word);
    const found = await user.next();
    expect(found.text).toContain(`“${word}”`);
    expect(found.text).toContain(`Offers: ${named.length}`);
    expect(found.buttons.flat()).toContain(`#${named[0]?.id} · ${named[0]?.name.trim()}`);
    expect(callsTo(harness, "/offers/all").at(-1)?.query.q).toBe(word);
    expect(callsTo(harness, "/coupons").at(-1)?.query.keyword).toBe(word);
    expectShortData(found);
    user.press(`#${named[0]?.id} · ${named[0]?.name.trim()}`);
    expect((await user.next()).text).toContain(`#${named[0]?.id}`);
    user.press(new RegExp(`^🔎 All offers \\(${named.length}\\)$`), {
      messageId: found.messageId,
    });
    const list = await user.next();
    expect(list.kind).toBe("send");
    expect(list.text).toContain(`Offers matching «${word}»: All`);
  });

  it("an id, bare or as the card shows it, opens that offer first (ru)", async () => {
    const user = await connectedUser(harness, "ru");
    const offer = offers[7] as OfferListItem;
    user.send(String(offer.id));
    const found = await user.next();
    expect(found.text).toContain("Офферы:");
    expect(found.buttons[0]?.[0]).toBe(`#${offer.id} · ${offer.name.trim()}`);
    user.send(`/offers ${offer.id}`);
    const card = await user.next();
    expect(card.text).toContain(`· #${offer.id}`);
    expect(card.buttons.flat()).toContain("✨ Создать ссылку");
  });

  it("nothing found says so and how to go on; a stranger gets the old hint (en)", async () => {
    const user = await connectedUser(harness, "en");
    user.send("zzqxw-no-such-thing");
    const none = await user.next();
    expect(none.text).toContain("Nothing found");
    expect(none.buttons).toEqual([]);
    const stranger = harness.user();
    stranger.send("taxi");
    expect((await stranger.next()).text).toContain("I did not understand");
  });
});

describe("the offer card", () => {
  it("an offer not joined has a button to its page on the network's site (en, ru)", async () => {
    const offer = notJoined();
    for (const [lang, label] of [
      ["en", "🤝 Join on the network's site"],
      ["ru", "🤝 Подключиться на сайте сети"],
    ] as const) {
      const user = await connectedUser(harness, lang);
      user.send(`/offers #${offer.id}`);
      const card = await user.next();
      const join = card.keyboard.flat().find((b) => b.text === label);
      expect(join?.url).toBe(`https://network.example/offers/${offer.id}?from=bot`);
    }
    const joined = offers.find((o) => o.user_has_offer) as OfferListItem;
    const user = await connectedUser(harness, "en");
    user.send(`/offers ${joined.id}`);
    expect((await user.next()).buttons.flat()).not.toContain("🤝 Join on the network's site");
  });

  it("stars an offer into the favourites tab and out again (ru, en)", async () => {
    const offer = notJoined();
    const user = await connectedUser(harness, "ru");
    user.send(`/offers ${offer.id}`);
    const card = await user.next();
    user.press("☆ В избранное");
    const starred = await user.next();
    expect(starred).toMatchObject({ kind: "edit", messageId: card.messageId });
    expect(starred.buttons.flat()).toContain("★ В избранном: убрать");
    user.send("/offers");
    await user.next();
    user.press("⭐ Избранное");
    const tab = await user.next();
    expect(tab.text).toContain(offer.name.trim().slice(0, 40));

    // A network favourite can be taken off too; the tab no longer lists it.
    const english = await connectedUser(harness, "en");
    english.send("/offers");
    await english.next();
    english.press("⭐ Favourites");
    const networkTab = await english.next();
    const first = /^1\. (.+?)( ✅)?$/m.exec(networkTab.text)?.[1] ?? "";
    english.press(`1. ${first}`);
    const favCard = await english.next();
    english.press("★ In favourites: remove", { messageId: favCard.messageId });
    expect((await english.next()).buttons.flat()).toContain("☆ Add to favourites");
    english.send("/offers");
    await english.next();
    english.press("⭐ Favourites");
    expect((await english.next()).text).not.toContain(`1. ${first}\n`);
  });
});

describe("/connect while connected", () => {
  it("says the account is connected before asking for a key (en, ru)", async () => {
    for (const [lang, said] of [
      ["en", "Your account is already connected"],
      ["ru", "Аккаунт уже подключён"],
    ] as const) {
      const user = await connectedUser(harness, lang);
      user.send("/connect");
      expect((await user.next()).text).toContain(said);
      expect((await user.next()).text).toMatch(/API/);
      user.send("/cancel");
      await user.next();
    }
  });
});

describe("full button labels", () => {
  it("filters and their values are never cut: the data is short, not the words (pt, en)", async () => {
    const pt = await connectedUser(harness, "pt");
    pt.send("/offers");
    const list = await pt.next();
    expect(list.buttons[1]).toEqual(["📂 todas as categorias"]);
    const en = await connectedUser(harness, "en");
    en.send("/offers");
    await en.next();
    en.press("🚦 any traffic");
    const traffic = await en.next();
    const labels = traffic.buttons.flat();
    expect(labels.some((label) => label.endsWith("…"))).toBe(false);
    const long = labels.filter((label) => label.length > 30);
    expect(long.length).toBeGreaterThan(0);
    expectShortData(traffic);
  });
});

describe("copy buttons", () => {
  it("a tracking link and promo codes are copied in one tap; no preview under the link (en, ru)", async () => {
    const joined = offers.find((o) => o.user_has_offer) as OfferListItem;
    const user = await connectedUser(harness, "en");
    user.send(`/offers ${joined.id}`);
    const card = await user.next();
    user.press("✨ Make link", { messageId: card.messageId });
    await user.waitFor(/landing|page of|deep links/i);
    for (;;) {
      const message = await user.next();
      if (/main page/i.test(message.buttons.flat().join(" "))) {
        user.press(/main page/);
        continue;
      }
      if (/subaccount/i.test(message.text)) {
        user.press(/No subaccount|без субаккаунта/i);
        continue;
      }
      if (message.text.includes("http")) {
        const copy = message.keyboard.flat().find((b) => b.text === "📋 Copy the link");
        const url = /https?:\/\/\S+/.exec(message.text)?.[0];
        expect(copy?.copy_text).toEqual({ text: url });
        const sent = harness.botApi.calls.filter(
          (c) => c.method === "sendMessage" && String(c.params.text).includes(url ?? "-"),
        );
        const preview = sent.at(-1)?.params.link_preview_options;
        expect(typeof preview === "string" ? JSON.parse(preview) : preview).toMatchObject({
          is_disabled: true,
        });
        break;
      }
    }

    const russian = await connectedUser(harness, "ru");
    russian.send("/coupons");
    const coupons = await russian.next();
    const copies = coupons.keyboard.flat().filter((b) => b.copy_text !== undefined);
    expect(copies.length).toBeGreaterThan(0);
    for (const button of copies) {
      const code = (button.copy_text as { text: string }).text;
      expect(button.text).toBe(`📋 ${code}`);
      expect(coupons.text).toContain(code);
    }
  });
});
