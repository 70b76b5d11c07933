import { chunk } from "../../core/chunk.js";
import { DAY_MS } from "../../format/local-time.js";
/**
 * What a publisher types into the claim wizard, read leniently and refused with a reason. Days are
 * `yyyy-mm-dd` strings in UTC, the API's own form, so they survive the wizard's storage as they are.
 */

export type DayRefusal = "format" | "impossible" | "future";
export type DayAnswer = { ok: true; day: string } | { ok: false; reason: DayRefusal };

/** The UTC day of an instant, `yyyy-mm-dd`. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return dayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
}

/** Typed `2024-05-31` or `31.05.2024` (also `31/05/2024`, one-digit day or month); not after today. */
export function parseOrderDate(text: string, today: string): DayAnswer {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const dotted = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(trimmed);
  const [year, month, date] = iso
    ? [iso[1], iso[2], iso[3]]
    : dotted
      ? [dotted[3], dotted[2], dotted[1]]
      : [];
  if (!year || !month || !date) return { ok: false, reason: "format" };
  const day = `${year}-${month.padStart(2, "0")}-${date.padStart(2, "0")}`;
  // Date.parse rolls 2024-02-30 over to March: the round trip tells a real day from an impossible one.
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms) || dayOf(ms) !== day) return { ok: false, reason: "impossible" };
  if (day > today) return { ok: false, reason: "future" };
  return { ok: true, day };
}

/**
 * An order amount as the API wants it: digits, a dot, at most two decimals. Accepts `1299.50`,
 * `1 299,50` (spaces, no-break spaces or apostrophes between thousands) and `1299`; anything else,
 * and zero, is undefined.
 */
export function parseAmount(text: string): string | undefined {
  const compact = text.trim().replace(/[\s\u00a0\u202f']/g, "");
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match?.[1]) return undefined;
  const whole = match[1].replace(/^0+(?=\d)/, "");
  const amount = match[2] === undefined ? whole : `${whole}.${match[2]}`;
  return Number(amount) > 0 ? amount : undefined;
}

/** An order number: one line, something visible, not absurdly long. */
export function parseOrderNumber(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === "" || trimmed.includes("\n") || trimmed.length > 200) return undefined;
  return trimmed;
}

/** The month of a day, `yyyy-mm`. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** `month` moved by `months`. */
export function addMonths(month: string, months: number): string {
  const [year = 0, index = 1] = month.split("-").map(Number);
  const moved = new Date(Date.UTC(year, index - 1 + months, 1));
  return moved.toISOString().slice(0, 7);
}

/**
 * The weeks of a month for a calendar, Monday first: each cell a day of the month, or undefined
 * before the first and after the last day.
 */
export function monthWeeks(month: string): (string | undefined)[][] {
  const first = Date.parse(`${month}-01T00:00:00Z`);
  const lead = (new Date(first).getUTCDay() + 6) % 7;
  const cells: (string | undefined)[] = Array.from({ length: lead }, () => undefined);
  for (let ms = first; dayOf(ms).startsWith(month); ms += DAY_MS) cells.push(dayOf(ms));
  while (cells.length % 7 !== 0) cells.push(undefined);
  return chunk(cells, 7);
}
