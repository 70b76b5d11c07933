import { type Coupon, parseApiDate } from "../../../publisher-api/index.js";
import type { Language } from "../../../storage/index.js";
import { codeLine, discountBeside, untilText } from "../../catalog/coupon-post.js";
import type { CouponsSearch } from "../../catalog/searches.js";
import { pageLine } from "../../catalog/text.js";
import type { BotContext } from "../../core/context.js";
import { clipHtml } from "../../format/clip.js";
import { dateText } from "../../format/dates.js";
import { escapeHtml } from "../../format/html.js";

/** "⌛ expired" or "⏳ from 2025-03-01" when the dates say so (the API may still send them). */
function timing(ctx: BotContext, coupon: Coupon, now: Date): string {
  const end = parseApiDate(coupon.active_to);
  if (end && end < now) return ` ${ctx.t("coupons-expired")}`;
  const start = parseApiDate(coupon.start_date);
  if (start && start > now) return ` ${ctx.t("coupons-not-started")}`;
  return "";
}

function dates(ctx: BotContext, coupon: Coupon, now: Date, lang: Language): string {
  const start = parseApiDate(coupon.start_date);
  const from = start ? dateText(start.toISOString().slice(0, 10), lang, now) : "…";
  const to = untilText(coupon, lang, now) || ctx.t("coupons-open-ended");
  return `📅 ${from} — ${to}`;
}

function link(ctx: BotContext, url: string): string {
  return /^https?:\/\//i.test(url)
    ? `<a href="${escapeHtml(url)}">${ctx.t("coupons-link")}</a>`
    : escapeHtml(url);
}

export function couponBlock(ctx: BotContext, coupon: Coupon, now: Date, lang: Language): string {
  const marks = [
    coupon.is_exclusive ? ctx.t("coupons-mark-exclusive") : "",
    coupon.is_personal ? ctx.t("coupons-mark-personal") : "",
  ].join("");
  const off = discountBeside(ctx, coupon, lang, coupon.name);
  const discount = off ? ` · ${off}` : "";
  return [
    `<b>${clipHtml(coupon.name || "—", 100)}</b>${marks}${timing(ctx, coupon, now)}`,
    `🏷 ${clipHtml(coupon.offer_name || `#${coupon.offer_id}`, 60)}${discount}`,
    coupon.description ? `<i>${clipHtml(coupon.description, 160)}</i>` : "",
    codeLine(ctx, coupon),
    `${dates(ctx, coupon, now, lang)} · ${link(ctx, coupon.url)}`,
  ]
    .filter(Boolean)
    .join("\n");
}

function heading(ctx: BotContext, search: CouponsSearch): string {
  return search.words
    ? ctx.t("coupons-title-search", { words: clipHtml(search.words, 60) })
    : ctx.t("coupons-title");
}

export function couponsPageText(
  ctx: BotContext,
  search: CouponsSearch,
  coupons: readonly Coupon[],
  page: { index: number; count: number; total: number },
  now: Date,
  lang: Language,
  /** coupons of this page left out because they have ended */
  ended = 0,
): string {
  const blocks = coupons.map((coupon) => couponBlock(ctx, coupon, now, lang));
  const top = `<b>${heading(ctx, search)}</b> · ${ctx.t("coupons-found", { count: page.total })}`;
  const note = ended > 0 ? [`<i>${ctx.t("coupons-ended-left-out", { count: ended })}</i>`] : [];
  // A coupon's description is the network's own words (in italics): the page says so, above its
  // page line.
  const legend = coupons.some((coupon) => coupon.description)
    ? `<i>${ctx.t("network-words-legend")}</i>\n`
    : "";
  return [top, ...note, ...blocks, `${legend}${pageLine(ctx, page.index, page.count)}`].join(
    "\n\n",
  );
}

export function couponsEmptyText(
  ctx: BotContext,
  search: CouponsSearch,
  narrowed: boolean,
): string {
  return `<b>${heading(ctx, search)}</b>\n\n${ctx.t(narrowed ? "coupons-none-narrowed" : "coupons-none")}`;
}
