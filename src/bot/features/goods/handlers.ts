import { Composer } from "grammy";
import type { Goods } from "../../../publisher-api/index.js";
import type { Language } from "../../../storage/index.js";
import { foundButton, openList, pageButton, searchButton } from "../../catalog/list.js";
import { answerExpired, editView, type View } from "../../catalog/list-view.js";
import { reference } from "../../catalog/references-cache.js";
import { loadSearch, newGoodsSearch, PRICE_BANDS, searchWords } from "../../catalog/searches.js";
import { onButton } from "../../core/callback-data.js";
import type { BotContext, HandlerContext } from "../../core/context.js";
import { foundListButton } from "../../core/doors.js";
import { publisherButton, publisherCommand } from "../../core/guards.js";
import {
  goodsBand,
  goodsBandKeyboard,
  goodsClear,
  goodsCurrency,
  goodsCurrencyKeyboard,
  goodsCurrencyMenu,
  goodsItem,
  goodsItemKeyboard,
  goodsPage,
  goodsPriceMenu,
  goodsSort,
} from "./keyboards.js";
import { goodsList } from "./list.js";
import { goodsItemText } from "./text.js";

const composer = new Composer<HandlerContext>();

publisherCommand(composer, "goods", async (ctx, client, words) => {
  await openList(ctx, client, goodsList, newGoodsSearch(searchWords(words)));
});

pageButton(composer, goodsList, goodsPage);
foundButton(composer, goodsList, foundListButton.goods);
searchButton(composer, goodsList, goodsBand, (s, { band }) => ({
  ...s,
  band: PRICE_BANDS[band] ? band : 0,
}));
searchButton(composer, goodsList, goodsCurrency, (s, { currency }) => ({ ...s, currency }));
searchButton(composer, goodsList, goodsSort, (s, { sort }) => ({ ...s, sort }));
searchButton(composer, goodsList, goodsClear, (s) => ({ ...s, words: "", band: 0, currency: "" }));

onButton(composer, goodsPriceMenu, async (ctx, { search: token }) => {
  const search = await loadSearch(ctx, token, "goods");
  if (!search) return answerExpired(ctx, "/goods");
  await ctx.answerCallbackQuery();
  const keyboard = goodsBandKeyboard(ctx, token, search.band);
  await editView(ctx, { text: ctx.t("goods-choose-price"), keyboard });
});

publisherButton(composer, goodsCurrencyMenu, async (ctx, { search: token }, client) => {
  const search = await loadSearch(ctx, token, "goods");
  if (!search) return answerExpired(ctx, "/goods");
  await ctx.answerCallbackQuery();
  const currencies = await reference(ctx.deps.storage, client, "currencies");
  const keyboard = goodsCurrencyKeyboard(ctx, token, currencies, search.currency);
  await editView(ctx, { text: ctx.t("goods-choose-currency"), keyboard });
});

/**
 * One item with its picture. The picture is the message's link preview (above the text), not a
 * sendPhoto: Telegram fetches a preview when it can and silently shows none when it cannot, while
 * a photo by URL fails the whole send on a slow or odd image host, and a photo message could not
 * be edited back into the list.
 */
publisherButton(composer, goodsItem, async (ctx, { search: token, page, index }, client) => {
  const search = await loadSearch(ctx, token, "goods");
  if (!search) return answerExpired(ctx, "/goods");
  const { items } = await goodsList.fetch(ctx, client, search, page);
  const item = items[index];
  if (!item) {
    await ctx.answerCallbackQuery({ text: ctx.t("goods-item-gone"), show_alert: true });
    return;
  }
  await ctx.answerCallbackQuery();
  await editView(ctx, itemView(ctx, token, page, item, ctx.speech.lang));
});

function itemView(ctx: BotContext, token: string, page: number, item: Goods, lang: Language): View {
  const picture = /^https?:\/\//i.test(item.image) ? item.image : undefined;
  return {
    text: goodsItemText(ctx, item, lang),
    keyboard: goodsItemKeyboard(ctx, token, page, item),
    preview: picture
      ? { url: picture, prefer_large_media: true, show_above_text: true }
      : { is_disabled: true },
  };
}

export { composer };
