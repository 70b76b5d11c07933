/**
 * Periods and charts, over HTTP as a publisher:
 * - short typed periods ("1.11–15.11", "с 1.11 по 15.11", "1/11–15/11", "de 1/11 a 15/11") give
 *   the days the same period typed in full gives;
 * - a rotator's "30 days" are /stats' "30 days", west of the network after its midnight too, and
 *   its clicks are its subaccount's row in /stats' breakdown of those days;
 * - a chart is drawn from the rows its text sums: the bars the PNG carries (its Description) add
 *   up to the caption's clicks, the digest's last bar is the day its text tells (and the day its
 *   button opens has those clicks, drawn so), and the dashboard's points add up to its figures,
 *   in en, ru and pt, even while the network's clock runs two hours ahead of the bot's (as the
 *   demo's did). A push's button is swept in push-doors.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../src/bot-api-stand-in/user.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { askApi, initDataOf } from "../features/dashboard/helpers.js";
import {
  barCents,
  barClicks,
  barTotal,
  centsAfter,
  bars as chartBars,
  figureAfter,
} from "../support/chart-figures.js";
import { connectUser, type Harness, startHarness } from "../support/harness.js";
import { pngText } from "../support/png-pixels.js";

/** 15:32 in Los Angeles on Dec 4; 02:32 on Dec 5 at the network (Moscow). */
const now = new Date("2026-12-04T23:32:00Z");
/** The network's clock: two hours ahead of the bot's, as after two of the demo's commands. */
const AHEAD_MS = 2 * 3_600_000;

let sandbox: Sandbox;
let harness: Harness;
beforeAll(async () => {
  sandbox = await startSandbox({ now: () => new Date(now.getTime() + AHEAD_MS) });
  harness = await startHarness({
    now: () => now,
    sandbox,
    env: { PUBLIC_URL: "https://bot.example.net" },
  });
});
afterAll(async () => {
  await harness?.stop();
  await sandbox?.close();
});

async function publisher(lang: string, zone = "America/Los_Angeles"): Promise<TelegramUser> {
  const user = harness.user({ languageCode: lang });
  await connectUser(harness, user);
  await harness.app.storage.users.update(user.id, (s) => ({ ...s, timeZone: zone }));
  return user;
}

async function summaryOf(user: TelegramUser, typed: string) {
  user.drain();
  user.send(`/stats ${typed}`);
  return user.waitFor((m) => m.kind === "photo" || (m.kind === "send" && m.buttons.length > 0), {
    timeoutMs: 20_000,
  });
}

/** A number as the publisher's language writes it ("1,893", "1.893", "1 893"), read back. */
const numberOf = (text: string) => Number(text.replace(/[^\d]/g, ""));

describe("short typed periods", () => {
  it.each([
    ["en", "1.11–15.11"],
    ["ru", "с 1.11 по 15.11"],
    ["pt", "1/11–15/11"],
    ["pt", "de 1/11 a 15/11"],
  ])("%s: /stats %s is Nov 1–15 as typed in full", async (lang, typed) => {
    const user = await publisher(lang);
    const full = await summaryOf(user, "2026-11-01 2026-11-15");
    expect(full.kind).toBe("photo");
    const short = await summaryOf(user, typed);
    expect(short.kind).toBe("photo");
    expect(short.text.split("\n")[0]).toBe(full.text.split("\n")[0]);
    expect(short.text).toBe(full.text);
  });
});

describe("a rotator's 30 days", () => {
  it("are /stats' 30 days, west of the network after its midnight", async () => {
    const user = await publisher("en");
    const stats = await summaryOf(user, "30 days");
    const period = /^📊 Stats for (.+?)(, so far)?$/.exec(stats.text.split("\n")[0] ?? "")?.[1];
    expect(period).toBeDefined();
    user.drain();
    user.send("/rotators");
    await user.waitFor((m) => m.buttons.flat().includes("Sidebar"));
    user.press("Sidebar");
    await user.waitFor(/^Sidebar · #1001/);
    user.press("📊 Stats");
    const rotator = await user.waitFor(/subaccount “sidebar”/);
    expect(rotator.text.split("\n")[0]).toBe(`📊 Sidebar · subaccount “sidebar” · ${period}`);
    // Its clicks: the row of its subaccount in /stats' breakdown of the same 30 days.
    const clicks = figureAfter(rotator.text, "Clicks:");
    user.drain();
    user.press("By subaccount", { messageId: stats.messageId });
    let page = await user.waitFor(/Page 1 of/, { timeoutMs: 20_000 });
    expect(page.text.split("\n")[0]).toBe(`By subaccount · ${period}`);
    let row = subaccountRow(page.text, "sidebar");
    while (row === undefined && page.buttons.flat().includes("Next ›")) {
      user.press("Next ›", { messageId: page.messageId });
      page = await user.waitFor((m) => m.kind === "edit" && /Page \d+ of/.test(m.text));
      row = subaccountRow(page.text, "sidebar");
    }
    expect(row).toBeDefined();
    expect(row?.clicks).toBe(clicks);
    expect(clicks).toBeGreaterThan(0);
  });
});

/** A breakdown row ("3. sidebar" over "clicks 1,234 · conversions …") by its label. */
function subaccountRow(text: string, label: string): { clicks: number } | undefined {
  const lines = text.split("\n");
  const at = lines.findIndex((l) => new RegExp(`^\\d+\\. ${label}$`).test(l));
  if (at < 0) return undefined;
  const clicks = /^clicks (\S+) ·/.exec(lines[at + 1] ?? "")?.[1];
  return clicks === undefined ? undefined : { clicks: numberOf(clicks) };
}

describe("a chart and its own text", () => {
  it.each([
    ["en", "today", "Clicks:"],
    ["en", "7 days", "Clicks:"],
    ["pt", "hoje", "Cliques:"],
    ["pt", "2026-12-05", "Cliques:"],
    ["ru", "вчера", "Клики:"],
    ["ru", "30 дней", "Клики:"],
    ["pt", "30 dias", "Cliques:"],
    ["pt", "este ano", "Cliques:"],
    ["en", "last month", "Clicks:"],
  ])("%s: /stats %s draws bars that add up to its clicks", async (lang, typed, clicksWord) => {
    const user = await publisher(lang);
    const photo = await summaryOf(user, typed);
    expect(photo.kind).toBe("photo");
    const line = photo.text.split("\n").find((l) => l.includes(clicksWord)) ?? "";
    // "Clicks: 13,119 (+5%) · unique …": the figure before its change.
    const clicks = numberOf(/: (\d[\d.,\u00a0\u202f ]*\d|\d)/.exec(line)?.[1] ?? "");
    const bytes = photo.photo?.bytes;
    if (!bytes) throw new Error("no photo bytes");
    const bars = (pngText(bytes, "Description") ?? "")
      .split("\n")
      .map((row) => Number(/ (\d+), [^,]+ [\d.]+$/.exec(row)?.[1] ?? Number.NaN));
    expect(bars.length).toBeGreaterThan(0);
    expect(bars.every(Number.isFinite)).toBe(true);
    expect(bars.reduce((a, b) => a + b, 0)).toBe(clicks);
    // Commission bars: pending + approved, the text's first two amounts.
    const [pending = Number.NaN, approved = Number.NaN] = centsAfter(photo.text, "💰");
    expect(barCents(bytes)).toBe(pending + approved);
  });

  it.each([
    ["en", "today"],
    ["en", "7d"],
    ["en", "yesterday"],
    ["ru", "today"],
    ["ru", "30d"],
    ["pt", "today"],
    ["pt", "month"],
  ])("the dashboard in %s, %s: its points add up to its clicks", async (lang, preset) => {
    const user = await publisher(lang);
    const answer = await askApi(
      harness,
      `summary?preset=${preset}`,
      initDataOf(harness, user, lang, now),
    );
    expect(answer.status).toBe(200);
    const summary = JSON.parse(answer.text) as {
      figures: { clicks: { value: string } };
      earned: string;
      chart: { points: { clicks: number; commission: number }[] };
    };
    const sum = summary.chart.points.reduce((a, p) => a + p.clicks, 0);
    expect(sum).toBe(numberOf(summary.figures.clicks.value));
    // Commission points: the page's earned figure (approved + pending), in cents.
    const cents = summary.chart.points.reduce((a, p) => a + Math.round(p.commission * 100), 0);
    expect(cents).toBe(numberOf(summary.earned));
  });
});

describe("the digest's chart", () => {
  it.each([
    ["en", "📨 Send me one now"],
    ["ru", "📨 Прислать сейчас"],
    ["pt", "📨 Enviar um agora"],
  ])(
    "%s: its last bar is its day's clicks, and its button opens that day with those clicks, drawn so",
    async (lang, sendNow) => {
      const user = await publisher(lang);
      user.drain();
      user.send("/digest");
      const card = await user.waitFor((m) => m.buttons.flat().includes(sendNow));
      user.drain();
      user.press(sendNow, { messageId: card.messageId });
      const photo = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 20_000 });
      // The text is the chart's caption, or the message after it when too long for one.
      const text = photo.text.includes("🖱") ? photo : await user.waitFor(/🖱/);
      const clicks = figureAfter(text.text, "🖱");
      const bars = barClicks(photo.photo?.bytes);
      expect(bars).toHaveLength(7);
      expect(bars.at(-1)).toBe(clicks);
      expect(clicks).toBeGreaterThan(0);
      // Its commission: the last bar's, "approved + pending" in the text.
      const last = chartBars(photo.photo?.bytes).at(-1);
      expect(last?.cents).toBe(centsAfter(text.text, "💰")[0]);

      const button = text.buttons.flat().find((b) => b.startsWith("📊")) ?? "";
      user.drain();
      user.press(button, { messageId: text.messageId });
      const day = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 20_000 });
      expect(figureAfter(day.text, "🖱")).toBe(clicks);
      expect(barTotal(day.photo?.bytes)).toBe(clicks);
      const [pending = Number.NaN, approved = Number.NaN] = centsAfter(day.text, "💰");
      expect(pending + approved).toBe(last?.cents);
      expect(barCents(day.photo?.bytes)).toBe(pending + approved);
    },
  );
});
