// Pronounceable brand names and small text templates, so lists in the bot look like real catalogues.
import type { Rng } from "../lib/prng.js";

const HEADS = [
  "Ka",
  "Lu",
  "Ve",
  "Zo",
  "Mi",
  "Ta",
  "Ro",
  "Ne",
  "Sa",
  "Do",
  "Fi",
  "Gra",
  "Ba",
  "Cle",
  "Vi",
  "Pa",
  "Ori",
  "Qua",
  "Xe",
  "Bel",
  "Tri",
  "Al",
  "Mo",
  "Su",
];
const MIDDLES = ["ra", "mo", "li", "ve", "na", "to", "ri", "sa", "de", "lo", "ne", "ta", ""];
const TAILS = ["x", "na", "ra", "go", "ly", "ta", "ro", "ica", "on", "ia", "eo", "is", "ex"];

function brandWord(rng: Rng): string {
  return rng.pick(HEADS) + rng.pick(MIDDLES) + rng.pick(TAILS);
}

const REGION_SUFFIXES = ["WW", "RU", "BR", "EU", "US", "LATAM", "KZ"];

/** An offer title: brand + category word, sometimes shouted or with a region suffix. */
export function offerName(rng: Rng, suffixes: readonly string[]): string {
  const brand = brandWord(rng);
  if (rng.chance(0.1)) return brand.toUpperCase();
  const suffix = rng.pick(suffixes);
  let name = suffix ? `${brand} ${suffix}` : brand;
  if (rng.chance(0.2)) name += ` ${rng.pick(REGION_SUFFIXES)}`;
  return name;
}

const COUPON_THINGS = [
  "everything",
  "the first order",
  "the new collection",
  "electronics",
  "shoes",
  "home goods",
  "the app order",
  "weekend orders",
];

interface CouponText {
  name: string;
  description: string;
}

export function couponText(
  rng: Rng,
  typeName: string,
  offerTitle: string,
  discount: string,
): CouponText {
  const thing = rng.pick(COUPON_THINGS);
  switch (typeName) {
    case "Free delivery":
      return {
        name: `Free delivery at ${offerTitle}`,
        description: `Free delivery on ${thing} during the promotion.`,
      };
    case "Gift":
      return {
        name: `A gift with every order at ${offerTitle}`,
        description: `Add any item and get a gift with ${thing}.`,
      };
    case "Promotion":
      return {
        name: `Sale up to ${discount} at ${offerTitle}`,
        description: `Seasonal sale: discounts up to ${discount} on ${thing}. No code needed.`,
      };
    default:
      return {
        name: `${discount} off ${thing}`,
        description: `Use the promo code at ${offerTitle} checkout to get ${discount} off ${thing}.`,
      };
  }
}

export function promoCode(rng: Rng, brand: string): string {
  const letters =
    brand
      .replace(/[^A-Za-z]/g, "")
      .toUpperCase()
      .slice(0, 5) || "SAVE";
  return `${letters}${rng.int(5, 60)}${rng.chance(0.3) ? rng.pick(["X", "VIP", "NEW", "APP"]) : ""}`;
}

export function modelName(rng: Rng): string {
  const n = rng.int(2, 99);
  switch (rng.int(0, 4)) {
    case 0:
      return `X${n}`;
    case 1:
      return `Pro ${n}`;
    case 2:
      return `${n} Lite`;
    case 3:
      return `${rng.pick(["Air", "Max", "One", "Neo", "Go"])} ${n}`;
    default:
      return `S${n}${rng.pick(["", "e", "+"])}`;
  }
}

export const LEAD_TEXTS = [
  "Pays for every approved application from a new customer.",
  "Pays for registrations confirmed by e-mail.",
  "Pays for first deposits above the minimum amount.",
];

export const SALE_TEXTS = [
  "Pays a share of every paid order. Returns are cancelled.",
  "Pays for paid orders from new and returning customers.",
  "Pays for the first paid order of a new customer.",
];
