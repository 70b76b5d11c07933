/**
 * One vocabulary per language: every text of locales/<lang>/*.ftl (the chat's and the
 * dashboard's) is held to locales/<lang>/glossary.txt, where each thing has its one word and the
 * words that must not stand for it, which words in Latin letters a Russian text may carry, and
 * which English words a Portuguese or Russian text must not leave untranslated. Beside the
 * glossary, every text of every language is swept for what no publisher should read: an IANA
 * zone id, a status code, a machine word (snake_case) or a raw id beside a name.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../src/languages.js";

const LOCALES = new URL("../../locales/", import.meta.url);

interface Term {
  name: string;
  use: string;
  never: string[];
}

interface Glossary {
  terms: Term[];
  /** the words in Latin letters a text may carry; unset: any (a language written in them) */
  latin?: Set<string>;
  /** English words no text may leave untranslated */
  untranslated: string[];
}

const listOf = (text: string) =>
  text
    .split(",")
    .map((word) => word.trim())
    .filter(Boolean);

/**
 * `term-x = word` lines, each followed by an indented `never: a, b` line (a word, or a `/regex/`);
 * `latin: A, B` and `untranslated: a, b` lines.
 */
function glossaryOf(language: string): Glossary {
  const glossary: Glossary = { terms: [], untranslated: [] };
  for (const line of readFileSync(new URL(`${language}/glossary.txt`, LOCALES), "utf8").split(
    "\n",
  )) {
    const head = /^(term-[\w-]+)\s*=\s*(.+)$/.exec(line);
    if (head) glossary.terms.push({ name: head[1] ?? "", use: (head[2] ?? "").trim(), never: [] });
    const never = /^\s+never:(.*)$/.exec(line);
    const term = glossary.terms.at(-1);
    if (never && term) term.never = listOf(never[1] ?? "");
    const latin = /^latin:(.*)$/.exec(line);
    if (latin) glossary.latin = new Set(listOf(latin[1] ?? ""));
    const untranslated = /^untranslated:(.*)$/.exec(line);
    if (untranslated) glossary.untranslated = listOf(untranslated[1] ?? "");
  }
  return glossary;
}

interface Text {
  /** "file: id" */
  where: string;
  /** the words of one line of the message, without its id, variables and select keys */
  words: string;
}

interface Message {
  /** "file: id" */
  where: string;
  id: string;
  /** the whole message as written, placeables and all */
  source: string;
}

/** Every message of a language, whole (comments left out). */
function messagesOf(language: string): Message[] {
  const messages: Message[] = [];
  const dir = new URL(`${language}/`, LOCALES);
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".ftl"))) {
    for (const line of readFileSync(new URL(file, dir), "utf8").split("\n")) {
      if (line.startsWith("#") || !line.trim()) continue;
      const head = /^([a-zA-Z][\w-]*)\s*=\s*(.*)$/.exec(line);
      const last = messages.at(-1);
      if (head) {
        const id = head[1] ?? "";
        messages.push({ where: `${file}: ${id}`, id, source: head[2] ?? "" });
      } else if (last) last.source += `\n${line}`;
    }
  }
  return messages;
}

/** Every line of every message of a language. */
function textsOf(language: string): Text[] {
  return messagesOf(language).flatMap((message) =>
    message.source.split("\n").map((line) => ({
      where: message.where,
      // Placeables name variables and select keys, not words the publisher reads.
      words: line
        .replace(/\{[^{}]*\}/g, " ")
        .replace(/\{\s*\$\w+\s*->/g, " ")
        .replace(/^\s*\*?\[[\w-]+\]/, " "),
    })),
  );
}

/** A word found at the start of a word ("комисси" finds "Комиссия"), in any case; or a `/regex/`. */
function wordStart(word: string): RegExp {
  const regex = /^\/(.+)\/$/.exec(word);
  if (regex) return new RegExp(regex[1] ?? "", "iu");
  return new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "iu");
}

/**
 * The words in Latin letters a line shows, leaving out what is not a word of the language:
 * commands (/stats), addresses and domains (https://…, example.com), HTML tags and entities,
 * and what stands in <code> (typed by the publisher as it is).
 */
function latinWords(words: string): string[] {
  const plain = words
    .replace(/<code>.*?<\/code>/g, " ")
    .replace(/<[^>]*>|&\w+;/g, " ")
    .replace(/https?:\/\/\S*/g, " ")
    .replace(/(?<![\p{L}\p{N}])\/[a-z]+/gu, " ")
    .replace(/[\w-]+(?:\.[\w-]+)+/g, " ");
  return plain.match(/[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ_]*/g) ?? [];
}

const ZONE_ID =
  /\b(?:Africa|America|Antarctica|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[A-Za-z_]+/;
const STATUS_CODE = /(?:status|статус)\W{0,3}\d/iu;
/** snake_case: a variable's or a field's name, not a word (UPPER_CASE settings are named as set). */
const MACHINE_WORD = /(?<![\p{L}\p{N}_])[a-z]+_[a-z_]+/u;
/** A thing's name, and its raw id beside it. */
const NAME = /\{\s*\$(?:name|title)\s*\}/;
const ID = /\{\s*\$id\s*\}/;
/** A list of raw ids: only the ones the network does not know (so has no name for) may show. */
const IDS = /\{\s*\$ids\s*\}/;
/** A status's code: its words are what the publisher reads. */
const CODE = /\{\s*\$code\s*\}/;

describe.each(LANGUAGES)("the %s glossary", (language) => {
  const { terms, latin, untranslated } = glossaryOf(language);
  const texts = textsOf(language);
  const messages = messagesOf(language);

  it("names the same things as the English one", () => {
    expect(terms.map((t) => t.name)).toEqual(glossaryOf("en").terms.map((t) => t.name));
    expect(terms.length).toBeGreaterThan(5);
  });

  it.each(terms.map((t) => [t.name, t] as const))(
    "%s: its word is used, its synonyms never",
    (_, term) => {
      expect(
        texts.some((text) => wordStart(term.use).test(text.words)),
        term.use,
      ).toBe(true);
      for (const word of term.never) {
        const found = texts.filter((text) => wordStart(word).test(text.words));
        expect(
          found.map((text) => `${text.where}: ${text.words}`),
          `“${word}”`,
        ).toEqual([]);
      }
    },
  );

  it("leaves no English word untranslated", () => {
    const found = texts.flatMap((text) => {
      const english = untranslated.filter((word) => wordStart(word).test(text.words));
      const foreign = latin ? latinWords(text.words).filter((word) => !latin.has(word)) : [];
      return [...english, ...foreign].map((word) => `${text.where}: “${word}” in ${text.words}`);
    });
    expect(found).toEqual([]);
  });

  it("shows no IANA zone id, status code or machine word", () => {
    // What stands in <code> is what the publisher may type, as they type it.
    const found = texts.flatMap((text) => {
      const shown = text.words.replace(/<code>.*?<\/code>/g, " ");
      return [ZONE_ID, STATUS_CODE, MACHINE_WORD]
        .filter((pattern) => pattern.test(shown))
        .map((pattern) => `${text.where}: ${pattern.exec(shown)?.[0]} in ${text.words}`);
    });
    expect(found).toEqual([]);
  });

  it("shows no raw id or code where the thing has a name", () => {
    // An id is what the publisher reads only where nothing has a name: a claim's number, offers
    // the network does not know (the ids they typed).
    const found = messages.filter(
      ({ id, source }) =>
        (ID.test(source) && NAME.test(source)) ||
        (IDS.test(source) && !id.endsWith("-unknown")) ||
        (CODE.test(source) && id.includes("status")),
    );
    expect(found.map((message) => `${message.where}: ${message.source}`)).toEqual([]);
  });

  it("sweeps every text", () => {
    expect(messages.length).toBeGreaterThan(700);
    expect(texts.length).toBeGreaterThanOrEqual(messages.length);
  });
});
