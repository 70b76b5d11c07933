// Values derived from a generated row: the finer dimensions the generator does not store.
import { type Area, COUNTRY_BY_ID } from "../data/geo.js";
import { OFFER_CATEGORY_BY_ID } from "../data/offer-ref.js";
import type { Offer } from "../data/offers.js";
import type { StatRow } from "../data/stats.js";
import { mix, unit } from "../lib/prng.js";

/** A value derived from the row hash; earlier values are more common. */
export function derived(row: StatRow, salt: number, values: readonly string[]): string {
  return values[Math.floor(unit(mix(row.h, salt)) ** 1.6 * values.length)] ?? "";
}

export const offerOf = (
  row: StatRow,
  ctx: { offers: ReadonlyMap<number, Offer> },
): Offer | undefined => ctx.offers.get(row.offerId);
export const country = (row: StatRow) => COUNTRY_BY_ID.get(row.countryId);
/** Hour of the row's traffic (generated: evenings busier than nights). */
export const hour = (row: StatRow): number =>
  row.hourOfDay ??
  [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 8, 23, 7, 0, 6, 1, 5, 2, 4, 3][
    Math.floor(unit(mix(row.h, 7)) ** 1.3 * 24)
  ] ??
  12;

export function categoryAt(offer: Offer | undefined, level: number): { id: number; title: string } {
  if (!offer) return { id: 0, title: "" };
  if (level === 1) return { id: offer.mainCategory.id, title: offer.mainCategory.title };
  for (const c of offer.otherCategories) {
    if (c.level === level) return { id: c.id, title: c.title };
    if (c.level > level) {
      const parent = OFFER_CATEGORY_BY_ID.get(c.parentId);
      if (parent && parent.level === level) return { id: parent.id, title: parent.title };
    }
  }
  return { id: 0, title: "" };
}

export const SEASONS = [
  "winter",
  "winter",
  "spring",
  "spring",
  "spring",
  "summer",
  "summer",
  "summer",
  "autumn",
  "autumn",
  "autumn",
  "winter",
];
export const WEEKDAYS = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];
export const daytime = (h: number): string =>
  h < 6 ? "night" : h < 12 ? "morning" : h < 18 ? "day" : "evening";

export const BROWSERS = [
  "Chrome",
  "Safari",
  "Samsung Internet",
  "Firefox",
  "Edge",
  "Opera",
  "Yandex Browser",
];
export const OSES = ["Android", "iOS", "Windows", "macOS", "Linux"];
export const TOOLS2 = [
  "Deeplink",
  "Banner",
  "Coupons",
  "Product feed",
  "Rotator",
  "Text shift",
  "API",
];

export function areaOf(row: StatRow): Area | undefined {
  const c = country(row);
  if (!c) return undefined;
  return c.areas[Math.floor(unit(mix(row.h, 50)) ** 1.5 * c.areas.length)];
}

export function browserVersion(row: StatRow): string {
  return `${derived(row, 32, BROWSERS)} ${100 + Math.floor(unit(mix(row.h, 51)) * 30)}`;
}

export function osVersion(row: StatRow): string {
  const os = derived(row, 33, OSES);
  const v = Math.floor(unit(mix(row.h, 52)) * 4);
  const versions: Record<string, readonly string[]> = {
    Android: ["14", "13", "12", "15"],
    iOS: ["17.5", "18.1", "16.7", "18.3"],
    Windows: ["10", "11", "11", "10"],
    macOS: ["14", "15", "13", "12"],
    Linux: ["x86_64", "x86_64", "arm64", "x86_64"],
  };
  return `${os} ${versions[os]?.[v] ?? ""}`;
}
