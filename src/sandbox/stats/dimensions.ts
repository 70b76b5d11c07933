// Every statistics grouping as a function of one generated row. A row belongs to exactly one
// value of each dimension, so all groupings of a period sum to the same totals. Dimensions the
// generator does not model directly (browser, device, hour, ...) are derived from the row's hash.
import type { TrafficChannel } from "../data/channels.js";
import { BANNER_SIZES, WEB_TRAFFIC_TYPES } from "../data/offer-ref.js";
import type { Offer } from "../data/offers.js";
import type { StatRow } from "../data/stats.js";
import { dayOfWeek, isoDay, monthKey, quarterKey, weekStart, yearKey } from "../lib/dates.js";
import {
  areaOf,
  BROWSERS,
  browserVersion,
  categoryAt,
  country,
  daytime,
  derived,
  hour,
  OSES,
  offerOf,
  osVersion,
  SEASONS,
  TOOLS2,
  WEEKDAYS,
} from "./derived.js";

export interface DimContext {
  offers: ReadonlyMap<number, Offer>;
  channels: ReadonlyMap<number, TrafficChannel>;
}

export interface Dimension {
  /** Group key of a row: equal keys, equal field values. */
  key(row: StatRow, ctx: DimContext): string | number;
  /** The item's dimension fields, from one row of the group. */
  fields(row: StatRow, ctx: DimContext): Record<string, string | number>;
  /** Time-like groupings list in key order; the rest by earnings. */
  chronological?: boolean;
}

function hashDim(field: string, salt: number, values: readonly string[]): Dimension {
  return {
    key: (row) => derived(row, salt, values),
    fields: (row) => ({ [field]: derived(row, salt, values) }),
  };
}

function timeDim(
  key: (row: StatRow) => string | number,
  label: (row: StatRow) => string,
): Dimension {
  return { key, fields: (row) => ({ eventTime: label(row) }), chronological: true };
}

const action: Dimension = {
  key: (row) => row.offerId,
  fields: (row, ctx) => ({ actionID: row.offerId, actionName: offerOf(row, ctx)?.name ?? "" }),
};

const subaccount = (n: number): Dimension => ({
  key: (row) => subaccountOf(row, n),
  fields: (row) => ({ [n === 1 ? "subaccount" : `subaccount${n}`]: subaccountOf(row, n) }),
});

const subaccountValues = (n: number) => ["", "", "", "", `s${n}_a`, `s${n}_b`, `s${n}_c`];

/** The row's value of subaccount level `n` (1 to 5): set by a control, or derived. */
export function subaccountOf(row: StatRow, n: number): string {
  if (n === 1) return row.subaccount;
  if (row.named) return row.named.level === n ? row.named.value : "";
  return derived(row, 100 + n, subaccountValues(n));
}

/** Generic fallback: a field named after the grouping, values derived from the row hash. */
const generic = (name: string, salt: number): Dimension =>
  hashDim(
    name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()),
    salt,
    ["a", "b", "c", "d", "e"].map((x) => `${name}_${x}`),
  );

export const DIMENSIONS: Readonly<Record<string, Dimension>> = {
  action_id: action,
  segment_offer: action,
  channel_id: {
    key: (row) => row.channelId,
    fields: (row, ctx) => ({
      channelId: row.channelId,
      channelName: ctx.channels.get(row.channelId)?.name ?? "",
    }),
  },
  type_offers: {
    key: (row, ctx) => offerOf(row, ctx)?.type ?? "",
    fields: (row, ctx) => ({ typeOffers: offerOf(row, ctx)?.type ?? "" }),
  },
  category_lvl_1: catDim(1),
  category_lvl_2: catDim(2),
  category_lvl_3: catDim(3),
  type_actions: {
    key: (row, ctx) => offerOf(row, ctx)?.kind ?? "",
    fields: (row, ctx) => ({ isSale: offerOf(row, ctx)?.kind === "sale" ? "sale" : "action" }),
  },
  payment_method_id: hashDim("paymentMethod", 11, [
    "Card",
    "Cash on delivery",
    "PayPal",
    "Bank transfer",
    "Pix",
    "Wallet",
  ]),
  event_time_hour: timeDim(
    (row) => row.day * 24 + hour(row),
    (row) => `${isoDay(row.day)} ${String(hour(row)).padStart(2, "0")}:00:00`,
  ),
  event_time_day: timeDim(
    (row) => row.day,
    (row) => isoDay(row.day),
  ),
  event_time_week: timeDim(
    (row) => weekStart(row.day),
    (row) => isoDay(weekStart(row.day)),
  ),
  event_time_month: timeDim(
    (row) => monthKey(row.day),
    (row) => monthKey(row.day),
  ),
  event_time_quarter: timeDim(
    (row) => quarterKey(row.day),
    (row) => quarterKey(row.day),
  ),
  event_time_year: timeDim(
    (row) => yearKey(row.day),
    (row) => yearKey(row.day),
  ),
  seasons: timeDim(
    (row) =>
      ["winter", "spring", "summer", "autumn"].indexOf(
        SEASONS[Number(monthKey(row.day).slice(5)) - 1] ?? "",
      ),
    (row) => SEASONS[Number(monthKey(row.day).slice(5)) - 1] ?? "",
  ),
  daytime: timeDim(
    (row) => Math.floor(hour(row) / 6),
    (row) => daytime(hour(row)),
  ),
  weekends: timeDim(
    (row) => (dayOfWeek(row.day) >= 5 ? 1 : 0),
    (row) => (dayOfWeek(row.day) >= 5 ? "weekend" : "weekday"),
  ),
  weekdays: timeDim(
    (row) => dayOfWeek(row.day),
    (row) => WEEKDAYS[dayOfWeek(row.day)] ?? "",
  ),
  tools2: {
    key: (row) => derived(row, 21, TOOLS2),
    fields: (row) => {
      const name = derived(row, 21, TOOLS2);
      return { promoEngineId: TOOLS2.indexOf(name) + 1, promoEngineName: name };
    },
  },
  promo_category: hashDim("promoTypeId", 22, ["banner", "text link", "landing", "coupon", "video"]),
  code_type: hashDim("loadTypeName", 23, ["Direct link", "JS", "Async JS", "iframe"]),
  link_type: hashDim("linkTypeName", 24, ["Deeplink", "Main link", "Product link", "Coupon link"]),
  size_type: hashDim("promoSizeTypeName", 25, ["None", "Standard", "Mobile", "Fullscreen"]),
  promo_size: hashDim("promoSize", 26, ["", ...BANNER_SIZES.map((s) => s.name)]),
  points_products: hashDim("productId", 27, ["", "P-1001", "P-1002", "P-1003", "P-1004", "P-1005"]),
  typesources: hashDim(
    "trafficTypeId",
    28,
    WEB_TRAFFIC_TYPES.map((t) => String(t.id)),
  ),
  referrers: hashDim("site", 29, [
    "",
    "google.com",
    "t.me",
    "instagram.com",
    "youtube.com",
    "facebook.com",
    "bing.com",
  ]),
  subaccount: subaccount(1),
  subaccount2: subaccount(2),
  subaccount3: subaccount(3),
  subaccount4: subaccount(4),
  subaccount5: subaccount(5),
  keyword_se: hashDim("keyword", 30, [
    "",
    "promo code",
    "discount",
    "coupon",
    "cashback",
    "sale",
    "free delivery",
  ]),
  language: {
    key: (row) => country(row)?.language ?? "",
    fields: (row) => ({ language: country(row)?.language ?? "" }),
  },
  commonwealth: {
    key: (row) => country(row)?.commonwealth ?? "",
    fields: (row) => ({ commonwealth: country(row)?.commonwealth ?? "" }),
  },
  country: {
    key: (row) => row.countryId,
    fields: (row) => ({ country: country(row)?.name ?? "" }),
  },
  // Areas double as cities: the generator models one level below countries.
  area: {
    key: (row) => areaOf(row)?.id ?? 0,
    fields: (row) => ({ country: country(row)?.name ?? "", area: areaOf(row)?.name ?? "" }),
  },
  city: {
    key: (row) => areaOf(row)?.id ?? 0,
    fields: (row) => ({ country: country(row)?.name ?? "", city: areaOf(row)?.name ?? "" }),
  },
  timezones: {
    key: (row) => country(row)?.timezone ?? "",
    fields: (row) => ({ timezone: country(row)?.timezone ?? "" }),
  },
  new_user: hashDim("newUser", 31, ["new", "returning"]),
  browser_type: hashDim("browserType", 32, BROWSERS),
  browser_version: {
    key: (row) => browserVersion(row),
    fields: (row) => ({ browser: browserVersion(row) }),
  },
  os_type: hashDim("osType", 33, OSES),
  os_version: { key: (row) => osVersion(row), fields: (row) => ({ os: osVersion(row) }) },
  resolution: hashDim("resolution", 34, [
    "390x844",
    "412x915",
    "1920x1080",
    "1366x768",
    "1536x864",
    "2560x1440",
    "768x1024",
  ]),
  color: hashDim("color", 35, ["24", "32", "30", "16"]),
  device_type_id: hashDim("deviceTypeName", 36, ["Smartphone", "Desktop", "Tablet", "Smart TV"]),
  device_id: hashDim("deviceName", 37, [
    "iPhone 15",
    "Samsung Galaxy S23",
    "Desktop PC",
    "Xiaomi Redmi Note 12",
    "iPad",
    "Google Pixel 8",
    "MacBook Air",
  ]),
  points_types: generic("points_types", 41),
  points_landings: generic("points_landings", 42),
  target_pages: generic("target_pages", 43),
  points_promo_events: generic("points_promo_events", 44),
};

function catDim(level: number): Dimension {
  const field = `categoryLvl${level}`;
  return {
    key: (row, ctx) => categoryAt(offerOf(row, ctx), level).id,
    fields: (row, ctx) => {
      const c = categoryAt(offerOf(row, ctx), level);
      return { [field]: c.title, categoryId: c.id };
    },
  };
}
