// Site analytics computed from a hash of the site name: any site gets stable, plausible numbers.
import { isoDay } from "../lib/dates.js";
import { Rng, seedOf, unit } from "../lib/prng.js";
import type { XmlObject } from "../lib/xml.js";
import { COUNTRIES } from "./geo.js";

const CATEGORIES = [
  "Shopping",
  "Finance",
  "Travel",
  "Games",
  "Education",
  "Health",
  "Food and Drink",
  "Technology",
];
const WORDS = ["best", "top", "smart", "go", "my", "easy", "pro", "the", "hello", "super"];
const NOUNS = [
  "deals",
  "market",
  "store",
  "bank",
  "trip",
  "games",
  "courses",
  "shop",
  "price",
  "hub",
];

/**
 * How much the network knows of a site: everything, some of it (no countries, no similar sites
 * or competitors, no time on site or country rank), or nothing (every section empty), by a hash
 * of the site name, so the bot meets all three among the offers.
 */
export type AnalyticsDepth = "full" | "sparse" | "none";

export function analyticsDepth(seed: number, site: string): AnalyticsDepth {
  const u = unit(seedOf(seed, "analytics-depth", site.toLowerCase()));
  return u < 0.55 ? "full" : u < 0.8 ? "sparse" : "none";
}

function rngFor(seed: number, site: string, what: string): Rng {
  return new Rng(seedOf(seed, "analytics", site.toLowerCase(), what));
}

function domains(rng: Rng, n: number): string[] {
  const out = new Set<string>();
  while (out.size < n)
    out.add(
      `${rng.pick(WORDS)}${rng.pick(NOUNS)}.${rng.pick(["com", "net", "io", "com.br", "ru"])}`,
    );
  return [...out];
}

function shares(rng: Rng, n: number): string[] {
  const raw = Array.from({ length: n }, (_, i) => rng.float(0.5, 1) / (i + 1));
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((r) => ((r / sum) * 100).toFixed(2));
}

export function audience(seed: number, site: string, months: number, today: number): XmlObject {
  const depth = analyticsDepth(seed, site);
  if (depth === "none") return {};
  const full = audienceOf(seed, site, months, today);
  if (depth === "full") return full;
  const average = full.average as XmlObject;
  const ranking = full.ranking as XmlObject;
  return {
    ...full,
    average: { ...average, average_time_on_site: "", average_page_views: "" },
    ranking: { ...ranking, country: "", country_rank: "" },
  };
}

function audienceOf(seed: number, site: string, months: number, today: number): XmlObject {
  const rng = rngFor(seed, site, "audience");
  const visits = rng.int(2_000, 3_000_000);
  const series = (lo: number, hi: number, digits: number): string[] =>
    Array.from({ length: months }, () => rng.float(lo, hi).toFixed(digits));
  const secs = rng.int(40, 900);
  return {
    average: {
      average_visits_per_day: visits,
      average_time_on_site: `00:${String(Math.floor(secs / 60)).padStart(2, "0")}:${String(secs % 60).padStart(2, "0")}`,
      average_page_views: rng.float(1.2, 9).toFixed(2),
      average_bounce_rate: `${rng.float(20, 75).toFixed(1)}%`,
    },
    ranking: {
      global_rank: rng.int(500, 2_000_000),
      country: rng.pick(COUNTRIES).name,
      country_rank: rng.int(50, 90_000),
      category: rng.pick(CATEGORIES),
      category_rank: rng.int(5, 9_000),
    },
    "audience-startdate": isoDay(today - months * 30),
    "audience-reach": series(visits * 20, visits * 40, 0),
    "audience-time": series(40, 900, 0),
    "audience-pages": series(1.2, 9, 2),
    "audience-bounce": series(20, 75, 1),
  };
}

export function geoShares(seed: number, site: string): XmlObject {
  if (analyticsDepth(seed, site) !== "full") return { countries: "" };
  const rng = rngFor(seed, site, "geo");
  const picked = rng.sample(COUNTRIES, 5);
  const s = shares(rng, picked.length);
  return { countries: picked.map((c, i) => ({ country: c.name, share: s[i] ?? "0" })) };
}

export function trafficSites(seed: number, site: string, what: "input" | "outgoing"): XmlObject[] {
  if (analyticsDepth(seed, site) === "none") return [];
  const rng = rngFor(seed, site, what);
  const list = domains(rng, 8);
  const s = shares(rng, list.length);
  return list.map((domain, i) => ({
    icon: `https://static.sandbox.test/favicons/${domain}.png`,
    domain,
    rank: String(rng.int(100, 900_000)),
    share: s[i] ?? "0",
    change: `${rng.chance(0.5) ? "-" : "+"}${rng.float(0, 30).toFixed(1)}%`,
  }));
}

export function similarSites(
  seed: number,
  site: string,
  what: "similar" | "competitors",
): XmlObject[] {
  if (analyticsDepth(seed, site) !== "full") return [];
  const rng = rngFor(seed, site, what);
  return domains(rng, 10).map((domain) => ({
    domain,
    category: rng.pick(CATEGORIES),
    "global-rank": rng.int(500, 2_000_000),
    score: rng.float(0.2, 0.99).toFixed(2),
  }));
}
