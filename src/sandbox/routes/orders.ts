// orderstatistics/{date_from}/{date_to}: not in the spec, but live clients call it; it carries the
// field notes' order quirks (dd.mm.yyyy times with a zone, statuses in the profile's language).
// Orders are the generated conversions, one per unit, so they agree with the reports.
import { daysIn, type StatRow } from "../data/stats.js";
import { DAY_MS, dottedDateTime } from "../lib/dates.js";
import { badRequest } from "../lib/errors.js";
import { enumParam, intList, intParam, pageOf, paging, pathDay } from "../lib/params.js";
import { mix } from "../lib/prng.js";
import type { XmlObject } from "../lib/xml.js";
import type { XmlRequest, XmlRoutes } from "./xml-types.js";

type OrderState = "open" | "approved" | "rejected";

const STATUS_TEXT: Readonly<Record<string, Readonly<Record<OrderState, string>>>> = {
  en: { open: "Open", approved: "Approved", rejected: "Rejected" },
  ru: { open: "Открытая", approved: "Одобрена", rejected: "Отклонена" },
};

const money = (cents: number): string => (cents / 100).toFixed(2);

function expand(row: StatRow, r: XmlRequest, out: XmlObject[]): void {
  const lead = row.m.leadsOpen + row.m.leadsApproved + row.m.leadsCancelled > 0;
  const buckets: Array<[OrderState, number, number]> = [
    ["approved", lead ? row.m.leadsApproved : row.m.saleApproved, row.m.comApproved],
    ["rejected", lead ? row.m.leadsCancelled : row.m.saleCancelled, row.m.comCancelled],
    ["open", lead ? row.m.leadsOpen : row.m.saleOpen, row.m.comOpen],
  ];
  const texts = STATUS_TEXT[r.pub.profile.language] ?? STATUS_TEXT.en;
  const nowMs = r.sb.nowMs();
  let k = 0;
  for (const [state, count, cents] of buckets) {
    for (let i = 0; i < count; i++, k++) {
      const h = mix(row.h, 1000 + k);
      const leadMs = row.day * DAY_MS + (h % 86_400) * 1000;
      const share =
        i === count - 1
          ? cents - Math.floor(cents / count) * (count - 1)
          : Math.floor(cents / count);
      const saleMs = leadMs + ((h >>> 8) % 20) * DAY_MS;
      out.push({
        submissionID: String(100_000_000 + (h % 900_000_000)),
        offerID: row.offerId,
        offerName: r.ds.offerById.get(row.offerId)?.name ?? "",
        status: texts?.[state] ?? state,
        leadTime: `${dottedDateTime(leadMs)} UTC`,
        saleTime: state !== "open" && saleMs <= nowMs ? `${dottedDateTime(saleMs)} UTC` : "",
        commissionOpen: money(state === "open" ? share : 0),
        commissionApproved: money(state === "approved" ? share : 0),
        commissionCancelled: money(state === "rejected" ? share : 0),
        channelId: row.channelId,
        subaccount: row.subaccount,
      });
    }
  }
}

export const orderRoutes: XmlRoutes = {
  orderstatistics: {
    GET: {
      root: "getOrderStatisticsResponseData",
      maxSegments: 2,
      handle: (r) => {
        const from = pathDay(r.segs[0], "date_from");
        const to = pathDay(r.segs[1], "date_to");
        if (from > to) throw badRequest("date_from must not be after date_to");
        const page = paging(r.query);
        enumParam(r.query, "date_type", ["conversion", "order_upload"] as const);
        const actionIds = intList(r.query, "action_id");
        const channelId = intParam(r.query, "channel_id");
        const orders: XmlObject[] = [];
        for (const d of daysIn(r.data.stats, from, to)) {
          for (const row of d.rows) {
            if (actionIds && !actionIds.includes(row.offerId)) continue;
            if (channelId !== undefined && row.channelId !== channelId) continue;
            expand(row, r, orders);
          }
        }
        return { data: { total: orders.length, items: pageOf(orders, page) } };
      },
    },
  },
};
