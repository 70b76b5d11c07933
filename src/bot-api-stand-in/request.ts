/**
 * Reading Bot API parameters the ways Telegram accepts them: JSON body, form-urlencoded,
 * multipart/form-data (grammY's uploads) and the query string. Plus small coercion helpers.
 */
import type { IncomingMessage } from "node:http";
import { Request } from "undici";

/** A file part of a multipart request. */
export interface UploadedFile {
  kind: "upload";
  filename: string;
  mimeType: string;
  bytes: Uint8Array;
}

export type Params = Record<string, unknown>;

/** An error Telegram would answer: `{ ok: false, error_code, description, parameters? }`. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly description: string,
    readonly parameters?: { retry_after?: number; migrate_to_chat_id?: number },
  ) {
    super(description);
  }
}

export const badRequest = (what: string) => new ApiError(400, `Bad Request: ${what}`);

const MAX_BODY = 60 * 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const b = chunk as Buffer;
    size += b.length;
    if (size > MAX_BODY) throw new ApiError(413, "Request Entity Too Large");
    chunks.push(b);
  }
  return Buffer.concat(chunks);
}

export async function readParams(req: IncomingMessage, url: URL): Promise<Params> {
  const params: Params = Object.fromEntries(url.searchParams);
  const body = await readBody(req);
  if (body.length === 0) return params;
  const type = (req.headers["content-type"] ?? "").toLowerCase();
  if (type.startsWith("multipart/form-data")) {
    Object.assign(params, await parseMultipartParams(body, req.headers["content-type"] ?? ""));
  } else if (type.startsWith("application/x-www-form-urlencoded")) {
    Object.assign(params, Object.fromEntries(new URLSearchParams(body.toString("utf8"))));
  } else {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString("utf8"));
    } catch {
      throw badRequest("can't parse JSON encoded request body");
    }
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      Object.assign(params, parsed);
    }
  }
  return params;
}

/**
 * grammY writes `content-disposition:form-data;name="x";filename=daily digest.png` (filename not
 * quoted, raw UTF-8). undici 7's `Request.formData()` cuts such a name at the first space and
 * rejects non-ASCII; Node 20's global `Request` rejects every grammY upload. So a lenient parser
 * reads the parts, and undici's is the fallback for anything it cannot split.
 */
async function parseMultipartParams(body: Buffer, contentType: string): Promise<Params> {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const b = boundary?.[1] ?? boundary?.[2];
  const parts = b ? splitMultipart(body, b) : undefined;
  const params: Params = {};
  if (parts) {
    for (const p of parts) {
      params[p.name] =
        p.filename === undefined
          ? p.data.toString("utf8")
          : ({
              kind: "upload",
              filename: p.filename,
              mimeType: p.contentType ?? "application/octet-stream",
              bytes: new Uint8Array(p.data),
            } satisfies UploadedFile);
    }
    return params;
  }
  let form: Awaited<ReturnType<Request["formData"]>>;
  try {
    form = await new Request("http://stand-in/", {
      method: "POST",
      headers: { "content-type": contentType },
      body,
    }).formData();
  } catch {
    throw badRequest("can't parse multipart/form-data request body");
  }
  for (const [key, value] of form) {
    params[key] =
      typeof value === "string"
        ? value
        : ({
            kind: "upload",
            filename: value.name,
            mimeType: value.type || "application/octet-stream",
            bytes: new Uint8Array(await value.arrayBuffer()),
          } satisfies UploadedFile);
  }
  return params;
}

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

function splitMultipart(body: Buffer, boundary: string): Part[] | undefined {
  const delim = Buffer.from(`--${boundary}`);
  const next = Buffer.from(`\r\n--${boundary}`);
  let pos = body.indexOf(delim);
  if (pos < 0) return undefined;
  const parts: Part[] = [];
  for (;;) {
    pos += delim.length;
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) return parts; // closing "--"
    if (body[pos] === 0x0d && body[pos + 1] === 0x0a) pos += 2;
    const headerEnd = body.indexOf("\r\n\r\n", pos);
    if (headerEnd < 0) return undefined;
    const end = body.indexOf(next, headerEnd + 4);
    if (end < 0) return undefined;
    const part = parsePartHeaders(body.subarray(pos, headerEnd).toString("utf8"));
    if (!part) return undefined;
    parts.push({ ...part, data: body.subarray(headerEnd + 4, end) });
    pos = end + 2;
  }
}

function parsePartHeaders(headers: string): Omit<Part, "data"> | undefined {
  let name: string | undefined;
  let filename: string | undefined;
  let contentType: string | undefined;
  for (const line of headers.split(/\r\n/)) {
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === "content-type") contentType = value;
    if (key !== "content-disposition") continue;
    name = attribute(value, "name");
    const extended = /filename\*\s*=\s*utf-8''([^;]+)/i.exec(value)?.[1];
    filename = extended ? decodeURIComponent(extended.trim()) : attribute(value, "filename");
  }
  return name === undefined ? undefined : { name, filename, contentType };
}

function attribute(header: string, attr: string): string | undefined {
  const m = new RegExp(`(?:^|;)\\s*${attr}\\s*=\\s*(?:"([^"]*)"|([^;]*))`, "i").exec(header);
  if (!m) return undefined;
  return (m[1] ?? m[2] ?? "").trim();
}

// ---- coercion: form and query values arrive as strings, JSON bodies carry real types ----

export function optInt(v: unknown): number | undefined {
  if (typeof v === "number" && Number.isFinite(v)) return Math.trunc(v);
  if (typeof v === "string" && /^-?\d+$/.test(v.trim())) return Number(v.trim());
  return undefined;
}

export function optStr(v: unknown): string | undefined {
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return undefined;
}

export function optBool(v: unknown): boolean {
  return v === true || v === "true" || v === "1" || v === 1;
}

/** An object or array parameter, possibly JSON-encoded in a string (form/multipart/query). */
export function optJson(v: unknown, field: string): unknown {
  if (v === undefined || v === null || v === "") return undefined;
  if (typeof v !== "string") return v;
  try {
    return JSON.parse(v);
  } catch {
    throw badRequest(`can't parse ${field} JSON object`);
  }
}

export function isUpload(v: unknown): v is UploadedFile {
  return typeof v === "object" && v !== null && (v as UploadedFile).kind === "upload";
}

/** Params as they go into `calls`: uploads reduced to name, type and size. */
export function describeParams(params: Params): Params {
  const out: Params = {};
  for (const [k, v] of Object.entries(params)) {
    out[k] = isUpload(v) ? { filename: v.filename, mimeType: v.mimeType, size: v.bytes.length } : v;
  }
  return out;
}
