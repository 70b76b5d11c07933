// ~5000 goods from the shop offers (those with a shop_id): prices, old prices, discounts, images.
import { DAY_MS, isoDay } from "../lib/dates.js";
import { Rng, seedOf } from "../lib/prng.js";
import { PER_USD } from "./currencies.js";
import type { Country } from "./geo.js";
import { modelName } from "./names.js";
import type { Offer } from "./offers.js";
import { BRANDS, GOODS_CATEGORIES, MARKETPLACE_CATEGORIES, PRODUCT_NOUNS } from "./shop-ref.js";
import { leaves, type TreeNode } from "./tree.js";

const GOODS_COUNT = 5000;

export interface Good {
  id: string;
  num: number;
  shopOfferId: string;
  name: string;
  /** Lower-cased name, for keyword search. */
  searchText: string;
  offer: Offer;
  shopId: number;
  price: number;
  oldPrice: number;
  epc3m: number;
  epc7d: number;
  regions: Country[];
  delivery: string;
  category: TreeNode;
  /** The category's top-level ancestor chain, for category filters. */
  categoryIds: number[];
  marketplace: boolean;
  originalCategory: string;
  brandId: number;
  brand: string;
  coupons: string;
  credit: string;
  rating: number;
  updateDate: string;
  retargeting: boolean;
  discount: string;
  currency: string;
  sku: string;
  upc: string;
  image: string;
  text: string;
  orders: string;
  url: string;
  properties: Array<{ name: string; value: string }>;
  available: boolean;
}

const COLORS = ["black", "white", "silver", "blue", "red", "green", "beige"];

function ancestors(node: TreeNode, byId: ReadonlyMap<number, TreeNode>): number[] {
  const ids: number[] = [];
  let n: TreeNode | undefined = node;
  while (n) {
    ids.push(n.id);
    n = byId.get(n.parentId);
  }
  return ids;
}

export function generateGoods(seed: number, offers: readonly Offer[]): Good[] {
  const rng = new Rng(seedOf(seed, "goods"));
  const shops = offers.filter((o) => o.shopId !== "");
  if (shops.length === 0) return [];
  const goodsLeaves = leaves(GOODS_CATEGORIES);
  const marketLeaves = leaves(MARKETPLACE_CATEGORIES);
  const byId = new Map<number, TreeNode>();
  const index = (nodes: readonly TreeNode[]): void => {
    for (const n of nodes) {
      byId.set(n.id, n);
      index(n.children);
    }
  };
  index(GOODS_CATEGORIES);
  index(MARKETPLACE_CATEGORIES);
  const fixedDay = Date.UTC(2025, 0, 1) / DAY_MS;
  const out: Good[] = [];
  let num = 8_100_000;
  for (let i = 0; i < GOODS_COUNT; i++) {
    num += rng.int(1, 40);
    const offer = rng.pickSkewed(shops, 1.3);
    const marketplace = rng.chance(0.2);
    const category = rng.pick(marketplace ? marketLeaves : goodsLeaves);
    const brand = rng.pickSkewed(BRANDS, 1.4);
    const noun = PRODUCT_NOUNS[category.title] ?? category.title;
    const usd = Math.round(rng.float(4, 1200) * 100) / 100;
    const factor = PER_USD[offer.currency] ?? 1;
    const price = Math.round(usd * factor * 100) / 100;
    const discounted = rng.chance(0.4);
    const oldPrice = discounted ? Math.round(price * rng.float(1.1, 1.8) * 100) / 100 : price;
    const color = rng.pick(COLORS);
    const sku = `${brand.name.slice(0, 3).toUpperCase()}-${num}`;
    const name = `${brand.name} ${noun} ${modelName(rng)}${rng.chance(0.4) ? `, ${color}` : ""}`;
    out.push({
      id: String(num),
      num,
      shopOfferId: `${offer.shopId}-${rng.int(10_000, 99_999)}`,
      name,
      searchText: name.toLowerCase(),
      offer,
      shopId: Number(offer.shopId),
      price,
      oldPrice,
      epc3m: Math.round(rng.float(0, 40) * 100) / 100,
      epc7d: Math.round(rng.float(0, 40) * 100) / 100,
      regions: offer.geo.slice(0, 2),
      delivery: rng.pick([
        "Free delivery",
        "Delivery 1-3 days",
        "Pick-up point",
        "Courier delivery",
        "",
      ]),
      category,
      categoryIds: ancestors(category, byId),
      marketplace,
      originalCategory: `${byId.get(category.parentId)?.title ?? ""}/${category.title}`,
      brandId: brand.id,
      brand: brand.name,
      coupons: rng.chance(0.15) ? "1" : "0",
      credit: rng.chance(0.25) ? "1" : "0",
      rating: rng.int(0, 5),
      updateDate: isoDay(fixedDay + rng.int(0, 300)),
      retargeting: rng.chance(0.2),
      discount: discounted ? `${Math.round((1 - price / oldPrice) * 100)}%` : "",
      currency: offer.currency,
      sku,
      upc: String(rng.int(100_000, 999_999)) + String(rng.int(100_000, 999_999)),
      image: `https://static.sandbox.test/goods/${num}.jpg`,
      text: `${noun} by ${brand.name}. Colour: ${color}.`,
      orders: String(rng.int(0, 400)),
      url: `${offer.site}/p/${num}`,
      properties: [
        { name: "Colour", value: color },
        { name: "Warranty", value: `${rng.pick([6, 12, 24])} months` },
      ],
      available: rng.chance(0.85),
    });
  }
  return out;
}
