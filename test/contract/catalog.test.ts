// Contract: catalogue, reference directories and site analytics, client against the sandbox.
import { describe, expect, it } from "vitest";
import {
  type Commission,
  eachItem,
  type OfferListItem,
  pages,
  type TreeNode,
} from "../../src/publisher-api/index.js";
import { useContract } from "./context.js";

const t = useContract();
const ALICE = 710001;
const KINDS = ["amount", "range", "percent", "percent_range", "none"];

const isId = (n: number): boolean => Number.isInteger(n) && n > 0;
const parsed = (c: Commission): boolean => KINDS.includes(c.kind);

function depth(nodes: readonly TreeNode[]): number {
  return nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.items)));
}

describe("catalog: offers", () => {
  it("answers typed offers: numeric ids, parsed commissions, nested lists", async () => {
    const { total, items } = await t.client.catalog.offers("all", { limit: 50 });
    expect(total).toBe(400);
    expect(items).toHaveLength(50);
    for (const o of items) {
      expect(isId(o.id), `${o.id}`).toBe(true);
      expect(o.name).not.toBe("");
      for (const c of [o.cpl, o.cpa, o.epc7days, o.epc90days, o.cpo7days, o.cpo90days])
        expect(parsed(c), JSON.stringify(c)).toBe(true);
      expect(typeof o.user_has_offer).toBe("boolean");
      expect(isId(o.categories[0]?.main_id ?? 0)).toBe(true);
      expect(o.geo.length).toBeGreaterThan(0);
      expect(o.geo.every((g) => isId(g.id) && g.name !== "")).toBe(true);
      expect(o.traffic_types.every((tt) => isId(tt.id) && typeof tt.value === "boolean")).toBe(
        true,
      );
    }
    expect(items.some((o) => o.cpa.kind === "amount" || o.cpa.kind === "percent")).toBe(true);
    expect(items.map((o) => o.id)).toEqual([...items.map((o) => o.id)].sort((a, b) => a - b));
  });

  it("pages with start as a page index; types split the whole list", async () => {
    const first = await t.client.catalog.offers("all", { start: 0, limit: 20 });
    const second = await t.client.catalog.offers("all", { start: 1, limit: 20 });
    expect(second.total).toBe(first.total);
    const a = new Set(first.items.map((o) => o.id));
    expect(second.items.some((o) => a.has(o.id))).toBe(false);
    expect(second.items[0]?.id).toBeGreaterThan(first.items.at(-1)?.id ?? 0);
    const byType = await Promise.all(
      (["web", "mobile", "api"] as const).map((k) => t.client.catalog.offers(k, { limit: 1 })),
    );
    expect(byType.reduce((s, p) => s + p.total, 0)).toBe(first.total);
    const fav = await t.client.catalog.offers("web_favourite", { limit: 100 });
    expect(fav.total).toBeGreaterThan(0);
    expect(fav.total).toBeLessThan(byType[0]?.total ?? 0);
  });

  it("narrows by keyword, joined, exclusivity, ids, geo and category; sorts by rating", async () => {
    const c = t.client.catalog;
    const games = await c.offers("all", { q: "games", limit: 100 });
    expect(games.total).toBeGreaterThan(0);
    expect(games.total).toBeLessThan(400);
    expect(games.items.every((o) => o.name.toLowerCase().includes("games"))).toBe(true);

    const joined = await c.offers("all", { user_has_offer: true, limit: 100 });
    expect(joined.total).toBe(60);
    for (const o of joined.items) {
      expect(o.user_has_offer).toBe(true);
      expect(o.items.length).toBeGreaterThan(0);
      expect(o.items[0]?.deep_link).toContain(`/click/${o.id}/${ALICE}?`);
    }
    const other = await c.offers("all", { user_has_offer: false, limit: 100 });
    expect(other.total).toBe(340);
    expect(other.items.every((o) => !o.user_has_offer && o.items.length === 0)).toBe(true);

    const exclusive = await c.offers("all", { is_exclusive: true, limit: 100 });
    expect(exclusive.items.length > 0 && exclusive.items.every((o) => o.is_exclusive)).toBe(true);

    const pick = joined.items.slice(0, 3).map((o) => o.id);
    const byIds = await c.offers("all", { ids: pick });
    expect(byIds.items.map((o) => o.id).sort()).toEqual([...pick].sort());

    const [europe] = await t.client.references.geo();
    const [stores] = await t.client.references.offerCategories("web");
    for (const narrowed of [
      await c.offers("all", { geo: [europe?.value ?? 0], limit: 1 }),
      await c.offers("all", { categories: [stores?.value ?? 0], limit: 1 }),
    ]) {
      expect(narrowed.total).toBeGreaterThan(0);
      expect(narrowed.total).toBeLessThan(400);
    }

    const rated = await c.offers("all", { sort: "rating", sort_type: "desc", limit: 30 });
    const ratings = rated.items.map((o) => o.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it("reads one offer, its links, goals and promo materials", async () => {
    const joined = await t.client.catalog.offers("all", { user_has_offer: true, limit: 1 });
    const listed = joined.items[0] as OfferListItem;
    const detail = await t.client.catalog.offer(listed.id);
    expect(detail).toMatchObject({ id: listed.id, name: listed.name });
    expect(detail.geo.every((g) => isId(g.id) && /^[A-Z]{2}$/.test(g.code))).toBe(true);
    expect(typeof detail.is_deeplink_enabled).toBe("boolean");
    expect(detail.terms_transactions.length).toBeGreaterThan(0);

    const links = await t.client.catalog.offerLinks(listed.id, { traffic_channel_id: 3101 });
    expect(links.total).toBe(links.items.length);
    expect(links.items.filter((l) => l.is_default)).toHaveLength(1);
    expect(links.items.every((l) => l.deep_link.includes("tc=3101"))).toBe(true);

    const goals = await t.client.catalog.offerGoals(listed.id);
    expect(goals.length).toBeGreaterThan(0);
    for (const g of goals) {
      expect(isId(g.id)).toBe(true);
      expect(g.title).not.toBe("");
      expect([g.cpl, g.cpl_max, g.cps, g.cps_max].every(parsed)).toBe(true);
    }
    expect(goals.some((g) => g.cpl.kind !== "none" || g.cps.kind !== "none")).toBe(true);

    const promo = await t.client.catalog.promo(1459, { limit: 3 });
    const promo2 = await t.client.catalog.promo(1459, { start: 1, limit: 3 });
    expect(promo.total).toBeGreaterThan(3);
    expect(promo.items.every((p) => p.offer_id === 1459 && isId(p.id))).toBe(true);
    expect(promo2.items[0]?.id).not.toBe(promo.items[0]?.id);

    const notJoined = (await t.client.catalog.offers("all", { user_has_offer: false, limit: 1 }))
      .items[0];
    expect((await t.client.catalog.offerLinks(notJoined?.id ?? 0)).items).toEqual([]);
  });

  it("walks several pages with pages() and eachItem()", async () => {
    const fetch = (p: { start: number; limit: number }) =>
      t.client.catalog.offers("web", { ...p, sort: "id" });
    const seen: number[] = [];
    for await (const page of pages(fetch, { limit: 100 })) {
      expect(page.total).toBe(264);
      seen.push(page.items.length);
    }
    expect(seen).toEqual([100, 100, 64]);
    const ids: number[] = [];
    for await (const o of eachItem(fetch, { limit: 100 })) ids.push(o.id);
    expect(ids).toHaveLength(264);
    expect(new Set(ids).size).toBe(264);
    let n = 0;
    for await (const _ of pages(fetch, { limit: 10, start: 2, maxPages: 2 })) n++;
    expect(n).toBe(2);
  });
});

describe("catalog: coupons and goods", () => {
  it("coupons are typed and filter by offer, status and keyword", async () => {
    const c = t.client.catalog;
    const all = await c.coupons({ limit: 100 });
    expect(all.total).toBeGreaterThan(1000);
    for (const k of all.items) {
      expect(isId(k.id) && isId(k.offer_id)).toBe(true);
      expect(k.start_date).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      expect(typeof k.is_exclusive).toBe("boolean");
      expect(k.url).toContain(`/${ALICE}?`);
    }
    const offerId = all.items[0]?.offer_id ?? 0;
    const ofOffer = await c.coupons({ offers: [offerId], limit: 100 });
    expect(ofOffer.total).toBeLessThan(all.total);
    expect(ofOffer.items.every((k) => k.offer_id === offerId)).toBe(true);
    const expired = await c.coupons({ status: [5], limit: 100 });
    expect(expired.total).toBeGreaterThan(0);
    expect(expired.items.every((k) => k.status_id.split(",").includes("5"))).toBe(true);
    const sale = await c.coupons({ keyword: "sale", limit: 50 });
    expect(sale.total).toBeGreaterThan(0);
    expect(sale.total).toBeLessThan(all.total);
  });

  it("goods are typed and filter by price, currency and keyword", async () => {
    const c = t.client.catalog;
    const all = await c.goods({ limit: 50 });
    expect(all.total).toBe(5000);
    for (const g of all.items) {
      expect(g.id).toMatch(/^\d+$/);
      expect(g.price).toBeGreaterThan(0);
      expect(isId(g.offer_id) && isId(g.shop_id)).toBe(true);
      expect(g.region.length).toBeGreaterThan(0);
      expect(typeof g.retargeting).toBe("boolean");
    }
    const cheap = await c.goods({ min_price: 10, max_price: 50, limit: 200 });
    expect(cheap.total).toBeGreaterThan(0);
    expect(cheap.items.every((g) => g.price >= 10 && g.price <= 50)).toBe(true);
    const eur = await c.goods({ currency: ["EUR"], limit: 100 });
    expect(eur.items.every((g) => g.currency === "EUR")).toBe(true);
    const laptops = await c.goods({ keyword: "laptop", limit: 100 });
    expect(laptops.total).toBeLessThan(all.total);
    expect(laptops.items.every((g) => g.name.toLowerCase().includes("laptop"))).toBe(true);
    const next = await c.goods({ start: 1, limit: 50 });
    expect(next.items[0]?.id).not.toBe(all.items[0]?.id);
  });
});

describe("references", () => {
  it("answers every directory with typed records", async () => {
    const r = t.client.references;
    expect(await r.offerTypes()).toEqual(expect.arrayContaining(["web", "mobile"]));
    expect((await r.offerTools()).every((x) => x.code !== "" && x.name !== "")).toBe(true);
    expect(await r.languages()).toContainEqual({ code: "en", name: "English" });
    const geo = await r.geo();
    expect(depth(geo)).toBe(3);
    expect(geo.every((n) => n.parent_id === 0 && isId(n.value) && n.count > 0)).toBe(true);
    for (const kind of ["web", "mobile"] as const) {
      expect(depth(await r.offerCategories(kind))).toBeGreaterThanOrEqual(2);
      const types = await r.trafficTypes(kind);
      expect(types.length).toBeGreaterThan(0);
      expect(types.every((x) => isId(x.id) && x.name !== "")).toBe(true);
    }
    expect((await r.platforms()).every((x) => isId(x.id))).toBe(true);
    for (const kind of ["goods", "marketplace"] as const) {
      const cats = await r.goodsCategories(kind);
      expect(cats[0]?.items[0]?.parent_id).toBe(cats[0]?.id);
      const brands = await r.goodsBrands(kind);
      expect(brands.title).not.toBe("");
      expect(brands.items.length).toBeGreaterThan(0);
      expect(brands.items.every((b) => isId(b.id) && b.name !== "")).toBe(true);
    }
    expect(await r.goodsCurrencies()).toEqual(["RUB", "USD", "EUR", "BRL", "KZT", "UAH"]);
    const statuses = await r.couponStatuses();
    expect(statuses.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
    expect(statuses[0]?.name).toBe("New");
    for (const list of await Promise.all([
      r.couponCategories(),
      r.couponScopes(),
      r.couponTypes(),
      r.couponOther(),
    ])) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((x) => isId(x.id) && x.name !== "")).toBe(true);
    }
  });
});

describe("analytics", () => {
  it("answers audience, geography, traffic, similar sites and competitors", async () => {
    const a = t.client.analytics;
    const site = "example.com";
    const audience = await a.audience(site, 3);
    expect(audience.average.average_visits_per_day).toBeGreaterThan(0);
    expect(audience.ranking.global_rank).toBeGreaterThan(0);
    expect(audience.audience_startdate).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(audience.audience_reach).toHaveLength(3);
    const countries = await a.geo(site, 6);
    expect(countries.length).toBeGreaterThan(0);
    expect(countries.every((c) => c.country !== "" && Number(c.share) > 0)).toBe(true);
    for (const list of [await a.inputTraffic(site, 1), await a.outgoingTraffic(site, 12)]) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((s) => s.domain.includes(".") && s.share !== "")).toBe(true);
    }
    for (const list of [await a.similarSites(site), await a.competitors(site)]) {
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((s) => s.domain !== "" && s.global_rank > 0)).toBe(true);
    }
  });
});
