// Regions: world parts > countries > areas (three levels, as geo-list's tree), and time zones.

interface WorldPart {
  id: number;
  code: string;
  title: string;
}

export interface Country {
  id: number;
  iso: string;
  name: string;
  partId: number;
  timezone: string;
  language: string;
  commonwealth: string;
  areas: readonly Area[];
}

export interface Area {
  id: number;
  name: string;
  countryId: number;
}

export const WORLD_PARTS: readonly WorldPart[] = [
  { id: 1, code: "europe", title: "Europe" },
  { id: 2, code: "asia", title: "Asia" },
  { id: 3, code: "north-america", title: "North America" },
  { id: 4, code: "south-america", title: "South America" },
  { id: 5, code: "africa", title: "Africa" },
  { id: 6, code: "oceania", title: "Oceania" },
];

// iso, name, part, zone, language, community, areas
type CountryRow = [string, string, number, string, string, string, string[]];
const ROWS: CountryRow[] = [
  ["RU", "Russia", 1, "Europe/Moscow", "ru", "CIS", ["Moscow", "Saint Petersburg", "Novosibirsk"]],
  ["UA", "Ukraine", 1, "Europe/Kyiv", "uk", "Eastern Europe", ["Kyiv", "Lviv"]],
  ["BY", "Belarus", 1, "Europe/Minsk", "ru", "CIS", ["Minsk"]],
  ["KZ", "Kazakhstan", 2, "Asia/Almaty", "kk", "CIS", ["Almaty", "Astana"]],
  ["UZ", "Uzbekistan", 2, "Asia/Tashkent", "ru", "CIS", ["Tashkent"]],
  ["DE", "Germany", 1, "Europe/Berlin", "de", "EU", ["Berlin", "Bavaria", "Hamburg"]],
  ["FR", "France", 1, "Europe/Paris", "fr", "EU", ["Île-de-France", "Provence"]],
  ["ES", "Spain", 1, "Europe/Madrid", "es", "EU", ["Madrid", "Catalonia", "Andalusia"]],
  ["IT", "Italy", 1, "Europe/Rome", "it", "EU", ["Lombardy", "Lazio"]],
  ["PL", "Poland", 1, "Europe/Warsaw", "pl", "EU", ["Masovia", "Lesser Poland"]],
  ["PT", "Portugal", 1, "Europe/Lisbon", "pt", "EU", ["Lisbon", "Porto"]],
  ["NL", "Netherlands", 1, "Europe/Amsterdam", "nl", "EU", ["North Holland"]],
  [
    "GB",
    "United Kingdom",
    1,
    "Europe/London",
    "en",
    "Western Europe",
    ["England", "Scotland", "Wales"],
  ],
  ["TR", "Turkey", 2, "Europe/Istanbul", "tr", "Middle East", ["Istanbul", "Ankara"]],
  [
    "US",
    "United States",
    3,
    "America/New_York",
    "en",
    "North America",
    ["California", "New York", "Texas", "Florida"],
  ],
  ["CA", "Canada", 3, "America/Toronto", "en", "North America", ["Ontario", "Quebec"]],
  ["MX", "Mexico", 3, "America/Mexico_City", "es", "Latin America", ["Mexico City", "Jalisco"]],
  [
    "BR",
    "Brazil",
    4,
    "America/Sao_Paulo",
    "pt",
    "Latin America",
    ["São Paulo", "Rio de Janeiro", "Minas Gerais", "Bahia"],
  ],
  [
    "AR",
    "Argentina",
    4,
    "America/Argentina/Buenos_Aires",
    "es",
    "Latin America",
    ["Buenos Aires", "Córdoba"],
  ],
  ["CL", "Chile", 4, "America/Santiago", "es", "Latin America", ["Santiago"]],
  ["CO", "Colombia", 4, "America/Bogota", "es", "Latin America", ["Bogotá", "Antioquia"]],
  ["PE", "Peru", 4, "America/Lima", "es", "Latin America", ["Lima"]],
  ["IN", "India", 2, "Asia/Kolkata", "en", "South Asia", ["Maharashtra", "Delhi", "Karnataka"]],
  ["ID", "Indonesia", 2, "Asia/Jakarta", "id", "Southeast Asia", ["Jakarta", "Bali"]],
  ["TH", "Thailand", 2, "Asia/Bangkok", "th", "Southeast Asia", ["Bangkok"]],
  ["VN", "Vietnam", 2, "Asia/Ho_Chi_Minh", "vi", "Southeast Asia", ["Hanoi", "Ho Chi Minh City"]],
  ["PH", "Philippines", 2, "Asia/Manila", "en", "Southeast Asia", ["Metro Manila"]],
  ["AE", "United Arab Emirates", 2, "Asia/Dubai", "ar", "Middle East", ["Dubai", "Abu Dhabi"]],
  ["JP", "Japan", 2, "Asia/Tokyo", "ja", "East Asia", ["Tokyo", "Osaka"]],
  ["ZA", "South Africa", 5, "Africa/Johannesburg", "en", "Africa", ["Gauteng", "Western Cape"]],
  ["NG", "Nigeria", 5, "Africa/Lagos", "en", "Africa", ["Lagos"]],
  ["EG", "Egypt", 5, "Africa/Cairo", "ar", "Africa", ["Cairo"]],
  ["AU", "Australia", 6, "Australia/Sydney", "en", "Oceania", ["New South Wales", "Victoria"]],
  ["NZ", "New Zealand", 6, "Pacific/Auckland", "en", "Oceania", ["Auckland"]],
];

export const COUNTRIES: readonly Country[] = ROWS.map(
  ([iso, name, partId, timezone, language, commonwealth, areas], i) => {
    const id = 10 + i;
    return {
      id,
      iso,
      name,
      partId,
      timezone,
      language,
      commonwealth,
      areas: areas.map((a, k) => ({ id: id * 100 + k + 1, name: a, countryId: id })),
    };
  },
);

export const COUNTRY_BY_ISO: ReadonlyMap<string, Country> = new Map(
  COUNTRIES.map((c) => [c.iso, c]),
);
export const COUNTRY_BY_ID: ReadonlyMap<number, Country> = new Map(COUNTRIES.map((c) => [c.id, c]));

/** Short region record (coupons, goods, offer detail, goals). */
// A type alias (not an interface) so it is assignable to the XML writer's index-signature type.
type RegionRecord = {
  id: number;
  code: string;
  title: string;
};

export const regionRecord = (c: Country): RegionRecord => ({
  id: c.id,
  code: c.iso,
  title: c.name,
});

/** Long region record of the offers list. */
export const longRegionRecord = (c: Country) => ({
  id: c.id,
  name: c.name,
  country_id: c.iso,
  area_id: "",
  code: c.iso.toLowerCase(),
  iso: c.iso,
  parent_id: String(c.partId),
  city_id: "",
  timezone: c.timezone,
});

/** Whether a region filter id (world part, country or area) covers country `c`. */
export function regionCovers(filterId: number, c: Country): boolean {
  return filterId === c.id || filterId === c.partId || c.areas.some((a) => a.id === filterId);
}

export interface TimeZone {
  id: number;
  name: string;
  /** Seconds east of UTC (standard time). */
  offset: number;
}

const ZONES: Array<[string, number]> = [
  ["Etc/GMT+12", -12],
  ["Pacific/Honolulu", -10],
  ["America/Anchorage", -9],
  ["America/Los_Angeles", -8],
  ["America/Denver", -7],
  ["America/Chicago", -6],
  ["America/Mexico_City", -6],
  ["America/New_York", -5],
  ["America/Bogota", -5],
  ["America/Lima", -5],
  ["America/Toronto", -5],
  ["America/Caracas", -4],
  ["America/Santiago", -4],
  ["America/Sao_Paulo", -3],
  ["America/Argentina/Buenos_Aires", -3],
  ["Atlantic/South_Georgia", -2],
  ["Atlantic/Azores", -1],
  ["UTC", 0],
  ["Europe/London", 0],
  ["Europe/Lisbon", 0],
  ["Africa/Lagos", 1],
  ["Europe/Berlin", 1],
  ["Europe/Paris", 1],
  ["Europe/Madrid", 1],
  ["Europe/Rome", 1],
  ["Europe/Amsterdam", 1],
  ["Europe/Warsaw", 1],
  ["Europe/Kyiv", 2],
  ["Europe/Helsinki", 2],
  ["Africa/Cairo", 2],
  ["Africa/Johannesburg", 2],
  ["Europe/Minsk", 3],
  ["Europe/Moscow", 3],
  ["Europe/Istanbul", 3],
  ["Asia/Tehran", 3.5],
  ["Asia/Dubai", 4],
  ["Europe/Samara", 4],
  ["Asia/Kabul", 4.5],
  ["Asia/Yekaterinburg", 5],
  ["Asia/Tashkent", 5],
  ["Asia/Almaty", 5],
  ["Asia/Kolkata", 5.5],
  ["Asia/Kathmandu", 5.75],
  ["Asia/Omsk", 6],
  ["Asia/Novosibirsk", 7],
  ["Asia/Bangkok", 7],
  ["Asia/Jakarta", 7],
  ["Asia/Ho_Chi_Minh", 7],
  ["Asia/Krasnoyarsk", 7],
  ["Asia/Irkutsk", 8],
  ["Asia/Shanghai", 8],
  ["Asia/Manila", 8],
  ["Asia/Yakutsk", 9],
  ["Asia/Tokyo", 9],
  ["Australia/Adelaide", 9.5],
  ["Asia/Vladivostok", 10],
  ["Australia/Sydney", 10],
  ["Asia/Magadan", 11],
  ["Asia/Kamchatka", 12],
  ["Pacific/Auckland", 12],
  ["Pacific/Tongatapu", 13],
];

export const TIME_ZONES: readonly TimeZone[] = ZONES.map(([name, hours], i) => ({
  id: i + 1,
  name,
  offset: Math.round(hours * 3600),
}));
