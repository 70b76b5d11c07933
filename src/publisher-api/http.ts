/**
 * Transport shared by every publisher: one keep-alive undici Pool per origin, a time budget per
 * attempt, retries of idempotent calls only, and typed errors. It knows URLs but never puts one in
 * a message or an event: `endpoint` (a path template) is what leaves this file.
 */
import type { Pool } from "undici";
import {
  NetworkFailed,
  PublisherApiError,
  type PublisherApiErrorKind,
  TimedOut,
} from "./errors.js";

export type ApiFamily = "xml" | "json" | "token";
export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** `deferred` is a 204 report answer; `aborted` is the caller's own cancellation. */
export type CallOutcome = "ok" | "deferred" | "aborted" | PublisherApiErrorKind;

/** One event per HTTP attempt (a retried GET reports each attempt), for metrics. */
export interface ApiCallEvent {
  family: ApiFamily;
  /** HTTP verb */
  method: string;
  /** path template like "offers/{type}", never with ids or secrets */
  endpoint: string;
  ms: number;
  outcome: CallOutcome;
  /** 1 for the first attempt, 2 for the first retry… */
  attempt: number;
}

export interface TransportOptions {
  /** budget of one attempt: connect, headers and body together; default 10 s */
  timeoutMs?: number;
  /** extra attempts of a GET after a network failure or a 500; default 2 */
  retries?: number;
  /** first retry delay before jitter; doubles per retry; default 250 ms */
  retryBaseMs?: number;
  onCall?: (e: ApiCallEvent) => void;
}

export interface HttpRequest {
  family: ApiFamily;
  method: HttpMethod;
  /** full URL, secrets included: it goes to the socket and nowhere else */
  url: string;
  endpoint: string;
  body?: string;
  contentType?: string;
  accept: string;
  signal?: AbortSignal | undefined;
}

export interface HttpResponse {
  status: number;
  body: string;
  /** "" when the answer had none */
  contentType: string;
  /** the Retry-After header as sent (seconds, or an HTTP date); undefined when absent */
  retryAfter?: string;
}

const MAX_RETRY_DELAY_MS = 4_000;

/**
 * undici is loaded at the first call, not at start: a bot that has not yet called the API (a fresh
 * instance, one with no publisher connected) does not carry it.
 */
let undici: Promise<typeof import("undici")> | undefined;
const loadUndici = () => {
  undici ??= import("undici");
  return undici;
};

const TIMEOUT = Symbol("attempt timeout");

export class Transport {
  readonly timeoutMs: number;
  private readonly retries: number;
  private readonly retryBaseMs: number;
  private readonly onCall: ((e: ApiCallEvent) => void) | undefined;
  private readonly pools = new Map<string, Pool>();
  private closed = false;

  constructor(options: TransportOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.retries = Math.max(0, options.retries ?? 2);
    this.retryBaseMs = options.retryBaseMs ?? 250;
    this.onCall = options.onCall;
  }

  /**
   * Send `req` and let `interpret` turn the answer into a value or throw a typed error. GETs are
   * repeated on retryable failures (network, 5xx, envelope 500); other verbs are sent once, since
   * a repeated POST could create a second rotator or claim.
   */
  async call<T>(
    req: HttpRequest,
    interpret: (res: HttpResponse) => T,
    outcomeOf?: (value: T) => CallOutcome,
  ): Promise<T> {
    const attempts = req.method === "GET" ? this.retries + 1 : 1;
    for (let attempt = 1; ; attempt++) {
      const started = performance.now();
      try {
        const value = interpret(await this.send(req));
        this.emit(req, started, outcomeOf ? outcomeOf(value) : "ok", attempt);
        return value;
      } catch (e) {
        if (req.signal?.aborted) {
          this.emit(req, started, "aborted", attempt);
          throw req.signal.reason;
        }
        if (!(e instanceof PublisherApiError)) throw e;
        this.emit(req, started, e.kind, attempt);
        if (!e.retryable || attempt >= attempts) throw e;
      }
      await sleep(this.retryDelay(attempt), req.signal);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const pools = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(pools.map((p) => p.close()));
  }

  /** Full jitter over an exponential step, so many chats retrying at once do not stampede. */
  private retryDelay(attempt: number): number {
    const step = Math.min(MAX_RETRY_DELAY_MS, this.retryBaseMs * 2 ** (attempt - 1));
    return step / 2 + Math.random() * (step / 2);
  }

  private emit(req: HttpRequest, started: number, outcome: CallOutcome, attempt: number): void {
    if (!this.onCall) return;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    try {
      this.onCall({
        family: req.family,
        method: req.method,
        endpoint: req.endpoint,
        ms,
        outcome,
        attempt,
      });
    } catch {
      // metrics must never break a call
    }
  }

  private async pool(origin: string): Promise<Pool> {
    let pool = this.pools.get(origin);
    if (!pool) {
      const { Pool } = await loadUndici();
      // Closed, or another call made it, while undici loaded.
      if (this.closed) throw new Error("closed");
      pool = this.pools.get(origin);
      if (pool) return pool;
      pool = new Pool(origin, {
        connections: 64,
        keepAliveTimeout: 10_000,
        keepAliveMaxTimeout: 60_000,
        // undici's own timers tick coarsely (up to half a second early or late): they are only a
        // backstop; the attempt's budget is the AbortController timer in `send`.
        connect: { timeout: this.timeoutMs + 1_000 },
        headersTimeout: this.timeoutMs + 1_000,
        bodyTimeout: this.timeoutMs + 1_000,
      });
      this.pools.set(origin, pool);
    }
    return pool;
  }

  private async send(req: HttpRequest): Promise<HttpResponse> {
    const label = `${req.method} ${req.endpoint}`;
    if (this.closed)
      throw new NetworkFailed("the publisher API client is closed", { endpoint: label });
    req.signal?.throwIfAborted();
    const url = new URL(req.url);
    // One controller carries both the attempt's budget and the caller's cancellation.
    const ac = new AbortController();
    const timer = setTimeout(() => ac.abort(TIMEOUT), this.timeoutMs);
    const onAbort = () => ac.abort(req.signal?.reason);
    req.signal?.addEventListener("abort", onAbort, { once: true });
    const headers: Record<string, string> = { accept: req.accept, "user-agent": "publisher-bot" };
    if (req.contentType) headers["content-type"] = req.contentType;
    try {
      const pool = await this.pool(url.origin);
      const res = await pool.request({
        method: req.method,
        path: url.pathname + url.search,
        headers,
        body: req.body ?? null,
        signal: ac.signal,
      });
      const body = await res.body.text();
      const type = res.headers["content-type"];
      const retryAfter = res.headers["retry-after"];
      return {
        status: res.statusCode,
        body,
        contentType: (Array.isArray(type) ? type[0] : type) ?? "",
        ...(retryAfter === undefined
          ? {}
          : { retryAfter: Array.isArray(retryAfter) ? (retryAfter[0] ?? "") : retryAfter }),
      };
    } catch (e) {
      if (req.signal?.aborted) throw req.signal.reason;
      if (ac.signal.reason === TIMEOUT || isTimeout(e)) {
        throw new TimedOut(`no answer within ${this.timeoutMs} ms`, { endpoint: label, cause: e });
      }
      throw new NetworkFailed(`network failure (${errorCode(e)})`, { endpoint: label, cause: e });
    } finally {
      clearTimeout(timer);
      req.signal?.removeEventListener("abort", onAbort);
    }
  }
}

const TIMEOUT_CODES = new Set([
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_HEADERS_TIMEOUT",
  "UND_ERR_BODY_TIMEOUT",
  "ETIMEDOUT",
]);

function isTimeout(e: unknown): boolean {
  return TIMEOUT_CODES.has(errorCode(e));
}

/** Only the code: undici messages are safe today, but a code is all a log needs. */
function errorCode(e: unknown): string {
  if (typeof e === "object" && e !== null) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
    const name = (e as { name?: unknown }).name;
    if (typeof name === "string") return name;
  }
  return "unknown";
}

/** A delay the caller can cancel; rejects with the signal's reason. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

export type QueryValue =
  | string
  | number
  | boolean
  | readonly (string | number)[]
  | null
  | undefined;
/** Any object of query values; an interface works too (no index signature needed). */
export type Query = object;

/** Append query parameters; lists become comma-separated (the spec's "comma-separated ids"). */
export function withQuery(url: string, query: Query | undefined, first?: [string, string]): string {
  const params = new URLSearchParams();
  if (first) params.append(first[0], first[1]);
  if (query) {
    for (const [key, v] of Object.entries(query) as [string, QueryValue][]) {
      if (v === undefined || v === null) continue;
      if (Array.isArray(v)) {
        if (v.length > 0) params.append(key, v.join(","));
      } else {
        params.append(key, String(v));
      }
    }
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** Fill `{name}` segments of a path template, each value URL-encoded. */
export function fillPath(
  template: string,
  values: { readonly [name: string]: string | number },
): string {
  return template.replace(/\{([a-z_]+)\}/g, (_, key: string) => {
    const v = values[key];
    if (v === undefined) throw new TypeError(`missing path parameter ${key}`);
    return encodeURIComponent(String(v));
  });
}
