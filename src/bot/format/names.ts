/**
 * Names, never codes: a country or a language by its name in the publisher's language (Intl's
 * DisplayNames), and the network's own words, where they are all there is (a category, a traffic
 * type, a charge's description), marked as the network's: in italics, never mixed into a sentence
 * of ours, with a legend under the screen that says so once.
 */
import type { Language } from "../../languages.js";
import { intlLocale } from "../speech/speech.js";
import { escapeHtml } from "./html.js";

const displayNames = new Map<string, Intl.DisplayNames>();

function namesOf(lang: Language, type: "region" | "language"): Intl.DisplayNames {
  const key = `${lang}:${type}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames(intlLocale(lang), { type, fallback: "none" });
    displayNames.set(key, names);
  }
  return names;
}

/** A country by its ISO code ("ES" → "Испания"); undefined for a code Intl has no name for. */
export function countryName(code: string | undefined, lang: Language): string | undefined {
  const iso = code?.trim().toUpperCase() ?? "";
  if (!/^[A-Z]{2}$/.test(iso)) return undefined;
  try {
    return namesOf(lang, "region").of(iso);
  } catch {
    return undefined;
  }
}

/** A language by its code ("ru" → "русский", "br" → "português"); undefined when unknown. */
export function languageName(code: string | undefined, lang: Language): string | undefined {
  const trimmed = code?.trim().toLowerCase() ?? "";
  // The network writes Portuguese as "br".
  const tag = trimmed === "br" ? "pt" : trimmed;
  if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/.test(tag)) return undefined;
  try {
    const name = namesOf(lang, "language").of(tag);
    return name && name.toLowerCase() !== tag ? name : undefined;
  } catch {
    return undefined;
  }
}

/** What a region of the network is called: a country by its name in the language, else the network's. */
export interface NamedRegion {
  /** the name the network gave, in its own language */
  network: string;
  /** the name in the publisher's language, when the region is a country Intl knows */
  own?: string;
}

export function regionNamed(
  region: { name?: string; title?: string; iso?: string; country_id?: string; code?: string },
  lang: Language,
): NamedRegion {
  const network = (region.name || region.title || region.code || "").trim();
  const code = [region.iso, region.country_id, region.code].find((c) =>
    /^[A-Za-z]{2}$/.test(c ?? ""),
  );
  const own = countryName(code, lang);
  return own ? { network, own } : { network };
}

/** The network's own words, escaped and marked as the network's (italics). */
export function networkWords(text: string): string {
  return `<i>${escapeHtml(text)}</i>`;
}

/** A name in the language (escaped), or the network's own, marked as the network's. */
export function regionText(region: NamedRegion): string {
  return region.own ? escapeHtml(region.own) : networkWords(region.network);
}
