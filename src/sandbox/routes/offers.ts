// offers/{type}, offer-links/{id}, offer/{id}, offertarget/{id}, promo/{offer_id}.
import { longRegionRecord, regionCovers, regionRecord } from "../data/geo.js";
import { OFFER_TAGS, TOOLS } from "../data/offer-ref.js";
import type { Offer } from "../data/offers.js";
import { badRequest } from "../lib/errors.js";
import {
  boolParam,
  enumParam,
  intList,
  intParam,
  pageOf,
  paging,
  pathEnum,
  pathId,
  type SortType,
  sortBy,
  strList,
  strParam,
} from "../lib/params.js";
import type { XmlObject, XmlValue } from "../lib/xml.js";
import { get, listData, type XmlRequest, type XmlRoutes } from "./xml-types.js";

const PATH_TYPES = [
  "web",
  "web_favourite",
  "mobile",
  "mobile_favourite",
  "api",
  "api_favourite",
  "all",
  "all_favourite",
] as const;
const SORTS = [
  "id",
  "name",
  "rating",
  "cpl",
  "cpa",
  "epc7days",
  "epc90days",
  "cpo7days",
  "cpo90days",
] as const;
const ASSETS = "https://static.sandbox.test";
const flag = (b: boolean): string => (b ? "1" : "0");

/** First number in a commission string ("14.40 - 20.80" -> 14.4, "12%" -> 12, "" -> -1). */
const leadingNumber = (s: string): number => {
  const n = Number.parseFloat(s);
  return Number.isNaN(n) ? -1 : n;
};

function findOffer(r: XmlRequest, seg: string | undefined, name = "id"): Offer {
  const id = pathId(seg, name);
  const offer = r.ds.offerById.get(id);
  if (!offer) throw badRequest(`offer ${id} not found`);
  return offer;
}

export function trackingLink(
  offer: Offer,
  publisherId: number,
  n: number,
  channel?: number,
): string {
  return `https://track.sandbox.test/click/${offer.id}/${publisherId}?link=${n}${channel ? `&tc=${channel}` : ""}`;
}

function links(offer: Offer, r: XmlRequest, channel?: number): XmlObject[] {
  if (r.data.unlinkedIds?.has(offer.id)) return [];
  return offer.linkTitles.map((title, i) => ({
    title,
    is_default: flag(i === 0),
    deep_link: trackingLink(offer, r.pub.publisher.id, i + 1, channel),
  }));
}

const trafficType = (t: Offer["trafficTypes"][number]): XmlObject => ({
  id: t.id,
  value: flag(t.allowed),
  note: t.note,
  name: t.name,
});

function listItem(
  o: Offer,
  r: XmlRequest,
  channel: number | undefined,
  linksOnly: boolean,
): XmlObject {
  const joined = r.data.joinedIds.has(o.id);
  // Field notes: a non-joined offer's `items` is missing or empty; alternate so both get exercised.
  const items: XmlValue = joined ? links(o, r, channel) : o.id % 2 === 0 ? [] : undefined;
  const stats = linksOnly
    ? {}
    : {
        epc7days: o.epc7days,
        epc90days: o.epc90days,
        cpo7days: o.cpo7days,
        cpo90days: o.cpo90days,
      };
  return {
    id: o.id,
    name: o.name,
    user_has_offer: flag(joined),
    cookie_ltv: o.cookieLtv,
    site: o.site,
    categories: [
      {
        main_id: o.mainCategory.id,
        main_title: o.mainCategory.title,
        other_categories: o.otherCategories.map((c) => ({ id: c.id, title: c.title })),
      },
    ],
    "traffic-types": o.trafficTypes.map(trafficType),
    "additional-traffic-types": o.additionalTrafficTypes.map(trafficType),
    geo: o.geo.map(longRegionRecord),
    items,
    offer_logo: `${ASSETS}/logos/${o.id}.png`,
    offer_logo_svg: `${ASSETS}/logos/${o.id}.svg`,
    approval_time: o.approvalTime,
    favicon: `${ASSETS}/favicons/${o.id}.ico`,
    shop_id: o.shopId,
    cpl: o.cpl,
    cpa: o.cpa,
    rating: o.rating,
    ...stats,
    screen: `${ASSETS}/screens/${o.id}.jpg`,
    is_exclusive: flag(o.isExclusive),
    tags: o.tags,
  };
}

function offers(r: XmlRequest): XmlValue {
  const pathType = pathEnum(r.segs[0], "type", PATH_TYPES);
  const q = r.query;
  const page = paging(q);
  const ids = intList(q, "ids");
  const sort = enumParam(q, "sort", SORTS) ?? "id";
  const sortType: SortType = enumParam(q, "sort_type", ["asc", "desc"] as const) ?? "asc";
  const keyword = strParam(q, "q")?.toLowerCase();
  const geo = intList(q, "geo");
  const platforms = intList(q, "platforms");
  const categories = intList(q, "categories");
  const trafficTypes = intList(q, "traffic_types");
  const channel = intParam(q, "traffic_channel_id");
  const shopIds = strList(q, "shop_id");
  const linksOnly = boolParam(q, "linksonly") ?? false;
  const hasOffer = boolParam(q, "user_has_offer");
  const tools = strList(q, "tools");
  const exclusive = boolParam(q, "is_exclusive");
  const tags = strList(q, "tags");
  for (const t of tools ?? [])
    if (!TOOLS.some((x) => x.code === t)) throw badRequest(`unknown tool "${t}"`);
  for (const t of tags ?? [])
    if (!(OFFER_TAGS as readonly string[]).includes(t)) throw badRequest(`unknown tag "${t}"`);

  const [type, favourite] = pathType.split("_") as [string, string | undefined];
  const list = r.ds.offers.filter(
    (o) =>
      (type === "all" || o.type === type) &&
      (!favourite || r.data.favourites.has(o.id)) &&
      (!ids || ids.includes(o.id)) &&
      (!keyword || o.name.toLowerCase().includes(keyword)) &&
      (!geo || geo.some((g) => o.geo.some((c) => regionCovers(g, c)))) &&
      (!platforms || platforms.some((p) => o.platforms.includes(p))) &&
      (!categories || categories.some((c) => o.categoryIds.has(c))) &&
      (!trafficTypes ||
        trafficTypes.some((t) => o.trafficTypes.some((x) => x.id === t && x.allowed))) &&
      (!shopIds || shopIds.includes(o.shopId)) &&
      (hasOffer === undefined || r.data.joinedIds.has(o.id) === hasOffer) &&
      (!tools || tools.some((t) => o.tools.includes(t))) &&
      (exclusive === undefined || o.isExclusive === exclusive) &&
      (!tags || tags.some((t) => o.tags.includes(t))),
  );
  const key = (o: Offer): string | number =>
    sort === "id"
      ? o.id
      : sort === "name"
        ? o.name
        : sort === "rating"
          ? o.rating
          : leadingNumber(o[sort]);
  const sorted = sort === "id" && sortType === "asc" ? list : sortBy(list, key, sortType);
  return listData(
    sorted.length,
    pageOf(sorted, page).map((o) => listItem(o, r, channel, linksOnly)),
  );
}

function offerLinks(r: XmlRequest): XmlValue {
  const offer = findOffer(r, r.segs[0]);
  const channel = intParam(r.query, "traffic_channel_id");
  const items = r.data.joinedIds.has(offer.id) ? links(offer, r, channel) : [];
  return listData(items.length, items);
}

function offerDetail(r: XmlRequest): XmlValue {
  const o = findOffer(r, r.segs[0]);
  return {
    id: o.id,
    name: o.name,
    site_url: o.site,
    date_start: o.dateStart,
    rating: o.rating,
    text: o.text,
    is_deeplink_enabled: flag(o.deeplinkEnabled),
    geo: o.geo.map(regionRecord),
    "traffic-types": o.trafficTypes.map((t) => ({
      value: flag(t.allowed),
      note: t.note,
      name: t.name,
    })),
    terms_transactions: [
      {
        value: "1",
        note: "",
        name: o.kind === "sale" ? "Returned orders are cancelled" : "Duplicates are cancelled",
      },
      {
        value: flag(o.id % 3 === 0),
        note: "Counted only with the manager's approval",
        name: "Orders by phone",
      },
      { value: flag(o.id % 2 === 0), note: "", name: "Gift card payments" },
    ],
  };
}

function offerTargets(r: XmlRequest): XmlValue {
  const o = findOffer(r, r.segs[0]);
  const me = r.pub.publisher.id;
  const goals = o.goals.filter((g) => g.personalFor === undefined || g.personalFor === me);
  return {
    items: goals.map((g) => ({
      id: g.id,
      service_area: g.serviceArea.map(regionRecord),
      restriction_on_geo: g.restriction.map(regionRecord),
      title: g.title,
      cpl: g.cpl,
      cpl_max: g.cplMax,
      cps: g.cps,
      cps_max: g.cpsMax,
      is_personal: flag(g.personalFor !== undefined),
    })),
  };
}

function promo(r: XmlRequest): XmlValue {
  const o = findOffer(r, r.segs[0], "offer_id");
  const page = paging(r.query);
  const channel = intParam(r.query, "traffic_channel_id");
  const all = r.ds.promos.get(o.id) ?? [];
  return listData(
    all.length,
    pageOf(all, page).map((p) => ({
      id: p.id,
      offer_id: p.offerId,
      name: p.name,
      added_at: p.addedAt,
      promo_type: p.promoType,
      size: p.size,
      thumbnail: p.thumbnail,
      file: p.file,
      url: trackingLink(o, r.pub.publisher.id, 1, channel),
      promo_code: p.promoCode,
      promo_code_asynchron: p.promoCodeAsynchron,
    })),
  );
}

export const offerRoutes: XmlRoutes = {
  offers: get("getOffersResponseData", offers, 1),
  "offer-links": get("getOfferLinkListResponseData", offerLinks, 1),
  offer: get("getOfferResponseData", offerDetail, 1),
  offertarget: get("getOfferTargetResponseData", offerTargets, 1),
  promo: get("getPromoResponseData", promo, 1),
};
