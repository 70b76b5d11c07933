// Statistics metrics. Money is kept in integer cents so sums agree exactly across groupings.

export interface Metrics {
  shows: number;
  clicks: number;
  uniq: number;
  backUrl: number;
  leadsOpen: number;
  leadsCancelled: number;
  leadsApproved: number;
  saleOpen: number;
  saleCancelled: number;
  saleApproved: number;
  /** Commission in cents of the publisher's currency. */
  comOpen: number;
  comCancelled: number;
  comApproved: number;
}

export function zeroMetrics(): Metrics {
  return {
    shows: 0,
    clicks: 0,
    uniq: 0,
    backUrl: 0,
    leadsOpen: 0,
    leadsCancelled: 0,
    leadsApproved: 0,
    saleOpen: 0,
    saleCancelled: 0,
    saleApproved: 0,
    comOpen: 0,
    comCancelled: 0,
    comApproved: 0,
  };
}

export function addInto(t: Metrics, m: Metrics): void {
  t.shows += m.shows;
  t.clicks += m.clicks;
  t.uniq += m.uniq;
  t.backUrl += m.backUrl;
  t.leadsOpen += m.leadsOpen;
  t.leadsCancelled += m.leadsCancelled;
  t.leadsApproved += m.leadsApproved;
  t.saleOpen += m.saleOpen;
  t.saleCancelled += m.saleCancelled;
  t.saleApproved += m.saleApproved;
  t.comOpen += m.comOpen;
  t.comCancelled += m.comCancelled;
  t.comApproved += m.comApproved;
}

export const conversions = (m: Metrics): number =>
  m.leadsOpen + m.leadsCancelled + m.leadsApproved + m.saleOpen + m.saleCancelled + m.saleApproved;

const money = (cents: number): string => (cents / 100).toFixed(2);
/** Ratios (cr*, ar*) as fractions with four decimals: "leads divided by clicks", not percent. */
const ratio = (a: number, b: number): string => (b > 0 ? (a / b).toFixed(4) : "0.0000");

/** Adds the metric fields of a statistics item to `out`, in the spec's order and formats. */
export function metricFields(
  m: Metrics,
  out: Record<string, string | number> = {},
): Record<string, string | number> {
  const leads = m.leadsOpen + m.leadsCancelled + m.leadsApproved;
  const sales = m.saleOpen + m.saleCancelled + m.saleApproved;
  const earned = m.comOpen + m.comApproved;
  out.showCount = m.shows;
  out.clickCount = m.clicks;
  out.clickUniqCount = m.uniq;
  out.backUrlRedirectCount = m.backUrl;
  out.leadsOpen = m.leadsOpen;
  out.leadsCancelled = m.leadsCancelled;
  out.leadsApproved = m.leadsApproved;
  out.saleOpen = m.saleOpen;
  out.saleCancelled = m.saleCancelled;
  out.saleApproved = m.saleApproved;
  out.commissionOpen = money(m.comOpen);
  out.commissionCancelled = money(m.comCancelled);
  out.commissionApproved = money(m.comApproved);
  out.crLeads = ratio(leads, m.clicks);
  out.crSales = ratio(sales, m.clicks);
  out.crTotal = ratio(leads + sales, m.clicks);
  out.arLeads = ratio(m.leadsApproved, leads);
  out.arSales = ratio(m.saleApproved, sales);
  out.arTotal = ratio(m.leadsApproved + m.saleApproved, leads + sales);
  out.arCommission = ratio(m.comApproved, m.comOpen + m.comApproved + m.comCancelled);
  // ctr is the one ratio the spec calls a percentage.
  out.ctr = m.shows > 0 ? ((m.clicks / m.shows) * 100).toFixed(2) : "0.00";
  out.ecpc = m.clicks > 0 ? (earned / 100 / m.clicks).toFixed(2) : "0.00";
  out.ecpm = m.shows > 0 ? ((earned / 100 / m.shows) * 1000).toFixed(2) : "0.00";
  return out;
}
