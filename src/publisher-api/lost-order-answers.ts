/**
 * Reading the JSON family's lost-order answers. Each reader returns undefined when the body is
 * not the answer it stands for, which the session turns into an UnexpectedAnswer: a list that
 * is not a list is never "no claims".
 */
import { rec } from "./read.js";
import { type LostOrder, lostOrder } from "./records/lost-orders.js";

/** `{lostOrder: [...]}` as the spec shows it; `{lostOrders: [...]}` or a bare array too. */
export function claimsOf(body: unknown): LostOrder[] | undefined {
  const b = rec(body);
  const list = Array.isArray(body) ? body : (b.lostOrder ?? b.lostOrders);
  return Array.isArray(list) ? list.map(lostOrder) : undefined;
}

/** `{lostOrder: {...}}` as the spec shows it, or the bare record. */
export function claimOf(body: unknown): LostOrder | undefined {
  const b = rec(body);
  const claim = b.lostOrder ?? (b.id !== undefined ? body : undefined);
  if (typeof claim !== "object" || claim === null || Array.isArray(claim)) return undefined;
  return lostOrder(claim);
}
