/**
 * Finding the claim a draft filed, by what the publisher typed: order number, offer and order
 * day. The list filters narrow the search; the match itself is checked here, since a server that
 * ignores a filter must not make another claim look like this one.
 */
import type { LostOrder, LostOrderFilter, LostOrderKey } from "./records/lost-orders.js";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DIGITS = /^\d+$/;

/** List filters for the key; a value the filter syntax cannot carry is matched here instead. */
export function filterFor(key: LostOrderKey): LostOrderFilter {
  const filter: LostOrderFilter = { perpage: 100 };
  const orderId = key.orderId.trim();
  // order_number is comma-delimited: a number with a comma in it cannot be a filter value.
  if (orderId !== "" && !orderId.includes(",")) filter.order_number = [orderId];
  if (DIGITS.test(key.offerId.trim())) filter.offers = [Number(key.offerId.trim())];
  if (DAY.test(key.orderDate)) {
    filter.order_date_start = key.orderDate;
    filter.order_date_end = key.orderDate;
  }
  return filter;
}

export function matchesKey(claim: LostOrder, key: LostOrderKey): boolean {
  return (
    claim.order_number.trim() === key.orderId.trim() &&
    claim.offer_id.trim() === key.offerId.trim() &&
    claim.order_date.slice(0, 10) === key.orderDate
  );
}

/** The later-created of two claims (by created_at, then by numeric id). */
export function newer(a: LostOrder, b: LostOrder | undefined): LostOrder {
  if (!b) return a;
  const byTime = (Date.parse(a.created_at) || 0) - (Date.parse(b.created_at) || 0);
  if (byTime !== 0) return byTime > 0 ? a : b;
  return (Number(a.id) || 0) >= (Number(b.id) || 0) ? a : b;
}
