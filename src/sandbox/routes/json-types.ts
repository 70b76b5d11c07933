// Shapes of the JSON family (lost orders) and the token server.
import type { ParsedBody } from "../lib/xml-body.js";
import type { SandboxState } from "../state.js";

export interface JsonRequest {
  method: string;
  /** Path segments after the family prefix (`lostOrders/12` -> ["lostOrders", "12"]). */
  segs: string[];
  query: URLSearchParams;
  body: ParsedBody;
  sb: SandboxState;
}

export interface JsonResponse {
  status: number;
  /** Undefined: no body (204). */
  body?: unknown;
  /** Extra response headers (a 429's Retry-After). */
  headers?: Record<string, string>;
}

export const json = (status: number, body?: unknown): JsonResponse =>
  body === undefined ? { status } : { status, body };
