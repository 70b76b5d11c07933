/**
 * A publisher's watch: on or off, which rules tell them, the balance mark, and what the last
 * check did (for the card). The state the next check compares with is kept apart (`watch-state`).
 */
import type { Storage } from "../../../storage/index.js";
import type { CampaignLevel } from "./campaign-levels.js";
import type { CampaignsState } from "./campaigns.js";
import type { WatchEvent } from "./events.js";
import type { LimitMark, WatchLimit } from "./limits/limit.js";
import type { AccountState } from "./state.js";
import type { StopMarks } from "./stop-marks.js";

export const WATCH_RULES = [
  "offer-stopped",
  "offer-pay",
  "offer-goals",
  "traffic",
  "first-conversion",
  "coupons",
  "approval",
  "payouts",
  "balance",
  "limits",
  "new-offers",
] as const;
export type WatchRule = (typeof WATCH_RULES)[number];

export interface WatchSettings {
  on: boolean;
  rules: WatchRule[];
  /** tell when the available balance crosses this amount (the account's currency) */
  balanceMark?: number;
  /** the publisher's own limits (limits/limit.ts), told under the rule "limits" */
  limits?: WatchLimit[];
  /** which subaccount level is a campaign (the traffic rule watches each); `subaccount` when absent */
  campaignLevel?: CampaignLevel;
  /** ISO time of the last check that went through */
  checkedAt?: string;
  /** how many events the last check that found any told, and when */
  lastTold?: {
    at: string;
    count: number;
    /** the most urgent of them (a few), shown on the card */
    events?: WatchEvent[];
  };
}

/** Rules off until the publisher switches them on (the balance also needs its mark). */
const OFF_BY_DEFAULT: readonly WatchRule[] = ["balance", "coupons", "approval"];

export const defaultWatch = (): WatchSettings => ({
  on: false,
  rules: WATCH_RULES.filter((rule) => !OFF_BY_DEFAULT.includes(rule)),
});

/** The rule that decides whether an event is told. */
export function ruleOf(event: WatchEvent): WatchRule {
  switch (event.kind) {
    case "offer-stopped":
      return "offer-stopped";
    case "offer-pay":
      return "offer-pay";
    case "goal-added":
    case "goal-removed":
    case "goal-regions":
      return "offer-goals";
    case "payout-new":
    case "payout-status":
      return "payouts";
    case "balance":
      return "balance";
    case "clicks-stopped":
    case "conversions-stopped":
    case "campaign-clicks-stopped":
    case "campaign-conversions-stopped":
      return "traffic";
    case "first-conversion":
      return "first-conversion";
    case "coupon-ending":
      return "coupons";
    case "approval-drop":
      return "approval";
    case "limit-crossed":
      return "limits";
    case "new-offer":
      return "new-offers";
  }
}

export interface WatchState {
  /** fingerprint of the API key the state was read with: another key starts afresh */
  key: string;
  account: AccountState;
  /** the account's traffic stops told (stop-marks.ts) */
  trafficTold?: StopMarks;
  /** the campaigns' stops told (campaigns.ts) */
  campaigns?: CampaignsState;
  /** offers that ever converted (90 days back from the first check on) */
  converted?: string[];
  /** the network's day whose approval rates were read (once a day) */
  approvalDay?: string;
  /** what the last check saw of each limit, by limit id */
  limits?: Record<string, LimitMark>;
  /** the highest offer id the network listed at the last check (with the new-offers rule on) */
  newestOfferId?: number;
  /** what quiet hours held, told by the first check after them */
  held?: WatchEvent[];
}

export const watchRecords = (storage: Storage) => storage.records<WatchSettings>("watch");
export const watchStates = (storage: Storage) => storage.records<WatchState>("watch-state");
/** Publishers whose watch is on: the job visits these. */
export const WATCHERS = "watchers";
