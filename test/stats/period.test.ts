import { describe, expect, it } from "vitest";
import { parsePeriod, presetPeriod, previousPeriod } from "../../src/bot/reports/period.js";

describe("periods", () => {
  const today = "2024-03-10";

  it.each([
    ["today", "2024-03-10", "2024-03-10"],
    ["yesterday", "2024-03-09", "2024-03-09"],
    ["7d", "2024-03-04", "2024-03-10"],
    ["30d", "2024-02-10", "2024-03-10"],
    ["month", "2024-03-01", "2024-03-10"],
    ["last-month", "2024-02-01", "2024-02-29"],
  ] as const)("%s is %s – %s", (preset, from, to) => {
    expect(presetPeriod(preset, today)).toEqual({ from, to });
  });

  it("last month across a new year", () => {
    expect(presetPeriod("last-month", "2024-01-15")).toEqual({
      from: "2023-12-01",
      to: "2023-12-31",
    });
  });

  it("the previous period has the same length and ends the day before", () => {
    expect(previousPeriod({ from: "2024-03-01", to: "2024-03-10" })).toEqual({
      from: "2024-02-20",
      to: "2024-02-29",
    });
    expect(previousPeriod({ from: "2024-03-01", to: "2024-03-01" })).toEqual({
      from: "2024-02-29",
      to: "2024-02-29",
    });
  });

  it.each([
    ["2024-03-01 2024-03-05", { from: "2024-03-01", to: "2024-03-05" }],
    ["2024-3-1 - 2024-03-05", { from: "2024-03-01", to: "2024-03-05" }],
    ["2024-03-01..2024-03-05", { from: "2024-03-01", to: "2024-03-05" }],
    ["2024-03-01 по 2024-03-05", { from: "2024-03-01", to: "2024-03-05" }],
    ["2024-03-02", { from: "2024-03-02", to: "2024-03-02" }],
    ["yesterday", { from: "2024-03-09", to: "2024-03-09" }],
  ])("reads %j", (typed, period) => {
    expect(parsePeriod(typed, today)).toEqual({ ok: true, period });
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
    expect(parsePeriod(typed, today)).toMatchObject({ ok: false, problem });
  });
});
