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

function write(out: string[], name: string, v: XmlValue): void {
  // null/undefined means "absent": the element is left out entirely (postbacks' empty lists).
  if (v === null || v === undefined) return;
  if (Array.isArray(v)) {
    if (v.length === 0) {
      out.push(`<${name}/>`);
      return;
    }
    out.push(`<${name}>`);
    for (const item of v as readonly XmlValue[]) write(out, "item", item);
    out.push(`</${name}>`);
    return;
  }
  if (typeof v === "object") {
    out.push(`<${name}>`);
    for (const key of Object.keys(v)) write(out, key, (v as XmlObject)[key]);
    out.push(`</${name}>`);
    return;
  }
  const text =
    typeof v === "boolean" ? (v ? "1" : "0") : typeof v === "number" ? String(v) : escapeXml(v);
  out.push(`<${name}>${text}</${name}>`);
}

export interface EnvelopeParts {
  status: number;
  error?: string;
  requestId?: number;
  /** Left out when undefined (errors, deferred reports). */
  data?: XmlValue;
}

export function envelope(root: string, parts: EnvelopeParts): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n', `<${root}>`];
  out.push(`<status>${parts.status}</status>`);
  out.push(`<error>${escapeXml(parts.error ?? "")}</error>`);
  out.push(
    parts.requestId === undefined
      ? "<request_id></request_id>"
      : `<request_id>${parts.requestId}</request_id>`,
  );
  if (parts.data !== undefined) write(out, "data", parts.data);
  out.push(`</${root}>`);
  return out.join("");
}
