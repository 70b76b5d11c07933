/**
 * The one date formatter: days and moments the way the publisher's language writes them
 * (`Intl.DateTimeFormat`): "Oct 24" in English, "24.10" in Russian, "24/10" in Portuguese, with
 * the year where it is not this year or where a range crosses one. Moments (a claim filed, a payout
 * made) are shown in the publisher's own time zone when they chose one, else in UTC, said so.
 */
import { LANGUAGE_TRAITS } from "../../languages.js";
import { parseApiDate } from "../../publisher-api/index.js";
import type { Language } from "../../storage/index.js";
import { DEFAULT_ZONE, intlLocale, type Speech } from "../speech/speech.js";
import { cityOfZone } from "./cities.js";
import { escapeHtml } from "./html.js";
import { zoneOffsetMinutes } from "./local-time.js";
import { zoneName } from "./zone-names.js";

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(lang: Language, year: boolean, zone = "UTC"): Intl.DateTimeFormat {
  const key = `${lang}:${year}:${zone}`;
  let f = formats.get(key);
  if (!f) {
    const dayMonth: Intl.DateTimeFormatOptions =
      LANGUAGE_TRAITS[lang].dayMonth === "named"
        ? { month: "short", day: "numeric" }
        : { day: "2-digit", month: "2-digit" };
    f = new Intl.DateTimeFormat(intlLocale(lang), {
      ...dayMonth,
      ...(year ? { year: "numeric" } : {}),
      timeZone: zone,
    });
    formats.set(key, f);
  }
  return f;
}

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Whether a day is written with its year: `true` always, `false` never, or the caller's "now"
 * (`deps.now()` in a handler, the tick's instant in a job): then when the day is not in now's year.
 * The year is the bot's clock's, never the system's.
 */
export type YearShown = boolean | Date;

const yearOf = (day: string) => day.slice(0, 4);
const showsYear = (day: string, year: YearShown) =>
  typeof year === "boolean" ? year : yearOf(day) !== String(year.getUTCFullYear());

/** A `yyyy-mm-dd` day: "Oct 24", "24.10", "24/10"; with its year as `year` says. */
export function dateText(day: string, lang: Language, year: YearShown): string {
  return dateFormat(lang, showsYear(day, year)).format(utcDay(day));
}

/**
 * "Oct 1 – Oct 24", "01.10 – 24.10"; one day when from = to; both with their years when the range
 * crosses one or ends outside `now`'s year.
 */
export function periodText(
  period: { from: string; to: string },
  lang: Language,
  now: Date,
): string {
  const year = yearOf(period.from) !== yearOf(period.to) || showsYear(period.to, now);
  if (period.from === period.to) return dateText(period.from, lang, year);
  return `${dateText(period.from, lang, year)} – ${dateText(period.to, lang, year)}`;
}

function weekdayFormat(lang: Language): Intl.DateTimeFormat {
  const key = `weekday:${lang}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(lang), { weekday: "short", timeZone: "UTC" });
    formats.set(key, f);
  }
  return f;
}

/** "Fri, Oct 24", "пт, 24.10", "sex., 24/10": a digest's day (its year when not `now`'s). */
export function dayText(day: string, lang: Language, now: Date): string {
  return `${weekdayFormat(lang).format(utcDay(day))}, ${dateText(day, lang, now)}`;
}

function clockFormat(zone: string): Intl.DateTimeFormat {
  const key = `clock:${zone}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: zone,
    });
    formats.set(key, f);
  }
  return f;
}

/** "HH:MM" of an instant on the zone's clock. */
export function clockAt(instant: Date, zone: string): string {
  return clockFormat(zone).format(instant);
}

/** "HH:MM" of an instant on the publisher's clock, with "UTC" after it when they chose no zone. */
export function yourClockAt(instant: Date, speech: MomentPlace): string {
  const zone = speech.zone ?? DEFAULT_ZONE;
  const chosen = speech.zoneChosen ?? speech.zone !== undefined;
  return chosen ? clockAt(instant, zone) : `${clockAt(instant, zone)} UTC`;
}

/**
 * How the publisher's language says "in that zone's time", with its offset: "in Moscow time
 * (UTC+3)", "по московскому времени (UTC+3)", "no horário de Moscou (UTC+3)" (core's `zone-in`,
 * which names the zones networks count in; any other by its name in the language, from Intl).
 */
export function zonePhrase(zone: string, at: Date, speech: Pick<Speech, "t" | "lang">): string {
  const minutes = zoneOffsetMinutes(at, zone);
  const byOffset = zone === "UTC" || zone.startsWith("Etc/");
  const name = byOffset ? "" : zoneName(zone, at, speech.lang);
  return speech.t("zone-in", {
    // Fluent's keys are identifiers: Europe/Moscow is Europe_Moscow.
    key: byOffset || !name ? "offset" : zone.replaceAll(/[^\w]/g, "_"),
    name,
    offset: zoneOffsetText(minutes),
  });
}

/**
 * A zone by its name in the language and its offset, never its IANA id, the same on every screen
 * (the digest, the zone picker's buttons, autopost, alerts): "Los Angeles · UTC-8" for a zone of
 * the city table, else Intl's name ("Samoa Time · UTC-11"), else its offset alone ("UTC-11").
 */
export function zoneTitle(zone: string, at: Date, speech: Pick<Speech, "lang">): string {
  return zoneLabel(zone, speech.lang, at);
}

/** zoneTitle by language, with the city a publisher picked when the zone has several. */
export function zoneLabel(zone: string, lang: Language, at: Date, city = cityOfZone(zone)): string {
  const offset = zoneOffsetText(zoneOffsetMinutes(at, zone));
  if (zone === "UTC" || zone.startsWith("Etc/")) return offset;
  const name = city?.names[lang] ?? zoneName(zone, at, lang);
  return name ? `${name} · ${offset}` : offset;
}

/** "UTC+3", "UTC-3:30", "UTC": a zone's offset, one way everywhere. */
export function zoneOffsetText(minutes: number): string {
  if (minutes === 0) return "UTC";
  const sign = minutes > 0 ? "+" : "-";
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, "0")}` : ""}`;
}

/** `yyyy-mm-dd` of an instant on the zone's calendar. */
function dayIn(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(instant);
}

/**
 * A moment in the publisher's zone: "Oct 24, 14:05" (the year when not `now`'s year there); with
 * "UTC" after it when the publisher has not chosen a zone, so nobody reads UTC as their own clock.
 */
export function momentText(instant: Date, speech: MomentPlace, now: Date): string {
  const zone = speech.zone ?? DEFAULT_ZONE;
  const day = dayIn(instant, zone);
  const year = yearOf(day) !== yearOf(dayIn(now, zone));
  const text = `${dateText(day, speech.lang, year)}, ${clockAt(instant, zone)}`;
  return (speech.zoneChosen ?? speech.zone !== undefined) ? text : `${text} UTC`;
}

/** Where a moment is shown: a Speech, or (formatting tests, plain records) a language alone. */
export type MomentPlace = Pick<Speech, "lang"> & Partial<Pick<Speech, "zone" | "zoneChosen">>;

/**
 * A date or date-time as the API sent it, shown the publisher's way: a bare day as a day, a time
 * as a moment in their zone (the year when not `now`'s). Text that is no date is shown as sent
 * (escaped); "" as "—".
 */
export function apiDateText(text: string, speech: MomentPlace, now: Date): string {
  const trimmed = text.trim();
  if (!trimmed) return "—";
  const date = parseApiDate(trimmed);
  if (!date) return escapeHtml(trimmed);
  const hasTime = /\d:\d/.test(trimmed) && !/[ T]00:00(:00)?$/.test(trimmed);
  return hasTime
    ? momentText(date, speech, now)
    : dateText(date.toISOString().slice(0, 10), speech.lang, now);
}

/** Newest first by a date field; undated records go last. */
export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string): T[] {
  const time = (item: T) => parseApiDate(dateOf(item))?.getTime() ?? Number.NEGATIVE_INFINITY;
  return [...items].sort((a, b) => time(b) - time(a));
}

/**
 * "31 March 2026", "31 марта 2026 г.", "31 de março de 2026": a day in full, for posts that stay
 * in a channel (a coupon's last day). English puts the day first here, as deal posts do.
 */
export function longDateText(date: Date, lang: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_TRAITS[lang].longDateIntl, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}

const titleFormats = new Map<string, Intl.DateTimeFormat>();

function titleFormat(lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}:${JSON.stringify(options)}`;
  let f = titleFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LANGUAGE_TRAITS[lang].longDateIntl, {
      ...options,
      timeZone: "UTC",
    });
    titleFormats.set(key, f);
  }
  return f;
}

/**
 * A period for a title that travels (a chart forwarded to a team): always with its year, months
 * named, the year written once where the range allows: "1 Jan – 24 Nov 2026", "1 янв. – 24 нояб.
 * 2026 г.", "1 de jan. – 24 de nov. de 2026"; one day alone: "24 Nov 2026".
 */
export function periodTitleText(period: { from: string; to: string }, lang: Language): string {
  const f = titleFormat(lang, { day: "numeric", month: "short", year: "numeric" });
  if (period.from === period.to) return f.format(utcDay(period.from));
  return f.formatRange(utcDay(period.from), utcDay(period.to));
}

/** A month by its short name ("Nov", "нояб.", "nov."), with its year when asked ("Jan 2026"). */
export function monthText(day: string, lang: Language, withYear: boolean): string {
  const f = titleFormat(lang, withYear ? { month: "short", year: "numeric" } : { month: "short" });
  return f.format(utcDay(day));
}
