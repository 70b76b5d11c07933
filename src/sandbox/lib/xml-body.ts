// Parses XML request bodies (PUT/POST of the XML family) into plain string trees.
import { XMLParser } from "fast-xml-parser";
import { badRequest } from "./errors.js";

/** A parsed element: text, or children by name (repeated `item` children always an array). */
type XmlNode = string | XmlTree;
export interface XmlTree {
  [name: string]: XmlNode | XmlNode[];
}

const parser = new XMLParser({
  ignoreAttributes: true,
  // Keep every value a string: the sandbox validates numbers itself and reports bad ones.
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === "item",
});

/** A request body as the server understood it, before any route looks at it. */
export type ParsedBody =
  | { kind: "empty" }
  | { kind: "xml"; doc: XmlTree }
  | { kind: "json"; value: unknown }
  | { kind: "invalid"; text: string };

/** Parses a body by its look (XML starts with `<`, JSON with `{` or `[`); never throws. */
export function parseBody(text: string): ParsedBody {
  const t = text.trim();
  if (t === "") return { kind: "empty" };
  if (t.startsWith("<")) {
    try {
      const doc: unknown = parser.parse(t, true);
      if (typeof doc === "object" && doc !== null) return { kind: "xml", doc: doc as XmlTree };
    } catch {
      // fall through: reported as invalid
    }
    return { kind: "invalid", text };
  }
  try {
    return { kind: "json", value: JSON.parse(t) };
  } catch {
    return { kind: "invalid", text };
  }
}

export function recordableBody(body: ParsedBody): unknown {
  switch (body.kind) {
    case "empty":
      return undefined;
    case "xml":
      return body.doc;
    case "json":
      return body.value;
    default:
      return body.text;
  }
}

/** The children of the expected root element of an XML body, or a 400. */
export function requireXmlRoot(body: ParsedBody, root: string): XmlTree {
  if (body.kind === "empty") throw badRequest(`empty body: expected <${root}>`);
  if (body.kind !== "xml") throw badRequest(`malformed body: expected XML with root <${root}>`);
  if (!(root in body.doc)) {
    const found = Object.keys(body.doc).filter((k) => k !== "?xml");
    throw badRequest(`expected root element <${root}>, got <${found[0] ?? ""}>`);
  }
  const content = body.doc[root];
  return typeof content === "object" && content !== null && !Array.isArray(content) ? content : {};
}

/** Text of a child element; undefined when absent. */
export function childText(tree: XmlTree, name: string): string | undefined {
  const v = tree[name];
  if (v === undefined) return undefined;
  if (typeof v === "string") return v;
  if (Array.isArray(v)) return typeof v[0] === "string" ? v[0] : undefined;
  return "";
}

/** `item` texts of a list element (`<x><item>1</item></x>`); [] when empty, undefined when absent. */
export function childList(tree: XmlTree, name: string): string[] | undefined {
  const v = tree[name];
  if (v === undefined) return undefined;
  // Lenient: a bare value (`<x>5</x>`) counts as a one-item list.
  if (typeof v === "string") return v === "" ? [] : [v];
  if (Array.isArray(v)) return v.filter((i): i is string => typeof i === "string");
  const items = v.item;
  if (items === undefined) return [];
  const arr = Array.isArray(items) ? items : [items];
  return arr.map((i) => (typeof i === "string" ? i : ""));
}

/** `item` children that are records (`<item><a>1</a></item>`), at `tree.item` or `tree[name].item`. */
export function childRecords(tree: XmlTree, name?: string): XmlTree[] {
  const holder = name === undefined ? tree : tree[name];
  if (holder === undefined || typeof holder === "string" || Array.isArray(holder)) return [];
  const items = holder.item;
  if (items === undefined) return [];
  const arr = Array.isArray(items) ? items : [items];
  return arr.filter((i): i is XmlTree => typeof i === "object");
}
