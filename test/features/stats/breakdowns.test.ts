import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BotMessage, TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { testNow, testToday } from "../../support/clock.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { addDays, directClient, figure, noonUtc, shown, statsCalls } from "./helpers.js";

let harness: Harness;
let user: TelegramUser;
let summary: BotMessage;
const to = testToday();
const from = addDays(to, -29);

beforeAll(async () => {
  const noon = noonUtc();
  harness = await startHarness({ now: () => noon });
  user = harness.user();
  await connectUser(harness, user);
  // One offer with clicks converts no more from before the period: its row must still be listed.
  const offers = await directClient(harness).statistics.offers({
    date_from: from,
    date_to: to,
    limit: 1000,
  });
  const quiet = Number(offers.items.find((item) => item.clickCount > 0)?.actionID);
  const before = new Date(`${addDays(from, -1)}T12:00:00Z`);
  harness.sandbox.control.stopTraffic(harness.demoKey, "conversions", before, { offerId: quiet });
  await user.send(`/stats ${from} ${to}`);
  summary = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 15_000 });
});
afterAll(async () => harness?.stop());

interface ShownRow {
  rank: number;
  label: string;
  clicks: number;
  conversions: number;
  commission: number;
  cancelled: number;
}

/** The rows of a breakdown page as the publisher reads them. */
function rowsOf(text: string): ShownRow[] {
  // Commission with its currency (Alice's account is in USD), cancelled apart.
  const pattern =
    /(\d+)\. (.+)\nclicks ([\d,]+) · conversions ([\d,]+) · commission \$([\d,]+\.\d{2}) · cancelled ([\d,]+)/g;
  return [...text.matchAll(pattern)].map((m) => ({
    rank: Number(m[1]),
    label: m[2] ?? "",
    clicks: shown(m[3] ?? ""),
    conversions: shown(m[4] ?? ""),
    commission: shown(m[5] ?? ""),
    cancelled: shown(m[6] ?? ""),
  }));
}

/** "Oct 24" as the English date formatter writes a day (the year when not this year's). */
function dayLabel(day: string): string {
  const year = day.slice(0, 4) !== String(testNow().getUTCFullYear());
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    ...(year ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

/** English CSV headers → the fields they hold. */
const CSV_HEADERS: Record<string, string> = {
  Name: "label",
  Shows: "shows",
  Clicks: "clicks",
  "Conversions (approved + pending)": "conversions",
  "Commission (approved + pending) in USD": "commission",
  "Commission pending in USD": "commissionOpen",
  "Commission approved in USD": "commissionApproved",
};

/** The CSV's records (header dropped) as objects; the BOM is for spreadsheets. */
function csvRecords(bytes: Uint8Array): Record<string, string>[] {
  const text = Buffer.from(bytes)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  const [header, ...lines] = text.trim().split("\r\n");
  const columns = (header ?? "").split(",").map((name) => CSV_HEADERS[name] ?? name);
  return lines.map((line) => {
    const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)?.map((c) => c.replace(/,$/, "")) ?? [];
    return Object.fromEntries(
      columns.map((col, i) => [col, (cells[i] ?? "").replace(/^"|"$/g, "").replaceAll('""', '"')]),
    );
  });
}

async function openBreakdown(label: string): Promise<BotMessage> {
  harness.sandbox.control.clearCalls();
  user.press(label, { messageId: summary.messageId });
  return user.waitFor(/ · .* · page|Page 1 of/i, { timeoutMs: 15_000 });
}

describe("breakdowns", () => {
  const cases: [string, string, string][] = [
    ["By offer", "statistics/action_id", "By offer"],
    ["By day", "statistics/event_time_day", "By day"],
    ["By channel", "statistics-channels/channel_id", "By channel"],
    ["By country", "statistics-geo/country", "By country"],
    ["By subaccount", "statistics/subaccount", "By subaccount"],
  ];

  it.each(cases)("%s reads %s and lists rows, top earners first", async (label, path, title) => {
    const page = await openBreakdown(label);
    expect(statsCalls(harness).map((c) => c.parts.join("/"))).toContain(`${path}/${from}/${to}`);
    expect(page.text.startsWith(title)).toBe(true);
    const rows = rowsOf(page.text);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(10);
    expect(rows.map((r) => r.rank)).toEqual(rows.map((_, i) => i + 1));
    if (label === "By day") {
      expect(rows[0]?.label).toBe(dayLabel(from));
      expect(page.text).toMatch(/30 days, in date order/);
    } else {
      const earnings = rows.map((r) => r.commission);
      expect(earnings).toEqual([...earnings].sort((a, b) => b - a));
    }
    expect(page.buttons.flat()).toContain("⬇️ CSV");
  });

  it("pages in place, and the day rows add up to the summary", async () => {
    const first = await openBreakdown("By day");
    expect(first.text).toMatch(/Page 1 of 3 · 30 days, in date order/);
    user.press("Next ›", { messageId: first.messageId });
    const second = await user.next({ timeoutMs: 10_000 });
    expect(second.kind).toBe("edit");
    expect(second.messageId).toBe(first.messageId);
    expect(second.text).toMatch(/Page 2 of 3/);
    expect(rowsOf(second.text)[0]).toMatchObject({ rank: 11, label: dayLabel(addDays(from, 10)) });
    expect(second.buttons).toContainEqual(["‹ Previous", "Next ›"]);
    user.press("Next ›", { messageId: first.messageId });
    const third = await user.next({ timeoutMs: 10_000 });
    expect(third.buttons).toContainEqual(["‹ Previous"]);
    const all = [first, second, third].flatMap((m) => rowsOf(m.text));
    expect(all).toHaveLength(30);
    const clicks = all.reduce((sum, r) => sum + r.clicks, 0);
    expect(clicks).toBe(figure(summary.text, "Clicks:"));
  });

  it("switches breakdown in the same message", async () => {
    const page = await openBreakdown("By offer");
    user.press("By country", { messageId: page.messageId });
    const switched = await user.next({ timeoutMs: 10_000 });
    expect(switched.messageId).toBe(page.messageId);
    expect(switched.text.startsWith("By country")).toBe(true);
  });

  it("sends the CSV of the current breakdown with the numbers shown", async () => {
    const page = await openBreakdown("By offer");
    const calls = statsCalls(harness).length;
    user.press("⬇️ CSV", { messageId: page.messageId });
    const document = await user.waitFor((m) => m.kind === "document", { timeoutMs: 10_000 });
    // The kept rows are used: the CSV is exactly what was shown, without reading again.
    expect(statsCalls(harness)).toHaveLength(calls);
    expect(document.document?.filename).toBe(`stats-offer-${from}-${to}.csv`);
    expect(document.document?.filename).toMatch(/^[\x21-\x7e]+$/);
    const records = csvRecords(document.document?.bytes ?? new Uint8Array());
    const total = Number(/(\d+) rows/.exec(page.text)?.[1]);
    expect(total).toBeGreaterThan(0);
    expect(records).toHaveLength(total);
    for (const [i, row] of rowsOf(page.text).entries()) {
      const record = records[i];
      expect(record?.label).toBe(row.label);
      expect(Number(record?.clicks)).toBe(row.clicks);
      expect(Number(record?.conversions)).toBe(row.conversions);
      expect(Number(record?.commission)).toBe(row.commission);
      const parts = ["commissionOpen", "commissionApproved"].map((k) => Number(record?.[k]));
      expect(Math.round((parts[0] ?? 0) * 100 + (parts[1] ?? 0) * 100)).toBe(
        Math.round(row.commission * 100),
      );
    }
  });

  it.each(["By offer", "By day", "By channel", "By country", "By subaccount"])(
    "%s adds up to the summary: every row in its CSV, together, is the period's shows and clicks",
    async (label) => {
      const page = await openBreakdown(label);
      user.press("⬇️ CSV", { messageId: page.messageId });
      const document = await user.waitFor((m) => m.kind === "document", { timeoutMs: 10_000 });
      const records = csvRecords(document.document?.bytes ?? new Uint8Array());
      const sum = (field: string) => records.reduce((total, r) => total + Number(r[field]), 0);
      expect(sum("clicks")).toBe(figure(summary.text, "Clicks:"));
      expect(sum("shows")).toBe(figure(summary.text, "Shows:"));
    },
  );

  it("By offer lists offers with clicks and no conversions; By channel names what the network leaves out", async () => {
    const offers = rowsOf((await openBreakdown("By offer")).text);
    const all = await openBreakdown("By offer");
    user.press("⬇️ CSV", { messageId: all.messageId });
    const csv = await user.waitFor((m) => m.kind === "document", { timeoutMs: 10_000 });
    const records = csvRecords(csv.document?.bytes ?? new Uint8Array());
    expect(offers.length).toBeGreaterThan(0);
    expect(records.some((r) => Number(r.clicks) > 0 && Number(r.conversions) === 0)).toBe(true);
    const channels = await openBreakdown("By channel");
    const pages = Number(/Page 1 of (\d+)/.exec(channels.text)?.[1]);
    let last = channels;
    for (let page = 1; page < pages; page++) {
      user.press("Next ›", { messageId: channels.messageId });
      last = await user.next({ timeoutMs: 10_000 });
    }
    expect(rowsOf(last.text).at(-1)?.label).toBe(
      "Channels without conversions (the network lists only converting ones)",
    );
  });

  it("a button whose data was tampered with is refused, not guessed at", async () => {
    const message = harness.botApi.telegramMessage(user.id, summary.messageId);
    harness.sandbox.control.clearCalls();
    harness.botApi.injectUpdate({
      callback_query: {
        id: "tampered-1",
        from: user.from,
        message,
        chat_instance: "1",
        data: "stats-breakdown:20240230:20240301:offer:0:0",
      },
    });
    await expect.poll(() => user.callbackAnswers.at(-1)).toMatch(/expired/);
    expect(statsCalls(harness)).toEqual([]);
  });

  it("a publisher who is not connected is asked to connect", async () => {
    const stranger = harness.user();
    await stranger.send("/stats");
    expect((await stranger.next()).text).toMatch(/First connect/);
  });
});
