import { describe, expect, it } from "vitest";
import {
  type DigestSettings,
  minuteOfDay,
  nextDue,
} from "../../../src/bot/features/digest/schedule.js";
import {
  findZones,
  nearestZones,
  type ZoneChoice,
  zoneLabel,
} from "../../../src/bot/features/digest/zones.js";

const zonesOf = (choices: ZoneChoice[]) => choices.map((c) => c.zone);

import { localDate, parseClock, zonedInstant } from "../../../src/bot/format/local-time.js";

const iso = (date: Date) => date.toISOString();

describe("local time", () => {
  it("finds the instant of a wall-clock time, across daylight-saving changes", () => {
    expect(iso(zonedInstant("2024-03-09", 9 * 60, "America/New_York"))).toBe(
      "2024-03-09T14:00:00.000Z",
    );
    expect(iso(zonedInstant("2024-03-10", 9 * 60, "America/New_York"))).toBe(
      "2024-03-10T13:00:00.000Z",
    );
    expect(iso(zonedInstant("2024-03-31", 90, "Europe/Berlin"))).toBe("2024-03-31T00:30:00.000Z");
    expect(iso(zonedInstant("2024-06-01", 9 * 60, "Asia/Kolkata"))).toBe(
      "2024-06-01T03:30:00.000Z",
    );
  });

  it("a skipped time lands after the jump; a repeated time is its first occurrence", () => {
    expect(iso(zonedInstant("2024-03-10", 150, "America/New_York"))).toBe(
      "2024-03-10T07:30:00.000Z",
    );
    expect(iso(zonedInstant("2024-11-03", 90, "America/New_York"))).toBe(
      "2024-11-03T05:30:00.000Z",
    );
  });

  it("reads the local day and typed times", () => {
    expect(localDate(new Date("2024-05-01T23:30:00Z"), "Asia/Tokyo")).toBe("2024-05-02");
    expect(localDate(new Date("2024-05-01T02:30:00Z"), "America/Sao_Paulo")).toBe("2024-04-30");
    expect(parseClock("7:45")).toBe(465);
    expect(parseClock("07.45")).toBe(465);
    expect(parseClock("24:00")).toBeUndefined();
    expect(parseClock("7:60")).toBeUndefined();
    expect(parseClock("seven")).toBeUndefined();
  });
});

describe("digest due minute", () => {
  const settings: DigestSettings = { enabled: true, at: 9 * 60, language: "en" };

  it("is today's delivery while it is ahead, else tomorrow's", () => {
    const before = new Date("2024-03-09T13:00:00Z");
    expect(iso(nextDue(before, settings, "America/New_York"))).toBe("2024-03-09T14:00:00.000Z");
    const after = new Date("2024-03-09T14:01:00Z");
    // Tomorrow is the first day of summer time: the same 09:00 is an hour earlier in UTC.
    const next = nextDue(after, settings, "America/New_York");
    expect(iso(next)).toBe("2024-03-10T13:00:00.000Z");
    expect(minuteOfDay(next)).toBe(13 * 60);
  });

  it("skips today once today's digest went out", () => {
    const now = new Date("2024-03-09T12:00:00Z");
    const sent = { ...settings, lastSent: "2024-03-09" };
    expect(iso(nextDue(now, sent, "America/New_York"))).toBe("2024-03-10T13:00:00.000Z");
  });
});

describe("time zone search", () => {
  const now = new Date("2024-01-15T12:00:00Z");

  it.each([
    ["lisbon", ["Europe/Lisbon"]],
    ["São Paulo", ["America/Sao_Paulo"]],
    ["europe/moscow", ["Europe/Moscow"]],
    ["москва", ["Europe/Moscow"]],
  ])("%j → %j", (typed, zones) => {
    expect(zonesOf(findZones(typed, now))).toEqual(zones);
  });

  it("an offset lists the cities at that offset first, the publisher's own first of all", () => {
    const zones = zonesOf(findZones("UTC+9", now));
    expect(zones).toContain("Asia/Tokyo");
    expect(zones.length).toBeLessThanOrEqual(8);
    const labels = (lang: "en" | "ru" | "pt") =>
      findZones("+3", now, lang).map((c) => zoneLabel(c.zone, lang, now, c.city));
    expect(labels("en").slice(0, 3)).toEqual([
      "Moscow · UTC+3",
      "Minsk · UTC+3",
      "Istanbul · UTC+3",
    ]);
    expect(labels("ru")[0]).toBe("Москва · UTC+3");
    expect(labels("ru")).toContain("Стамбул · UTC+3");
    expect(labels("pt")[0]).toBe("Moscou · UTC+3");
    expect(findZones("-3", now, "pt")[0]?.city?.names.pt).toBe("São Paulo");
  });

  it("finds a city by its name in any of the bot's languages, shown in the publisher's", () => {
    expect(findZones("Стамбул", now, "en").map((c) => c.city?.names.en)).toEqual(["Istanbul"]);
    expect(findZones("moscou", now, "ru").map((c) => c.city?.names.ru)).toEqual(["Москва"]);
    expect(findZones("питер", now, "ru")[0]?.zone).toBe("Europe/Moscow");
    // A zone of no city of the table by Intl's name, never its IANA id; where Intl gives that
    // name to several zones (Alaska Time: Anchorage, Juneau, Sitka…), by the zone's own place.
    expect(zoneLabel("Asia/Kathmandu", "en", now)).toBe("Nepal Time · UTC+5:45");
    expect(zoneLabel("America/Anchorage", "en", now)).toBe("Anchorage · UTC-9");
    expect(zoneLabel("America/Juneau", "ru", now)).toBe("Джуно · UTC-9");
    expect(zoneLabel("Asia/Kolkata", "pt", now)).toBe("Nova Délhi · UTC+5:30");
  });

  it("a shared location offers the nearest cities, in distinct zones", () => {
    const nearKazan = nearestZones([55.79, 49.12]).map((c) => c.city?.names.en);
    expect(nearKazan[0]).toBe("Samara");
    expect(nearKazan).toContain("Moscow");
    expect(nearestZones([-23.0, -45.0]).map((c) => c.zone)[0]).toBe("America/Sao_Paulo");
  });

  it("adds the API's names that Intl accepts and ignores the rest", () => {
    expect(findZones("eastern", now)).toEqual([]);
    expect(zonesOf(findZones("eastern", now, "en", ["US/Eastern", "Not/AZone"]))).toEqual([
      "US/Eastern",
    ]);
    expect(findZones("azone", now, "en", ["Not/AZone"])).toEqual([]);
  });
});
