// Contract: statistics reports (general and the seven specialised methods), paging, filters and
// deferred reports, client against the sandbox.
import { describe, expect, it } from "vitest";
import {
  BadRequest,
  type ReportProgress,
  type StatisticsReport,
  statisticsLabel,
} from "../../src/publisher-api/index.js";
import { callsTo, rejection, useContract } from "./context.js";

const t = useContract();
const FROM = "2025-02-01";
const TO = "2025-03-09";
const period = { date_from: FROM, date_to: TO, limit: 1000 } as const;

/** Clicks and approved commission in cents over every row, and the row count. */
function sums(r: StatisticsReport): { clicks: number; approved: number } {
  expect(r.items).toHaveLength(r.total);
  return {
    clicks: r.items.reduce((s, i) => s + i.clickCount, 0),
    approved: Math.round(r.items.reduce((s, i) => s + i.commissionApproved * 100, 0)),
  };
}

describe("statistics", () => {
  it("answers typed rows: integer counts, money and ratios as numbers, UTC days", async () => {
    const report = await t.client.statistics.general({ ...period, group_field: "event_time_day" });
    expect(report.total).toBe(37);
    // The network counts its days in Moscow time, and says so.
    expect(report.time_zone_api_stat).toBe("Europe/Moscow");
    expect(report.request_status_in_queue).toBe("");
    expect(report.items[0]?.eventTime).toBe(FROM);
    expect(report.items.at(-1)?.eventTime).toBe(TO);
    for (const row of report.items) {
      for (const n of [row.showCount, row.clickCount, row.leadsApproved, row.saleOpen])
        expect(Number.isInteger(n) && n >= 0).toBe(true);
      expect(row.clickCount).toBeGreaterThan(0);
      expect(row.clickUniqCount).toBeLessThanOrEqual(row.clickCount);
      expect(row.crTotal).toBeGreaterThanOrEqual(0);
      expect(row.crTotal).toBeLessThan(1);
      expect(row.ctr).toBeCloseTo((row.clickCount / row.showCount) * 100, 1);
      expect(row.ecpc).toBeCloseTo(
        (row.commissionOpen + row.commissionApproved) / row.clickCount,
        1,
      );
      expect(statisticsLabel(row, "event_time_day")).toBe(row.eventTime);
    }
  });

  it("agrees on totals across groupings and methods for the same period", async () => {
    const s = t.client.statistics;
    const byDay = sums(await s.general({ ...period, group_field: "event_time_day" }));
    expect(byDay.clicks).toBeGreaterThan(10_000);
    expect(byDay.approved).toBeGreaterThan(0);
    const reports = await Promise.all([
      s.general({ ...period, group_field: "event_time_month" }),
      s.general({ ...period, group_field: "action_id" }),
      s.general({ ...period, group_field: "country", sub_group: "browser_type" }),
      s.offers(period),
      s.segments({ ...period, group_field: "category_lvl_1" }),
      s.actions({ ...period, group_field: "type_actions" }),
      s.geo({ ...period, group_field: "country" }),
      s.behaviour(period),
      s.technologies({ ...period, group_field: "os_type" }),
    ]);
    for (const r of reports) expect(sums(r)).toEqual(byDay);
    // statistics-channels lists converting channels only: Alice's Pinterest never converts.
    const channels = await s.channels(period);
    expect(sums(channels).approved).toBe(byDay.approved);
    expect(sums(channels).clicks).toBeLessThan(byDay.clicks);
    expect(channels.items.map((i) => i.channelId)).not.toContain(3105);
    const [months, offers, geo] = [reports[0], reports[3], reports[6]];
    expect(months?.items.map((i) => i.eventTime)).toEqual(["2025-02", "2025-03"]);
    expect(offers?.items.every((i) => Number(i.actionID) > 0 && i.actionName !== "")).toBe(true);
    expect(offers?.items.every((i) => i.eventTime === FROM && i.channelId === 0)).toBe(true);
    expect(channels?.items.every((i) => (i.channelId ?? 0) > 0)).toBe(true);
    expect(geo?.items.every((i) => statisticsLabel(i, "country") !== undefined)).toBe(true);
  });

  it("pages with start as a page index", async () => {
    const q = {
      date_from: FROM,
      date_to: TO,
      group_field: "event_time_day",
      date_type: "conversion",
      limit: 10,
    } as const;
    const first = await t.client.statistics.general({ ...q, start: 0 });
    const second = await t.client.statistics.general({ ...q, start: 1 });
    const last = await t.client.statistics.general({ ...q, start: 3 });
    expect([first.total, second.total]).toEqual([37, 37]);
    expect(first.items).toHaveLength(10);
    expect(second.items[0]?.eventTime).toBe("2025-02-11");
    expect(last.items).toHaveLength(7);
  });

  it("filters specialised reports by offer, channel and keyword", async () => {
    const s = t.client.statistics;
    const offers = await s.offers(period);
    const top = offers.items[0];
    const one = await s.offers({ ...period, action_id: top?.actionID ?? "" });
    expect(one.items).toHaveLength(1);
    expect(one.items[0]).toMatchObject({ actionID: top?.actionID, clickCount: top?.clickCount });

    const channels = await s.channels(period);
    const channel = channels.items[0]?.channelId ?? 0;
    // By segment lists every offer type with traffic, converting or not: the channel's total.
    const inChannel = await s.segments({
      ...period,
      group_field: "type_offers",
      channel_id: channel,
    });
    expect(inChannel.items.every((i) => i.channelId === channel)).toBe(true);
    expect(sums(inChannel).clicks).toBe(channels.items[0]?.clickCount);

    const named = await s.offers({ ...period, q: top?.actionName ?? "" });
    expect(named.total).toBeLessThan(offers.total);
    expect(named.items.map((i) => i.actionID)).toContain(top?.actionID);
  });

  it("takes Date days, checks days before sending, and shows the API's refusal", async () => {
    const s = t.client.statistics;
    const viaDates = await s.general({
      group_field: "event_time_day",
      date_from: new Date("2025-03-01T00:00:00Z"),
      date_to: new Date("2025-03-02T00:00:00Z"),
    });
    expect(viaDates.items.map((i) => i.eventTime)).toEqual(["2025-03-01", "2025-03-02"]);

    t.sb.control.clearCalls();
    const typo = await rejection(() =>
      s.general({ group_field: "event_time_day", date_from: "2025/03/01", date_to: TO }),
    );
    expect(typo).toBeInstanceOf(BadRequest);
    expect(t.sb.control.calls).toHaveLength(0);

    const same = await rejection(() =>
      s.general({ ...period, group_field: "country", sub_group: "country" }),
    );
    expect(same).toBeInstanceOf(BadRequest);
    expect((same as BadRequest).status).toBe(400);
    expect((same as BadRequest).apiError).toBe("sub_group must differ from group_field");
  });

  it("waits for a deferred report (period > 92 days), reporting progress", async () => {
    t.sb.control.clearCalls();
    const progress: ReportProgress[] = [];
    const report = await t.client.statistics.general(
      { group_field: "event_time_month", date_from: "2024-06-01", date_to: TO },
      { onProgress: (p) => progress.push(p) },
    );
    expect(progress.length).toBeGreaterThanOrEqual(1);
    expect(progress[0]).toMatchObject({ attempt: 1, requestId: expect.stringMatching(/^\d+$/) });
    expect(progress.map((p) => p.attempt)).toEqual(progress.map((_, i) => i + 1));
    expect(report.request_status_in_queue).toBe("ready");
    expect(report.items.map((i) => i.eventTime)).toEqual([
      "2024-06",
      "2024-07",
      "2024-08",
      "2024-09",
      "2024-10",
      "2024-11",
      "2024-12",
      "2025-01",
      "2025-02",
      "2025-03",
    ]);
    const polls = callsTo(t.sb, `/statistics/event_time_month/2024-06-01/${TO}`);
    expect(polls).toHaveLength(progress.length + 1);
    expect(polls[0]?.query.request_id).toBeUndefined();
    expect(polls.slice(1).every((c) => c.query.request_id === progress[0]?.requestId)).toBe(true);

    // The deferred month agrees with a direct report of the same month.
    const february = await t.client.statistics.general({
      group_field: "event_time_day",
      date_from: "2025-02-01",
      date_to: "2025-02-28",
    });
    const feb = report.items.find((i) => i.eventTime === "2025-02");
    expect(feb?.clickCount).toBe(sums(february).clicks);
  });
});
