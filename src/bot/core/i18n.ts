/**
 * The bot's texts: one Fluent bundle per language, from `locales/<lang>/*.ftl`, parsed once per
 * process. `ctx.t` translates in the publisher's language (chosen with /language, else their
 * Telegram client's); jobs use `translate` with the language they stored. (Not @grammyjs/i18n:
 * it negotiates the bundle again on every text, an eighth of a cached command's time.)
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";
import type { Context, MiddlewareFn } from "grammy";
import type { Language, Storage } from "../../storage/index.js";

export const LANGUAGES: readonly Language[] = ["en", "ru", "pt"];

/** The API's own language codes: Portuguese is `br` there. */
export const API_LANGUAGE: Record<Language, "en" | "ru" | "br"> = { en: "en", ru: "ru", pt: "br" };

const LOCALES_DIR = fileURLToPath(new URL("../../../locales", import.meta.url));
/** What a text missing in a language falls back to. */
const FALLBACK: Language = "en";

export type TextVariables = Record<string, FluentVariable>;
export type Translate = (key: string, variables?: TextVariables) => string;

/** What the texts middleware adds to a context. */
export interface I18nFlavor {
  t: Translate;
  i18n: {
    /** The language this update is answered in. */
    getLocale(): Promise<Language>;
    /** Reads the publisher's choice again (after /language changed it). */
    renegotiateLocale(): Promise<void>;
  };
}

function loadBundle(language: Language): FluentBundle {
  // Isolation marks (U+2068/2069) around variables break copying ids and links from a message.
  const bundle = new FluentBundle(language, { useIsolating: false });
  const dir = join(LOCALES_DIR, language);
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".ftl"))) {
    const errors = bundle.addResource(new FluentResource(readFileSync(join(dir, file), "utf8")));
    if (errors.length > 0) throw new Error(`locales/${language}/${file}: ${errors[0]?.message}`);
  }
  return bundle;
}

let bundles: Map<Language, FluentBundle> | undefined;
/** Texts without variables (titles, buttons) by language and key: formatted once per process. */
const plainTexts = new Map<string, string>();

/** A text in a language: `key` or `key.attribute`; `{key}` when no language has it. */
export function translate(language: Language, key: string, variables?: TextVariables): string {
  if (variables !== undefined) return format(language, key, variables);
  const id = `${language}:${key}`;
  let text = plainTexts.get(id);
  if (text === undefined) {
    text = format(language, key);
    plainTexts.set(id, text);
  }
  return text;
}

function format(language: Language, key: string, variables?: TextVariables): string {
  bundles ??= new Map(LANGUAGES.map((lang) => [lang, loadBundle(lang)]));
  const [id = key, attribute] = key.split(".", 2);
  for (const lang of language === FALLBACK ? [language] : [language, FALLBACK]) {
    const bundle = bundles.get(lang);
    const message = bundle?.getMessage(id);
    const pattern = attribute ? message?.attributes[attribute] : message?.value;
    if (bundle && pattern) return bundle.formatPattern(pattern, variables);
  }
  return `{${key}}`;
}

/** The Telegram client's language picks the default; a choice made with /language wins. */
export function telegramLanguage(code: string | undefined): Language {
  const base = code?.toLowerCase().split("-")[0];
  if (base === "ru" || base === "uk" || base === "be" || base === "kk") return "ru";
  if (base === "pt") return "pt";
  return "en";
}

export async function languageOf(storage: Storage, ctx: Context): Promise<Language> {
  const userId = ctx.from?.id;
  const chosen = userId === undefined ? undefined : (await storage.users.get(userId))?.language;
  return chosen ?? telegramLanguage(ctx.from?.language_code);
}

/** The texts middleware, installed on the bot and inside every wizard (jobs use `translate`). */
export function createI18n(storage: Storage): MiddlewareFn<Context & I18nFlavor> {
  return async (ctx, next) => {
    let language = await languageOf(storage, ctx);
    ctx.t = (key, variables) => translate(language, key, variables);
    ctx.i18n = {
      getLocale: async () => language,
      renegotiateLocale: async () => {
        language = await languageOf(storage, ctx);
      },
    };
    await next();
  };
}
