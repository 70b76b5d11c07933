import type { ChargeEntry, ExchangeRate, Payout } from "../../../publisher-api/index.js";
import { parseNumber } from "../../../publisher-api/index.js";
import type { Language } from "../../../storage/index.js";
import type { BotContext } from "../../core/context.js";
import { clip } from "../../format/clip.js";
import { apiDateText } from "../../format/dates.js";
import { escapeHtml } from "../../format/html.js";
import { formatMoney } from "../../format/money.js";
import { networkWords } from "../../format/names.js";
import { decimal } from "../../format/numbers.js";
import { chargeDayText, chargeWhatText, payoutDayText } from "../../payout-status/payout-dates.js";
import { payoutStatusWord } from "../../payout-status/payout-status.js";

export type MoneyView = "payouts" | "charges" | "rates";

/** One page of a list kept whole in memory: the payouts, charges and rates lists are short. */
export interface Slice<T> {
  items: T[];
  /** 0-based, clamped to the last page */
  page: number;
  pages: number;
  /** position of the first item of the page in the whole list */
  offset: number;
}

export function sliceOf<T>(all: readonly T[], page: number, size: number): Slice<T> {
  const pages = Math.max(1, Math.ceil(all.length / size));
  const current = Math.min(Math.max(0, page), pages - 1);
  const offset = current * size;
  return { items: all.slice(offset, offset + size), page: current, pages, offset };
}

/**
 * How amounts and dates are written: the API gives payouts and charges no currency of their own
 * (the account's is used); times in the publisher's zone when they chose one.
 */
export interface MoneyStyle {
  lang: Language;
  /** the account's currency; "" when unknown */
  currency: string;
  zone?: string;
  zoneChosen?: boolean;
}

const amount = (value: number, style: MoneyStyle, signed = false) =>
  formatMoney(value, style.currency, style.lang, signed);

/** A date as the API sent it; its year shown when it is not this year by the bot's clock. */
const when = (ctx: BotContext, text: string, style: MoneyStyle) =>
  apiDateText(text, style, ctx.deps.now());

function header(ctx: BotContext, view: MoneyView, slice?: Slice<unknown>): string {
  const title = `<b>${ctx.t(`payouts-title-${view}`)}</b>`;
  if (!slice || slice.pages < 2) return title;
  return `${title} · ${ctx.t("payouts-page", { page: slice.page + 1, pages: slice.pages })}`;
}

function payoutEntry(ctx: BotContext, p: Payout, n: number, style: MoneyStyle): string {
  const state =
    payoutStatusWord(ctx.t, p.status_name.trim()) ||
    ctx.t(p.processed ? "payouts-processed" : "payouts-pending");
  const processed = p.processed_at.trim()
    ? ctx.t("payouts-processed-at", { date: when(ctx, p.processed_at, style) })
    : ctx.t("payouts-not-processed");
  const dates = [
    p.date.trim() ? `📅 ${payoutDayText(p, style, ctx.deps.now())}` : "",
    p.added_at.trim() ? ctx.t("payouts-added-at", { date: when(ctx, p.added_at, style) }) : "",
    processed,
  ].filter(Boolean);
  const method = [escapeHtml(p.name), p.id ? `#${escapeHtml(p.id)}` : ""].filter(Boolean);
  return [
    `${n}. <b>${amount(p.value, style)}</b> — ${escapeHtml(state)}`,
    `    ${dates.join(" · ")}`,
    method.length ? `    ${method.join(" · ")}` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

export function payoutsText(ctx: BotContext, slice: Slice<Payout>, style: MoneyStyle): string {
  if (slice.items.length === 0) return `${header(ctx, "payouts")}\n\n${ctx.t("payouts-none")}`;
  const entries = slice.items.map((p, i) => payoutEntry(ctx, p, slice.offset + i + 1, style));
  return `${header(ctx, "payouts", slice)}\n\n${entries.join("\n\n")}`;
}

/** Charges, each on its day: a payout's charge on the payout's own day (`payouts`, as read). */
export function chargesText(
  ctx: BotContext,
  slice: Slice<ChargeEntry>,
  style: MoneyStyle,
  payouts: readonly Payout[],
): string {
  if (slice.items.length === 0)
    return `${header(ctx, "charges")}\n\n${ctx.t("payouts-no-charges")}`;
  const now = ctx.deps.now();
  // What a charge is for is the network's own words, marked as the network's.
  const entries = slice.items.map((c) => {
    const what = chargeWhatText(c.description);
    return [
      chargeDayText(c, payouts, style, now),
      `<b>${amount(c.amount, style, true)}</b>`,
      what ? networkWords(clip(what, 200)) : "",
    ]
      .filter(Boolean)
      .join(" · ");
  });
  const legend = slice.items.some((c) => chargeWhatText(c.description))
    ? `\n\n<i>${ctx.t("network-words-legend")}</i>`
    : "";
  return `${header(ctx, "charges", slice)}\n\n${entries.join("\n")}${legend}`;
}

/** A rate as sent ("90.1234") written the publisher's way; text that is no number as sent. */
function rate(text: string, lang: Language): string {
  const value = parseNumber(text);
  if (value === undefined) return escapeHtml(text);
  const digits = Math.min(Math.max(text.split(/[.,]/)[1]?.length ?? 0, 2), 6);
  return decimal(value, lang, digits);
}

export function ratesText(ctx: BotContext, slice: Slice<ExchangeRate>, style: MoneyStyle): string {
  if (slice.items.length === 0) return `${header(ctx, "rates")}\n\n${ctx.t("payouts-no-rates")}`;
  const r4 = (text: string) => rate(text, style.lang);
  const entries = slice.items.map(
    (r) =>
      `<b>${when(ctx, r.date, style)}</b>  USD→RUB ${r4(r.usd2rur)} · EUR→RUB ${r4(r.eur2rur)} · EUR→USD ${r4(r.eur2usd)}`,
  );
  return `${header(ctx, "rates", slice)}\n\n${entries.join("\n")}`;
}

/** The polite answer when a part of the API (payouts and charges are "under construction") fails. */
export function unavailableText(ctx: BotContext, view: MoneyView): string {
  return `${header(ctx, view)}\n\n${ctx.t("payouts-unavailable")}`;
}
