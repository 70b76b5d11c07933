import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Sandbox } from "../../src/sandbox/index.js";
import { items, num, startTestSandbox, str, xml } from "./helpers.js";

let sb: Sandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

describe("XML family: envelope, auth, paging", () => {
  it("answers an unknown or missing key with 403 in the envelope and over HTTP", async () => {
    for (const key of ["nope", null]) {
      const env = await xml(sb, "offers/web", { key });
      expect(env.http).toBe(403);
      expect(env.status).toBe(403);
      expect(env.root).toBe("getOffersResponseData");
      expect(env.error).not.toBe("");
    }
  });

  it("refuses limit above 1000 and malformed parameters with 400 and an error text", async () => {
    for (const path of [
      "coupons?limit=1001",
      "offers/web?ids=12,abc",
      "offers/sideways",
      "offers/web?sort=price",
      "coupons?is_exclusive=maybe",
      "offer/abc",
      "statistics/event_time_day/2025-02-30/2025-03-01",
      "statistics/no_such_group/2025-03-01/2025-03-02",
      "statistics-offers/action_id/2025-03-01/2025-03-02?sub_group=color",
      "goods?currency=XYZ",
      "analytics-audience/example.com/5",
      "no-such-method",
    ]) {
      const env = await xml(sb, path);
      expect({ path, http: env.http, status: env.status }).toEqual({
        path,
        http: 400,
        status: 400,
      });
      expect(env.error.length).toBeGreaterThan(0);
    }
  });

  it("pages by page index: start=1 is the second page", async () => {
    const first = await xml(sb, "coupons?limit=10");
    const second = await xml(sb, "coupons?limit=10&start=1");
    const both = await xml(sb, "coupons?limit=20");
    expect(num(first.data.total)).toBeGreaterThan(2000);
    expect(items(first)).toHaveLength(10);
    expect([...items(first), ...items(second)].map((c) => c.id)).toEqual(
      items(both).map((c) => c.id),
    );
    expect(items(await xml(sb, "coupons?limit=1000&start=100"))).toEqual([]);
  });
});

describe("catalogues", () => {
  it("filters and sorts offers, with the field notes' quirks", async () => {
    const all = await xml(sb, "offers/all?limit=1000");
    const offers = items(all);
    expect(offers.length).toBeGreaterThanOrEqual(390);
    expect(offers.some((o) => str(o.name) === " IDEALICA")).toBe(true);
    const commissions = offers.flatMap((o) => [str(o.cpl), str(o.cpa)]);
    expect(commissions.some((c) => /^\d+\.\d\d - \d+\.\d\d$/.test(c))).toBe(true);
    expect(commissions.some((c) => /^\d+%$/.test(c))).toBe(true);
    expect(offers.some((o) => str(o.cpl) === "" && str(o.cpa) === "")).toBe(true);
    // Not joined: items missing or empty; joined: links.
    const notJoined = offers.filter((o) => str(o.user_has_offer) === "0");
    expect(notJoined.some((o) => !("items" in o))).toBe(true);
    expect(notJoined.some((o) => o.items === "")).toBe(true);
    const joined = items(await xml(sb, "offers/all?user_has_offer=true&limit=1000"));
    expect(joined).toHaveLength(60);
    expect(joined.every((o) => str(o.user_has_offer) === "1" && typeof o.items === "object")).toBe(
      true,
    );

    const mobile = items(await xml(sb, "offers/mobile?limit=1000&sort=rating&sort_type=desc"));
    const ratings = mobile.map((o) => num(o.rating));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const word = str(mobile[0]?.name).trim().split(" ")[0]?.toLowerCase() ?? "";
    const found = items(await xml(sb, `offers/all?q=${encodeURIComponent(word)}&limit=1000`));
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((o) => str(o.name).toLowerCase().includes(word))).toBe(true);
  });

  it("filters coupons by personal, exclusive, offers and status; personal ones stay private", async () => {
    const mine = items(await xml(sb, "coupons?is_personal=1&limit=1000"));
    const theirs = items(
      await xml(sb, "coupons?is_personal=true&limit=1000", { key: sb.publishers[1].apiKey }),
    );
    expect(mine.length).toBeGreaterThan(50);
    expect(theirs.length).toBeGreaterThan(50);
    const mineIds = new Set(mine.map((c) => str(c.id)));
    expect(theirs.some((c) => mineIds.has(str(c.id)))).toBe(false);
    const exclusive = items(await xml(sb, "coupons?is_exclusive=true&limit=1000"));
    expect(exclusive.length).toBeGreaterThan(0);
    expect(exclusive.every((c) => str(c.is_exclusive) === "true")).toBe(true);
    const offerId = str(exclusive[0]?.offer_id);
    const byOffer = items(await xml(sb, `coupons?offers=${offerId}&limit=1000`));
    expect(byOffer.every((c) => str(c.offer_id) === offerId)).toBe(true);
    const expired = items(await xml(sb, "coupons?status=5&limit=1000"));
    expect(expired.length).toBeGreaterThan(0);
    // Coupon states are computed at noon of the sandbox day.
    expect(expired.every((c) => str(c.active_to) < "2025-03-10 12:00:00")).toBe(true);
    const codes = items(await xml(sb, "coupons?type=1&limit=1000"));
    expect(codes.some((c) => str(c.promo_code) === "")).toBe(true);
  });

  it("filters goods by keyword, price and brand, sorts by price", async () => {
    const env = await xml(
      sb,
      "goods?keyword=laptop&min_price=10&max_price=500&sort=price&limit=1000",
    );
    const goods = items(env);
    expect(goods.length).toBeGreaterThan(0);
    const prices = goods.map((g) => num(g.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((p) => p >= 10 && p <= 500)).toBe(true);
    expect(goods.every((g) => str(g.name).toLowerCase().includes("laptop"))).toBe(true);
    const brand = items(await xml(sb, "goods?brands=3&limit=1000"));
    expect(brand.length).toBeGreaterThan(0);
    expect(new Set(brand.map((g) => str(g.brand))).size).toBe(1);
    expect(num((await xml(sb, "goods")).data.total)).toBe(5000);
  });

  it("serves every reference list and the offer detail, goals, links and promo", async () => {
    for (const path of [
      "offers-types-list",
      "offers-tools-list",
      "languages-list",
      "geo-list",
      "offers-categories-list/web",
      "offers-traffictypes-list/mobile",
      "offers-platforms-list",
      "goods-categories-list/marketplace",
      "goods-currency-list",
      "couponstatus",
      "couponcategories",
      "couponscopes",
      "coupontypes",
      "couponother",
      "timezonelist",
      "traffic_channels",
      "banner-sizes-list",
    ]) {
      const env = await xml(sb, path);
      expect({ path, status: env.status }).toEqual({ path, status: 200 });
      expect(items(env).length).toBeGreaterThan(0);
    }
    expect(items(await xml(sb, "goods-brands-list/goods")).length).toBeGreaterThan(0);
    const joined = items(await xml(sb, "offers/all?user_has_offer=true&limit=1"))[0];
    const id = str(joined?.id);
    expect((await xml(sb, `offer/${id}`)).data.id).toBe(id);
    expect(items(await xml(sb, `offertarget/${id}`)).length).toBeGreaterThan(0);
    expect(
      num((await xml(sb, `offer-links/${id}?traffic_channel_id=3101`)).data.total),
    ).toBeGreaterThan(0);
    expect((await xml(sb, `promo/${id}`)).status).toBe(200);
    expect((await xml(sb, "analytics-similar-sites/example.com")).status).toBe(200);
  });
});
