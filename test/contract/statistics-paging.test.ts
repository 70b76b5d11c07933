// Contract: a report read over several pages sums to the same totals whichever way the server
// reads `start` (page index, or first-row number: sandbox quirk statisticsStartAsOffset), and the
// walk says which reading it met.
import { afterEach, describe, expect, it } from "vitest";
import { eachItem, type StartReading, type StatisticsItem } from "../../src/publisher-api/index.js";
import { callsTo, useContract } from "./context.js";

const t = useContract();
afterEach(() => t.sb.control.resetQuirks());

const PERIOD = {
  group_field: "event_time_day",
  date_from: "2025-02-01",
  date_to: "2025-03-02",
} as const;

async function walk(limit: number): Promise<{ items: StatisticsItem[]; readings: StartReading[] }> {
  const items: StatisticsItem[] = [];
  const readings: StartReading[] = [];
  const read = (p: { start: number; limit: number }) =>
    t.client.statistics.general({ ...PERIOD, ...p });
  for await (const item of eachItem(read, { limit, onReading: (r) => readings.push(r) })) {
    items.push(item);
  }
  return { items, readings };
}

const clicks = (items: readonly StatisticsItem[]) => items.reduce((s, i) => s + i.clickCount, 0);
const days = (items: readonly StatisticsItem[]) => items.map((i) => i.eventTime);

describe("statistics over several pages", () => {
  it("page-index server: pages are disjoint, totals as one page", async () => {
    const whole = await t.client.statistics.general({ ...PERIOD, limit: 1000 });
    expect(whole.items.length).toBeGreaterThan(20);
    const { items, readings } = await walk(7);
    expect(days(items)).toEqual(days(whole.items));
    expect(clicks(items)).toBe(clicks(whole.items));
    expect(readings).toEqual(["page"]);
  });

  it("first-row-number server: the overlap is seen, the walk moves to offsets, nothing counts twice", async () => {
    const whole = await t.client.statistics.general({ ...PERIOD, limit: 1000 });
    t.sb.control.setQuirks({ statisticsStartAsOffset: true });
    t.sb.control.clearCalls();
    const { items, readings } = await walk(7);
    expect(readings).toEqual(["offset"]);
    expect(new Set(days(items)).size).toBe(items.length);
    expect(days(items)).toEqual(days(whole.items));
    expect(clicks(items)).toBe(clicks(whole.items));
    const starts = callsTo(t.sb, "/xml/statistics/event_time_day/2025-02-01/2025-03-02").map((c) =>
      Number(c.query.start),
    );
    expect(starts.slice(0, 3)).toEqual([0, 1, 8]);
  });
});
