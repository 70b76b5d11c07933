import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Sandbox } from "../../src/sandbox/index.js";
import { STATS_METHODS } from "../../src/sandbox/routes/statistics.js";
import { DIMENSIONS } from "../../src/sandbox/stats/dimensions.js";
import { type Envelope, items, num, startTestSandbox, str, type Tree, xml } from "./helpers.js";

let sb: Sandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

const FROM = "2025-02-01";
const TO = "2025-03-09";

/** Clicks and approved commission (in cents) summed over every item of a report. */
function sums(list: Tree[]): { clicks: number; approved: number; items: number } {
  return {
    clicks: list.reduce((s, i) => s + num(i.clickCount), 0),
    approved: Math.round(list.reduce((s, i) => s + num(i.commissionApproved) * 100, 0)),
    items: list.length,
  };
}

async function all(path: string, key?: string): Promise<Tree[]> {
  const env: Envelope = await xml(
    sb,
    `${path}${path.includes("?") ? "&" : "?"}limit=1000`,
    key ? { key } : {},
  );
  expect(env.status, `${path}: ${env.error}`).toBe(200);
  expect(items(env)).toHaveLength(num(env.data.total));
  return items(env);
}

describe("statistics", () => {
  it("agrees across groupings: by day == by offer == general total; by channel leaves out the channel that never converts", async () => {
    const byDay = sums(await all(`statistics/event_time_day/${FROM}/${TO}`));
    const byMonth = sums(await all(`statistics/event_time_month/${FROM}/${TO}`));
    const general = sums(await all(`statistics/action_id/${FROM}/${TO}`));
    const byCountry = sums(await all(`statistics/country/${FROM}/${TO}?sub_group=browser_type`));
    const offers = sums(await all(`statistics-offers/action_id/${FROM}/${TO}`));
    const channels = sums(await all(`statistics-channels/channel_id/${FROM}/${TO}`));
    const hours = sums(await all(`statistics/event_time_hour/${FROM}/${FROM}`));
    const oneDay = sums(await all(`statistics/event_time_day/${FROM}/${FROM}`));
    expect(byDay.items).toBe(37);
    expect(byDay.clicks).toBeGreaterThan(10_000);
    expect(byDay.approved).toBeGreaterThan(0);
    // statistics-channels lists converting channels only (Alice's Pinterest never converts).
    expect(channels.approved).toBe(byDay.approved);
    expect(channels.clicks).toBeLessThan(byDay.clicks);
    for (const other of [byMonth, general, byCountry, offers]) {
      expect({ clicks: other.clicks, approved: other.approved }).toEqual({
        clicks: byDay.clicks,
        approved: byDay.approved,
      });
    }
    expect(hours.clicks).toBe(oneDay.clicks);
  });

  it("filters specialised reports by action_id and channel_id; lists converting offers first by earnings", async () => {
    const offers = await all(`statistics-offers/action_id/${FROM}/${TO}`);
    const top = offers[0];
    expect(str(top?.actionID)).not.toBe("");
    expect(offers.every((o) => str(o.eventTime) === FROM)).toBe(true);
    const one = await all(
      `statistics-offers/action_id/${FROM}/${TO}?action_id=${str(top?.actionID)}`,
    );
    expect(one).toHaveLength(1);
    expect(one[0]?.clickCount).toBe(top?.clickCount);
    const perChannel = await all(`statistics-channels/channel_id/${FROM}/${TO}`);
    const byChannelOfOffer = await all(
      `statistics-offers/action_id/${FROM}/${TO}?channel_id=${str(perChannel[0]?.channelId)}`,
    );
    expect(sums(byChannelOfOffer).clicks).toBeLessThanOrEqual(sums(perChannel.slice(0, 1)).clicks);
    expect(byChannelOfOffer.every((i) => str(i.channelId) === str(perChannel[0]?.channelId))).toBe(
      true,
    );
    const named = await all(
      `statistics-offers/action_id/${FROM}/${TO}?q=${encodeURIComponent(str(top?.actionName).trim())}`,
    );
    expect(named.map((i) => str(i.actionID))).toContain(str(top?.actionID));
  });

  it("formats metrics: commissions with 2 decimals, ratios as strings", async () => {
    const [day] = await all(`statistics/event_time_day/${TO}/${TO}`);
    expect(str(day?.commissionApproved)).toMatch(/^\d+\.\d\d$/);
    expect(str(day?.crTotal)).toMatch(/^\d+\.\d+$/);
    expect(str(day?.ctr)).toMatch(/^\d+\.\d\d$/);
    for (const field of [
      "showCount",
      "clickUniqCount",
      "leadsOpen",
      "saleApproved",
      "ecpc",
      "ecpm",
      "arCommission",
    ]) {
      expect(day).toHaveProperty(field);
    }
  });

  it("answers every specialised method and group field", async () => {
    const reports = [
      "statistics-segments/category_lvl_1",
      "statistics-actions/type_actions",
      "statistics-geo/city",
      "statistics-behaviour/new_user",
      "statistics-technologies/os_version",
      "statistics/subaccount",
      "statistics/device_id",
      "statistics/points_landings",
    ];
    const totals = new Set<number>();
    for (const r of reports) totals.add(sums(await all(`${r}/${FROM}/${TO}`)).clicks);
    expect(totals.size).toBe(1);
  });

  it("implements every group_field and sub_group of every method, each with the same totals", async () => {
    for (const spec of Object.values(STATS_METHODS)) {
      for (const name of [...spec.groups, ...spec.subs])
        expect(DIMENSIONS, name).toHaveProperty(name);
    }
    const totals = new Map<string, number>();
    for (const group of STATS_METHODS.statistics?.groups ?? []) {
      totals.set(group, sums(await all(`statistics/${group}/2025-03-07/2025-03-09`)).clicks);
    }
    expect(new Set(totals.values()).size, JSON.stringify(Object.fromEntries(totals))).toBe(1);
  });

  it("keeps each publisher's statistics apart", async () => {
    const alice = sums(await all(`statistics/event_time_day/${FROM}/${TO}`));
    const bruno = sums(
      await all(`statistics/event_time_day/${FROM}/${TO}`, sb.publishers[1].apiKey),
    );
    expect(bruno.clicks).toBeGreaterThan(0);
    expect(bruno.clicks).not.toBe(alice.clicks);
  });

  it("defers periods longer than 92 days: 204 with a request_id, then data on the second repeat", async () => {
    const path = "statistics/event_time_month/2024-06-01/2025-03-09";
    const first = await xml(sb, path);
    expect(first).toMatchObject({ http: 200, status: 204 });
    expect(first.requestId).toMatch(/^\d+$/);
    expect(first.data).toEqual({});
    const again = await xml(sb, `${path}?request_id=${first.requestId}`);
    expect(again.status).toBe(204);
    expect(again.requestId).toBe(first.requestId);
    const ready = await xml(sb, `${path}?request_id=${first.requestId}`);
    expect(ready.status).toBe(200);
    expect(items(ready).length).toBe(10);
    expect((await xml(sb, `${path}?request_id=999999`)).status).toBe(400);
    expect((await xml(sb, "statistics/event_time_month/2024-12-08/2025-03-09")).status).toBe(200);
  });
});
