import type { InlineQueryResultArticle } from "grammy/types";
import type { Coupon, OfferListItem } from "../../../publisher-api/index.js";
import type { Language } from "../../../storage/index.js";
import { codeWord, couponPost, discountText } from "../../catalog/coupon-post.js";
import type { BotContext } from "../../core/context.js";
import { escapeHtml } from "../../core/html.js";
import { sharedPostKeyboard } from "./keyboards.js";

const plain = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** A coupon as a ready post: name, what it gives, the promo code, until when, the link. */
export function couponResult(
  ctx: BotContext,
  coupon: Coupon,
  lang: Language,
): InlineQueryResultArticle {
  const code = codeWord(ctx, coupon);
  const discount = discountText(ctx, coupon, lang);
  const keyboard = sharedPostKeyboard(ctx, coupon.url);
  return {
    type: "article",
    id: `c${coupon.id}`,
    title: plain(coupon.name || coupon.offer_name || `#${coupon.id}`, 100),
    description: plain([coupon.offer_name, discount, code].filter(Boolean).join(" · "), 200),
    input_message_content: {
      message_text: couponPost(ctx, coupon, lang),
      parse_mode: "HTML",
      link_preview_options: { is_disabled: true },
    },
    ...(keyboard ? { reply_markup: keyboard } : {}),
    ...(/^https:\/\//i.test(coupon.image) ? { thumbnail_url: coupon.image } : {}),
  };
}

/** An offer's tracking link as a ready post. */
export function offerResult(
  ctx: BotContext,
  offer: OfferListItem,
  link: string,
): InlineQueryResultArticle {
  const keyboard = sharedPostKeyboard(ctx, link);
  const site = offer.site ? `\n${escapeHtml(offer.site)}` : "";
  return {
    type: "article",
    id: `o${offer.id}`,
    title: plain(offer.name || `#${offer.id}`, 100),
    description: plain(link, 200),
    input_message_content: {
      message_text: `<b>${escapeHtml(plain(offer.name, 200))}</b>${site}\n${escapeHtml(link)}`,
      parse_mode: "HTML",
      link_preview_options: { is_disabled: true },
    },
    ...(keyboard ? { reply_markup: keyboard } : {}),
  };
}
