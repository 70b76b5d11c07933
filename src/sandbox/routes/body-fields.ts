// Typed reads of fields from XML request bodies, with 400s naming the field.
import { badRequest } from "../lib/errors.js";
import { parseIntStrict } from "../lib/params.js";
import { childList, childText, type XmlTree } from "../lib/xml-body.js";

export function text(tree: XmlTree, name: string, required = false): string | undefined {
  const v = childText(tree, name);
  if (required && (v === undefined || v.trim() === "")) throw badRequest(`${name} is required`);
  return v;
}

export function int(tree: XmlTree, name: string, required = false): number | undefined {
  const v = text(tree, name, required);
  return v === undefined || v.trim() === "" ? undefined : parseIntStrict(v, name);
}

export function oneOf<T extends string>(
  tree: XmlTree,
  name: string,
  allowed: readonly T[],
  required = false,
): T | undefined {
  const v = text(tree, name, required)?.trim();
  if (v === undefined || v === "") return undefined;
  if (!(allowed as readonly string[]).includes(v))
    throw badRequest(`${name} must be one of ${allowed.join(", ")}, got "${v}"`);
  return v as T;
}

export function intItems(tree: XmlTree, name: string): number[] | undefined {
  return childList(tree, name)?.map((v) => parseIntStrict(v, name));
}

export function flag01(tree: XmlTree, name: string): 0 | 1 | undefined {
  const v = oneOf(tree, name, ["0", "1"] as const);
  return v === undefined ? undefined : v === "1" ? 1 : 0;
}
