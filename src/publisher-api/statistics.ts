/**
 * Statistics reports: the general method and the seven specialised ones. Long reports are
 * deferred by the API (envelope 204); every method here waits for them (see deferred.ts) and
 * reports progress through `watch.onProgress`.
 */
import type { Paging } from "./catalog.js";
import type { ReportWatch } from "./deferred.js";
import { BadRequest } from "./errors.js";
import {
  type ActionsGroupField,
  type ActionsSubGroup,
  type BehaviourGroupField,
  type BehaviourSubGroup,
  type ChannelsGroupField,
  type ChannelsSubGroup,
  type DateType,
  type GeoGroupField,
  type GeoSubGroup,
  type OffersGroupField,
  type OffersSubGroup,
  type SegmentsGroupField,
  type SegmentsSubGroup,
  type StatisticsGroupField,
  type StatisticsReport,
  type StatisticsSubGroup,
  statisticsReport,
  type TechnologiesGroupField,
  type TechnologiesSubGroup,
} from "./records/statistics.js";
import type { PublisherSession } from "./session.js";
import { formatApiDate, isApiDate } from "./values.js";

/** A day of the period: `yyyy-mm-dd`, or a Date (its UTC day). */
export type ApiDay = string | Date;

export interface StatisticsQuery<G extends string, S extends string> extends Paging {
  group_field: G;
  date_from: ApiDay;
  date_to: ApiDay;
  sub_group?: S;
  /** count the period by conversion date or by the date the data was uploaded */
  date_type?: DateType;
  /** keyword search in the main grouping parameter */
  q?: string;
}

/** The specialised methods also filter by offer and channel. */
export interface SpecialisedQuery<G extends string, S extends string>
  extends StatisticsQuery<G, S> {
  action_id?: string;
  channel_id?: number;
}

/** For methods with a single group field, it may be left out. */
type SingleGroup<G extends string, S extends string> = Omit<
  SpecialisedQuery<G, S>,
  "group_field"
> & {
  group_field?: G;
};

export class Statistics {
  constructor(private readonly s: PublisherSession) {}

  /** The general report, grouped by any of the spec's group fields. */
  general(
    query: StatisticsQuery<StatisticsGroupField, StatisticsSubGroup>,
    watch?: ReportWatch,
  ): Promise<StatisticsReport> {
    return this.report("statistics", query, watch);
  }

  /** By offer (only offers with conversions in the period). */
  offers(
    query: SingleGroup<OffersGroupField, OffersSubGroup>,
    watch?: ReportWatch,
  ): Promise<StatisticsReport> {
    return this.report("statistics-offers", { ...query, group_field: "action_id" }, watch);
  }

  segments(
    query: SpecialisedQuery<SegmentsGroupField, SegmentsSubGroup>,
    watch?: ReportWatch,
  ): Promise<StatisticsReport> {
    return this.report("statistics-segments", query, watch);
  }

  actions(
    query: SpecialisedQuery<ActionsGroupField, ActionsSubGroup>,
    watch?: ReportWatch,
  ): Promise<StatisticsReport> {
    return this.report("statistics-actions", query, watch);
  }

  geo(
    query: SpecialisedQuery<GeoGroupField, GeoSubGroup>,
    watch?: ReportWatch,
  ): Promise<StatisticsReport> {
    return this.report("statistics-geo", query, watch);
  }

  behaviour(
    query: SingleGroup<BehaviourGroupField, BehaviourSubGroup>,
    watch?: ReportWatch,
  ): Promise<StatisticsReport> {
    return this.report("statistics-behaviour", { ...query, group_field: "new_user" }, watch);
  }

  technologies(
    query: SpecialisedQuery<TechnologiesGroupField, TechnologiesSubGroup>,
    watch?: ReportWatch,
  ): Promise<StatisticsReport> {
    return this.report("statistics-technologies", query, watch);
  }

  /** By traffic channel (only channels with conversions in the period). */
  channels(
    query: SingleGroup<ChannelsGroupField, ChannelsSubGroup>,
    watch?: ReportWatch,
  ): Promise<StatisticsReport> {
    return this.report("statistics-channels", { ...query, group_field: "channel_id" }, watch);
  }

  private async report(
    method: string,
    query: StatisticsQuery<string, string>,
    watch?: ReportWatch,
  ): Promise<StatisticsReport> {
    const { group_field, date_from, date_to, ...rest } = query;
    const path = {
      group_field,
      date_from: apiDay(date_from, "date_from"),
      date_to: apiDay(date_to, "date_to"),
    };
    const data = await this.s.get(
      `${method}/{group_field}/{date_from}/{date_to}`,
      path,
      rest,
      watch,
    );
    const report = statisticsReport(data);
    if (report.time_zone_api_stat) this.s.ctx.learned.statisticsZone = report.time_zone_api_stat;
    return report;
  }
}

/** Checked here so a typo gets a clear answer instead of a round trip and a vague 400. */
function apiDay(day: ApiDay, field: string): string {
  if (day instanceof Date) {
    if (Number.isNaN(day.getTime())) throw new BadRequest(`${field} is not a valid date`);
    return formatApiDate(day);
  }
  if (!isApiDate(day)) throw new BadRequest(`${field} must be a date written yyyy-mm-dd`);
  return day;
}
