/** A coupon as a ready post (inline sharing, a deals channel): the texts coupons and inline share. */
import { type Coupon, parseApiDate, parseNumber } from "../../publisher-api/index.js";
import type { Language } from "../../storage/index.js";
import type { BotContext } from "../core/context.js";
import { clipHtml } from "../format/clip.js";
import { dateText, longDateText } from "../format/dates.js";
import { escapeHtml } from "../format/html.js";
import { formatMoney } from "../format/money.js";
import type { Translate } from "../speech/speech.js";
import { trackingLink } from "./tracking-link.js";

/**
 * A coupon typed "promo code" (in any of the API's languages): "Promo code", "Промокод", "Cupom",
 * "Código promocional". A promotion ("Promotion", "Promoção", "Акция") is not one: it needs no code.
 */
const PROMO_CODE_TYPE = /promo[\s-]*code|промо[\s-]*код|c[oó]digo|\bcupom\b/i;

/** The coupon's code to tap and copy, when it came with one. */
function codeGiven(ctx: { t: Translate }, coupon: Coupon): string {
  const code = coupon.promo_code.trim();
  return code ? `${ctx.t("coupons-code")}: <code>${escapeHtml(code)}</code>` : "";
}

/**
 * For the publisher: the code, or plainly why there is none: a coupon typed "promo code" that
 * came without its code says so (it does need one), any other coupon needs none.
 */
export function codeLine(ctx: { t: Translate }, coupon: Coupon): string {
  if (coupon.promo_code.trim()) return codeGiven(ctx, coupon);
  return PROMO_CODE_TYPE.test(coupon.coupon_type)
    ? ctx.t("coupons-code-missing")
    : ctx.t("coupons-no-code");
}

/** Letters and digits only, lower case: how two texts are compared for saying the same. */
const plain = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}%]+/gu, "");

/**
 * For the readers of a post: the code, "no code needed" when none is (unless the coupon's own
 * words shown with it say so already), and nothing of the bot's own notes (a promo code the
 * network did not send is the publisher's business, not the reader's: the post's link leads to
 * the deal).
 */
function readerCodeLine(ctx: { t: Translate }, coupon: Coupon, shown: string): string {
  if (coupon.promo_code.trim()) return codeGiven(ctx, coupon);
  if (PROMO_CODE_TYPE.test(coupon.coupon_type)) return "";
  const none = ctx.t("coupons-no-code");
  return plain(shown).includes(plain(none)) ? "" : none;
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

/**
 * The last day a coupon works, the publisher's way ("Oct 24"; its year when not `now`'s); ""
 * when it has no end.
 */
export function untilText(coupon: Coupon, lang: Language, now: Date): string {
  const end = parseApiDate(coupon.active_to);
  return end ? dateText(end.toISOString().slice(0, 10), lang, now) : "";
}

/** A ready post for a channel: what it gives, the code, until when, the affiliate link. */
export function couponPost(ctx: BotContext, coupon: Coupon, lang: Language): string {
  const until = untilText(coupon, lang, ctx.deps.now());
  const title = coupon.name || coupon.offer_name;
  return [
    `<b>${clipHtml(title, 120)}</b>`,
    coupon.description ? clipHtml(coupon.description, 400) : "",
    readerCodeLine(ctx, coupon, `${title}\n${coupon.description}`),
    until ? ctx.t("coupons-valid-until", { date: until }) : "",
    /^https?:\/\//i.test(coupon.url) ? escapeHtml(coupon.url) : "",
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * The coupon's link carrying the subaccount: asked of the API with `subaccount`, and added as
 * the trackers' `subid` when the link the API sent does not carry it already.
 */
export function couponLink(coupon: Coupon, subaccount?: string): string | undefined {
  const url = coupon.url.trim();
  if (!/^https?:\/\//i.test(url)) return undefined;
  if (!subaccount) return url;
  try {
    const values = [...new URL(url).searchParams.values()];
    return values.includes(subaccount) ? url : trackingLink(url, undefined, subaccount);
  } catch {
    return undefined;
  }
}

/** Whether a coupon's words already give its discount ("15% off everything" and "15%"). */
function says(words: string, discount: string): boolean {
  const squeezed = (text: string) => text.toLowerCase().replace(/\s+/g, "");
  const escaped = squeezed(discount).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\d.,])${escaped}(?![\\d])`).test(squeezed(words));
}

/**
 * The discount to show beside a coupon's `words` (its name, say), "" when they give it already:
 * "15% off everything" is not followed by "15%" (a post, an inline result, the coupons list).
 */
export function discountBeside(
  ctx: BotContext,
  coupon: Coupon,
  lang: Language,
  words: string,
): string {
  const discount = coupon.discount.trim();
  return discount && says(words, discount) ? "" : discountText(ctx, coupon, lang);
}

export interface ChannelPost {
  /** HTML */
  text: string;
  /** the button's link, when the coupon has one */
  link?: string;
}

/**
 * A coupon as a post in a publisher's deals channel, in the channel's language: the offer, the
 * coupon and its discount, the code to tap and copy, the last day; the link goes on a button.
 * `expired` adds the line the post is edited to when the coupon ends.
 */
export function channelPost(
  speech: { t: Translate; lang: Language },
  coupon: Coupon,
  subaccount?: string,
  expired = false,
): ChannelPost {
  const until = parseApiDate(coupon.active_to);
  const discount = coupon.discount.trim();
  const title = clipHtml(coupon.offer_name || `#${coupon.offer_id}`, 80);
  const what = coupon.name || coupon.description;
  const lines = [
    `🔥 <b>${title}</b>`,
    `${clipHtml(what, 200)}${discount && !says(what, discount) ? ` · <b>${clipHtml(discount, 20)}</b>` : ""}`,
    readerCodeLine(speech, coupon, what),
    until ? speech.t("autopost-post-until", { date: longDateText(until, speech.lang) }) : "",
    expired ? `\n${speech.t("autopost-post-expired")}` : "",
  ];
  const link = couponLink(coupon, subaccount);
  return { text: lines.filter(Boolean).join("\n"), ...(link ? { link } : {}) };
}
