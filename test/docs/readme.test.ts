/**
 * The README says each thing once, and its way through Connect is the bot's:
 * the API key, then the client ID and secret (or Skip), then the main menu.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const README = readFileSync(new URL("../../README.md", import.meta.url), "utf8");

/** The README's paragraphs of prose, each on one line (tables, code and lists left out). */
const paragraphs = README.split(/\n\s*\n/)
  .map((block) => block.replace(/\s*\n\s*/g, " ").trim())
  .filter((text) => /^[A-Z`(]/.test(text) && !text.startsWith("|"));

describe("the README", () => {
  it("has no sentence twice", () => {
    const sentences = paragraphs.flatMap((text) =>
      text.split(/(?<=[.;:])\s+(?=[A-Z])/).filter((sentence) => sentence.length > 40),
    );
    const twice = sentences.filter((sentence, i) => sentences.indexOf(sentence) !== i);
    expect(twice).toEqual([]);
    expect(README.match(/A wrong or missing value stops the start/g)).toHaveLength(1);
  });

  it("puts the client ID and secret step between Connect and the main menu", () => {
    for (const text of paragraphs.filter((p) => /Connect|`\/connect`/.test(p))) {
      if (!/main menu/.test(text)) continue;
      const connect = text.search(/press Connect|`\/connect`/);
      const clientStep = text.indexOf("client ID", connect);
      expect(connect, text).toBeGreaterThanOrEqual(0);
      expect(clientStep, text).toBeGreaterThan(connect);
      expect(clientStep, text).toBeLessThan(text.indexOf("main menu", connect));
    }
    const withMenu = paragraphs.filter((p) => /main menu/.test(p) && /Connect|\/connect/.test(p));
    expect(withMenu.length).toBeGreaterThan(0);
  });
});
