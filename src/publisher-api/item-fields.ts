/**
 * Reading a list answer for a few fields of its items. The API has no field selection, and a
 * digest reads 14 of a statistics item's 27 fields: the others are not built, neither by the
 * plain reader (plain-xml.ts) nor by the parser, which reads what the plain reader leaves to it.
 */
import type { X2jOptions } from "fast-xml-parser";
import { ITEM_FIELD_DEPTH } from "./plain-xml.js";

export interface ItemFields {
  /** the fields read */
  readonly keep: readonly string[];
}

const kepts = new WeakMap<ItemFields, ReadonlySet<string>>();

/** The fields read, as a set made once per `ItemFields` (callers pass a constant). */
export function keptOf(fields: ItemFields): ReadonlySet<string> {
  let kept = kepts.get(fields);
  if (!kept) {
    kept = new Set(fields.keep);
    kepts.set(fields, kept);
  }
  return kept;
}

/** The parser's tag callback: an item's field not read is not built (its text is read past). */
export function keepRead(fields: ItemFields): NonNullable<X2jOptions["updateTag"]> {
  const kept = keptOf(fields);
  // With `jPath: false` the callback gets the parser's matcher, whose depth is that of the tag.
  return (tag, at) =>
    kept.has(tag) || typeof at === "string" || at.getDepth() !== ITEM_FIELD_DEPTH ? tag : false;
}
