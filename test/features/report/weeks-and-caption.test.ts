/**
 * Pure parts of the card: the weeks the period owner names (Monday first, typed in any language,
 * compared like with like), and the caption kept within Telegram's 1024 characters however long
 * the offers' names are, its headline always whole.
 */
import { describe, expect, it } from "vitest";
import { visibleLength } from "../../../src/bot/format/clip.js";
import type { CardRows } from "../../../src/bot/report-card/index.js";
import { cardCaption, cardFigures } from "../../../src/bot/report-card/index.js";
import {
  comparisonOf,
  parsePeriod,
  presetPeriod,
  weekStart,
} from "../../../src/bot/reports/period.js";
import type { Summary } from "../../../src/bot/reports/report.js";
import { zeroTotals } from "../../../src/bot/reports/totals.js";
import { Speeches } from "../../../src/bot/speech/speech.js";

const speeches = new Speeches();
const on = (today: string) => ({ zone: "Europe/Moscow", today });

describe("weeks, Monday first", () => {
  it.each([
    ["2026-11-23", "2026-11-23"],
    ["2026-11-25", "2026-11-23"],
    ["2026-11-29", "2026-11-23"],
    ["2026-12-01", "2026-11-30"],
    ["2027-01-02", "2026-12-28"],
  ])("the week of %s begins on %s", (day, monday) => {
    expect(weekStart(day)).toBe(monday);
  });

  it("this week runs from Monday to today; last week is the whole week before", () => {
    expect(presetPeriod("this-week", on("2026-11-25"))).toEqual({
      from: "2026-11-23",
      to: "2026-11-25",
    });
    expect(presetPeriod("last-week", on("2026-11-25"))).toEqual({
      from: "2026-11-16",
      to: "2026-11-22",
    });
    expect(presetPeriod("last-week", on("2026-11-23"))).toEqual({
      from: "2026-11-16",
      to: "2026-11-22",
    });
  });

  it("this week's closed days are compared with last week's same days, last week with the week before", () => {
    const clock = on("2026-11-25");
    const thisWeek = comparisonOf(presetPeriod("this-week", clock), clock, "this-week");
    expect(thisWeek).toEqual({
      kind: "previous",
      compared: { from: "2026-11-23", to: "2026-11-24" },
      previous: { from: "2026-11-16", to: "2026-11-17" },
    });
    const lastWeek = comparisonOf(presetPeriod("last-week", clock), clock, "last-week");
    expect(lastWeek).toMatchObject({ previous: { from: "2026-11-09", to: "2026-11-15" } });
    // On Monday this week is the network's running day alone: so far, not compared.
    const monday = on("2026-11-23");
    expect(comparisonOf(presetPeriod("this-week", monday), monday, "this-week")).toEqual({
      kind: "so-far",
    });
  });

  it.each([
    ["this week", "en", "this-week"],
    ["Last week", "en", "last-week"],
    ["эта неделя", "ru", "this-week"],
    ["Прошлая неделя", "ru", "last-week"],
    ["esta semana", "pt", "this-week"],
    ["semana passada", "pt", "last-week"],
    ["last-week", "pt", "last-week"],
  ] as const)("%s (typed in %s) names %s", (typed, lang, preset) => {
    const parsed = parsePeriod(speeches.texts, typed, on("2026-11-25"), lang);
    expect(parsed).toEqual({
      ok: true,
      period: presetPeriod(preset, on("2026-11-25")),
      preset,
    });
  });
});

describe("the caption", () => {
  /** A week of one day's traffic and five offers whose names run long. */
  function rows(nameLength: number): CardRows {
    const day = { ...zeroTotals(), clicks: 1234, leadsOpen: 12, commissionOpen: 123456 };
    const summary: Summary = {
      period: { from: "2026-11-16", to: "2026-11-22" },
      clock: on("2026-11-25"),
      comparison: {
        kind: "previous",
        compared: { from: "2026-11-16", to: "2026-11-22" },
        previous: { from: "2026-11-09", to: "2026-11-15" },
      },
      current: day,
      compared: day,
      before: { ...day, clicks: 1000 },
      days: [{ day: "2026-11-16", totals: day }],
    };
    const offers = Array.from({ length: 8 }, (_, i) => ({
      key: String(i + 1),
      label: `${"Offer with a very long name ".repeat(4).slice(0, nameLength)} ${i}`,
      totals: { ...zeroTotals(), commissionOpen: 10000 - i * 100 },
    }));
    return {
      summary,
      offers,
      offersCompared: offers,
      offersBefore: offers.map((o) => ({ ...o, totals: { ...o.totals, commissionOpen: 5000 } })),
      claims: {
        kind: "read",
        value: {
          filed: 3,
          accepted: 2,
          rejected: 1,
          acceptedSums: [{ currency: "USD", amount: 99 }],
        },
      },
      payouts: { kind: "read", value: { requested: 1, requestedSum: 500, paid: 1, paidSum: 500 } },
    };
  }

  it.each(["en", "ru", "pt"] as const)("%s: within 1024 characters, the headline whole", (lang) => {
    const speech = speeches.in(lang);
    const now = new Date("2026-11-25T12:00:00Z");
    for (const length of [5, 30, 100]) {
      const figures = cardFigures(rows(length), speech, "USD", now);
      const caption = cardCaption(figures, speech);
      expect(visibleLength(caption)).toBeLessThanOrEqual(1024);
      expect(caption).toContain(figures.headline.clicks.value);
      expect(caption).toContain(figures.headline.commissionOpen.value);
      expect(
        caption.split("\n").filter((l) => l.startsWith("📮") || l.startsWith("💸")),
      ).toHaveLength(2);
      expect(figures.offers).toHaveLength(5);
    }
  });
});
