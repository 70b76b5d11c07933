/** A coupon as a ready post (inline sharing, a deals channel): the texts coupons and inline share. */
import type { Coupon } from "../../publisher-api/index.js";
import type { BotContext } from "../core/context.js";
import { escapeHtml } from "../core/html.js";
import { clipHtml } from "../format/clip.js";
import { dayOf } from "./text.js";

export function codeLine(ctx: BotContext, coupon: Coupon): string {
  return coupon.promo_code.trim()
    ? `${ctx.t("coupons-code")}: <code>${escapeHtml(coupon.promo_code.trim())}</code>`
    : ctx.t("coupons-no-code");
}

/** A ready post for a channel: what it gives, the code, until when, the affiliate link. */
export function couponPost(ctx: BotContext, coupon: Coupon): string {
  return [
    `<b>${clipHtml(coupon.name || coupon.offer_name, 120)}</b>`,
    coupon.description ? clipHtml(coupon.description, 400) : "",
    codeLine(ctx, coupon),
    coupon.active_to ? ctx.t("coupons-valid-until", { date: dayOf(coupon.active_to) }) : "",
    /^https?:\/\//i.test(coupon.url) ? escapeHtml(coupon.url) : "",
  ]
    .filter(Boolean)
    .join("\n");
}
