/** A coupon as a ready post (inline sharing, a deals channel): the texts coupons and inline share. */
import { type Coupon, parseApiDate } from "../../publisher-api/index.js";
import type { Language } from "../../storage/index.js";
import type { BotContext } from "../core/context.js";
import { escapeHtml } from "../core/html.js";
import type { Translate } from "../format/numbers.js";
import { clip, dayOf } from "./text.js";
import { trackingLink } from "./tracking-link.js";

export function codeLine(ctx: { t: Translate }, coupon: Coupon): string {
  return coupon.promo_code.trim()
    ? `${ctx.t("coupons-code")}: <code>${escapeHtml(coupon.promo_code.trim())}</code>`
    : ctx.t("coupons-no-code");
}

/** A ready post for a channel: what it gives, the code, until when, the affiliate link. */
export function couponPost(ctx: BotContext, coupon: Coupon): string {
  return [
    `<b>${clip(coupon.name || coupon.offer_name, 120)}</b>`,
    coupon.description ? clip(coupon.description, 400) : "",
    codeLine(ctx, coupon),
    coupon.active_to ? ctx.t("coupons-valid-until", { date: dayOf(coupon.active_to) }) : "",
    /^https?:\/\//i.test(coupon.url) ? escapeHtml(coupon.url) : "",
  ]
    .filter(Boolean)
    .join("\n");
}

const LOCALES: Record<Language, string> = { en: "en-GB", ru: "ru-RU", pt: "pt-BR" };

/** "31 March 2026", "31 марта 2026 г.", "31 de março de 2026": a coupon's last day. */
export function longDay(date: Date, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
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
  const title = clip(coupon.offer_name || `#${coupon.offer_id}`, 80);
  const lines = [
    `🔥 <b>${title}</b>`,
    `${clip(coupon.name || coupon.description, 200)}${discount ? ` · <b>${clip(discount, 20)}</b>` : ""}`,
    codeLine(speech, coupon),
    until ? speech.t("autopost-post-until", { date: longDay(until, speech.lang) }) : "",
    expired ? `\n${speech.t("autopost-post-expired")}` : "",
  ];
  const link = couponLink(coupon, subaccount);
  return { text: lines.filter(Boolean).join("\n"), ...(link ? { link } : {}) };
}
