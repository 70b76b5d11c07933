/**
 * One vocabulary per language: every text of locales/<lang>/*.ftl (the chat's and the
 * dashboard's) is held to locales/<lang>/glossary.txt, where each thing has its one word and the
 * words that must not stand for it.
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

/** `term-x = word` lines, each followed by an indented `never: a, b` line. */
function glossaryOf(language: string): Term[] {
  const terms: Term[] = [];
  for (const line of readFileSync(new URL(`${language}/glossary.txt`, LOCALES), "utf8").split(
    "\n",
  )) {
    const head = /^(term-[\w-]+)\s*=\s*(.+)$/.exec(line);
    if (head) terms.push({ name: head[1] ?? "", use: (head[2] ?? "").trim(), never: [] });
    const never = /^\s+never:(.*)$/.exec(line);
    const term = terms.at(-1);
    if (never && term) {
      term.never = (never[1] ?? "")
        .split(",")
        .map((word) => word.trim())
        .filter(Boolean);
    }
  }
  return terms;
}

interface Text {
  /** "file: id" */
  where: string;
  /** the words of one line of the message, without its id, variables and select keys */
  words: string;
}

/** Every line of every message of a language (comments left out). */
function textsOf(language: string): Text[] {
  const texts: Text[] = [];
  const dir = new URL(`${language}/`, LOCALES);
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".ftl"))) {
    let id = "";
    for (const line of readFileSync(new URL(file, dir), "utf8").split("\n")) {
      if (line.startsWith("#") || !line.trim()) continue;
      const message = /^([a-zA-Z][\w-]*)\s*=\s*(.*)$/.exec(line);
      if (message) id = message[1] ?? "";
      const text = message ? (message[2] ?? "") : line;
      // Placeables name variables and select keys, not words the publisher reads.
      const words = text.replace(/\{[^{}]*\}/g, " ").replace(/^\s*\*?\[[\w-]+\]/, " ");
      texts.push({ where: `${file}: ${id}`, words });
    }
  }
  return texts;
}

/** A word found at the start of a word ("комисси" finds "Комиссия"), in any case. */
const wordStart = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "iu");

describe.each(LANGUAGES)("the %s glossary", (language) => {
  const terms = glossaryOf(language);
  const texts = textsOf(language);

  it("names the same things as the English one", () => {
    expect(terms.map((t) => t.name)).toEqual(glossaryOf("en").map((t) => t.name));
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
});
