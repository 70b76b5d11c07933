/**
 * The one owner of "which days": every door that names a period (the preset buttons and their
 * words typed in any language, typed dates and ranges, short ones included, the buttons under a
 * push or a digest, rotators, the dashboard) resolves it here, against the network's clock, so the
 * same words give the same days wherever they are said. A statistics day is the network's day
 * (network-day.ts): "today" is the day the network is counting now, "so far", whatever date the
 * publisher's own calendar shows (their clock says when that day began and closes for them);
 * "yesterday" the day it closed last; "7 days" seven of its days ending today. Also the earlier
 * period every figure is compared with: like with like (a calendar month against the month before,
 * this month's first N days against last month's first N days, a day the network is still
 * counting not at all). Pure functions of the network's clock.
 */
import { LANGUAGES, type Language } from "../../languages.js";
import { ownEntry } from "../../own-entry.js";
import { addDays, dayCount } from "../format/local-time.js";
import { type FoundDay, findDays, placeYear } from "../format/typed-dates.js";
import type { Texts } from "../speech/texts.js";
import { lastClosedDay, type NetworkClock } from "./network-day.js";

export const PRESETS = ["today", "yesterday", "7d", "30d", "month", "last-month", "year"] as const;
/** Calendar weeks, Monday to Sunday (the report card's): this one so far, and the one before. */
export const WEEK_PRESETS = ["this-week", "last-week"] as const;
/** Every preset a door may name: /stats' buttons and the weeks. */
export const ALL_PRESETS = [...PRESETS, ...WEEK_PRESETS] as const;
export type Preset = (typeof ALL_PRESETS)[number];

export interface Period {
  from: string;
  to: string;
}

/** The longest period the bot asks for: the network keeps about a year of statistics. */
export const MAX_DAYS = 366;

/** The days a preset names on the network's clock: each ends on its running day (or closed days). */
export function presetPeriod(preset: Preset, clock: NetworkClock): Period {
  const { today } = clock;
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "yesterday":
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case "7d":
      return { from: addDays(today, -6), to: today };
    case "30d":
      return { from: addDays(today, -29), to: today };
    case "month":
      return { from: `${today.slice(0, 8)}01`, to: today };
    case "last-month": {
      const to = addDays(`${today.slice(0, 8)}01`, -1);
      return { from: `${to.slice(0, 8)}01`, to };
    }
    case "year":
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case "this-week":
      return { from: weekStart(today), to: today };
    case "last-week": {
      const from = addDays(weekStart(today), -7);
      return { from, to: addDays(from, 6) };
    }
  }
}

/** The Monday that begins the week of `day`. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

const year = (day: string) => Number(day.slice(0, 4));
const month = (day: string) => Number(day.slice(5, 7));
const dayOfMonth = (day: string) => Number(day.slice(8, 10));
const pad = (n: number) => String(n).padStart(2, "0");

/** The first day of the month `months` before (or after) the month of `day`. */
function monthStart(day: string, months = 0): string {
  const index = year(day) * 12 + month(day) - 1 + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
}

const monthEnd = (day: string) => addDays(monthStart(day, 1), -1);

/** The `n`th day of the month that starts on `start`, or its last day when it is shorter. */
function nthDay(start: string, n: number): string {
  const end = monthEnd(start);
  return n >= dayOfMonth(end) ? end : addDays(start, n - 1);
}

/**
 * The period a figure is compared with: the matching calendar period before when the period is
 * calendar-shaped (whole months, or a month's or a year's first days), else the days just before,
 * as many as the period has. `preset` settles what January's first days mean ("year": last
 * January's first days; otherwise December's), and that this week's first days are compared with
 * last week's same days (a whole week is compared with the week before anyway).
 */
export function previousPeriod(period: Period, preset?: Preset): Period {
  const { from, to } = period;
  if (preset === "this-week") {
    // A week's first days: the same days of the week before.
    return { from: addDays(from, -7), to: addDays(to, -7) };
  }
  const fromFirst = dayOfMonth(from) === 1;
  const yearShaped = from.slice(5) === "01-01" && year(to) === year(from);
  if (yearShaped && (preset === "year" || month(to) > 1)) {
    // A year's first days (or the whole year): the same days of the year before.
    const before = year(from) - 1;
    const end = to.slice(5) === "02-29" ? "02-28" : to.slice(5);
    return { from: `${before}-01-01`, to: `${before}-${end}` };
  }
  if (fromFirst && to === monthEnd(to)) {
    // Whole months: as many whole months just before.
    const months = (year(to) - year(from)) * 12 + month(to) - month(from) + 1;
    const start = monthStart(from, -months);
    return { from: start, to: addDays(from, -1) };
  }
  if (fromFirst && from.slice(0, 7) === to.slice(0, 7)) {
    // A month's first N days: the month before's first N days.
    const start = monthStart(from, -1);
    return { from: start, to: nthDay(start, dayOfMonth(to)) };
  }
  const length = dayCount(period.from, period.to);
  return { from: addDays(period.from, -length), to: addDays(period.from, -1) };
}

/**
 * What a period is compared with: its days the network has closed against the same days before.
 * A running day ("so far") is left out of the comparison, never set against a whole day; an
 * earlier period that reaches past what the network keeps is not compared (its missing days would
 * read as a huge rise).
 */
export type Comparison =
  /** `compared` is the period without its running day, when it has one */
  | { kind: "previous"; compared: Period; previous: Period }
  /** the period is the network's running day alone */
  | { kind: "so-far" }
  | { kind: "outside"; previous: Period }
  /** the network's day has not begun yet: nothing to show */
  | { kind: "not-begun" };

export function comparisonOf(period: Period, clock: NetworkClock, preset?: Preset): Comparison {
  if (period.from > clock.today) return { kind: "not-begun" };
  const compared = { from: period.from, to: minDay(period.to, lastClosedDay(clock)) };
  if (compared.to < compared.from) return { kind: "so-far" };
  const previous = previousPeriod(compared, preset);
  if (previous.from < oldestKept(clock.today)) return { kind: "outside", previous };
  return { kind: "previous", compared, previous };
}

/** The period's days the network has begun: a running last day stays, days after it go. */
export function begunPart(period: Period, clock: NetworkClock): Period {
  return { from: period.from, to: minDay(period.to, clock.today) };
}

const minDay = (a: string, b: string) => (a < b ? a : b);

/** The earliest day the network still reports: it keeps about a year (`MAX_DAYS` days). */
export function oldestKept(today: string): string {
  return addDays(today, -(MAX_DAYS - 1));
}

export type PeriodProblem =
  | "format"
  | "no-such-date"
  | "ambiguous"
  | "reversed"
  | "future"
  | "too-long"
  | "too-old";

export type TypedPeriod =
  /** `preset` when a preset was named: the period is compared as its button's is */
  | { ok: true; period: Period; preset?: Preset }
  | { ok: false; problem: PeriodProblem; detail?: string };

const WORDS: Record<string, Preset> = {
  today: "today",
  yesterday: "yesterday",
  "7d": "7d",
  week: "7d",
  "30d": "30d",
  month: "month",
  "this-month": "month",
  "last-month": "last-month",
  lastmonth: "last-month",
  year: "year",
  "this-year": "year",
  "this-week": "this-week",
  thisweek: "this-week",
  "last-week": "last-week",
  lastweek: "last-week",
};

/** Typed words compared as written, whatever their case and spacing. */
const plain = (text: string) => text.normalize("NFC").toLowerCase().replace(/\s+/gu, " ").trim();

/**
 * The presets by their buttons' labels in every language ("7 days", "Прошлый месяц", "Mês
 * passado"): what the picker shows is what can be typed, whichever language it was read in.
 */
function presetLabels(texts: Texts): Map<string, Preset> {
  const labels = new Map<string, Preset>();
  for (const lang of LANGUAGES) {
    for (const preset of ALL_PRESETS)
      labels.set(plain(texts.translate(lang, `stats-preset-${preset}`)), preset);
  }
  return labels;
}

/** The preset a typed text names: a word of WORDS or a button's label, in any language. */
export function presetNamed(texts: Texts, text: string): Preset | undefined {
  const typed = plain(text);
  // Own keys only: `__proto__` or `constructor` typed after /stats is no preset.
  return ownEntry(WORDS, typed) ?? presetLabels(texts).get(typed);
}

/** Words people put between two dates, in the bot's languages. */
const CONNECTORS = new Set([
  "to",
  "till",
  "until",
  "from",
  "по",
  "до",
  "с",
  "a",
  "até",
  "ate",
  "de",
]);

/**
 * What follows `/stats`: a preset (a word, or a button's label in any language), one day, or two
 * days (any separator), the days read the way the publisher's language writes them (`yyyy-mm-dd`,
 * the dashboard's form, in every one). Says what is wrong when it is not a period the network
 * can report.
 */
export function parsePeriod(
  texts: Texts,
  text: string,
  clock: NetworkClock,
  lang: Language = "en",
): TypedPeriod {
  const { today } = clock;
  const typed = text.trim().toLowerCase();
  const preset = presetNamed(texts, typed);
  if (preset) return { ok: true, period: presetPeriod(preset, clock), preset };
  const found = findDays(typed, lang);
  const rest = found.rest
    .split(/[\s,–—-]+|\.{2,}/)
    .filter((token) => token !== "" && !CONNECTORS.has(token));
  if (found.days.length < 1 || found.days.length > 2 || rest.length > 0)
    return { ok: false, problem: "format" };
  const placed = placeDays(found.days, today);
  if (!placed.ok) return placed;
  const [from, to = from] = placed.days as [string, string?];
  if (from > to) return { ok: false, problem: "reversed" };
  // Echoed as typed: the publisher recognises their own writing.
  const toTyped = found.days[found.days.length - 1]?.typed ?? to;
  if (to > today) return { ok: false, problem: "future", detail: toTyped };
  if (dayCount(from, to) > MAX_DAYS) return { ok: false, problem: "too-long" };
  // About its age, not its length: the network has forgotten the start of it.
  if (from < oldestKept(today)) return { ok: false, problem: "too-old", detail: oldestKept(today) };
  return { ok: true, period: { from, to } };
}

/**
 * The days found, each with its year: a day typed without one is the latest such day not after the
 * period's end (the last day typed, or the network's today), so "1.11–15.11" typed on Dec 5 is
 * this November and "20.12–10.01" typed in January began last December.
 */
function placeDays(
  found: readonly FoundDay[],
  today: string,
): { ok: true; days: string[] } | { ok: false; problem: PeriodProblem; detail: string } {
  const days: string[] = [];
  let notAfter = today;
  for (const day of [...found].reverse()) {
    const reading = day.reading ?? day.yearless;
    if (!reading.ok) {
      const problem = reading.reason === "ambiguous" ? "ambiguous" : "no-such-date";
      return { ok: false, problem, detail: day.typed };
    }
    const placed =
      "day" in reading ? reading.day : placeYear(reading.month, reading.date, notAfter);
    days.unshift(placed);
    notAfter = placed;
  }
  return { ok: true, days };
}

/** `2024-2-3` → `2024-02-03`, or undefined for 2024-02-30. */
function realDay(text: string): string | undefined {
  const [y, m, d] = text.split("-").map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 0) - 1, d ?? 0));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() + 1 !== m || date.getUTCDate() !== d) {
    return undefined;
  }
  return date.toISOString().slice(0, 10);
}

/** Days as callback data carries them: 2024-05-01 ↔ 20240501. */
export function dayNumber(day: string): number {
  return Number(day.replaceAll("-", ""));
}

export function dayFromNumber(n: number): string | undefined {
  const text = String(n);
  if (!/^\d{8}$/.test(text)) return undefined;
  return realDay(`${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`);
}

/** A period as callback data carries it: its days as yyyymmdd numbers. */
export function periodNumbers(period: Period): { from: number; to: number } {
  return { from: dayNumber(period.from), to: dayNumber(period.to) };
}

/** The period a button carries (days as yyyymmdd), if it is one the bot could have made. */
export function periodFromNumbers(values: { from: number; to: number }): Period | undefined {
  const from = dayFromNumber(values.from);
  const to = dayFromNumber(values.to);
  if (!from || !to || from > to || addDays(from, MAX_DAYS) <= to) return undefined;
  return { from, to };
}
