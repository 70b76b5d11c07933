/**
 * The figures a publisher reads: counts, and commission in cents so that rows, totals, the chart
 * and the CSV add up to the same cent. Rates are computed here from the counts rather than read
 * from the API's ratio strings, whose formats the spec does not show.
 */
import type { StatisticsField, StatisticsItem } from "../../publisher-api/index.js";

export interface Totals {
  shows: number;
  clicks: number;
  uniqueClicks: number;
  leadsOpen: number;
  leadsApproved: number;
  leadsCancelled: number;
  salesOpen: number;
  salesApproved: number;
  salesCancelled: number;
  /** cents */
  commissionOpen: number;
  commissionApproved: number;
  commissionCancelled: number;
}

export const TOTAL_FIELDS = [
  "shows",
  "clicks",
  "uniqueClicks",
  "leadsOpen",
  "leadsApproved",
  "leadsCancelled",
  "salesOpen",
  "salesApproved",
  "salesCancelled",
  "commissionOpen",
  "commissionApproved",
  "commissionCancelled",
] as const satisfies readonly (keyof Totals)[];

export function zeroTotals(): Totals {
  return {
    shows: 0,
    clicks: 0,
    uniqueClicks: 0,
    leadsOpen: 0,
    leadsApproved: 0,
    leadsCancelled: 0,
    salesOpen: 0,
    salesApproved: 0,
    salesCancelled: 0,
    commissionOpen: 0,
    commissionApproved: 0,
    commissionCancelled: 0,
  };
}

const cents = (amount: number) => Math.round(amount * 100);

/** The item fields totals are made of: a report read for its totals alone asks for these. */
export const TOTALS_SOURCE = [
  "showCount",
  "clickCount",
  "clickUniqCount",
  "leadsOpen",
  "leadsApproved",
  "leadsCancelled",
  "saleOpen",
  "saleApproved",
  "saleCancelled",
  "commissionOpen",
  "commissionApproved",
  "commissionCancelled",
] as const satisfies readonly StatisticsField[];

export function totalsOf(item: Pick<StatisticsItem, (typeof TOTALS_SOURCE)[number]>): Totals {
  return {
    shows: item.showCount,
    clicks: item.clickCount,
    uniqueClicks: item.clickUniqCount,
    leadsOpen: item.leadsOpen,
    leadsApproved: item.leadsApproved,
    leadsCancelled: item.leadsCancelled,
    salesOpen: item.saleOpen,
    salesApproved: item.saleApproved,
    salesCancelled: item.saleCancelled,
    commissionOpen: cents(item.commissionOpen),
    commissionApproved: cents(item.commissionApproved),
    commissionCancelled: cents(item.commissionCancelled),
  };
}

/** Adds `more` into `into` and returns it. */
export function addInto(into: Totals, more: Totals): Totals {
  for (const field of TOTAL_FIELDS) into[field] += more[field];
  return into;
}

export function sumTotals(list: readonly Totals[]): Totals {
  return list.reduce(addInto, zeroTotals());
}

export const leads = (t: Totals) => t.leadsOpen + t.leadsApproved + t.leadsCancelled;
export const sales = (t: Totals) => t.salesOpen + t.salesApproved + t.salesCancelled;
export const conversions = (t: Totals) => leads(t) + sales(t);
/** Conversions that earn or may still earn: approved and pending, cancelled apart. */
export const counted = (t: Totals) => t.leadsOpen + t.leadsApproved + t.salesOpen + t.salesApproved;
export const cancelled = (t: Totals) => t.leadsCancelled + t.salesCancelled;
/** What the publisher earns or may still earn: open and approved, not cancelled (cents). */
export const earned = (t: Totals) => t.commissionOpen + t.commissionApproved;

export interface Rates {
  /** conversions per click, percent */
  cr: number | undefined;
  /** earned per click, cents */
  epc: number | undefined;
  /** approved conversions among all, percent */
  ar: number | undefined;
}

export function ratesOf(t: Totals): Rates {
  const all = conversions(t);
  return {
    cr: t.clicks > 0 ? (all / t.clicks) * 100 : undefined,
    epc: t.clicks > 0 ? earned(t) / t.clicks : undefined,
    ar: all > 0 ? ((t.leadsApproved + t.salesApproved) / all) * 100 : undefined,
  };
}
