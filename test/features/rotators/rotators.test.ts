import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listsOf } from "../../../src/bot/features/rotators/lists.js";
import type { Rotator } from "../../../src/publisher-api/index.js";
import { connectedUser, type Harness, startHarness } from "../../support/harness.js";

import { apiClient, callsTo, LIST_FIELDS, listsAsSent, rotatorPuts } from "./helpers.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness.stop());
beforeEach(() => harness.sandbox.control.clearCalls());

const client = () => apiClient(harness);
const read = (id: number) => client().tools.rotator(id);

/**
 * Every list of a PUT is the rotator's list as read before, but for `changes`; a list read empty
 * is not sent at all (an empty element would be the spec's "all"), unless the change empties it.
 */
function expectWhole(
  body: Record<string, unknown>,
  before: Rotator,
  changes: Record<string, string[]> = {},
) {
  const expected: Record<string, string[] | undefined> = { ...listsAsSent(before), ...changes };
  for (const field of LIST_FIELDS) {
    const emptyBefore = listsAsSent(before)[field].length === 0;
    const want = expected[field]?.length === 0 && emptyBefore ? undefined : expected[field];
    expect(body[field], field).toEqual(want);
  }
  expect(body).toMatchObject({ id: String(before.id), name: before.name, type: before.type });
  expectNoEmptyUnasked(
    body,
    Object.keys(changes).filter((field) => changes[field]?.length === 0),
  );
}

/** No PUT carries an empty list the publisher did not ask for. */
function expectNoEmptyUnasked(body: Record<string, unknown>, asked: string[] = []) {
  for (const field of LIST_FIELDS)
    if (!asked.includes(field)) expect(body[field], field).not.toEqual([]);
}

/** A rotator of Alice's with the given offers (and two sizes), made over the API. */
async function rotatorWith(offers: number[], name = "Test rotator"): Promise<Rotator> {
  const id = await client().tools.createRotator({
    name,
    subaccount: "tests",
    type: "image",
    offers_included: offers,
    banner_sizes: ["300x250", "728x90"],
  });
  return read(id);
}

async function joinedOffers() {
  return (await client().catalog.offers("all", { user_has_offer: true, limit: 20 })).items;
}

async function openCard(name: string | RegExp, lang = "en") {
  const user = await connectedUser(harness, lang);
  user.send("/rotators");
  let list = await user.next();
  // Newer rotators are on later pages.
  while (!list.buttons.flat().some((b) => (typeof name === "string" ? b === name : name.test(b)))) {
    user.press("Next ›");
    list = await user.next();
  }
  user.press(name);
  const card = await user.next();
  return { user, card };
}

describe("/rotators list and card", () => {
  it("lists rotators with subaccount, type, offers and optimisation; the card shows lists and codes (en)", async () => {
    const sidebar = await read(1001);
    const { card, user } = await openCard("Sidebar");
    const offers = sidebar.offers_included.map((o) => o.name).join(", ");
    expect(card.text).toMatch(
      /^Sidebar · #1001\nSubaccount: sidebar\nType: images\nCreated: \w+ \d+/,
    );
    expect(card.text).toContain(
      [
        "Add new offers automatically: on",
        "Optimisation: on",
        "",
        `Offers: ${offers}`,
        "Excluded offers: none",
        "Categories: all",
        "Excluded categories: none",
        "Banner sizes: 240 × 400, 300 × 250",
        "Banners: all",
        "Excluded banners: none",
        "",
        "Embed codes (tap a 📋 button to copy one):",
        "JavaScript:",
        '<script src="https://rot.sandbox.test/r/1001.js"></script>',
      ].join("\n"),
    );
    expect(card.buttons).toEqual([
      ["🆕 New offers: on", "⚙️ Optimisation: on"],
      ["Offers", "Categories"],
      ["Sizes", "Banners"],
      ["📋 JavaScript", "📋 JavaScript, async", "📋 XML feed"],
      ["📊 Stats", "🔄 Refresh"],
      ["« Rotators"],
    ]);
    const copies = card.keyboard[3]?.map((b) => (b.copy_text as { text: string }).text);
    expect(copies).toEqual(sidebar.code.map((c) => c.value));
    user.press("« Rotators");
    const list = await user.next();
    expect(list.text).toContain("1. Sidebar · sidebar · images · 4 offers · optimisation on");
    expect(list.text).toContain(
      "2. Footer wide · no subaccount · all kinds · 4 offers · optimisation on",
    );
    expect(callsTo(harness, "PUT", "/rotator")).toEqual([]);
  });

  it("reads in Portuguese", async () => {
    const { card, user } = await openCard("Footer wide", "pt");
    expect(card.text).toContain("Subconta: sem subconta\nTipo: todos os tipos");
    expect(card.text).toContain("Ofertas excluídas: nenhuma\nCategorias: todas");
    expect(card.text).toContain("Códigos de inserção (toque num botão 📋 para copiar):");
    expect(card.buttons[0]).toEqual(["🆕 Ofertas novas: sim", "⚙️ Otimização: ligada"]);
    user.press("Tamanhos");
    const sizes = await user.next();
    expect(sizes.text).toContain("Tamanhos de banner: 728 × 90");
    expect(sizes.buttons.flat()).toContain("✅ 728 × 90");
  });
});

describe("a rotator's stats", () => {
  it("its subaccount's row of the last 30 days; without a subaccount it says why there is none", async () => {
    const { user } = await openCard("Sidebar");
    user.press("📊 Stats");
    const stats = await user.next();
    expect(stats.text).toMatch(
      /^📊 Sidebar · subaccount “sidebar” · .+\n\nClicks: [\d,]+\nLeads: [\d,]+ · Sales: [\d,]+\nCommission: .+ approved, .+ pending$/,
    );
    expect(
      callsTo(harness, "GET", "").some((c) => c.path.includes("/statistics/subaccount/")),
    ).toBe(true);
    expect(stats.buttons).toEqual([["« Rotator"]]);
    user.press("« Rotator");
    expect((await user.next()).text).toMatch(/^Sidebar · #1001/);

    const { user: pt } = await openCard("Footer wide", "pt");
    pt.press("📊 Estatísticas");
    expect((await pt.next()).text).toMatch(/^Footer wide não tem subconta/);
  });
});

describe("every PUT carries the rotator's whole lists", () => {
  it("a switch sends every list as read, only the flag changed; a second press sends nothing", async () => {
    const r = await rotatorWith(
      (await joinedOffers()).slice(0, 3).map((o) => o.id),
      "Switch me",
    );
    const { user } = await openCard("Switch me");
    // A hurried thumb: the same button twice before the first press is answered.
    user.press("⚙️ Optimisation: off");
    user.press("⚙️ Optimisation: off");
    const saved = await user.next();
    expect(saved.text).toMatch(/^✅ Saved\./);
    expect(saved.buttons[0]).toEqual(["🆕 New offers: off", "⚙️ Optimisation: on"]);
    const again = await user.next();
    expect(again.text).toMatch(/^It is already so; nothing was sent\./);
    const puts = rotatorPuts(harness);
    expect(puts).toHaveLength(1);
    expectWhole(puts[0] as Record<string, unknown>, r);
    expect(puts[0]).toMatchObject({ enable_optimization: "1", add_new_offers: "0" });
    // Its categories and banners were read empty (the network's "all"): not sent, so not touched.
    expect(puts[0]?.category_included).toBeUndefined();
    expect(callsTo(harness, "PUT", "/rotator")[0]?.body).not.toHaveProperty(
      "setRotatorRequestData.category_included",
    );
    const after = await read(r.id);
    expect(after.category_included).toEqual([]);
    expect(after.banners_included).toEqual([]);
  });

  it("taking one offer out sends the others and every other list untouched", async () => {
    const offers = (await joinedOffers()).slice(0, 3);
    const r = await rotatorWith(
      offers.map((o) => o.id),
      "Take one out",
    );
    const { user } = await openCard("Take one out");
    user.press("Offers");
    const part = await user.next();
    expect(part.buttons.slice(0, 3).map((row) => row[0])).toEqual(offers.map((o) => `✖ ${o.name}`));
    user.press(`✖ ${offers[1]?.name}`);
    const done = await user.next();
    expect(done.text).toMatch(/^✅ Offer “.+” taken out/);
    const [put] = rotatorPuts(harness);
    expectWhole(put as Record<string, unknown>, r, {
      offers_included: [String(offers[0]?.id), String(offers[2]?.id)],
    });
    expect((await read(r.id)).offers_included.map((o) => o.id)).toEqual([
      offers[0]?.id,
      offers[2]?.id,
    ]);
  });

  it("taking the last offer out asks first, says the network connects all offers, and sends nothing on No", async () => {
    const [only] = await joinedOffers();
    const r = await rotatorWith([only?.id ?? 0], "Last offer");
    const { user } = await openCard("Last offer");
    user.press("Offers");
    await user.next();
    user.press(`✖ ${only?.name}`);
    const ask = await user.next();
    expect(ask.text).toContain(
      `Taking the offer “${only?.name}” out would leave Last offer with an empty list:`,
    );
    expect(ask.text).toContain("the network then connects ALL offers available to you");
    expect(rotatorPuts(harness)).toEqual([]);
    user.press("No, keep it as it is");
    const back = await user.next();
    expect(back.text).toContain(`Offers: ${only?.name}`);
    expect(rotatorPuts(harness)).toEqual([]);

    user.press(`✖ ${only?.name}`);
    await user.next();
    user.press("Yes, leave it to the network");
    await user.next();
    const [put] = rotatorPuts(harness);
    expectWhole(put as Record<string, unknown>, r, { offers_included: [] });
    const after = await read(r.id);
    const all = await client().catalog.offers("all", { user_has_offer: true, limit: 1 });
    expect(after.offers_included.length).toBe(all.total);
  });

  it("Portuguese: the question before emptying the sizes", async () => {
    await rotatorWith([(await joinedOffers())[0]?.id ?? 0], "Um tamanho");
    const id =
      (await client().tools.rotators({ limit: 50 })).items.find((r) => r.name === "Um tamanho")
        ?.id ?? 0;
    await client().tools.updateRotator({ ...(await wholeUpdate(id)), banner_sizes: ["300x250"] });
    harness.sandbox.control.clearCalls();
    const { user } = await openCard("Um tamanho", "pt");
    user.press("Tamanhos");
    await user.next();
    user.press("✅ 300 × 250");
    const ask = await user.next();
    expect(ask.text).toContain("a rede então usa TODOS os tamanhos de banner");
    expect(ask.buttons).toEqual([["Sim, deixar com a rede"], ["Não, manter como está"]]);
    expect(rotatorPuts(harness)).toEqual([]);
  });

  it("an offer found by words is included; another excluded: each PUT whole", async () => {
    const offers = await joinedOffers();
    const r = await rotatorWith([offers[0]?.id ?? 0], "Search in");
    const extra = offers[3];
    const { user } = await openCard("Search in");
    user.press("Offers");
    await user.next();
    user.press("➕ Include an offer");
    expect((await user.next()).text).toBe("Send words from the offer's name.");
    user.send(extra?.name ?? "");
    const found = await user.next();
    expect(found.text).toBe("Press the offer to include:");
    user.press(`✅ ${extra?.name}`);
    const done = await user.next();
    expect(done.text).toContain(`Offer “${extra?.name}” included`);
    expectWhole(rotatorPuts(harness)[0] as Record<string, unknown>, r, {
      offers_included: [String(offers[0]?.id), String(extra?.id)],
    });

    const before = await read(r.id);
    user.press("🚫 Exclude an offer");
    await user.next();
    user.send(offers[5]?.name ?? "");
    await user.next();
    user.press(`🚫 ${offers[5]?.name}`);
    const excluded = await user.next();
    expect(excluded.text).toContain(`Excluded offers: ${offers[5]?.name}`);
    expectWhole(rotatorPuts(harness)[1] as Record<string, unknown>, before, {
      offers_excluded: [String(offers[5]?.id)],
    });
  });

  it("categories cycle included, excluded, neither; sizes switch on", async () => {
    const r = await rotatorWith([(await joinedOffers())[0]?.id ?? 0], "Cats");
    const { user } = await openCard("Cats");
    user.press("Categories");
    const part = await user.next();
    const first = part.buttons[0]?.[0] ?? "";
    user.press(first);
    const included = await user.next();
    expect(included.buttons[0]?.[0]).toBe(`✅ ${first}`);
    // Excluding the one included category empties the included list: asked first.
    user.press(`✅ ${first}`);
    const ask = await user.next();
    expect(ask.text).toContain("the network then connects ALL categories");
    expect(rotatorPuts(harness)).toHaveLength(1);
    user.press("Yes, leave it to the network");
    const excluded = await user.next();
    expect(excluded.buttons[0]?.[0]).toBe(`🚫 ${first}`);
    const [p1, p2] = rotatorPuts(harness);
    const catId = (p1?.category_included as string[] | undefined)?.[0] ?? "";
    expectWhole(p1 as Record<string, unknown>, r, { category_included: [catId] });
    expect(p2).toMatchObject({ category_included: [], category_excluded: [catId] });
  });
});

async function wholeUpdate(id: number) {
  const r = await read(id);
  return { id, name: r.name, type: "image" as const, ...listsOf(r) };
}
describe("sizes and banners", () => {
  it("a size switched on joins the others; a banner found by the banner search is included", async () => {
    const r = await rotatorWith([(await joinedOffers())[0]?.id ?? 0], "Sizes and banners");
    const [banner] = (await client().tools.banners({ limit: 1 })).items;
    const { user } = await openCard("Sizes and banners");
    user.press("Sizes");
    const sizes = await user.next();
    expect(sizes.buttons.flat()).toContain("✅ 728 × 90");
    user.press("970 × 250");
    const more = await user.next();
    expect(more.buttons.flat()).toContain("✅ 970 × 250");
    expectWhole(rotatorPuts(harness)[0] as Record<string, unknown>, r, {
      banner_sizes: ["300x250", "728x90", "970x250"],
    });
    user.press("« Rotator");
    await user.next();
    user.press("Banners");
    await user.next();
    user.press("➕ Include a banner");
    expect((await user.next()).text).toBe("Send words from the banner's or its offer's name.");
    user.send(banner?.name ?? "");
    await user.next();
    user.press(`✅ ${banner?.name}`);
    const done = await user.next();
    expect(done.text).toContain(`Banners: ${banner?.name}`);
    expect(callsTo(harness, "GET", "/banners").at(-1)?.query.term).toBe(banner?.name);
    const after = await read(r.id);
    expectWhole(
      rotatorPuts(harness)[1] as Record<string, unknown>,
      { ...after, banners_included: [] },
      {
        banners_included: [String(banner?.id)],
      },
    );
  });
});

describe("creating a rotator", () => {
  it("asks name, subaccount, type, offers and sizes, then shows the new card", async () => {
    const user = await connectedUser(harness);
    user.send("/rotators");
    await user.next();
    user.press("➕ New rotator");
    expect((await user.next()).text).toBe("New rotator: send its name.");
    user.send("Made in chat");
    await user.next();
    user.press("Skip");
    await user.next();
    user.press("images");
    const offers = await user.next();
    expect(offers.text).toBe("Choose its offers (your joined offers), then Done.");
    user.press("Done");
    expect((await user.next()).text).toContain("Choose one at least");
    const firstOffer = offers.buttons[0]?.[0] ?? "";
    user.press(firstOffer, { messageId: offers.messageId });
    expect((await user.next()).buttons[0]?.[0]).toBe(`✅ ${firstOffer}`);
    user.press("Done", { messageId: offers.messageId });
    const sizes = await user.next();
    user.press("300 × 250", { messageId: sizes.messageId });
    await user.next();
    user.press("Done", { messageId: sizes.messageId });
    const card = await user.next();
    expect(card.text).toMatch(/^✅ Rotator created\.\n\nMade in chat · #\d+/);
    expect(card.text).toContain("Banner sizes: 300 × 250");
    const [post] = callsTo(harness, "POST", "/rotator");
    const body = (post as { body: { createRotatorRequestData: Record<string, unknown> } }).body
      .createRotatorRequestData;
    expect(body).toMatchObject({
      name: "Made in chat",
      type: "image",
      banner_sizes: { item: ["300x250"] },
    });
  });
});

describe("the network failing in the middle", () => {
  it("the create wizard's POST failing: Try again keeps the answers and creates it once", async () => {
    const user = await connectedUser(harness, "pt");
    user.send("/rotators");
    await user.next();
    user.press("➕ Novo rotador");
    await user.next();
    user.send("Rotador pt");
    await user.next();
    user.send("sub_pt");
    await user.next();
    user.press("imagens");
    const offers = await user.next();
    user.press(offers.buttons[0]?.[0] ?? "");
    await user.next();
    user.press("Pronto", { messageId: offers.messageId });
    const sizes = await user.next();
    user.press("728 × 90", { messageId: sizes.messageId });
    await user.next();
    harness.sandbox.control.failNext({ mode: 500, path: "/rotator", method: "POST" });
    user.press("Pronto", { messageId: sizes.messageId });
    const failed = await user.next();
    expect(failed.text).toContain("A rede não está respondendo");
    expect(failed.buttons).toEqual([["🔄 Tentar de novo"]]);
    user.press("🔄 Tentar de novo");
    const card = await user.next();
    expect(card.text).toMatch(/^✅ Rotador criado\.\n\nRotador pt · #\d+\nSubconta: sub_pt/);
    expect(callsTo(harness, "POST", "/rotator").filter((c) => c.status === 200)).toHaveLength(1);
  });

  it("a PUT refused: the error with Try again, the rotator unchanged", async () => {
    const r = await rotatorWith(
      (await joinedOffers()).slice(0, 2).map((o) => o.id),
      "Fails",
    );
    const { user } = await openCard("Fails");
    harness.sandbox.control.failNext({ mode: 500, path: "/rotator", method: "PUT" });
    user.press("🆕 New offers: off");
    const failed = await user.next();
    expect(failed.text).toContain("The network is not answering");
    expect(await read(r.id)).toEqual(r);
  });

  it("a read failing before the PUT sends nothing", async () => {
    await rotatorWith([(await joinedOffers())[0]?.id ?? 0], "Read fails");
    const { user } = await openCard("Read fails");
    user.press("Offers");
    const part = await user.next();
    harness.sandbox.control.failNext({ mode: "timeout", path: "/rotator/", method: "GET" });
    user.press(part.buttons[0]?.[0] ?? "");
    const failed = await user.next({ timeoutMs: 8000 });
    expect(failed.text).toContain("taking too long");
    expect(rotatorPuts(harness)).toEqual([]);
  });
});
