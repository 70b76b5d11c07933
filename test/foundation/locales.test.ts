import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const ids = (language: string) =>
  readFileSync(new URL(`../../locales/${language}.ftl`, import.meta.url), "utf8")
    .split("\n")
    .map((line) => /^([a-zA-Z][\w-]*)\s*=/.exec(line)?.[1])
    .filter((id): id is string => id !== undefined)
    .sort();

describe("locales", () => {
  it("en, ru and pt carry the same message ids", () => {
    const english = ids("en");
    expect(english.length).toBeGreaterThan(40);
    expect(ids("ru")).toEqual(english);
    expect(ids("pt")).toEqual(english);
  });

  it("no message id is defined twice", () => {
    const english = ids("en");
    expect(new Set(english).size).toBe(english.length);
  });
});
