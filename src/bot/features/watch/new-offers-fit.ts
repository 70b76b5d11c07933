/**
 * When a new offer is like one of the publisher's: one offer of theirs shares a category and a
 * region with it. What is matched is kept small: category ids and region codes (state.ts keeps
 * them for each offer run).
 */
import type { Commission, OfferListItem, OfferRegion } from "../../../publisher-api/index.js";
import { offerPay } from "../../offer-pay/offer-pay.js";

/** What a new offer is matched by: its category ids and its region codes. */
export interface OfferFit {
  categories: number[];
  regions: string[];
}

export interface NewOffer {
  offerId: string;
  offer: string;
  /** what it pays, as its list figures read (offer-pay) */
  cpa: Commission;
  cpl: Commission;
  /** its EPC over 7 days */
  epc: Commission;
  /** the category it shares with an offer of the publisher's */
  category: string;
  /** the regions it shares with such offers (names as the network sends them) */
  regions: string[];
}

const regionKey = (region: OfferRegion): string =>
  (region.iso || region.code || (region.id ? String(region.id) : "")).trim().toUpperCase();

export function fitOf(offer: OfferListItem): OfferFit {
  const categories = offer.categories.flatMap((c) => [
    c.main_id,
    ...c.other_categories.map((other) => other.id),
  ]);
  return {
    categories: [...new Set(categories.filter((id) => id > 0))],
    regions: [...new Set(offer.geo.map(regionKey).filter(Boolean))],
  };
}

/** The new offer as told, when one offer of `theirs` shares a category and a region with it. */
export function fitting(offer: OfferListItem, theirs: readonly OfferFit[]): NewOffer | undefined {
  const own = fitOf(offer);
  let category: number | undefined;
  const regions = new Set<string>();
  for (const fit of theirs) {
    const shared = own.categories.find((id) => fit.categories.includes(id));
    if (shared === undefined) continue;
    // An offer that names no region is open everywhere: it shares any.
    const open = own.regions.length === 0 || fit.regions.length === 0;
    const common = own.regions.filter((code) => fit.regions.includes(code));
    if (!open && common.length === 0) continue;
    category ??= shared;
    for (const code of open ? own.regions : common) regions.add(code);
  }
  if (category === undefined) return undefined;
  const pay = offerPay(offer, undefined);
  return {
    offerId: String(offer.id),
    offer: offer.name.trim(),
    cpa: pay.cpa,
    cpl: pay.cpl,
    epc: offer.epc7days,
    category: categoryTitle(offer, category),
    regions: offer.geo
      .filter((region) => regions.has(regionKey(region)))
      .map((region) => (region.name || region.code).trim()),
  };
}

function categoryTitle(offer: OfferListItem, id: number): string {
  for (const c of offer.categories) {
    if (c.main_id === id) return c.main_title.trim();
    const other = c.other_categories.find((o) => o.id === id);
    if (other) return other.title.trim();
  }
  return "";
}
