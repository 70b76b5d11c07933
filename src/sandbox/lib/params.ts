// Query and path parameter parsing: malformed values become 400s with a readable `error` text,
// so the bot's error handling gets exercised exactly where a real API would refuse.
import { parseIsoDay } from "./dates.js";
import { badRequest } from "./errors.js";

export const MAX_LIMIT = 1000;

const INT = /^-?\d+$/;

export function parseIntStrict(raw: string, name: string): number {
  const s = raw.trim();
  if (!INT.test(s)) throw badRequest(`${name} must be an integer, got "${raw}"`);
  const n = Number(s);
  if (!Number.isSafeInteger(n)) throw badRequest(`${name} is out of range`);
  return n;
}

/** An optional integer query parameter; empty counts as absent. */
export function intParam(q: URLSearchParams, name: string): number | undefined {
  const raw = q.get(name);
  if (raw === null || raw.trim() === "") return undefined;
  return parseIntStrict(raw, name);
}

/** A comma-separated list of integers; undefined when absent or empty. */
export function intList(q: URLSearchParams, name: string): number[] | undefined {
  const raw = q.get(name);
  if (raw === null || raw.trim() === "") return undefined;
  return raw
    .split(",")
    .filter((p) => p.trim() !== "")
    .map((p) => parseIntStrict(p, name));
}

/** A comma-separated list of strings (trimmed, empties dropped). */
export function strList(q: URLSearchParams, name: string): string[] | undefined {
  const raw = q.get(name);
  if (raw === null || raw.trim() === "") return undefined;
  const parts = raw
    .split(",")
    .map((p) => p.trim())
    .filter((p) => p !== "");
  return parts.length > 0 ? parts : undefined;
}

export function strParam(q: URLSearchParams, name: string): string | undefined {
  const raw = q.get(name);
  return raw === null || raw.trim() === "" ? undefined : raw.trim();
}

export function enumParam<T extends string>(
  q: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const raw = strParam(q, name);
  if (raw === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(raw)) {
    throw badRequest(`${name} must be one of ${allowed.join(", ")}, got "${raw}"`);
  }
  return raw as T;
}

/** Booleans as the API sends them: 1/0 and true/false. */
export function boolParam(q: URLSearchParams, name: string): boolean | undefined {
  const raw = strParam(q, name);
  if (raw === undefined) return undefined;
  const v = raw.toLowerCase();
  if (v === "1" || v === "true") return true;
  if (v === "0" || v === "false") return false;
  throw badRequest(`${name} must be true/false or 1/0, got "${raw}"`);
}

export interface Paging {
  /** Page index (not an offset): the live API's clients loop start += 1. */
  start: number;
  limit: number;
}

export function paging(q: URLSearchParams, defaultLimit = 50): Paging {
  const start = intParam(q, "start") ?? 0;
  const limit = intParam(q, "limit") ?? defaultLimit;
  if (start < 0) throw badRequest("start must not be negative");
  if (limit < 1 || limit > MAX_LIMIT) throw badRequest(`limit must be between 1 and ${MAX_LIMIT}`);
  return { start, limit };
}

export function pageOf<T>(items: readonly T[], p: Paging): T[] {
  return items.slice(p.start * p.limit, (p.start + 1) * p.limit);
}

/** A path segment that must be an integer id. */
export function pathId(seg: string | undefined, name: string): number {
  if (seg === undefined || seg === "") throw badRequest(`missing ${name} in the path`);
  const n = parseIntStrict(decodeURIComponent(seg), name);
  if (n < 0) throw badRequest(`${name} must not be negative`);
  return n;
}

export function pathEnum<T extends string>(
  seg: string | undefined,
  name: string,
  allowed: readonly T[],
): T {
  if (seg === undefined || !(allowed as readonly string[]).includes(seg)) {
    throw badRequest(`${name} must be one of ${allowed.join(", ")}, got "${seg ?? ""}"`);
  }
  return seg as T;
}

export function pathDay(seg: string | undefined, name: string): number {
  const day = seg === undefined ? undefined : parseIsoDay(seg);
  if (day === undefined) throw badRequest(`${name} must be a date yyyy-mm-dd, got "${seg ?? ""}"`);
  return day;
}

export type SortType = "asc" | "desc";

/** Sorts a copy by a key; strings compare case-insensitively and trimmed, ties by id. */
export function sortBy<T extends { id: number | string }>(
  items: readonly T[],
  key: (t: T) => string | number,
  dir: SortType,
): T[] {
  const sign = dir === "desc" ? -1 : 1;
  const keyed = items.map((t) => {
    const k = key(t);
    return { t, k: typeof k === "string" ? k.trim().toLowerCase() : k };
  });
  keyed.sort((a, b) => {
    if (a.k < b.k) return -sign;
    if (a.k > b.k) return sign;
    return a.t.id < b.t.id ? -1 : a.t.id > b.t.id ? 1 : 0;
  });
  return keyed.map((x) => x.t);
}
