/** Catalogues: offers of every type, one offer, its links, goals and promo, coupons and goods. */
import type { ReportWatch } from "./deferred.js";
import { itemsOf, mapList, type Page, page } from "./read.js";
import { type Coupon, coupon, type Goods, goods } from "./records/goods.js";
import {
  type OfferDetail,
  type OfferGoal,
  type OfferLink,
  type OfferListItem,
  type OfferType,
  offerDetail,
  offerGoal,
  offerLink,
  offerListItem,
  type PromoItem,
  promoItem,
} from "./records/offers.js";
import type { PublisherSession } from "./session.js";

/** Comma-separated identifiers: give a list or the ready string. */
export type IdList = string | readonly (string | number)[];
export type SortType = "asc" | "desc";

/** `start` is a page index (0, 1, 2…), `limit` the page size (at most 1000). */
export interface Paging {
  start?: number;
  limit?: number;
}

export interface OffersQuery extends Paging {
  ids?: IdList;
  sort?:
    | "id"
    | "name"
    | "rating"
    | "cpl"
    | "cpa"
    | "epc7days"
    | "epc90days"
    | "cpo7days"
    | "cpo90days";
  sort_type?: SortType;
  /** keyword in the offer title */
  q?: string;
  geo?: IdList;
  platforms?: IdList;
  categories?: IdList;
  traffic_types?: IdList;
  traffic_channel_id?: number;
  shop_id?: string;
  /** offer links without statistics */
  linksonly?: boolean;
  /** only offers the publisher has (true) or has not (false) joined */
  user_has_offer?: boolean;
  tools?: IdList;
  is_exclusive?: boolean;
  tags?: IdList;
}

export interface PromoQuery extends Paging {
  traffic_channel_id?: number;
}

export interface CouponsQuery extends Paging {
  /** substring of name or description */
  keyword?: string;
  geo?: IdList;
  categories?: IdList;
  offers?: IdList;
  /** couponstatus directory ids */
  status?: IdList;
  /** coupontypes directory ids */
  type?: IdList;
  /** couponother directory id */
  other?: number;
  subaccount?: string;
  traffic_channel_id?: number;
  scope_id?: IdList;
  coupon_categories?: IdList;
  is_exclusive?: boolean;
  is_personal?: boolean;
  ids?: IdList;
  coupon_lang?: string;
  sectoring?: string;
  sort?:
    | "id"
    | "name"
    | "rating"
    | "description"
    | "active_to"
    | "promo_code"
    | "offer_name"
    | "offer_id"
    | "status"
    | "retargeting"
    | "coupon_type";
  sort_type?: SortType;
  /** saved custom filter */
  filter?: string;
}

export interface GoodsQuery extends Paging {
  geo?: IdList;
  categories?: IdList;
  brands?: IdList;
  offer?: IdList;
  currency?: IdList;
  shop?: IdList;
  sku?: string;
  subaccount?: string;
  min_price?: number;
  max_price?: number;
  /** substring of the article name */
  keyword?: string;
  traffic_channel_id?: number;
  similar?: "xml" | "json";
  sort?:
    | "id"
    | "name"
    | "link"
    | "title"
    | "price"
    | "old_price"
    | "delivery"
    | "brand"
    | "credit"
    | "rating"
    | "discount"
    | "retargeting"
    | "currency"
    | "sku"
    | "upc"
    | "image";
  sort_type?: SortType;
  available?: boolean;
  /** downloads filter */
  filter?: string;
}

export class Catalog {
  constructor(private readonly s: PublisherSession) {}

  /** Offers of one type (web, mobile, api, all, or their `_favourite` lists). */
  async offers(
    type: OfferType = "all",
    query: OffersQuery = {},
    options?: ReportWatch,
  ): Promise<Page<OfferListItem>> {
    return page(await this.s.get("offers/{type}", { type }, query, options), offerListItem);
  }

  async offer(id: number, options?: ReportWatch): Promise<OfferDetail> {
    return offerDetail(await this.s.get("offer/{id}", { id }, undefined, options));
  }

  /** Tracking links of an offer; empty when the publisher has not joined it. */
  async offerLinks(
    id: number,
    query: { traffic_channel_id?: number } = {},
    options?: ReportWatch,
  ): Promise<Page<OfferLink>> {
    return page(await this.s.get("offer-links/{id}", { id }, query, options), offerLink);
  }

  /** Goals of an offer with their payouts (offertarget; the answer has no total). */
  async offerGoals(id: number, options?: ReportWatch): Promise<OfferGoal[]> {
    const data = await this.s.get("offertarget/{id}", { id }, undefined, options);
    return mapList(itemsOf(data), offerGoal);
  }

  async promo(
    offerId: number,
    query: PromoQuery = {},
    options?: ReportWatch,
  ): Promise<Page<PromoItem>> {
    const data = await this.s.get("promo/{offer_id}", { offer_id: offerId }, query, options);
    return page(data, promoItem);
  }

  async coupons(query: CouponsQuery = {}, options?: ReportWatch): Promise<Page<Coupon>> {
    return page(await this.s.get("coupons", undefined, query, options), coupon);
  }

  async goods(query: GoodsQuery = {}, options?: ReportWatch): Promise<Page<Goods>> {
    return page(await this.s.get("goods", undefined, query, options), goods);
  }
}
