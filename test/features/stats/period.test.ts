import { describe, expect, it } from "vitest";
import {
  begunPart,
  comparisonOf,
  oldestKept,
  parsePeriod,
  presetPeriod,
  previousPeriod,
} from "../../../src/bot/reports/period.js";
import { Texts } from "../../../src/bot/speech/texts.js";

/** This test's own texts. */
const texts = new Texts();

/** The network's clock on its running day `today`: what every period is resolved against. */
const on = (today: string) => ({ zone: "Europe/Moscow", today });

describe("periods", () => {
  const today = "2024-03-10";

  it.each([
    ["today", "2024-03-10", "2024-03-10"],
    ["yesterday", "2024-03-09", "2024-03-09"],
    ["7d", "2024-03-04", "2024-03-10"],
    ["30d", "2024-02-10", "2024-03-10"],
    ["month", "2024-03-01", "2024-03-10"],
    ["last-month", "2024-02-01", "2024-02-29"],
    ["year", "2024-01-01", "2024-03-10"],
  ] as const)("%s is %s – %s", (preset, from, to) => {
    expect(presetPeriod(preset, on(today))).toEqual({ from, to });
  });

  it("last month across a new year", () => {
    expect(presetPeriod("last-month", on("2024-01-15"))).toEqual({
      from: "2023-12-01",
      to: "2023-12-31",
    });
  });

  // Like with like. A month's first N days against the month before's first N days,
  // whole months against whole months, a year's days against last year's; other periods against
  // the days just before, as many as they have.
  it.each([
    [
      "month to date",
      { from: "2024-03-01", to: "2024-03-10" },
      undefined,
      "2024-02-01",
      "2024-02-10",
    ],
    ["first day", { from: "2024-03-01", to: "2024-03-01" }, undefined, "2024-02-01", "2024-02-01"],
    [
      "31 days into a short month",
      { from: "2024-03-01", to: "2024-03-31" },
      undefined,
      "2024-02-01",
      "2024-02-29",
    ],
    [
      "30th of a month after February",
      { from: "2024-03-01", to: "2024-03-30" },
      undefined,
      "2024-02-01",
      "2024-02-29",
    ],
    [
      "October against September",
      { from: "2024-10-01", to: "2024-10-31" },
      undefined,
      "2024-09-01",
      "2024-09-30",
    ],
    [
      "September against August",
      { from: "2024-09-01", to: "2024-09-30" },
      undefined,
      "2024-08-01",
      "2024-08-31",
    ],
    [
      "two whole months",
      { from: "2024-09-01", to: "2024-10-31" },
      undefined,
      "2024-07-01",
      "2024-08-31",
    ],
    [
      "January's first days",
      { from: "2024-01-01", to: "2024-01-10" },
      "month",
      "2023-12-01",
      "2023-12-10",
    ],
    ["this year", { from: "2024-01-01", to: "2024-01-10" }, "year", "2023-01-01", "2023-01-10"],
    [
      "this year in March",
      { from: "2024-01-01", to: "2024-03-10" },
      undefined,
      "2023-01-01",
      "2023-03-10",
    ],
    ["leap day", { from: "2024-01-01", to: "2024-02-29" }, "year", "2023-01-01", "2023-02-28"],
    ["seven days", { from: "2024-03-04", to: "2024-03-10" }, undefined, "2024-02-26", "2024-03-03"],
    [
      "a typed range",
      { from: "2024-03-05", to: "2024-03-10" },
      undefined,
      "2024-02-28",
      "2024-03-04",
    ],
  ] as const)("%s", (_name, period, preset, from, to) => {
    expect(previousPeriod(period, preset)).toEqual({ from, to });
  });

  const clock = { zone: "Europe/Moscow", today };

  it("the network's running day is shown so far, never against a whole yesterday", () => {
    expect(comparisonOf({ from: today, to: today }, clock)).toEqual({ kind: "so-far" });
    expect(comparisonOf({ from: "2024-03-09", to: "2024-03-09" }, clock)).toEqual({
      kind: "previous",
      compared: { from: "2024-03-09", to: "2024-03-09" },
      previous: { from: "2024-03-08", to: "2024-03-08" },
    });
  });

  it("a period with the running day in it compares its closed days only, like with like", () => {
    expect(comparisonOf(presetPeriod("7d", on(today)), clock, "7d")).toEqual({
      kind: "previous",
      compared: { from: "2024-03-04", to: "2024-03-09" },
      previous: { from: "2024-02-27", to: "2024-03-03" },
    });
    expect(comparisonOf(presetPeriod("month", on(today)), clock, "month")).toEqual({
      kind: "previous",
      compared: { from: "2024-03-01", to: "2024-03-09" },
      previous: { from: "2024-02-01", to: "2024-02-09" },
    });
  });

  it("a publisher east of the network: their today has not begun there, their yesterday runs", () => {
    const behind = { zone: "Europe/Moscow", today: "2024-03-09" };
    expect(comparisonOf({ from: today, to: today }, behind)).toEqual({ kind: "not-begun" });
    expect(comparisonOf({ from: "2024-03-09", to: "2024-03-09" }, behind)).toEqual({
      kind: "so-far",
    });
    expect(begunPart(presetPeriod("7d", on(today)), behind)).toEqual({
      from: "2024-03-04",
      to: "2024-03-09",
    });
  });

  it("a publisher west of the network: their today is closed there, compared in full", () => {
    const ahead = { zone: "Europe/Moscow", today: "2024-03-11" };
    expect(comparisonOf({ from: today, to: today }, ahead)).toEqual({
      kind: "previous",
      compared: { from: today, to: today },
      previous: { from: "2024-03-09", to: "2024-03-09" },
    });
  });

  it("an earlier period past the year the network keeps is not compared", () => {
    expect(comparisonOf(presetPeriod("year", on(today)), clock, "year")).toEqual({
      kind: "outside",
      previous: { from: "2023-01-01", to: "2023-03-09" },
    });
    expect(comparisonOf({ from: "2023-04-01", to: "2023-04-30" }, clock).kind).toBe("outside");
    expect(comparisonOf(presetPeriod("last-month", on(today)), clock).kind).toBe("previous");
  });

  it("a period the network no longer keeps is said to be too old, not too long", () => {
    expect(parsePeriod(texts, "2020-01-01 2020-02-01", on(today))).toEqual({
      ok: false,
      problem: "too-old",
      detail: oldestKept(today),
    });
    expect(parsePeriod(texts, "2022-01-01 2024-03-01", on(today))).toMatchObject({
      problem: "too-long",
    });
  });

  it.each([
    ["2024-03-01 2024-03-05", { from: "2024-03-01", to: "2024-03-05" }],
    ["2024-3-1 - 2024-03-05", { from: "2024-03-01", to: "2024-03-05" }],
    ["2024-03-01..2024-03-05", { from: "2024-03-01", to: "2024-03-05" }],
    ["2024-03-01 по 2024-03-05", { from: "2024-03-01", to: "2024-03-05" }],
    ["2024-03-02", { from: "2024-03-02", to: "2024-03-02" }],
  ])("reads %j", (typed, period) => {
    expect(parsePeriod(texts, typed, on(today))).toEqual({ ok: true, period });
  });

  // A preset named, as a word or as its button's label in any language, says which it is.
  it.each([
    ["yesterday", "yesterday", { from: "2024-03-09", to: "2024-03-09" }],
    ["7  Days", "7d", { from: "2024-03-04", to: "2024-03-10" }],
    ["прошлый месяц", "last-month", { from: "2024-02-01", to: "2024-02-29" }],
    ["Mês passado", "last-month", { from: "2024-02-01", to: "2024-02-29" }],
  ])("reads the preset %j", (typed, preset, period) => {
    expect(parsePeriod(texts, typed, on(today))).toEqual({ ok: true, period, preset });
  });

  it.each([
    ["march", "format"],
    ["2024-03-01 2024-03-02 2024-03-03", "format"],
    ["2024-03-01 and more", "format"],
    ["2023-02-29", "no-such-date"],
    ["2024-13-01 2024-03-01", "no-such-date"],
    ["2024-03-05 2024-03-01", "reversed"],
    ["2024-03-01 2024-03-11", "future"],
    ["2023-03-01 2024-03-05", "too-long"],
  ])("refuses %j: %s", (typed, problem) => {
    expect(parsePeriod(texts, typed, on(today))).toMatchObject({ ok: false, problem });
  });

  // Short periods, without a year: the latest such days, never past the network's today.
  it.each([
    ["1.11–15.11", "en", "2024-03-10", { from: "2023-11-01", to: "2023-11-15" }],
    ["1.3–5.3", "en", "2024-03-10", { from: "2024-03-01", to: "2024-03-05" }],
    ["с 1.11 по 15.11", "ru", "2024-12-05", { from: "2024-11-01", to: "2024-11-15" }],
    ["1/11–15/11", "pt", "2024-12-05", { from: "2024-11-01", to: "2024-11-15" }],
    ["de 1/11 a 15/11", "pt", "2024-12-05", { from: "2024-11-01", to: "2024-11-15" }],
    ["1/11–15/11", "en", "2024-12-05", { from: "2024-11-01", to: "2024-11-15" }],
    ["20.12–10.01", "ru", "2024-01-20", { from: "2023-12-20", to: "2024-01-10" }],
    ["29.02", "ru", "2025-02-10", { from: "2024-02-29", to: "2024-02-29" }],
  ] as const)("reads %j in %s on %s", (typed, lang, today, period) => {
    expect(parsePeriod(texts, typed, on(today), lang)).toEqual({ ok: true, period });
  });

  it("asks about an English slash both ways a day, and refuses a day no month has", () => {
    expect(parsePeriod(texts, "1/11", on("2024-12-05"), "en")).toMatchObject({
      ok: false,
      problem: "ambiguous",
    });
    expect(parsePeriod(texts, "31.04", on("2024-12-05"), "ru")).toMatchObject({
      ok: false,
      problem: "no-such-date",
    });
  });
});
