import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  monthWeeks,
  parseOrderDate,
  parseOrderNumber,
} from "../../../src/bot/features/claims/input.js";
import { parseAmount, readAmount } from "../../../src/bot/format/amounts.js";

const en = { lang: "en" } as const;

describe("claim input", () => {
  it("reads amounts the way people type them, in the API's form", () => {
    expect(parseAmount("1299.50")).toBe("1299.50");
    expect(parseAmount("1 299,50")).toBe("1299.50");
    expect(parseAmount("1\u00a0299,5")).toBe("1299.5");
    expect(parseAmount("1299")).toBe("1299");
    expect(parseAmount("007")).toBe("7");
    expect(parseAmount("0.99")).toBe("0.99");
    for (const bad of ["", "abc", "0", "0,00", "-5", "12.345", "1e3", "12.3456", "1,2,3"]) {
      expect(parseAmount(bad), bad).toBeUndefined();
    }
  });

  it("reads amounts with currency signs and either decimal mark, and says why it refuses", () => {
    // "1,299.50" and "12 usd" were refused; a currency and thousands marks are how people type.
    const typed: Record<string, string> = {
      "1 299,50 ₽": "1299.50",
      "1.299,50": "1299.50",
      "1,299.50": "1299.50",
      "R$ 150,00": "150.00",
      "150,-": "150",
      "12 usd": "12",
      "$1,299.99": "1299.99",
      "1.234.567,89": "1234567.89",
      "100 руб.": "100",
    };
    for (const [text, amount] of Object.entries(typed)) {
      expect(readAmount(text), text).toEqual({ ok: true, amount });
    }
    for (const text of ["0", "0,00", "-5", "− 5", "R$ -10"]) {
      expect(readAmount(text), text).toEqual({ ok: false, reason: "not-positive" });
    }
    for (const text of ["12.345", "1,299"]) {
      expect(readAmount(text), text).toEqual({ ok: false, reason: "ambiguous" });
    }
    expect(readAmount("12,50,00")).toEqual({ ok: false, reason: "format" });
  });

  it("reads dates typed as yyyy-mm-dd or dd.mm.yyyy and refuses with the reason", () => {
    const today = "2024-03-10";
    expect(parseOrderDate("2024-03-10", today, en)).toEqual({ ok: true, day: "2024-03-10" });
    expect(parseOrderDate("9.3.2024", today, en)).toEqual({ ok: true, day: "2024-03-09" });
    expect(parseOrderDate("29/02/2024", today, en)).toEqual({ ok: true, day: "2024-02-29" });
    expect(parseOrderDate("2024-03-11", today, en)).toEqual({ ok: false, reason: "future" });
    expect(parseOrderDate("2023-02-29", today, en)).toEqual({ ok: false, reason: "impossible" });
    expect(parseOrderDate("31.04.2023", today, en)).toEqual({ ok: false, reason: "impossible" });
    expect(parseOrderDate("2023-13-01", today, en)).toEqual({ ok: false, reason: "impossible" });
    expect(parseOrderDate("the other day", today, en)).toEqual({ ok: false, reason: "format" });
    expect(parseOrderDate("10.03.24", today, en)).toEqual({ ok: false, reason: "format" });
  });

  it("reads days typed in words in English, Russian and Portuguese, and refuses too old ones", () => {
    // Sunday, 10 March 2024. "yesterday" was refused as unreadable.
    const today = "2024-03-10";
    const words: Record<string, string> = {
      today: "2024-03-10",
      Сегодня: "2024-03-10",
      hoje: "2024-03-10",
      yesterday: "2024-03-09",
      вчера: "2024-03-09",
      "Ontem.": "2024-03-09",
      позавчера: "2024-03-08",
      anteontem: "2024-03-08",
      friday: "2024-03-08",
      "last Monday": "2024-03-04",
      "в пятницу": "2024-03-08",
      среда: "2024-03-06",
      "sexta-feira": "2024-03-08",
      sábado: "2024-03-09",
      domingo: "2024-03-10",
    };
    for (const [text, day] of Object.entries(words)) {
      expect(parseOrderDate(text, today, en), text).toEqual({ ok: true, day });
    }
    expect(parseOrderDate("2024-01-01", today, { lang: "en", maxAgeDays: 30 })).toEqual({
      ok: false,
      reason: "too-old",
    });
    expect(parseOrderDate("2024-02-09", today, { lang: "en", maxAgeDays: 30 })).toEqual({
      ok: true,
      day: "2024-02-09",
    });
    expect(parseOrderDate("2024-02-08", today, { lang: "en", maxAgeDays: 30 })).toEqual({
      ok: false,
      reason: "too-old",
    });
  });

  it("reads a word that names an object's machinery as no date, not as a day back", () => {
    const today = "2024-03-10";
    for (const word of ["__proto__", "constructor", "Constructor", "toString", "valueOf"]) {
      expect(parseOrderDate(word, today, en), word).toEqual({ ok: false, reason: "format" });
    }
  });

  it("takes a one-line order number", () => {
    expect(parseOrderNumber("  ORD-1 ")).toBe("ORD-1");
    expect(parseOrderNumber("   ")).toBeUndefined();
    expect(parseOrderNumber("a\nb")).toBeUndefined();
    for (const signs of ["-", "#", "…", "--/--"]) expect(parseOrderNumber(signs)).toBeUndefined();
    expect(parseOrderNumber("№ 3")).toBe("№ 3");
  });

  it("moves days and months and lays a month out Monday first", () => {
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addMonths("2024-01", -1)).toBe("2023-12");
    expect(addMonths("2024-12", 1)).toBe("2025-01");
    const weeks = monthWeeks("2024-09");
    // 1 September 2024 was a Sunday: six blanks before it.
    expect(weeks[0]).toEqual([...Array(6).fill(undefined), "2024-09-01"]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });
});

describe("days typed the way each language writes them", () => {
  const today = "2026-11-28";
  it("reads ISO and dots everywhere, a slash day first in ru and pt, month names in en", () => {
    const read = (text: string, lang: "en" | "ru" | "pt") => parseOrderDate(text, today, { lang });
    for (const lang of ["en", "ru", "pt"] as const) {
      expect(read("2026-11-03", lang), lang).toEqual({ ok: true, day: "2026-11-03" });
      expect(read("3.11.2026", lang), lang).toEqual({ ok: true, day: "2026-11-03" });
    }
    expect(read("03/11/2026", "ru")).toEqual({ ok: true, day: "2026-11-03" });
    expect(read("03/11/2026", "pt")).toEqual({ ok: true, day: "2026-11-03" });
    // English: a slash could be either way round; one that only one way is a day is that day.
    expect(read("03/11/2026", "en")).toEqual({ ok: false, reason: "ambiguous" });
    expect(read("11/23/2026", "en")).toEqual({ ok: true, day: "2026-11-23" });
    expect(read("23/11/2026", "en")).toEqual({ ok: true, day: "2026-11-23" });
    expect(read("Nov 3, 2026", "en")).toEqual({ ok: true, day: "2026-11-03" });
    expect(read("3 November 2026", "en")).toEqual({ ok: true, day: "2026-11-03" });
    expect(read("Nov 3, 2026", "ru")).toEqual({ ok: false, reason: "format" });
    expect(read("31/11/2026", "pt")).toEqual({ ok: false, reason: "impossible" });
  });
});
