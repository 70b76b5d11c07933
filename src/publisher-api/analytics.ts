/** Site analytics of an advertiser site: audience, geography, traffic, similar sites, competitors. */
import type { ReportWatch } from "./deferred.js";
import { itemsOf, mapList } from "./read.js";
import {
  type AnalyticsMonths,
  type AudienceAnalytics,
  audienceAnalytics,
  type CountryShare,
  countryShares,
  type SimilarSite,
  similarSite,
  type TrafficSite,
  trafficSite,
} from "./records/analytics.js";
import type { PublisherSession } from "./session.js";

export class Analytics {
  constructor(private readonly s: PublisherSession) {}

  async audience(
    site: string,
    months: AnalyticsMonths,
    options?: ReportWatch,
  ): Promise<AudienceAnalytics> {
    const data = await this.s.get(
      "analytics-audience/{site}/{months}",
      { site, months },
      undefined,
      options,
    );
    return audienceAnalytics(data);
  }

  async geo(site: string, months: AnalyticsMonths, options?: ReportWatch): Promise<CountryShare[]> {
    const data = await this.s.get(
      "analytics-geo/{site}/{months}",
      { site, months },
      undefined,
      options,
    );
    return countryShares(data);
  }

  /** Where visitors come from; the spec does not show this shape, it is read like outgoing traffic. */
  async inputTraffic(
    site: string,
    months: AnalyticsMonths,
    options?: ReportWatch,
  ): Promise<TrafficSite[]> {
    const path = "analytics-input-traffic/{site}/{months}";
    return mapList(
      itemsOf(await this.s.get(path, { site, months }, undefined, options)),
      trafficSite,
    );
  }

  async outgoingTraffic(
    site: string,
    months: AnalyticsMonths,
    options?: ReportWatch,
  ): Promise<TrafficSite[]> {
    const path = "analytics-outgoing-traffic/{site}/{months}";
    return mapList(
      itemsOf(await this.s.get(path, { site, months }, undefined, options)),
      trafficSite,
    );
  }

  async similarSites(site: string, options?: ReportWatch): Promise<SimilarSite[]> {
    const data = await this.s.get("analytics-similar-sites/{site}", { site }, undefined, options);
    return mapList(itemsOf(data), similarSite);
  }

  async competitors(site: string, options?: ReportWatch): Promise<SimilarSite[]> {
    const data = await this.s.get("analytics-competitors/{site}", { site }, undefined, options);
    return mapList(itemsOf(data), similarSite);
  }
}
