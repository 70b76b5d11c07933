/** Lost-order claims (JSON family, v2), typed exactly as the spec's lost order record. */
import { rec, str } from "../read.js";

export type LostOrderStatus = "new" | "processing" | "accepted" | "rejected";

/** A claim as the API answers it: every field a string. */
export interface LostOrder {
  id: string;
  offer_id: string;
  traffic_channel_id: string;
  order_number: string;
  order_sum: string;
  order_currency_id: string;
  /** yyyy-mm-dd */
  order_date: string;
  /** status identifier; mapping to codes is configured in the bot (wire.md: 1 new … 4 rejected) */
  status_id: string;
  comment: string;
  /** may be "" */
  manager_comment: string;
  /** ISO 8601 with offset */
  created_at: string;
  /** ISO 8601 with offset: the last action on the claim */
  updated_at: string;
}

/** A new claim; field types exactly as the spec's create request. */
export interface LostOrderInput {
  traffic_channel_id: number;
  order_number: string;
  /** yyyy-mm-dd */
  order_date: string;
  offer_id: string;
  order_sum: string;
  order_currency_id: number;
  comment: string;
}

/**
 * What identifies the claim a draft files: the shop's order number, the offer and the order day.
 * Two claims with the same key are the same claim filed twice.
 */
export interface LostOrderKey {
  /** the order number (order_number) */
  orderId: string;
  offerId: string;
  /** yyyy-mm-dd */
  orderDate: string;
}

export function lostOrderKey(input: LostOrderInput): LostOrderKey {
  return { orderId: input.order_number, offerId: input.offer_id, orderDate: input.order_date };
}

/** Fields to change while the claim is still `new`. */
export type LostOrderChanges = Partial<LostOrderInput>;

export interface LostOrderFilter {
  /** page index, default 0 */
  page?: number;
  /** page size, default 20, at most 1000 */
  perpage?: number;
  offers?: readonly number[];
  order_number?: string | readonly string[];
  status?: readonly LostOrderStatus[];
  status_id?: readonly number[];
  /** yyyy-mm-dd bounds */
  order_date_start?: string;
  order_date_end?: string;
  created_at_start?: string;
  created_at_end?: string;
  updated_at_start?: string;
  updated_at_end?: string;
  ids?: string | readonly string[];
}

export function lostOrder(x: unknown): LostOrder {
  const r = rec(x);
  return {
    id: str(r.id),
    offer_id: str(r.offer_id),
    traffic_channel_id: str(r.traffic_channel_id),
    order_number: str(r.order_number),
    order_sum: str(r.order_sum),
    order_currency_id: str(r.order_currency_id),
    order_date: str(r.order_date),
    status_id: str(r.status_id),
    comment: str(r.comment),
    manager_comment: str(r.manager_comment),
    created_at: str(r.created_at),
    updated_at: str(r.updated_at),
  };
}
