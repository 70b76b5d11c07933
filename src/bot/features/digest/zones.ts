/**
 * Finding a time zone from what a publisher types or shares: a city in any of the bot's
 * languages ("lisbon", "são paulo", "москва"), an IANA name ("Europe/Moscow"), an offset ("+3",
 * "UTC-5": the cities at it first), or a location (the cities nearest it). Choices are shown by
 * city, in the publisher's language, with the offset beside.
 */
import type { Language } from "../../../languages.js";
import {
  CITIES,
  type City,
  cityNamed,
  cityOfZone,
  distanceKm,
  SUGGESTED_CITIES,
} from "../../format/cities.js";
import { zoneLabel as namedZone, zoneOffsetText } from "../../format/dates.js";
import { canonicalZone, isTimeZone, zoneOffsetMinutes } from "../../format/local-time.js";

export const MAX_ZONE_RESULTS = 8;
/** Cities offered for a shared location: the nearest few, in distinct zones. */
const NEAREST = 3;

/** A zone as the picker offers it: by a city when the table knows one. */
export interface ZoneChoice {
  zone: string;
  city?: City;
}

const choiceOf = (zone: string, city = cityOfZone(zone)): ZoneChoice =>
  city ? { zone, city } : { zone };

function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ё/g, "е")
    .replace(/[_/-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * "Москва · UTC+3", "Alaska Time · UTC-9": what a button and the card say, as every screen names
 * a zone (format/dates.ts's zoneLabel, the one owner; `city` the one a publisher picked).
 */
export function zoneLabel(
  zone: string,
  lang: Language,
  now: Date,
  city = cityOfZone(zone),
): string {
  return namedZone(zone, lang, now, city);
}

export function offsetText(minutes: number): string {
  return zoneOffsetText(minutes);
}

/** The picker's first screen for a language. */
export function suggestedZones(lang: Language): ZoneChoice[] {
  return SUGGESTED_CITIES[lang].flatMap((name) => {
    const city = cityNamed(name);
    return city ? [{ zone: city.zone, city }] : [];
  });
}

/** The runtime's IANA zones, and those of `extra` (the API's) it lacks but can use. */
function knownZones(extra: readonly string[]): string[] {
  const intlZones = ["UTC", ...Intl.supportedValuesOf("timeZone")];
  const more = extra.filter((zone) => !intlZones.includes(zone) && isTimeZone(zone));
  return [...intlZones, ...more];
}

/** One choice per zone, the first kept, at most MAX_ZONE_RESULTS. */
function distinct(choices: ZoneChoice[]): ZoneChoice[] {
  const seen = new Set<string>();
  return choices.filter((c) => !seen.has(c.zone) && seen.add(c.zone)).slice(0, MAX_ZONE_RESULTS);
}

/** The language's own cities first, then the rest of the table. */
function citiesFor(lang: Language): City[] {
  const own = SUGGESTED_CITIES[lang].flatMap((name) => cityNamed(name) ?? []);
  return [...own, ...CITIES.filter((c) => !own.includes(c))];
}

/** Zones matching the typed text, best first; `apiZones` are names from the API's list. */
export function findZones(
  typed: string,
  now: Date,
  lang: Language = "en",
  apiZones: readonly string[] = [],
): ZoneChoice[] {
  const exact = canonicalZone(typed.trim());
  if (exact && typed.includes("/")) return [choiceOf(exact)];
  const zones = knownZones(apiZones);
  const offset = parseOffset(typed);
  if (offset !== undefined) {
    // The cities at that offset; only an offset no city of the table has lists raw zones.
    const cities = citiesFor(lang).filter((c) => zoneOffsetMinutes(now, c.zone) === offset);
    const others =
      cities.length > 0
        ? []
        : zones.filter((z) => z.includes("/") && zoneOffsetMinutes(now, z) === offset);
    return distinct([
      ...cities.map((c) => ({ zone: c.zone, city: c })),
      ...others.map((z) => choiceOf(z)),
    ]);
  }
  const query = normalize(typed);
  if (query.length < 2) return exact ? [choiceOf(exact)] : [];
  return distinct([...matchingCities(query, lang), ...matchingZones(query, zones)]);
}

function rank(names: readonly string[], query: string): number {
  const normal = names.map(normalize);
  if (normal.includes(query)) return 0;
  if (normal.some((n) => n.startsWith(query))) return 1;
  return normal.some((n) => n.includes(query)) ? 2 : -1;
}

function matchingCities(query: string, lang: Language): ZoneChoice[] {
  return citiesFor(lang)
    .map((city) => ({
      city,
      score: rank([...Object.values(city.names), ...(city.also ?? [])], query),
    }))
    .filter((c) => c.score >= 0)
    .sort((a, b) => a.score - b.score)
    .map(({ city }) => ({ zone: city.zone, city }));
}

function matchingZones(query: string, zones: readonly string[]): ZoneChoice[] {
  const scored: { zone: string; score: number }[] = [];
  for (const zone of zones) {
    const score = rank([zone.split("/").at(-1) ?? zone, zone], query);
    if (score >= 0) scored.push({ zone, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.zone.localeCompare(b.zone))
    .map((s) => choiceOf(s.zone));
}

/** The cities nearest a shared location, in distinct zones. */
export function nearestZones(at: readonly [number, number]): ZoneChoice[] {
  const byDistance = [...CITIES].sort((a, b) => distanceKm(at, a.at) - distanceKm(at, b.at));
  return distinct(byDistance.map((city) => ({ zone: city.zone, city }))).slice(0, NEAREST);
}

/** "+3", "-05:30", "UTC+3", "GMT−4" → minutes east of UTC. */
function parseOffset(text: string): number | undefined {
  const match = /^(?:utc|gmt)?\s*([+\-−])\s*(\d{1,2})(?::?(\d{2}))?$/i.exec(text.trim());
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  if (minutes > 14 * 60) return undefined;
  return match[1] === "+" ? minutes : -minutes;
}
