/**
 * One answer to "is this offer mine": after the network takes away every tracking link
 * of the publisher's for an offer they joined (the demo's `!nolinks`), its card, its 🔗 Links and
 * /link say the same thing, in the publisher's language; an offer not joined still says how its
 * links come.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import type { OfferListItem } from "../../../src/publisher-api/index.js";
import { demoOffers } from "../../catalog/support.js";
import { connectedUser, type Harness, startHarness } from "../../support/harness.js";

let harness: Harness;
let linksGone: OfferListItem;
let notJoined: OfferListItem;
beforeAll(async () => {
  harness = await startHarness();
  const offers = await demoOffers(harness);
  const joined = offers.find((o) => o.user_has_offer && o.items.length > 0);
  const other = offers.find((o) => !o.user_has_offer);
  if (!joined || !other) throw new Error("Alice has joined offers and others");
  linksGone = joined;
  notJoined = other;
  harness.sandbox.control.removeLinks(harness.demoKey, linksGone.id);
});
afterAll(async () => harness?.stop());

async function cardOf(user: TelegramUser, id: number) {
  user.send(String(id));
  const found = await user.next();
  user.press(new RegExp(`^#${id} · `), { messageId: found.messageId });
  return user.next();
}

const WORDS = [
  {
    lang: "en",
    links: "🔗 Links",
    noLinks: "⚠️ You have joined this offer, but not one of your tracking links for it is left",
    notJoined: "➕ You have not joined this offer yet.",
    comeOnJoining: "No links yet: they appear once you join the offer",
  },
  {
    lang: "ru",
    links: "🔗 Ссылки",
    noLinks: "⚠️ Вы подключены к этому офферу, но у вас не осталось ни одной ссылки на него",
    notJoined: "➕ Вы ещё не подключены к этому офферу.",
    comeOnJoining: "Ссылок пока нет: они появятся, когда вы подключитесь",
  },
  {
    lang: "pt",
    links: "🔗 Links",
    noLinks: "⚠️ Você participa desta oferta, mas não sobrou nenhum link de rastreamento seu",
    notJoined: "➕ Você ainda não participa desta oferta.",
    comeOnJoining: "Ainda não há links: eles aparecem quando você entra na oferta",
  },
];

describe("whether an offer is the publisher's", () => {
  it.each(WORDS)(
    "card, 🔗 Links and /link agree when its links are gone ($lang)",
    async (words) => {
      const user = await connectedUser(harness, words.lang);
      const card = await cardOf(user, linksGone.id);
      // The line under the name says whether it is theirs: this line, and no other.
      expect(card.text.split("\n")[1]).toMatch(new RegExp(`^${words.noLinks}`));
      user.press(words.links);
      const links = await user.next();
      expect(links.text).toContain(words.noLinks);
      expect(links.text).not.toContain(words.comeOnJoining);

      user.send(`/link ${linksGone.id}`);
      const told = await user.next();
      expect(told.text).toContain(words.noLinks);
    },
  );

  it.each(WORDS)("an offer not joined: its card and its links say so ($lang)", async (words) => {
    const user = await connectedUser(harness, words.lang);
    const card = await cardOf(user, notJoined.id);
    expect(card.text).toContain(words.notJoined);
    user.press(words.links);
    const links = await user.next();
    expect(links.text).toContain(words.comeOnJoining);
  });
});
