/**
 * A row of a breakdown opened: its own rows by the next breakdown, read through the network's
 * filters (the general report's sub_group, the specialised reports' action_id and channel_id), to
 * the last page. A level's rows add up to the row it was opened from; where the network lists only
 * some (channels' offers: only converting ones), the rest is one more row, named as such.
 */
import { Semaphore } from "../../concurrency/index.js";
import {
  type PageRequest,
  type PublisherClient,
  parseApiDate,
  type StatisticsGroupField,
  type StatisticsItem,
  type StatisticsReport,
  type StatisticsSubGroup,
  statisticsLabel,
} from "../../publisher-api/index.js";
import { daysOf } from "../format/local-time.js";
import { type DrillKind, type DrillStep, filtersOf } from "./drill.js";
import type { Period } from "./period.js";
import {
  allItems,
  dayOf,
  merge,
  type ReportReadWatch,
  type Row,
  sortRows,
  UNLISTED_ROWS,
  withUnlisted,
} from "./report.js";
import { addInto, totalsOf, zeroTotals } from "./totals.js";

const GROUP: Record<Exclude<DrillKind, "channel">, StatisticsGroupField> = {
  offer: "action_id",
  subaccount: "subaccount",
  country: "country",
  day: "event_time_day",
  hour: "event_time_hour",
};

/** An item's value of a dimension, as a row's key. */
function keyOf(item: StatisticsItem, kind: DrillKind): string {
  switch (kind) {
    case "offer":
      return item.actionID ?? "";
    case "subaccount":
      return item.subaccount ?? "";
    case "country":
      return item.country ?? "";
    case "channel":
      return String(item.channelId ?? "");
    case "day":
      return dayOf(statisticsLabel(item, "event_time_day")) ?? "";
    case "hour": {
      // "2026-11-24 14:00:00" on the network's clock: read as UTC, its hour is the network's.
      const at = parseApiDate(statisticsLabel(item, "event_time_hour"));
      return at ? String(at.getUTCHours()) : "";
    }
  }
}

const nameOf = (item: StatisticsItem, kind: DrillKind) =>
  kind === "offer" ? item.actionName || item.actionID || "" : keyOf(item, kind);

/** The rows of `path` by `kind` (one of nextKinds): days and hours in order, the rest by earnings. */
export async function readDrill(
  client: PublisherClient,
  period: Period,
  path: readonly DrillStep[],
  kind: DrillKind,
  watch?: ReportReadWatch,
): Promise<Row[]> {
  const rows = await drillRows(client, period, path, kind, watch);
  return kind === "day" || kind === "hour" ? rows : sortRows(rows, UNLISTED_ROWS);
}

async function drillRows(
  client: PublisherClient,
  period: Period,
  path: readonly DrillStep[],
  kind: DrillKind,
  watch?: ReportReadWatch,
): Promise<Row[]> {
  const { range, others } = filtersOf(period, path);
  const [first, second] = others;
  const channel = others.find((s) => s.kind === "channel");
  if (channel && kind === "offer") return channelOffers(client, range, channel, watch);
  if (!first) {
    // A day alone: its hours.
    const items = await allItems(
      (p) => client.statistics.general({ group_field: GROUP.hour, ...dates(range), ...p }, watch),
      watch,
    );
    return complete(rowsOf(items, undefined, kind), range, kind);
  }
  if (kind === "channel") throw new Error("channels are not read below another row");
  if (kind === "day" && (second || channel)) return dayByDay(client, range, others, watch);
  if (first.kind === "country" && kind === "offer") {
    // The country's rows came from the geo report: its offers from the same report.
    const items = await allItems(
      (p) =>
        client.statistics.geo(
          { group_field: "country", sub_group: "action_id", ...dates(range), ...p },
          watch,
        ),
      watch,
    );
    return rowsOf(items, first, kind);
  }
  const items = await allItems(
    (p) =>
      client.statistics.general(
        {
          group_field: GROUP[kind],
          sub_group: GROUP[first.kind as Exclude<DrillKind, "channel">] as StatisticsSubGroup,
          ...dates(range),
          ...p,
        },
        watch,
      ),
    watch,
  );
  return complete(rowsOf(items, first, kind), range, kind);
}

const dates = (range: Period) => ({ date_from: range.from, date_to: range.to });

/** Items of the opened row `of` (all when none), by `kind`. */
function rowsOf(
  items: readonly StatisticsItem[],
  of: DrillStep | undefined,
  kind: DrillKind,
): Row[] {
  const mine = of ? items.filter((item) => keyOf(item, of.kind) === of.key) : items;
  return merge(
    mine,
    (i) => keyOf(i, kind),
    (i) => nameOf(i, kind),
  );
}

/** Every day of the range, or every hour of the day, with zeros where nothing happened. */
function complete(rows: Row[], range: Period, kind: DrillKind): Row[] {
  const keys =
    kind === "day"
      ? daysOf(range.from, range.to)
      : kind === "hour"
        ? Array.from({ length: 24 }, (_, h) => String(h))
        : undefined;
  if (!keys) return rows;
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return keys.map((key) => byKey.get(key) ?? { key, label: key, totals: zeroTotals() });
}

/**
 * A channel's offers: the offers report filtered by channel_id lists only converting offers, so
 * the channel's other traffic is one more row.
 */
async function channelOffers(
  client: PublisherClient,
  range: Period,
  channel: DrillStep,
  watch?: ReportReadWatch,
): Promise<Row[]> {
  const items = await allItems(
    (p) =>
      client.statistics.offers({ ...dates(range), channel_id: Number(channel.key), ...p }, watch),
    watch,
  );
  const rows = merge(
    items,
    (i) => keyOf(i, "offer"),
    (i) => nameOf(i, "offer"),
  );
  return withUnlisted(rows, channel.totals);
}

/** Calls at once when days are read one by one. */
const DAY_CALLS = 4;

/** A day's items of the report a path's rows came from, and which of them are the path's. */
interface DayRead {
  read: (day: Period, page: PageRequest) => Promise<StatisticsReport>;
  mine: (item: StatisticsItem) => boolean;
}

/**
 * How a path of two rows (or a channel) is read for one day: through the geo report's action_id
 * and channel_id filters when a country or a channel is opened (all of its countries summed for a
 * channel), else the general report grouped by both rows.
 */
function dayRead(
  client: PublisherClient,
  others: readonly DrillStep[],
  watch?: ReportReadWatch,
): DayRead {
  const step = (kind: DrillKind) => others.find((s) => s.kind === kind);
  const [channel, country, offer] = [step("channel"), step("country"), step("offer")];
  if (channel || (country && offer)) {
    const filters = {
      ...(channel && { channel_id: Number(channel.key) }),
      ...(offer && { action_id: offer.key }),
    };
    return {
      read: (day, page) =>
        client.statistics.geo(
          { group_field: "country", ...filters, ...dates(day), ...page },
          watch,
        ),
      mine: (item) => !country || keyOf(item, "country") === country.key,
    };
  }
  const [first, second] = others as [DrillStep, DrillStep];
  const field = (s: DrillStep) => GROUP[s.kind as Exclude<DrillKind, "channel">];
  return {
    read: (day, page) =>
      client.statistics.general(
        {
          group_field: field(first),
          sub_group: field(second) as StatisticsSubGroup,
          ...dates(day),
          ...page,
        },
        watch,
      ),
    mine: (item) =>
      keyOf(item, first.kind) === first.key && keyOf(item, second.kind) === second.key,
  };
}

/** A path's days, each read on its own (the network has no days of two filters at once). */
async function dayByDay(
  client: PublisherClient,
  range: Period,
  others: readonly DrillStep[],
  watch?: ReportReadWatch,
): Promise<Row[]> {
  const gate = new Semaphore(DAY_CALLS);
  const { read, mine } = dayRead(client, others, watch);
  const readDay = async (day: string): Promise<Row> => {
    const one = { from: day, to: day };
    const items = await gate.run(() => allItems((page) => read(one, page), watch));
    const totals = zeroTotals();
    for (const item of items) if (mine(item)) addInto(totals, totalsOf(item));
    return { key: day, label: day, totals };
  };
  return Promise.all(daysOf(range.from, range.to).map(readDay));
}
