import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES, languageOfCode } from "../../src/languages.js";

const LOCALES = new URL("../../locales/", import.meta.url);
const files = (language: string) => readdirSync(new URL(`${language}/`, LOCALES)).sort();

const ids = (language: string, file: string) =>
  readFileSync(new URL(`${language}/${file}`, LOCALES), "utf8")
    .split("\n")
    .map((line) => /^([a-zA-Z][\w-]*)\s*=/.exec(line)?.[1])
    .filter((id): id is string => id !== undefined)
    .sort();

const allIds = (language: string) => files(language).flatMap((file) => ids(language, file));

describe("locales", () => {
  it("the bot's language list is exactly the folders under locales/", () => {
    const folders = readdirSync(LOCALES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect([...LANGUAGES].sort()).toEqual(folders);
  });

  it("Telegram clients, Intl locales and the API's codes map to the bot's languages", () => {
    expect(["pt-br", "ru-RU", "uk", "br", "en-GB", "de", undefined].map(languageOfCode)).toEqual([
      "pt",
      "ru",
      "ru",
      "pt",
      "en",
      "en",
      "en",
    ]);
  });

  it("en, ru and pt have the same files, each with the same message ids", () => {
    expect(files("en").length).toBeGreaterThan(10);
    expect(files("ru")).toEqual(files("en"));
    expect(files("pt")).toEqual(files("en"));
    for (const file of files("en")) {
      const english = ids("en", file);
      expect(english.length, file).toBeGreaterThan(0);
      expect(ids("ru", file), `ru/${file}`).toEqual(english);
      expect(ids("pt", file), `pt/${file}`).toEqual(english);
    }
  });

  it("no message id is defined twice, in one file or across files", () => {
    const english = allIds("en");
    expect(english.length).toBeGreaterThan(40);
    expect(new Set(english).size).toBe(english.length);
  });
});
