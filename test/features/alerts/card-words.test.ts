/**
 * The /alerts card names what it shows. The chosen offers by their names, not
 * their ids; the publisher's zone beside quiet hours by its name and offset, not its IANA id.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectedUser, type Harness, startHarness } from "../../support/harness.js";
import { apiClient } from "../postbacks/helpers.js";
import { receiverEnv } from "./support.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ env: await receiverEnv() });
});
afterAll(async () => harness.stop());

describe("the /alerts card", () => {
  it("lists the chosen offers by name", async () => {
    const user = await connectedUser(harness, "en");
    const { items } = await apiClient(harness).catalog.offers("all", { limit: 2 });
    expect(items).toHaveLength(2);
    user.send("/alerts");
    await user.next();
    user.press("🎯 Choose offers…");
    await user.waitFor(/Which offers shall I tell you about/);
    user.send(items.map((offer) => offer.id).join(" "));
    const card = await user.waitFor(/Offers changed/);
    const line = /^Offers: (.+)$/m.exec(card.text)?.[1];
    expect(line).toBe(items.map((offer) => offer.name).join(", "));
    for (const offer of items) expect(card.text).not.toContain(String(offer.id));
  });

  // The zone's name is Intl's (its words may change with the ICU data); its city and offset stay.
  it.each([
    ["en", /Quiet hours: off \(Vladivostok · UTC\+10\)/],
    ["ru", /Тихие часы: выключены \(Владивосток · UTC\+10\)/],
  ] as const)("names the publisher's zone, not its IANA id (%s)", async (lang, line) => {
    const user = await connectedUser(harness, lang);
    await harness.app.storage.users.update(user.id, (u) => ({
      ...u,
      timeZone: "Asia/Vladivostok",
    }));
    user.send("/alerts");
    const card = await user.next();
    expect(card.text).toMatch(line);
    expect(card.text).not.toContain("Asia/Vladivostok");
  });
});
