/** The JSON family (lost orders, token server): status codes and error bodies to typed errors. */
import {
  AuthRejected,
  BadRequest,
  type PublisherApiError,
  redact,
  TokenRefused,
  WrongState,
} from "./errors.js";
import { rec, str, type XmlRecord } from "./read.js";
import { unexpectedAnswer } from "./unexpected.js";
import type { AnswerContext } from "./xml.js";
import { errorForStatus, retryAfterMs } from "./xml.js";

/** Stops at the first visible character, unlike trim(), which would copy a 1 MB body. */
const NOT_BLANK = /\S/;

/**
 * Body of a 2xx answer (undefined for 204 or an empty body), or a thrown typed error. The error
 * text is read from `message`, then `error_description`, then `error` (wire.md).
 */
export function interpretJson(status: number, body: string, ctx: AnswerContext): unknown {
  const blank = !NOT_BLANK.test(body);
  if (status >= 200 && status < 300) {
    if (status === 204 || blank) return undefined;
    try {
      return JSON.parse(body) as unknown;
    } catch {
      const facts = { status, body, contentType: ctx.contentType ?? "" };
      throw unexpectedAnswer("the answer is not JSON", facts, ctx);
    }
  }
  throw jsonError(status, blank ? undefined : safeParse(body), ctx);
}

function safeParse(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

function jsonError(status: number, parsed: unknown, ctx: AnswerContext): PublisherApiError {
  const b = rec(parsed);
  const text = redact(str(b.message) || str(b.error_description) || str(b.error), ctx.secrets);
  const details = { endpoint: ctx.endpoint, status, apiError: text || undefined };
  const said = text ? `: ${text}` : "";
  if (status === 400 || status === 422) {
    return new BadRequest(`the API refused the request (${status})${said}`, {
      ...details,
      fields: readFields(b.fields, ctx.secrets),
    });
  }
  if (status === 409) return new WrongState(`the claim is no longer new (409)${said}`, details);
  // The spec does not show the answer to a stale token: any 401, or a 403 that names the token.
  if (status === 401 || (status === 403 && namesBadToken(b))) {
    return new TokenRefused(`the API refused the access token (${status})${said}`, details);
  }
  return errorForStatus(status, text, ctx.endpoint, retryAfterMs(ctx.retryAfter, Date.now()));
}

const TOKEN = /token/i;
const BAD = /invalid|expired|revoked|stale|unknown/i;

/** `{"error":"invalid_token"}`, `{"message":"The access token has expired"}` and the like. */
function namesBadToken(body: XmlRecord): boolean {
  const text = `${str(body.error)} ${str(body.error_description)} ${str(body.message)}`;
  return TOKEN.test(text) && BAD.test(text);
}

/** `fields` of a validation failure: values may be strings or lists of strings. */
function readFields(x: unknown, secrets: readonly string[]): Record<string, string> | undefined {
  if (typeof x !== "object" || x === null || Array.isArray(x)) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(x)) {
    const text = Array.isArray(v) ? v.map(str).filter(Boolean).join("; ") : str(v);
    out[k] = redact(text, secrets);
  }
  return out;
}

/** Token server failures: bad client credentials are AuthRejected whatever the exact status. */
export function interpretTokenAnswer(status: number, body: string, ctx: AnswerContext): unknown {
  if (status === 400 || status === 401 || status === 403) {
    const b = rec(safeParse(body));
    const text = redact(str(b.error_description) || str(b.message) || str(b.error), ctx.secrets);
    throw new AuthRejected(
      `the token server rejected the client credentials (${status})${text ? `: ${text}` : ""}`,
      { endpoint: ctx.endpoint, status, apiError: text || undefined },
    );
  }
  return interpretJson(status, body, ctx);
}
