// /api/rest/webmaster/v2/lostOrders: the JSON family, authenticated by access_token.
import type { Claim } from "../data/records.js";
import { CLAIM_STATUS_ID } from "../data/records.js";
import { epochDay, iso8601 } from "../lib/dates.js";
import { ApiError } from "../lib/errors.js";
import type { PublisherState } from "../state.js";
import { type JsonRequest, type JsonResponse, json } from "./json-types.js";
import { readClaimInput, readListQuery } from "./lost-order-rules.js";

export function claimView(c: Claim): Record<string, string> {
  return {
    id: c.id,
    offer_id: c.offerId,
    traffic_channel_id: c.trafficChannelId,
    order_number: c.orderNumber,
    order_sum: c.orderSum,
    order_currency_id: c.orderCurrencyId,
    order_date: c.orderDate,
    status_id: String(CLAIM_STATUS_ID[c.status]),
    comment: c.comment,
    manager_comment: c.managerComment,
    created_at: iso8601(c.createdMs),
    updated_at: iso8601(c.updatedMs),
  };
}

function authenticate(r: JsonRequest): PublisherState {
  const token = r.query.get("access_token");
  if (!token) throw new ApiError(401, "access_token is required", "invalid_token");
  const rec = r.sb.tokens.get(token);
  if (!rec) throw staleToken(r, "unknown access token");
  if (rec.expiresMs <= r.sb.nowMs()) throw staleToken(r, "the access token has expired");
  const pub = r.sb.publishers.get(rec.publisherId);
  if (!pub) throw staleToken(r, "unknown access token");
  return pub;
}

/** 401 invalid_token, or with the staleTokenStatus quirk a 403 that says what is wrong. */
function staleToken(r: JsonRequest, message: string): ApiError {
  if (r.sb.quirks.staleTokenStatus === 401) return new ApiError(401, message, "invalid_token");
  return new ApiError(
    403,
    "Access denied: the access token is invalid or has expired",
    "access_denied",
  );
}

function findClaim(pub: PublisherState, id: string): Claim {
  const c = pub.claims.get(id);
  if (!c) throw new ApiError(404, `lost order ${id} not found`, "not_found");
  return c;
}

/** The lostOrderNotNewStatus quirk picks the status; its code and text follow the status. */
const NOT_NEW = {
  409: "wrong_status",
  400: "bad_request",
  403: "forbidden",
  404: "not_found",
} as const;

function requireNew(r: JsonRequest, c: Claim, action: string): void {
  if (c.status === "new") return;
  const status = r.sb.quirks.lostOrderNotNewStatus;
  const message = {
    409: `lost order ${c.id} is ${c.status}: only new requests can be ${action}`,
    400: `lost order ${c.id} cannot be ${action}`,
    403: "Access to this lost order is not allowed",
    404: `lost order ${c.id} not found`,
  }[status];
  throw new ApiError(status, message, NOT_NEW[status]);
}

type Write = "create" | "edit" | "delete";

/** A done write's answer: the spec's (wire.md), or the lostOrderAnswer quirk's. */
function written(r: JsonRequest, claim: Claim, write: Write): JsonResponse {
  switch (r.sb.quirks.lostOrderAnswer) {
    case "id":
      return json(write === "create" ? 201 : 200, { lostOrder: { id: claim.id } });
    case "empty":
      return json(write === "create" ? 201 : write === "edit" ? 204 : 200);
    case "flag":
      return json(200, { success: true });
    default:
      if (write === "delete") return json(204);
      return json(write === "create" ? 201 : 200, { lostOrder: claimView(claim) });
  }
}

const bodyValue = (r: JsonRequest): unknown => {
  if (r.body.kind === "json") return r.body.value;
  if (r.body.kind === "empty") return undefined;
  throw new ApiError(400, "the body is not valid JSON", "validation_failed", {
    body: "must be JSON",
  });
};

/**
 * A network files one claim per order: an order number already claimed for the same offer (in any
 * status) is refused as a validation failure on `order_number`, as a network's form refuses it.
 */
function refuseDuplicate(pub: PublisherState, offerId: string, orderNumber: string): void {
  for (const claim of pub.claims.values()) {
    if (claim.offerId !== offerId || claim.orderNumber !== orderNumber) continue;
    throw new ApiError(400, "Validation failed: order_number", "validation_failed", {
      order_number: `order ${orderNumber} is already claimed for this offer (lost order ${claim.id})`,
    });
  }
}

/** Claims a publisher may file in one second before the network answers 429 (real time). */
export const CLAIM_CREATES_PER_SECOND = 10;
const recentCreates = new WeakMap<PublisherState, number[]>();

/** The network's flood control on claim creates: past the limit in a sliding second, 429. */
function throttleCreates(pub: PublisherState): void {
  const now = performance.now();
  const recent = (recentCreates.get(pub) ?? []).filter((at) => now - at < 1000);
  if (recent.length >= CLAIM_CREATES_PER_SECOND) {
    recentCreates.set(pub, recent);
    const error = new ApiError(
      429,
      "Too many lost orders filed at once; slow down",
      "rate_limited",
    );
    // The oldest of the second's creates leaves the window within a second.
    error.retryAfterSeconds = 1;
    throw error;
  }
  recent.push(now);
  recentCreates.set(pub, recent);
}

/** How far ahead of UTC the earliest calendar on Earth runs. */
const LATEST_OFFSET_MS = 14 * 60 * 60_000;

export function lostOrders(r: JsonRequest): JsonResponse {
  if (r.segs[0] !== "lostOrders" || r.segs.length > 2)
    throw new ApiError(404, "no such resource", "not_found");
  const pub = authenticate(r);
  const id = r.segs[1];
  // An order is dated on the shop's or the shopper's calendar, which east of the network is already
  // tomorrow: a date is "in the future" only while no calendar on Earth shows it yet.
  const today = epochDay(new Date(r.sb.nowMs() + LATEST_OFFSET_MS));
  if (id === undefined) {
    if (r.method === "GET") {
      const { page, perpage, filter } = readListQuery(r.query);
      // Newest first.
      const all = [...pub.claims.values()]
        .filter(filter)
        .sort((a, b) => Number(b.id) - Number(a.id));
      return json(200, {
        lostOrder: all.slice(page * perpage, (page + 1) * perpage).map(claimView),
      });
    }
    if (r.method === "POST") {
      throttleCreates(pub);
      const input = readClaimInput(bodyValue(r), false, today);
      refuseDuplicate(pub, input.offerId ?? "", input.orderNumber ?? "");
      const now = r.sb.nowMs();
      const claim: Claim = {
        id: String(r.sb.nextClaimId++),
        publisherId: pub.publisher.id,
        offerId: input.offerId ?? "",
        trafficChannelId: input.trafficChannelId ?? "",
        orderNumber: input.orderNumber ?? "",
        orderSum: input.orderSum ?? "",
        orderCurrencyId: input.orderCurrencyId ?? "",
        orderDate: input.orderDate ?? "",
        status: "new",
        comment: input.comment ?? "",
        managerComment: "",
        createdMs: now,
        updatedMs: now,
      };
      pub.claims.set(claim.id, claim);
      return written(r, claim, "create");
    }
    throw new ApiError(405, `${r.method} is not allowed here`, "method_not_allowed");
  }
  const claim = findClaim(pub, decodeURIComponent(id));
  switch (r.method) {
    case "GET":
      return json(200, { lostOrder: claimView(claim) });
    case "PATCH": {
      requireNew(r, claim, "edited");
      const input = readClaimInput(bodyValue(r), true, today);
      Object.assign(claim, input);
      claim.updatedMs = Math.max(r.sb.nowMs(), claim.updatedMs);
      return written(r, claim, "edit");
    }
    case "DELETE":
      requireNew(r, claim, "deleted");
      pub.claims.delete(claim.id);
      return written(r, claim, "delete");
    default:
      throw new ApiError(405, `${r.method} is not allowed here`, "method_not_allowed");
  }
}
