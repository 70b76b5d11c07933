/**
 * What an offer pays, one answer for every screen that says it (the offers list, the offer card,
 * the search answer, the inline result): the offer's own stated figures, `cpa` a sale and `cpl` a
 * lead, from the offers list itself, so every screen has them without reading anything more. An
 * offer that states neither pays by goal, and says so. Its goals' pays are another figure, shown
 * apart on the card (`openGoalsPay`), never merged into the offer's.
 */
import type { Commission } from "../../publisher-api/index.js";

/** What an offer pays per kind: `cpa` a sale, `cpl` a lead. */
export interface Pay {
  cpa: Commission;
  cpl: Commission;
}

/** A goal as far as its pay goes (an API goal, or one the watch kept). */
export interface PayGoal {
  cpl: Commission;
  cpl_max: Commission;
  cps: Commission;
  cps_max: Commission;
  is_personal?: boolean;
}

export type PayKind = "sale" | "lead";

export const PAY_FIELD: Record<PayKind, keyof Pay> = { sale: "cpa", lead: "cpl" };

/**
 * What figures span, as one commission: "$4.00 – $9.00" when they differ, the one figure when
 * they agree, none when none is stated. Money and percentages are not mixed: money wins (a sale
 * paid a fixed amount by one goal and a share by another is rare).
 */
export function span(values: readonly Commission[]): Commission {
  const amounts: number[] = [];
  const shares: number[] = [];
  let currency: string | undefined;
  for (const value of values) {
    if (value.kind === "amount") amounts.push(value.value);
    if (value.kind === "range") amounts.push(value.min, value.max);
    if ((value.kind === "amount" || value.kind === "range") && value.currency)
      currency ??= value.currency;
    if (value.kind === "percent") shares.push(value.value);
    if (value.kind === "percent_range") shares.push(value.min, value.max);
  }
  const withCurrency = currency ? { currency } : {};
  if (amounts.length > 0) {
    const min = Math.min(...amounts);
    const max = Math.max(...amounts);
    return min === max
      ? { kind: "amount", value: min, ...withCurrency }
      : { kind: "range", min, max, ...withCurrency };
  }
  if (shares.length > 0) {
    const min = Math.min(...shares);
    const max = Math.max(...shares);
    return min === max ? { kind: "percent", value: min } : { kind: "percent_range", min, max };
  }
  return { kind: "none" };
}

/** What goals pay together, as one figure per kind; none of a kind no goal states. */
export function goalsPay(goals: readonly PayGoal[]): Pay {
  return {
    cpl: span(goals.flatMap((g) => [g.cpl, g.cpl_max])),
    cpa: span(goals.flatMap((g) => [g.cps, g.cps_max])),
  };
}

export const statesPay = (pay: Pay): boolean => pay.cpl.kind !== "none" || pay.cpa.kind !== "none";

/** What the offer pays: its own stated figures, whatever else is known about it. */
export function statedPay(offer: Pay): Pay {
  return { cpa: offer.cpa, cpl: offer.cpl };
}

/** What the goals anyone may reach pay together (a personal goal is the card's own line). */
export function openGoalsPay(goals: readonly PayGoal[]): Pay {
  return goalsPay(goals.filter((g) => !g.is_personal));
}

/** Both kinds the same pay. */
export const samePays = (a: Pay, b: Pay): boolean => samePay(a.cpa, b.cpa) && samePay(a.cpl, b.cpl);

/**
 * The watch's reading, kept as it was for it: the open goals' span per kind when they state it,
 * the offer's own figure else. No screen shows this; screens show `statedPay`.
 */
export function offerPay(own: Pay, goals: readonly PayGoal[] | undefined): Pay {
  if (!goals) return { cpa: own.cpa, cpl: own.cpl };
  const open = goalsPay(goals.filter((g) => !g.is_personal));
  return {
    cpa: open.cpa.kind === "none" ? own.cpa : open.cpa,
    cpl: open.cpl.kind === "none" ? own.cpl : open.cpl,
  };
}

/** The publisher's personal rate, when a goal gives them one (none of either otherwise). */
export function personalPay(goals: readonly PayGoal[] | undefined): Pay {
  return goalsPay((goals ?? []).filter((g) => g.is_personal));
}

interface Bounds {
  min: number;
  max: number;
  percent: boolean;
}

function bounds(value: Commission): Bounds | undefined {
  switch (value.kind) {
    case "amount":
      return { min: value.value, max: value.value, percent: false };
    case "range":
      return { min: value.min, max: value.max, percent: false };
    case "percent":
      return { min: value.value, max: value.value, percent: true };
    case "percent_range":
      return { min: value.min, max: value.max, percent: true };
    default:
      return undefined;
  }
}

/** The same pay as a publisher reads it (figures, not the strings they came as). */
export function samePay(a: Commission, b: Commission): boolean {
  const x = bounds(a);
  const y = bounds(b);
  if (!x || !y) return JSON.stringify(a) === JSON.stringify(b);
  const currency = (c: Commission) => ("currency" in c ? (c.currency ?? "") : "");
  return (
    x.percent === y.percent && x.min === y.min && x.max === y.max && currency(a) === currency(b)
  );
}

/** Less than before at either end, or no longer stated: a cut, told first. */
export function isCut(from: Commission, to: Commission): boolean {
  const a = bounds(from);
  const b = bounds(to);
  if (!a) return false;
  if (!b) return true;
  if (a.percent !== b.percent) return false;
  return b.max < a.max || b.min < a.min;
}
