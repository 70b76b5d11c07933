/**
 * Reading the JSON family's lost-order answers. A reader returns undefined when the body is not
 * the answer it stands for, which the session turns into an UnexpectedAnswer: a list that is not
 * a list is never "no claims". The answers to create, edit and delete are not shown by the spec,
 * so any 2xx is accepted there and read for whatever it carries.
 */
import { rec, str, type XmlRecord } from "./read.js";
import { type LostOrder, lostOrder } from "./records/lost-orders.js";
import type { AnswerFacts } from "./unexpected.js";

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

/** What a create or edit answer said: the whole claim, only its id, or nothing usable. */
export interface Written {
  claim?: LostOrder;
  id?: string;
  answer: AnswerFacts;
}

/** A record with these is a whole claim; with fewer it only tells the id. */
const WHOLE = ["id", "offer_id", "order_number", "order_date", "status_id"] as const;

/**
 * Any 2xx: `{lostOrder: <claim>}`, a bare claim, `{lostOrder: {id}}`, `{id}`, `{lostOrder: id}`,
 * or a body without an id at all (`{"success": true}`, nothing).
 */
export function writtenOf(body: unknown, answer: AnswerFacts): Written {
  const b = rec(body);
  const inner = b.lostOrder;
  if (typeof inner === "string" || typeof inner === "number") return idOnly(str(inner), answer);
  const r: XmlRecord = inner === undefined ? b : rec(inner);
  if (WHOLE.every((k) => r[k] !== undefined)) return { claim: lostOrder(r), answer };
  return idOnly(str(r.id), answer);
}

function idOnly(id: string, answer: AnswerFacts): Written {
  return id.trim() === "" ? { answer } : { id: id.trim(), answer };
}
