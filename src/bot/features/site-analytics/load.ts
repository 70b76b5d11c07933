/**
 * An advertiser site's analytics for a period: six calls, kept a day per site and period for the
 * whole bot (the figures are the network's, the same for every publisher). Nothing is kept when a
 * call fails, so Try again asks the network again.
 */
import type {
  AnalyticsMonths,
  AudienceAnalytics,
  CountryShare,
  PublisherClient,
  SimilarSite,
  TrafficSite,
} from "../../../publisher-api/index.js";
import type { Storage } from "../../../storage/index.js";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SiteAnalytics {
  audience: AudienceAnalytics;
  countries: CountryShare[];
  sources: TrafficSite[];
  destinations: TrafficSite[];
  similar: SimilarSite[];
  competitors: SimilarSite[];
}

/** The domain the analytics methods take: "https://www.shop.com/br" → "shop.com"; "" for none. */
export function siteDomain(site: string): string {
  const text = site.trim();
  if (!text) return "";
  let host: string;
  try {
    host = new URL(/^[a-z]+:\/\//i.test(text) ? text : `https://${text}`).hostname;
  } catch {
    return "";
  }
  const domain = host.toLowerCase().replace(/^www\./, "");
  return /^[\w.-]+\.[a-z]{2,}$/i.test(domain) ? domain : "";
}

export async function siteAnalytics(
  storage: Storage,
  client: PublisherClient,
  site: string,
  months: AnalyticsMonths,
): Promise<SiteAnalytics> {
  const key = `site-analytics:${site}:${months}`;
  const cached = await storage.keyv.get<SiteAnalytics>(key);
  if (cached) return cached;
  const a = client.analytics;
  const [audience, countries, sources, destinations, similar, competitors] = await Promise.all([
    a.audience(site, months),
    a.geo(site, months),
    a.inputTraffic(site, months),
    a.outgoingTraffic(site, months),
    a.similarSites(site),
    a.competitors(site),
  ]);
  const loaded = { audience, countries, sources, destinations, similar, competitors };
  await storage.keyv.set(key, loaded, DAY_MS);
  return loaded;
}
