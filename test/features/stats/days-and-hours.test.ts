/**
 * A publisher in Vladivostok (UTC+10) while the network counts days in
 * Moscow (UTC+3). The bot and its sandbox stand at two instants of the suite's day D: 17:00 UTC
 * (03:00 on D+1 in Vladivostok, 20:00 on D at the network) and 05:28 UTC (15:28 on D in
 * Vladivostok, 08:28 at the network). In English and Russian: the digest's button opens the day
 * the digest is about, a day closing tomorrow says "tomorrow", "7 days" is seven days, hour charts
 * are on the publisher's clock and add up to the day's figures, and a payout's day and time are on
 * one clock.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { statisticsLabel } from "../../../src/publisher-api/index.js";
import { testToday } from "../../support/clock.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { askApi, initDataOf } from "../dashboard/helpers.js";
import { setUpDigest } from "../digest/digest-support.js";
import { addDays, directClient, shown, statsCalls } from "./helpers.js";

const D = testToday();
/** 03:00 on D+1 in Vladivostok; 20:00 on D at the network, which is still counting D. */
const lateEvening = new Date(`${D}T17:00:00Z`);
/** 15:28 on D in Vladivostok; 08:28 on D at the network, whose D closes at 07:00 on D+1 there. */
const afternoon = new Date(`${D}T05:28:00Z`);

let now = lateEvening;
let harness: Harness;
const users = new Map<string, TelegramUser>();

beforeAll(async () => {
  harness = await startHarness({
    now: () => now,
    env: { PUBLIC_URL: "https://bot.example.net" },
  });
  // English through /digest as a publisher sets a zone; Russian straight into its settings.
  const en = harness.user({ languageCode: "en" });
  await connectUser(harness, en);
  await setUpDigest(en, "Asia/Vladivostok", "09:00");
  const ru = harness.user({ languageCode: "ru" });
  await connectUser(harness, ru);
  await harness.app.storage.users.update(ru.id, (s) => ({ ...s, timeZone: "Asia/Vladivostok" }));
  users.set("en", en);
  users.set("ru", ru);
}, 60_000);
afterAll(async () => harness?.stop());

const userOf = (lang: string) => {
  const user = users.get(lang);
  if (!user) throw new Error(`no ${lang} user`);
  return user;
};

/** A day the way each language writes it without its year: "Jun 9", "09.06". */
const written = (day: string, lang: string) =>
  lang === "ru"
    ? `${day.slice(8, 10)}.${day.slice(5, 7)}`
    : new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(
        new Date(`${day}T00:00:00Z`),
      );

const calls = () => statsCalls(harness).map((c) => c.parts.join("/"));

async function summaryAfter(user: TelegramUser, press: () => void) {
  harness.sandbox.control.clearCalls();
  press();
  return user.waitFor((m) => m.kind === "photo" || /Nothing for|ничего/.test(m.text), {
    timeoutMs: 15_000,
  });
}

async function pressPreset(user: TelegramUser, button: string) {
  await user.send("/stats");
  await user.waitFor(/📊/);
  return summaryAfter(user, () => user.press(button));
}

const TEXTS = {
  en: {
    now: "📨 Send me one now",
    detail: (day: string) => `📊 ${day} in detail`,
    title: (period: string) => `Stats for ${period}`,
    soFar: /so far/,
    sevenDays: "7 days",
    today: "Today",
    closes: (day: string) => `its ${day} closes tomorrow at 07:00 your time.`,
    requested: "requested",
  },
  ru: {
    now: "📨 Прислать сейчас",
    detail: (day: string) => `📊 ${day} подробно`,
    title: (period: string) => `Статистика за ${period}`,
    soFar: /пока что/,
    sevenDays: "7 дней",
    today: "Сегодня",
    closes: (day: string) => `её ${day} закончится завтра в 07:00 по вашему времени.`,
    requested: "запрошено",
  },
} as const;

describe.each(["en", "ru"] as const)(
  "%s, at 03:00 in Vladivostok (20:00 at the network)",
  (lang) => {
    const t = TEXTS[lang];
    beforeAll(() => {
      now = lateEvening;
    });

    it("the digest is about D−1 (the network still counts D), and its button opens D−1", async () => {
      const user = userOf(lang);
      await user.send("/digest");
      await user.waitFor(/Daily digest|Ежедневная сводка/);
      user.press(t.now);
      const digest = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 15_000 });
      user.drain();
      const day = addDays(D, -1);
      expect(digest.buttons.flat()).toContain(t.detail(written(day, lang)));
      const summary = await summaryAfter(user, () =>
        user.press(t.detail(written(day, lang)), { messageId: digest.messageId }),
      );
      expect(summary.text).toContain(t.title(written(day, lang)));
      expect(summary.text).not.toMatch(t.soFar);
      // A day is read by hour: its figures are the sum of the hours its chart draws.
      expect(calls()).toContain(`statistics/event_time_hour/${day}/${day}`);
      expect(calls().some((c) => c.includes(`/${D}/${D}`))).toBe(false);
    });

    it("7 days are seven days, ending on the network's running day", async () => {
      const user = userOf(lang);
      const summary = await pressPreset(user, t.sevenDays);
      const from = addDays(D, -6);
      expect(summary.text).toContain(t.title(`${written(from, lang)} – ${written(D, lang)}`));
      expect(calls()).toContain(`statistics/event_time_day/${from}/${D}`);
    });
  },
);

describe.each(["en", "ru"] as const)(
  "%s, at 15:28 in Vladivostok (08:28 at the network)",
  (lang) => {
    const t = TEXTS[lang];
    beforeAll(() => {
      now = afternoon;
    });

    it("the network's day closing at 07:00 tomorrow says tomorrow", async () => {
      const summary = await pressPreset(userOf(lang), t.today);
      expect(summary.text).toContain(t.closes(written(D, lang)));
    });

    it("today's hours are on the publisher's clock, up to now, and add up to the day", async () => {
      const user = userOf(lang);
      const data = initDataOf(harness, user, lang, now);
      // A deferred report answers 202 until it is ready.
      const ready = async () => {
        const answer = await askApi(harness, "summary?preset=today", data);
        return answer.status === 202 ? undefined : answer;
      };
      const answer = await vi.waitUntil(ready, { timeout: 10_000, interval: 500 });
      expect(answer.status).toBe(200);
      const summary = JSON.parse(answer.text) as {
        figures: { clicks: { value: string } };
        chart: { kind: string; points: { label: string; clicks: number }[] };
      };
      expect(summary.chart.kind).toBe("hour");
      // The network's 00:00 to 08:00 are 07:00 to 15:00 in Vladivostok.
      const labels = summary.chart.points.map((p) => p.label);
      expect(labels).toEqual(
        Array.from({ length: 9 }, (_, i) => `${String(7 + i).padStart(2, "0")}:00`),
      );
      const sum = summary.chart.points.reduce((s, p) => s + p.clicks, 0);
      expect(sum).toBeGreaterThan(0);
      expect(sum).toBe(shown(summary.figures.clicks.value.replace(/\s/g, "")));
    });

    it("a payout's day and the time it was requested are on one clock", async () => {
      const user = userOf(lang);
      await user.send("/payouts");
      const page = await user.waitFor(/💸/);
      const entries = [
        ...page.text.matchAll(
          new RegExp(`📅 ([^·\\n]+?) · ${t.requested} (.+?), (\\d\\d):\\d\\d`, "g"),
        ),
      ];
      expect(entries.length).toBeGreaterThan(2);
      for (const [, day, requestedDay] of entries) expect(requestedDay).toBe(day);
      // Some were requested after 14:00 UTC, past midnight in Vladivostok: the case that went wrong.
      expect(entries.some(([, , , hour]) => Number(hour) < 4)).toBe(true);
    });
  },
);

describe("the sandbox's today follows its clock", () => {
  it("no hour of today after the network's hour now has any traffic", async () => {
    now = afternoon;
    const report = await directClient(harness).statistics.general({
      group_field: "event_time_hour",
      date_from: D,
      date_to: D,
      limit: 1000,
    });
    const hours = report.items.map((item) =>
      Number(/ (\d\d):/.exec(statisticsLabel(item, "event_time_hour") ?? "")?.[1]),
    );
    expect(hours.length).toBeGreaterThan(0);
    expect(Math.max(...hours)).toBeLessThanOrEqual(8);
  });
});
