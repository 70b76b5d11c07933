/**
 * The bot's texts: one Fluent bundle per language, from `locales/<lang>/*.ftl`, parsed once per
 * process. Handlers reach them through `ctx.t` and jobs through `speechFor` (format/speech.ts),
 * both in the publisher's own language. (Not @grammyjs/i18n: it negotiates the bundle again on
 * every text, an eighth of a cached command's time.)
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from "../../languages.js";

const LOCALES_DIR = fileURLToPath(new URL("../../../locales", import.meta.url));

export type TextVariables = Record<string, FluentVariable>;

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
  for (const lang of language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE]) {
    const bundle = bundles.get(lang);
    const message = bundle?.getMessage(id);
    const pattern = attribute ? message?.attributes[attribute] : message?.value;
    if (bundle && pattern) return bundle.formatPattern(pattern, variables);
  }
  return `{${key}}`;
}
