import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callsTo } from "../../catalog/support.js";
import { connectedUser, type Harness, startHarness } from "../../support/harness.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.stop());

const connected = (languageCode?: string) => connectedUser(harness, languageCode);

const lastQuery = () => callsTo(harness, "/goods").at(-1)?.query ?? {};
/** How English money writes each currency (one formatter, Intl's forms). */
const SIGNS: Record<string, string> = { $: "USD", "€": "EUR", R$: "BRL", "₽": "RUB" };

/** The current prices on a page, in order, with their currencies ("$19.90", "RUB 1,234.00"). */
const prices = (text: string) =>
  [...text.matchAll(/💰 (R\$|\$|€|₽|[A-Z]{3}\u00a0)([\d,]+\.\d\d)/g)].map((m) => ({
    value: Number((m[2] ?? "").replaceAll(",", "")),
    currency: SIGNS[m[1] ?? ""] ?? m[1]?.trim(),
  }));

describe("/goods", () => {
  it("shows name, shop, price, old price, discount and link, pages, and sorts by price", async () => {
    const user = await connected();
    user.send("/goods phone");
    const list = await user.next();
    expect(list.text).toMatch(/^Goods matching «phone» · [\d,]+ found/);
    expect(prices(list.text)).toHaveLength(6);
    expect(list.html).toMatch(/\(was <s>(R\$|\$|€|[A-Z]{3}\u00a0)[\d,]+\.\d\d<\/s>\) · −\d+%/);
    expect(list.html).toMatch(/🏬 .+\n💰 <b>/);
    expect(list.html).toContain('">shop link</a>');
    expect(lastQuery()).toMatchObject({ keyword: "phone", limit: "6", start: "0" });

    user.press("Next ›");
    expect((await user.next()).text).toMatch(/page 2 of/);
    user.press("Cheapest first");
    const cheap = prices((await user.next()).text).map((p) => p.value);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    expect(lastQuery()).toMatchObject({ sort: "price", sort_type: "asc", start: "0" });
    user.press("Dearest first");
    const dear = prices((await user.next()).text).map((p) => p.value);
    expect(dear).toEqual([...dear].sort((a, b) => b - a));
    expect(lastQuery()).toMatchObject({ sort: "price", sort_type: "desc" });
  });

  it("narrows by price bounds and currency, says when nothing matches, and clears", async () => {
    const user = await connected();
    user.send("/goods");
    await user.next();
    user.press("💰 Price: any");
    const bands = await user.next();
    expect(bands.text).toBe("Choose the price range:");
    expect(bands.buttons.flat()).toEqual(
      expect.arrayContaining(["• any", "up to 50", "50–200", "5000 and more"]),
    );
    user.press("50–200");
    const banded = await user.next();
    expect(banded.buttons.flat()).toContain("💰 Price: 50–200");
    // A price band means one currency: the account's (Alice's is USD) until another is chosen.
    expect(lastQuery()).toMatchObject({ min_price: "50", max_price: "200", currency: "USD" });
    expect(banded.text).toContain("Prices compared in USD, your account's currency");
    expect(banded.buttons.flat()).toContain("💱 Currency: USD");
    for (const price of prices(banded.text)) {
      expect(price.currency).toBe("USD");
      expect(price.value).toBeGreaterThanOrEqual(50);
      expect(price.value).toBeLessThanOrEqual(200);
    }

    user.press("💱 Currency: USD");
    const currencies = await user.next();
    expect(currencies.buttons.flat()).toEqual(expect.arrayContaining(["USD", "EUR", "BRL"]));
    user.press("EUR");
    const eur = await user.next();
    expect(lastQuery()).toMatchObject({ currency: "EUR", min_price: "50" });
    expect(eur.text).not.toContain("Prices compared in");
    for (const price of prices(eur.text)) expect(price.currency).toBe("EUR");

    user.press("✖ Clear words, price and currency");
    await user.next();
    expect(lastQuery().min_price).toBeUndefined();
    expect(lastQuery().currency).toBeUndefined();

    user.send("/goods qqqzzzxx");
    const none = await user.next();
    expect(none.text).toContain("No goods match these words, price and currency");
    expect(none.buttons.flat()).toContain("✖ Clear words, price and currency");
  });

  it("Dearest first compares prices in one currency, not tenge against dollars", async () => {
    const user = await connected();
    user.send("/goods");
    await user.next();
    user.press("Dearest first");
    const dear = await user.next();
    expect(lastQuery()).toMatchObject({ sort: "price", sort_type: "desc", currency: "USD" });
    // The account's currency is implied, not chosen: nothing to clear.
    expect(dear.buttons.flat()).toContain("💱 Currency: USD");
    expect(dear.buttons.flat()).not.toContain("✖ Clear words, price and currency");
    const shown = prices(dear.text);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((p) => p.currency === "USD")).toBe(true);
    const values = shown.map((p) => p.value);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it("shows one item with its picture as the link preview, and goes back to its page", async () => {
    const user = await connected();
    user.send("/goods phone");
    const list = await user.next();
    user.press(/^2\. /);
    const item = await user.next();
    expect(item).toMatchObject({ kind: "edit", messageId: list.messageId });
    expect(item.html).toMatch(
      /<a href="https:\/\/static\.sandbox\.test\/goods\/\d+\.jpg">picture<\/a>/,
    );
    const open = item.keyboard.flat().find((b) => b.text === "🛒 Open in the shop");
    expect(open?.url).toMatch(/^https:\/\/track\.sandbox\.test\/click\//);
    const edit = harness.botApi.calls.filter((c) => c.method === "editMessageText").at(-1);
    expect(edit?.params.link_preview_options).toMatchObject({
      url: expect.stringMatching(/^https:\/\/static\.sandbox\.test\/goods\/\d+\.jpg$/),
      show_above_text: true,
    });
    user.press("« Back");
    const back = await user.next();
    expect(back.text).toBe(list.text);
    const backEdit = harness.botApi.calls.filter((c) => c.method === "editMessageText").at(-1);
    expect(backEdit?.params.link_preview_options).toMatchObject({ is_disabled: true });
  });
});
