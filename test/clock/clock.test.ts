/**
 * The publisher's clock (src/bot/clock): one answer to "what day is it for them" and "what time is
 * that for them", in their zone or in UTC (said so) while they have chosen none.
 */
import { describe, expect, it } from "vitest";
import { publisherClock } from "../../src/bot/clock/clock.js";
import { Speeches } from "../../src/bot/speech/speech.js";

/** This test's own texts and speeches. */
const speeches = new Speeches();

/** 06:00 on Nov 29 in Vladivostok; still Nov 28 in UTC. */
const DAWN = new Date("2026-11-28T20:00:00Z");

describe("the publisher's clock", () => {
  it("in Vladivostok: their today, their time, their words", () => {
    const clock = publisherClock(speeches.in("en", "Asia/Vladivostok"), DAWN);
    expect(clock.today).toBe("2026-11-29");
    expect(clock.timeAt(DAWN)).toBe("06:00");
    expect(clock.todayText("en")).toBe("Nov 29, 2026");
    expect(clock.todayText("ru")).toBe("29.11.2026");
  });

  it("without a zone: UTC's day, and times that say UTC", () => {
    const clock = publisherClock(speeches.in("en"), DAWN);
    expect(clock.zoneChosen).toBe(false);
    expect(clock.today).toBe("2026-11-28");
    expect(clock.timeAt(DAWN)).toBe("20:00 UTC");
  });
});
