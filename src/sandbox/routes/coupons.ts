// coupons: filters, sorting and paging over ~3000 coupons; personal ones only for their owner.
import { COUPON_STATUS_NAME, type Coupon, couponDates } from "../data/coupons.js";
import { regionCovers, regionRecord } from "../data/geo.js";
import { LANGUAGES } from "../data/offer-ref.js";
import {
  COUPON_CATEGORIES,
  COUPON_OTHER,
  COUPON_SCOPES,
  COUPON_STATUSES,
  COUPON_TYPES,
} from "../data/shop-ref.js";
import { badRequest } from "../lib/errors.js";
import {
  boolParam,
  enumParam,
  intList,
  intParam,
  pageOf,
  paging,
  type SortType,
  sortBy,
  strParam,
} from "../lib/params.js";
import type { XmlObject, XmlValue } from "../lib/xml.js";
import { ASSETS, bool, link } from "./shop-common.js";
import { get, listData, type XmlRequest, type XmlRoutes } from "./xml-types.js";

const nameOf = (list: ReadonlyArray<{ id: number; name: string }>, id: number): string =>
  list.find((x) => x.id === id)?.name ?? "";

function known(
  ids: number[] | undefined,
  list: ReadonlyArray<{ id: number }>,
  name: string,
): number[] | undefined {
  for (const id of ids ?? [])
    if (!list.some((x) => x.id === id)) throw badRequest(`unknown ${name} ${id}`);
  return ids;
}

const COUPON_SORTS = [
  "id",
  "name",
  "rating",
  "description",
  "active_to",
  "promo_code",
  "offer_name",
  "offer_id",
  "status",
  "retargeting",
  "coupon_type",
] as const;

function couponKey(sort: (typeof COUPON_SORTS)[number]): (c: Coupon) => string | number {
  switch (sort) {
    case "name":
      return (c) => c.name;
    case "rating":
      return (c) => c.rating;
    case "description":
      return (c) => c.description;
    case "active_to":
      return (c) => c.endMs;
    case "promo_code":
      return (c) => c.promoCode;
    case "offer_name":
      return (c) => c.offer.name;
    case "offer_id":
      return (c) => c.offer.id;
    case "status":
      return (c) => c.statusIds[0] ?? 0;
    case "retargeting":
      return (c) => (c.retargeting ? 1 : 0);
    case "coupon_type":
      return (c) => c.typeName;
    default:
      return (c) => c.id;
  }
}

function couponItem(c: Coupon, r: XmlRequest): XmlObject {
  const { start, end } = couponDates(c);
  const url = link(c.offer.id, r.pub.publisher.id, r.query);
  return {
    id: c.id,
    image: `${ASSETS}/coupons/${c.id}.png`,
    offer_logo: `${ASSETS}/logos/${c.offer.id}.png`,
    name: c.name,
    description: c.description,
    start_date: start,
    active_to: end,
    coupon_type: c.typeName,
    promo_code: c.promoCode,
    offer_name: c.offer.name,
    offer_id: c.offer.id,
    status: c.statusIds.map((id) => COUPON_STATUS_NAME.get(id) ?? "").join(", "),
    status_id: c.statusIds.join(","),
    scope: nameOf(COUPON_SCOPES, c.scopeId),
    scope_id: String(c.scopeId),
    discount: c.discount,
    discount_currency_id: c.discountCurrencyId,
    category_id: c.offer.mainCategory.id,
    action_category_name: c.offer.mainCategory.title,
    coupon_category_id: String(c.couponCategoryId),
    coupon_category_name: nameOf(COUPON_CATEGORIES, c.couponCategoryId),
    coupon_lang: c.lang,
    is_exclusive: bool(c.isExclusive),
    is_personal: bool(c.personalFor !== undefined),
    retargeting: bool(c.retargeting),
    sectoring: c.sectoring,
    geo: c.geo.map(regionRecord),
    rating: c.rating,
    url,
    url_frame: `${url}&frame=1`,
    look: c.look,
    domain: c.offer.site.replace(/^https?:\/\/(www\.)?/, ""),
  };
}

function matchesOther(c: Coupon, other: number): boolean {
  switch (other) {
    case 1:
      return c.promoCode !== "";
    case 2:
      return c.promoCode === "";
    case 3:
      return c.isExclusive;
    case 4:
      return c.personalFor !== undefined;
    default:
      return c.statusIds.includes(4);
  }
}

function coupons(r: XmlRequest): XmlValue {
  const q = r.query;
  const page = paging(q);
  const keyword = strParam(q, "keyword")?.toLowerCase();
  const geo = intList(q, "geo");
  const categories = intList(q, "categories");
  const offers = intList(q, "offers");
  const status = known(intList(q, "status"), COUPON_STATUSES, "status");
  const types = known(intList(q, "type"), COUPON_TYPES, "type");
  const otherId = intParam(q, "other");
  if (otherId !== undefined) known([otherId], COUPON_OTHER, "other");
  intParam(q, "traffic_channel_id");
  const scopes = known(intList(q, "scope_id"), COUPON_SCOPES, "scope_id");
  const couponCats = known(intList(q, "coupon_categories"), COUPON_CATEGORIES, "coupon category");
  const exclusive = boolParam(q, "is_exclusive");
  const personal = boolParam(q, "is_personal");
  const ids = intList(q, "ids");
  const lang = strParam(q, "coupon_lang");
  if (lang !== undefined && !LANGUAGES.some((l) => l.code === lang))
    throw badRequest(`unknown coupon_lang "${lang}"`);
  const sectoring = strParam(q, "sectoring");
  const sort = enumParam(q, "sort", COUPON_SORTS) ?? "id";
  const sortType: SortType = enumParam(q, "sort_type", ["asc", "desc"] as const) ?? "asc";
  const me = r.pub.publisher.id;
  // Coupons that appeared since come after the generated ones, with higher ids.
  const appeared = r.sb.newCoupons.list(r.ds, r.sb.nowMs());
  const all = appeared.length > 0 ? [...r.ds.coupons, ...appeared] : r.ds.coupons;
  const list = all.filter(
    (c) =>
      (c.personalFor === undefined || c.personalFor === me) &&
      (!keyword || c.searchText.includes(keyword)) &&
      (!geo || geo.some((g) => c.geo.some((x) => regionCovers(g, x)))) &&
      (!categories || categories.some((id) => c.offer.categoryIds.has(id))) &&
      (!offers || offers.includes(c.offer.id)) &&
      (!status || status.some((s) => c.statusIds.includes(s))) &&
      (!types || types.includes(c.typeId)) &&
      (otherId === undefined || matchesOther(c, otherId)) &&
      (!scopes || scopes.includes(c.scopeId)) &&
      (!couponCats || couponCats.includes(c.couponCategoryId)) &&
      (exclusive === undefined || c.isExclusive === exclusive) &&
      (personal === undefined || (c.personalFor !== undefined) === personal) &&
      (!ids || ids.includes(c.id)) &&
      (!lang || c.lang === lang) &&
      (!sectoring || c.sectoring === sectoring),
  );
  // Generated in id order: the default sort needs no work.
  const sorted =
    sort === "id" && sortType === "asc" ? list : sortBy(list, couponKey(sort), sortType);
  return listData(
    sorted.length,
    pageOf(sorted, page).map((c) => couponItem(c, r)),
  );
}

export const couponRoutes: XmlRoutes = {
  coupons: get("getCouponsResponseData", coupons),
};
