// goods: filters, sorting and paging over ~5000 goods of the shop offers.
import { regionCovers, regionRecord } from "../data/geo.js";
import type { Good } from "../data/goods.js";
import { GOODS_CURRENCIES } from "../data/shop-ref.js";
import { badRequest } from "../lib/errors.js";
import {
  enumParam,
  intList,
  intParam,
  pageOf,
  paging,
  type SortType,
  sortBy,
  strList,
  strParam,
} from "../lib/params.js";
import type { XmlObject, XmlValue } from "../lib/xml.js";
import { bool, link } from "./shop-common.js";
import { get, listData, type XmlRequest, type XmlRoutes } from "./xml-types.js";

const GOODS_SORTS = [
  "id",
  "name",
  "link",
  "title",
  "price",
  "old_price",
  "delivery",
  "brand",
  "credit",
  "rating",
  "discount",
  "retargeting",
  "currency",
  "sku",
  "upc",
  "image",
] as const;

function goodKey(sort: (typeof GOODS_SORTS)[number]): (g: Good) => string | number {
  switch (sort) {
    case "id":
      return (g) => g.num;
    case "price":
      return (g) => g.price;
    case "old_price":
      return (g) => g.oldPrice;
    case "rating":
      return (g) => g.rating;
    case "discount":
      return (g) => Number.parseInt(g.discount, 10) || 0;
    case "retargeting":
      return (g) => (g.retargeting ? 1 : 0);
    case "name":
    case "title":
      return (g) => g.name;
    case "link":
      return (g) => g.url;
    default:
      return (g) => g[sort];
  }
}

function goodItem(g: Good, r: XmlRequest): XmlObject {
  return {
    id: g.id,
    shop_offer_id: g.shopOfferId,
    name: g.name,
    offer_name: g.offer.name,
    offer_id: g.offer.id,
    price: g.price.toFixed(2),
    old_price: g.oldPrice.toFixed(2),
    _3mepc: g.epc3m.toFixed(2),
    _7depc: g.epc7d.toFixed(2),
    region: g.regions.map(regionRecord),
    delivery: g.delivery,
    category: g.category.title,
    category_id: g.category.id,
    original_category: g.originalCategory,
    brand: g.brand,
    coupons: g.coupons,
    credit: g.credit,
    rating: g.rating,
    update_date: g.updateDate,
    retargeting: bool(g.retargeting),
    discount: g.discount,
    currency: g.currency,
    sku: g.sku,
    upc: g.upc,
    image: g.image,
    shop_id: g.shopId,
    text: g.text,
    orders: g.orders,
    url: link(g.offer.id, r.pub.publisher.id, r.query, g.url),
    properties: g.properties,
    similarGoods: "",
  };
}

function goods(r: XmlRequest): XmlValue {
  const q = r.query;
  const page = paging(q);
  const geo = intList(q, "geo");
  const categories = intList(q, "categories");
  const brands = intList(q, "brands");
  const offers = intList(q, "offer");
  const currency = strList(q, "currency")?.map((c) => c.toUpperCase());
  for (const c of currency ?? []) {
    if (!(GOODS_CURRENCIES as readonly string[]).includes(c))
      throw badRequest(`unknown currency "${c}"`);
  }
  const shops = intList(q, "shop");
  const sku = strParam(q, "sku")?.toLowerCase();
  const minPrice = intParam(q, "min_price");
  const maxPrice = intParam(q, "max_price");
  const keyword = strParam(q, "keyword")?.toLowerCase();
  intParam(q, "traffic_channel_id");
  enumParam(q, "similar", ["xml", "json"] as const);
  const sort = enumParam(q, "sort", GOODS_SORTS) ?? "id";
  const sortType: SortType = enumParam(q, "sort_type", ["asc", "desc"] as const) ?? "asc";
  const available = enumParam(q, "available", ["true", "false"] as const);
  const list = r.ds.goods.filter(
    (g) =>
      (!geo || geo.some((id) => g.regions.some((c) => regionCovers(id, c)))) &&
      (!categories || categories.some((id) => g.categoryIds.includes(id))) &&
      (!brands || brands.includes(g.brandId)) &&
      (!offers || offers.includes(g.offer.id)) &&
      (!currency || currency.includes(g.currency)) &&
      (!shops || shops.includes(g.shopId)) &&
      (!sku || g.sku.toLowerCase() === sku) &&
      (minPrice === undefined || g.price >= minPrice) &&
      (maxPrice === undefined || g.price <= maxPrice) &&
      (!keyword || g.searchText.includes(keyword)) &&
      (available === undefined || g.available === (available === "true")),
  );
  const sorted = sort === "id" && sortType === "asc" ? list : sortBy(list, goodKey(sort), sortType);
  return listData(
    sorted.length,
    pageOf(sorted, page).map((g) => goodItem(g, r)),
  );
}

export const goodsRoutes: XmlRoutes = {
  goods: get("getGoodsResponseData", goods),
};
