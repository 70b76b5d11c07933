import type { Language } from "../../../languages.js";
import { ownEntry } from "../../../own-entry.js";
import { chunk } from "../../core/chunk.js";
import { DAY_MS } from "../../format/local-time.js";
import { readDay, type DayRefusal as TypedDayRefusal } from "../../format/typed-dates.js";
/**
 * What a publisher types into the claim wizard, read leniently and refused with a reason. Days are
 * `yyyy-mm-dd` strings in UTC, the API's own form, so they survive the wizard's storage as they are.
 */

export type DayRefusal = TypedDayRefusal | "future" | "too-old";
export type DayAnswer = { ok: true; day: string } | { ok: false; reason: DayRefusal };

/** The UTC day of an instant, `yyyy-mm-dd`. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return dayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
}

/** Words for days, in the bot's three languages (any of them is understood, whatever the choice). */
const DAYS_BACK: Readonly<Record<string, number>> = {
  today: 0,
  сегодня: 0,
  hoje: 0,
  yesterday: 1,
  вчера: 1,
  ontem: 1,
  "day before yesterday": 2,
  "the day before yesterday": 2,
  позавчера: 2,
  anteontem: 2,
};

/** Weekday names (and their short forms), Sunday = 0 as `getUTCDay` counts. */
const WEEKDAYS: ReadonlyArray<readonly string[]> = [
  ["sunday", "sun", "воскресенье", "вс", "domingo", "dom"],
  ["monday", "mon", "понедельник", "пн", "segunda", "segunda-feira", "seg"],
  [
    "tuesday",
    "tue",
    "tues",
    "вторник",
    "вт",
    "terça",
    "terca",
    "terça-feira",
    "terca-feira",
    "ter",
  ],
  ["wednesday", "wed", "среда", "среду", "ср", "quarta", "quarta-feira", "qua"],
  ["thursday", "thu", "thurs", "четверг", "чт", "quinta", "quinta-feira", "qui"],
  ["friday", "fri", "пятница", "пятницу", "пт", "sexta", "sexta-feira", "sex"],
  ["saturday", "sat", "суббота", "субботу", "сб", "sábado", "sabado", "sáb", "sab"],
];

/** Words before a weekday that change nothing: "last friday", "в пятницу", "na sexta". */
const WEEKDAY_LEAD =
  /^(?:last|on|в|во|прошл(?:ый|ую|ое|ой)|на|na|no|n[ao] últim[ao]|últim[ao])\s+/u;

/**
 * A day typed in words: "today", "yesterday", "вчера", "ontem", "позавчера", or a weekday (the
 * latest one up to today: "friday" on a Friday is today).
 */
function dayInWords(text: string, today: string): string | undefined {
  const words = text
    .toLowerCase()
    .replace(/[.!]+$/u, "")
    .replace(/\s+/gu, " ")
    .trim();
  const back = ownEntry(DAYS_BACK, words);
  if (back !== undefined) return addDays(today, -back);
  let name = words;
  for (let lead = WEEKDAY_LEAD.exec(name); lead; lead = WEEKDAY_LEAD.exec(name)) {
    name = name.slice(lead[0].length);
  }
  const weekday = WEEKDAYS.findIndex((names) => names.includes(name));
  if (weekday < 0) return undefined;
  const todayWeekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -((todayWeekday - weekday + 7) % 7));
}

/**
 * A day typed the way the publisher's language writes it (see format/typed-dates.ts) or in words
 * (see dayInWords); not after today, and not older than `maxAgeDays` when given.
 */
export function parseOrderDate(
  text: string,
  today: string,
  rules: { lang: Language; maxAgeDays?: number },
): DayAnswer {
  const inWords = dayInWords(text.trim(), today);
  const read = inWords ? { ok: true as const, day: inWords } : readDay(text, rules.lang);
  if (!read.ok) return read;
  const { day } = read;
  if (day > today) return { ok: false, reason: "future" };
  if (rules.maxAgeDays !== undefined && day < addDays(today, -rules.maxAgeDays)) {
    return { ok: false, reason: "too-old" };
  }
  return { ok: true, day };
}

/** An order number: one line, not absurdly long, with at least one letter or digit in it. */
export function parseOrderNumber(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === "" || trimmed.includes("\n") || trimmed.length > 200) return undefined;
  return /[\p{L}\p{N}]/u.test(trimmed) ? trimmed : undefined;
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
