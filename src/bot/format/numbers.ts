/**
 * Numbers, money, changes and periods written the way the publisher's language writes them.
 * Used by /stats (with a context) and by the digest job (with a bare translator), so it takes a
 * `Speech`: the translate function and the language.
 */
import type { Language } from "../../storage/index.js";
import type { BotContext } from "../core/context.js";
import type { Period } from "../reports/period.js";

export type Translate = (key: string, variables?: Record<string, string | number>) => string;

export interface Speech {
  t: Translate;
  lang: Language;
}

const LOCALES: Record<Language, string> = { en: "en-US", ru: "ru-RU", pt: "pt-BR" };

export async function speechOf(ctx: BotContext): Promise<Speech> {
  const locale = await ctx.i18n.getLocale();
  const lang: Language = locale === "ru" || locale === "pt" ? locale : "en";
  return { t: (key, variables) => ctx.t(key, variables), lang };
}

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: Language, digits: number): Intl.NumberFormat {
  const key = `${lang}:${digits}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALES[lang], {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    cache.set(key, f);
  }
  return f;
}

export function count(n: number, lang: Language): string {
  return numberFormat(lang, 0).format(n);
}

/** Cents as an amount with two decimals: 123456 → "1,234.56". */
export function money(cents: number, lang: Language): string {
  return numberFormat(lang, 2).format(cents / 100);
}

export function percent(value: number, lang: Language): string {
  return `${numberFormat(lang, 1).format(value)}%`;
}

/**
 * A change against the previous period: "+12%", "−5%", "=" (no change), "new" (nothing before),
 * or "" when both are nothing. Rates (percent values) change in points: "+0.4 pp".
 */
export function change(
  now: number | undefined,
  before: number | undefined,
  speech: Speech,
  kind: "relative" | "points" = "relative",
): string {
  if (now === undefined && before === undefined) return "";
  if (kind === "points") {
    const delta = (now ?? 0) - (before ?? 0);
    if (Math.abs(delta) < 0.05) return "=";
    return speech.t("stats-change-points", { value: signed(delta, speech.lang) });
  }
  if (!before) return now ? speech.t("stats-change-new") : "";
  const ratio = (((now ?? 0) - before) / before) * 100;
  if (Math.abs(ratio) < 0.5) return "=";
  return `${signedInt(ratio, speech.lang)}%`;
}

function signed(value: number, lang: Language): string {
  const text = numberFormat(lang, 1).format(Math.abs(value));
  return value < 0 ? `−${text}` : `+${text}`;
}

function signedInt(value: number, lang: Language): string {
  const text = numberFormat(lang, 0).format(Math.abs(Math.round(value)));
  return value < 0 ? `−${text}` : `+${text}`;
}

/** "May 1 – 7, 2024" in English, "1–7 мая 2024 г." in Russian; one day when from = to. */
export function periodText(period: Period, lang: Language): string {
  const f = new Intl.DateTimeFormat(LOCALES[lang], {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  const from = new Date(`${period.from}T00:00:00Z`);
  if (period.from === period.to) return f.format(from);
  return f.formatRange(from, new Date(`${period.to}T00:00:00Z`));
}

/** "Mon, May 6" for a digest's day. */
export function dayText(day: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The chart's axis label of a day: "05-06" reads in every language. */
export function shortDay(day: string): string {
  return day.slice(5);
}

/** How long Telegram counts an HTML caption: the text without tags, entities as one character. */
export function visibleLength(html: string): number {
  return html.replace(/<[^>]*>/g, "").replace(/&(?:amp|lt|gt|quot|#\d+);/g, "x").length;
}
