import { describe, expect, it } from "vitest";
import {
  cleanName,
  formatApiDate,
  formatCommission,
  isApiDate,
  parseApiDate,
  parseCommission,
  parseFlag,
  parseNumber,
} from "../../src/publisher-api/index.js";

describe("parseCommission", () => {
  it.each([
    ["4.15", { kind: "amount", value: 4.15 }],
    [" 4.15 ", { kind: "amount", value: 4.15 }],
    ["4,15", { kind: "amount", value: 4.15 }],
    ["0", { kind: "amount", value: 0 }],
    ["1 234,50", { kind: "amount", value: 1234.5 }],
    ["4.15 USD", { kind: "amount", value: 4.15, currency: "USD" }],
    ["$4.15", { kind: "amount", value: 4.15, currency: "USD" }],
    ["14.40 - 20.80", { kind: "range", min: 14.4, max: 20.8 }],
    ["14.40-20.80", { kind: "range", min: 14.4, max: 20.8 }],
    ["14,40 – 20,80", { kind: "range", min: 14.4, max: 20.8 }],
    ["14.40 - 20.80 EUR", { kind: "range", min: 14.4, max: 20.8, currency: "EUR" }],
    ["12%", { kind: "percent", value: 12 }],
    ["12.5 %", { kind: "percent", value: 12.5 }],
    ["5% - 10%", { kind: "percent_range", min: 5, max: 10 }],
    ["5-10%", { kind: "percent_range", min: 5, max: 10 }],
    ["", { kind: "none" }],
    ["   ", { kind: "none" }],
    ["up to 12 offers", { kind: "text", text: "up to 12 offers" }],
  ])("%j", (input, expected) => {
    expect(parseCommission(input)).toEqual(expected);
  });

  it("reads non-strings leniently", () => {
    expect(parseCommission(7)).toEqual({ kind: "amount", value: 7 });
    expect(parseCommission(undefined)).toEqual({ kind: "none" });
    expect(parseCommission({})).toEqual({ kind: "none" });
  });
});

describe("formatCommission", () => {
  it.each(["4.15", "14.40 - 20.80", "12%", "12.5%", "5 - 10%", ""])("round-trips %j", (s) => {
    expect(formatCommission(parseCommission(s))).toBe(s);
  });

  it("adds the currency to money, never to percentages", () => {
    expect(formatCommission(parseCommission("4.15"), "USD")).toBe("4.15 USD");
    expect(formatCommission(parseCommission("14.4 - 20.8"), "RUB")).toBe("14.40 - 20.80 RUB");
    expect(formatCommission(parseCommission("4.15 EUR"))).toBe("4.15 EUR");
    expect(formatCommission(parseCommission("12%"), "USD")).toBe("12%");
    expect(formatCommission(parseCommission("odd text"), "USD")).toBe("odd text");
  });
});

describe("parseNumber", () => {
  it.each([
    ["12", 12],
    [" 7 ", 7],
    ["4.15", 4.15],
    ["4,15", 4.15],
    ["1 234,56", 1234.56],
    ["1,234.56", 1234.56],
    ["1.234,56", 1234.56],
    ["1,234,567", 1234567],
    ["-3.5", -3.5],
    ["12%", 12],
    ["4.15 USD", 4.15],
    [42, 42],
  ])("%j → %d", (input, expected) => {
    expect(parseNumber(input)).toBe(expected);
  });

  it.each([[""], ["  "], ["abc"], [null], [undefined], [Number.NaN], [{}]])(
    "%j → undefined",
    (x) => {
      expect(parseNumber(x)).toBeUndefined();
    },
  );
});

describe("parseFlag", () => {
  it.each([
    ["1", true],
    ["0", false],
    ["true", true],
    ["false", false],
    ["TRUE", true],
    [" yes ", true],
    ["", false],
    [1, true],
    [0, false],
    [true, true],
  ])("%j → %s", (input, expected) => {
    expect(parseFlag(input)).toBe(expected);
  });

  it("is undefined for anything else", () => {
    expect(parseFlag("30")).toBeUndefined();
    expect(parseFlag(2)).toBeUndefined();
    expect(parseFlag(undefined)).toBeUndefined();
  });
});

describe("cleanName", () => {
  it("trims and folds whitespace", () => {
    expect(cleanName(" IDEALICA")).toBe("IDEALICA");
    expect(cleanName("Big  \n Shop ")).toBe("Big Shop");
    expect(cleanName(12)).toBe("12");
    expect(cleanName(undefined)).toBe("");
  });
});

describe("parseApiDate", () => {
  const iso = (x: unknown) => parseApiDate(x)?.toISOString();

  it("reads yyyy-mm-dd as a UTC day", () => {
    expect(iso("2024-03-05")).toBe("2024-03-05T00:00:00.000Z");
  });

  it("reads yyyy-mm-dd HH:MM:SS as UTC", () => {
    expect(iso("2024-03-05 14:07:09")).toBe("2024-03-05T14:07:09.000Z");
    expect(iso("2024-03-05 14:07")).toBe("2024-03-05T14:07:00.000Z");
  });

  it("reads ISO 8601 with an offset (lost orders)", () => {
    expect(iso("2024-03-05T14:07:09+03:00")).toBe("2024-03-05T11:07:09.000Z");
    expect(iso("2024-03-05T14:07:09.250Z")).toBe("2024-03-05T14:07:09.250Z");
  });

  it("reads dd.mm.yyyy HH:MM:SS zone (order statistics)", () => {
    expect(iso("05.03.2024 14:07:09 MSK")).toBe("2024-03-05T11:07:09.000Z");
    expect(iso("05.03.2024 14:07:09 UTC")).toBe("2024-03-05T14:07:09.000Z");
    expect(iso("05.03.2024 14:07:09 +0300")).toBe("2024-03-05T11:07:09.000Z");
    expect(iso("05.03.2024 14:07:09 GMT-3")).toBe("2024-03-05T17:07:09.000Z");
    expect(iso("05.03.2024 14:07:09 Europe/Moscow")).toBe("2024-03-05T11:07:09.000Z");
    expect(iso("05.03.2024 14:07:09")).toBe("2024-03-05T14:07:09.000Z");
    expect(iso("5.3.2024")).toBe("2024-03-05T00:00:00.000Z");
  });

  it("is lenient about unknown zones and strict about impossible dates", () => {
    expect(iso("05.03.2024 14:07:09 Mars/Olympus")).toBe("2024-03-05T14:07:09.000Z");
    expect(parseApiDate("2024-02-30")).toBeUndefined();
    expect(parseApiDate("2024-13-01")).toBeUndefined();
    expect(parseApiDate("yesterday")).toBeUndefined();
    expect(parseApiDate("")).toBeUndefined();
    expect(parseApiDate(undefined)).toBeUndefined();
  });
});

describe("formatApiDate / isApiDate", () => {
  it("writes a UTC day", () => {
    expect(formatApiDate(new Date("2024-03-05T23:59:59Z"))).toBe("2024-03-05");
    expect(formatApiDate(new Date("2024-11-15T00:00:00Z"))).toBe("2024-11-15");
  });

  it("accepts only real yyyy-mm-dd days", () => {
    expect(isApiDate("2024-02-29")).toBe(true);
    expect(isApiDate("2023-02-29")).toBe(false);
    expect(isApiDate("2024-2-9")).toBe(false);
    expect(isApiDate("05.03.2024")).toBe(false);
  });
});
