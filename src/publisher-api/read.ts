/**
 * Small readers used at the XML/JSON edge: they take `unknown` (what the parser gave) and return
 * typed values, never throwing, so a missing or odd field degrades to "" / 0 / [] instead of
 * failing a whole page. They are on the hot path of every list, so they avoid allocation.
 */
import { cleanName, parseFlag, parseNumber } from "./values.js";

/** What fast-xml-parser produces with values kept as strings. */
export type XmlValue = string | XmlRecord | XmlValue[];
export interface XmlRecord {
  [name: string]: XmlValue | undefined;
}

const EMPTY_RECORD: XmlRecord = Object.freeze({}) as XmlRecord;
const EMPTY_LIST: readonly unknown[] = Object.freeze([]);

export function rec(x: unknown): XmlRecord {
  return typeof x === "object" && x !== null && !Array.isArray(x) ? (x as XmlRecord) : EMPTY_RECORD;
}

/** A string field; numbers (from JSON) become their text, anything else "". */
export function str(x: unknown): string {
  if (typeof x === "string") return x;
  if (typeof x === "number" || typeof x === "boolean") return String(x);
  return "";
}

/** A trimmed display name (names arrive padded). */
export const name = cleanName;

/** A float; 0 when absent or unreadable. */
export function num(x: unknown): number {
  return parseNumber(x) ?? 0;
}

/** A float where "absent" must stay distinguishable from 0 (old prices, ratios). */
export function optNum(x: unknown): number | undefined {
  return parseNumber(x);
}

/** An integer id or count; 0 when absent. */
export function int(x: unknown): number {
  const n = parseNumber(x);
  return n === undefined ? 0 : Math.trunc(n);
}

export function flag(x: unknown): boolean {
  return parseFlag(x) ?? false;
}

/**
 * The children of a list element: `<geo><item/>…</geo>` parses to `{ item: [...] }` (the parser
 * always makes `item` an array). An empty element (""), `null` text or a missing field is [].
 * A bare array (JSON, or already unwrapped) passes through.
 */
export function list(x: unknown): readonly unknown[] {
  if (typeof x !== "object" || x === null) return EMPTY_LIST;
  if (Array.isArray(x)) return x;
  const item = (x as XmlRecord).item;
  if (item === undefined) return EMPTY_LIST;
  return Array.isArray(item) ? item : [item];
}

/** The records of a list payload: `data.items.item`, or `data.item` when the API drops `items`. */
export function itemsOf(data: unknown): readonly unknown[] {
  const d = rec(data);
  if (d.items !== undefined) return list(d.items);
  if (d.item !== undefined) return list(d);
  return Array.isArray(data) ? data : EMPTY_LIST;
}

/** A list of plain strings (`tags`, `banner_sizes`, `audience-reach`…). */
export function strings(x: unknown): string[] {
  const items = list(x);
  const out = new Array<string>(items.length);
  for (let i = 0; i < items.length; i++) out[i] = str(items[i]);
  return out;
}

/** A list of integers (`offers_included` of a postback). */
export function ints(x: unknown): number[] {
  const items = list(x);
  const out = new Array<number>(items.length);
  for (let i = 0; i < items.length; i++) {
    const v = items[i];
    // A list of (id, name) records also yields its ids.
    out[i] = typeof v === "object" && v !== null ? int((v as XmlRecord).id) : int(v);
  }
  return out;
}

/** Map a list with a record mapper; a plain loop, since this runs 1000 times per page. */
export function mapList<T>(x: readonly unknown[], map: (r: XmlRecord) => T): T[] {
  const out = new Array<T>(x.length);
  for (let i = 0; i < x.length; i++) out[i] = map(rec(x[i]));
  return out;
}

export interface IdName {
  id: number;
  name: string;
}

export function idName(r: XmlRecord): IdName {
  return { id: int(r.id), name: name(r.name) };
}

/** One page of a list method: `total` across all pages and this page's records. */
export interface Page<T> {
  total: number;
  items: T[];
}

export function page<T>(data: unknown, map: (r: XmlRecord) => T): Page<T> {
  const items = mapList(itemsOf(data), map);
  const total = parseNumber(rec(data).total);
  return { total: total === undefined ? items.length : Math.trunc(total), items };
}
