/**
 * Issue 55, periods and charts, over HTTP as a publisher:
 * - short typed periods ("1.11–15.11", "с 1.11 по 15.11", "1/11–15/11", "de 1/11 a 15/11") give
 *   the days the same period typed in full gives;
 * - a rotator's "30 days" are /stats' "30 days", west of the network after its midnight too;
 * - a chart is drawn from the rows its text sums: the bars the PNG carries (its Description) add
 *   up to the caption's clicks, and the dashboard's points to its figures, even while the
 *   network's clock runs two hours ahead of the bot's (as the demo's does).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../src/bot-api-stand-in/user.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { askApi, initDataOf } from "../features/dashboard/helpers.js";
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
  });
});

describe("a chart and its own text", () => {
  it.each([
    ["en", "today", "Clicks:"],
    ["en", "7 days", "Clicks:"],
    ["pt", "hoje", "Cliques:"],
    ["pt", "2026-12-05", "Cliques:"],
    ["ru", "вчера", "Клики:"],
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
  });

  it.each(["today", "7d", "yesterday"])(
    "the dashboard's %s: its points add up to its clicks",
    async (preset) => {
      const user = await publisher("en");
      const answer = await askApi(
        harness,
        `summary?preset=${preset}`,
        initDataOf(harness, user, "en", now),
      );
      expect(answer.status).toBe(200);
      const summary = JSON.parse(answer.text) as {
        figures: { clicks: { value: string } };
        chart: { points: { clicks: number }[] };
      };
      const sum = summary.chart.points.reduce((a, p) => a + p.clicks, 0);
      expect(sum).toBe(numberOf(summary.figures.clicks.value));
    },
  );
});
