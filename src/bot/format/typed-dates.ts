/**
 * The one date reader: days a publisher types (after /stats, into the claim wizard), read the way
 * their language writes them, and the form the bot shows in its examples. Every language reads
 * `2026-11-28` (the API's form) and `28.11.2026` (nobody writes the month first with dots); a slash
 * is day first in Russian and Portuguese (`28/11/2026`), and English also reads its month names
 * (`Nov 28, 2026`, `28 Nov 2026`). In English `03/04/2026` could be March or April: asked, not guessed.
 * Inside a period (`findDays`) a day may come without its year (`1.11–15.11`, `1/11`): found here,
 * its year placed by the period's owner (reports/period.ts), which knows what day it is.
 */
import type { Language } from "../../languages.js";

export type DayRefusal = "format" | "impossible" | "ambiguous";
export type DayReading = { ok: true; day: string } | { ok: false; reason: DayRefusal };

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH_WORD = "(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\.?";

/** Each form a day is typed in, with where its year, month and day are. */
const FORMS: readonly {
  source: string;
  order: "ymd" | "dmy" | "slash" | "mdy-named" | "dmy-named";
}[] = [
  { source: "(\\d{4})-(\\d{1,2})-(\\d{1,2})", order: "ymd" },
  { source: "(\\d{1,2})\\.(\\d{1,2})\\.(\\d{4})", order: "dmy" },
  { source: "(\\d{1,2})/(\\d{1,2})/(\\d{4})", order: "slash" },
  { source: `${MONTH_WORD}\\s+(\\d{1,2}),?\\s+(\\d{4})`, order: "mdy-named" },
  { source: `(\\d{1,2})\\s+${MONTH_WORD},?\\s+(\\d{4})`, order: "dmy-named" },
];

/**
 * A day and month without a year, as people shorten a period ("1.11–15.11", "с 1.11 по 15.11",
 * "de 1/11 a 15/11"): dots day first in every language, a slash as a full date's slash.
 */
const SHORT_FORMS = ["(\\d{1,2})\\.(\\d{1,2})", "(\\d{1,2})/(\\d{1,2})"];

/**
 * Any one form, not glued to more digits: finds the days inside a period typed after /stats. The
 * full forms come first, so `28.11.2026` is never read as `28.11` and a stray year.
 */
const ANY_DAY = new RegExp(
  [
    ...FORMS.map((form) => `(?<![\\p{L}\\d])${form.source}(?![\\p{L}\\d])`),
    ...SHORT_FORMS.map((source) => `(?<![\\p{L}\\d./])${source}(?![\\p{L}\\d]|[./]\\d)`),
  ].join("|"),
  "giu",
);

/** A day typed without its year: its month and day of the month, or why it is no day. */
export type YearlessReading =
  | { ok: true; month: number; date: number }
  | { ok: false; reason: DayRefusal };

/** A day found in a longer text: what was typed, and what it reads as (with or without a year). */
export type FoundDay =
  | { typed: string; reading: DayReading; yearless?: undefined }
  | { typed: string; yearless: YearlessReading; reading?: undefined };

/**
 * The days typed in `text`, in order, and the text left between them. In English a slash is read
 * the way the other slashed days of the same text settle it ("1/11–15/11": 15/11 is day first, so
 * 1/11 is too); alone and both ways a day, it is asked about.
 */
export function findDays(text: string, lang: Language): { days: FoundDay[]; rest: string } {
  const days: FoundDay[] = [];
  const order = lang === "en" ? slashOrder(text) : undefined;
  const rest = text.replace(ANY_DAY, (typed) => {
    const short = /^(\d{1,2})([./])(\d{1,2})$/.exec(typed.trim());
    if (short) {
      const [, a = "", mark, b = ""] = short;
      const dayFirst = mark === "." || lang !== "en";
      days.push({ typed, yearless: yearless(a, b, dayFirst ? "dmy" : order) });
    } else days.push({ typed, reading: readDay(typed, lang, order) });
    return " ";
  });
  return { days, rest };
}

/** How the slashed days of an English text are ordered, when one of them can only be read one way. */
function slashOrder(text: string): "dmy" | "mdy" | undefined {
  for (const [, a = "", b = ""] of text.matchAll(/(?<!\d)(\d{1,2})\/(\d{1,2})(?!\d)/g)) {
    if (Number(a) > 12 && Number(b) <= 12) return "dmy";
    if (Number(b) > 12 && Number(a) <= 12) return "mdy";
  }
  return undefined;
}

/** A yearless day `a`/`b`, day first or month first; undefined: whichever is a day, asked when both. */
function yearless(a: string, b: string, order: "dmy" | "mdy" | undefined): YearlessReading {
  const read = (date: string, month: string): YearlessReading => {
    // Checked against a leap year: 29.02 is a day, 30.02 never is.
    const real = realDay("2024", month, date);
    return real.ok
      ? { ok: true, month: Number(month), date: Number(date) }
      : { ok: false, reason: "impossible" };
  };
  if (order === "dmy") return read(a, b);
  if (order === "mdy") return read(b, a);
  const first = read(a, b);
  const second = read(b, a);
  if (first.ok && second.ok && (first.month !== second.month || first.date !== second.date))
    return { ok: false, reason: "ambiguous" };
  return first.ok ? first : second;
}

/**
 * The latest `month`/`date` not after `notAfter` (`yyyy-mm-dd`): a yearless day is the one that
 * has come most recently (29.02 goes back to the last leap year).
 */
export function placeYear(month: number, date: number, notAfter: string): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  for (let year = Number(notAfter.slice(0, 4)); ; year--) {
    const reading = realDay(String(year), String(month), String(date));
    if (reading.ok && reading.day <= notAfter) return reading.day;
    if (year < Number(notAfter.slice(0, 4)) - 8) return `${year}-${pad(month)}-${pad(date)}`;
  }
}

/** A whole text that is one day, in the language's ways (see the top of this file). */
export function readDay(text: string, lang: Language, order?: "dmy" | "mdy"): DayReading {
  const typed = text.trim().toLowerCase();
  for (const form of FORMS) {
    const match = new RegExp(`^${form.source}$`, "u").exec(typed);
    if (!match) continue;
    const [, a = "", b = "", c = ""] = match;
    switch (form.order) {
      case "ymd":
        return realDay(a, b, c);
      case "dmy":
        return realDay(c, b, a);
      case "slash":
        if (lang !== "en" || order === "dmy") return realDay(c, b, a);
        return order === "mdy" ? realDay(c, a, b) : englishSlash(a, b, c);
      case "mdy-named":
        return lang === "en" ? realDay(c, monthNumber(a), b) : { ok: false, reason: "format" };
      case "dmy-named":
        return lang === "en" ? realDay(c, monthNumber(b), a) : { ok: false, reason: "format" };
    }
  }
  return { ok: false, reason: "format" };
}

/**
 * `a/b/yyyy` in English: Americans write the month first, others the day. When only one reading
 * is a day (`28/11/2026`, `11/28/2026`), it is that day; when both are, it is asked about.
 */
function englishSlash(a: string, b: string, year: string): DayReading {
  const dayFirst = realDay(year, b, a);
  const monthFirst = realDay(year, a, b);
  if (dayFirst.ok && monthFirst.ok && dayFirst.day !== monthFirst.day) {
    return { ok: false, reason: "ambiguous" };
  }
  return dayFirst.ok ? dayFirst : monthFirst;
}

function monthNumber(word: string): string {
  return String(MONTHS.indexOf(word.slice(0, 3)) + 1);
}

/** `yyyy-mm-dd` of the parts, or "impossible" for 2026-02-30 or month 13. */
function realDay(year: string, month: string, date: string): DayReading {
  const day = `${year}-${month.padStart(2, "0")}-${date.padStart(2, "0")}`;
  // Date.parse rolls 2024-02-30 over to March: the round trip tells a real day from an impossible one.
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) {
    return { ok: false, reason: "impossible" };
  }
  return { ok: true, day };
}

/** A `yyyy-mm-dd` day as the bot's examples show it for typing: 2026-11-28, 28.11.2026, 28/11/2026. */
export function typingDay(day: string, lang: Language): string {
  const [year, month, date] = day.split("-");
  switch (lang) {
    case "en":
      return day;
    case "ru":
      return `${date}.${month}.${year}`;
    case "pt":
      return `${date}/${month}/${year}`;
  }
}
