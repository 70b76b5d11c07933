/**
 * Walking every page of a list method. `start` is a page index, so the loop goes on while
 * `total > limit * (start + 1)`; one page is held at a time.
 */
import type { Page } from "./read.js";

export interface PageRequest {
  /** page index */
  start: number;
  /** page size */
  limit: number;
}

export interface PagingOptions {
  /** page size, default 50, at most 1000 (the API's limit) */
  limit?: number;
  /** first page index, default 0 */
  start?: number;
  /** stop after this many pages, whatever the total says */
  maxPages?: number;
}

const MAX_LIMIT = 1000;

/**
 * Pages of any list method: `pages((p) => client.catalog.offers("web", { q, ...p }), { limit: 100 })`.
 * Stops early on an empty page, so a total that overstates the list cannot loop forever.
 */
export async function* pages<T>(
  fetchPage: (request: PageRequest) => Promise<Page<T>>,
  options: PagingOptions = {},
): AsyncGenerator<Page<T>, void, undefined> {
  const limit = Math.min(MAX_LIMIT, Math.max(1, Math.trunc(options.limit ?? 50)));
  const first = Math.max(0, Math.trunc(options.start ?? 0));
  const maxPages = options.maxPages ?? Number.POSITIVE_INFINITY;
  for (let start = first, n = 1; ; start++, n++) {
    const page = await fetchPage({ start, limit });
    yield page;
    if (page.items.length === 0 || page.total <= limit * (start + 1) || n >= maxPages) return;
  }
}

/** The items of every page, one by one. */
export async function* eachItem<T>(
  fetchPage: (request: PageRequest) => Promise<Page<T>>,
  options: PagingOptions = {},
): AsyncGenerator<T, void, undefined> {
  for await (const page of pages(fetchPage, options)) yield* page.items;
}
