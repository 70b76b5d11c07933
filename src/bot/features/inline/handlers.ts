import { Composer, type Filter } from "grammy";
import type { InlineQueryResultArticle } from "grammy/types";
import type { PublisherClient } from "../../../publisher-api/index.js";
import { catalogMoney } from "../../catalog/money-style.js";
import { liveCouponStatuses } from "../../catalog/references-cache.js";
import { MAX_SEARCH_CHARS, searchWords } from "../../catalog/searches.js";
import type { HandlerContext } from "../../core/context.js";
import { publisherOf } from "../../core/publisher.js";
import { couponResult, offerResult } from "./text.js";

const composer = new Composer<HandlerContext>();

const PAGE_SIZE = 10;
/** Results are the publisher's own links: personal, and cached only briefly. */
const CACHE_SECONDS = 30;
const OFFER_PREFIX = /^offers?:\s*/i;

type Results = { results: InlineQueryResultArticle[]; more: boolean };

/**
 * `@bot words` in any chat: the publisher's coupons as ready posts; `@bot offer: words`: their
 * joined offers' tracking links. Paged with next_offset (the page index).
 */
composer.on("inline_query", async (ctx) => {
  const query = searchWords(ctx.inlineQuery.query);
  const client = await publisherOf(ctx);
  if (!client) return explain(ctx, ctx.t("inline-connect"), "connect");
  if (query.length > MAX_SEARCH_CHARS) {
    return explain(ctx, ctx.t("inline-too-long", { max: MAX_SEARCH_CHARS }), "inline");
  }
  const page = /^\d{1,4}$/.test(ctx.inlineQuery.offset) ? Number(ctx.inlineQuery.offset) : 0;
  const words = query.replace(OFFER_PREFIX, "");
  const { results, more } = OFFER_PREFIX.test(query)
    ? await offerLinks(ctx, client, words, page)
    : await coupons(ctx, client, words, page);
  if (results.length === 0 && page === 0) {
    // Telegram shows this line above the (empty) results: say what to change.
    return explain(ctx, ctx.t("inline-none", { words: words || "…" }), "inline");
  }
  await ctx.answerInlineQuery(results, {
    is_personal: true,
    cache_time: CACHE_SECONDS,
    next_offset: more ? String(page + 1) : "",
  });
});

/** No results, one line of explanation, and a button that opens the bot. */
async function explain(ctx: Filter<HandlerContext, "inline_query">, text: string, start: string) {
  await ctx.answerInlineQuery([], {
    is_personal: true,
    cache_time: 0,
    button: { text: text.length > 64 ? `${text.slice(0, 63)}…` : text, start_parameter: start },
  });
}

async function coupons(
  ctx: HandlerContext,
  client: PublisherClient,
  words: string,
  page: number,
): Promise<Results> {
  const { total, items } = await client.catalog.coupons({
    keyword: words || undefined,
    status: await liveCouponStatuses(ctx.deps.storage, client),
    sort: "id",
    sort_type: "desc",
    start: page,
    limit: PAGE_SIZE,
  });
  const { lang } = ctx.speech;
  return {
    results: items.map((coupon) => couponResult(ctx, coupon, lang)),
    more: total > (page + 1) * PAGE_SIZE,
  };
}

async function offerLinks(
  ctx: HandlerContext,
  client: PublisherClient,
  words: string,
  page: number,
): Promise<Results> {
  const [{ total, items }, money] = await Promise.all([
    client.catalog.offers("all", {
      q: words || undefined,
      user_has_offer: true,
      start: page,
      limit: PAGE_SIZE,
    }),
    catalogMoney(ctx, client),
  ]);
  const results = items.flatMap((offer) => {
    const link = offer.items.find((l) => l.is_default) ?? offer.items[0];
    return link?.deep_link ? [offerResult(ctx, offer, link.deep_link, money)] : [];
  });
  return { results, more: total > (page + 1) * PAGE_SIZE };
}

export { composer };
