/**
 * Counts, percentages and changes written the way the publisher's language writes them. Money is
 * in money.ts, dates in dates.ts; all three read the language from a `Speech`.
 */
import type { Language } from "../../storage/index.js";
import { intlLocale, type Speech } from "../speech/speech.js";

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: Language, digits: number): Intl.NumberFormat {
  const key = `${lang}:${digits}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(intlLocale(lang), {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    cache.set(key, f);
  }
  return f;
}

/** 12345 → "12,345", "12 345", "12.345". */
export function count(n: number, lang: Language): string {
  return numberFormat(lang, 0).format(n);
}

/** A number with fixed decimals: 1234.5 → "1,234.50" (CSV cells, exchange rates). */
export function decimal(n: number, lang: Language, digits = 2): string {
  return numberFormat(lang, digits).format(n);
}

/** A rate in percent with one decimal: 3.14 → "3.1%", "3,1 %". */
export function percent(value: number, lang: Language): string {
  return percentFormat(lang, 1).format(value / 100);
}

/** Percent as the language writes it ("3%", "3 %"), whole or with `digits` decimals. */
function percentFormat(lang: Language, digits: number): Intl.NumberFormat {
  const key = `${lang}:%${digits}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(intlLocale(lang), {
      style: "percent",
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    cache.set(key, f);
  }
  return f;
}

/** What stands in for a change that cannot be computed honestly. */
export const NO_CHANGE = "—";

/**
 * A change against an earlier figure: "+12%", "−5%" (ru "+12 %": percent written as `percent`
 * writes it), "=" (no change). No percentage against
 * nothing: a dash when the earlier figure is zero (or, for rates, had no value), "" when both are
 * nothing. Rates (percent values) change in points: "+0.4 pp".
 */
export function change(
  now: number | undefined,
  before: number | undefined,
  speech: Speech,
  kind: "relative" | "points" = "relative",
): string {
  if (!now && !before) return "";
  if (kind === "points") {
    if (now === undefined || before === undefined) return NO_CHANGE;
    const delta = now - before;
    if (Math.abs(delta) < 0.05) return "=";
    return speech.t("stats-change-points", { value: signed(delta, speech.lang, 1) });
  }
  if (!before) return NO_CHANGE;
  const ratio = (((now ?? 0) - before) / before) * 100;
  if (Math.abs(ratio) < 0.5) return "=";
  const rounded = Math.round(ratio);
  const text = percentFormat(speech.lang, 0).format(Math.abs(rounded) / 100);
  return rounded < 0 ? `−${text}` : `+${text}`;
}

function signed(value: number, lang: Language, digits: number): string {
  const text = numberFormat(lang, digits).format(Math.abs(value));
  return value < 0 ? `−${text}` : `+${text}`;
}
