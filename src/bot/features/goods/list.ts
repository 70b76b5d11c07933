/** The goods list as /goods declares it: what a page asks the API, and how it reads. */
import type { Goods, GoodsQuery, PublisherClient } from "../../../publisher-api/index.js";
import type { CatalogList } from "../../catalog/list.js";
import { type GoodsSearch, type GoodsSort, PRICE_BANDS } from "../../catalog/searches.js";
import { accountCurrency } from "../../core/account-currency.js";
import type { BotContext } from "../../core/context.js";
import { goodsKeyboard } from "./keyboards.js";
import { goodsEmptyText, goodsPageText } from "./text.js";

const SORTS: Record<GoodsSort, Pick<GoodsQuery, "sort" | "sort_type">> = {
  default: {},
  cheap: { sort: "price", sort_type: "asc" },
  dear: { sort: "price", sort_type: "desc" },
};

export const goodsList: CatalogList<"goods", Goods> = {
  kind: "goods",
  pageSize: 6,
  async fetch(ctx, client, search, page) {
    const band = PRICE_BANDS[search.band] ?? {};
    const currency = await pricedIn(ctx, client, search);
    return client.catalog.goods({
      keyword: search.words || undefined,
      min_price: band.min,
      max_price: band.max,
      currency: currency ? [currency] : undefined,
      ...SORTS[search.sort],
      start: page,
      limit: goodsList.pageSize,
    });
  },
  async view(ctx, client, token, search, items, page) {
    const currency = await pricedIn(ctx, client, search);
    const implied = currency && !search.currency ? currency : undefined;
    const keyboard = goodsKeyboard(ctx, token, search, items, page, implied);
    if (items.length === 0) return { text: goodsEmptyText(ctx, search), keyboard };
    return { text: goodsPageText(ctx, search, items, page, ctx.speech.lang, implied), keyboard };
  },
};

/**
 * Prices compare within one currency: a sort by price or a price band with no currency chosen
 * uses the account's (else tenge would come first as "dearest"). "" where price does not matter.
 */
async function pricedIn(ctx: BotContext, client: PublisherClient, search: GoodsSearch) {
  if (search.currency || (search.sort === "default" && search.band === 0)) return search.currency;
  return accountCurrency(ctx.deps.storage, ctx.account.id, client);
}
