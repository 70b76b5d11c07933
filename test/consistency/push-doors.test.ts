/**
 * A push's stats button is one more door to "today": the button under a watch push about
 * a campaign that stopped (the one push whose button opens a day the network may still be
 * counting) opens the very screen the /stats picker's button for that day opens, for publishers in
 * four zones (UTC+14, +3, −8, −11) in en, ru and pt, on both sides of the network's midnight:
 * - a stop found at 23:30 of the network's Dec 4 opens Dec 4 so far, as Today does;
 * - a stop that began at the network's midnight, found at 03:30 of its Dec 5, opens Dec 5 so far,
 *   as Today does (west of the network the publisher's own calendar still shows Dec 4);
 * - a stop that began before the network's midnight, found at 00:30 of its Dec 5, opens the day it
 *   began, Dec 4, now closed, as Yesterday does.
 * Whatever opened it, the chart's bars (its PNG Description) add up to its text's clicks.
 * Steady traffic and the stop through the sandbox, the watch job run on the test's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BotMessage, TelegramUser } from "../../src/bot-api-stand-in/user.js";
import { watchingUser } from "../features/watch/watch-test.js";
import { barCents, barTotal, centsAfter, figureAfter } from "../support/chart-figures.js";
import { type Harness, startHarness } from "../support/harness.js";

const ZONES = ["Pacific/Kiritimati", "Europe/Moscow", "America/Los_Angeles", "Pacific/Pago_Pago"];
const LANGS = ["en", "ru", "pt"] as const;
const PRESET_LABELS = {
  today: { en: "Today", ru: "Сегодня", pt: "Hoje" },
  yesterday: { en: "Yesterday", ru: "Вчера", pt: "Ontem" },
} as const;

/** The sandbox's statistics zone is Moscow (UTC+3): the network's midnight is 21:00 UTC. */
const SCENARIOS = [
  {
    name: "a stop found at 23:30 of the network's Dec 4",
    firstCheck: "2026-12-04T12:05:00Z",
    stop: "2026-12-04T17:00:00Z",
    found: "2026-12-04T20:30:00Z",
    door: "today",
    title: "Dec 4, so far",
  },
  {
    name: "a stop from the network's midnight found at 03:30 of its Dec 5",
    firstCheck: "2026-12-04T18:05:00Z",
    stop: "2026-12-04T21:00:00Z",
    found: "2026-12-05T00:30:00Z",
    door: "today",
    title: "Dec 5, so far",
  },
  {
    name: "a stop from Dec 4 found at 00:30 of the network's Dec 5",
    firstCheck: "2026-12-04T12:05:00Z",
    stop: "2026-12-04T17:00:00Z",
    found: "2026-12-04T21:30:00Z",
    door: "yesterday",
    title: "Dec 4",
  },
] as const;

describe.each(SCENARIOS)("$name", (scenario) => {
  let now = new Date(scenario.firstCheck);
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ now: () => now, env: { WATCH_CHECK_MINUTES: "10" } });
    const answer = await fetch(`${harness.sandbox.url}/__sandbox/steady-traffic`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        publisher: harness.demoKey,
        subaccount: "tg_post",
        clicksPerHour: 36,
        conversionsPerHour: 2,
        from: "2026-11-24T00:00:00Z",
      }),
    });
    expect(answer.status).toBe(204);
  });
  afterAll(async () => harness?.stop());

  /** A summary a press brings, by hour for a day: its photo. */
  async function summaryAfter(user: TelegramUser, act: () => void): Promise<BotMessage> {
    user.drain();
    act();
    return user.waitFor((m) => m.kind === "photo" || (m.kind === "send" && /📊/.test(m.text)), {
      timeoutMs: 20_000,
    });
  }

  it("every zone and language: the push's button opens the picker's screen for that day", async () => {
    const users: { user: TelegramUser; lang: (typeof LANGS)[number]; zone: string }[] = [];
    for (const zone of ZONES) {
      for (const lang of LANGS) {
        const user = await watchingUser(harness, lang);
        await harness.app.storage.users.update(user.id, (s) => ({ ...s, timeZone: zone }));
        users.push({ user, lang, zone });
      }
    }
    const watch = harness.app.jobs.find((j) => j.name === "watch");
    if (!watch) throw new Error("no watch job");
    await watch.run(now);
    for (const { user } of users) expect(user.drain().map((m) => m.text)).toEqual([]);
    harness.sandbox.control.stopTraffic(harness.demoKey, "clicks", new Date(scenario.stop), {
      subaccount: "tg_post",
    });
    now = new Date(scenario.found);
    await watch.run(now);

    for (const { user, lang, zone } of users) {
      const pushes = user.drain().filter((m) => m.buttons.flat().some((b) => b.startsWith("📊")));
      expect(pushes, `${zone} ${lang}: one push with a stats button`).toHaveLength(1);
      const push = pushes[0] as BotMessage;
      const button = push.buttons.flat().find((b) => b.startsWith("📊")) ?? "";
      const pushed = await summaryAfter(user, () =>
        user.press(button, { messageId: push.messageId }),
      );

      user.send("/stats");
      const picker = await user.waitFor((m) => m.buttons.length > 0 && /📊/.test(m.text));
      const label = PRESET_LABELS[scenario.door][lang];
      const picked = await summaryAfter(user, () =>
        user.press(label, { messageId: picker.messageId }),
      );

      const where = `${zone} ${lang}`;
      expect(pushed.kind, where).toBe("photo");
      if (lang === "en")
        expect(pushed.text.split("\n")[0], where).toBe(`📊 Stats for ${scenario.title}`);
      // The same screen: the same days, figures, "so far" and network's-day line.
      expect(pushed.text, where).toBe(picked.text);
      // Its chart is drawn from the rows its text sums.
      for (const summary of [pushed, picked]) {
        expect(barTotal(summary.photo?.bytes), where).toBe(figureAfter(summary.text, "🖱"));
        // Commission bars: pending + approved, the text's first two amounts.
        const [pending = Number.NaN, approved = Number.NaN] = centsAfter(summary.text, "💰");
        expect(barCents(summary.photo?.bytes), where).toBe(pending + approved);
      }
    }
  });
});
