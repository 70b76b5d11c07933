/**
 * Reading a list answer for a few fields of its items. The API has no field selection, and a
 * digest reads 14 of a statistics item's 27 fields: the rest are left out of the parse in two
 * steps. Simple elements (`<ctr>3.15</ctr>`) of the fields the caller names as `others` are cut
 * from the text first, in one pass of a native regular expression; the parser then builds
 * nothing for any other field of an item it meets (one with attributes, markup, or a name the
 * caller did not know).
 */
import type { X2jOptions } from "fast-xml-parser";

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
