/**
 * Free text from a connected publisher, outside any wizard: a search across the catalogue. The
 * answer counts what matched of each kind, with the offers found as buttons to their cards and a
 * button to each kind's whole list (saved as that list's own search, so it pages and filters).
 */
import { Composer, InlineKeyboard } from "grammy";
import { catalogMoney } from "../../catalog/money-style.js";
import { newRow } from "../../catalog/paging.js";
import {
  MAX_SEARCH_CHARS,
  newCouponsSearch,
  newGoodsSearch,
  type Search,
  saveSearch,
  searchWords,
} from "../../catalog/searches.js";
import type { MoneyStyle } from "../../catalog/text.js";
import type { BotContext, HandlerContext } from "../../core/context.js";
import { foundListButton, offerOpenButton } from "../../core/doors.js";
import { publisherOf } from "../../core/publisher.js";
import { clip, clipHtml } from "../../format/clip.js";
import { offerPayText } from "../../offer-pay/pay-text.js";
import { type Found, findEverywhere } from "./find.js";

const composer = new Composer<HandlerContext>();

composer.chatType("private").on("message:text", async (ctx, next) => {
  const text = ctx.message.text;
  // A command nobody knows, or a coupon shared here through inline mode, is not a search.
  if (text.startsWith("/") || ctx.message.via_bot) return next();
  const client = await publisherOf(ctx);
  if (!client) return next();
  const words = searchWords(text);
  if (words.length > MAX_SEARCH_CHARS) {
    await ctx.reply(ctx.t("catalog-too-long", { max: MAX_SEARCH_CHARS, length: words.length }));
    return;
  }
  const [found, money] = await Promise.all([
    findEverywhere(ctx, client, words),
    catalogMoney(ctx, client),
  ]);
  const keyboard = await resultsKeyboard(ctx, words, found);
  await ctx.reply(resultsText(ctx, words, found, money), {
    reply_markup: keyboard.inline_keyboard.flat().length > 0 ? keyboard : undefined,
  });
});

function resultsText(ctx: BotContext, words: string, found: Found, money: MoneyStyle): string {
  const count = (value: number | undefined) =>
    value === undefined ? ctx.t("search-unknown-count") : String(value);
  const title = ctx.t("search-title", { words: clipHtml(words, 60) });
  const nothing =
    found.offers.length === 0 && !found.couponCount && !found.goodsCount
      ? `\n\n${ctx.t("search-nothing")}`
      : "";
  const counts = ctx.t("search-counts", {
    offers: count(found.offerCount),
    coupons: count(found.couponCount),
    goods: count(found.goodsCount),
  });
  // "#1533 · IDEALICA" as its button reads, and under it what the offer pays.
  const offers = found.offers.map(
    (offer) =>
      `\n\n#${offer.id} · ${clipHtml(offer.name, 100)}\n    ${offerPayText(ctx, offer, money)}`,
  );
  return `<b>${title}</b>\n${counts}${offers.join("")}${nothing}`;
}

async function resultsKeyboard(
  ctx: BotContext,
  words: string,
  found: Found,
): Promise<InlineKeyboard> {
  const keyboard = new InlineKeyboard();
  for (const offer of found.offers) {
    const name = clip(offer.name, 100) || `#${offer.id}`;
    newRow(keyboard).text(`#${offer.id} · ${name}`, offerOpenButton.pack({ id: offer.id }));
  }
  const lists: [keyof typeof foundListButton, number | undefined, Search][] = [
    ["offers", found.namedOfferCount, { kind: "offers", words, tab: "all" }],
    ["coupons", found.couponCount, newCouponsSearch(words)],
    ["goods", found.goodsCount, newGoodsSearch(words)],
  ];
  for (const [kind, count, search] of lists) {
    if (!count) continue;
    if (kind === "offers") newRow(keyboard);
    const token = await saveSearch(ctx, search);
    keyboard.text(
      ctx.t(`search-all-${kind}`, { count }),
      foundListButton[kind].pack({ search: token }),
    );
  }
  return keyboard;
}

export { composer };
