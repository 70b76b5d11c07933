/**
 * The catalogue, through the Bot API stand-in: payouts with their currency in the
 * publisher's format, the ✅ mark explained once, the card agreeing with the goals, coupon
 * discounts with their currency, and a "promo code" coupon without a code saying so.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../src/bot-api-stand-in/user.js";
import {
  type Commission,
  type Coupon,
  createPublisherApi,
  eachItem,
  type OfferGoal,
  type OfferListItem,
} from "../../src/publisher-api/index.js";
import { connectedUser, type Harness, startHarness } from "../support/harness.js";
import { demoOffers } from "./support.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.stop());

async function withClient<T>(
  use: (client: ReturnType<ReturnType<typeof createPublisherApi>["forPublisher"]>) => Promise<T>,
): Promise<T> {
  const api = createPublisherApi({ baseUrl: harness.sandbox.url });
  try {
    return await use(api.forPublisher({ apiKey: harness.demoKey }));
  } finally {
    await api.close();
  }
}

const amounts = (values: Commission[]) =>
  values.flatMap((v) =>
    v.kind === "amount" ? [v.value] : v.kind === "range" ? [v.min, v.max] : [],
  );

/** A lead offer (unique name) whose goals pay different amounts, with those goals. */
async function offerWithUnequalGoals(): Promise<{ offer: OfferListItem; goals: OfferGoal[] }> {
  const offers = await demoOffers(harness);
  return withClient(async (client) => {
    for (const offer of offers) {
      const name = offer.name.trim();
      if (offers.filter((o) => o.name.includes(name)).length > 1 || name !== offer.name) continue;
      if (offer.cpl.kind === "none") continue;
      const goals = await client.catalog.offerGoals(offer.id);
      const paid = amounts(goals.flatMap((g) => [g.cpl, g.cpl_max]));
      if (goals.length > 1 && new Set(paid).size > 1) return { offer, goals };
    }
    throw new Error("no offer whose goals pay different amounts");
  });
}

const usd = (value: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }).format(value);

describe("offers", () => {
  it("payouts carry the account's currency in Russian, and ✅ is explained once under the list", async () => {
    const user = await connectedUser(harness, "ru");
    user.send("/offers");
    const list = await user.next();
    // Alice's account is in USD: "17,75 $", not a bare "17.75".
    expect(list.text).toMatch(/лид \d[\d\u00a0]*,\d\d\u00a0\$/);
    expect(list.text).not.toMatch(/лид \d+\.\d\d/);
    if (list.text.includes(" ✅")) {
      expect(list.text.match(/✅ — вы подключены к этому офферу/g)).toHaveLength(1);
    }
  });

  it("the card shows the range the goals pay, and the goals agree with it", async () => {
    const { offer, goals } = await offerWithUnequalGoals();
    const paid = amounts(goals.flatMap((g) => [g.cpl, g.cpl_max]));
    const range = new Intl.NumberFormat("en-US", {
      style: "currency",
      currency: "USD",
    }).formatRange(Math.min(...paid), Math.max(...paid));
    const user = await connectedUser(harness);
    user.send(`/offers ${offer.name}`);
    await user.next();
    user.press(new RegExp(`^\\d+\\. ${offer.name}$`));
    const card = await user.next();
    expect(card.text).toContain(`Rates: lead ${range}`);
    user.press("🎯 Goals");
    const shown = await user.next();
    for (const value of [Math.min(...paid), Math.max(...paid)]) {
      expect(shown.text).toContain(usd(value, "en-US"));
    }
  });
});

/** The coupon's block in /coupons, searched by its name and told apart by its offer. */
async function couponBlock(user: TelegramUser, coupon: Coupon): Promise<string | undefined> {
  user.send(`/coupons ${coupon.name.slice(0, 120)}`);
  const list = await user.next();
  return list.text
    .split("\n\n")
    .find(
      (b) =>
        b.startsWith(coupon.name) &&
        b.includes(`🏷 ${coupon.offer_name.trim()}`) &&
        b.includes(coupon.description),
    );
}

describe("coupons", () => {
  /**
   * Coupons the bot lists (not expired) that `filter` picks, read straight from the sandbox; only
   * those no other coupon shares name, offer and description with, so a block found in the list is
   * theirs (the sandbox's coupons change with the date).
   */
  /** Coupons unlike any other (name, offer and text); `oneOfName`: no other name holds its name. */
  async function coupons(filter: (c: Coupon) => boolean, oneOfName = false): Promise<Coupon[]> {
    return withClient(async (client) => {
      const items: Coupon[] = [];
      const all = (paging: { start: number; limit: number }) =>
        client.catalog.coupons({ status: [1, 2, 3, 4], ...paging });
      for await (const coupon of eachItem(all, { limit: 1000 })) items.push(coupon);
      const look = (c: Coupon) => `${c.name}\n${c.offer_name.trim()}\n${c.description}`;
      const seen = new Map<string, number>();
      const named = new Map<string, number>();
      for (const c of items) {
        seen.set(look(c), (seen.get(look(c)) ?? 0) + 1);
        named.set(c.name, (named.get(c.name) ?? 0) + 1);
      }
      const alone = (c: Coupon) =>
        seen.get(look(c)) === 1 && (!oneOfName || named.get(c.name) === 1);
      return items.filter((c) => alone(c) && filter(c));
    });
  }

  /** The first of `candidates` whose block shows on the first page of a search by its name. */
  async function firstShown(user: TelegramUser, candidates: Coupon[]) {
    for (const coupon of candidates.slice(0, 60)) {
      const block = await couponBlock(user, coupon);
      if (block) return { coupon, block };
    }
    throw new Error("no candidate coupon found by its name");
  }

  it("a promo code coupon that came without its code says so plainly", async () => {
    const candidates = await coupons((c) => c.coupon_type === "Promo code" && c.promo_code === "");
    const user = await connectedUser(harness);
    const { block } = await firstShown(user, candidates);
    expect(block).toContain("This is a promo code coupon, but the network sent no code for it");
    expect(block).not.toContain("No code needed");
  });

  it("an amount off carries its currency", async () => {
    // Its name alone finds it: a search by a shared name may list it past the first page.
    // One whose name does not say its discount already (then the list does not repeat it).
    const [coupon] = await coupons(
      (c) =>
        /^\d+$/.test(c.discount) &&
        c.discount_currency_id === "2" &&
        !new RegExp(`\\b${c.discount}\\b`).test(c.name),
      true,
    );
    if (!coupon) throw new Error("no coupon with an amount off in USD");
    const user = await connectedUser(harness, "pt");
    user.send(`/coupons ${coupon.name.slice(0, 120)}`);
    const list = await user.next();
    // "10" with currency id 2 (USD in the configured directory): "US$ 10,00", never a bare "10".
    expect(list.text).toContain(
      `🏷 ${coupon.offer_name.trim()} · ${usd(Number(coupon.discount), "pt-BR")}`,
    );
    expect(list.text).not.toMatch(/🏷 [^\n]+ · \d+\n/);
  });
});
