/**
 * /watch tells of a new offer like one the publisher runs (a category and a
 * region of that same offer), once, with what it pays, its EPC and a button to its card; an offer
 * like none of theirs is not told; the first check after switching on only records; one button
 * on the card switches it off; a failing API during the read postpones the check. The network
 * adds the offers through the sandbox's HTTP control, as the demo's `!newoffer` does.
 */
import { describe, expect, it, vi } from "vitest";
import { favouriteChanges } from "../../../src/bot/favourites/favourites.js";
import { watchStates } from "../../../src/bot/features/watch/settings.js";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { ANSWER_WAIT_MS } from "../../../src/bot-api-stand-in/user.js";
import { networkCommands } from "../../../src/demo/network-commands.js";
import type { OfferListItem } from "../../../src/publisher-api/index.js";
import type { AddedOffer, NewOfferOptions } from "../../../src/sandbox/index.js";
import { testToday } from "../../support/clock.js";
import { connectUser } from "../../support/harness.js";
import { watchTest } from "./watch-test.js";

const today = testToday();
const T0 = new Date(`${today}T08:00:00Z`);
/** `n` ten-minute checks after T0. */
const tick = (n: number) => new Date(T0.getTime() + n * 10 * 60_000);
const w = watchTest(T0);

async function watching(languageCode: string, at: Date): Promise<TelegramUser> {
  w.now = at;
  const user = w.harness.user({ languageCode });
  await connectUser(w.harness, user);
  await switchWatch(user, "🟢");
  return user;
}

/** The card's first button starts or stops the watch; waits for the card to say `mark`. */
async function switchWatch(user: TelegramUser, mark: "🟢" | "⏸"): Promise<void> {
  user.send("/watch");
  const card = await user.next();
  user.press(card.buttons[0]?.[0] ?? "");
  await user.waitFor((m) => m.kind === "edit" && m.text.includes(mark));
}

/** The network adds an offer, asked over HTTP as the demo's and other processes' controls are. */
async function addOffer(options: NewOfferOptions): Promise<AddedOffer> {
  const answer = await fetch(`${w.harness.sandbox.url}/__sandbox/add-offer`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(options),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { offer: AddedOffer }).offer;
}

async function joinedOffers(): Promise<OfferListItem[]> {
  const { items } = await w.client.catalog.offers("all", { user_has_offer: true, limit: 100 });
  return items;
}

async function offerById(id: number): Promise<OfferListItem> {
  const { items } = await w.client.catalog.offers("all", { ids: [id], limit: 1 });
  const [offer] = items;
  if (!offer) throw new Error(`offer ${id} not listed`);
  return offer;
}

/** An offer like one Alice runs: its category and regions. */
async function fittingOffer(name: string, extra: NewOfferOptions = {}): Promise<AddedOffer> {
  const [like] = await joinedOffers();
  if (!like) throw new Error("Alice runs no offer");
  return addOffer({ like: like.id, name, ...extra });
}

/**
 * A main category and a country that no offer Alice runs has together (every category and every
 * country alone is among hers): an offer there is like none of hers.
 */
async function unfitPlace(): Promise<{ category: number; region: string }> {
  const joined = await joinedOffers();
  const all = (await w.client.catalog.offers("all", { limit: 1000 })).items;
  const mains = [...new Set(all.flatMap((o) => o.categories.map((c) => c.main_id)))];
  const regions = [...new Set(all.flatMap((o) => o.geo.map((g) => g.iso)))];
  for (const category of mains) {
    for (const region of regions) {
      const taken = joined.some(
        (o) =>
          o.categories.some(
            (c) => c.main_id === category || c.other_categories.some((x) => x.id === category),
          ) && o.geo.some((g) => g.iso === region),
      );
      if (!taken) return { category, region };
    }
  }
  throw new Error("Alice runs every category in every country");
}

/** The line the message gives a new offer: its category and the first three regions. */
async function placeOf(id: number): Promise<string> {
  const offer = await offerById(id);
  const names = offer.geo.map((g) => g.name);
  const shown = names.slice(0, 3).join(", ") + (names.length > 3 ? `, +${names.length - 3}` : "");
  return `${offer.categories[0]?.main_title ?? ""} · ${shown}`;
}

describe("/watch: new offers that fit", () => {
  it("en: an offer like one you run is told once with its pay, EPC and card; one like none is not", async () => {
    const user = await watching("en", tick(0));
    expect(await w.checkAt(user, tick(0))).toEqual([]);
    const fits = await fittingOffer("Aurora Travel Club", {
      kind: "sale",
      payout: "12%",
      epc: "0.42",
    });
    const place = await unfitPlace();
    const unfit = await addOffer({
      name: "Nowhere Bikes",
      category: place.category,
      regions: [place.region],
      kind: "lead",
      payout: "3.50",
    });
    // Listed at once, after every other offer.
    expect((await offerById(unfit.id)).name).toBe("Nowhere Bikes");
    expect(unfit.id).toBe(fits.id + 1);

    const [told, ...more] = await w.checkAt(user, tick(1));
    expect(more).toEqual([]);
    const line = `🆕 New offer Aurora Travel Club (${await placeOf(fits.id)}), like yours: sale 12%; network EPC $0.42`;
    expect(told?.text).toBe(`👁 One change in your account\n\n${line}`);
    expect(told?.text).not.toContain("Nowhere Bikes");
    console.info(`[new-offers en] ${told?.text}`);

    // Its button opens its card.
    expect(told?.buttons.flat()).toEqual(["📄 Aurora Travel Club"]);
    user.press("📄 Aurora Travel Club", { messageId: told?.messageId ?? 0 });
    const card = await user.waitFor(/Aurora Travel Club · #\d+/);
    expect(card.text).toContain(`Aurora Travel Club · #${fits.id}`);
    expect(card.text).toContain("💰 Rates: sale 12%");

    // Told once: not at the next check, nor after a restart that lost the check's state.
    expect(await w.checkAt(user, tick(2))).toEqual([]);
    const states = watchStates(w.harness.app.storage);
    const state = await states.get(user.id);
    if (!state) throw new Error("no watch state");
    const { newestOfferId: _, ...older } = state;
    await states.set(user.id, { ...older, newestOfferId: fits.id - 1 });
    // Meanwhile the offer pays more: still the same new offer, not news again.
    w.harness.sandbox.control.setOfferPayout(fits.id, { cpa: "14%" });
    expect(await w.checkAt(user, tick(3))).toEqual([]);
    await switchWatch(user, "⏸");
  });

  it("ru: the same message in Russian, with a lead's pay and an EPC not known yet", async () => {
    const user = await watching("ru", tick(10));
    expect(await w.checkAt(user, tick(10))).toEqual([]);
    const fits = await fittingOffer("Северный Кредит", {
      kind: "lead",
      payout: "4.15",
      epc: "",
    });
    const [told, ...more] = await w.checkAt(user, tick(11));
    expect(more).toEqual([]);
    const line = `🆕 Новый оффер Северный Кредит (${await placeOf(fits.id)}), как ваши: лид 4,15\u00a0$; EPC по сети пока неизвестен`;
    expect(told?.text).toBe(`👁 1 изменение в аккаунте\n\n${line}`);
    console.info(`[new-offers ru] ${told?.text}`);
    user.press("📄 Северный Кредит", { messageId: told?.messageId ?? 0 });
    const card = await user.waitFor(new RegExp(`Северный Кредит · #${fits.id}`));
    expect(card.text).toContain("лид");
    expect(await w.checkAt(user, tick(12))).toEqual([]);
    await switchWatch(user, "⏸");
  });

  it("the first check after switching on only records, even after offers were added while off", async () => {
    const user = await watching("en", tick(20));
    expect(await w.checkAt(user, tick(20))).toEqual([]);
    await switchWatch(user, "⏸");
    await fittingOffer("Added While Off");
    await switchWatch(user, "🟢");
    expect(await w.checkAt(user, tick(21))).toEqual([]);
    await fittingOffer("Added While On");
    const [told] = await w.checkAt(user, tick(22));
    expect(told?.text).toContain("Added While On");
    expect(told?.text).not.toContain("Added While Off");
    await switchWatch(user, "⏸");
  });

  it("one button on the card switches it off (and on again, which only records)", async () => {
    const user = await watching("en", tick(30));
    expect(await w.checkAt(user, tick(30))).toEqual([]);
    user.send("/watch");
    const card = await user.next();
    expect(card.text).toContain("✅ A new offer like mine appears");
    user.press("✅ A new offer like mine appears", { messageId: card.messageId });
    await user.waitFor((m) => m.kind === "edit" && m.text.includes("▫️ A new offer like mine"));
    await fittingOffer("Unwanted Offer");
    expect(await w.checkAt(user, tick(31))).toEqual([]);
    user.send("/watch");
    const off = await user.next();
    user.press("▫️ A new offer like mine appears", { messageId: off.messageId });
    await user.waitFor((m) => m.kind === "edit" && m.text.includes("✅ A new offer like mine"));
    expect(await w.checkAt(user, tick(32))).toEqual([]);
    await switchWatch(user, "⏸");
  });

  it("a failing API during the read postpones: nothing told, nothing taken as known", async () => {
    const user = await watching("en", tick(50));
    expect(await w.checkAt(user, tick(50))).toEqual([]);
    const control = w.harness.sandbox.control;
    const first = await fittingOffer("Patient Offer");
    // The newest offers' read fails, and the offers run read beside it: every attempt of each.
    control.clearCalls();
    control.failNext({ mode: 500, path: "/xml/offers/all", count: 6 });
    expect(await w.checkAt(user, tick(51))).toEqual([]);
    const offersCalls = () => control.calls.filter((c) => c.path.endsWith("/xml/offers/all"));
    await vi.waitFor(() => expect(offersCalls().length).toBeGreaterThanOrEqual(6), {
      timeout: ANSWER_WAIT_MS,
    });
    expect(w.harness.logs.some((l) => l.includes("watch check postponed"))).toBe(true);

    // The favourites are read for an offer like none run: that read fails too.
    const place = await unfitPlace();
    await addOffer({ name: "Far Away", category: place.category, regions: [place.region] });
    control.failNext({ mode: 500, path: "/xml/offers/all_favourite", count: 3 });
    expect(await w.checkAt(user, tick(51.5))).toEqual([]);

    const [told, ...more] = await w.checkAt(user, tick(52));
    expect(more).toEqual([]);
    expect(told?.text).toContain(`🆕 New offer Patient Offer (${await placeOf(first.id)})`);
    expect(told?.text).not.toContain("Far Away");
    expect(await w.checkAt(user, tick(53))).toEqual([]);
    await switchWatch(user, "⏸");
  });

  it("an offer like one starred in the bot (not joined) is told; the favourites are read for it", async () => {
    const user = await watching("en", tick(70));
    expect(await w.checkAt(user, tick(70))).toEqual([]);
    const joined = await joinedOffers();
    const covered = (category: number, iso: string) =>
      joined.some(
        (o) => o.categories.some((c) => c.main_id === category) && o.geo.some((g) => g.iso === iso),
      );
    const all = (await w.client.catalog.offers("all", { user_has_offer: false, limit: 1000 }))
      .items;
    const starred = all.find((o) =>
      o.geo.some((g) => !covered(o.categories[0]?.main_id ?? 0, g.iso)),
    );
    const category = starred?.categories[0]?.main_id ?? 0;
    const region = starred?.geo.find((g) => !covered(category, g.iso))?.iso;
    if (!starred || !region) throw new Error("no offer outside Alice's");
    await addOffer({ name: "Before The Star", category, regions: [region] });
    expect(await w.checkAt(user, tick(71))).toEqual([]);
    await favouriteChanges(w.harness.app.storage).set(user.id, {
      added: [starred.id],
      removed: [],
    });
    await addOffer({ name: "After The Star", category, regions: [region] });
    const [told, ...more] = await w.checkAt(user, tick(72));
    expect(more).toEqual([]);
    expect(told?.text).toContain("🆕 New offer After The Star (");
    await switchWatch(user, "⏸");
  });

  it("the demo's !newoffer adds an offer like one you run, and /watch tells it", async () => {
    const user = await watching("en", tick(60));
    const [like] = await joinedOffers();
    if (!like) throw new Error("Alice runs no offer");
    const commands = networkCommands(w.harness.sandbox, w.harness.app.jobs, () => w.now, {
      ms: tick(60).getTime(),
    });
    const command = commands.find((c) => c.name === "newoffer");
    const said = await command?.run([String(like.id)]);
    // Its first line says what the network did; the next, that the demo moved its clock.
    expect(said?.split("\n")[0]).toMatch(
      new RegExp(`^\\(the network added offer #\\d+ «.+», like #${like.id}\\)$`),
    );
    expect(said).toMatch(/🕐 The network's clock moved 1 hour ahead/);
    const told = user.drain().map((m) => m.text);
    expect(told.join("\n")).toMatch(
      /🆕 New offer New .+ offer \d+ \(.+\), like yours: .+; network EPC \$0\.35/,
    );
    await switchWatch(user, "⏸");
  });
});
