// Reference directories around coupons and goods.
import type { IdName } from "./offer-ref.js";
import { buildTree, type TreeNode } from "./tree.js";

export interface CouponStatus extends IdName {
  description: string;
}

export const COUPON_STATUSES: readonly CouponStatus[] = [
  { id: 1, name: "New", description: "Added during the last 7 days" },
  { id: 2, name: "Active", description: "Valid now" },
  { id: 3, name: "Expected", description: "Starts later" },
  { id: 4, name: "Ending soon", description: "Ends within 3 days" },
  { id: 5, name: "Expired", description: "No longer valid" },
];

export const COUPON_CATEGORIES: readonly IdName[] = [
  "Discount",
  "Free shipping",
  "Gift with purchase",
  "Cashback",
  "Sale",
  "Buy one get one",
  "First order",
  "Loyalty",
].map((name, i) => ({ id: i + 1, name }));

export const COUPON_SCOPES: readonly IdName[] = [
  "Whole store",
  "Category",
  "Selected goods",
  "First order",
  "Mobile app",
].map((name, i) => ({ id: i + 1, name }));

export const COUPON_TYPES: readonly IdName[] = [
  "Promo code",
  "Promotion",
  "Free delivery",
  "Gift",
].map((name, i) => ({
  id: i + 1,
  name,
}));

export const COUPON_OTHER: readonly IdName[] = [
  "With a promo code",
  "Without a promo code",
  "Exclusive",
  "Personal",
  "Ending soon",
].map((name, i) => ({ id: i + 1, name }));

export const GOODS_CURRENCIES = ["RUB", "USD", "EUR", "BRL", "KZT", "UAH"] as const;

export const GOODS_CATEGORIES: readonly TreeNode[] = buildTree(
  [
    [
      "Electronics",
      [
        ["Phones", ["Smartphones", "Phone accessories"]],
        ["Computers", ["Laptops", "Monitors"]],
        ["TV & Audio", ["Headphones", "TVs"]],
      ],
    ],
    [
      "Fashion",
      [
        ["Women", ["Dresses", "Women's shoes"]],
        ["Men", ["Shirts", "Sneakers"]],
      ],
    ],
    [
      "Home",
      [
        ["Kitchen", ["Cookware", "Coffee machines"]],
        ["Furniture", ["Chairs", "Lamps"]],
      ],
    ],
    ["Beauty", ["Skincare", "Makeup", "Perfume"]],
    ["Sports", ["Fitness", "Cycling", "Camping"]],
    ["Kids", ["Toys", "Kids' clothes"]],
  ],
  1,
);

export const MARKETPLACE_CATEGORIES: readonly TreeNode[] = buildTree(
  [
    ["Marketplace electronics", [["Gadgets", ["Smartwatches", "Power banks"]], "Cables"]],
    ["Marketplace home", [["Decor", ["Candles", "Posters"]], "Storage"]],
    ["Marketplace fashion", ["Bags", "Jewellery"]],
  ],
  5000,
);

/** Product nouns per goods leaf category title, for generated goods names. */
export const PRODUCT_NOUNS: Readonly<Record<string, string>> = {
  Smartphones: "Smartphone",
  "Phone accessories": "Phone case",
  Laptops: "Laptop",
  Monitors: "Monitor",
  Headphones: "Headphones",
  TVs: "Smart TV",
  Dresses: "Dress",
  "Women's shoes": "Ankle boots",
  Shirts: "Shirt",
  Sneakers: "Sneakers",
  Cookware: "Frying pan",
  "Coffee machines": "Coffee machine",
  Chairs: "Office chair",
  Lamps: "Desk lamp",
  Skincare: "Face cream",
  Makeup: "Mascara",
  Perfume: "Eau de parfum",
  Fitness: "Yoga mat",
  Cycling: "Bike helmet",
  Camping: "Tent",
  Toys: "Building set",
  "Kids' clothes": "Hoodie",
  Smartwatches: "Smartwatch",
  "Power banks": "Power bank",
  Cables: "USB-C cable",
  Candles: "Scented candle",
  Posters: "Poster",
  Storage: "Storage box",
  Bags: "Backpack",
  Jewellery: "Silver ring",
};

export const BRANDS: readonly IdName[] = [
  "Aurelon",
  "Brisk",
  "Calyra",
  "Dovetail",
  "Emberline",
  "Fjordline",
  "Glint",
  "Halden",
  "Istra",
  "Juniper",
  "Kestrel",
  "Lumeo",
  "Montra",
  "Nexa",
  "Orbis",
  "Pellan",
  "Quorra",
  "Rivet",
  "Solace",
  "Tandem",
  "Umbra",
  "Vireo",
  "Wexford",
  "Xylo",
  "Yarrow",
  "Zephyr",
  "Arcadia",
  "Bellweather",
  "Corvo",
  "Drift",
].map((name, i) => ({ id: i + 1, name }));
