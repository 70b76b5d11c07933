/**
 * A conversion as the network's postback reports it. The bot's postback asks for these fields
 * under these parameter names (`query_params`: element = the network's field, text = the name of
 * the parameter it is sent as; docs/wire.md); the receiver reads them from the query and, for a
 * POST, from a form or JSON body. The fields' own names are read too, for a postback the
 * publisher edited by hand.
 */
import { ownEntry } from "../../../own-entry.js";
import type { PostbackParam } from "../../../publisher-api/index.js";
import type { AlertStatus } from "./settings.js";

export const PARAM_NAMES = {
  click_id: "cid",
  status: "state",
  payout: "amount",
  payout_currency: "currency",
  offer_id: "oid",
  offer_name: "offer",
  target_name: "goal",
  action_type: "action",
  subaccount: "sub",
  conversion_time: "time",
  order_amount: "order",
  site: "site",
} as const satisfies Partial<Record<PostbackParam, string>>;

type Field = keyof typeof PARAM_NAMES;

export interface Conversion {
  clickId: string;
  status: AlertStatus;
  payout: number;
  /** three letters, or "" when the network sent none */
  currency: string;
  offerId?: number;
  offerName: string;
  /** the action's name ("sale", "registration"), else its type */
  goal: string;
  subaccount: string;
  time: string;
}

export type Reading =
  | { ok: true; conversion: Conversion }
  | { ok: false; reason: string; fields: Record<string, string> };

/** Fields never logged: they identify the buyer. */
const PERSONAL = new Set(["ip", "ua", "user_browser", "user_os", "user_device", "city"]);

/** Status words the network family is known to use, in any case, English and Russian. */
const STATUS_WORDS: Record<string, AlertStatus> = {
  new: "new",
  pending: "new",
  open: "new",
  hold: "new",
  waiting: "new",
  "1": "new",
  approved: "approved",
  confirmed: "approved",
  accepted: "approved",
  "2": "approved",
  rejected: "rejected",
  declined: "rejected",
  cancelled: "rejected",
  canceled: "rejected",
  "3": "rejected",
  новый: "new",
  открыт: "new",
  "в ожидании": "new",
  подтвержден: "approved",
  подтверждён: "approved",
  одобрен: "approved",
  отклонен: "rejected",
  отклонён: "rejected",
};

const MAX_VALUE = 500;

function field(params: URLSearchParams, name: Field): string {
  return (params.get(PARAM_NAMES[name]) ?? params.get(name) ?? "").trim().slice(0, MAX_VALUE);
}

/** "12.40", "12,40", "1 234.50" → a number; "" → 0; anything else → undefined. */
function amount(text: string): number | undefined {
  if (text === "") return 0;
  const cleaned = text.replace(/[\s\u00a0]/g, "").replace(",", ".");
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return undefined;
  const value = Number(cleaned);
  return Number.isFinite(value) && Math.abs(value) < 1e12 ? value : undefined;
}

/** What may be logged of a bad postback: its parameters minus the personal ones, clipped. */
export function loggableFields(params: URLSearchParams): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of params) {
    if (PERSONAL.has(name.toLowerCase()) || Object.keys(fields).length >= 30) continue;
    fields[name.slice(0, 40)] = value.slice(0, 80);
  }
  return fields;
}

function bad(params: URLSearchParams, reason: string): Reading {
  return { ok: false, reason, fields: loggableFields(params) };
}

export function readConversion(params: URLSearchParams): Reading {
  const clickId = field(params, "click_id");
  if (!clickId) return bad(params, "no click id");
  const status = ownEntry(STATUS_WORDS, field(params, "status").toLowerCase());
  if (!status) return bad(params, "unknown status");
  const payout = amount(field(params, "payout"));
  if (payout === undefined) return bad(params, "payout is not a number");
  const offerText = field(params, "offer_id");
  if (offerText && !/^\d{1,12}$/.test(offerText)) return bad(params, "offer id is not a number");
  const currency = field(params, "payout_currency").toUpperCase();
  const action = field(params, "action_type").toLowerCase();
  return {
    ok: true,
    conversion: {
      clickId,
      status,
      payout,
      currency: /^[A-Z]{3}$/.test(currency) ? currency : "",
      ...(offerText ? { offerId: Number(offerText) } : {}),
      offerName: field(params, "offer_name"),
      goal:
        field(params, "target_name") ||
        (action === "cpl" ? "lead" : action === "cpa" ? "sale" : ""),
      subaccount: field(params, "subaccount"),
      time: field(params, "conversion_time"),
    },
  };
}
