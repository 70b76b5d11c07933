// The general `statistics` report, the seven specialised ones, and deferral of long periods.

import { channelsOf } from "../data/channels.js";
import { metricFields } from "../data/metrics.js";
import { isoDay, NETWORK_ZONE } from "../lib/dates.js";
import { badRequest } from "../lib/errors.js";
import {
  enumParam,
  intList,
  intParam,
  pageOf,
  paging,
  pathDay,
  pathEnum,
  strParam,
} from "../lib/params.js";
import type { XmlObject } from "../lib/xml.js";
import { aggregate, type StatsQuery } from "../stats/query.js";
import type { XmlEndpoint, XmlOutcome, XmlRequest, XmlRoutes } from "./xml-types.js";

const SUBACCOUNTS = ["subaccount", "subaccount2", "subaccount3", "subaccount4", "subaccount5"];

/** Part B's base set B of sub_group values of the specialised methods. */
const B = [
  "type_offers",
  "category_lvl_1",
  "category_lvl_2",
  "category_lvl_3",
  "type_actions",
  "payment_method_id",
  "tools2",
  "promo_category",
  "code_type",
  "link_type",
  "size_type",
  "promo_size",
  "channel_id",
  "points_types",
  "points_landings",
  "target_pages",
  "points_promo_events",
  "typesources",
  "referrers",
  ...SUBACCOUNTS,
  "keyword_se",
  "language",
  "country",
  "area",
  "city",
  "new_user",
  "browser_type",
  "browser_version",
  "os_type",
  "os_version",
  "resolution",
  "device_type_id",
  "device_id",
];
const TIME_SLICES = ["seasons", "daytime", "weekends", "weekdays"];

const GENERAL_SUBS = [
  "action_id",
  "type_offers",
  "category_lvl_1",
  "category_lvl_2",
  "category_lvl_3",
  "type_actions",
  "payment_method_id",
  "tools2",
  "promo_category",
  "code_type",
  "link_type",
  "size_type",
  "promo_size",
  "points_types",
  "points_landings",
  "target_pages",
  "points_products",
  "points_promo_events",
  "typesources",
  "referrers",
  ...SUBACCOUNTS,
  "keyword_se",
  "language",
  "country",
  "area",
  "city",
  "timezones",
  "new_user",
  "browser_type",
  "browser_version",
  "os_type",
  "os_version",
  "resolution",
  "color",
  "device_type_id",
  "device_id",
];

const GENERAL_GROUPS = [
  ...GENERAL_SUBS,
  "segment_offer",
  "event_time_hour",
  "event_time_day",
  "event_time_week",
  "event_time_month",
  "event_time_quarter",
  "event_time_year",
  ...TIME_SLICES,
];

interface StatsMethod {
  root: string;
  groups: readonly string[];
  subs: readonly string[];
  specialised: boolean;
  onlyConverted: boolean;
}

const special = (
  name: string,
  groups: string[],
  subs: string[],
  onlyConverted = false,
): StatsMethod => ({
  root: `ca.api.webmaster.${name}ResponseData`,
  groups,
  subs,
  specialised: true,
  onlyConverted,
});

export const STATS_METHODS: Readonly<Record<string, StatsMethod>> = {
  statistics: {
    root: "getStatisticsResponseData",
    groups: GENERAL_GROUPS,
    subs: GENERAL_SUBS,
    specialised: false,
    onlyConverted: false,
  },
  "statistics-offers": special("statistics_offers", ["action_id"], B, true),
  "statistics-channels": special("statistics_channels", ["channel_id"], B, true),
  "statistics-segments": special(
    "statistics_segments",
    ["type_offers", "category_lvl_1", "category_lvl_2", "category_lvl_3"],
    [...B, "action_id"],
  ),
  "statistics-actions": special(
    "statistics_actions",
    ["type_actions", "payment_method_id"],
    [...B, "action_id", ...TIME_SLICES],
  ),
  "statistics-geo": special(
    "statistics_geo",
    ["language", "commonwealth", "country", "area", "city"],
    [...B, "action_id"],
  ),
  "statistics-behaviour": special(
    "statistics_behaviour",
    ["new_user"],
    [...B.filter((s) => s !== "new_user"), "action_id", ...TIME_SLICES],
  ),
  "statistics-technologies": special(
    "statistics_technologies",
    ["browser_type", "browser_version", "os_type", "os_version", "resolution", "color"],
    [...B, "action_id"],
  ),
};

function report(name: string, spec: StatsMethod, r: XmlRequest): XmlOutcome {
  const group = pathEnum(r.segs[0], "group_field", spec.groups);
  const from = pathDay(r.segs[1], "date_from");
  const to = pathDay(r.segs[2], "date_to");
  if (from > to) throw badRequest("date_from must not be after date_to");
  const q = r.query;
  const sub = enumParam(q, "sub_group", spec.subs);
  if (sub === group) throw badRequest("sub_group must differ from group_field");
  // date_type is validated; the sandbox counts both kinds by conversion date.
  enumParam(q, "date_type", ["conversion", "order_upload"] as const);
  const page = paging(q);
  const keyword = strParam(q, "q");
  const requestId = intParam(q, "request_id");
  let actionIds: number[] | undefined;
  let channelId: number | undefined;
  if (spec.specialised) {
    actionIds = intList(q, "action_id");
    channelId = intParam(q, "channel_id");
  } else if (q.has("action_id") || q.has("channel_id")) {
    throw badRequest("the general statistics method has no action_id or channel_id parameter");
  }

  const cfg = r.sb.config;
  const signature = `${name}|${group}|${from}|${to}`;
  let queueStatus = "";
  if (requestId !== undefined) {
    const d = r.sb.deferred.get(requestId);
    if (!d || d.publisherId !== r.pub.publisher.id || d.signature !== signature) {
      throw badRequest(`unknown request_id ${requestId} for this report`);
    }
    d.repeats++;
    if (d.repeats < cfg.deferRepeats) return { deferred: d.id };
    queueStatus = "ready";
  } else if (to - from + 1 > cfg.deferAfterDays) {
    const id = r.sb.nextRequestId++;
    r.sb.deferred.set(id, { id, publisherId: r.pub.publisher.id, signature, repeats: 0 });
    return { deferred: id };
  }

  const query: StatsQuery = { from, to, group, onlyConverted: spec.onlyConverted };
  if (sub !== undefined) query.sub = sub;
  if (actionIds !== undefined) query.actionIds = new Set(actionIds);
  if (channelId !== undefined) query.channelId = channelId;
  if (keyword !== undefined) query.q = keyword;
  const ctx = {
    offers: r.ds.offerById,
    channels: new Map(channelsOf(r.pub.publisher.id).map((c) => [c.id, c])),
  };
  const groups = aggregate(r.data.stats, query, ctx);
  const firstDay = isoDay(from);
  // The statisticsStartAsOffset quirk: `start` is the first row's number, not a page index.
  const rows = r.sb.quirks.statisticsStartAsOffset
    ? groups.slice(page.start, page.start + page.limit)
    : pageOf(groups, page);
  const items: XmlObject[] = rows.map((g) => {
    const item: Record<string, string | number> = {};
    // Specialised items always carry eventTime (the period's first day unless grouped by time)
    // and channelId (the grouping's, the filter's, or 0).
    if (spec.specialised) {
      item.eventTime = firstDay;
      item.channelId = channelId ?? 0;
    }
    for (const k in g.fields) item[k] = g.fields[k] ?? "";
    metricFields(g.m, item);
    return item;
  });
  return {
    data: {
      total: groups.length,
      time_zone_api_stat: NETWORK_ZONE,
      items,
      request_status_in_queue: queueStatus,
    },
  };
}

export const statisticsRoutes: XmlRoutes = Object.fromEntries(
  Object.entries(STATS_METHODS).map(([name, spec]) => {
    const endpoint: XmlEndpoint = {
      root: spec.root,
      maxSegments: 3,
      handle: (r) => report(name, spec, r),
    };
    return [name, { GET: endpoint }];
  }),
);
