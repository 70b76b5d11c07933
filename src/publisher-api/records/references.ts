/** Reference directories: regions, categories, tools, languages, coupon directories… */
import { type IdName, int, itemsOf, mapList, name, str, type XmlRecord } from "../read.js";

export interface CodeName {
  code: string;
  name: string;
}

export function codeName(r: XmlRecord): CodeName {
  return { code: str(r.code), name: name(r.name) };
}

/** A node of the geo-list and offers-categories-list trees (three levels deep). */
export interface TreeNode {
  parent_id: number;
  code: string;
  count: number;
  title: string;
  value: number;
  items: TreeNode[];
}

export function treeNode(r: XmlRecord): TreeNode {
  return {
    parent_id: int(r.parent_id),
    code: str(r.code),
    count: int(r.count),
    title: name(r.title),
    value: int(r.value),
    items: mapList(itemsOf(r), treeNode),
  };
}

export interface GoodsCategory {
  id: number;
  parent_id: number;
  name: string;
  /** identifier of the category in an external market catalogue */
  yandex_category_id: string;
  offers_count: number;
  items: GoodsCategory[];
}

export function goodsCategory(r: XmlRecord): GoodsCategory {
  return {
    id: int(r.id),
    parent_id: int(r.parent_id),
    name: name(r.name),
    yandex_category_id: str(r.yandex_category_id),
    offers_count: int(r.offers_count),
    items: mapList(itemsOf(r), goodsCategory),
  };
}

export interface Brand {
  id: number;
  name: string;
  offers_count: number;
  title: string;
  value: number;
}

export interface GoodsBrands {
  value: number;
  title: string;
  items: Brand[];
}

export function goodsBrands(data: XmlRecord): GoodsBrands {
  return {
    value: int(data.value),
    title: name(data.title),
    items: mapList(itemsOf(data), (r) => ({
      id: int(r.id),
      name: name(r.name),
      offers_count: int(r.offers_count),
      title: name(r.title),
      value: int(r.value),
    })),
  };
}

export interface CouponStatus {
  id: number;
  name: string;
  description: string;
}

export function couponStatus(r: XmlRecord): CouponStatus {
  return { id: int(r.id), name: name(r.name), description: str(r.description) };
}

export type { IdName };
