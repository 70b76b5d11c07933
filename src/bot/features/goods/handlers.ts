import { Composer } from "grammy";
import type { Goods, GoodsQuery, PublisherClient } from "../../../publisher-api/index.js";
import type { Language } from "../../../storage/index.js";
import {
  answerExpired,
  editView,
  openSearch,
  showSearchPage,
  type View,
} from "../../catalog/list-view.js";
import { reference } from "../../catalog/references-cache.js";
import {
  type GoodsSearch,
  type GoodsSort,
  loadSearch,
  PRICE_BANDS,
  searchWords,
} from "../../catalog/searches.js";
import { pageCount } from "../../catalog/text.js";
import { onButton } from "../../core/callback-data.js";
import type { BotContext, HandlerContext } from "../../core/context.js";
import { privateCommand } from "../../core/guards.js";
import { requirePublisher } from "../../core/publisher.js";
import {
  goodsBand,
  goodsBandKeyboard,
  goodsClear,
  goodsCurrency,
  goodsCurrencyKeyboard,
  goodsCurrencyMenu,
  goodsItem,
  goodsItemKeyboard,
  goodsKeyboard,
  goodsPage,
  goodsPriceMenu,
  goodsSort,
} from "./keyboards.js";
import { goodsEmptyText, goodsItemText, goodsPageText } from "./text.js";

const composer = new Composer<HandlerContext>();

const PAGE_SIZE = 6;
const SORTS: Record<GoodsSort, Pick<GoodsQuery, "sort" | "sort_type">> = {
  default: {},
  cheap: { sort: "price", sort_type: "asc" },
  dear: { sort: "price", sort_type: "desc" },
};

privateCommand(composer, "goods", async (ctx) => {
  const words = searchWords(ctx.match);
  const search: GoodsSearch = { kind: "goods", words, band: 0, currency: "", sort: "default" };
  await openSearch(ctx, search, (client, token) => listView(ctx, client, token, search, 0));
});

onButton(composer, goodsPage, (ctx, { search: token, page }) =>
  showList(ctx, token, page, (s) => s),
);
onButton(composer, goodsBand, (ctx, { search: token, band }) =>
  showList(ctx, token, 0, (s) => ({ ...s, band: PRICE_BANDS[band] ? band : 0 })),
);
onButton(composer, goodsCurrency, (ctx, { search: token, currency }) =>
  showList(ctx, token, 0, (s) => ({ ...s, currency: currency })),
);
onButton(composer, goodsSort, (ctx, { search: token, sort }) =>
  showList(ctx, token, 0, (s) => ({ ...s, sort })),
);
onButton(composer, goodsClear, (ctx, { search: token }) =>
  showList(ctx, token, 0, (s) => ({ ...s, words: "", band: 0, currency: "" })),
);

onButton(composer, goodsPriceMenu, async (ctx, { search: token }) => {
  const search = await loadSearch(ctx, token, "goods");
  if (!search) return answerExpired(ctx, "/goods");
  await ctx.answerCallbackQuery();
  const keyboard = goodsBandKeyboard(ctx, token, search.band);
  await editView(ctx, { text: ctx.t("goods-choose-price"), keyboard });
});

onButton(composer, goodsCurrencyMenu, async (ctx, { search: token }) => {
  const search = await loadSearch(ctx, token, "goods");
  if (!search) return answerExpired(ctx, "/goods");
  const client = await requirePublisher(ctx);
  if (!client) return;
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
onButton(composer, goodsItem, async (ctx, { search: token, page, index }) => {
  const search = await loadSearch(ctx, token, "goods");
  if (!search) return answerExpired(ctx, "/goods");
  const client = await requirePublisher(ctx);
  if (!client) return;
  const { items } = await fetchPage(client, search, page);
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

/** Shows page `page` of the button's search, changed by `change`, in place. */
function showList(
  ctx: BotContext,
  token: string,
  page: number,
  change: (search: GoodsSearch) => GoodsSearch,
): Promise<void> {
  return showSearchPage(ctx, "goods", token, change, (client, search) =>
    listView(ctx, client, token, search, page),
  );
}

function fetchPage(client: PublisherClient, search: GoodsSearch, page: number) {
  const band = PRICE_BANDS[search.band] ?? {};
  return client.catalog.goods({
    keyword: search.words || undefined,
    min_price: band.min,
    max_price: band.max,
    currency: search.currency ? [search.currency] : undefined,
    ...SORTS[search.sort],
    start: page,
    limit: PAGE_SIZE,
  });
}

async function listView(
  ctx: BotContext,
  client: PublisherClient,
  token: string,
  search: GoodsSearch,
  page: number,
): Promise<View> {
  let result = await fetchPage(client, search, page);
  if (result.items.length === 0 && result.total > 0 && page > 0) {
    page = pageCount(result.total, PAGE_SIZE) - 1;
    result = await fetchPage(client, search, page);
  }
  const info = {
    index: page,
    count: result.items.length === 0 ? 1 : pageCount(result.total, PAGE_SIZE),
    first: page * PAGE_SIZE,
    total: result.total,
  };
  const keyboard = goodsKeyboard(ctx, token, search, result.items, info);
  if (result.items.length === 0) return { text: goodsEmptyText(ctx, search), keyboard };
  const { lang } = ctx.speech;
  return { text: goodsPageText(ctx, search, result.items, info, lang), keyboard };
}

export { composer };
