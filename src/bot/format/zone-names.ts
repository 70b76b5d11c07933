/**
 * A time zone's name in the publisher's language, from the platform's Intl: "Central European
 * Time", "Аляска". Where Intl gives one name to several zones (Alaska Time: Anchorage, Juneau,
 * Sitka…), the zone is named by its own place instead ("Anchorage", "Анкоридж"), so zones shown
 * together never read alike and a zone is named the same on every screen.
 */
import type { Language } from "../../languages.js";
import { intlLocale } from "../speech/speech.js";

/** The names Intl gives to more than one zone, per language (found once, when first needed). */
const sharedNames = new Map<Language, ReadonlySet<string>>();

function intlName(zone: string, at: Date, lang: Language, style: "longGeneric" | "shortGeneric") {
  try {
    const parts = new Intl.DateTimeFormat(intlLocale(lang), {
      timeZone: zone,
      timeZoneName: style,
    }).formatToParts(at);
    const name = parts.find((part) => part.type === "timeZoneName")?.value ?? "";
    // Intl falls back to "GMT+03:00" where it has no name: the offset says that already.
    return /^(GMT|UTC)/.test(name) ? "" : name;
  } catch {
    return "";
  }
}

function namesOfSeveral(lang: Language, at: Date): ReadonlySet<string> {
  let shared = sharedNames.get(lang);
  if (shared) return shared;
  const seen = new Set<string>();
  const several = new Set<string>();
  for (const zone of Intl.supportedValuesOf("timeZone")) {
    const name = intlName(zone, at, lang, "longGeneric");
    if (name && seen.has(name)) several.add(name);
    seen.add(name);
  }
  shared = several;
  sharedNames.set(lang, shared);
  return shared;
}

/** The zone's own place: Intl's Russian name of it, else its city as the zone's id writes it. */
function zonePlace(zone: string, at: Date, lang: Language): string {
  const local = lang === "ru" ? intlName(zone, at, lang, "shortGeneric") : "";
  if (/\p{Script=Cyrillic}/u.test(local)) return local;
  return (zone.split("/").at(-1) ?? zone).replaceAll("_", " ");
}

/** The zone's name in the language (see the top of this file), or "" where Intl has none. */
export function zoneName(zone: string, at: Date, lang: Language): string {
  const name = intlName(zone, at, lang, "longGeneric");
  if (!name) return "";
  return namesOfSeveral(lang, at).has(name) ? zonePlace(zone, at, lang) : name;
}
