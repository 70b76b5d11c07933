/**
 * One publisher's view of the shared transport: adds `remote_auth` to XML calls and the access
 * token to JSON calls, and keeps the list of secrets that must be cut out of any error text.
 * Created per publisher per call, so it holds references only.
 */
import { type ReportWatch, untilReady } from "./deferred.js";
import { AuthRejected, TokenRefused } from "./errors.js";
import { fillPath, type HttpMethod, type Query, type Transport, withQuery } from "./http.js";
import type { ItemFields } from "./item-fields.js";
import { interpretJson } from "./json.js";
import { rec, type XmlRecord, type XmlValue } from "./read.js";
import { expectedRoot } from "./roots.js";
import type { TokenCache } from "./token.js";
import { type AnswerFacts, unexpectedAnswer } from "./unexpected.js";
import {
  buildXmlBody,
  interpretXml,
  type RequestRoot,
  type XmlAnswer,
  type XmlBodyValue,
} from "./xml.js";

/** What every client of one PublisherApi shares. */
export interface ApiContext {
  transport: Transport;
  /** `{base_url}/api/rest/webmaster/xml/` */
  xmlBase: string;
  /** `{base_url}/api/rest/webmaster/v2/` */
  jsonBase: string;
  tokens: TokenCache;
  reportTimeoutMs: number;
  /** What the network said of itself in an earlier answer, shared by every publisher's client. */
  learned: { statisticsZone?: string };
}

export interface PublisherCredentials {
  apiKey: string;
  clientId?: string;
  clientSecret?: string;
}

export type PathValues = { readonly [name: string]: string | number };

/** Per-call options every method accepts. */
export interface CallOptions {
  signal?: AbortSignal;
}

/** One JSON-family request: verb, path template and its values, query, body. */
export interface JsonCall {
  method: HttpMethod;
  endpoint: string;
  path?: PathValues;
  query?: Query;
  body?: unknown;
}

/**
 * A 2xx body (undefined when empty) to the method's answer; undefined when it is not that. The
 * answer's facts are there for a reader that may need to report it later.
 */
export type JsonReader<T> = (body: unknown, answer: AnswerFacts) => T | undefined;

export class PublisherSession {
  readonly secrets: readonly string[];

  constructor(
    readonly ctx: ApiContext,
    private readonly credentials: PublisherCredentials,
  ) {
    const { apiKey, clientSecret } = credentials;
    this.secrets = clientSecret ? [apiKey, clientSecret] : [apiKey];
  }

  /**
   * GET an XML method and return its `data`. A deferred answer (envelope 204) is polled with its
   * request_id until ready; that is how statistics reports work, and harmless elsewhere. With
   * `fields`, the data's list items carry only those fields.
   */
  async get(
    endpoint: string,
    path?: PathValues,
    query?: Query,
    watch: ReportWatch = {},
    fields?: ItemFields,
  ): Promise<XmlRecord> {
    const url = this.ctx.xmlBase + (path ? fillPath(endpoint, path) : endpoint);
    const label = `GET ${endpoint}`;
    const data = await untilReady(
      (requestId) => {
        const q = requestId ? { ...query, request_id: requestId } : query;
        return this.xmlCall("GET", endpoint, url, q, { signal: watch.signal, fields }, (a) => a);
      },
      { ...watch, timeoutMs: this.ctx.reportTimeoutMs, endpoint: label },
    );
    return rec(data);
  }

  /**
   * PUT or POST an XML body; `read` takes the envelope's `data` to the documented answer (a
   * created id, a boolean). A deferral, or data `read` cannot take, is an UnexpectedAnswer: the
   * spec defines no other answer to a write, and "id 0" or `false` would be a silent lie.
   */
  send<T>(
    method: "PUT" | "POST",
    endpoint: string,
    root: RequestRoot,
    content: { readonly [name: string]: XmlBodyValue } | readonly XmlBodyValue[],
    read: (data: XmlValue | undefined) => T | undefined,
    options: CallOptions = {},
  ): Promise<T> {
    const extra = { body: buildXmlBody(root, content), signal: options.signal };
    const url = this.ctx.xmlBase + endpoint;
    return this.xmlCall(method, endpoint, url, undefined, extra, (a) =>
      a.deferred ? undefined : read(a.data),
    );
  }

  /** One XML-family attempt; `read` returning undefined makes the answer an UnexpectedAnswer. */
  private xmlCall<T>(
    method: HttpMethod,
    endpoint: string,
    url: string,
    query: Query | undefined,
    extra: { body?: string; signal?: AbortSignal | undefined; fields?: ItemFields | undefined },
    read: (answer: XmlAnswer) => T | undefined,
  ): Promise<T> {
    const ctx = {
      endpoint: `${method} ${endpoint}`,
      secrets: this.secrets,
      root: expectedRoot(method, endpoint),
      write: method !== "GET",
      fields: extra.fields,
    };
    return this.ctx.transport
      .call(
        {
          family: "xml",
          method,
          url: withQuery(url, query, ["remote_auth", this.credentials.apiKey]),
          endpoint,
          accept: "application/xml",
          signal: extra.signal,
          ...(extra.body === undefined
            ? {}
            : { body: extra.body, contentType: "application/xml; charset=utf-8" }),
        },
        (res) => {
          const c = { ...ctx, contentType: res.contentType };
          const answer = interpretXml(res.status, res.body, c);
          const value = read(answer);
          if (value === undefined) throw unexpectedAnswer("not the documented answer", res, c);
          return { answer, value };
        },
        ({ answer }) => (answer.deferred ? "deferred" : "ok"),
      )
      .then(({ value }) => value);
  }

  /**
   * A JSON-family call with the publisher's access token; `read` turns a 2xx body into the
   * method's answer, or undefined when the body is not that (an UnexpectedAnswer, retried on a
   * GET). When the API refuses the token (any 401, or a 403 naming the token: every token granted
   * before a password change is invalid) it is dropped, replaced once and the call repeated once;
   * a refused token means nothing was done, so even a POST may be repeated.
   */
  async json<T>(call: JsonCall, read: JsonReader<T>, options: CallOptions = {}): Promise<T> {
    const { method, endpoint, path, query, body } = call;
    const { clientId, clientSecret } = this.credentials;
    if (!clientId || !clientSecret) {
      throw new AuthRejected("no client credentials: lost orders need a client id and secret", {
        endpoint: `${method} ${endpoint}`,
      });
    }
    const url = this.ctx.jsonBase + (path ? fillPath(endpoint, path) : endpoint);
    const attempt = (token: string) =>
      this.ctx.transport.call(
        {
          family: "json",
          method,
          url: withQuery(url, query, ["access_token", token]),
          endpoint,
          accept: "application/json",
          signal: options.signal,
          ...(body === undefined
            ? {}
            : { body: JSON.stringify(body), contentType: "application/json" }),
        },
        (res) => {
          const ctx = {
            endpoint: `${method} ${endpoint}`,
            secrets: [...this.secrets, token],
            contentType: res.contentType,
            retryAfter: res.retryAfter,
          };
          const value = read(interpretJson(res.status, res.body, ctx), res);
          if (value === undefined) throw unexpectedAnswer("not the method's answer", res, ctx);
          return value;
        },
      );
    const token = await this.ctx.tokens.token(clientId, clientSecret);
    try {
      return await attempt(token);
    } catch (e) {
      if (!(e instanceof TokenRefused)) throw e;
      this.ctx.tokens.invalidate(clientId, token);
      return attempt(await this.ctx.tokens.token(clientId, clientSecret));
    }
  }
}
