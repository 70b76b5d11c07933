/**
 * Free text that is an offer's id counts that offer as found, as the button
 * under the answer shows it ("Offers: 0" stood above "#1533 · IDEALICA"). In English and Russian.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OfferListItem } from "../../../src/publisher-api/index.js";
import { demoOffers } from "../../catalog/support.js";
import { connectedUser, type Harness, startHarness } from "../../support/harness.js";

let harness: Harness;
let offer: OfferListItem;
beforeAll(async () => {
  harness = await startHarness();
  const offers = await demoOffers(harness);
  // An offer whose name has no digits of its id: only the id finds it.
  const found = offers.find((o) => !o.name.includes(String(o.id)));
  if (!found) throw new Error("every sandbox offer has its id in its name");
  offer = found;
});
afterAll(async () => harness?.stop());

describe("an offer's id typed as free text", () => {
  it.each([
    ["en", "Offers: 1 ·"],
    ["ru", "Офферы: 1 ·"],
  ])("counts the offer it finds (%s)", async (lang, counted) => {
    const user = await connectedUser(harness, lang);
    user.send(String(offer.id));
    const found = await user.next();
    expect(found.buttons[0]?.[0]).toBe(`#${offer.id} · ${offer.name.trim()}`);
    expect(found.text).toContain(counted);
    // The offer is its own button: no list of "all offers" that would show none by name.
    expect(found.buttons.flat().some((b) => b.startsWith("🔎"))).toBe(false);
  });
});
