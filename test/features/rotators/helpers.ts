/** What the rotator suites read from the sandbox: PUT bodies as plain lists, and a direct client. */
import { listsOf } from "../../../src/bot/features/rotators/lists.js";
import type { Rotator } from "../../../src/publisher-api/index.js";
import type { Harness } from "../../support/harness.js";
import { apiClient, callsTo } from "../postbacks/helpers.js";

export { apiClient, callsTo };

export const LIST_FIELDS = [
  "offers_included",
  "offers_excluded",
  "category_included",
  "category_excluded",
  "banners_included",
  "banners_excluded",
  "banner_sizes",
] as const;

/** An XML list element as parsed (`{ item: [...] }`, or "" when sent empty) as strings. */
function items(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  if (value === "" || value === null) return [];
  const item = (value as { item?: unknown }).item;
  if (item === undefined) return [];
  return (Array.isArray(item) ? item : [item]).map(String);
}

export type Body = Record<string, unknown>;

/** The rotator PUTs that reached the sandbox, in order, with their lists as string arrays. */
export function rotatorPuts(harness: Harness): Body[] {
  return callsTo(harness, "PUT", "/rotator").map((call) => {
    const body = (call.body as { setRotatorRequestData: Body }).setRotatorRequestData;
    const out: Body = { ...body };
    for (const field of LIST_FIELDS) out[field] = items(body[field]);
    return out;
  });
}

/** A rotator's lists as a PUT should carry them: ids and size names, as strings. */
export function listsAsSent(r: Rotator): Record<(typeof LIST_FIELDS)[number], string[]> {
  const lists = listsOf(r);
  return Object.fromEntries(
    LIST_FIELDS.map((field) => [field, lists[field].map(String)]),
  ) as Record<(typeof LIST_FIELDS)[number], string[]>;
}
