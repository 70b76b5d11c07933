// A small XML writer for the XML family's envelope. Hand-written rather than a builder library
// because the shapes are simple and a benchmark pushes tens of thousands of responses through it.

export type XmlValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly XmlValue[]
  | XmlObject;
export interface XmlObject {
  readonly [key: string]: XmlValue;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};
const NEEDS_ESCAPE = /[&<>"']/;

export function escapeXml(s: string): string {
  return NEEDS_ESCAPE.test(s) ? s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c) : s;
}

const REFERENCED = /[&<>"'\u0080-\u{10FFFF}]/gu;
const REFERENCES: Record<string, string> = { ...ESCAPES, "'": "&#039;", '"': "&#x22;" };

/**
 * The characterReferences quirk: quotes and every non-ASCII character as character references,
 * decimal or hex, as valid XML that a parser must decode (`Levi&#039;s`, `&#1056;&#1091;…`).
 */
export function escapeWithReferences(s: string): string {
  return s.replace(REFERENCED, (c) => REFERENCES[c] ?? `&#${c.codePointAt(0)};`);
}

type Escape = (s: string) => string;

function write(out: string[], name: string, v: XmlValue, esc: Escape = escapeXml): void {
  // null/undefined means "absent": the element is left out entirely (postbacks' empty lists).
  if (v === null || v === undefined) return;
  if (Array.isArray(v)) {
    if (v.length === 0) {
      out.push(`<${name}/>`);
      return;
    }
    out.push(`<${name}>`);
    for (const item of v as readonly XmlValue[]) write(out, "item", item, esc);
    out.push(`</${name}>`);
    return;
  }
  if (typeof v === "object") {
    out.push(`<${name}>`);
    for (const key of Object.keys(v)) write(out, key, (v as XmlObject)[key], esc);
    out.push(`</${name}>`);
    return;
  }
  const text =
    typeof v === "boolean" ? (v ? "1" : "0") : typeof v === "number" ? String(v) : esc(v);
  out.push(`<${name}>${text}</${name}>`);
}

export interface EnvelopeParts {
  status: number;
  error?: string;
  requestId?: number;
  /** Left out when undefined (errors, deferred reports). */
  data?: XmlValue;
}

/** `references`: the characterReferences quirk (see escapeWithReferences). */
export function envelope(root: string, parts: EnvelopeParts, references = false): string {
  const esc = references ? escapeWithReferences : escapeXml;
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n', `<${root}>`];
  out.push(`<status>${parts.status}</status>`);
  out.push(`<error>${esc(parts.error ?? "")}</error>`);
  out.push(
    parts.requestId === undefined
      ? "<request_id></request_id>"
      : `<request_id>${parts.requestId}</request_id>`,
  );
  if (parts.data !== undefined) write(out, "data", parts.data, esc);
  out.push(`</${root}>`);
  return out.join("");
}
