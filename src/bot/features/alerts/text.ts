import { type OfferNames, offerListText } from "../../catalog/offer-names.js";
import type { BotContext } from "../../core/context.js";

/** The card names at most this many chosen offers. */
export const SHOWN_OFFERS = 30;

import { clip } from "../../format/clip.js";
import { zoneTitle } from "../../format/dates.js";
import { escapeHtml } from "../../format/html.js";
import { clockText } from "../../format/local-time.js";
import { formatMoney } from "../../format/money.js";
import { decimal } from "../../format/numbers.js";
import {
  ALERTS_POSTBACK_NAME,
  alertsPostbackName,
  postbackNameShown,
} from "../../network-postback/alerts-postback.js";
import type { Speech } from "../../speech/speech.js";
import type { AlertLine } from "./line.js";
import type { AlertCard, AlertStatus, QuietHours } from "./settings.js";
import type { Tally } from "./tally.js";

const statusText = (speech: Speech, status: AlertStatus) => speech.t(`alerts-status-${status}`);

/** The network's generic goals ("lead", "sale") in the publisher's words; an offer's own as named. */
const GENERIC_GOALS = new Set(["lead", "sale"]);

function goalText(speech: Speech, goal: string): string {
  const word = goal.trim().toLowerCase();
  return GENERIC_GOALS.has(word) ? speech.t(`alerts-goal-${word}`) : escapeHtml(clip(goal, 40));
}

/** "💰 +€12.40 · Norrland Outdoor · sale · pending → approved · sub: channel_7" */
export function alertLineText(speech: Speech, line: AlertLine): string {
  const rejected = line.status === "rejected";
  const money = formatMoney(line.payout, line.currency, speech.lang, !rejected);
  const offer = line.offerName || (line.offerId === undefined ? "" : `#${line.offerId}`);
  const status = line.from
    ? `${statusText(speech, line.from)} → ${statusText(speech, line.status)}`
    : statusText(speech, line.status);
  const parts = [`${rejected ? "❌" : "💰"} <b>${money}</b>`];
  if (offer) parts.push(escapeHtml(clip(offer, 80)));
  if (line.goal) parts.push(goalText(speech, line.goal));
  parts.push(status);
  if (line.subaccount)
    parts.push(`${speech.t("alerts-sub")}: ${escapeHtml(clip(line.subaccount, 40))}`);
  return parts.join(" · ");
}

/** Paid amounts (rejected ones left out) summed per currency: "+€61.20, +$5.00". */
export function totalText(speech: Speech, totals: Record<string, number>): string {
  const entries = Object.entries(totals);
  if (entries.length === 0) return formatMoney(0, "", speech.lang, true);
  return entries
    .map(([currency, sum]) => formatMoney(Math.round(sum * 100) / 100, currency, speech.lang, true))
    .join(", ");
}

/** "3 more conversions and 1 status change": what a summary counts, in words. */
function countedText(speech: Speech, tally: Tally, more: boolean): string {
  const parts = [];
  if (tally.conversions > 0)
    parts.push(speech.t(more ? "alerts-count-more" : "alerts-count", { count: tally.conversions }));
  if (tally.changes > 0) parts.push(speech.t("alerts-count-changes", { count: tally.changes }));
  const [first = "", second] = parts;
  return second ? speech.t("alerts-count-and", { first, second }) : first;
}

/** The headline's lines: the latest, then how many more there were. */
function tallyLines(speech: Speech, tally: Tally): string[] {
  const lines = tally.latest.map((line) => alertLineText(speech, line));
  const hidden = tally.lines - tally.latest.length;
  return hidden > 0 ? [...lines, speech.t("alerts-more", { count: hidden })] : lines;
}

/**
 * The one message a burst becomes, edited as more arrive: what came after the alerts told one by
 * one (those are not counted again), the money new conversions bring, and the latest lines.
 */
export function burstText(speech: Speech, tally: Tally): string {
  const what = countedText(speech, tally, true);
  const head =
    tally.conversions > 0
      ? speech.t("alerts-burst", { what, total: totalText(speech, tally.totals) })
      : speech.t("alerts-burst-changes", { what });
  return [`<b>${head}</b>`, "", ...tallyLines(speech, tally)].join("\n");
}

/** What quiet hours held, sent when they end. */
export function quietSummaryText(speech: Speech, tally: Tally): string {
  const what = countedText(speech, tally, false);
  const head =
    tally.conversions > 0
      ? speech.t("alerts-quiet-summary", { what, total: totalText(speech, tally.totals) })
      : speech.t("alerts-quiet-summary-changes", { what });
  return [`<b>${head}</b>`, "", ...tallyLines(speech, tally)].join("\n");
}

export function quietText(ctx: BotContext, quiet: QuietHours | undefined): string {
  if (!quiet) return ctx.t("alerts-quiet-off");
  return `${clockText(quiet.from)}–${clockText(quiet.to)}`;
}

/** "all offers", or the chosen offers by name. */
export function offersChoiceText(
  ctx: BotContext,
  offers: readonly number[],
  names: OfferNames,
): string {
  if (offers.includes(0)) return ctx.t("alerts-offers-all");
  return escapeHtml(offerListText(offers.slice(0, SHOWN_OFFERS), names));
}

/** What the card shows beside the settings: the account's currency, and the network's say. */
export interface CardFacts {
  currency: string;
  /** the chosen offers' names */
  names: OfferNames;
  /** set when alerts are on here but the network has their postback otherwise */
  network?: "off" | "paused" | "gone";
}

/** The minimum payout in the account's currency, or "none". */
export function minimumText(ctx: BotContext, minPayout: number, currency: string): string {
  if (minPayout <= 0) return ctx.t("alerts-min-none");
  return currency
    ? formatMoney(minPayout, currency, ctx.speech.lang)
    : decimal(minPayout, ctx.speech.lang);
}

/** The /alerts card. `notice` (localized HTML) says what just happened. */
export function alertsCardText(
  ctx: BotContext,
  settings: AlertCard,
  facts: CardFacts,
  notice?: string,
): string {
  const statuses = settings.statuses.map((s) => ctx.t(`alerts-status-${s}`)).join(", ");
  const state = facts.network
    ? ctx.t(`alerts-state-network-${facts.network}`)
    : ctx.t(settings.on ? "alerts-state-on" : "alerts-state-off");
  const lines = [
    `<b>${ctx.t("alerts-title")}</b>`,
    state,
    "",
    `${ctx.t("alerts-offers")}: ${offersChoiceText(ctx, settings.offers, facts.names)}`,
    `${ctx.t("alerts-statuses")}: ${statuses || ctx.t("alerts-statuses-none")}`,
    `${ctx.t("alerts-min")}: ${minimumText(ctx, settings.minPayout, facts.currency)}`,
    `${ctx.t("alerts-quiet")}: ${quietText(ctx, settings.quiet)} (${escapeHtml(zoneTitle(ctx.speech.zone, ctx.deps.now(), ctx.speech))})`,
  ];
  if (settings.on && settings.postbackId !== undefined) {
    // Named as /postbacks names it (the network's name, with the Telegram account in it).
    const name = postbackNameShown(alertsPostbackName(ctx.from?.id ?? 0), ctx.from);
    lines.push("", ctx.t("alerts-postback", { name: escapeHtml(name) }));
  }
  if (!settings.on && !facts.network)
    lines.push("", `<i>${ctx.t("alerts-explain", { name: ALERTS_POSTBACK_NAME })}</i>`);
  return notice ? `${notice}\n\n${lines.join("\n")}` : lines.join("\n");
}
