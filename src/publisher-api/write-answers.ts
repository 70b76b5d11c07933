/**
 * The `data` of a write's answer, as the spec documents it: `data.id` (int) for a create,
 * `data` boolean for an update. Anything else is undefined, which the session turns into an
 * UnexpectedAnswer instead of a rotator "created" with id 0 or a profile "not saved".
 */
import { rec, type XmlValue } from "./read.js";

const POSITIVE_INT = /^\s*\+?0*[1-9]\d{0,15}\s*$/;

/** `data.id`, a positive integer; also `data` holding the id itself (seen on some deployments). */
export function createdId(data: XmlValue | undefined): number | undefined {
  const id = typeof data === "string" ? data : rec(data).id;
  return typeof id === "string" && POSITIVE_INT.test(id) ? Number(id) : undefined;
}

const TRUE = new Set(["1", "true"]);
const FALSE = new Set(["0", "false"]);

/** The documented boolean: 1/0 or true/false (any case); an empty or other `data` is not one. */
export function writtenFlag(data: XmlValue | undefined): boolean | undefined {
  if (typeof data !== "string") return undefined;
  const s = data.trim().toLowerCase();
  return TRUE.has(s) ? true : FALSE.has(s) ? false : undefined;
}
