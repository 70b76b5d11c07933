// The publisher's own account: profile, balance, notifications, payouts, charges, rates, zones,
// traffic channels.
import { channelsOf } from "../data/channels.js";
import { TIME_ZONES } from "../data/geo.js";
import { NOTIFICATION_CATEGORIES } from "../data/offer-ref.js";
import { badRequest } from "../lib/errors.js";
import { pageOf, paging } from "../lib/params.js";
import type { XmlValue } from "../lib/xml.js";
import { childRecords, requireXmlRoot } from "../lib/xml-body.js";
import { int, text } from "./body-fields.js";
import { get, listData, type XmlRequest, type XmlRoutes } from "./xml-types.js";

// Field notes: balance fields may arrive as strings of numbers; the sandbox always sends strings.
const amount = (n: number): string => n.toFixed(2);

function paged<T>(r: XmlRequest, all: readonly T[], view: (t: T) => XmlValue): XmlValue {
  return listData(all.length, pageOf(all, paging(r.query)).map(view));
}

function putProfile(r: XmlRequest): XmlValue {
  const body = requireXmlRoot(r.body, "setProfileRequestData");
  const p = r.pub.profile;
  const first = text(body, "first_name");
  const last = text(body, "last_name");
  const contact = text(body, "contact_phone");
  if (first !== undefined && first.trim() === "") throw badRequest("first_name must not be empty");
  if (contact !== undefined && contact.trim() !== "" && !/^\+?[\d\s()-]{5,20}$/.test(contact)) {
    throw badRequest(`contact_phone is not a phone number: "${contact}"`);
  }
  // `phone` is no longer supported (Part B): accepted and ignored.
  if (first !== undefined) p.firstName = first;
  if (last !== undefined) p.lastName = last;
  if (contact !== undefined) p.contactPhone = contact;
  return true;
}

function putNotifications(r: XmlRequest): XmlValue {
  const body = requireXmlRoot(r.body, "setNotificationSettingListRequestData");
  // Items directly under the root (per Part B) or wrapped in <items>.
  const records = [...childRecords(body), ...childRecords(body, "items")];
  if (records.length === 0) throw badRequest("at least one item is required");
  const changes = records.map((rec) => {
    const id = int(rec, "news_category_id", true) ?? 0;
    const status = int(rec, "status", true) ?? 0;
    if (!NOTIFICATION_CATEGORIES.some((c) => c.id === id))
      throw badRequest(`unknown news_category_id ${id}`);
    if (status !== 0 && status !== 1) throw badRequest("status must be 0 or 1");
    return { id, status };
  });
  for (const c of changes) {
    const s = r.pub.notifications.find((n) => n.categoryId === c.id);
    if (s) s.status = c.status;
  }
  return true;
}

export const accountRoutes: XmlRoutes = {
  profile: {
    GET: {
      root: "getProfileResponseData",
      handle: (r) => {
        const p = r.pub.profile;
        return {
          data: {
            id: p.id,
            first_name: p.firstName,
            last_name: p.lastName,
            language: p.language,
            phone: p.phone,
            contact_phone: p.contactPhone,
            email: p.email,
          },
        };
      },
    },
    PUT: { root: "setProfileResponseData", handle: (r) => ({ data: putProfile(r) }) },
  },
  balanceinfo: get("getBalanceInfoResponseData", (r) => {
    const b = r.data.account.balance;
    return {
      payment_schedule: b.paymentSchedule,
      hold_city: b.holdCity,
      currency: b.currency,
      main_balance: amount(b.mainBalance),
      commission_hold_adv: amount(b.commissionHoldAdv),
      commission_hold_city: amount(b.commissionHoldCity),
      earnings_on_payment: amount(b.earningsOnPayment),
      available_balance: amount(b.availableBalance),
    };
  }),
  notificationsettinglist: {
    GET: {
      root: "getNotificationSettingListResponseData",
      handle: (r) => {
        const items = r.pub.notifications.map((n) => ({
          news_category_id: n.categoryId,
          news_category_name:
            NOTIFICATION_CATEGORIES.find((c) => c.id === n.categoryId)?.name ?? "",
          status: n.status,
        }));
        return { data: listData(items.length, items) };
      },
    },
    PUT: {
      root: "setNotificationSettingListResponseData",
      handle: (r) => ({ data: putNotifications(r) }),
    },
  },
  payoutlist: get("getPayoutListResponseData", (r) =>
    paged(r, r.data.account.payouts, (p) => ({
      id: p.id,
      value: amount(p.value),
      added_at: p.addedAt,
      processed: p.processed,
      processed_at: p.processedAt,
      referal_id: p.referalId,
      xkeyTrans: p.xkeyTrans,
      account_to_id: p.accountToId,
      account_from_id: p.accountFromId,
      name: p.name,
      submission_id: p.submissionId,
      date: p.date,
      status_name: p.statusName,
    })),
  ),
  chargehistorylist: get("getChargeHistoryListResponseData", (r) =>
    paged(r, r.data.account.charges, (c) => ({
      date: c.date,
      amount: amount(c.amount),
      description: c.description,
    })),
  ),
  exchangeratelist: get("getExchangeRateListResponseData", (r) =>
    paged(r, r.ds.exchangeRates, (x) => ({ ...x })),
  ),
  timezonelist: get("getTimeZoneListResponseData", () =>
    listData(
      TIME_ZONES.length,
      TIME_ZONES.map((z) => ({ ...z })),
    ),
  ),
  traffic_channels: get("getTrafficChannelsResponseData", (r) => {
    const items = channelsOf(r.pub.publisher.id).map((c) => ({
      id: c.id,
      name: c.name,
      is_active: c.isActive ? "1" : r.sb.quirks.trafficChannelStates ? "2" : "0",
    }));
    return listData(items.length, items);
  }),
};
