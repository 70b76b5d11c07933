/**
 * The bot's texts: one Fluent bundle per language, from `locales/<lang>/*.ftl`, parsed once per
 * app (`Texts`). Handlers reach them through `ctx.t` and jobs through `speechFor` (format/speech.ts),
 * both in the publisher's own language. (Not @grammyjs/i18n: it negotiates the bundle again on
 * every text, an eighth of a cached command's time.)
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";
import { FALLBACK_LANGUAGE, type Language } from "../../languages.js";

const LOCALES_DIR = fileURLToPath(new URL("../../../locales", import.meta.url));

export type TextVariables = Record<string, FluentVariable>;

function loadBundle(language: Language, only?: ReadonlySet<string>): FluentBundle {
  // Isolation marks (U+2068/2069) around variables break copying ids and links from a message.
  const bundle = new FluentBundle(language, { useIsolating: false });
  const dir = join(LOCALES_DIR, language);
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".ftl"))) {
    const source = readFileSync(join(dir, file), "utf8");
    const errors = bundle.addResource(new FluentResource(only ? entriesOf(source, only) : source));
    if (errors.length > 0) throw new Error(`locales/${language}/${file}: ${errors[0]?.message}`);
  }
  return bundle;
}

/**
 * The entries of an FTL text whose ids are asked for, as text. In Fluent's syntax an entry (and
 * a comment) starts in a line's first column, and what continues it (more lines of its value,
 * its attributes, its variants) is indented.
 */
export function entriesOf(source: string, ids: ReadonlySet<string>): string {
  const kept: string[] = [];
  let keeping = false;
  for (const line of source.split("\n")) {
    if (/^\S/.test(line)) keeping = ids.has(/^([a-zA-Z][\w-]*)\s*=/.exec(line)?.[1] ?? "");
    if (keeping) kept.push(line);
  }
  return kept.join("\n");
}

type BundleOf = (language: Language) => FluentBundle;

/** A text's key, `message` or `message.attribute`, as its message's id and the attribute. */
function partsOf(key: string): [id: string, attribute: string | undefined] {
  const [id = key, attribute] = key.split(".", 2);
  return [id, attribute];
}

/**
 * This app's texts (startApp makes one and hands it on, so two bots in one process share none). A
 * language's bundle is parsed when a text of it is first asked for, and kept: a fresh bot keeps
 * none until its first publisher writes. Texts without variables (titles, buttons) are formatted
 * once per language and key.
 */
export class Texts {
  readonly #bundles = new Map<Language, FluentBundle>();
  readonly #plain = new Map<string, string>();

  readonly #kept: BundleOf = (language) => {
    let bundle = this.#bundles.get(language);
    if (!bundle) {
      bundle = loadBundle(language);
      this.#bundles.set(language, bundle);
    }
    return bundle;
  };

  /** A text in a language: `key` or `key.attribute`; `{key}` when no language has it. */
  translate(language: Language, key: string, variables?: TextVariables): string {
    if (variables !== undefined) return format(this.#kept, language, key, variables);
    const id = `${language}:${key}`;
    let text = this.#plain.get(id);
    if (text === undefined) {
      text = format(this.#kept, language, key);
      this.#plain.set(id, text);
    }
    return text;
  }

  /**
   * Texts read once, at start (the command menus): from the language's bundle when a publisher
   * has brought it in already, else from only these entries of its files, parsed for them and let
   * go (a whole language parsed and let go at start would stay in the idle process's memory).
   */
  once(language: Language, keys: readonly string[]): string[] {
    const ids = new Set(keys.map((key) => partsOf(key)[0]));
    const passing = new Map<Language, FluentBundle>();
    const bundleOf: BundleOf = (lang) => {
      let bundle = this.#bundles.get(lang) ?? passing.get(lang);
      if (!bundle) {
        bundle = loadBundle(lang, ids);
        passing.set(lang, bundle);
      }
      return bundle;
    };
    return keys.map((key) => format(bundleOf, language, key));
  }
}

function format(
  bundleOf: BundleOf,
  language: Language,
  key: string,
  variables?: TextVariables,
): string {
  const [id, attribute] = partsOf(key);
  for (const lang of language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE]) {
    const bundle = bundleOf(lang);
    const message = bundle.getMessage(id);
    const pattern = attribute ? message?.attributes[attribute] : message?.value;
    if (pattern) return bundle.formatPattern(pattern, variables);
  }
  return `{${key}}`;
}
