/**
 * Dates as the API sends them: `yyyy-mm-dd`, `yyyy-mm-dd HH:MM:SS` (coupons, payouts), ISO 8601 with
 * an offset (lost orders) and `dd.mm.yyyy HH:MM:SS <zone>` (order statistics). A time without a
 * zone is read as UTC, so formatting it back in UTC shows the publisher what the API said.
 */

import { ownEntry } from "../own-entry.js";

const ISO_LIKE =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?\s*(.*)$/;
const DOTTED = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*(.*)$/;

/** Parse any of the API's date forms; undefined when it is none of them or not a real date. */
export function parseApiDate(x: unknown): Date | undefined {
  if (x instanceof Date) return Number.isNaN(x.getTime()) ? undefined : x;
  if (typeof x !== "string") return undefined;
  const s = x.trim();
  if (s === "") return undefined;
  let m = ISO_LIKE.exec(s);
  if (m) return build(m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8]);
  m = DOTTED.exec(s);
  if (m) return build(m[3], m[2], m[1], m[4], m[5], m[6], undefined, m[7]);
  return undefined;
}

function build(
  y: string | undefined,
  mo: string | undefined,
  d: string | undefined,
  h: string | undefined,
  mi: string | undefined,
  sec: string | undefined,
  frac: string | undefined,
  zone: string | undefined,
): Date | undefined {
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = h ? Number(h) : 0;
  const minute = mi ? Number(mi) : 0;
  const second = sec ? Number(sec) : 0;
  const ms = frac ? Math.round(Number(`0.${frac}`) * 1000) : 0;
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) {
    return undefined;
  }
  const local = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // Date.UTC rolls 31 February over into March; a date that rolled is not a real date.
  if (new Date(local).getUTCDate() !== day) return undefined;
  const offset = zoneOffsetMinutes(zone?.trim() ?? "", local);
  return new Date(local - offset * 60_000);
}

const ABBREVIATIONS: Record<string, number> = {
  Z: 0,
  UTC: 0,
  GMT: 0,
  WET: 0,
  WEST: 60,
  BST: 60,
  CET: 60,
  CEST: 120,
  EET: 120,
  EEST: 180,
  MSK: 180,
  MSD: 240,
  SAMT: 240,
  YEKT: 300,
  OMST: 360,
  KRAT: 420,
  IRKT: 480,
  YAKT: 540,
  VLAT: 600,
  MAGT: 660,
  BRT: -180,
  EST: -300,
  EDT: -240,
  CST: -360,
  CDT: -300,
  MST: -420,
  MDT: -360,
  PST: -480,
  PDT: -420,
};

const NUMERIC_ZONE = /^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i;

/** Minutes east of UTC; an absent or unknown zone counts as UTC (lenient by design). */
function zoneOffsetMinutes(zone: string, localMs: number): number {
  if (zone === "") return 0;
  const known = ownEntry(ABBREVIATIONS, zone.toUpperCase());
  if (known !== undefined) return known;
  const m = NUMERIC_ZONE.exec(zone);
  if (m) {
    const minutes = Number(m[2]) * 60 + (m[3] ? Number(m[3]) : 0);
    return m[1] === "-" ? -minutes : minutes;
  }
  if (zone.includes("/")) return ianaOffset(zone, localMs) ?? 0;
  return 0;
}

/** Zone names come from the network's answers: a few in practice, bounded all the same. */
const MAX_ZONES = 1000;
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function ianaOffset(zone: string, localMs: number): number | undefined {
  let f = formatters.get(zone);
  if (f === undefined) {
    try {
      f = new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      });
    } catch {
      f = null; // not a zone this runtime knows
    }
    if (formatters.size >= MAX_ZONES) formatters.clear();
    formatters.set(zone, f);
  }
  if (!f) return undefined;
  const parts: Record<string, number> = {};
  for (const p of f.formatToParts(new Date(localMs))) parts[p.type] = Number(p.value);
  const asUtc = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return Math.round((asUtc - Math.floor(localMs / 1000) * 1000) / 60_000);
}

/** `yyyy-mm-dd` of a Date, in UTC: the form the statistics paths and lost-order filters take. */
export function formatApiDate(d: Date): string {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  const day = d.getUTCDate();
  return `${y}-${m < 10 ? "0" : ""}${m}-${day < 10 ? "0" : ""}${day}`;
}

/** True for a real calendar date written `yyyy-mm-dd`. */
export function isApiDate(s: unknown): s is string {
  if (typeof s !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  return parseApiDate(s) !== undefined;
}
