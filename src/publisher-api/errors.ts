/**
 * Typed failures of the publisher API. The bot turns `kind` into a localized answer, so every
 * failure a publisher can meet has its own kind; messages are for logs and never carry the API key,
 * client secret, token or a URL with its query string (which is where those live).
 */
import type { LostOrder } from "./records/lost-orders.js";

export type PublisherApiErrorKind =
  | "bad_request"
  | "auth_rejected"
  | "server_failed"
  | "network_failed"
  | "timed_out"
  | "not_found"
  | "wrong_state"
  | "report_not_ready"
  | "unexpected_answer";

export interface ErrorDetails {
  /** "GET offers/{type}": the verb and the path template, never the concrete URL */
  endpoint?: string;
  /** HTTP status, or the envelope status when the XML envelope carried one */
  status?: number;
  /** the API's own error text (already redacted) */
  apiError?: string;
  /** how long the API asked to wait before the next try (its Retry-After), in ms */
  retryAfterMs?: number;
  cause?: unknown;
}

export abstract class PublisherApiError extends Error {
  abstract readonly kind: PublisherApiErrorKind;
  readonly endpoint: string | undefined;
  readonly status: number | undefined;
  readonly apiError: string | undefined;
  /** a 429's or 503's Retry-After, in ms; undefined when the API gave none */
  readonly retryAfterMs: number | undefined;

  constructor(message: string, details: ErrorDetails = {}) {
    super(details.endpoint ? `${details.endpoint}: ${message}` : message, {
      cause: details.cause,
    });
    this.name = new.target.name;
    this.endpoint = details.endpoint;
    this.status = details.status;
    this.apiError = details.apiError;
    this.retryAfterMs = details.retryAfterMs;
  }

  /** whether repeating an idempotent call may help */
  get retryable(): boolean {
    return false;
  }
}

export class BadRequest extends PublisherApiError {
  readonly kind = "bad_request";
  /** per-field messages of a JSON validation failure, e.g. { order_date: "…" } */
  readonly fields: Readonly<Record<string, string>> | undefined;
  constructor(message: string, details: ErrorDetails & { fields?: Record<string, string> } = {}) {
    super(message, details);
    this.fields = details.fields;
  }
}

export class AuthRejected extends PublisherApiError {
  readonly kind = "auth_rejected";
}

/**
 * The API refused the access token itself (stale, expired, revoked by a password change): a new
 * token may still be granted, so the session replaces it once before this becomes final.
 */
export class TokenRefused extends AuthRejected {}

export class ServerFailed extends PublisherApiError {
  readonly kind = "server_failed";
  override get retryable(): boolean {
    return true;
  }
}

export class NetworkFailed extends PublisherApiError {
  readonly kind = "network_failed";
  override get retryable(): boolean {
    return true;
  }
}

/** The attempt took longer than the configured budget. Not repeated: one budget is all a chat waits. */
export class TimedOut extends PublisherApiError {
  readonly kind = "timed_out";
}

export class NotFound extends PublisherApiError {
  readonly kind = "not_found";
}

/** A lost-order claim can be edited or deleted only while it is `new` (HTTP 409). */
export class WrongState extends PublisherApiError {
  readonly kind = "wrong_state";
}

/**
 * An edit or delete refused because the claim is no longer `new`. The spec does not show that
 * refusal (409, or 400/403/404 on some deployments), so the client reads the claim as it is now:
 * the publisher is told its status, not that their credentials failed.
 */
export class ClaimNotEditable extends WrongState {
  /** the claim as it is now */
  readonly claim: LostOrder;
  /** its current status_id */
  readonly statusId: string;
  constructor(claim: LostOrder, refusal: PublisherApiError) {
    super(`claim ${claim.id} is no longer new (status_id ${claim.status_id})`, {
      endpoint: refusal.endpoint,
      status: refusal.status,
      apiError: refusal.apiError,
      cause: refusal,
    });
    this.claim = claim;
    this.statusId = claim.status_id;
  }
}

/** A deferred statistics report was still queued when the time limit passed. */
export class ReportNotReady extends PublisherApiError {
  readonly kind = "report_not_ready";
  readonly requestId: string | undefined;
  readonly elapsedMs: number;
  constructor(message: string, details: ErrorDetails & { requestId?: string; elapsedMs: number }) {
    super(message, details);
    this.requestId = details.requestId;
    this.elapsedMs = details.elapsedMs;
  }
}

/**
 * The API answered something that is not the method's answer: a gateway's HTML page under HTTP
 * 200, another root element, an envelope without `status`, a body that is not JSON. Nothing in it
 * can be trusted, so it is an error, never empty data (a balance of 0.00, "nothing found").
 * Retryable: a GET answered this way is repeated, like a 5xx.
 */
export class UnexpectedAnswer extends PublisherApiError {
  readonly kind = "unexpected_answer";
  /** the answer's Content-Type; "" when it had none */
  readonly contentType: string;
  /** the answer's first characters, whitespace folded and secrets cut out: for the log */
  readonly head: string;
  constructor(message: string, details: ErrorDetails & { contentType?: string; head?: string }) {
    super(message, details);
    this.contentType = details.contentType ?? "";
    this.head = details.head ?? "";
  }
  override get retryable(): boolean {
    return true;
  }
}

export function isPublisherApiError(e: unknown): e is PublisherApiError {
  return e instanceof PublisherApiError;
}

const MAX_API_TEXT = 500;

/**
 * The API's own error text may echo what it was sent (a key, a token). Cut every known secret and
 * anything shaped like a query string out of it before it reaches a message or a log.
 */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text.length > MAX_API_TEXT ? `${text.slice(0, MAX_API_TEXT)}…` : text;
  for (const s of secrets) {
    if (s.length >= 4 && out.includes(s)) out = out.split(s).join("***");
  }
  if (out.includes("?")) out = out.replace(/(https?:\/\/[^\s?#]+)\?[^\s#]*/gi, "$1?***");
  return out.replace(/\b(remote_auth|access_token|client_secret)=[^&\s]*/gi, "$1=***");
}
