/**
 * Statistics reports: the general method and the seven specialised ones. Long reports are
 * deferred by the API (envelope 204); every method here waits for them (see deferred.ts) and
 * reports progress through `watch.onProgress`.
 */
import type { Paging } from "./catalog.js";
import type { ReportWatch } from "./deferred.js";
import { BadRequest } from "./errors.js";
import type { ItemFields } from "./item-fields.js";
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
  type StatisticsField,
  type StatisticsGroupField,
  type StatisticsReport,
  type StatisticsSubGroup,
  statisticsReport,
  type TechnologiesGroupField,
  type TechnologiesSubGroup,
} from "./records/statistics.js";
import type { PublisherSession } from "./session.js";
import { formatApiDate, isApiDate } from "./values.js";

/**
 * What a report read is told: cancellation and progress, and the item fields the caller reads
 * (all when left out). The API has no field selection: the others are left out of the parse.
 */
export interface ReportRead<F extends StatisticsField> extends ReportWatch {
  fields?: readonly F[];
}

const selections = new WeakMap<readonly StatisticsField[], ItemFields>();

/** The parse of a report read for `fields`, made once per list of fields (callers pass constants). */
function itemFields(fields: readonly StatisticsField[]): ItemFields {
  let selection = selections.get(fields);
  if (!selection) {
    selection = { keep: fields };
    selections.set(fields, selection);
  }
  return selection;
}

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
  general<F extends StatisticsField = StatisticsField>(
    query: StatisticsQuery<StatisticsGroupField, StatisticsSubGroup>,
    read?: ReportRead<F>,
  ): Promise<StatisticsReport<F>> {
    return this.report("statistics", query, read);
  }

  /** By offer (only offers with conversions in the period). */
  offers<F extends StatisticsField = StatisticsField>(
    query: SingleGroup<OffersGroupField, OffersSubGroup>,
    read?: ReportRead<F>,
  ): Promise<StatisticsReport<F>> {
    return this.report("statistics-offers", { ...query, group_field: "action_id" }, read);
  }

  segments<F extends StatisticsField = StatisticsField>(
    query: SpecialisedQuery<SegmentsGroupField, SegmentsSubGroup>,
    read?: ReportRead<F>,
  ): Promise<StatisticsReport<F>> {
    return this.report("statistics-segments", query, read);
  }

  actions<F extends StatisticsField = StatisticsField>(
    query: SpecialisedQuery<ActionsGroupField, ActionsSubGroup>,
    read?: ReportRead<F>,
  ): Promise<StatisticsReport<F>> {
    return this.report("statistics-actions", query, read);
  }

  geo<F extends StatisticsField = StatisticsField>(
    query: SpecialisedQuery<GeoGroupField, GeoSubGroup>,
    read?: ReportRead<F>,
  ): Promise<StatisticsReport<F>> {
    return this.report("statistics-geo", query, read);
  }

  behaviour<F extends StatisticsField = StatisticsField>(
    query: SingleGroup<BehaviourGroupField, BehaviourSubGroup>,
    read?: ReportRead<F>,
  ): Promise<StatisticsReport<F>> {
    return this.report("statistics-behaviour", { ...query, group_field: "new_user" }, read);
  }

  technologies<F extends StatisticsField = StatisticsField>(
    query: SpecialisedQuery<TechnologiesGroupField, TechnologiesSubGroup>,
    read?: ReportRead<F>,
  ): Promise<StatisticsReport<F>> {
    return this.report("statistics-technologies", query, read);
  }

  /** By traffic channel (only channels with conversions in the period). */
  channels<F extends StatisticsField = StatisticsField>(
    query: SingleGroup<ChannelsGroupField, ChannelsSubGroup>,
    read?: ReportRead<F>,
  ): Promise<StatisticsReport<F>> {
    return this.report("statistics-channels", { ...query, group_field: "channel_id" }, read);
  }

  private async report<F extends StatisticsField>(
    method: string,
    query: StatisticsQuery<string, string>,
    read?: ReportRead<F>,
  ): Promise<StatisticsReport<F>> {
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
      read,
      read?.fields && itemFields(read.fields),
    );
    const report = statisticsReport(data, read?.fields);
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
