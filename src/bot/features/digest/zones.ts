/**
 * Finding a time zone from what a publisher types: a city ("lisbon", "são paulo", "москва"), an
 * IANA name ("Europe/Moscow"), or an offset ("+3", "UTC-5"). Candidates are the zones Intl knows
 * plus the API's own time-zone list where Intl accepts its names.
 */
import type { Language } from "../../../languages.js";
import { ownEntry } from "../../../own-entry.js";
import { canonicalZone, isTimeZone, zoneOffsetMinutes } from "../../format/local-time.js";

export const MAX_ZONE_RESULTS = 8;

/** Cities people type in Cyrillic, which IANA names spell in Latin letters. */
const ALIASES: Record<string, string> = {
  москва: "Europe/Moscow",
  "санкт петербург": "Europe/Moscow",
  питер: "Europe/Moscow",
  калининград: "Europe/Kaliningrad",
  самара: "Europe/Samara",
  екатеринбург: "Asia/Yekaterinburg",
  омск: "Asia/Omsk",
  новосибирск: "Asia/Novosibirsk",
  красноярск: "Asia/Krasnoyarsk",
  иркутск: "Asia/Irkutsk",
  владивосток: "Asia/Vladivostok",
  киев: "Europe/Kyiv",
  минск: "Europe/Minsk",
  алматы: "Asia/Almaty",
  ташкент: "Asia/Tashkent",
};

/** Suggestions shown before anything is typed, by language. */
export const SUGGESTED_ZONES: Record<Language, readonly string[]> = {
  en: ["UTC", "Europe/London", "America/New_York", "America/Los_Angeles", "Asia/Kolkata"],
  ru: ["Europe/Moscow", "Europe/Samara", "Asia/Yekaterinburg", "Asia/Novosibirsk", "Europe/Minsk"],
  pt: ["America/Sao_Paulo", "Europe/Lisbon", "America/Manaus", "America/Fortaleza", "UTC"],
};

function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[_/-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

let intlZones: string[] | undefined;

function knownZones(extra: readonly string[]): string[] {
  intlZones ??= ["UTC", ...Intl.supportedValuesOf("timeZone")];
  const more = extra.filter((zone) => !intlZones?.includes(zone) && isTimeZone(zone));
  return more.length > 0 ? [...intlZones, ...more] : intlZones;
}

/** Zones matching the typed text, best first; `apiZones` are names from the API's list. */
export function findZones(typed: string, now: Date, apiZones: readonly string[] = []): string[] {
  const exact = canonicalZone(typed.trim());
  if (exact && typed.includes("/")) return [exact];
  const key = normalize(typed);
  const alias = canonicalZone(ownEntry(ALIASES, key) ?? "");
  if (alias) return [alias];
  const offset = parseOffset(typed);
  const zones = knownZones(apiZones);
  if (offset !== undefined) {
    return zones
      .filter((zone) => zoneOffsetMinutes(now, zone) === offset && zone.includes("/"))
      .slice(0, MAX_ZONE_RESULTS);
  }
  const query = normalize(typed);
  if (query.length < 2) return exact ? [exact] : [];
  const scored: { zone: string; score: number }[] = [];
  for (const zone of zones) {
    const name = normalize(zone);
    const city = normalize(zone.split("/").at(-1) ?? zone);
    const score =
      city === query || name === query
        ? 0
        : city.startsWith(query)
          ? 1
          : name.includes(query)
            ? 2
            : -1;
    if (score >= 0) scored.push({ zone, score });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.zone.localeCompare(b.zone))
    .slice(0, MAX_ZONE_RESULTS)
    .map((s) => s.zone);
}

/** "+3", "-05:30", "UTC+3", "GMT−4" → minutes east of UTC. */
function parseOffset(text: string): number | undefined {
  const match = /^(?:utc|gmt)?\s*([+\-−])\s*(\d{1,2})(?::?(\d{2}))?$/i.exec(text.trim());
  if (!match) return undefined;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  if (minutes > 14 * 60) return undefined;
  return match[1] === "+" ? minutes : -minutes;
}
