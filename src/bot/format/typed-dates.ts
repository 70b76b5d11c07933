/**
 * The one date reader: days a publisher types (after /stats, into the claim wizard), read the way
 * their language writes them, and the form the bot shows in its examples. Every language reads
 * `2026-11-28` (the API's form) and `28.11.2026` (nobody writes the month first with dots); a slash
 * is day first in Russian and Portuguese (`28/11/2026`), and English also reads its month names
 * (`Nov 28, 2026`, `28 Nov 2026`). In English `03/04/2026` could be March or April: asked, not guessed.
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

/** Any one form, not glued to more digits: finds the days inside a period typed after /stats. */
const ANY_DAY = new RegExp(
  FORMS.map((form) => `(?<![\\p{L}\\d])${form.source}(?![\\p{L}\\d])`).join("|"),
  "giu",
);

/** A day found in a longer text: what was typed, and what it reads as. */
export interface FoundDay {
  typed: string;
  reading: DayReading;
}

/** The days typed in `text`, in order, and the text left between them. */
export function findDays(text: string, lang: Language): { days: FoundDay[]; rest: string } {
  const days: FoundDay[] = [];
  const rest = text.replace(ANY_DAY, (typed) => {
    days.push({ typed, reading: readDay(typed, lang) });
    return " ";
  });
  return { days, rest };
}

/** A whole text that is one day, in the language's ways (see the top of this file). */
export function readDay(text: string, lang: Language): DayReading {
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
        return lang === "en" ? englishSlash(a, b, c) : realDay(c, b, a);
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
