// ~400 offers of all three types, with the field notes' value quirks: commission strings as a
// single value, a range, a percentage or empty, padded names, "1"/"0" flags.
import { Rng, seedOf } from "../lib/prng.js";
import { COUNTRIES, type Country } from "./geo.js";
import { LEAD_TEXTS, offerName, SALE_TEXTS } from "./names.js";
import {
  ADDITIONAL_TRAFFIC_TYPES,
  GOAL_TITLES,
  type IdName,
  LINK_TITLES,
  MOBILE_CATEGORIES,
  MOBILE_TRAFFIC_TYPES,
  NAME_SUFFIXES,
  OFFER_TAGS,
  type OfferType,
  TOOLS,
  WEB_CATEGORIES,
  WEB_TRAFFIC_TYPES,
} from "./offer-ref.js";
import { flatten, type TreeNode } from "./tree.js";

const OFFER_COUNT = 400;

export interface OfferTrafficType extends IdName {
  allowed: boolean;
  note: string;
}

interface Goal {
  id: number;
  title: string;
  cpl: string;
  cplMax: string;
  cps: string;
  cpsMax: string;
  /** Set when the goal is personal: only this publisher sees it (with is_personal 1). */
  personalFor?: number;
  serviceArea: Country[];
  restriction: Country[];
}

export interface Offer {
  id: number;
  /** As sent: may carry leading/trailing spaces (field notes). */
  name: string;
  type: OfferType;
  site: string;
  cookieLtv: string;
  mainCategory: TreeNode;
  otherCategories: TreeNode[];
  /** The offer's category ids plus their ancestors, for filters. */
  categoryIds: ReadonlySet<number>;
  trafficTypes: OfferTrafficType[];
  additionalTrafficTypes: OfferTrafficType[];
  geo: Country[];
  approvalTime: string;
  shopId: string;
  kind: "lead" | "sale";
  cpl: string;
  cpa: string;
  /** Payout model for generated statistics, in the publisher's currency. */
  payout: { fixedCents: [number, number] } | { percent: [number, number] };
  /** Typical conversion rate of a click. */
  cr: number;
  rating: number;
  epc7days: string;
  epc90days: string;
  cpo7days: string;
  cpo90days: string;
  isExclusive: boolean;
  tags: string[];
  platforms: number[];
  tools: string[];
  dateStart: string;
  text: string;
  deeplinkEnabled: boolean;
  linkTitles: string[];
  goals: Goal[];
  currency: string;
}

const money = (cents: number): string => (cents / 100).toFixed(2);

/** Commission string and payout model. Quirks: single, range, percentage, empty. */
function commission(rng: Rng, kind: "lead" | "sale"): Pick<Offer, "cpl" | "cpa" | "payout"> {
  const roll = rng.next();
  if (kind === "lead") {
    const lo = rng.int(80, 2500);
    const hi = lo + rng.int(100, 1500);
    if (roll < 0.45) return { cpl: money(lo), cpa: "", payout: { fixedCents: [lo, lo] } };
    if (roll < 0.9)
      return { cpl: `${money(lo)} - ${money(hi)}`, cpa: "", payout: { fixedCents: [lo, hi] } };
    return { cpl: "", cpa: "", payout: { fixedCents: [lo, lo] } };
  }
  const pct = rng.int(2, 15);
  if (roll < 0.5) return { cpl: "", cpa: `${pct}%`, payout: { percent: [pct, pct] } };
  if (roll < 0.7) {
    const hiPct = pct + rng.int(2, 10);
    return { cpl: "", cpa: `${pct}% - ${hiPct}%`, payout: { percent: [pct, hiPct] } };
  }
  if (roll < 0.92) {
    const lo = rng.int(200, 4000);
    return { cpl: "", cpa: money(lo), payout: { fixedCents: [lo, lo] } };
  }
  return { cpl: "", cpa: "", payout: { percent: [pct, pct] } };
}

function currencyFor(geo: readonly Country[]): string {
  const first = geo[0]?.iso ?? "US";
  if (first === "RU" || first === "BY") return "RUB";
  if (first === "BR") return "BRL";
  if (first === "KZ") return "KZT";
  if (first === "UA") return "UAH";
  return geo[0]?.commonwealth === "EU" ? "EUR" : "USD";
}

function trafficTypes(rng: Rng, list: readonly IdName[], allowedShare: number): OfferTrafficType[] {
  return list.map((t) => {
    const allowed = rng.chance(allowedShare);
    return {
      ...t,
      allowed,
      note: allowed && rng.chance(0.2) ? "Only with the manager's approval" : "",
    };
  });
}

function goals(
  rng: Rng,
  offerId: number,
  kind: "lead" | "sale",
  geo: Country[],
  publisherIds: readonly number[],
): Goal[] {
  const titles = GOAL_TITLES[kind];
  const n = rng.int(1, 3);
  const out: Goal[] = [];
  for (let k = 0; k < n; k++) {
    const base = rng.int(100, 3000);
    const isLead = kind === "lead";
    out.push({
      id: offerId * 10 + k + 1,
      title: titles[k % titles.length] ?? "Sale",
      cpl: isLead ? money(base) : "",
      cplMax: isLead && rng.chance(0.5) ? money(base + rng.int(100, 900)) : "",
      cps: isLead ? "" : `${rng.int(2, 12)}%`,
      cpsMax: !isLead && rng.chance(0.4) ? `${rng.int(13, 20)}%` : "",
      serviceArea: geo.slice(0, 3),
      restriction: rng.chance(0.2) ? rng.sample(COUNTRIES, 1) : [],
    });
  }
  // Personal goals: a better rate negotiated by one publisher, invisible to the other.
  for (const pub of publisherIds) {
    if (rng.chance(0.12)) {
      const first = out[0];
      out.push({
        id: offerId * 10 + out.length + 1,
        title: `${first?.title ?? "Sale"} (personal rate)`,
        cpl: first?.cpl ? money(Math.round(Number(first.cpl) * 130)) : "",
        cplMax: "",
        cps: first?.cps ? `${Number.parseInt(first.cps, 10) + 3}%` : "",
        cpsMax: "",
        personalFor: pub,
        serviceArea: geo.slice(0, 3),
        restriction: [],
      });
    }
  }
  return out;
}

export function generateOffers(seed: number, publisherIds: readonly number[]): Offer[] {
  const rng = new Rng(seedOf(seed, "offers"));
  const webCats = WEB_CATEGORIES;
  const mobileCats = MOBILE_CATEGORIES;
  const offers: Offer[] = [];
  let id = 1200;
  let shop = 300;
  for (let i = 0; i < OFFER_COUNT; i++) {
    id += rng.int(5, 120);
    const roll = rng.next();
    const type: OfferType = roll < 0.68 ? "web" : roll < 0.9 ? "mobile" : "api";
    const tree = type === "mobile" ? mobileCats : webCats;
    const main = rng.pickSkewed(tree, 1.5);
    const subs = flatten(main.children);
    const other = rng.sample(subs, Math.min(subs.length, rng.int(0, 2)));
    const catIds = new Set<number>([main.id]);
    for (const c of other) {
      catIds.add(c.id);
      if (c.parentId) catIds.add(c.parentId);
    }
    const geo = rng.sample(COUNTRIES, rng.int(1, 6));
    const kind: "lead" | "sale" =
      main.title === "Online stores" ||
      main.title === "Food & Delivery" ||
      main.title === "Shopping apps" ||
      rng.chance(0.3)
        ? "sale"
        : "lead";
    const suffixes =
      type === "mobile" ? ["App", "Mobile", ""] : (NAME_SUFFIXES[main.title] ?? [""]);
    let name = i === 6 ? " IDEALICA" : offerName(rng, suffixes);
    if (i !== 6 && rng.chance(0.04)) name = rng.chance(0.5) ? ` ${name}` : `${name} `;
    const slugName = name
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-");
    const epc7 = rng.float(0.01, 1.8);
    const isShop = type === "web" && main.title === "Online stores" && rng.chance(0.6);
    offers.push({
      id,
      name,
      type,
      site: `https://www.${slugName}.com`,
      cookieLtv: String(rng.pick([7, 14, 30, 30, 30, 45, 60, 90])),
      mainCategory: main,
      otherCategories: other,
      categoryIds: catIds,
      trafficTypes: trafficTypes(
        rng,
        type === "mobile" ? MOBILE_TRAFFIC_TYPES : WEB_TRAFFIC_TYPES,
        0.6,
      ),
      additionalTrafficTypes: trafficTypes(rng, ADDITIONAL_TRAFFIC_TYPES, 0.5),
      geo,
      approvalTime: String(rng.pick([7, 14, 30, 45, 60, 90])),
      shopId: isShop ? String(shop++) : "",
      kind,
      ...commission(rng, kind),
      cr: kind === "lead" ? rng.float(0.01, 0.08) : rng.float(0.005, 0.04),
      rating: Math.round(rng.float(1, 10) * 100) / 100,
      epc7days: epc7.toFixed(2),
      epc90days: (epc7 * rng.float(0.7, 1.3)).toFixed(2),
      cpo7days: rng.float(100, 50_000).toFixed(2),
      cpo90days: rng.float(1000, 600_000).toFixed(2),
      isExclusive: rng.chance(0.12),
      tags: rng.sample(OFFER_TAGS, rng.int(0, 3)),
      platforms:
        type === "mobile" ? rng.sample([1, 2, 3, 4, 5], rng.int(1, 3)).sort((a, b) => a - b) : [],
      tools: TOOLS.filter((t) => t.code === "deeplink" || rng.chance(0.5)).map((t) => t.code),
      dateStart: `20${rng.int(15, 24)}-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`,
      text: rng.pick(kind === "lead" ? LEAD_TEXTS : SALE_TEXTS),
      deeplinkEnabled: rng.chance(0.7),
      linkTitles: ["Main page", ...rng.sample(LINK_TITLES.slice(1), rng.int(0, 3))],
      goals: goals(rng, id, kind, geo, publisherIds),
      currency: currencyFor(geo),
    });
    const offer = offers[offers.length - 1];
    if (offer) offer.goals = ratedLikeTheOffer(offer.goals, offer.payout, offer.cpa !== "");
  }
  return offers;
}

/**
 * Goals pay within what the offer publishes: its list figure is the span of its public goals (the
 * first pays the least, the last the most); a personal goal pays its owner better than the first.
 * An offer whose list figure is empty (the field notes' quirk) still has rated goals.
 */
function ratedLikeTheOffer(goals: Goal[], payout: Offer["payout"], sale: boolean): Goal[] {
  const open = goals.filter((g) => g.personalFor === undefined);
  const last = Math.max(open.length - 1, 1);
  const rate = (k: number): string => {
    if ("percent" in payout) {
      const [lo, hi] = payout.percent;
      return `${Math.round(lo + ((hi - lo) * k) / last)}%`;
    }
    const [lo, hi] = payout.fixedCents;
    return money(Math.round(lo + ((hi - lo) * k) / last));
  };
  const single = open.length === 1;
  return goals.map((goal) => {
    const k = open.indexOf(goal);
    const own = k >= 0 ? rate(k) : better(rate(0));
    const max = single && k === 0 && rate(last) !== own ? rate(last) : "";
    const lead = !sale && "fixedCents" in payout;
    return lead
      ? { ...goal, cpl: own, cplMax: max, cps: "", cpsMax: "" }
      : { ...goal, cpl: "", cplMax: "", cps: own, cpsMax: max };
  });
}

/** A personal rate: three points more, or 30% more money. */
function better(rate: string): string {
  if (rate.endsWith("%")) return `${Number.parseInt(rate, 10) + 3}%`;
  return money(Math.round(Number(rate) * 130));
}
