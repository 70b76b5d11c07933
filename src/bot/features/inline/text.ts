import type { InlineQueryResultArticle } from "grammy/types";
import type { Coupon, OfferListItem } from "../../../publisher-api/index.js";
import type { Language } from "../../../storage/index.js";
import { codeWord, couponPost, discountBeside } from "../../catalog/coupon-post.js";
import type { MoneyStyle } from "../../catalog/text.js";
import type { BotContext } from "../../core/context.js";
import { clip } from "../../format/clip.js";
import { escapeHtml } from "../../format/html.js";
import { offerPayText } from "../../offer-pay/pay-text.js";
import { sharedPostKeyboard } from "./keyboards.js";

/** A coupon as a ready post: name, what it gives, the promo code, until when, the link. */
export function couponResult(
  ctx: BotContext,
  coupon: Coupon,
  lang: Language,
): InlineQueryResultArticle {
  const title = coupon.name || coupon.offer_name || `#${coupon.id}`;
  const code = codeWord(ctx, coupon);
  // Telegram shows the description under the title: a discount the title gives is not repeated.
  const discount = discountBeside(ctx, coupon, lang, title);
  const keyboard = sharedPostKeyboard(ctx, coupon.url);
  return {
    type: "article",
    id: `c${coupon.id}`,
    title: clip(title, 100),
    description: clip([coupon.offer_name, discount, code].filter(Boolean).join(" · "), 200),
    input_message_content: {
      message_text: couponPost(ctx, coupon, lang),
      parse_mode: "HTML",
      link_preview_options: { is_disabled: true },
    },
    ...(keyboard ? { reply_markup: keyboard } : {}),
    ...(/^https:\/\//i.test(coupon.image) ? { thumbnail_url: coupon.image } : {}),
  };
}

/**
 * An offer's tracking link as a ready post. Its description, for the publisher choosing, says what
 * the offer pays (as its card says it), then the link; the post itself carries no pay.
 */
export function offerResult(
  ctx: BotContext,
  offer: OfferListItem,
  link: string,
  money: MoneyStyle,
): InlineQueryResultArticle {
  const keyboard = sharedPostKeyboard(ctx, link);
  const site = offer.site ? `\n${escapeHtml(offer.site)}` : "";
  return {
    type: "article",
    id: `o${offer.id}`,
    title: clip(offer.name || `#${offer.id}`, 100),
    description: `${offerPayText(ctx, offer, money)}\n${clip(link, 200)}`,
    input_message_content: {
      message_text: `<b>${escapeHtml(clip(offer.name, 200))}</b>${site}\n${escapeHtml(link)}`,
      parse_mode: "HTML",
      link_preview_options: { is_disabled: true },
    },
    ...(keyboard ? { reply_markup: keyboard } : {}),
  };
}
