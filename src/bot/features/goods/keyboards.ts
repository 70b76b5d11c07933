import { InlineKeyboard } from "grammy";
import type { Goods } from "../../../publisher-api/index.js";
import { addPager, newRow } from "../../catalog/paging.js";
import { GOODS_SORTS, type GoodsSearch, PRICE_BANDS } from "../../catalog/searches.js";
import { callbackKind } from "../../core/callback-data.js";
import type { BotContext } from "../../core/context.js";

export const goodsPage = callbackKind("goods-page", { search: "str", page: "int" });
/** One item of a page, by its place on the page (item ids can be long). */
export const goodsItem = callbackKind("goods-item", { search: "str", page: "int", index: "int" });
export const goodsPriceMenu = callbackKind("goods-price-menu", { search: "str" });
export const goodsBand = callbackKind("goods-price", { search: "str", band: "int" });
export const goodsCurrencyMenu = callbackKind("goods-currency-menu", { search: "str" });
/** `currency` is a currency code; "" means any. */
export const goodsCurrency = callbackKind("goods-currency", { search: "str", currency: "str" });
export const goodsSort = callbackKind("goods-sort", { search: "str", sort: GOODS_SORTS });
export const goodsClear = callbackKind("goods-clear", { search: "str" });

export function bandLabel(ctx: BotContext, band: number): string {
  const { min, max } = PRICE_BANDS[band] ?? {};
  if (min !== undefined && max !== undefined) return `${min}–${max}`;
  if (max !== undefined) return ctx.t("goods-price-up-to", { max: String(max) });
  if (min !== undefined) return ctx.t("goods-price-from", { min: String(min) });
  return ctx.t("goods-any");
}

export function goodsKeyboard(
  ctx: BotContext,
  token: string,
  search: GoodsSearch,
  items: readonly Goods[],
  page: { index: number; count: number; first: number },
  /** the currency prices are compared in when the publisher chose none (the account's) */
  impliedCurrency = "",
): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  items.forEach((item, i) => {
    const name = item.name.length > 48 ? `${item.name.slice(0, 47)}…` : item.name;
    const label = `${page.first + i + 1}. ${name || item.id}`;
    newRow(keyboard).text(label, goodsItem.pack({ search: token, page: page.index, index: i }));
  });
  newRow(keyboard)
    .text(
      ctx.t("goods-filter-price", { value: bandLabel(ctx, search.band) }),
      goodsPriceMenu.pack({ search: token }),
    )
    .text(
      ctx.t("goods-filter-currency", {
        value: search.currency || impliedCurrency || ctx.t("goods-any"),
      }),
      goodsCurrencyMenu.pack({ search: token }),
    )
    .row();
  for (const sort of GOODS_SORTS) {
    const label = ctx.t(`goods-sort-${sort}`);
    keyboard.text(
      sort === search.sort ? `• ${label}` : label,
      goodsSort.pack({ search: token, sort: sort }),
    );
  }
  addPager(keyboard, ctx, page.index, page.count, (p) =>
    goodsPage.pack({ search: token, page: p }),
  );
  if (search.words || search.band || search.currency) {
    newRow(keyboard).text(ctx.t("goods-clear"), goodsClear.pack({ search: token }));
  }
  return keyboard;
}

export function goodsBandKeyboard(ctx: BotContext, token: string, selected: number) {
  const keyboard = new InlineKeyboard();
  PRICE_BANDS.forEach((_, band) => {
    const label = bandLabel(ctx, band);
    if (band % 2 === 0) newRow(keyboard);
    keyboard.text(
      band === selected ? `• ${label}` : label,
      goodsBand.pack({ search: token, band: band }),
    );
  });
  return newRow(keyboard).text(ctx.t("goods-back"), goodsPage.pack({ search: token, page: 0 }));
}

export function goodsCurrencyKeyboard(
  ctx: BotContext,
  token: string,
  currencies: string[],
  selected: string,
): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  ["", ...currencies.filter((c) => /^[A-Za-z]{2,5}$/.test(c))].forEach((code, i) => {
    const label = code || ctx.t("goods-any");
    if (i % 4 === 0) newRow(keyboard);
    keyboard.text(
      code === selected ? `• ${label}` : label,
      goodsCurrency.pack({ search: token, currency: code }),
    );
  });
  return newRow(keyboard).text(ctx.t("goods-back"), goodsPage.pack({ search: token, page: 0 }));
}

/** Under one item: its shop link when it is a web address, and the way back to its page. */
export function goodsItemKeyboard(
  ctx: BotContext,
  token: string,
  page: number,
  item: Goods,
): InlineKeyboard {
  const keyboard = new InlineKeyboard();
  if (/^https?:\/\/[^\s]+$/i.test(item.url)) keyboard.url(ctx.t("goods-open"), item.url).row();
  return keyboard.text(ctx.t("goods-back"), goodsPage.pack({ search: token, page: page }));
}
