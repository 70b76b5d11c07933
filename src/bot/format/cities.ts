/**
 * Cities a publisher recognises their time zone by, named in their language, with where they are
 * (for a shared location). Not every zone: the ones publishers of the bot's three languages live
 * in, and the big cities of each offset. Anything else is still found by its IANA name.
 */
import type { Language } from "../../languages.js";

export interface City {
  zone: string;
  /** latitude, longitude */
  at: readonly [number, number];
  names: Readonly<Record<Language, string>>;
  /** other spellings people type (not shown) */
  also?: readonly string[];
}

const city = (
  zone: string,
  at: readonly [number, number],
  en: string,
  ru: string,
  pt: string,
  also: readonly string[] = [],
): City => ({ zone, at, names: { en, ru, pt }, also });

export const CITIES: readonly City[] = [
  city("Europe/Moscow", [55.76, 37.62], "Moscow", "Москва", "Moscou", ["moskva", "msk", "мск"]),
  city("Europe/Moscow", [59.94, 30.31], "Saint Petersburg", "Санкт-Петербург", "São Petersburgo", [
    "питер",
    "spb",
    "спб",
  ]),
  city("Europe/Kaliningrad", [54.71, 20.51], "Kaliningrad", "Калининград", "Kaliningrado"),
  city("Europe/Samara", [53.2, 50.15], "Samara", "Самара", "Samara"),
  city("Asia/Yekaterinburg", [56.84, 60.6], "Yekaterinburg", "Екатеринбург", "Ecaterimburgo", [
    "екб",
  ]),
  city("Asia/Omsk", [54.99, 73.37], "Omsk", "Омск", "Omsk"),
  city("Asia/Novosibirsk", [55.03, 82.92], "Novosibirsk", "Новосибирск", "Novosibirsk"),
  city("Asia/Krasnoyarsk", [56.01, 92.87], "Krasnoyarsk", "Красноярск", "Krasnoyarsk"),
  city("Asia/Irkutsk", [52.29, 104.28], "Irkutsk", "Иркутск", "Irkutsk"),
  city("Asia/Yakutsk", [62.03, 129.73], "Yakutsk", "Якутск", "Iakutsk"),
  city("Asia/Vladivostok", [43.12, 131.89], "Vladivostok", "Владивосток", "Vladivostok"),
  city("Asia/Magadan", [59.56, 150.8], "Magadan", "Магадан", "Magadan"),
  city(
    "Asia/Kamchatka",
    [53.02, 158.65],
    "Petropavlovsk-Kamchatsky",
    "Петропавловск-Камчатский",
    "Petropavlovsk-Kamchatski",
    ["камчатка"],
  ),
  city("Europe/Minsk", [53.9, 27.57], "Minsk", "Минск", "Minsk"),
  city("Europe/Kyiv", [50.45, 30.52], "Kyiv", "Киев", "Kiev", ["kiev", "київ"]),
  city("Asia/Almaty", [43.24, 76.89], "Almaty", "Алматы", "Almaty", ["алма-ата"]),
  city("Asia/Almaty", [51.17, 71.45], "Astana", "Астана", "Astana"),
  city("Asia/Tashkent", [41.3, 69.24], "Tashkent", "Ташкент", "Tashkent"),
  city("Asia/Bishkek", [42.87, 74.59], "Bishkek", "Бишкек", "Bishkek"),
  city("Asia/Tbilisi", [41.72, 44.79], "Tbilisi", "Тбилиси", "Tbilisi"),
  city("Asia/Yerevan", [40.18, 44.51], "Yerevan", "Ереван", "Erevan"),
  city("Asia/Baku", [40.41, 49.87], "Baku", "Баку", "Baku"),
  city("Europe/Istanbul", [41.01, 28.98], "Istanbul", "Стамбул", "Istambul"),
  city("Asia/Dubai", [25.2, 55.27], "Dubai", "Дубай", "Dubai"),
  city("Asia/Riyadh", [24.71, 46.68], "Riyadh", "Эр-Рияд", "Riad"),
  city("Africa/Nairobi", [-1.29, 36.82], "Nairobi", "Найроби", "Nairóbi"),
  city("Europe/London", [51.51, -0.13], "London", "Лондон", "Londres"),
  city("Europe/Lisbon", [38.72, -9.14], "Lisbon", "Лиссабон", "Lisboa"),
  city("Europe/Madrid", [40.42, -3.7], "Madrid", "Мадрид", "Madri"),
  city("Europe/Paris", [48.86, 2.35], "Paris", "Париж", "Paris"),
  city("Europe/Berlin", [52.52, 13.4], "Berlin", "Берлин", "Berlim"),
  city("Europe/Warsaw", [52.23, 21.01], "Warsaw", "Варшава", "Varsóvia"),
  city("Europe/Helsinki", [60.17, 24.94], "Helsinki", "Хельсинки", "Helsinque"),
  city("Africa/Cairo", [30.04, 31.24], "Cairo", "Каир", "Cairo"),
  city("Africa/Luanda", [-8.84, 13.23], "Luanda", "Луанда", "Luanda"),
  city("Africa/Maputo", [-25.97, 32.57], "Maputo", "Мапуту", "Maputo"),
  city("America/New_York", [40.71, -74.01], "New York", "Нью-Йорк", "Nova York"),
  city("America/Chicago", [41.88, -87.63], "Chicago", "Чикаго", "Chicago"),
  city("America/Denver", [39.74, -104.99], "Denver", "Денвер", "Denver"),
  city("America/Los_Angeles", [34.05, -118.24], "Los Angeles", "Лос-Анджелес", "Los Angeles"),
  city("America/Mexico_City", [19.43, -99.13], "Mexico City", "Мехико", "Cidade do México"),
  city("America/Sao_Paulo", [-23.55, -46.63], "São Paulo", "Сан-Паулу", "São Paulo", ["sp"]),
  city(
    "America/Sao_Paulo",
    [-22.91, -43.17],
    "Rio de Janeiro",
    "Рио-де-Жанейро",
    "Rio de Janeiro",
    ["rio"],
  ),
  city("America/Sao_Paulo", [-15.79, -47.88], "Brasília", "Бразилиа", "Brasília"),
  city("America/Fortaleza", [-3.73, -38.53], "Fortaleza", "Форталеза", "Fortaleza"),
  city("America/Recife", [-8.05, -34.88], "Recife", "Ресифи", "Recife"),
  city("America/Bahia", [-12.97, -38.5], "Salvador", "Салвадор", "Salvador"),
  city("America/Belem", [-1.46, -48.5], "Belém", "Белен", "Belém"),
  city("America/Manaus", [-3.12, -60.02], "Manaus", "Манаус", "Manaus"),
  city("America/Cuiaba", [-15.6, -56.1], "Cuiabá", "Куяба", "Cuiabá"),
  city("America/Rio_Branco", [-9.97, -67.81], "Rio Branco", "Риу-Бранку", "Rio Branco", ["acre"]),
  city(
    "America/Noronha",
    [-3.85, -32.42],
    "Fernando de Noronha",
    "Фернанду-ди-Норонья",
    "Fernando de Noronha",
    ["noronha"],
  ),
  city(
    "America/Argentina/Buenos_Aires",
    [-34.6, -58.38],
    "Buenos Aires",
    "Буэнос-Айрес",
    "Buenos Aires",
  ),
  city("Asia/Kolkata", [28.61, 77.21], "New Delhi", "Нью-Дели", "Nova Délhi", [
    "delhi",
    "mumbai",
    "kolkata",
  ]),
  city("Asia/Bangkok", [13.76, 100.5], "Bangkok", "Бангкок", "Bangkok"),
  city("Asia/Singapore", [1.35, 103.82], "Singapore", "Сингапур", "Singapura"),
  city("Asia/Shanghai", [39.9, 116.4], "Beijing", "Пекин", "Pequim", ["shanghai", "шанхай"]),
  city("Asia/Tokyo", [35.68, 139.69], "Tokyo", "Токио", "Tóquio"),
  city("Australia/Sydney", [-33.87, 151.21], "Sydney", "Сидней", "Sydney"),
];

/** The first screen of the picker: the cities a publisher of each language expects first. */
export const SUGGESTED_CITIES: Readonly<Record<Language, readonly string[]>> = {
  ru: [
    "Moscow",
    "Kaliningrad",
    "Samara",
    "Yekaterinburg",
    "Novosibirsk",
    "Vladivostok",
    "Minsk",
    "Kyiv",
    "Almaty",
    "Tashkent",
  ],
  pt: [
    "São Paulo",
    "Manaus",
    "Rio Branco",
    "Fernando de Noronha",
    "Lisbon",
    "Luanda",
    "Maputo",
    "New York",
  ],
  en: ["London", "New York", "Chicago", "Los Angeles", "Berlin", "Dubai", "New Delhi", "Singapore"],
};

/** A city by its English name (the key the tables above use). */
export function cityNamed(english: string): City | undefined {
  return CITIES.find((c) => c.names.en === english);
}

/** The city a zone is shown by: the first of the table in that zone. */
export function cityOfZone(zone: string): City | undefined {
  return CITIES.find((c) => c.zone === zone);
}

/** Great-circle distance in km, for the cities nearest a shared location. */
export function distanceKm(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = Math.PI / 180;
  const dLat = (b[0] - a[0]) * rad;
  const dLon = (b[1] - a[1]) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * rad) * Math.cos(b[0] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
