/**
 * The one money formatter: every amount the bot shows goes through here, with its currency, the
 * way the publisher's language writes money (`Intl.NumberFormat`): "$1,234.50", "1 234,50 $",
 * "US$ 1.234,50". Commissions (offers, goals) keep their shape: a range, a percentage.
 */

import { languageOfCode } from "../../languages.js";
import type { Commission } from "../../publisher-api/index.js";
import type { Language } from "../../storage/index.js";
import { intlLocale } from "../speech/speech.js";
import { escapeHtml } from "./html.js";

const formats = new Map<string, Intl.NumberFormat | null>();

/** A currency format of `code` for `lang`, or null when Intl does not know the code. */
function currencyFormat(lang: Language, code: string, signed: boolean): Intl.NumberFormat | null {
  const key = `${lang}:${code}:${signed}`;
  let f = formats.get(key);
  if (f === undefined) {
    try {
      f = /^[A-Z]{3}$/.test(code)
        ? new Intl.NumberFormat(intlLocale(lang), {
            style: "currency",
            currency: code,
            signDisplay: signed ? "exceptZero" : "auto",
          })
        : null;
    } catch {
      f = null;
    }
    formats.set(key, f);
  }
  return f;
}

function plainFormat(lang: Language, signed: boolean): Intl.NumberFormat {
  const key = `${lang}::${signed}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(intlLocale(lang), {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: signed ? "exceptZero" : "auto",
    });
    formats.set(key, f);
  }
  return f;
}

/**
 * An amount (in units, not cents) in `currency` (an ISO code such as "USD"; any other name is
 * written after the number, escaped). `locale` is a bot language or an Intl locale. `signed`
 * marks credits with + (charge history). HTML-safe.
 */
export function formatMoney(
  value: number,
  currency: string,
  locale: Language | string,
  signed = false,
): string {
  const lang = languageOfCode(locale);
  const code = currency.trim().toUpperCase();
  const known = currencyFormat(lang, code, signed);
  if (known) return known.format(value);
  const amount = plainFormat(lang, signed).format(value);
  return `${amount} ${escapeHtml(currency.trim())}`.trim();
}

/** Cents (how reports keep commission) as money: 123456 → "$1,234.56". */
export function formatCents(cents: number, currency: string, lang: Language): string {
  return formatMoney(cents / 100, currency, lang);
}

/** "$1.00 – $2.00" (or "1,00–2,00 $"): one currency sign for both ends where the language does so. */
export function formatMoneyRange(
  min: number,
  max: number,
  currency: string,
  locale: Language | string,
): string {
  if (min === max) return formatMoney(min, currency, locale);
  const lang = languageOfCode(locale);
  const known = currencyFormat(lang, currency.trim().toUpperCase(), false);
  if (known) return known.formatRange(min, max);
  const plain = plainFormat(lang, false);
  return `${plain.formatRange(min, max)} ${escapeHtml(currency.trim())}`.trim();
}

const percentFormats = new Map<Language, Intl.NumberFormat>();

/** 12 → "12%", 12.5 → "12,5 %" in Russian. */
export function formatPercent(value: number, lang: Language): string {
  let f = percentFormats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(intlLocale(lang), { style: "percent", maximumFractionDigits: 2 });
    percentFormats.set(lang, f);
  }
  return f.format(value / 100);
}

/**
 * A commission as a publisher reads it: money in the commission's own currency when the API sent
 * one, else in `currency` (the account's); percentages as percentages; "" when none is published.
 * HTML-safe.
 */
export function formatCommission(value: Commission, currency: string, lang: Language): string {
  switch (value.kind) {
    case "amount":
      return formatMoney(value.value, value.currency ?? currency, lang);
    case "range":
      return formatMoneyRange(value.min, value.max, value.currency ?? currency, lang);
    case "percent":
      return formatPercent(value.value, lang);
    case "percent_range":
      return value.min === value.max
        ? formatPercent(value.min, lang)
        : `${formatPercent(value.min, lang)} – ${formatPercent(value.max, lang)}`;
    case "none":
      return "";
    case "text":
      return escapeHtml(value.text);
  }
}

const tickFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount on a chart's axis, written as `formatMoney` writes it beside the chart (the same sign,
 * the same place, the same separators), with the decimals the axis's `step` needs rather than
 * cents ("$2,500", "2 500 $", "US$ 2.500"), and short on an axis reaching 10,000 ("$12.5K"). Plain text, for a
 * picture: not HTML-escaped.
 */
export function formatMoneyTick(
  value: number,
  axis: { step: number; top: number },
  currency: string,
  locale: Language | string,
): string {
  const lang = languageOfCode(locale);
  const code = currency.trim().toUpperCase();
  const big = axis.top >= 10_000;
  const step = axis.step;
  const decimals = stepDecimals(step);
  const key = `tick:${lang}:${code}:${big ? "compact" : decimals}`;
  let f = tickFormats.get(key);
  if (f === undefined) {
    const shape: Intl.NumberFormatOptions = big
      ? { notation: "compact", minimumFractionDigits: 0, maximumFractionDigits: 1 }
      : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
    try {
      f = new Intl.NumberFormat(intlLocale(lang), {
        ...shape,
        ...(/^[A-Z]{3}$/.test(code) && { style: "currency", currency: code }),
      });
    } catch {
      f = new Intl.NumberFormat(intlLocale(lang), shape);
    }
    tickFormats.set(key, f);
  }
  const amount = f.format(value);
  const known = f.resolvedOptions().style === "currency";
  return known || currency.trim() === "" ? amount : `${amount} ${currency.trim()}`;
}

/** The decimals a step of an axis needs: 0 for 500, 1 for 0.5, 2 for 0.25. */
function stepDecimals(step: number): number {
  return [0, 1, 2].find((d) => Number.isInteger(Math.round(step * 10 ** d * 1e6) / 1e6)) ?? 2;
}
