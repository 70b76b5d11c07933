/**
 * The offer card in the publisher's language: it says what an offer paid by goal pays
 * (the goals' range, a cut told at once), names countries in the language, marks the network's
 * own words (categories, traffic types, a promo kind we have no word for) as the network's, and
 * names a promo material's kind in our words.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { createPublisherApi, type OfferListItem } from "../../../src/publisher-api/index.js";
import { demoOffers } from "../../catalog/support.js";
import { connectedUser, type Harness, startHarness } from "../../support/harness.js";

let harness: Harness;
/** A joined offer that states no pay of its own: it pays by goal. */
let byGoal: OfferListItem;
beforeAll(async () => {
  harness = await startHarness();
  const offers = await demoOffers(harness);
  const found = offers.find(
    (o) => o.user_has_offer && o.cpa.kind === "none" && o.cpl.kind === "none" && o.geo.length > 1,
  );
  if (!found) throw new Error("no joined offer paid by goal");
  byGoal = found;
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
    pays: /^💰 Rates: by goal — lead \$\d/,
    legend: "Italics: the network's own words",
  },
  { lang: "ru", pays: /^💰 Ставки: по целям — лид \d/, legend: "Курсивом — слова самой сети" },
  { lang: "pt", pays: /^💰 Taxas: por meta — lead US\$\s\d/, legend: "Em itálico: as palavras" },
];

describe("the card of an offer paid by goal", () => {
  it.each(WORDS)("says what its goals pay, and a cut at once ($lang)", async (words) => {
    const api = createPublisherApi({ baseUrl: harness.sandbox.url });
    const goals = await api.forPublisher({ apiKey: harness.demoKey }).catalog.offerGoals(byGoal.id);
    await api.close();
    const user = await connectedUser(harness, words.lang);
    const card = await cardOf(user, byGoal.id);
    const pays = card.text.split("\n").find((line) => line.startsWith("💰"));
    expect(pays).toMatch(words.pays);
    // One line says it: no goals line repeating it.
    expect(card.text.split("\n").filter((line) => line.startsWith("🎯"))).toEqual([]);

    const goal = goals.find((g) => g.cpl.kind !== "none") ?? goals[0];
    if (!goal) throw new Error("an offer paid by goal has goals");
    harness.sandbox.control.setGoal(byGoal.id, goal.id, { cpl: "0.37", cplMax: "" });
    try {
      const after = await cardOf(user, byGoal.id);
      expect(after.text).toMatch(/^💰 .*(\$|US\$\s)0[.,]37|^💰 .*0,37\s\$/m);
    } finally {
      const original = goal.cpl.kind === "amount" ? goal.cpl.value.toFixed(2) : "23.15";
      harness.sandbox.control.setGoal(byGoal.id, goal.id, { cpl: original });
    }
  });
});

describe("names on the card", () => {
  it.each(WORDS)("countries in the language, the network's words marked ($lang)", async (words) => {
    const user = await connectedUser(harness, words.lang);
    const card = await cardOf(user, byGoal.id);
    const regionLine = card.text.split("\n").find((line) => line.startsWith("🌍")) ?? "";
    const names = byGoal.geo.map(
      (r) => new Intl.DisplayNames(words.lang, { type: "region" }).of(r.iso.toUpperCase()) ?? "",
    );
    for (const name of names.slice(0, 3)) expect(regionLine).toContain(name);
    if (words.lang !== "en") {
      // Names the language writes otherwise are never left as the network wrote them.
      byGoal.geo.forEach((region, i) => {
        if (names[i] !== region.name) expect(regionLine).not.toContain(region.name);
      });
    }
    // Categories and traffic types are the network's words: in italics, and the card says so.
    const category = byGoal.categories[0]?.main_title ?? "";
    expect(card.html).toContain(`<i>${category}`);
    const traffic = byGoal.traffic_types.find((t) => t.value)?.name ?? "";
    expect(card.html).toMatch(new RegExp(`<i>[^<]*${traffic}`));
    expect(card.text).toContain(words.legend);
  });

  it("a promo material's kind in our words, its size written out (ru)", async () => {
    const user = await connectedUser(harness, "ru");
    const card = await cardOf(user, byGoal.id);
    user.press("🖼 Промо", { messageId: card.messageId });
    const promo = await user.next();
    const kinds = [...promo.text.matchAll(/ \(([^)]*)\)$/gm)].map((m) => m[1] ?? "");
    expect(kinds.length).toBeGreaterThan(0);
    for (const kind of kinds) {
      expect(kind).toMatch(/^(баннер|текстовая ссылка|лендинг|видео|HTML5-баннер)(, \d+ × \d+)?$/);
    }
  });
});
