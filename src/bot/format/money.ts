import { parseApiDate } from "../../publisher-api/index.js";
import { escapeHtml } from "../core/html.js";

/**
 * An amount in the publisher's currency, written the way their language writes money; `signed`
 * marks credits with + (charge history).
 */
export function formatMoney(
  value: number,
  currency: string,
  locale: string,
  signed = false,
): string {
  const code = currency.trim().toUpperCase();
  const signDisplay = signed ? "exceptZero" : "auto";
  if (/^[A-Z]{3}$/.test(code)) {
    try {
      const style = { style: "currency", currency: code, signDisplay } as const;
      return new Intl.NumberFormat(locale, style).format(value);
    } catch {
      // An unknown code falls through to the plain form below.
    }
  }
  const amount = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay,
  }).format(value);
  return `${amount} ${escapeHtml(currency.trim())}`.trim();
}

/** `yyyy-mm-dd HH:MM` (or the bare day) as the API meant it; the raw text when it is no date. */
export function formatApiDateTime(text: string): string {
  const date = parseApiDate(text);
  if (!date) return escapeHtml(text.trim());
  const iso = date.toISOString();
  const hasTime = /\d:\d/.test(text);
  return hasTime ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : iso.slice(0, 10);
}

/** Newest first by a date field; undated records go last. */
export function newestFirst<T>(items: readonly T[], dateOf: (item: T) => string): T[] {
  const time = (item: T) => parseApiDate(dateOf(item))?.getTime() ?? Number.NEGATIVE_INFINITY;
  return [...items].sort((a, b) => time(b) - time(a));
}
