import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageInfo } from "../../../src/bot-api-stand-in/checks.js";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { CHART_HEIGHT, CHART_WIDTH } from "../../../src/charts/index.js";
import { testToday } from "../../support/clock.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { decodePng } from "../../support/png-pixels.js";
import { addDays, clicksByCountry, directClient, figure, noonUtc, statsCalls } from "./helpers.js";

let harness: Harness;
/** The day the suite stands on: never a month's first, so "This month" has closed days. */
const standing = testToday().endsWith("-01") ? addDays(testToday(), -1) : testToday();
let user: TelegramUser;

beforeAll(async () => {
  const noon = noonUtc(standing);
  harness = await startHarness({ now: () => noon });
  user = harness.user();
  await connectUser(harness, user);
});
afterAll(async () => harness?.stop());

/** The summary photo the bot sends for a period button. */
async function pickPeriod(label: string) {
  await user.send("/stats");
  await user.waitFor(/Stats for which period/);
  harness.sandbox.control.clearCalls();
  user.press(label);
  return user.waitFor((m) => m.kind === "photo", { timeoutMs: 15_000 });
}

function monthStart(day: string) {
  return `${day.slice(0, 8)}01`;
}

describe("/stats periods", () => {
  const today = standing;
  const lastMonthEnd = addDays(monthStart(today), -1);
  const monthBefore = monthStart(addDays(monthStart(lastMonthEnd), -1));
  const yesterday = addDays(today, -1);
  /** Yesterday's day of the month in the month before, or that month's last day. */
  const sameDayLastMonth = (() => {
    const day = Number(yesterday.slice(8, 10));
    const candidate = addDays(monthStart(lastMonthEnd), day - 1);
    return candidate > lastMonthEnd ? lastMonthEnd : candidate;
  })();
  // [button, from, to, compared from, compared to]. Today is the network's running day: compared
  // with nothing alone, and left out of the comparison of a period it ends.
  const cases: [string, string, string, string | undefined, string | undefined][] = [
    ["Today", today, today, undefined, undefined],
    ["Yesterday", yesterday, yesterday, addDays(today, -2), addDays(today, -2)],
    ["7 days", addDays(today, -6), today, addDays(today, -12), addDays(today, -7)],
    ["30 days", addDays(today, -29), today, addDays(today, -58), addDays(today, -30)],
    [
      "Last month",
      monthStart(lastMonthEnd),
      lastMonthEnd,
      monthBefore,
      addDays(monthStart(lastMonthEnd), -1),
    ],
  ];

  // This month (unless today is the 1st): its closed days against last month's first days.
  if (monthStart(today) !== today) {
    cases.push([
      "This month",
      monthStart(today),
      today,
      monthStart(lastMonthEnd),
      sameDayLastMonth,
    ]);
  }

  it.each(cases)(
    "%s reads %s – %s and the period it is compared with (%s – %s), and shows the right totals",
    async (label, from, to, beforeFrom, beforeTo) => {
      const summary = await pickPeriod(label);
      const calls = statsCalls(harness).map((c) => c.parts.join("/"));
      // A single day is read by hour: the figures are the sum of the hours the chart draws.
      const read = from === to ? "event_time_hour" : "event_time_day";
      expect(calls).toContain(`statistics/${read}/${from}/${to}`);
      if (beforeFrom) {
        expect(calls).toContain(`statistics/event_time_day/${beforeFrom}/${beforeTo}`);
        expect(summary.text).toMatch(to === today ? /changes: .+ left out/ : /compared with/);
      } else {
        // The day's hours, once: the figures and the chart are their sums and bars.
        expect(calls.filter((call) => !call.startsWith("statistics/event_time_day/"))).toEqual([
          `statistics/event_time_hour/${from}/${to}`,
        ]);
        expect(summary.text).toMatch(/so far/);
      }
      const expected = await clicksByCountry(directClient(harness), from, to);
      expect(figure(summary.text, "Clicks:")).toBe(expected);
      for (const line of ["Shows:", "Leads", "Sales", "Commission:", "CR", "EPC", "approval"]) {
        expect(summary.text).toContain(line);
      }
      expect(summary.buttons.flat()).toEqual([
        "By offer",
        "By day",
        "By channel",
        "By country",
        "By subaccount",
        "🗓 Report card",
        "📅 Other period",
      ]);
    },
  );

  it("the chart is a valid PNG with the summary as its caption", async () => {
    const summary = await pickPeriod("7 days");
    const bytes = summary.photo?.bytes;
    if (!bytes) throw new Error("no photo bytes");
    expect(Buffer.from(bytes).subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    expect(imageInfo(bytes)).toEqual({ format: "png", width: CHART_WIDTH, height: CHART_HEIGHT });
    expect(summary.text.length).toBeLessThanOrEqual(1024);
    expect(summary.text).toMatch(/^📊 Stats for/);
  });
});

/** Pixels of the chart's "so far" bar colour (#b3c7dd) in a summary photo. */
function partialBarPixels(bytes: Uint8Array | undefined): number {
  if (!bytes) throw new Error("no photo bytes");
  const { width, height, at } = decodePng(Buffer.from(bytes));
  let found = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = at(x, y);
      if (r === 0xb3 && g === 0xc7 && b === 0xdd) found++;
    }
  }
  return found;
}

describe("the chart of a period that runs to today", () => {
  it("draws today's bar lighter, as a day still running; a closed period has no such bar", async () => {
    expect(partialBarPixels((await pickPeriod("This month")).photo?.bytes)).toBeGreaterThan(20);
    expect(partialBarPixels((await pickPeriod("Last month")).photo?.bytes)).toBe(0);
  });
});

describe("/stats typed periods", () => {
  it("accepts two typed days", async () => {
    const today = standing;
    const from = addDays(today, -10);
    const to = addDays(today, -3);
    harness.sandbox.control.clearCalls();
    await user.send(`/stats ${from} ${to}`);
    const summary = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 15_000 });
    expect(statsCalls(harness).map((c) => c.parts.join("/"))).toContain(
      `statistics/event_time_day/${from}/${to}`,
    );
    expect(figure(summary.text, "Clicks:")).toBe(
      await clicksByCountry(directClient(harness), from, to),
    );
  });

  const tomorrow = addDays(standing, 1);
  const bad: [string, RegExp][] = [
    ["last tuesday", /one day or two days as YYYY-MM-DD/],
    ["2024-02-30 2024-03-05", /2024-02-30 is not a date in the calendar/],
    ["2024-03-05 2024-03-01", /first day comes after the last one/],
    [`2024-03-05 ${tomorrow}`, new RegExp(`${tomorrow} has not happened yet`)],
    [
      "2020-01-01 2020-06-01",
      /keeps about a year of stats, from .+ on; there is no data that far back/,
    ],
    ["2020-01-01 2024-01-01", /a period can be 366 days long at most/],
  ];

  it.each(bad)("answers %j with the reason, an example and the buttons", async (typed, reason) => {
    harness.sandbox.control.clearCalls();
    await user.send(`/stats ${typed}`);
    const answer = await user.next();
    expect(answer.text).toMatch(/not a period I can report/);
    expect(answer.text).toMatch(reason);
    expect(answer.text).toMatch(/Example: \/stats \d{4}-\d{2}-\d{2} \d{4}-\d{2}-\d{2}/);
    expect(answer.buttons.flat()).toContain("Yesterday");
    expect(statsCalls(harness)).toEqual([]);
  });
});

describe("/stats in Portuguese", () => {
  it("speaks the publisher's language and writes numbers their way", async () => {
    const brazilian = harness.user({ languageCode: "pt-br" });
    await connectUser(harness, brazilian);
    await brazilian.send("/stats");
    await brazilian.waitFor(/Estatísticas de qual período/);
    brazilian.press("7 dias");
    const summary = await brazilian.waitFor((m) => m.kind === "photo", { timeoutMs: 15_000 });
    expect(summary.text).toMatch(/^📊 Estatísticas de/);
    expect(summary.text).toMatch(/Cliques: \d{1,3}(\.\d{3})* /);
    // Money carries its currency (Alice's account is in USD), the Brazilian way.
    expect(summary.text).toMatch(/Comissão: pendente US\$\u00a0\d{1,3}(\.\d{3})*,\d{2}/);
    expect(summary.buttons.flat()).toContain("Por oferta");
  });
});
