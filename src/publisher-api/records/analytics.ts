/** Site analytics records (audience, geo, traffic sources, similar sites and competitors). */
import { int, list, mapList, name, optNum, rec, str, strings, type XmlRecord } from "../read.js";

/** A count the network may leave blank: undefined then, never 0 (a blank rank is no rank of 0). */
const optInt = (x: unknown): number | undefined => {
  const n = optNum(x);
  return n === undefined ? undefined : Math.trunc(n);
};

export type AnalyticsMonths = 1 | 3 | 6 | 12;

export interface AudienceAnalytics {
  average: {
    average_visits_per_day: number | undefined;
    average_time_on_site: string;
    average_page_views: string;
    average_bounce_rate: string;
  };
  ranking: {
    global_rank: number | undefined;
    country: string;
    country_rank: number | undefined;
    category: string;
    category_rank: number | undefined;
  };
  audience_startdate: string;
  audience_reach: string[];
  audience_time: string[];
  audience_pages: string[];
  audience_bounce: string[];
}

export function audienceAnalytics(r: XmlRecord): AudienceAnalytics {
  const avg = rec(r.average);
  const rank = rec(r.ranking);
  return {
    average: {
      average_visits_per_day: optInt(avg.average_visits_per_day),
      average_time_on_site: str(avg.average_time_on_site),
      average_page_views: str(avg.average_page_views),
      average_bounce_rate: str(avg.average_bounce_rate),
    },
    ranking: {
      global_rank: optInt(rank.global_rank),
      country: str(rank.country),
      country_rank: optInt(rank.country_rank),
      category: str(rank.category),
      category_rank: optInt(rank.category_rank),
    },
    audience_startdate: str(r["audience-startdate"]),
    audience_reach: strings(r["audience-reach"]),
    audience_time: strings(r["audience-time"]),
    audience_pages: strings(r["audience-pages"]),
    audience_bounce: strings(r["audience-bounce"]),
  };
}

export interface CountryShare {
  country: string;
  share: string;
}

/** analytics-geo: `data.countries` is a list of (country, share). */
export function countryShares(data: XmlRecord): CountryShare[] {
  return mapList(list(data.countries), (r) => ({ country: name(r.country), share: str(r.share) }));
}

/**
 * A traffic source or destination. The outgoing-traffic shape is given by the spec; the
 * input-traffic shape is not, and is read with the same fields (blank where absent).
 */
export interface TrafficSite {
  icon: string;
  domain: string;
  rank: string;
  share: string;
  change: string;
}

export function trafficSite(r: XmlRecord): TrafficSite {
  return {
    icon: str(r.icon),
    domain: str(r.domain),
    rank: str(r.rank),
    share: str(r.share),
    change: str(r.change),
  };
}

/** analytics-similar-sites and analytics-competitors share this item. */
export interface SimilarSite {
  domain: string;
  category: string;
  global_rank: number;
  score: string;
}

export function similarSite(r: XmlRecord): SimilarSite {
  return {
    domain: str(r.domain),
    category: str(r.category),
    global_rank: int(r["global-rank"]),
    score: str(r.score),
  };
}
