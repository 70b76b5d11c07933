// Test controls: the same operations as a JS API (returned by startSandbox) and over HTTP
// under /__sandbox/ (see routes/control-http.ts).
import { couponDates } from "./data/coupons.js";
import type { NewCouponOptions } from "./data/new-coupons.js";
import { CLAIM_STATUS_ID, CLAIM_STATUSES, type Claim, type ClaimStatus } from "./data/records.js";
import type { FailMode, RecordedCall, SandboxState } from "./state.js";

export interface FailNextOptions {
  /** How many matching requests fail (default 1). */
  count?: number;
  /** 500: envelope/HTTP 500; "timeout": never answered (socket held); "drop": socket destroyed. */
  mode: FailMode;
  /** Only requests whose path contains this substring. */
  path?: string;
  /** Only requests with this HTTP method: fails a PUT but not the GET before it. */
  method?: string;
}

export interface SandboxControl {
  failNext(options: FailNextOptions): void;
  /** Moves a claim (lost order) to `status` and bumps its updated_at; returns the claim. */
  setClaimStatus(
    publisher: number | string,
    claimId: string | number,
    status: ClaimStatus | number,
    managerComment?: string,
  ): Claim;
  /** Every token issued so far answers 401 from now on. */
  expireTokens(): void;
  /** A new coupon, valid from now: it shows in the coupons list at once. */
  addCoupon(options?: NewCouponOptions): AddedCoupon;
  /** Ends an added coupon now (its status becomes Expired). */
  expireCoupon(id: number): void;
  /** Delay before every API answer (not the controls). */
  setDelay(ms: number): void;
  readonly calls: readonly RecordedCall[];
  clearCalls(): void;
}

/** What the control says of a coupon it added. */
export interface AddedCoupon {
  id: number;
  offerId: number;
  offerName: string;
  name: string;
  promoCode: string;
  discount: string;
  couponCategoryId: number;
  startDate: string;
  activeTo: string;
}

export function toClaimStatus(status: ClaimStatus | number | string): ClaimStatus {
  if (typeof status === "string" && (CLAIM_STATUSES as readonly string[]).includes(status)) {
    return status as ClaimStatus;
  }
  const byId = CLAIM_STATUSES.find((s) => CLAIM_STATUS_ID[s] === Number(status));
  if (!byId) throw new Error(`unknown claim status ${String(status)}`);
  return byId;
}

export function createControl(state: SandboxState): SandboxControl {
  return {
    failNext({ count = 1, mode, path, method }) {
      if (mode !== 500 && mode !== "timeout" && mode !== "drop")
        throw new Error(`unknown fail mode ${String(mode)}`);
      if (!Number.isInteger(count) || count < 1)
        throw new Error("count must be a positive integer");
      state.failRules.push({
        remaining: count,
        mode,
        ...(path === undefined ? {} : { path }),
        ...(method === undefined ? {} : { method }),
      });
    },
    setClaimStatus(publisher, claimId, status, managerComment) {
      const pub = state.publisherByIdOrKey(publisher);
      if (!pub) throw new Error(`unknown publisher ${String(publisher)}`);
      const claim = pub.claims.get(String(claimId));
      if (!claim) throw new Error(`publisher ${pub.publisher.id} has no claim ${String(claimId)}`);
      claim.status = toClaimStatus(status);
      if (managerComment !== undefined) claim.managerComment = managerComment;
      // Strictly later than before, so a watcher comparing updated_at sees the move even with a
      // frozen clock.
      claim.updatedMs = Math.max(state.nowMs(), claim.updatedMs + 1000);
      return claim;
    },
    addCoupon(options = {}) {
      const c = state.newCoupons.add(state.dataset(), state.nowMs(), options);
      const { start, end } = couponDates(c);
      return {
        id: c.id,
        offerId: c.offer.id,
        offerName: c.offer.name,
        name: c.name,
        promoCode: c.promoCode,
        discount: c.discount,
        couponCategoryId: c.couponCategoryId,
        startDate: start,
        activeTo: end,
      };
    },
    expireCoupon(id) {
      if (!state.newCoupons.expire(id, state.nowMs()))
        throw new Error(`no added coupon ${String(id)}`);
    },
    expireTokens() {
      for (const t of state.tokens.values()) t.expiresMs = 0;
    },
    setDelay(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error("delay must be a non-negative number");
      state.delayMs = ms;
    },
    get calls() {
      return state.calls;
    },
    clearCalls() {
      state.calls.length = 0;
    },
  };
}
