/** The goods list as /goods declares it: what a page asks the API, and how it reads. */
import type { Goods, GoodsQuery } from "../../../publisher-api/index.js";
import type { CatalogList } from "../../catalog/list.js";
import { type GoodsSort, PRICE_BANDS } from "../../catalog/searches.js";
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
  fetch(_ctx, client, search, page) {
    const band = PRICE_BANDS[search.band] ?? {};
    return client.catalog.goods({
      keyword: search.words || undefined,
      min_price: band.min,
      max_price: band.max,
      currency: search.currency ? [search.currency] : undefined,
      ...SORTS[search.sort],
      start: page,
      limit: goodsList.pageSize,
    });
  },
  async view(ctx, _client, token, search, items, page) {
    const keyboard = goodsKeyboard(ctx, token, search, items, page);
    if (items.length === 0) return { text: goodsEmptyText(ctx, search), keyboard };
    return { text: goodsPageText(ctx, search, items, page, ctx.speech.lang), keyboard };
  },
};
