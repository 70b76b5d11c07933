/** Amounts of money typed on a phone, read the way people write them in each language. */

export type AmountRefusal = "format" | "not-positive" | "ambiguous";
export type AmountAnswer = { ok: true; amount: string } | { ok: false; reason: AmountRefusal };

/** Currency signs and words around an amount: `R$ 150`, `1 299,50 ₽`, `12 usd`, `100 руб.` */
const CURRENCY_AROUND = /^[\p{L}\p{Sc}\s.]+|[\p{L}\p{Sc}\s.]+$/gu;

/**
 * An amount of money as people type it, in the API's form (digits, a dot, at most two decimals):
 * `1299.50`, `1 299,50 ₽`, `1.299,50`, `1,299.50`, `R$ 150,00`, `150,-`. With both `.` and `,` the
 * last one is the decimal mark; thousands must come in groups of three. `12.345` could be either,
 * so it is asked about rather than guessed; zero and negative amounts are refused as such.
 */
export function readAmount(text: string): AmountAnswer {
  let typed = text.trim().replace(CURRENCY_AROUND, "");
  typed = typed.replace(/[.,][-–—]$/u, ""); // "150,-": whole units
  if (/^[-−–]/u.test(typed)) return { ok: false, reason: "not-positive" };
  const compact = typed.replace(/^\+/u, "").replace(/[\s\u00a0\u202f'’]/gu, "");
  if (!/^\d[\d.,]*$/u.test(compact) || /[.,]$/u.test(compact))
    return { ok: false, reason: "format" };
  const lastDot = compact.lastIndexOf(".");
  const lastComma = compact.lastIndexOf(",");
  const marks = (compact.match(/[.,]/gu) ?? []).length;
  let whole = compact;
  let cents: string | undefined;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? "." : ",";
    const at = compact.lastIndexOf(decimal);
    whole = compact.slice(0, at);
    cents = compact.slice(at + 1);
    if (whole.includes(decimal)) return { ok: false, reason: "format" };
  } else if (marks === 1) {
    const at = Math.max(lastDot, lastComma);
    const after = compact.slice(at + 1);
    if (after.length === 3) return { ok: false, reason: "ambiguous" };
    whole = compact.slice(0, at);
    cents = after;
  }
  const groups = whole.split(/[.,]/u);
  const grouped =
    groups.length === 1 ||
    (/^\d{1,3}$/u.test(groups[0] ?? "") && groups.slice(1).every((g) => /^\d{3}$/u.test(g)));
  if (!grouped || (cents !== undefined && !/^\d{1,2}$/u.test(cents))) {
    return { ok: false, reason: "format" };
  }
  const digits = groups.join("").replace(/^0+(?=\d)/u, "");
  const amount = cents === undefined ? digits : `${digits}.${cents}`;
  return Number(amount) > 0 ? { ok: true, amount } : { ok: false, reason: "not-positive" };
}

/** `readAmount`'s amount, or undefined for anything it refuses. */
export function parseAmount(text: string): string | undefined {
  const read = readAmount(text);
  return read.ok ? read.amount : undefined;
}

/** Currency signs and words people type beside an amount, by the ISO code they mean. */
const CURRENCY_WORDS: Readonly<Record<string, readonly string[]>> = {
  USD: [
    "$",
    "us$",
    "usd",
    "dollar",
    "dollars",
    "долл",
    "доллар",
    "доллара",
    "долларов",
    "dólar",
    "dólares",
  ],
  EUR: ["€", "eur", "euro", "euros", "евро"],
  RUB: ["₽", "rub", "rur", "руб", "р", "рубль", "рубля", "рублей"],
  BRL: ["r$", "brl", "real", "reais"],
  KZT: ["₸", "kzt", "тг", "тенге"],
};

/**
 * The currency typed beside an amount ("12 usd", "R$ 150", "1 299,50 ₽"), as its ISO code; the
 * code itself is understood for any currency. Undefined when none was typed or it is unknown.
 */
export function typedCurrency(text: string): string | undefined {
  const around = (text.trim().match(CURRENCY_AROUND) ?? [])
    .join(" ")
    .toLowerCase()
    .replace(/\./gu, "")
    .trim();
  if (around === "") return undefined;
  for (const [code, words] of Object.entries(CURRENCY_WORDS)) {
    if (words.includes(around)) return code;
  }
  return /^[a-z]{3}$/u.test(around) ? around.toUpperCase() : undefined;
}

/**
 * A currency mark standing alone, as a header names its column's currency ("₽", "руб.", "R$",
 * "(EUR)", "RUB"): a known sign or word, or three capital letters as written. Stricter than
 * `typedCurrency`, which takes any three letters beside an amount for a code.
 */
export function currencyMark(text: string): string | undefined {
  const word = text.trim().toLowerCase().replace(/\.$/u, "");
  for (const [code, words] of Object.entries(CURRENCY_WORDS)) {
    if (words.includes(word)) return code;
  }
  return /^[A-Z]{3}$/u.test(text.trim()) ? text.trim() : undefined;
}

/** An amount `readAmount` gave, as the API's claims take it: always two decimals ("1299.50"). */
export function apiAmount(amount: string): string {
  const [whole = "0", cents = ""] = amount.split(".");
  return `${whole}.${cents.padEnd(2, "0")}`;
}
