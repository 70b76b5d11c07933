/**
 * The API's loose values, read into something a publisher can be shown. Pure functions, no I/O.
 * Real deployments send numbers as strings (sometimes with comma decimals), flags as "1"/"true",
 * commissions as free text ("4.15", "14.40 - 20.80", "12%", ""), and dates in three shapes.
 */

/** A commission or earnings string, kept with the shape it was sent in. */
export type Commission =
  | { kind: "amount"; value: number; currency?: string }
  | { kind: "range"; min: number; max: number; currency?: string }
  | { kind: "percent"; value: number }
  | { kind: "percent_range"; min: number; max: number }
  /** the API sent an empty string: no commission is published */
  | { kind: "none" }
  /** something we could not read; shown to the publisher as sent */
  | { kind: "text"; text: string };

const NONE: Commission = Object.freeze({ kind: "none" });

/**
 * Number that may arrive as a string: "12", " 4.15 ", "4,15", "1 234,50", "1,234.50", "12%".
 * Returns undefined for empty or unreadable input rather than 0, so "no value" stays visible.
 */
export function parseNumber(x: unknown): number | undefined {
  if (typeof x === "number") return Number.isFinite(x) ? x : undefined;
  if (typeof x !== "string" || x.length === 0) return undefined;
  // Fast path: plain decimal strings are by far the most common form on the wire.
  const n = Number(x);
  if (!Number.isNaN(n)) {
    if (n === 0 && x.trim() === "") return undefined;
    return Number.isFinite(n) ? n : undefined;
  }
  return looseNumber(x);
}

function looseNumber(x: string): number | undefined {
  const m = /-?\d[\d\s\u00a0\u202f.,']*/.exec(x);
  if (!m) return undefined;
  let s = m[0].replace(/[\s\u00a0\u202f']/g, "");
  const comma = s.lastIndexOf(",");
  const dot = s.lastIndexOf(".");
  if (comma >= 0 && dot >= 0) {
    // The later separator is the decimal one: "1,234.50" or "1.234,50".
    s = comma > dot ? s.replace(/\./g, "").replace(",", ".") : s.replace(/,/g, "");
  } else if (comma >= 0) {
    // One comma is a decimal comma ("4,15"); several are thousands separators ("1,234,567").
    s = s.indexOf(",") === comma ? s.replace(",", ".") : s.replace(/,/g, "");
  }
  const n = Number.parseFloat(s);
  return Number.isFinite(n) ? n : undefined;
}

const TRUE_FLAGS = new Set(["1", "true", "yes", "on", "y"]);
const FALSE_FLAGS = new Set(["0", "false", "no", "off", "n", ""]);

/** "1"/"0", "true"/"false" (any case), real booleans and 1/0. Undefined when it is neither. */
export function parseFlag(x: unknown): boolean | undefined {
  if (typeof x === "boolean") return x;
  if (typeof x === "number") return x === 1 ? true : x === 0 ? false : undefined;
  if (typeof x !== "string") return undefined;
  if (x === "1") return true; // the common case, without allocating
  if (x === "0") return false;
  const s = x.trim().toLowerCase();
  if (TRUE_FLAGS.has(s)) return true;
  if (FALSE_FLAGS.has(s)) return false;
  return undefined;
}

/** Names arrive padded (" IDEALICA"); inner runs of whitespace are folded too. */
export function cleanName(x: unknown): string {
  if (typeof x !== "string") return typeof x === "number" ? String(x) : "";
  const t = x.trim();
  // indexOf first: this runs for every name on a 1000-item page, and folding is rarely needed.
  return t.indexOf("  ") >= 0 || t.indexOf("\n") >= 0 || t.indexOf("\t") >= 0
    ? t.replace(/\s+/g, " ")
    : t;
}

const CURRENCY_AFFIX = /^(?:([A-Z]{3}|[$€₽£₴₸])\s*)?(.*?)(?:\s*([A-Z]{3}|[$€₽£₴₸]|руб\.?|р\.))?$/u;
const RANGE = /^(\d[\d\s\u00a0.,]*?)\s*(?:-|–|—|\.\.)\s*(\d[\d\s\u00a0.,]*)$/;
const SINGLE = /^\d[\d\s\u00a0.,]*$/;

/** "4.15", "14.40 - 20.80", "12%", "5 - 10%", "4.15 USD", "" → a Commission. */
export function parseCommission(x: unknown): Commission {
  if (typeof x === "number") return Number.isFinite(x) ? { kind: "amount", value: x } : NONE;
  if (typeof x !== "string") return NONE;
  const raw = x.trim();
  if (raw === "") return NONE;
  const percent = raw.includes("%");
  const body = percent ? raw.replace(/\s*%\s*/g, " ").trim() : raw;
  const affix = CURRENCY_AFFIX.exec(body);
  const core = affix?.[2]?.trim() ?? body;
  const currency = percent ? undefined : symbolToCode(affix?.[1] ?? affix?.[3]);
  const range = RANGE.exec(core);
  if (range) {
    const min = parseNumber(range[1]);
    const max = parseNumber(range[2]);
    if (min !== undefined && max !== undefined) {
      if (percent) return { kind: "percent_range", min, max };
      return currency ? { kind: "range", min, max, currency } : { kind: "range", min, max };
    }
  } else if (SINGLE.test(core)) {
    const value = parseNumber(core);
    if (value !== undefined) {
      if (percent) return { kind: "percent", value };
      return currency ? { kind: "amount", value, currency } : { kind: "amount", value };
    }
  }
  return { kind: "text", text: raw };
}

const SYMBOLS: Record<string, string> = {
  $: "USD",
  "€": "EUR",
  "₽": "RUB",
  "£": "GBP",
  "₴": "UAH",
  "₸": "KZT",
  руб: "RUB",
  "руб.": "RUB",
  "р.": "RUB",
};

function symbolToCode(s: string | undefined): string | undefined {
  if (!s) return undefined;
  return SYMBOLS[s] ?? s;
}

/**
 * Back to text: amounts with two decimals ("14.40 - 20.80"), percentages without trailing zeros
 * ("12%"), `currency` (or the one that came with the value) after money amounts, "" for none.
 */
export function formatCommission(value: Commission, currency?: string): string {
  switch (value.kind) {
    case "amount":
      return withCurrency(money(value.value), currency ?? value.currency);
    case "range":
      return withCurrency(`${money(value.min)} - ${money(value.max)}`, currency ?? value.currency);
    case "percent":
      return `${plain(value.value)}%`;
    case "percent_range":
      return `${plain(value.min)} - ${plain(value.max)}%`;
    case "none":
      return "";
    case "text":
      return value.text;
  }
}

function money(n: number): string {
  return n.toFixed(2);
}

function plain(n: number): string {
  return String(Math.round(n * 100) / 100);
}

function withCurrency(s: string, currency: string | undefined): string {
  return currency ? `${s} ${currency}` : s;
}

export { formatApiDate, isApiDate, parseApiDate } from "./dates.js";
