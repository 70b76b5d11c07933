/**
 * Walking every page of a list method. The field notes read `start` as a page index, so the loop
 * goes on while `total > limit * (start + 1)`, one page held at a time. The spec also calls
 * `start` a first-element number, and a server reading it that way answers page index 1 with
 * rows 1…limit: the rows of the first page again, shifted by one. Totals summed over such pages
 * would count most rows twice, so consecutive pages are compared: a shifted repeat switches the
 * walk to offsets (keeping only the new rows), any other repeat stops it.
 */
import type { Page } from "./read.js";

export interface PageRequest {
  /** page index, or the first row's offset once the server is seen to read it so */
  start: number;
  /** page size */
  limit: number;
}

/**
 * How the server read `start`, as the second page tells: a page index, a first-element offset,
 * or neither (the same rows again, so the walk stopped there).
 */
export type StartReading = "page" | "offset" | "ignored";

export interface PagingOptions {
  /** page size, default 50, at most 1000 (the API's limit) */
  limit?: number;
  /** first page index, default 0 */
  start?: number;
  /** stop after this many pages, whatever the total says */
  maxPages?: number;
  /** told once, when a second page shows how the server reads `start`: for the log */
  onReading?: (reading: StartReading) => void;
}

const MAX_LIMIT = 1000;

/**
 * Pages of any list method: `pages((p) => client.catalog.offers("web", { q, ...p }), { limit: 100 })`.
 * Stops early on an empty page, so a total that overstates the list cannot loop forever, and
 * never yields a row of the previous page again.
 */
export async function* pages<T>(
  fetchPage: (request: PageRequest) => Promise<Page<T>>,
  options: PagingOptions = {},
): AsyncGenerator<Page<T>, void, undefined> {
  const limit = Math.min(MAX_LIMIT, Math.max(1, Math.trunc(options.limit ?? 50)));
  const first = Math.max(0, Math.trunc(options.start ?? 0));
  const maxPages = options.maxPages ?? Number.POSITIVE_INFINITY;
  let reading: StartReading | undefined;
  let previous: string[] | undefined;
  let read = 0;
  for (let start = first, n = 1; ; n++) {
    const page = await fetchPage({ start, limit });
    // Rows are told apart only to compare two pages: a list on one page (most are) needs none.
    const keys = previous || page.total > page.items.length ? page.items.map(rowKey) : [];
    let fresh = page.items;
    if (previous) {
      const overlap = overlapOf(previous, keys);
      if (reading === undefined) {
        reading = READING[overlap];
        options.onReading?.(reading);
      }
      if (overlap === "shifted" && n === 2) fresh = page.items.slice(previous.length - 1);
      else if (overlap !== "none") return;
    }
    yield fresh === page.items ? page : { ...page, items: fresh };
    read += fresh.length;
    const offsets = reading === "offset";
    const end = offsets ? first + read : limit * (start + 1);
    if (page.items.length === 0 || page.total <= end || n >= maxPages) return;
    previous = keys;
    start = offsets ? first + read : start + 1;
  }
}

/** The items of every page, one by one. */
export async function* eachItem<T>(
  fetchPage: (request: PageRequest) => Promise<Page<T>>,
  options: PagingOptions = {},
): AsyncGenerator<T, void, undefined> {
  for await (const page of pages(fetchPage, options)) yield* page.items;
}

type Overlap = "none" | "shifted" | "repeat";

const READING: Record<Overlap, StartReading> = {
  none: "page",
  shifted: "offset",
  repeat: "ignored",
};

/** A row's identity: every field it has (the mappers build records in a fixed key order). */
function rowKey(item: unknown): string {
  return JSON.stringify(item) ?? "";
}

/** Whether `next` repeats rows of `previous`, and whether exactly as offset 1 of it would. */
function overlapOf(previous: readonly string[], next: readonly string[]): Overlap {
  const seen = new Set(previous);
  if (!next.some((k) => seen.has(k))) return "none";
  const shift = previous.length - 1;
  const shifted = shift > 0 && next.every((k, i) => i >= shift || k === previous[i + 1]);
  return shifted ? "shifted" : "repeat";
}
