/**
 * A catalogue list (offers, coupons, goods) as a feature declares it: how to fetch one page of a
 * search and how that page reads. The machinery here does the rest, once for all three: the new
 * list under a search token, its buttons (page, filter, sort) edited in place, the page that
 * shrank away, expired searches and the caller's own credentials.
 */
import type { Composer } from "grammy";
import type { Page, PublisherClient } from "../../publisher-api/index.js";
import type { CallbackKind, CallbackValues, Schema } from "../core/callback-data.js";
import type { BotContext, HandlerContext } from "../core/context.js";
import { publisherButton } from "../core/guards.js";
import { answerExpired, editView, sendView, type View } from "./list-view.js";
import {
  loadSearch,
  MAX_SEARCH_CHARS,
  type Search,
  type SearchOf,
  saveSearch,
  updateSearch,
} from "./searches.js";
import { pageCount } from "./text.js";

/** Where a page sits in its list. */
export interface PageInfo {
  /** the page's index, from 0 */
  index: number;
  /** pages in all (1 for an empty list) */
  count: number;
  /** the index of the page's first item in the whole list */
  first: number;
  /** items in all, as the API counts them */
  total: number;
}

export interface CatalogList<K extends Search["kind"], T> {
  kind: K;
  pageSize: number;
  /** One page of the search's results (`start` is the page index, as the field notes read it). */
  fetch(
    ctx: BotContext,
    client: PublisherClient,
    search: SearchOf<K>,
    page: number,
  ): Promise<Page<T>>;
  /** The screen of a page; `items` is empty when nothing matched. */
  view(
    ctx: BotContext,
    client: PublisherClient,
    token: string,
    search: SearchOf<K>,
    items: readonly T[],
    page: PageInfo,
  ): Promise<View>;
}

/** A page of the list; a page that is gone (the list shrank since it was shown) is its new last. */
export async function listPage<K extends Search["kind"], T>(
  ctx: BotContext,
  list: CatalogList<K, T>,
  client: PublisherClient,
  token: string,
  search: SearchOf<K>,
  page: number,
): Promise<View> {
  let index = page;
  let result = await list.fetch(ctx, client, search, index);
  if (result.items.length === 0 && result.total > 0 && index > 0) {
    index = pageCount(result.total, list.pageSize) - 1;
    result = await list.fetch(ctx, client, search, index);
  }
  const info: PageInfo = {
    index,
    count: result.items.length === 0 ? 1 : pageCount(result.total, list.pageSize),
    first: index * list.pageSize,
    total: result.total,
  };
  return list.view(ctx, client, token, search, result.items, info);
}

/**
 * A new list: over-long words refused politely, else saved under a token and sent (or shown in
 * place of the pressed button's message, `inPlace`: coupons opened on an offer card).
 */
export async function openList<K extends Search["kind"], T>(
  ctx: BotContext,
  client: PublisherClient,
  list: CatalogList<K, T>,
  search: SearchOf<K>,
  options: { inPlace?: boolean } = {},
): Promise<void> {
  const length = search.words.length;
  if (length > MAX_SEARCH_CHARS) {
    await ctx.reply(ctx.t("catalog-too-long", { max: MAX_SEARCH_CHARS, length }));
    return;
  }
  const token = await saveSearch(ctx, search as Search);
  const view = await listPage(ctx, list, client, token, search, 0);
  await (options.inPlace && ctx.callbackQuery ? editView(ctx, view) : sendView(ctx, view));
}

/**
 * Shows the list behind `token` in place, the search changed by `change` (and kept so), at `page`;
 * a search that is gone (evicted, /disconnect) is said to have expired.
 */
export async function showList<K extends Search["kind"], T>(
  ctx: BotContext,
  client: PublisherClient,
  list: CatalogList<K, T>,
  token: string,
  page: number,
  change: (search: SearchOf<K>) => SearchOf<K>,
): Promise<void> {
  const saved = await loadSearch(ctx, token, list.kind);
  if (!saved) return answerExpired(ctx, `/${list.kind}`);
  await ctx.answerCallbackQuery();
  const search = change(saved);
  if (search !== saved) await updateSearch(ctx, token, search);
  await editView(ctx, await listPage(ctx, list, client, token, search, page));
}

type ListSchema = Schema & { search: "str" };

/** The list's paging button: the same search, another page. */
export function pageButton<K extends Search["kind"], T, S extends ListSchema & { page: "int" }>(
  composer: Composer<HandlerContext>,
  list: CatalogList<K, T>,
  kind: CallbackKind<S>,
): void {
  publisherButton(composer, kind, (ctx, values, client) =>
    showList(ctx, client, list, values.search, values.page, (search) => search),
  );
}

/** A button that changes the search (a filter, a sort): the list again from its first page. */
export function searchButton<K extends Search["kind"], T, S extends ListSchema>(
  composer: Composer<HandlerContext>,
  list: CatalogList<K, T>,
  kind: CallbackKind<S>,
  change: (search: SearchOf<K>, values: CallbackValues<S>) => SearchOf<K>,
): void {
  publisherButton(composer, kind, (ctx, values, client) =>
    showList(ctx, client, list, values.search, 0, (search) => change(search, values)),
  );
}

/** A saved search's list in a new message (from a search's results, which stay as they are). */
export function foundButton<K extends Search["kind"], T>(
  composer: Composer<HandlerContext>,
  list: CatalogList<K, T>,
  kind: CallbackKind<{ search: "str" }>,
): void {
  publisherButton(composer, kind, async (ctx, { search: token }, client) => {
    const search = await loadSearch(ctx, token, list.kind);
    if (!search) return answerExpired(ctx, `/${list.kind}`);
    await ctx.answerCallbackQuery();
    await sendView(ctx, await listPage(ctx, list, client, token, search, 0));
  });
}
