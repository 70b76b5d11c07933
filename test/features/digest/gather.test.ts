/**
 * What the digest's text and chart are made of, read for the few fields the digest shows (issue
 * 27), against a full read of the same reports: every day of the chart's week, the day and the
 * day before it, the top offers and the balance. The sandbox's network over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatherDigest } from "../../../src/bot/features/digest/gather.js";
import { addDays } from "../../../src/bot/format/local-time.js";
import { earned, totalsOf } from "../../../src/bot/reports/totals.js";
import {
  createPublisherApi,
  type PublisherApi,
  type StatisticsItem,
} from "../../../src/publisher-api/index.js";
import { type Sandbox, startSandbox } from "../../../src/sandbox/index.js";
import { testNow } from "../../support/clock.js";

let sandbox: Sandbox;
let api: PublisherApi;
beforeAll(async () => {
  sandbox = await startSandbox({ now: testNow });
  api = createPublisherApi({ baseUrl: sandbox.url });
});
afterAll(async () => {
  await api?.close();
  await sandbox?.close();
});

describe("the digest's figures, read for its fields only", () => {
  it("are a full read's: each day of the week, the top offers, the balance", async () => {
    const publisher = sandbox.publishers[0];
    if (!publisher) throw new Error("no sandbox publisher");
    const client = api.forPublisher({ apiKey: publisher.apiKey });
    const now = testNow();
    const today = now.toISOString().slice(0, 10);
    const data = await gatherDigest(client, {
      today,
      now,
      knownZone: () => api.statisticsZone,
      hasClaims: false,
      claimStatuses: [],
      limit: (call) => call(),
    });

    const week = { date_from: data.week[0]?.day ?? today, date_to: data.day, limit: 1000 };
    const [days, offers, balance] = await Promise.all([
      client.statistics.general({ group_field: "event_time_day", ...week }),
      client.statistics.offers({ date_from: data.day, date_to: data.day, limit: 1000 }),
      client.account.balance(),
    ]);
    const fullDay = (day: string) => {
      const item = days.items.find((i) => i.eventTime?.startsWith(day));
      return item ? totalsOf(item) : undefined;
    };
    expect(data.week).toHaveLength(7);
    expect(data.week.map((d) => d.day)).toEqual(
      Array.from({ length: 7 }, (_, i) => addDays(data.day, i - 6)),
    );
    for (const { day, totals } of data.week) expect(totals).toEqual(fullDay(day));
    expect(data.yesterday).toEqual(fullDay(data.day));
    expect(data.dayBefore).toEqual(fullDay(addDays(data.day, -1)));
    expect(data.week.some((d) => d.totals.clicks > 0 && d.totals.commissionOpen > 0)).toBe(true);

    const earnedBy = (i: StatisticsItem) => earned(totalsOf(i));
    const top = offers.items
      .filter((i) => earnedBy(i) > 0)
      .sort((a, b) => earnedBy(b) - earnedBy(a))
      .slice(0, 3)
      .map((i) => ({ offer: i.actionName, earned: earnedBy(i) }));
    expect(top).toHaveLength(3);
    expect(data.top).toEqual(top);
    expect(data.balance).toEqual({
      available: balance.available_balance,
      currency: balance.currency,
    });
  });
});
