/**
 * The publisher's clock (src/bot/clock): one answer to "what day is it for them", "what time is
 * that for them" and "which of their days does this run of hours cover", in their zone or in UTC
 * (said so) while they have chosen none.
 */
import { describe, expect, it } from "vitest";
import { publisherCalendar, publisherClock } from "../../src/bot/clock/clock.js";
import { Speeches } from "../../src/bot/speech/speech.js";

/** This test's own texts and speeches. */
const speeches = new Speeches();

/** 06:00 on Nov 29 in Vladivostok; still Nov 28 in UTC. */
const DAWN = new Date("2026-11-28T20:00:00Z");
/**
 * Spaces as plain spaces, and none around a range's dash: whether the dash is spaced is the
 * locale data's choice, and differs between ICU versions (Node 20's and Node 24's).
 */
const spaced = (text: string | undefined) =>
  text?.replace(/[\s\u202f]+/g, " ").replace(/ ?– ?/g, "–");

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

  it("names the days a run of hours covers on their calendar", () => {
    const calendar = publisherCalendar(speeches.in("en", "Asia/Vladivostok"));
    // The network's (Moscow) Nov 28: from 21:00 UTC the day before, hourly.
    const hours = Array.from(
      { length: 23 },
      (_, h) => new Date(Date.parse("2026-11-27T21:00:00Z") + h * 3_600_000),
    );
    expect(spaced(calendar.spanTitle(hours, "en"))).toBe("28–29 Nov 2026");
    expect(spaced(calendar.spanTitle(hours, "ru"))).toBe("28–29 нояб. 2026 г.");
    expect(spaced(calendar.spanTitle(hours.slice(0, 3), "en"))).toBe("28 Nov 2026");
    expect(calendar.spanTitle([], "en")).toBeUndefined();
  });
});
