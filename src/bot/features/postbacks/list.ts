/**
 * /postbacks lists: one page from the API, and the search words kept in a per-user record so
 * that buttons carry a short token instead of the words (callback data is 64 bytes at most).
 */
import type { Postback, PublisherClient } from "../../../publisher-api/index.js";
import type { Storage } from "../../../storage/index.js";

export const POSTBACK_PAGE_SIZE = 8;
/** How many recent searches stay pageable; older buttons answer "search again". */
const KEPT_SEARCHES = 10;
const MAX_TERM = 100;

interface Searches {
  next: number;
  terms: Record<string, string>;
}

/** The postbacks search terms: the person's (kept when one of their accounts goes). */
export const POSTBACKS_SEARCH_KIND = "postbacks-search";
const searches = (storage: Storage) => storage.records<Searches>(POSTBACKS_SEARCH_KIND);

/** Keeps the words (clipped) and returns them with their token (0 stands for "no search"). */
export async function saveSearch(
  storage: Storage,
  userId: number,
  words: string,
): Promise<{ token: number; term: string }> {
  const term = words.trim().slice(0, MAX_TERM);
  if (!term) return { token: 0, term };
  let token = 0;
  await searches(storage).update(userId, (current) => {
    token = (current?.next ?? 0) + 1;
    const terms: Record<string, string> = { ...current?.terms, [token]: term };
    for (const old of Object.keys(terms).map(Number)) {
      if (old <= token - KEPT_SEARCHES) delete terms[old];
    }
    return { next: token, terms };
  });
  return { token, term };
}

/** The words of a token, "" for token 0, undefined when that search is no longer kept. */
export async function searchTerm(
  storage: Storage,
  userId: number,
  token: number,
): Promise<string | undefined> {
  if (token === 0) return "";
  return (await searches(storage).get(userId))?.terms[token];
}

export interface PostbackList {
  term: string;
  token: number;
  page: number;
  items: Postback[];
  hasNext: boolean;
}

export async function loadPostbackList(
  client: PublisherClient,
  term: string,
  token: number,
  page: number,
): Promise<PostbackList> {
  const limit = POSTBACK_PAGE_SIZE;
  const result = await client.tools.postbacks({ start: page, limit, ...(term ? { term } : {}) });
  // The API may answer a bare list without `total` (then total = this page's count): a full
  // page then suggests there is more; an empty next page says "no more".
  const hasNext =
    result.total > (page + 1) * limit ||
    (result.items.length === limit && result.total === result.items.length);
  return { term, token, page, items: result.items, hasNext };
}
