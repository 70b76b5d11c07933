/**
 * Reading a list answer for a few fields of its items. The API has no field selection, and a
 * digest reads 14 of a statistics item's 27 fields. Items that are runs of simple elements are
 * read straight from the text (`flatList`); otherwise the rest are left out of the parse in two
 * steps. Simple elements (`<ctr>3.15</ctr>`) of the fields the caller names as `others` are cut
 * from the text first, in one pass of a native regular expression; the parser then builds
 * nothing for any other field of an item it meets (one with attributes, markup, or a name the
 * caller did not know).
 */
import type { X2jOptions } from "fast-xml-parser";
import { decodeXmlText } from "./xml-text.js";

export interface ItemFields {
  /** the fields read */
  readonly keep: readonly string[];
  /** other fields the items are known to carry */
  readonly others?: readonly string[];
}

/** Where an item's field sits in a list answer: root > data > items > item > field. */
const ITEM_FIELD_DEPTH = 5;
/** Never cut, whatever a caller says: the envelope and the list itself. */
const STRUCTURE: ReadonlySet<string> = new Set(["status", "error", "request_id", "data"]);
const LIST = new Set(["items", "item", "total"]);
/** Text where a cut could reach into character data or a comment is parsed whole. */
const markupInText = (text: string) => text.includes("<![CDATA[") || text.includes("<!--");

interface Selection {
  kept: ReadonlySet<string>;
  cut: RegExp | undefined;
}

const selections = new WeakMap<ItemFields, Selection>();

function selectionOf(fields: ItemFields): Selection {
  let selection = selections.get(fields);
  if (!selection) {
    const names = (fields.others ?? []).filter(
      (name) => /^[A-Za-z_][\w.-]*$/.test(name) && !STRUCTURE.has(name) && !LIST.has(name),
    );
    const alternatives = names.map((name) => name.replace(/[.-]/g, "\\$&")).join("|");
    selection = {
      kept: new Set(fields.keep),
      cut: names.length > 0 ? new RegExp(`<(${alternatives})>[^<]*</\\1>`, "g") : undefined,
    };
    selections.set(fields, selection);
  }
  return selection;
}

/** The answer's text without the simple elements of the fields not read. */
export function cutUnread(text: string, fields: ItemFields): string {
  const { cut } = selectionOf(fields);
  return cut && !markupInText(text) ? text.replace(cut, "") : text;
}

/** The parser's tag callback: an item's field not read is not built (its text is read past). */
export function keepRead(fields: ItemFields): NonNullable<X2jOptions["updateTag"]> {
  const { kept } = selectionOf(fields);
  // With `jPath: false` the callback gets the parser's matcher, whose depth is that of the tag.
  return (tag, at) =>
    kept.has(tag) || typeof at === "string" || at.getDepth() !== ITEM_FIELD_DEPTH ? tag : false;
}

const ITEM = /<item>([\s\S]*?)<\/item>/g;
const FIELD = /<([A-Za-z_][\w.-]*)>([^<]*)<\/\1>/g;
const BLANK = /^\s*$/;
const OPEN = "<items>";
const CLOSE = "</items>";

/** A list answer split for reading: its envelope with the list emptied, and the list's items. */
export interface FlatList {
  envelope: string;
  items: Record<string, string>[];
}

/**
 * The items of a list answer read straight from its text, when every item is a run of simple
 * elements (`<clickCount>12</clickCount>`), as the API's lists are: the parser then builds only
 * the envelope, and an item is not a tree of the parser's nodes but one record of the fields
 * read (values trimmed and decoded as the parser does). Undefined when the list is anything else
 * (an attribute, a nested, empty-tag or repeated element, character data, a comment, an empty
 * item, text between items), for the parser to read whole.
 */
export function flatList(text: string, fields: ItemFields): FlatList | undefined {
  const open = text.indexOf(OPEN);
  const close = text.lastIndexOf(CLOSE);
  if (open < 0 || close < open || text.indexOf(OPEN, open + 1) !== -1) return undefined;
  if (markupInText(text)) return undefined;
  const body = text.slice(open + OPEN.length, close);
  const { kept } = selectionOf(fields);
  const items: Record<string, string>[] = [];
  let end = 0;
  for (const match of body.matchAll(ITEM)) {
    const item = readItem(match[1] ?? "", kept);
    if (!item || !BLANK.test(body.slice(end, match.index))) return undefined;
    items.push(item);
    end = match.index + match[0].length;
  }
  if (!BLANK.test(body.slice(end))) return undefined;
  return { envelope: text.slice(0, open) + text.slice(close + CLOSE.length), items };
}

/** One item's fields read, or undefined when it is not a run of simple elements. */
function readItem(inner: string, kept: ReadonlySet<string>): Record<string, string> | undefined {
  const item: Record<string, string> = {};
  const seen = new Set<string>();
  let end = 0;
  for (const match of inner.matchAll(FIELD)) {
    const name = match[1] ?? "";
    if (seen.has(name) || !BLANK.test(inner.slice(end, match.index))) return undefined;
    seen.add(name);
    if (kept.has(name)) item[name] = decodeXmlText((match[2] ?? "").trim());
    end = match.index + match[0].length;
  }
  return seen.size > 0 && BLANK.test(inner.slice(end)) ? item : undefined;
}
