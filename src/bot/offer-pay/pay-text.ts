/**
 * What an offer pays in words, the same on every screen: "sale 12% · lead $4.15" from the offer's
 * stated figures, "by goal" when it states none. The card adds its goals' pay on a line of its
 * own, labelled as the goals', when it says more than the offer's figures do.
 */
import { commissionText, type MoneyStyle } from "../catalog/text.js";
import type { BotContext } from "../core/context.js";
import {
  openGoalsPay,
  type Pay,
  type PayGoal,
  personalPay,
  samePays,
  statedPay,
  statesPay,
} from "./offer-pay.js";

/** "sale 12%", "lead $4.15", both joined when both are stated; `unstated` when neither is. */
function kindsText(ctx: BotContext, pay: Pay, money: MoneyStyle, unstated: string): string {
  const parts: string[] = [];
  if (pay.cpa.kind !== "none")
    parts.push(ctx.t("offer-pay-sale", { value: commissionText(ctx, pay.cpa, money) }));
  if (pay.cpl.kind !== "none")
    parts.push(ctx.t("offer-pay-lead", { value: commissionText(ctx, pay.cpl, money) }));
  return parts.length > 0 ? parts.join(" · ") : ctx.t(unstated);
}

/** What the offer pays, as every screen says it. */
export function offerPayText(ctx: BotContext, offer: Pay, money: MoneyStyle): string {
  return kindsText(ctx, statedPay(offer), money, "offer-pay-by-goal");
}

/**
 * What the card says the offer pays: its own stated figures, as every screen says them; an offer
 * that states none pays by goal, and the card, having read its goals, says what they pay together
 * ("by goal: lead $19.50 – $23.15"), so a card never hides the pay. Unread goals: "by goal".
 */
export function cardPayText(
  ctx: BotContext,
  offer: Pay,
  goals: readonly PayGoal[] | undefined,
  money: MoneyStyle,
): string {
  const own = offerPayText(ctx, offer, money);
  if (statesPay(statedPay(offer)) || !goals) return own;
  const open = openGoalsPay(goals);
  if (!statesPay(open)) return own;
  return ctx.t("offer-pay-by-goal-figure", {
    pay: kindsText(ctx, open, money, "offer-pay-by-goal"),
  });
}

/**
 * The card's goals line, "🎯 Goals: sale 3% – 7% · lead €0.50", when the goals anyone may reach
 * state a pay other than the offer's own figures (a goal of another kind, a span of their own,
 * or an offer that pays by goal); "" when they say nothing more or could not be read.
 */
export function goalsPayLine(
  ctx: BotContext,
  offer: Pay,
  goals: readonly PayGoal[] | undefined,
  money: MoneyStyle,
): string {
  if (!goals) return "";
  const open = openGoalsPay(goals);
  // An offer that states no pay of its own has its goals' pay on its pay line (cardPayText).
  if (!statesPay(statedPay(offer))) return "";
  if (!statesPay(open) || samePays(open, statedPay(offer))) return "";
  return `${ctx.t("offer-pay-goals")}: ${kindsText(ctx, open, money, "catalog-not-published")}`;
}

/** The publisher's personal rate, when a goal gives them one. */
export function personalPayLine(
  ctx: BotContext,
  goals: readonly PayGoal[] | undefined,
  money: MoneyStyle,
): string {
  const own = personalPay(goals);
  if (!statesPay(own)) return "";
  return `${ctx.t("offer-pay-personal")}: ${kindsText(ctx, own, money, "catalog-not-published")}`;
}

/** A pay in its kind's words ("lead $4.15 up to $9.00"), for one goal on the goals' own page. */
export function kindText(ctx: BotContext, kind: "sale" | "lead", value: string): string {
  return ctx.t(kind === "sale" ? "offer-pay-sale" : "offer-pay-lead", { value });
}
