/**
 * Statistics reports: the group_field and sub_group values of every method exactly as the spec
 * lists them, and the report item (dimension strings, integer counts, money and ratio figures).
 */
import { int, num, optNum, type Page, page, rec, str, type XmlRecord } from "../read.js";

type Subaccounts = "subaccount" | "subaccount2" | "subaccount3" | "subaccount4" | "subaccount5";
type Categories = "category_lvl_1" | "category_lvl_2" | "category_lvl_3";
type TimeSlices = "seasons" | "daytime" | "weekends" | "weekdays";
type Technologies = "browser_type" | "browser_version" | "os_type" | "os_version" | "resolution";

/** sub_group values shared by the general method and base set B of the specialised ones. */
type Shared =
  | "type_offers"
  | Categories
  | "type_actions"
  | "payment_method_id"
  | "tools2"
  | "promo_category"
  | "code_type"
  | "link_type"
  | "size_type"
  | "promo_size"
  | "points_types"
  | "points_landings"
  | "target_pages"
  | "points_promo_events"
  | "typesources"
  | "referrers"
  | Subaccounts
  | "keyword_se"
  | "language"
  | "country"
  | "area"
  | "city"
  | "new_user"
  | Technologies
  | "device_type_id"
  | "device_id";

/** group_field of the general `statistics` method (the union of both lists in the spec). */
export type StatisticsGroupField =
  | Shared
  | "action_id"
  | "segment_offer"
  | "event_time_hour"
  | "event_time_day"
  | "event_time_week"
  | "event_time_month"
  | "event_time_quarter"
  | "event_time_year"
  | TimeSlices
  | "points_products"
  | "timezones"
  | "color";

/** sub_group of the general `statistics` method. */
export type StatisticsSubGroup = Shared | "action_id" | "points_products" | "timezones" | "color";

/** Base set B of sub_group values of the specialised methods. */
export type SpecialisedSubGroup = Shared | "channel_id";

export type OffersSubGroup = SpecialisedSubGroup;
export type ChannelsSubGroup = SpecialisedSubGroup;
export type SegmentsSubGroup = SpecialisedSubGroup | "action_id";
export type GeoSubGroup = SpecialisedSubGroup | "action_id";
export type TechnologiesSubGroup = SpecialisedSubGroup | "action_id";
export type ActionsSubGroup = SpecialisedSubGroup | "action_id" | TimeSlices;
export type BehaviourSubGroup = Exclude<SpecialisedSubGroup, "new_user"> | "action_id" | TimeSlices;

export type OffersGroupField = "action_id";
export type SegmentsGroupField = "type_offers" | Categories;
export type ActionsGroupField = "type_actions" | "payment_method_id";
/** The spec shows no values; these are the item fields it marks as grouping fields. */
export type GeoGroupField = "language" | "commonwealth" | "country" | "area" | "city";
export type BehaviourGroupField = "new_user";
export type TechnologiesGroupField = Technologies | "color";
export type ChannelsGroupField = "channel_id";

export type DateType = "conversion" | "order_upload";

const DIMENSIONS = [
  "actionID",
  "actionName",
  "typeOffers",
  "categoryLvl1",
  "categoryLvl2",
  "categoryLvl3",
  "categoryId",
  "isSale",
  "paymentMethod",
  "language",
  "commonwealth",
  "country",
  "area",
  "city",
  "newUser",
  "browser",
  "browserType",
  "os",
  "osType",
  "keyword",
  "deviceTypeName",
  "deviceName",
  "promoEngineName",
  "feedName",
  "promoName",
  "linkName",
  "promoTypeId",
  "promoSizeTypeName",
  "linkTypeName",
  "promoSize",
  "loadTypeName",
  "trafficTypeId",
  "subaccount",
  "subaccount2",
  "subaccount3",
  "subaccount4",
  "subaccount5",
  "site",
  "productId",
  "resolution",
  /** general method only */
  "timezone",
  "color",
  /** specialised methods only; `dd.mm.yyyy HH:MM:SS zone` was seen, see parseApiDate */
  "eventTime",
] as const;

export type StatisticsDimension = (typeof DIMENSIONS)[number];

/** Dimension fields are present only when the report groups by them. */
export type StatisticsDimensions = { [K in StatisticsDimension]?: string } & {
  promoEngineId?: number;
  channelId?: number;
};

export interface StatisticsMetrics {
  showCount: number;
  clickCount: number;
  clickUniqCount: number;
  backUrlRedirectCount: number;
  leadsOpen: number;
  leadsCancelled: number;
  leadsApproved: number;
  saleOpen: number;
  saleCancelled: number;
  saleApproved: number;
  commissionOpen: number;
  commissionCancelled: number;
  commissionApproved: number;
  /** ratios as sent (a trailing % dropped); undefined when absent */
  crLeads: number | undefined;
  crSales: number | undefined;
  crTotal: number | undefined;
  arLeads: number | undefined;
  arSales: number | undefined;
  arTotal: number | undefined;
  arCommission: number | undefined;
  ctr: number | undefined;
  ecpc: number | undefined;
  ecpm: number | undefined;
}

export type StatisticsItem = StatisticsDimensions & StatisticsMetrics;

/** A field of a statistics item (the element's name in the answer): what a report is read for. */
export type StatisticsField = keyof StatisticsItem;

/** A report's page; its items carry the fields `F` it was read for (all by default). */
export interface StatisticsReport<F extends StatisticsField = StatisticsField>
  extends Page<Pick<StatisticsItem, F>> {
  time_zone_api_stat: string;
  request_status_in_queue: string;
}

const DIMENSION_NAMES: ReadonlySet<string> = new Set(DIMENSIONS);

/** How each figure is read: counts as integers, money as amounts, ratios kept apart when absent. */
const METRICS: { readonly [K in keyof StatisticsMetrics]-?: (x: unknown) => StatisticsMetrics[K] } =
  {
    showCount: int,
    clickCount: int,
    clickUniqCount: int,
    backUrlRedirectCount: int,
    leadsOpen: int,
    leadsCancelled: int,
    leadsApproved: int,
    saleOpen: int,
    saleCancelled: int,
    saleApproved: int,
    commissionOpen: num,
    commissionCancelled: num,
    commissionApproved: num,
    crLeads: optNum,
    crSales: optNum,
    crTotal: optNum,
    arLeads: optNum,
    arSales: optNum,
    arTotal: optNum,
    arCommission: optNum,
    ctr: optNum,
    ecpc: optNum,
    ecpm: optNum,
  };
const METRIC_FIELDS = Object.keys(METRICS) as (keyof StatisticsMetrics)[];
/** Dimensions that are ids (numbers); the rest are strings. */
const ID_DIMENSIONS: ReadonlySet<string> = new Set(["promoEngineId", "channelId"]);

/** An item while it is read: what the tables above fill in. */
type ItemValues = { [K in StatisticsField]?: string | number | undefined };

/** A figure is always there (0 or undefined when absent); a dimension only when the item has it. */
function readField(r: XmlRecord, field: StatisticsField, into: ItemValues): void {
  const metric: ((x: unknown) => number | undefined) | undefined =
    METRICS[field as keyof StatisticsMetrics];
  const value = r[field];
  if (metric) into[field] = metric(value);
  else if (value !== undefined) into[field] = ID_DIMENSIONS.has(field) ? int(value) : str(value);
}

export function statisticsItem(r: XmlRecord): StatisticsItem {
  const item: ItemValues = {};
  for (const field of METRIC_FIELDS) readField(r, field, item);
  // An item carries only the dimensions it is grouped by: walking its few fields is cheaper than
  // asking it for each of the ~45 the spec names (a digest maps hundreds of items).
  for (const key in r) {
    if (DIMENSION_NAMES.has(key) || ID_DIMENSIONS.has(key)) {
      readField(r, key as StatisticsField, item);
    }
  }
  return item as StatisticsItem;
}

/** An item read for `fields` alone: nothing else is on it, not even as a zero. */
function selectedItem<F extends StatisticsField>(
  r: XmlRecord,
  fields: readonly F[],
): Pick<StatisticsItem, F> {
  const item: ItemValues = {};
  for (const field of fields) readField(r, field, item);
  return item as Pick<StatisticsItem, F>;
}

/** A report's data; with `fields`, its items carry only those. */
export function statisticsReport<F extends StatisticsField = StatisticsField>(
  data: unknown,
  fields?: readonly F[],
): StatisticsReport<F> {
  const d = rec(data);
  const item = fields
    ? (r: XmlRecord) => selectedItem(r, fields)
    : (statisticsItem as (r: XmlRecord) => Pick<StatisticsItem, F>);
  return {
    ...page(data, item),
    time_zone_api_stat: str(d.time_zone_api_stat),
    request_status_in_queue: str(d.request_status_in_queue),
  };
}

/** Which item field carries the grouping, where the spec says so (first one present wins). */
const LABEL_FIELDS: Partial<Record<string, readonly (keyof StatisticsDimensions)[]>> = {
  action_id: ["actionName", "actionID"],
  type_offers: ["typeOffers"],
  category_lvl_1: ["categoryLvl1"],
  category_lvl_2: ["categoryLvl2"],
  category_lvl_3: ["categoryLvl3"],
  type_actions: ["isSale"],
  payment_method_id: ["paymentMethod"],
  new_user: ["newUser"],
  browser_type: ["browserType"],
  browser_version: ["browser"],
  os_type: ["osType"],
  os_version: ["os"],
  resolution: ["resolution"],
  color: ["color"],
  channel_id: ["channelId"],
  language: ["language"],
  commonwealth: ["commonwealth"],
  country: ["country"],
  area: ["area"],
  city: ["city"],
  subaccount: ["subaccount"],
  subaccount2: ["subaccount2"],
  subaccount3: ["subaccount3"],
  subaccount4: ["subaccount4"],
  subaccount5: ["subaccount5"],
  timezones: ["timezone"],
  device_type_id: ["deviceTypeName"],
  device_id: ["deviceName"],
  keyword_se: ["keyword"],
  tools2: ["promoEngineName", "feedName"],
};

/** The row's label for a group field, or undefined when the spec does not say which field. */
export function statisticsLabel(item: StatisticsDimensions, group: string): string | undefined {
  const fields = LABEL_FIELDS[group] ?? (group.startsWith("event_time") ? ["eventTime"] : []);
  for (const f of fields) {
    const v = item[f];
    if (v !== undefined && v !== "") return String(v);
  }
  return undefined;
}
