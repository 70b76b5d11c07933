import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  monthWeeks,
  parseAmount,
  parseOrderDate,
  parseOrderNumber,
} from "../../src/bot/features/claims/input.js";

describe("claim input", () => {
  it("reads amounts the way people type them, in the API's form", () => {
    expect(parseAmount("1299.50")).toBe("1299.50");
    expect(parseAmount("1 299,50")).toBe("1299.50");
    expect(parseAmount("1\u00a0299,5")).toBe("1299.5");
    expect(parseAmount("1299")).toBe("1299");
    expect(parseAmount("007")).toBe("7");
    expect(parseAmount("0.99")).toBe("0.99");
    for (const bad of ["", "abc", "0", "0,00", "-5", "12.345", "1,299.50", "1e3", "12 usd"]) {
      expect(parseAmount(bad), bad).toBeUndefined();
    }
  });

  it("reads dates typed as yyyy-mm-dd or dd.mm.yyyy and refuses with the reason", () => {
    const today = "2024-03-10";
    expect(parseOrderDate("2024-03-10", today)).toEqual({ ok: true, day: "2024-03-10" });
    expect(parseOrderDate("9.3.2024", today)).toEqual({ ok: true, day: "2024-03-09" });
    expect(parseOrderDate("29/02/2024", today)).toEqual({ ok: true, day: "2024-02-29" });
    expect(parseOrderDate("2024-03-11", today)).toEqual({ ok: false, reason: "future" });
    expect(parseOrderDate("2023-02-29", today)).toEqual({ ok: false, reason: "impossible" });
    expect(parseOrderDate("31.04.2023", today)).toEqual({ ok: false, reason: "impossible" });
    expect(parseOrderDate("2023-13-01", today)).toEqual({ ok: false, reason: "impossible" });
    expect(parseOrderDate("yesterday", today)).toEqual({ ok: false, reason: "format" });
    expect(parseOrderDate("10.03.24", today)).toEqual({ ok: false, reason: "format" });
  });

  it("takes a one-line order number", () => {
    expect(parseOrderNumber("  ORD-1 ")).toBe("ORD-1");
    expect(parseOrderNumber("   ")).toBeUndefined();
    expect(parseOrderNumber("a\nb")).toBeUndefined();
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
