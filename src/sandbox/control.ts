// Test controls: the same operations as a JS API (returned by startSandbox) and over HTTP
// under /__sandbox/ (see routes/control-http.ts).
import type { ConversionStatus, GoalFields, PayoutFields } from "./changes.js";
import { couponDates } from "./data/coupons.js";
import type { NewCouponOptions } from "./data/new-coupons.js";
import type { NewOfferOptions } from "./data/new-offers.js";
import { CLAIM_STATUS_ID, CLAIM_STATUSES, type Claim, type ClaimStatus } from "./data/records.js";
import { networkDay, networkHour } from "./lib/dates.js";
import { ODD_MODES } from "./lib/odd-answers.js";
import {
  type Delivery,
  type FireOptions,
  PostbackFirer,
  type SimulatedConversion,
} from "./postback-fire.js";
import { applyQuirks, DEFAULT_QUIRKS, type SandboxQuirks } from "./quirks.js";
import { restoreState, type SavedNetwork, saveState } from "./saved.js";
import type { FailMode, RecordedCall, SandboxState } from "./state.js";

export interface FailNextOptions {
  /** How many matching requests fail (default 1). */
  count?: number;
  /**
   * 500: envelope/HTTP 500; "timeout": never answered (socket held); "drop": socket destroyed;
   * "html", "foreign-root", "no-status": HTTP 200 with something that is not the method's answer
   * (a gateway's page, another root or JSON shape, an envelope without status).
   */
  mode: FailMode;
  /** Only requests whose path contains this substring. */
  path?: string;
  /** Only requests with this HTTP method: fails a PUT but not the GET before it. */
  method?: string;
}

export interface RateLimitOptions {
  /** For how long (real time, from now) matching requests answer 429. */
  ms?: number;
  /** Or: how many of the next matching requests answer 429. */
  count?: number;
  /** The Retry-After the 429s carry, in seconds; none when unset. */
  retryAfterSeconds?: number;
  path?: string;
  method?: string;
}

export interface DelayNextOptions {
  /** How long each delayed request is held. */
  ms: number;
  /** How many matching requests are delayed (default 1). */
  count?: number;
  /** Matching requests let through first (default 0): `skip: 16` delays the 17th. */
  skip?: number;
  /** "before" its work (nothing done yet while held; default) or "after" it (done, answer late). */
  when?: "before" | "after";
  path?: string;
  method?: string;
}

export interface SandboxControl {
  failNext(options: FailNextOptions): void;
  /** The network's flood control for a while: matching requests answer 429 (nothing done). */
  rateLimit(options: RateLimitOptions): void;
  /** Holds the next matching requests (after `skip` of them) for `ms` each. */
  delayNext(options: DelayNextOptions): void;
  /** Moves a claim (lost order) to `status` and bumps its updated_at; returns the claim. */
  setClaimStatus(
    publisher: number | string,
    claimId: string | number,
    status: ClaimStatus | number,
    managerComment?: string,
  ): Claim;
  /** Every token issued so far answers 401 from now on. */
  expireTokens(): void;
  /**
   * The publisher changed their password: every token granted to them before is invalid from now
   * on, however long it had left (the spec, Authentication 3). New tokens are granted as before.
   */
  changePassword(publisher: number | string): void;
  /** A new coupon, valid from now: it shows in the coupons list at once. */
  addCoupon(options?: NewCouponOptions): AddedCoupon;
  /** Ends an added coupon now (its status becomes Expired). */
  expireCoupon(id: number): void;
  /** Delay before every API answer (not the controls). */
  setDelay(ms: number): void;
  /** Delay after the work of every API call, before its answer: a write is made, its answer late. */
  setAnswerDelay(ms: number): void;
  /** Switches quirks on or off (the others keep their value); returns them all. */
  setQuirks(changes: Partial<SandboxQuirks>): SandboxQuirks;
  /** Every quirk back to its default (off). */
  resetQuirks(): void;
  readonly quirks: Readonly<SandboxQuirks>;
  readonly calls: readonly RecordedCall[];
  clearCalls(): void;
  /**
   * A conversion of the publisher now, reported to their connected postbacks over HTTP (GET or
   * POST as configured); `repeats` sends each delivery again that many times (default: now and
   * then once). `done` resolves with what each postback answered.
   */
  fireConversion(
    publisher: number | string,
    options?: FireOptions,
  ): { conversion: SimulatedConversion; done: Promise<Delivery[]> };
  /** One simulated conversion per publisher with a postback to call, every `ms` (0 stops). */
  setConversionTrickle(ms: number): void;
  /** Stops the trickle and waits for deliveries under way. */
  closePostbacks(): Promise<void>;
  /** Everything requests and controls changed, as JSON (the demo keeps it for its next run). */
  saveNetwork(): SavedNetwork;
  /** Goes on from a saved network: its records, and ids after the ones it handed out. */
  restoreNetwork(saved: SavedNetwork): void;
  /** The offer leaves the publisher's joined offers (`user_has_offer` 0), as a paused one does. */
  pauseOffer(publisher: number | string, offerId: number): void;
  resumeOffer(publisher: number | string, offerId: number): void;
  /** The offer stays joined, but every tracking link of the publisher's for it is gone. */
  removeLinks(publisher: number | string, offerId: number): void;
  /** The network adds an offer now: it shows in the offers list at once, with the next id. */
  addOffer(options?: NewOfferOptions): AddedOffer;
  /** The offer's list payout strings (`cpa`, `cpl`) from now on. */
  setOfferPayout(offerId: number, fields: PayoutFields): void;
  /**
   * For every publisher, the offer converts `conversions` times as often for the same clicks (its
   * CR and EPC move) and each conversion pays `pay` times as much (its EPC moves), from the
   * network's hour that holds `from` on; both 1 put it back as generated.
   */
  moveOfferRates(
    offerId: number,
    factors: { conversions?: number; pay?: number },
    from?: Date,
  ): void;
  /** A goal's payout or title from now on. */
  setGoal(offerId: number, goalId: number, fields: GoalFields): void;
  /** A new goal of the offer; returns its id. */
  addGoal(offerId: number, fields: GoalFields): number;
  removeGoal(offerId: number, goalId: number): void;
  /** A payout made to the publisher now, processing; returns its id. */
  addPayout(publisher: number | string, value: number): number;
  /** A payout added by the control is paid now. */
  payPayout(publisher: number | string, payoutId: number): void;
  /**
   * Sales of the offer in the publisher's statistics (a click each): today and pending unless
   * `daysAgo` and `status` say otherwise.
   */
  addConversion(
    publisher: number | string,
    offerId: number,
    options?: { cents?: number; status?: ConversionStatus; count?: number; daysAgo?: number },
  ): void;
  /**
   * The publisher's clicks stop (or only their conversions) from the network's hour that holds
   * `from` on, in every statistics report: all their traffic, or only one offer's or one
   * subaccount's (`only`: a value of subaccount `level` 1 to 5, 1 by default); `what` undefined
   * lets that traffic flow again.
   */
  stopTraffic(
    publisher: number | string,
    what: "clicks" | "conversions" | undefined,
    from?: Date,
    only?: { offerId?: number; subaccount?: string; level?: number },
  ): void;
  /**
   * One subaccount value's traffic made steady: `clicksPerHour` clicks (and `conversionsPerHour`
   * pending sales) in every network hour from the one that holds `from` on, up to the sandbox's
   * clock, beside the generated traffic (whose hours come in bursts). A campaign the watch can
   * judge hour by hour; `stopTraffic` with its subaccount stops it; `clicksPerHour` 0 removes it.
   */
  steadyTraffic(publisher: number | string, steady: SteadyTrafficOptions): void;
}

export interface SteadyTrafficOptions {
  subaccount: string;
  /** the subaccount level (1 to 5) `subaccount` is a value of; 1 by default */
  level?: number;
  clicksPerHour: number;
  conversionsPerHour?: number;
  /** the first hour (the network's hour holding it); the sandbox's now by default */
  from?: Date;
  /** the offer the traffic is of; the publisher's first joined offer by default */
  offerId?: number;
  /** what a conversion earns, in cents (500 by default) */
  cents?: number;
}

/** What the control says of an offer it added. */
export interface AddedOffer {
  id: number;
  name: string;
  type: string;
  category: { id: number; title: string };
  /** country ISO codes */
  regions: string[];
  cpa: string;
  cpl: string;
  epc7days: string;
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

function toClaimStatus(status: ClaimStatus | number | string): ClaimStatus {
  if (typeof status === "string" && (CLAIM_STATUSES as readonly string[]).includes(status)) {
    return status as ClaimStatus;
  }
  const byId = CLAIM_STATUSES.find((s) => CLAIM_STATUS_ID[s] === Number(status));
  if (!byId) throw new Error(`unknown claim status ${String(status)}`);
  return byId;
}

export function createControl(state: SandboxState): SandboxControl {
  const firer = new PostbackFirer(state);
  const publisherId = (publisher: number | string) => {
    const pub = state.publisherByIdOrKey(publisher);
    if (!pub) throw new Error(`unknown publisher ${String(publisher)}`);
    return pub.publisher.id;
  };
  const { changes } = state;
  return {
    pauseOffer: (publisher, offerId) => changes.pause(publisherId(publisher), offerId),
    resumeOffer: (publisher, offerId) => changes.resume(publisherId(publisher), offerId),
    removeLinks: (publisher, offerId) => changes.removeLinks(publisherId(publisher), offerId),
    addOffer(options = {}) {
      const offer = changes.addOffer(state.dataset(), options, state.nowMs());
      const category = offer.otherCategories[0] ?? offer.mainCategory;
      return {
        id: offer.id,
        name: offer.name,
        type: offer.type,
        category: { id: category.id, title: category.title },
        regions: offer.geo.map((c) => c.iso),
        cpa: offer.cpa,
        cpl: offer.cpl,
        epc7days: offer.epc7days,
      };
    },
    setOfferPayout: (offerId, fields) => changes.setOfferPayout(state.dataset(), offerId, fields),
    moveOfferRates(offerId, { conversions = 1, pay = 1 }, from = new Date(state.nowMs())) {
      for (const factor of [conversions, pay])
        if (!Number.isFinite(factor) || factor < 0)
          throw new Error("factors must be non-negative numbers");
      if (!state.dataset().offerById.has(offerId)) throw new Error(`no offer ${offerId}`);
      changes.moveOfferRates({ offerId, conversions, pay, fromHour: networkHour(from) });
    },
    setGoal: (offerId, goalId, fields) => changes.setGoal(state.dataset(), offerId, goalId, fields),
    addGoal: (offerId, fields) => changes.addGoal(state.dataset(), offerId, fields),
    removeGoal: (offerId, goalId) => changes.removeGoal(state.dataset(), offerId, goalId),
    addPayout: (publisher, value) =>
      changes.addPayout(publisherId(publisher), value, state.nowMs()),
    addConversion: (publisher, offerId, options = {}) =>
      changes.addConversion(
        publisherId(publisher),
        offerId,
        options.cents ?? 500,
        networkDay(new Date(state.nowMs())) - (options.daysAgo ?? 0),
        options.status,
        options.count,
      ),
    stopTraffic: (publisher, what, from = new Date(state.nowMs()), only = {}) =>
      changes.stopTraffic(publisherId(publisher), { ...only, what, fromHour: networkHour(from) }),
    steadyTraffic(publisher, steady) {
      const level = steady.level ?? 1;
      const counts = [steady.clicksPerHour, steady.conversionsPerHour ?? 0, steady.cents ?? 500];
      if (!Number.isInteger(level) || level < 1 || level > 5)
        throw new Error("level must be 1 to 5");
      if (!counts.every((n) => Number.isInteger(n) && n >= 0))
        throw new Error("counts must be non-negative integers");
      changes.steadyTraffic(publisherId(publisher), {
        subaccount: steady.subaccount,
        level,
        clicksPerHour: steady.clicksPerHour,
        conversionsPerHour: steady.conversionsPerHour ?? 0,
        fromHour: networkHour(steady.from ?? new Date(state.nowMs())),
        cents: steady.cents ?? 500,
        ...(steady.offerId !== undefined && { offerId: steady.offerId }),
      });
    },
    payPayout: (publisher, payoutId) =>
      changes.payPayout(publisherId(publisher), payoutId, state.nowMs()),
    fireConversion(publisher, options) {
      const pub = state.publisherByIdOrKey(publisher);
      if (!pub) throw new Error(`unknown publisher ${String(publisher)}`);
      return firer.fire(pub, options);
    },
    setConversionTrickle(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error("ms must be a non-negative number");
      firer.setTrickle(ms);
    },
    closePostbacks: () => firer.close(),
    saveNetwork: () => ({ ...saveState(state), conversions: firer.saved() }),
    restoreNetwork(saved) {
      restoreState(state, saved);
      firer.restore(saved.conversions);
    },
    failNext({ count = 1, mode, path, method }) {
      const known: readonly unknown[] = [500, "timeout", "drop", ...ODD_MODES];
      if (!known.includes(mode)) throw new Error(`unknown fail mode ${String(mode)}`);
      if (!Number.isInteger(count) || count < 1)
        throw new Error("count must be a positive integer");
      state.failRules.push({
        remaining: count,
        mode,
        ...(path === undefined ? {} : { path }),
        ...(method === undefined ? {} : { method }),
      });
    },
    rateLimit({ ms, count, retryAfterSeconds, path, method }) {
      if ((ms === undefined) === (count === undefined)) throw new Error("give ms or count");
      if (ms !== undefined && !(Number.isFinite(ms) && ms >= 0))
        throw new Error("ms must be a non-negative number");
      if (count !== undefined && !(Number.isInteger(count) && count >= 1))
        throw new Error("count must be a positive integer");
      if (
        retryAfterSeconds !== undefined &&
        !(Number.isInteger(retryAfterSeconds) && retryAfterSeconds >= 0)
      )
        throw new Error("retryAfterSeconds must be a non-negative integer");
      state.rateLimits.push({
        untilMs: ms === undefined ? Number.POSITIVE_INFINITY : performance.now() + ms,
        ...(count === undefined ? {} : { remaining: count }),
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
        ...(path === undefined ? {} : { path }),
        ...(method === undefined ? {} : { method }),
      });
    },
    delayNext({ ms, count = 1, skip = 0, when = "before", path, method }) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error("ms must be a non-negative number");
      if (!Number.isInteger(count) || count < 1)
        throw new Error("count must be a positive integer");
      if (!Number.isInteger(skip) || skip < 0)
        throw new Error("skip must be a non-negative integer");
      if (when !== "before" && when !== "after")
        throw new Error('when must be "before" or "after"');
      state.delayRules.push({
        remaining: count,
        skip,
        ms,
        when,
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
    changePassword(publisher) {
      const pub = state.publisherByIdOrKey(publisher);
      if (!pub) throw new Error(`unknown publisher ${String(publisher)}`);
      for (const [token, t] of state.tokens) {
        if (t.publisherId === pub.publisher.id) state.tokens.delete(token);
      }
    },
    setDelay(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error("delay must be a non-negative number");
      state.delayMs = ms;
    },
    setAnswerDelay(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error("delay must be a non-negative number");
      state.answerDelayMs = ms;
    },
    setQuirks(changes) {
      applyQuirks(state.quirks, changes);
      return { ...state.quirks };
    },
    resetQuirks() {
      Object.assign(state.quirks, DEFAULT_QUIRKS);
    },
    get quirks() {
      return state.quirks;
    },
    get calls() {
      return state.calls;
    },
    clearCalls() {
      state.calls.length = 0;
    },
  };
}
