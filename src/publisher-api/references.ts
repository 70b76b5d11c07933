/** Reference directories: every list the filters and forms of the bot pick values from. */
import type { ReportWatch } from "./deferred.js";
import {
  type IdName,
  idName,
  itemsOf,
  mapList,
  strings as stringList,
  type XmlRecord,
} from "./read.js";
import {
  type CodeName,
  type CouponStatus,
  codeName,
  couponStatus,
  type GoodsBrands,
  type GoodsCategory,
  goodsBrands,
  goodsCategory,
  type TreeNode,
  treeNode,
} from "./records/references.js";
import type { PublisherSession } from "./session.js";

export type OfferKind = "web" | "mobile";
export type GoodsKind = "goods" | "marketplace";

export class References {
  constructor(private readonly s: PublisherSession) {}

  private async list<T>(
    endpoint: string,
    map: (r: XmlRecord) => T,
    path?: { [name: string]: string },
    options?: ReportWatch,
  ): Promise<T[]> {
    return mapList(itemsOf(await this.s.get(endpoint, path, undefined, options)), map);
  }

  private async strings(endpoint: string, options?: ReportWatch): Promise<string[]> {
    const data = await this.s.get(endpoint, undefined, undefined, options);
    return stringList(data.items ?? data);
  }

  offerTypes(options?: ReportWatch): Promise<string[]> {
    return this.strings("offers-types-list", options);
  }

  offerTools(options?: ReportWatch): Promise<CodeName[]> {
    return this.list("offers-tools-list", codeName, undefined, options);
  }

  languages(options?: ReportWatch): Promise<CodeName[]> {
    return this.list("languages-list", codeName, undefined, options);
  }

  /** Region tree (three levels). */
  geo(options?: ReportWatch): Promise<TreeNode[]> {
    return this.list("geo-list", treeNode, undefined, options);
  }

  /** Offer category tree (three levels). */
  offerCategories(type: OfferKind, options?: ReportWatch): Promise<TreeNode[]> {
    return this.list("offers-categories-list/{type}", treeNode, { type }, options);
  }

  trafficTypes(type: OfferKind, options?: ReportWatch): Promise<IdName[]> {
    return this.list("offers-traffictypes-list/{type}", idName, { type }, options);
  }

  /** Mobile platforms. */
  platforms(options?: ReportWatch): Promise<IdName[]> {
    return this.list("offers-platforms-list", idName, undefined, options);
  }

  goodsCategories(type: GoodsKind, options?: ReportWatch): Promise<GoodsCategory[]> {
    return this.list("goods-categories-list/{type}", goodsCategory, { type }, options);
  }

  async goodsBrands(type: GoodsKind, options?: ReportWatch): Promise<GoodsBrands> {
    return goodsBrands(await this.s.get("goods-brands-list/{type}", { type }, undefined, options));
  }

  goodsCurrencies(options?: ReportWatch): Promise<string[]> {
    return this.strings("goods-currency-list", options);
  }

  couponStatuses(options?: ReportWatch): Promise<CouponStatus[]> {
    return this.list("couponstatus", couponStatus, undefined, options);
  }

  couponCategories(options?: ReportWatch): Promise<IdName[]> {
    return this.list("couponcategories", idName, undefined, options);
  }

  /** Coupon scopes; the spec does not show the shape, read as (id, name) like its siblings. */
  couponScopes(options?: ReportWatch): Promise<IdName[]> {
    return this.list("couponscopes", idName, undefined, options);
  }

  couponTypes(options?: ReportWatch): Promise<IdName[]> {
    return this.list("coupontypes", idName, undefined, options);
  }

  couponOther(options?: ReportWatch): Promise<IdName[]> {
    return this.list("couponother", idName, undefined, options);
  }
}
