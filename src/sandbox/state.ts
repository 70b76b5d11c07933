// Mutable state of one sandbox instance: writes, tokens, deferred reports and test controls.
// The generated dataset is shared and read-only; everything a request can change lives here.

import { SandboxChanges } from "./changes.js";
import { type Dataset, getDataset, publisherData } from "./data/dataset.js";
import {
  initialClaims,
  initialNotifications,
  initialPostbacks,
  initialRotators,
} from "./data/initial.js";
import { NewCoupons } from "./data/new-coupons.js";
import type {
  Claim,
  NotificationSetting,
  Postback,
  Profile,
  Rotator,
  TextShift,
} from "./data/records.js";
import { networkDay } from "./lib/dates.js";
import type { OddMode } from "./lib/odd-answers.js";
import { SANDBOX_PUBLISHERS, type SandboxPublisher } from "./publishers.js";
import { DEFAULT_QUIRKS, type SandboxQuirks } from "./quirks.js";

interface SandboxConfig {
  seed: number;
  now: () => Date;
  /** Statistics periods longer than this many days are deferred (envelope status 204). */
  deferAfterDays: number;
  /** A deferred report is delivered on this repeat with its request_id (earlier repeats: 204). */
  deferRepeats: number;
  tokenTtlSeconds: number;
  /** Which postback addresses simulated conversions are sent to: loopback only, or any. */
  postbackHosts: "loopback" | "any";
  /** A new coupon appears every this many minutes of the sandbox's clock (0: none). */
  newCouponEveryMinutes?: number;
}

export interface PublisherState {
  publisher: SandboxPublisher;
  profile: Profile;
  notifications: NotificationSetting[];
  rotators: Map<number, Rotator>;
  textShifts: Map<number, TextShift>;
  postbacks: Map<number, Postback>;
  claims: Map<string, Claim>;
}

interface TokenRecord {
  publisherId: number;
  expiresMs: number;
}

interface DeferredReport {
  id: number;
  publisherId: number;
  /** Method, grouping and period: the same call must come back with the id. */
  signature: string;
  repeats: number;
}

/** 500, a held or dropped connection, or an answer that is not the method's (odd-answers.ts). */
export type FailMode = 500 | "timeout" | "drop" | OddMode;

interface FailRule {
  remaining: number;
  mode: FailMode;
  path?: string;
  /** Only requests with this HTTP method (GET, PUT, …). */
  method?: string;
}

/**
 * Matching requests answer 429 until `untilMs` (performance.now()), or the next `remaining` of
 * them, with Retry-After when set.
 */
interface RateLimitRule {
  untilMs: number;
  remaining?: number;
  retryAfterSeconds?: number;
  path?: string;
  method?: string;
}

/** The next matching requests are held `ms`: before their work, or after it (the answer late). */
export interface DelayRule {
  remaining: number;
  /** matching requests let through first, undelayed */
  skip: number;
  ms: number;
  when: "before" | "after";
  path?: string;
  method?: string;
}

export interface RecordedCall {
  time: string;
  method: string;
  path: string;
  query: Record<string, string>;
  /** Parsed XML (element tree) or JSON; the raw text when it did not parse; undefined when empty. */
  body: unknown;
  /** HTTP status answered; undefined while pending or when the connection was held or dropped. */
  status?: number;
}

/** Calls kept for inspection; older ones are dropped so a benchmark cannot exhaust memory. */
const MAX_CALLS = 100_000;

export class SandboxState {
  readonly publishers = new Map<number, PublisherState>();
  readonly byApiKey = new Map<string, PublisherState>();
  readonly tokens = new Map<string, TokenRecord>();
  readonly deferred = new Map<number, DeferredReport>();
  readonly failRules: FailRule[] = [];
  readonly rateLimits: RateLimitRule[] = [];
  readonly delayRules: DelayRule[] = [];
  readonly calls: RecordedCall[] = [];
  /** Answers the spec allows that a live deployment may give; all off by default. */
  readonly quirks: SandboxQuirks = { ...DEFAULT_QUIRKS };
  delayMs = 0;
  answerDelayMs = 0;
  nextRequestId = 7001;
  nextPostbackId = 600;
  nextTextShiftId = 2001;
  nextClaimId = 5001;
  nextRotatorId = 1001;
  /** Coupons that appeared after the day's generated ones (over time, or by the control). */
  readonly newCoupons: NewCoupons;
  /** Offers paused, payouts and goals changed, payouts made: laid over the dataset. */
  readonly changes = new SandboxChanges();

  constructor(readonly config: SandboxConfig) {
    this.newCoupons = new NewCoupons(
      config.seed,
      this.nowMs(),
      (config.newCouponEveryMinutes ?? 0) * 60_000,
    );
    const ds = this.dataset();
    for (const pub of SANDBOX_PUBLISHERS) {
      const data = publisherData(ds, pub.id);
      const rotators = initialRotators(pub, data.joined, ds.today);
      const state: PublisherState = {
        publisher: pub,
        profile: {
          id: pub.id,
          firstName: pub.firstName,
          lastName: pub.lastName,
          language: pub.language,
          phone: pub.phone,
          contactPhone: pub.contactPhone,
          email: pub.email,
        },
        notifications: initialNotifications(pub),
        rotators: new Map(rotators.map((r) => [r.id, r])),
        textShifts: new Map(),
        postbacks: new Map(initialPostbacks(pub, data.joined).map((p) => [p.id, p])),
        claims: new Map(
          initialClaims(config.seed, pub, data.joined, this.nowMs()).map((c) => [c.id, c]),
        ),
      };
      for (const r of rotators) this.nextRotatorId = Math.max(this.nextRotatorId, r.id + 1);
      this.publishers.set(pub.id, state);
      this.byApiKey.set(pub.apiKey, state);
    }
  }

  nowMs(): number {
    return this.config.now().getTime();
  }

  /** The dataset for the network's current day (cached per day at module level). */
  dataset(): Dataset {
    return getDataset(this.config.seed, networkDay(this.config.now()));
  }

  record(call: RecordedCall): void {
    // Drop the older half at once: amortised O(1) per call even in a long benchmark.
    if (this.calls.length >= MAX_CALLS) this.calls.splice(0, MAX_CALLS / 2);
    this.calls.push(call);
  }

  /** Consumes and returns the failure rule matching `path` (and `method`), if any. */
  takeFailure(path: string, method = "GET"): FailRule | undefined {
    const i = this.failRules.findIndex(
      (r) =>
        (r.path === undefined || path.includes(r.path)) &&
        (r.method === undefined || r.method.toUpperCase() === method),
    );
    const rule = this.failRules[i];
    if (!rule) return undefined;
    rule.remaining--;
    if (rule.remaining <= 0) this.failRules.splice(i, 1);
    return rule;
  }

  /** The rate limit in force for `path` (and `method`) now, if any. */
  rateLimit(path: string, method: string): RateLimitRule | undefined {
    const now = performance.now();
    for (let i = this.rateLimits.length - 1; i >= 0; i--)
      if ((this.rateLimits[i]?.untilMs ?? 0) <= now) this.rateLimits.splice(i, 1);
    const i = this.rateLimits.findIndex((r) => matches(r, path, method));
    const rule = this.rateLimits[i];
    if (rule?.remaining !== undefined && --rule.remaining <= 0) this.rateLimits.splice(i, 1);
    return rule;
  }

  /** Consumes the delay rule matching `path` (and `method`), once past its `skip`. */
  takeDelay(path: string, method: string): DelayRule | undefined {
    const i = this.delayRules.findIndex((r) => matches(r, path, method));
    const rule = this.delayRules[i];
    if (!rule) return undefined;
    if (rule.skip > 0) {
      rule.skip--;
      return undefined;
    }
    rule.remaining--;
    if (rule.remaining <= 0) this.delayRules.splice(i, 1);
    return rule;
  }

  publisherByIdOrKey(idOrKey: number | string): PublisherState | undefined {
    if (typeof idOrKey === "string") {
      const byKey = this.byApiKey.get(idOrKey);
      if (byKey) return byKey;
    }
    return this.publishers.get(Number(idOrKey));
  }
}

function matches(rule: { path?: string; method?: string }, path: string, method: string): boolean {
  return (
    (rule.path === undefined || path.includes(rule.path)) &&
    (rule.method === undefined || rule.method.toUpperCase() === method)
  );
}
