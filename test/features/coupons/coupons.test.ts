import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPublisherApi, parseApiDate } from "../../../src/publisher-api/index.js";
import { callsTo, expectShortData } from "../../catalog/support.js";
import { testToday } from "../../support/clock.js";
import { connectedUser, type Harness, startHarness } from "../../support/harness.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.stop());

const connected = (languageCode?: string) => connectedUser(harness, languageCode);

const lastQuery = () => callsTo(harness, "/coupons").at(-1)?.query ?? {};

/** Each coupon block on a page, split on the blank lines between them. */
const blocks = (text: string) => text.split("\n\n").slice(1, -1);

describe("/coupons", () => {
  it("shows each coupon's offer, code or no code, dates and link; expired ones left out", async () => {
    const user = await connected();
    harness.sandbox.control.clearCalls();
    user.send("/coupons");
    const list = await user.next();
    expect(list.text).toMatch(/^Coupons · [\d,]+ found/);
    expect(list.text).toMatch(/page 1 of \d+/);
    expect(blocks(list.text)).toHaveLength(5);
    for (const block of blocks(list.html)) {
      expect(block).toMatch(
        /Promo code: <code>[^<]+<\/code>|No code needed|promo code coupon, but the network sent no code/,
      );
      // Dates the English way ("Oct 24", with the year when not this year's).
      const day = "[A-Z][a-z]{2} \\d{1,2}(, \\d{4})?";
      expect(block).toMatch(new RegExp(`📅 ${day} — ${day}`));
      expect(block).toMatch(
        /<a href="https:\/\/track\.sandbox\.test\/click\/\d+\/710001[^"]*">coupon link<\/a>/,
      );
      expect(block).not.toContain("expired");
    }
    // The status directory names "Expired" id 5: every other status is asked for.
    expect(lastQuery()).toMatchObject({ status: "1,2,3,4", sort: "id", sort_type: "desc" });
    user.press("Next ›");
    const next = await user.next();
    expect(next).toMatchObject({ kind: "edit", messageId: list.messageId });
    expect(next.text).toMatch(/page 2 of/);
    expectShortData(next);
  });

  it("a promotion that says no code is needed is not told as a promo code without its code (en, ru)", async () => {
    const added = harness.sandbox.control.addCoupon({ typeId: 2, name: "Harbourfest issue forty" });
    const texts = {
      en: { none: "No code needed", note: "network sent no code" },
      ru: { none: "Код не нужен", note: "сеть не прислала" },
    };
    for (const [lang, { none, note }] of Object.entries(texts)) {
      const user = await connected(lang);
      user.send("/coupons Harbourfest");
      const [block] = blocks((await user.next()).text);
      expect(block).toContain("Harbourfest issue forty");
      expect(block).toContain("No code needed."); // the coupon's own text, as the network sent it
      expect(block).toContain(none);
      expect(block).not.toContain(note);
    }
    expect(added.promoCode).toBe("");
  });

  it("filters by exclusive, personal, type and category, and sorts", async () => {
    const user = await connected();
    user.send("/coupons");
    await user.next();

    user.press("Exclusive");
    const exclusive = await user.next();
    expect(exclusive.buttons).toContainEqual(["✓ Exclusive", "Personal"]);
    expect(lastQuery()).toMatchObject({ is_exclusive: "true" });
    for (const block of blocks(exclusive.text)) expect(block).toContain("⭐ exclusive");
    user.press("✓ Exclusive");
    await user.next();
    expect(lastQuery().is_exclusive).toBeUndefined();

    user.press("Type: any");
    const types = await user.next();
    expect(types.text).toBe("Choose the coupon type:");
    expect(types.buttons.flat()).toEqual(expect.arrayContaining(["• any", "Promo code", "« Back"]));
    user.press("Promo code");
    const promoCodes = await user.next();
    expect(promoCodes.buttons.flat()).toContain("Type: Promo code");
    expect(lastQuery()).toMatchObject({ type: "1" });

    user.press("Category: any");
    await user.next();
    user.press("Cashback");
    const cashback = await user.next();
    expect(cashback.buttons.flat()).toContain("Category: Cashback");
    expect(lastQuery()).toMatchObject({ type: "1", coupon_categories: "4" });

    user.press("Ending soon");
    const ending = await user.next();
    expect(ending.buttons.flat()).toContain("• Ending soon");
    expect(lastQuery()).toMatchObject({ sort: "active_to", sort_type: "asc", type: "1" });
    user.press("Rating");
    await user.next();
    expect(lastQuery()).toMatchObject({ sort: "rating", sort_type: "desc" });

    user.press("Personal");
    await user.next();
    expect(lastQuery()).toMatchObject({ is_personal: "true" });
  });

  it("keeps reference lists in storage for every publisher: one API call for many menus", async () => {
    const first = await connected();
    const second = await connected();
    for (const user of [first, second]) {
      user.send("/coupons");
      await user.next();
      user.press("Type: any");
      await user.next();
      user.press("« Back");
      await user.next();
    }
    expect(callsTo(harness, "/coupontypes")).toHaveLength(1);
    expect(await harness.app.storage.keyv.get("ref:coupon-types")).toEqual(
      expect.arrayContaining([{ id: 1, name: "Promo code" }]),
    );
  });

  it("says when nothing matches and clears words and filters for a broader search", async () => {
    const user = await connected();
    user.send("/coupons qqqzzzxx");
    const none = await user.next();
    expect(none.text).toContain("No coupons match these words and filters");
    expect(lastQuery()).toMatchObject({ keyword: "qqqzzzxx" });
    user.press("✖ Clear words and filters");
    const all = await user.next();
    expect(all).toMatchObject({ kind: "edit", messageId: none.messageId });
    expect(all.text).toMatch(/^Coupons · [\d,]+ found/);
    expect(lastQuery().keyword).toBeUndefined();
    expect(all.buttons.flat()).not.toContain("✖ Clear words and filters");
  });

  it("filters by an offer opened lately, and refuses a 201-character search", async () => {
    const user = await connected();
    user.send("/offers store");
    await user.next();
    user.press(/^1\. /);
    const card = await user.next();
    const name = card.text.split(" · #")[0] ?? "";
    user.send("/coupons");
    await user.next();
    user.press("Offer: any");
    const menu = await user.next();
    expect(menu.text).toBe(
      "Choose the offer:\n\nRecent offers are here; any other is found by its name.",
    );
    user.press(name);
    const byOffer = await user.next();
    expect(byOffer.buttons.flat()).toContain(`Offer: ${name}`);
    expect(lastQuery().offers).toMatch(/^\d+$/);

    const calls = harness.sandbox.control.calls.length;
    user.send(`/coupons ${"b".repeat(201)}`);
    expect((await user.next()).text).toContain("too long (201 characters)");
    expect(harness.sandbox.control.calls.length).toBe(calls);
  });

  it("speaks Portuguese to a Portuguese publisher", async () => {
    const user = await connected("pt-br");
    user.send("/coupons");
    const list = await user.next();
    expect(list.text).toMatch(/^Cupons · encontrados: \d+/);
    expect(list.text).toMatch(/Não precisa de código|Código promocional/);
    expect(list.buttons.flat()).toEqual(expect.arrayContaining(["Exclusivos", "• Mais novos"]));
  });
});

describe("/coupons in Russian", () => {
  it("'any' agrees with each filter: любой тип, любая категория", async () => {
    const user = await connected("ru");
    user.send("/coupons");
    const list = await user.next();
    const buttons = list.buttons.flat();
    expect(buttons).toContain("Тип: любой");
    expect(buttons).toContain("Категория: любая");
    expect(buttons).not.toContain("Категория: любой");
  });
});

describe("coupons ending soon, late in the network's day", () => {
  // 20:30 UTC: the network set today's statuses at noon, so coupons that ended since still read
  // "Active, Ending soon" and come first when sorted by their end.
  const late = new Date(`${testToday()}T20:30:00Z`);
  let own: Harness;
  beforeAll(async () => {
    own = await startHarness({ now: () => late });
  });
  afterAll(async () => own?.stop());

  it("leaves out what has ended, and says so", async () => {
    const user = await connectedUser(own);
    const client = createPublisherApi({ baseUrl: own.sandbox.url }).forPublisher({
      apiKey: own.demoKey,
    });
    const first = await client.catalog.coupons({
      sort: "active_to",
      sort_type: "asc",
      status: [1, 2, 3, 4],
      limit: 5,
    });
    const ended = first.items.filter((c) => (parseApiDate(c.active_to)?.getTime() ?? 0) < +late);
    expect(ended.length).toBeGreaterThan(0);
    user.send("/coupons");
    await user.next();
    user.press("Ending soon");
    const page = await user.next();
    expect(page.text).toMatch(/coupons? of this page ha(s|ve) ended .*: left out/);
    // The note, then the page's coupons that have not ended.
    expect(blocks(page.text)).toHaveLength(1 + first.items.length - ended.length);
    const live = new Set(first.items.filter((c) => !ended.includes(c)).map((c) => c.name.trim()));
    for (const coupon of ended.filter((c) => !live.has(c.name.trim())))
      expect(page.text).not.toContain(coupon.name.trim());
    expect(page.text).not.toContain("⌛ expired");
  });
});
