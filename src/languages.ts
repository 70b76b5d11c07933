/**
 * The languages the bot speaks, and everything that differs between them outside the texts. A
 * language is this list plus its folder under `locales/` (a test checks that both agree); every
 * per-language table is a `Record<Language, …>`, so the compiler lists the places a new one needs.
 */
export const LANGUAGES = ["en", "ru", "pt"] as const;

export type Language = (typeof LANGUAGES)[number];

/** What a text missing in a language falls back to, and the language of someone we know nothing of. */
export const FALLBACK_LANGUAGE: Language = "en";

interface LanguageTraits {
  /** The Intl locale its numbers, money and dates are written in. */
  intl: string;
  /** The publisher API's code for it (Portuguese is `br` there). */
  api: "en" | "ru" | "br";
  /** Telegram client languages (IETF base codes) whose users read it best. */
  clients: readonly string[];
  /** Its own name, on pickers that show every language. */
  name: string;
  /** A day without its year: "Oct 24" (month named) or "24.10" (numeric). */
  dayMonth: "named" | "numeric";
  /** The Intl locale of a day written in full in a post ("31 March 2026" for English deals). */
  longDateIntl: string;
  /** How spreadsheets of this language read CSV: the cell separator and the decimal mark. */
  csv: { separator: "," | ";"; decimal: "." | "," };
}

export const LANGUAGE_TRAITS: Record<Language, LanguageTraits> = {
  en: {
    intl: "en-US",
    api: "en",
    clients: ["en"],
    name: "English",
    dayMonth: "named",
    longDateIntl: "en-GB",
    csv: { separator: ",", decimal: "." },
  },
  ru: {
    intl: "ru-RU",
    api: "ru",
    clients: ["ru", "uk", "be", "kk"],
    name: "Русский",
    dayMonth: "numeric",
    longDateIntl: "ru-RU",
    csv: { separator: ";", decimal: "," },
  },
  pt: {
    intl: "pt-BR",
    api: "br",
    clients: ["pt"],
    name: "Português",
    dayMonth: "numeric",
    longDateIntl: "pt-BR",
    csv: { separator: ";", decimal: "," },
  },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a code means: a Telegram client's (`pt-br`, `uk`), an Intl locale (`ru-RU`), the
 * API's (`br`) or our own; undefined for a code of none of ours.
 */
export function knownLanguageOfCode(code: string | undefined): Language | undefined {
  if (code === undefined) return undefined;
  // Every update asks for its sender's code; the codes met are few.
  const seen = codesSeen.get(code);
  if (seen !== undefined || codesSeen.has(code)) return seen;
  const base = code.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  const language = LANGUAGES.find((candidate) => {
    const traits = LANGUAGE_TRAITS[candidate];
    return base === candidate || base === traits.api || traits.clients.includes(base);
  });
  if (codesSeen.size < CODES_SEEN_MAX) codesSeen.set(code, language);
  return language;
}

/** Codes already looked up, up to about as many as IETF language tags in use. */
const codesSeen = new Map<string, Language | undefined>();
const CODES_SEEN_MAX = 1024;

/** Like knownLanguageOfCode, with the fallback for a code of none of ours. */
export function languageOfCode(code: string | undefined): Language {
  return knownLanguageOfCode(code) ?? FALLBACK_LANGUAGE;
}
