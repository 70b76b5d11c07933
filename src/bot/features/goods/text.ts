import type { Goods } from "../../../publisher-api/index.js";
import type { Language } from "../../../storage/index.js";
import type { GoodsSearch } from "../../catalog/searches.js";
import { pageLine } from "../../catalog/text.js";
import type { BotContext } from "../../core/context.js";
import { clipHtml } from "../../format/clip.js";
import { escapeHtml } from "../../format/html.js";
import { formatMoney } from "../../format/money.js";

/** "$19.90 (was $29.90) · −33%": the old price only when there is one and it is higher. */
function priceLine(ctx: BotContext, item: Goods, lang: Language): string {
  const money = (value: number) => formatMoney(value, item.currency, lang);
  const was =
    item.old_price !== undefined && item.old_price > item.price
      ? ` ${ctx.t("goods-was", { price: `<s>${money(item.old_price)}</s>` })}`
      : "";
  const discount =
    item.discount && item.discount !== "0"
      ? ` · −${clipHtml(item.discount.replace(/^-/, ""), 12)}`
      : "";
  return `💰 <b>${money(item.price)}</b>${was}${discount}`;
}

function link(ctx: BotContext, url: string): string {
  return /^https?:\/\//i.test(url) ? `<a href="${escapeHtml(url)}">${ctx.t("goods-link")}</a>` : "";
}

function heading(ctx: BotContext, search: GoodsSearch): string {
  return search.words
    ? ctx.t("goods-title-search", { words: clipHtml(search.words, 60) })
    : ctx.t("goods-title");
}

export function goodsPageText(
  ctx: BotContext,
  search: GoodsSearch,
  items: readonly Goods[],
  page: { index: number; count: number; first: number; total: number },
  lang: Language,
  /** the account's currency, when prices are compared in it without the publisher choosing one */
  pricedIn?: string,
): string {
  const blocks = items.map((item, i) =>
    [
      `<b>${page.first + i + 1}.</b> ${clipHtml(item.name || item.id, 90)}`,
      `🏬 ${clipHtml(item.offer_name || `#${item.offer_id}`, 60)}`,
      `${priceLine(ctx, item, lang)} · ${link(ctx, item.url)}`,
    ].join("\n"),
  );
  const top = `<b>${heading(ctx, search)}</b> · ${ctx.t("goods-found", { count: page.total })}`;
  const note = pricedIn ? [`<i>${ctx.t("goods-priced-in", { currency: pricedIn })}</i>`] : [];
  return [top, ...note, ...blocks, pageLine(ctx, page.index, page.count)].join("\n\n");
}

export function goodsEmptyText(ctx: BotContext, search: GoodsSearch): string {
  const narrowed = Boolean(search.words || search.band || search.currency);
  return `<b>${heading(ctx, search)}</b>\n\n${ctx.t(narrowed ? "goods-none-narrowed" : "goods-none")}`;
}

/** One item: everything the list shows, its brand and text; its picture is the link preview. */
export function goodsItemText(ctx: BotContext, item: Goods, lang: Language): string {
  const picture = /^https?:\/\//i.test(item.image)
    ? `<a href="${escapeHtml(item.image)}">${ctx.t("goods-picture")}</a>`
    : "";
  return [
    `<b>${clipHtml(item.name || item.id, 200)}</b>`,
    `🏬 ${clipHtml(item.offer_name || `#${item.offer_id}`, 80)}${item.brand ? ` · ${clipHtml(item.brand, 40)}` : ""}`,
    priceLine(ctx, item, lang),
    item.text ? `<i>${clipHtml(item.text, 600)}</i>` : "",
    [link(ctx, item.url), picture].filter(Boolean).join(" · "),
  ]
    .filter(Boolean)
    .join("\n");
}
