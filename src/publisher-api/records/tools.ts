/** Promo tools: banner rotators, text shift and conversion postbacks (requests and responses). */
import {
  flag,
  type IdName,
  idName,
  int,
  ints,
  list,
  mapList,
  name,
  str,
  strings,
  type XmlRecord,
} from "../read.js";

export type RotatorType = "flash" | "image" | "all";
export type RotatorCodeType = "JS_CODE" | "JS_CODE_ASYNC" | "XML_FEED";

export interface Rotator {
  id: number;
  name: string;
  subaccount: string;
  /** creation time, as sent */
  added_at: string;
  type: RotatorType | string;
  offers_included: IdName[];
  offers_excluded: IdName[];
  add_new_offers: boolean;
  banner_sizes: string[];
  category_included: IdName[];
  category_excluded: IdName[];
  banners_included: IdName[];
  banners_excluded: IdName[];
  enable_optimization: boolean;
  /** embed codes */
  code: { value: string; type: RotatorCodeType | string }[];
}

export function rotator(r: XmlRecord): Rotator {
  return {
    id: int(r.id),
    name: name(r.name),
    subaccount: str(r.subaccount),
    added_at: str(r.added_at),
    type: str(r.type),
    offers_included: mapList(list(r.offers_included), idName),
    offers_excluded: mapList(list(r.offers_excluded), idName),
    add_new_offers: flag(r.add_new_offers),
    banner_sizes: strings(r.banner_sizes),
    category_included: mapList(list(r.category_included), idName),
    category_excluded: mapList(list(r.category_excluded), idName),
    banners_included: mapList(list(r.banners_included), idName),
    banners_excluded: mapList(list(r.banners_excluded), idName),
    enable_optimization: flag(r.enable_optimization),
    code: mapList(list(r.code), (c) => ({ value: str(c.value), type: str(c.type) })),
  };
}

/**
 * Fields of a rotator create. On update an empty list is meaningful (an empty offers_included
 * connects all offers, an empty offers_excluded removes exclusions…), so `[]` is sent as an empty
 * element while a field left undefined is not sent at all.
 */
export interface RotatorInput {
  name: string;
  subaccount?: string;
  type?: RotatorType;
  offers_included?: readonly number[];
  offers_excluded?: readonly number[];
  add_new_offers?: boolean;
  banner_sizes?: readonly string[];
  category_included?: readonly number[];
  category_excluded?: readonly number[];
  banners_included?: readonly number[];
  banners_excluded?: readonly number[];
  enable_optimization?: boolean;
}

export interface RotatorUpdate extends Partial<RotatorInput> {
  id: number;
}

/**
 * A banner of the banner search. The spec gives (id, name) only; deployments that add the promo
 * item's `size` and `thumbnail` are read too ("" when absent), and a size written in the name
 * ("… 300x250") stands in for a missing `size`.
 */
export interface Banner extends IdName {
  size: string;
  /** a picture of the banner; "" when the network gives none */
  thumbnail: string;
}

export function banner(r: XmlRecord): Banner {
  const base = idName(r);
  const size = str(r.size).trim() || (/\b(\d{2,4}x\d{2,4})\b/.exec(base.name)?.[1] ?? "");
  return { ...base, size, thumbnail: str(r.thumbnail).trim() };
}

export interface TextShiftInput {
  name?: string;
  subaccount?: string;
  subaccount1?: string;
  subaccount2?: string;
  subaccount3?: string;
  subaccount4?: string;
  subaccount5?: string;
  /** link mode on (sent as the element `links` = on) */
  links?: boolean;
  links_timeout?: number;
  links_excluded_sites?: string;
  /** text mode on */
  text?: boolean;
  text_target?: "current" | "blank";
  text_excluded_sites?: string;
  /** clickunder on */
  clickunder?: boolean;
  clickunder_timeout?: number;
  clickunder_excluded_sites?: string;
  clickunder_scheme_first?: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
  clickunder_scheme_second?: 0 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
  clickunder_scheme_third?: 0 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
  clickunder_target?: 2 | 3;
}

export interface TextShiftUpdate extends TextShiftInput {
  id: number;
}

/** Parameter names a postback may carry (request `query_params` children). */
export type PostbackParam =
  | "offer_id"
  | "offer_name"
  | "wp_id"
  | "wp_name"
  | "site"
  | "subaccount"
  | "action_type"
  | "target_id"
  | "target_name"
  | "payout_id"
  | "payout"
  | "payout_currency"
  | "click_id"
  | "click_time"
  | "event_time"
  | "conversion_time"
  | "ip"
  | "country"
  | "city"
  | "ua"
  | "user_browser"
  | "user_os"
  | "user_device"
  | "cpl_id"
  | "open_commission"
  | "order_amount"
  | "status";

export interface Postback {
  id: number;
  name: string;
  url: string;
  /** "0" (all), "cpl" or "cpa" as the API answers */
  action_type: string;
  request_type: "post" | "get" | string;
  /** status code 1, 2 or 3 (meanings not given by the spec) */
  status: number;
  comment: string;
  /** empty when the API sent null */
  query_params: { name: string; value: string }[];
  /** empty when the API sent null */
  offers_included: number[];
}

export function postback(r: XmlRecord): Postback {
  return {
    id: int(r.id),
    name: name(r.name),
    url: str(r.url),
    action_type: str(r.action_type),
    request_type: str(r.request_type),
    status: int(r.status),
    comment: str(r.comment),
    query_params: mapList(list(r.query_params), (p) => ({
      name: str(p.name),
      value: str(p.value),
    })),
    offers_included: ints(r.offers_included),
  };
}

export interface PostbackInput {
  name: string;
  url: string;
  action_type: "all" | "cpl" | "cpa";
  request_type: "post" | "get";
  query_params?: Partial<Record<PostbackParam, string>>;
  /** [] removes connected offers; [0] connects all available offers */
  offers_included?: readonly number[];
}

export interface PostbackUpdate extends PostbackInput {
  id: number;
}
