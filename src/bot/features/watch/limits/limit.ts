/**
 * The publisher's own limits: a figure (EPC, CR, approval, commission) of the account, one offer
 * or one campaign over their last N days, told when it falls below or rises above a value they
 * typed. Kept with the watch's settings; what each was last seen at, with the watch's state.
 */
import { readAmount } from "../../../format/amounts.js";
import type { CampaignLevel } from "../campaign-levels.js";

export const LIMIT_FIGURES = ["epc", "cr", "ar", "commission"] as const;
export type LimitFigure = (typeof LIMIT_FIGURES)[number];

export type LimitScope =
  | { kind: "account" }
  | { kind: "offer"; offerId: string; name: string }
  | { kind: "campaign"; level: CampaignLevel; name: string };

export interface WatchLimit {
  /** never used again for another limit of the publisher: told-once marks are keyed by it */
  id: string;
  figure: LimitFigure;
  scope: LimitScope;
  /** the window: the network's last `days` days, today so far included (as /stats counts 7 days) */
  days: number;
  side: "below" | "above";
  /** cents for EPC and commission, percent for CR and approval */
  value: number;
  /**
   * What the figure was when the limit was set, read as a check reads it: a limit already crossed
   * then was said so in the confirmation, so a check judges from it and does not tell it again.
   * Absent when the figure could not be read then: the first check that reads it judges it.
   */
  start?: LimitMark;
}

/** What a check last saw of a limit (kept in the watch's state, by limit id). */
export interface LimitMark {
  /** on the wrong side of the limit; absent until a window had something to judge by */
  crossed?: boolean;
  /** the figure then; absent when the window had nothing to judge by */
  value?: number;
  /** how many times it was crossed: the told-once mark of a crossing names its number */
  crossings: number;
}

/** The most limits a publisher keeps. */
export const MAX_LIMITS = 20;
export const MAX_DAYS = 30;

export const isMoney = (figure: LimitFigure) => figure === "epc" || figure === "commission";

export type ValueRefusal = "format" | "not-positive" | "ambiguous" | "percent";
export type ValueAnswer = { ok: true; value: number } | { ok: false; reason: ValueRefusal };

/**
 * A limit's value as the publisher typed it, in their own format (the shared amount reader:
 * "1,5", "1 250,50 ₽", "2.5%"): cents for money, percent (at most 100) for rates.
 */
export function readLimitValue(text: string, figure: LimitFigure): ValueAnswer {
  const typed = isMoney(figure) ? text : text.replace(/\s*%\s*$/u, "");
  const read = readAmount(typed);
  if (!read.ok) return read;
  const amount = Number(read.amount);
  if (isMoney(figure)) return { ok: true, value: Math.round(amount * 100) };
  return amount > 100 ? { ok: false, reason: "percent" } : { ok: true, value: amount };
}

/** Days typed as a whole number from 1 to 30. */
export function readDays(text: string): number | undefined {
  const days = /^\d{1,2}$/u.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  return days >= 1 && days <= MAX_DAYS ? days : undefined;
}
