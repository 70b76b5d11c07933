/** Offer records: the offers list, one offer, its links, goals and promo materials. */
import { flag, int, list, mapList, name, num, str, strings, type XmlRecord } from "../read.js";
import { type Commission, parseCommission } from "../values.js";
import {
  type IdTitle,
  idTitle,
  type OfferRegion,
  offerRegion,
  type Region,
  region,
} from "./common.js";

export type OfferType =
  | "web"
  | "web_favourite"
  | "mobile"
  | "mobile_favourite"
  | "api"
  | "api_favourite"
  | "all"
  | "all_favourite";

export interface OfferCategory {
  main_id: number;
  main_title: string;
  other_categories: IdTitle[];
}

export interface OfferTrafficType {
  id: number;
  /** whether this traffic type is allowed */
  value: boolean;
  note: string;
  name: string;
}

export interface OfferLink {
  /** link type */
  title: string;
  is_default: boolean;
  deep_link: string;
}

export interface OfferListItem {
  id: number;
  name: string;
  /** the publisher has joined the offer */
  user_has_offer: boolean;
  /** cookie life span as sent (days, e.g. "30") */
  cookie_ltv: string;
  site: string;
  categories: OfferCategory[];
  traffic_types: OfferTrafficType[];
  additional_traffic_types: OfferTrafficType[];
  geo: OfferRegion[];
  /** tracking links; empty when the publisher has not joined */
  items: OfferLink[];
  offer_logo: string;
  offer_logo_svg: string;
  approval_time: string;
  favicon: string;
  shop_id: string;
  /** lead commission */
  cpl: Commission;
  /** sale commission */
  cpa: Commission;
  rating: number;
  epc7days: Commission;
  epc90days: Commission;
  cpo7days: Commission;
  cpo90days: Commission;
  screen: string;
  is_exclusive: boolean;
  tags: string[];
}

function offerCategory(r: XmlRecord): OfferCategory {
  return {
    main_id: int(r.main_id),
    main_title: name(r.main_title),
    other_categories: mapList(list(r.other_categories), idTitle),
  };
}

function trafficType(r: XmlRecord): OfferTrafficType {
  return { id: int(r.id), value: flag(r.value), note: str(r.note), name: name(r.name) };
}

export function offerLink(r: XmlRecord): OfferLink {
  return { title: name(r.title), is_default: flag(r.is_default), deep_link: str(r.deep_link) };
}

export function offerListItem(r: XmlRecord): OfferListItem {
  return {
    id: int(r.id),
    name: name(r.name),
    user_has_offer: flag(r.user_has_offer),
    cookie_ltv: str(r.cookie_ltv),
    site: str(r.site),
    categories: mapList(list(r.categories), offerCategory),
    traffic_types: mapList(list(r["traffic-types"]), trafficType),
    additional_traffic_types: mapList(list(r["additional-traffic-types"]), trafficType),
    geo: mapList(list(r.geo), offerRegion),
    items: mapList(list(r.items), offerLink),
    offer_logo: str(r.offer_logo),
    offer_logo_svg: str(r.offer_logo_svg),
    approval_time: str(r.approval_time),
    favicon: str(r.favicon),
    shop_id: str(r.shop_id),
    cpl: parseCommission(r.cpl),
    cpa: parseCommission(r.cpa),
    rating: num(r.rating),
    epc7days: parseCommission(r.epc7days),
    epc90days: parseCommission(r.epc90days),
    cpo7days: parseCommission(r.cpo7days),
    cpo90days: parseCommission(r.cpo90days),
    screen: str(r.screen),
    is_exclusive: flag(r.is_exclusive),
    tags: strings(r.tags),
  };
}

/** A term of an offer (allowed traffic, transaction terms): allowed or not, with a note. */
export interface OfferTerm {
  value: boolean;
  note: string;
  name: string;
}

function offerTerm(r: XmlRecord): OfferTerm {
  return { value: flag(r.value), note: str(r.note), name: name(r.name) };
}

export interface OfferDetail {
  id: number;
  name: string;
  site_url: string;
  date_start: string;
  rating: number;
  text: string;
  is_deeplink_enabled: boolean;
  geo: Region[];
  traffic_types: OfferTerm[];
  terms_transactions: OfferTerm[];
}

export function offerDetail(r: XmlRecord): OfferDetail {
  return {
    id: int(r.id),
    name: name(r.name),
    site_url: str(r.site_url),
    date_start: str(r.date_start),
    rating: num(r.rating),
    text: str(r.text),
    is_deeplink_enabled: flag(r.is_deeplink_enabled),
    geo: mapList(list(r.geo), region),
    traffic_types: mapList(list(r["traffic-types"]), offerTerm),
    terms_transactions: mapList(list(r.terms_transactions), offerTerm),
  };
}

/** An offer goal (offertarget) with its payouts. */
export interface OfferGoal {
  id: number;
  /** regional settings of the goal */
  service_area: Region[];
  /** geo restrictions */
  restriction_on_geo: Region[];
  title: string;
  cpl: Commission;
  cpl_max: Commission;
  cps: Commission;
  cps_max: Commission;
  /** available to this particular publisher */
  is_personal: boolean;
}

export function offerGoal(r: XmlRecord): OfferGoal {
  return {
    id: int(r.id),
    service_area: mapList(list(r.service_area), region),
    restriction_on_geo: mapList(list(r.restriction_on_geo), region),
    title: name(r.title),
    cpl: parseCommission(r.cpl),
    cpl_max: parseCommission(r.cpl_max),
    cps: parseCommission(r.cps),
    cps_max: parseCommission(r.cps_max),
    is_personal: flag(r.is_personal),
  };
}

export interface PromoItem {
  id: number;
  offer_id: number;
  name: string;
  added_at: string;
  promo_type: string;
  size: string;
  thumbnail: string;
  file: string;
  url: string;
  /** may be "" */
  promo_code: string;
  promo_code_asynchron: string;
}

export function promoItem(r: XmlRecord): PromoItem {
  return {
    id: int(r.id),
    offer_id: int(r.offer_id),
    name: name(r.name),
    added_at: str(r.added_at),
    promo_type: str(r.promo_type),
    size: str(r.size),
    thumbnail: str(r.thumbnail),
    file: str(r.file),
    url: str(r.url),
    promo_code: str(r.promo_code),
    promo_code_asynchron: str(r.promo_code_asynchron),
  };
}
