// Validation of lost-order bodies and list filters. Failures are collected per field so the
// answer can name every wrong field at once.
import { CLAIM_STATUS_ID, CLAIM_STATUSES, type Claim, type ClaimStatus } from "../data/records.js";
import { isoDay, parseIsoDay } from "../lib/dates.js";
import { ApiError } from "../lib/errors.js";

type ClaimInput = Partial<
  Pick<
    Claim,
    | "offerId"
    | "trafficChannelId"
    | "orderNumber"
    | "orderSum"
    | "orderCurrencyId"
    | "orderDate"
    | "comment"
  >
>;

const validation = (fields: Record<string, string>): ApiError =>
  new ApiError(
    400,
    `Validation failed: ${Object.keys(fields).join(", ")}`,
    "validation_failed",
    fields,
  );

const positiveInt = (v: unknown): v is number =>
  typeof v === "number" && Number.isInteger(v) && v > 0;

/** Reads `{lostOrder: {...}}`; `partial` for PATCH (only the given fields). */
export function readClaimInput(body: unknown, partial: boolean, today: number): ClaimInput {
  if (typeof body !== "object" || body === null || !("lostOrder" in body)) {
    throw validation({ lostOrder: "the body must be a JSON object with a lostOrder object" });
  }
  const lo = (body as { lostOrder: unknown }).lostOrder;
  if (typeof lo !== "object" || lo === null || Array.isArray(lo))
    throw validation({ lostOrder: "must be an object" });
  const src = lo as Record<string, unknown>;
  const fields: Record<string, string> = {};
  const out: ClaimInput = {};
  const present = (k: string): boolean => {
    if (src[k] !== undefined && src[k] !== null) return true;
    if (!partial && k !== "comment") fields[k] = "is required";
    return false;
  };
  if (present("traffic_channel_id")) {
    if (positiveInt(src.traffic_channel_id)) out.trafficChannelId = String(src.traffic_channel_id);
    else fields.traffic_channel_id = "must be a number (a traffic channel id)";
  }
  if (present("order_number")) {
    const v = src.order_number;
    if (typeof v === "string" && v.trim() !== "" && v.length <= 100) out.orderNumber = v.trim();
    else fields.order_number = "must be a non-empty string";
  }
  if (present("order_date")) {
    const v = src.order_date;
    const day = typeof v === "string" ? parseIsoDay(v) : undefined;
    if (day === undefined) fields.order_date = "must be a date yyyy-mm-dd";
    else if (day > today) fields.order_date = "must not be in the future";
    else out.orderDate = isoDay(day);
  }
  if (present("offer_id")) {
    const v = src.offer_id;
    if (typeof v === "string" && /^\d+$/.test(v.trim())) out.offerId = v.trim();
    else fields.offer_id = "must be a string holding the offer id";
  }
  if (present("order_sum")) {
    const v = src.order_sum;
    if (typeof v === "string" && /^\d+(\.\d{1,2})?$/.test(v.trim()) && Number(v) > 0)
      out.orderSum = v.trim();
    else fields.order_sum = 'must be a numeric string, e.g. "149.90"';
  }
  if (present("order_currency_id")) {
    if (positiveInt(src.order_currency_id)) out.orderCurrencyId = String(src.order_currency_id);
    else fields.order_currency_id = "must be a number (a currency id)";
  }
  if (present("comment")) {
    if (typeof src.comment === "string" && src.comment.length <= 2000) out.comment = src.comment;
    else fields.comment = "must be a string";
  }
  if (Object.keys(fields).length > 0) throw validation(fields);
  return out;
}

type ClaimFilter = (c: Claim) => boolean;

interface ListQuery {
  page: number;
  perpage: number;
  filter: ClaimFilter;
}

/** Parses the list's query filters; every malformed one is reported. */
export function readListQuery(q: URLSearchParams): ListQuery {
  const fields: Record<string, string> = {};
  const filters: ClaimFilter[] = [];
  const int = (name: string, def: number): number => {
    const raw = q.get(name);
    if (raw === null || raw === "") return def;
    if (!/^\d+$/.test(raw)) {
      fields[name] = "must be a non-negative integer";
      return def;
    }
    return Number(raw);
  };
  const list = (name: string): string[] | undefined => {
    const raw = q.get(name);
    if (raw === null || raw.trim() === "") return undefined;
    return raw
      .split(",")
      .map((s) => s.trim())
      .filter((s) => s !== "");
  };
  const page = int("page", 0);
  const perpage = int("perpage", 20);
  if (perpage < 1 || perpage > 1000) fields.perpage = "must be between 1 and 1000";

  const offers = list("offers");
  if (offers) {
    if (offers.some((o) => !/^\d+$/.test(o))) fields.offers = "must be comma-separated offer ids";
    filters.push((c) => offers.includes(c.offerId));
  }
  const numbers = list("order_number");
  if (numbers) filters.push((c) => numbers.includes(c.orderNumber));
  const statuses = list("status");
  if (statuses) {
    const bad = statuses.filter((s) => !(CLAIM_STATUSES as readonly string[]).includes(s));
    if (bad.length > 0)
      fields.status = `unknown status ${bad.join(", ")}; use ${CLAIM_STATUSES.join(", ")}`;
    filters.push((c) => statuses.includes(c.status));
  }
  const statusIds = list("status_id");
  if (statusIds) {
    const known = Object.values(CLAIM_STATUS_ID).map(String);
    if (statusIds.some((s) => !known.includes(s)))
      fields.status_id = `must be among ${known.join(", ")}`;
    filters.push((c) => statusIds.includes(String(CLAIM_STATUS_ID[c.status as ClaimStatus])));
  }
  const ids = list("ids");
  if (ids) filters.push((c) => ids.includes(c.id));
  const range = (name: string, value: (c: Claim) => string): void => {
    for (const [suffix, cmp] of [
      ["_start", (v: string, d: string) => v >= d],
      ["_end", (v: string, d: string) => v <= d],
    ] as const) {
      const raw = q.get(name + suffix);
      if (raw === null || raw === "") continue;
      const day = parseIsoDay(raw);
      if (day === undefined) {
        fields[name + suffix] = "must be a date yyyy-mm-dd";
        continue;
      }
      const d = isoDay(day);
      filters.push((c) => cmp(value(c), d));
    }
  };
  // Timestamps are compared by their date part, yyyy-mm-dd (UTC, as they are sent).
  range("order_date", (c) => c.orderDate);
  range("created_at", (c) => isoDay(Math.floor(c.createdMs / 86_400_000)));
  range("updated_at", (c) => isoDay(Math.floor(c.updatedMs / 86_400_000)));
  if (Object.keys(fields).length > 0) throw validation(fields);
  return { page, perpage, filter: (c) => filters.every((f) => f(c)) };
}
