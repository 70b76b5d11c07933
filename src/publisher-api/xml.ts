/**
 * The XML family's envelope (`status`, `error`, `request_id`, `data`), its mapping to typed errors,
 * the 204 "deferred report" answer, and the request-body builder for PUT/POST calls.
 */
import { createRequire } from "node:module";
import type { X2jOptions, XMLParser } from "fast-xml-parser";
import {
  AuthRejected,
  BadRequest,
  NotFound,
  type PublisherApiError,
  redact,
  ServerFailed,
} from "./errors.js";
import { type ItemFields, keepRead, keptOf } from "./item-fields.js";
import { readPlainXml } from "./plain-xml.js";
import { rec, str, type XmlRecord, type XmlValue } from "./read.js";
import { ANY_RESPONSE_DATA, rootMatches } from "./roots.js";
import { unexpectedAnswer } from "./unexpected.js";
import { xmlTextDecoder } from "./xml-text.js";

/** Stops at the first visible character, unlike trim(), which would copy a 1 MB body. */
const NOT_BLANK = /\S/;

/**
 * Made at the first parse, not at start: a bot that has not called the API yet (a fresh one, an
 * idle one) does not carry the parser (its CommonJS build: one file, loaded synchronously). A
 * caller reading some fields of list items has a parser of its own (item-fields.ts), made once
 * per `ItemFields`: pass a constant.
 */
let parser: XMLParser | undefined;
const selectingParsers = new WeakMap<ItemFields, XMLParser>();

function xmlParser(fields?: ItemFields): XMLParser {
  if (!fields) {
    parser ??= makeParser();
    return parser;
  }
  let selecting = selectingParsers.get(fields);
  if (!selecting) {
    selecting = makeParser(keepRead(fields));
    selectingParsers.set(fields, selecting);
  }
  return selecting;
}

function makeParser(updateTag?: X2jOptions["updateTag"]): XMLParser {
  const load = createRequire(import.meta.url);
  const { XMLParser: Parser } = load("fast-xml-parser") as typeof import("fast-xml-parser");
  return new Parser({
    ignoreAttributes: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    // Values stay strings: the typed mappers decide what "007", "1" or "4,15" mean.
    parseTagValue: false,
    // A one-element list is still a list.
    isArray: (tagName: string) => tagName === "item",
    // Callbacks get a matcher instead of a freshly built path string per node: cheaper on big pages.
    jPath: false,
    // Character references and the five predefined entities, as XML 1.0 requires (xml-text.ts).
    entityDecoder: xmlTextDecoder,
    ...(updateTag && { updateTag }),
  });
}

/**
 * Parse XML text with the client's settings (exported for the benchmark and tests); with
 * `fields`, the items of a list keep only those. The API's answers are plain XML, read without
 * the parser (plain-xml.ts); the parser reads anything more.
 */
export function parseXml(text: string, fields?: ItemFields): XmlRecord {
  return readPlainXml(text, fields && keptOf(fields)) ?? rec(xmlParser(fields).parse(text));
}

export interface Envelope {
  /** root element name, e.g. getGoodsResponseData */
  root: string;
  /** envelope status; undefined when the body had no `status` element */
  status: number | undefined;
  error: string;
  requestId: string | undefined;
  data: XmlValue | undefined;
}

/** Read the envelope of an XML body; undefined when the body is not an envelope at all. */
export function parseEnvelope(text: string, fields?: ItemFields): Envelope | undefined {
  let doc: XmlRecord;
  try {
    doc = parseXml(text, fields);
  } catch {
    return undefined;
  }
  for (const root in doc) {
    const body = doc[root];
    if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
    const status = Number.parseInt(str(body.status), 10);
    const requestId = str(body.request_id);
    return {
      root,
      status: Number.isNaN(status) ? undefined : status,
      error: str(body.error),
      requestId: requestId === "" || requestId === "0" ? undefined : requestId,
      data: body.data,
    };
  }
  return undefined;
}

export type XmlAnswer =
  | { deferred: false; data: XmlValue | undefined; requestId: string | undefined }
  | { deferred: true; requestId: string | undefined };

export interface AnswerContext {
  endpoint: string;
  secrets: readonly string[];
  /** the root element a success must have (roots.ts); default any `…ResponseData` root */
  root?: string | RegExp;
  /** the answer's Content-Type, for the log line of an UnexpectedAnswer */
  contentType?: string;
  /** a PUT or POST: the spec gives no deferral (204) as an answer to a write */
  write?: boolean;
  /** the only fields of the answer's list items the caller reads */
  fields?: ItemFields | undefined;
  /** the answer's Retry-After header, as sent */
  retryAfter?: string | undefined;
}

/** A Retry-After header (delay-seconds, or an HTTP date) in ms from `nowMs`; undefined when unreadable. */
export function retryAfterMs(header: string | undefined, nowMs: number): number | undefined {
  if (header === undefined || header.trim() === "") return undefined;
  if (/^\s*\d+\s*$/u.test(header)) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

/**
 * Turn an HTTP answer of the XML family into data, a deferral, or a typed error (thrown).
 * The envelope status wins over the HTTP status when there is an envelope (wire.md). A 2xx that
 * is not the method's envelope (no `status`, another root, no `data`) is UnexpectedAnswer.
 */
export function interpretXml(httpStatus: number, body: string, ctx: AnswerContext): XmlAnswer {
  const blank = !NOT_BLANK.test(body);
  const odd = (what: string) =>
    unexpectedAnswer(what, { status: httpStatus, body, contentType: ctx.contentType ?? "" }, ctx);
  if (httpStatus === 204 && blank) {
    if (ctx.write) throw odd("an empty 204 is not an answer to a write");
    return { deferred: true, requestId: undefined };
  }
  const env = blank ? undefined : parseEnvelope(body, ctx.fields);
  if (env?.status === undefined) {
    // A gateway's error page under a 5xx says what it needs to: the HTTP status.
    if (httpStatus < 200 || httpStatus >= 300) throw errorForStatus(httpStatus, "", ctx.endpoint);
    throw odd(env ? `<${env.root}> carries no <status>` : "the answer is not an XML envelope");
  }
  if (env.status !== 200 && env.status !== 204) {
    throw errorForStatus(env.status, redact(env.error, ctx.secrets), ctx.endpoint);
  }
  const root = ctx.root ?? ANY_RESPONSE_DATA;
  if (!rootMatches(env.root, root))
    throw odd(`<${env.root}> is not the method's <${rootName(root)}>`);
  if (env.status === 204) {
    if (ctx.write) throw odd("a deferral (status 204) is not an answer to a write");
    return { deferred: true, requestId: env.requestId };
  }
  if (env.data === undefined) throw odd(`<${env.root}> says 200 but carries no <data>`);
  return { deferred: false, data: env.data, requestId: env.requestId };
}

function rootName(root: string | RegExp): string {
  return typeof root === "string" ? root : "…ResponseData";
}

/** The typed error for a status of either family (the API's text already redacted). */
export function errorForStatus(
  status: number,
  apiError: string,
  endpoint: string,
  retryAfter?: number,
): PublisherApiError {
  const details = {
    endpoint,
    status,
    apiError: apiError || undefined,
    ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter }),
  };
  const said = apiError ? `: ${apiError}` : "";
  if (status === 400 || status === 422) {
    return new BadRequest(`the API refused the request (${status})${said}`, details);
  }
  if (status === 401 || status === 403) {
    return new AuthRejected(`the API rejected the credentials (${status})${said}`, details);
  }
  if (status === 404) return new NotFound(`not found (404)${said}`, details);
  // 5xx, and anything the spec does not list (429 included), may pass on a later attempt.
  return new ServerFailed(`the API failed (${status})${said}`, details);
}

/** Root elements of the XML request bodies, as the spec names them. */
export type RequestRoot =
  | "setUserLanguageRequestData"
  | "createRotatorRequestData"
  | "setRotatorRequestData"
  | "createTextShiftRequestData"
  | "setTextShiftRequestData"
  | "createPostbackRequestData"
  | "setPostbackRequestData"
  | "setProfileRequestData"
  | "setNotificationSettingListRequestData";

export type XmlBodyValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly XmlBodyValue[]
  | { readonly [name: string]: XmlBodyValue };

/**
 * Build a request body. Fields that are `undefined` are left out; `null` and `[]` become an empty
 * element (an empty list means something on rotator and postback updates, so it must be sent);
 * arrays become repeated `item` children; booleans become 1/0 (the spec's enum 0, 1).
 * A root given an array gets the `item`s directly under it (notification settings).
 */
export function buildXmlBody(
  root: RequestRoot,
  content: { readonly [name: string]: XmlBodyValue } | readonly XmlBodyValue[],
): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', `<${root}>`];
  if (isList(content)) for (const v of content) element(out, "item", v);
  else for (const key of Object.keys(content)) element(out, key, content[key]);
  out.push(`</${root}>`);
  return out.join("");
}

const ELEMENT_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function element(out: string[], tag: string, value: XmlBodyValue): void {
  if (value === undefined) return;
  if (!ELEMENT_NAME.test(tag)) {
    throw new BadRequest(`"${tag.slice(0, 40)}" cannot be an element name (letters, digits, _)`);
  }
  if (value === null || (isList(value) && value.length === 0)) {
    out.push(`<${tag}/>`);
  } else if (isList(value)) {
    out.push(`<${tag}>`);
    for (const v of value) element(out, "item", v);
    out.push(`</${tag}>`);
  } else if (typeof value === "object") {
    out.push(`<${tag}>`);
    for (const key of Object.keys(value)) element(out, key, value[key]);
    out.push(`</${tag}>`);
  } else {
    const text = typeof value === "boolean" ? (value ? "1" : "0") : escapeXml(String(value));
    out.push(`<${tag}>${text}</${tag}>`);
  }
}

function isList(v: unknown): v is readonly XmlBodyValue[] {
  return Array.isArray(v);
}

// Characters XML 1.0 cannot carry at all; a publisher's pasted text sometimes has them.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
const INVALID_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const SPECIAL = /[&<>"']/g;
const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(INVALID_XML_CHARS, "").replace(SPECIAL, (c) => ENTITIES[c] ?? c);
}
