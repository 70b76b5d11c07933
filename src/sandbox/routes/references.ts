// Reference directories of Part A and site analytics.
import { audience, geoShares, similarSites, trafficSites } from "../data/analytics.js";
import { COUNTRIES, WORLD_PARTS } from "../data/geo.js";
import {
  LANGUAGES,
  MOBILE_CATEGORIES,
  MOBILE_TRAFFIC_TYPES,
  OFFER_TYPES,
  PLATFORMS,
  TOOLS,
  WEB_CATEGORIES,
  WEB_TRAFFIC_TYPES,
} from "../data/offer-ref.js";
import {
  BRANDS,
  COUPON_CATEGORIES,
  COUPON_OTHER,
  COUPON_SCOPES,
  COUPON_STATUSES,
  COUPON_TYPES,
  GOODS_CATEGORIES,
  GOODS_CURRENCIES,
  MARKETPLACE_CATEGORIES,
} from "../data/shop-ref.js";
import type { TreeNode } from "../data/tree.js";
import { badRequest } from "../lib/errors.js";
import { pathEnum } from "../lib/params.js";
import type { XmlObject, XmlValue } from "../lib/xml.js";
import { get, listData, type XmlRequest, type XmlRoutes } from "./xml-types.js";

const list = (items: readonly XmlValue[]): XmlValue => listData(items.length, items);

function geoList(r: XmlRequest): XmlValue {
  const count = (id: number): number => r.ds.offersPerRegion.get(id) ?? 0;
  const node = (
    parentId: number,
    id: number,
    code: string,
    title: string,
    items?: XmlValue[],
  ): XmlObject => ({
    parent_id: parentId,
    code,
    count: count(id),
    title,
    value: id,
    items: items ?? [],
  });
  return list(
    WORLD_PARTS.map((p) =>
      node(
        0,
        p.id,
        p.code,
        p.title,
        COUNTRIES.filter((c) => c.partId === p.id).map((c) =>
          node(
            p.id,
            c.id,
            c.iso,
            c.name,
            c.areas.map((a) => node(c.id, a.id, `${c.iso}-${a.id}`, a.name)),
          ),
        ),
      ),
    ),
  );
}

function categoryTree(
  nodes: readonly TreeNode[],
  counts: ReadonlyMap<number, number>,
): XmlObject[] {
  return nodes.map((n) => ({
    parent_id: n.parentId,
    code: n.code,
    count: counts.get(n.id) ?? 0,
    title: n.title,
    value: n.id,
    items: categoryTree(n.children, counts),
  }));
}

/** Shops per goods category (ancestors included), computed once per goods list. */
const shopsPerCategory = new WeakMap<object, Map<number, number>>();

function shopCounts(r: XmlRequest): Map<number, number> {
  let counts = shopsPerCategory.get(r.ds.goods);
  if (!counts) {
    const sets = new Map<number, Set<number>>();
    for (const g of r.ds.goods) {
      for (const id of g.categoryIds) {
        let s = sets.get(id);
        if (!s) {
          s = new Set();
          sets.set(id, s);
        }
        s.add(g.offer.id);
      }
    }
    counts = new Map([...sets].map(([id, s]) => [id, s.size]));
    shopsPerCategory.set(r.ds.goods, counts);
  }
  return counts;
}

function goodsTree(r: XmlRequest, nodes: readonly TreeNode[]): XmlObject[] {
  const counts = shopCounts(r);
  return nodes.map((n) => ({
    id: n.id,
    parent_id: n.parentId,
    name: n.title,
    yandex_category_id: String(90_000 + n.id),
    offers_count: counts.get(n.id) ?? 0,
    items: goodsTree(r, n.children),
  }));
}

function goodsBrands(r: XmlRequest): XmlValue {
  const type = pathEnum(r.segs[0], "type", ["goods", "marketplace"] as const);
  const shops = new Map<number, Set<number>>();
  for (const g of r.ds.goods) {
    if (g.marketplace !== (type === "marketplace")) continue;
    let s = shops.get(g.brandId);
    if (!s) {
      s = new Set();
      shops.set(g.brandId, s);
    }
    s.add(g.offer.id);
  }
  const items = BRANDS.filter((b) => shops.has(b.id)).map((b) => ({
    id: b.id,
    name: b.name,
    offers_count: shops.get(b.id)?.size ?? 0,
    title: b.name,
    value: b.id,
  }));
  return { value: items.length, title: type === "goods" ? "Brands" : "Marketplace brands", items };
}

/** months must be 1, 3, 6 or 12; site a host name. */
function siteArgs(r: XmlRequest, withMonths: boolean): { site: string; months: number } {
  const site = decodeURIComponent(r.segs[0] ?? "").trim();
  if (!/^[\w.-]+\.[a-z]{2,}$/i.test(site))
    throw badRequest(`site must be a domain name, got "${site}"`);
  if (!withMonths) return { site, months: 12 };
  const months = Number(pathEnum(r.segs[1], "months", ["1", "3", "6", "12"] as const));
  return { site, months };
}

export const referenceRoutes: XmlRoutes = {
  "offers-types-list": get("getOffersTypesListResponseData", () => list([...OFFER_TYPES])),
  "offers-tools-list": get("getOffersToolsListResponseData", () =>
    list(TOOLS.map((t) => ({ ...t }))),
  ),
  "languages-list": get("getLanguagesListResponseData", () =>
    list(LANGUAGES.map((l) => ({ ...l }))),
  ),
  "geo-list": get("getGeoListResponseData", geoList),
  "offers-categories-list": get(
    "getOffersCategoriesListResponseData",
    (r) => {
      const type = pathEnum(r.segs[0], "type", ["web", "mobile"] as const);
      return list(
        categoryTree(type === "web" ? WEB_CATEGORIES : MOBILE_CATEGORIES, r.ds.offersPerCategory),
      );
    },
    1,
  ),
  "offers-traffictypes-list": get(
    "getOffersTrafficTypesListResponseData",
    (r) => {
      const type = pathEnum(r.segs[0], "type", ["web", "mobile"] as const);
      return list(
        (type === "web" ? WEB_TRAFFIC_TYPES : MOBILE_TRAFFIC_TYPES).map((t) => ({ ...t })),
      );
    },
    1,
  ),
  "offers-platforms-list": get("getOffersMobilePlatformsListResponseData", () =>
    list(PLATFORMS.map((p) => ({ ...p }))),
  ),
  "goods-categories-list": get(
    "getGoodsCategoriesListResponseData",
    (r) => {
      const type = pathEnum(r.segs[0], "type", ["goods", "marketplace"] as const);
      return list(goodsTree(r, type === "goods" ? GOODS_CATEGORIES : MARKETPLACE_CATEGORIES));
    },
    1,
  ),
  "goods-brands-list": get("getGoodsBrandsListResponseData", goodsBrands, 1),
  "goods-currency-list": get("getGoodsCurrencyListResponseData", () => list([...GOODS_CURRENCIES])),
  couponstatus: get("getCouponStatusResponseData", () =>
    list(COUPON_STATUSES.map((s) => ({ ...s }))),
  ),
  couponcategories: get("getCouponCategoriesResponseData", () =>
    list(COUPON_CATEGORIES.map((c) => ({ ...c }))),
  ),
  couponscopes: get("getCouponScopesResponseData", () =>
    list(COUPON_SCOPES.map((c) => ({ ...c }))),
  ),
  coupontypes: get("getCouponTypesResponseData", () => list(COUPON_TYPES.map((c) => ({ ...c })))),
  couponother: get("getCouponOtherResponseData", () => list(COUPON_OTHER.map((c) => ({ ...c })))),
  "analytics-audience": get(
    "getAnalyticsAudienceResponseData",
    (r) => {
      const { site, months } = siteArgs(r, true);
      return audience(r.ds.seed, site, months, r.ds.today);
    },
    2,
  ),
  "analytics-geo": get(
    "getAnalyticsGeoResponseData",
    (r) => {
      const { site } = siteArgs(r, true);
      return geoShares(r.ds.seed, site);
    },
    2,
  ),
  "analytics-input-traffic": get(
    "getAnalyticsInputTrafficResponseData",
    (r) => list(trafficSites(r.ds.seed, siteArgs(r, true).site, "input")),
    2,
  ),
  "analytics-outgoing-traffic": get(
    "getAnalyticsOutgoingTrafficResponseData",
    (r) => list(trafficSites(r.ds.seed, siteArgs(r, true).site, "outgoing")),
    2,
  ),
  "analytics-similar-sites": get(
    "getAnalyticsSimilarSitesResponseData",
    (r) => list(similarSites(r.ds.seed, siteArgs(r, false).site, "similar")),
    1,
  ),
  "analytics-competitors": get(
    "getAnalyticsCompetitorsResponseData",
    (r) => list(similarSites(r.ds.seed, siteArgs(r, false).site, "competitors")),
    1,
  ),
};
