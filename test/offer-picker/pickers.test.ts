/**
 * One offer picker wherever an offer is chosen: /alerts' "Choose offers" and the coupons' offer
 * filter find an offer by words of its name (or its id), as /offers does. English and Russian.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OfferListItem } from "../../src/publisher-api/index.js";
import { callsTo, demoOffers } from "../catalog/support.js";
import { receiverEnv } from "../features/alerts/support.js";
import { connectedUser, type Harness, startHarness } from "../support/harness.js";

let harness: Harness;
let offers: OfferListItem[];
beforeAll(async () => {
  harness = await startHarness({ env: await receiverEnv() });
  offers = await demoOffers(harness);
});
afterAll(async () => harness?.stop());

/** An offer and a word of its name no other offer's name holds. */
function uniquelyNamed(): { offer: OfferListItem; word: string } {
  for (const offer of offers) {
    for (const word of offer.name.trim().toLowerCase().split(/\s+/)) {
      const holders = offers.filter((o) => o.name.toLowerCase().includes(word));
      if (word.length >= 4 && holders.length === 1) return { offer, word };
    }
  }
  throw new Error("no offer with a word of its own");
}

describe("/alerts: Choose offers by name", () => {
  it("a name lists its offers, the one pressed is chosen; ids still work (en)", async () => {
    const { offer, word } = uniquelyNamed();
    const user = await connectedUser(harness, "en");
    user.send("/alerts");
    await user.next();
    user.press("🎯 Choose offers…");
    expect((await user.next()).text).toContain("Type a name");
    user.send(word);
    const matches = await user.next();
    expect(matches.text).toContain(`Offers matching «${word}»`);
    expect(matches.buttons).toEqual([[offer.name.trim()]]);
    user.press(offer.name.trim());
    const card = await user.waitFor(/Offers changed/);
    // The card names the chosen offer, never by its bare id.
    expect(card.text).toContain(`Offers: ${offer.name.trim()}`);
  });

  it("reads in Russian, and says when nothing matches (ru)", async () => {
    const { offer, word } = uniquelyNamed();
    const user = await connectedUser(harness, "ru");
    user.send("/alerts");
    await user.next();
    user.press("🎯 Выбрать офферы…");
    await user.next();
    user.send("qqzzxx");
    expect((await user.next()).text).toContain("Ни один оффер не подходит под «qqzzxx»");
    user.send(word.toUpperCase());
    const matches = await user.next();
    expect(matches.text).toContain("Офферы по запросу");
    user.press(offer.name.trim());
    expect((await user.waitFor(/Офферы изменены/)).text).toContain(`Офферы: ${offer.name.trim()}`);
  });
});

describe("/coupons: the offer filter by name", () => {
  for (const [lang, any, find, back] of [
    ["en", "Offer: any", "🔎 Find an offer by name", "‹ Back"],
    ["ru", "Оффер: любой", "🔎 Найти оффер по названию", "‹ Назад"],
  ] as const) {
    it(`finds the offer by words of its name and lists its coupons (${lang})`, async () => {
      const { offer, word } = uniquelyNamed();
      const user = await connectedUser(harness, lang);
      user.send("/coupons");
      const list = await user.next();
      user.press(any);
      const menu = await user.next();
      expect(menu).toMatchObject({ kind: "edit", messageId: list.messageId });
      user.press(find);
      const ask = await user.next();
      expect(ask.buttons.at(-1)).toEqual([back, lang === "en" ? "✖ Cancel" : "✖ Отмена"]);
      user.send(word);
      const matches = await user.next();
      harness.sandbox.control.clearCalls();
      user.press(offer.name.trim());
      const filtered = await user.next();
      expect(filtered).toMatchObject({ kind: "edit", messageId: matches.messageId });
      expect(callsTo(harness, "/coupons").at(-1)?.query.offers).toBe(String(offer.id));
      expect(filtered.buttons.flat()).toContain(
        `${lang === "en" ? "Offer" : "Оффер"}: ${offer.name.trim()}`,
      );
      // The wizard is over: free text searches again.
      user.send(word);
      expect((await user.next()).text).toContain(word);
    });
  }
});
