/** A coupon as a ready post (inline sharing, a deals channel): the texts coupons and inline share. */
import { type Coupon, parseApiDate, parseNumber } from "../../publisher-api/index.js";
import type { Language } from "../../storage/index.js";
import type { BotContext } from "../core/context.js";
import { escapeHtml } from "../core/html.js";
import { clipHtml } from "../format/clip.js";
import { dateText } from "../format/dates.js";
import { formatMoney } from "../format/money.js";

/** A coupon typed "promo code" (in any of the API's languages). */
const PROMO_CODE_TYPE = /promo|промо|cupom|c[oó]digo/i;

/**
 * The code, or plainly why there is none: a coupon typed "promo code" that came without its code
 * says so (it does need one), any other coupon needs none.
 */
export function codeLine(ctx: BotContext, coupon: Coupon): string {
  if (coupon.promo_code.trim())
    return `${ctx.t("coupons-code")}: <code>${escapeHtml(coupon.promo_code.trim())}</code>`;
  return PROMO_CODE_TYPE.test(coupon.coupon_type)
    ? ctx.t("coupons-code-missing")
    : ctx.t("coupons-no-code");
}

/**
 * The discount with its currency: "10%" as sent, an amount ("500" with a currency id) as money in
 * the publisher's language. The API names currencies by id; the configured directory maps them.
 */
export function discountText(ctx: BotContext, coupon: Coupon, lang: Language): string {
  const discount = coupon.discount.trim();
  if (!discount || discount === "0") return "";
  const amount = /^\d+(?:[.,]\d+)?$/.test(discount) ? parseNumber(discount) : undefined;
  const currency = ctx.deps.config.claims.currencies.find(
    (c) => String(c.id) === coupon.discount_currency_id.trim(),
  )?.name;
  if (amount === undefined || !coupon.discount_currency_id.trim()) return clipHtml(discount, 20);
  return formatMoney(amount, currency ?? "", lang);
}

/** The code in plain words (inline results' descriptions): the code, or why there is none. */
export function codeWord(ctx: BotContext, coupon: Coupon): string {
  if (coupon.promo_code.trim()) return coupon.promo_code.trim();
  return ctx.t(
    PROMO_CODE_TYPE.test(coupon.coupon_type) ? "coupons-code-missing-short" : "coupons-no-code",
  );
}

/** The last day a coupon works, the publisher's way ("Oct 24"); "" when it has no end. */
export function untilText(coupon: Coupon, lang: Language): string {
  const end = parseApiDate(coupon.active_to);
  return end ? dateText(end.toISOString().slice(0, 10), lang) : "";
}

/** A ready post for a channel: what it gives, the code, until when, the affiliate link. */
export function couponPost(ctx: BotContext, coupon: Coupon, lang: Language): string {
  return [
    `<b>${clipHtml(coupon.name || coupon.offer_name, 120)}</b>`,
    coupon.description ? clipHtml(coupon.description, 400) : "",
    codeLine(ctx, coupon),
    untilText(coupon, lang) ? ctx.t("coupons-valid-until", { date: untilText(coupon, lang) }) : "",
    /^https?:\/\//i.test(coupon.url) ? escapeHtml(coupon.url) : "",
  ]
    .filter(Boolean)
    .join("\n");
}
