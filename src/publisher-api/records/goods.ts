/** Goods and coupon catalogue records. The goods mapper is the hot path of a 1000-item page. */
import { flag, int, list, mapList, name, num, optNum, str, type XmlRecord } from "../read.js";
import { type Region, region } from "./common.js";

export interface GoodsProperty {
  name: string;
  value: string;
}

export interface Goods {
  /** article identifier */
  id: string;
  /** article identifier in the shop */
  shop_offer_id: string;
  name: string;
  offer_name: string;
  offer_id: number;
  price: number;
  /** undefined when the article has no previous price */
  old_price: number | undefined;
  /** publisher revenue per 1000 clicks over 3 months */
  _3mepc: number;
  /** publisher revenue per 1000 clicks over 7 days */
  _7depc: number;
  region: Region[];
  delivery: string;
  category: string;
  category_id: number;
  original_category: string;
  brand: string;
  /** whether the article is a coupon, as sent */
  coupons: string;
  /** whether purchase on credit is possible, as sent */
  credit: string;
  rating: number;
  update_date: string;
  retargeting: boolean;
  discount: string;
  currency: string;
  sku: string;
  upc: string;
  image: string;
  shop_id: number;
  text: string;
  orders: string;
  url: string;
  properties: GoodsProperty[];
  similarGoods: string;
}

function property(r: XmlRecord): GoodsProperty {
  return { name: name(r.name), value: str(r.value) };
}

export function goods(r: XmlRecord): Goods {
  return {
    id: str(r.id),
    shop_offer_id: str(r.shop_offer_id),
    name: name(r.name),
    offer_name: name(r.offer_name),
    offer_id: int(r.offer_id),
    price: num(r.price),
    old_price: optNum(r.old_price),
    _3mepc: num(r._3mepc),
    _7depc: num(r._7depc),
    region: mapList(list(r.region), region),
    delivery: str(r.delivery),
    category: str(r.category),
    category_id: int(r.category_id),
    original_category: str(r.original_category),
    brand: name(r.brand),
    coupons: str(r.coupons),
    credit: str(r.credit),
    rating: int(r.rating),
    update_date: str(r.update_date),
    retargeting: flag(r.retargeting),
    discount: str(r.discount),
    currency: str(r.currency),
    sku: str(r.sku),
    upc: str(r.upc),
    image: str(r.image),
    shop_id: int(r.shop_id),
    text: str(r.text),
    orders: str(r.orders),
    url: str(r.url),
    properties: mapList(list(r.properties), property),
    similarGoods: str(r.similarGoods),
  };
}

export type CouponLook = "online" | "offline";

export interface Coupon {
  id: number;
  image: string;
  offer_logo: string;
  name: string;
  description: string;
  /** date and time the coupon begins, as sent (`yyyy-mm-dd HH:MM:SS`); see parseApiDate */
  start_date: string;
  /** date and time the coupon stops operating, as sent */
  active_to: string;
  coupon_type: string;
  /** may be "" when the coupon is not a promo code */
  promo_code: string;
  offer_name: string;
  offer_id: number;
  status: string;
  status_id: string;
  scope: string;
  scope_id: string;
  discount: string;
  discount_currency_id: string;
  category_id: number;
  action_category_name: string;
  coupon_category_id: string;
  coupon_category_name: string;
  coupon_lang: string;
  is_exclusive: boolean;
  is_personal: boolean;
  retargeting: boolean;
  sectoring: string;
  geo: Region[];
  rating: number;
  url: string;
  url_frame: string;
  /** "online" or "offline"; "" when absent */
  look: CouponLook | "";
  domain: string;
}

export function coupon(r: XmlRecord): Coupon {
  const look = str(r.look);
  return {
    id: int(r.id),
    image: str(r.image),
    offer_logo: str(r.offer_logo),
    name: name(r.name),
    description: str(r.description),
    start_date: str(r.start_date),
    active_to: str(r.active_to),
    coupon_type: str(r.coupon_type),
    promo_code: str(r.promo_code),
    offer_name: name(r.offer_name),
    offer_id: int(r.offer_id),
    status: str(r.status),
    status_id: str(r.status_id),
    scope: str(r.scope),
    scope_id: str(r.scope_id),
    discount: str(r.discount),
    discount_currency_id: str(r.discount_currency_id),
    category_id: int(r.category_id),
    action_category_name: str(r.action_category_name),
    coupon_category_id: str(r.coupon_category_id),
    coupon_category_name: str(r.coupon_category_name),
    coupon_lang: str(r.coupon_lang),
    is_exclusive: flag(r.is_exclusive),
    is_personal: flag(r.is_personal),
    retargeting: flag(r.retargeting),
    sectoring: str(r.sectoring),
    geo: mapList(list(r.geo), region),
    rating: num(r.rating),
    url: str(r.url),
    url_frame: str(r.url_frame),
    look: look === "online" || look === "offline" ? look : "",
    domain: str(r.domain),
  };
}
