// Shapes shared by the XML family's route modules.
import type { Dataset, PublisherData } from "../data/dataset.js";
import type { XmlValue } from "../lib/xml.js";
import type { ParsedBody } from "../lib/xml-body.js";
import type { PublisherState, SandboxState } from "../state.js";

export interface XmlRequest {
  /** Path segments after the method name (`offers/web` -> ["web"]). */
  segs: string[];
  query: URLSearchParams;
  body: ParsedBody;
  pub: PublisherState;
  data: PublisherData;
  ds: Dataset;
  sb: SandboxState;
}

export type XmlOutcome = { data: XmlValue; queueStatus?: string } | { deferred: number };

export interface XmlEndpoint {
  /** Root element of the response (per method and HTTP verb). */
  root: string;
  /** How many path segments may follow the method name (default 0); more is a 400. */
  maxSegments?: number;
  handle(r: XmlRequest): XmlOutcome;
}

export type HttpVerb = "GET" | "POST" | "PUT";

/** Method path segment -> endpoints per HTTP verb. */
export type XmlRoutes = Record<string, Partial<Record<HttpVerb, XmlEndpoint>>>;

/** A GET endpoint. */
export const get = (
  root: string,
  handle: (r: XmlRequest) => XmlValue,
  maxSegments = 0,
): Partial<Record<HttpVerb, XmlEndpoint>> => ({
  GET: { root, maxSegments, handle: (r) => ({ data: handle(r) }) },
});

/** A list payload: total plus one page of items. */
export const listData = (total: number, items: readonly XmlValue[]): XmlValue => ({ total, items });
