/**
 * "Today" is one answer from every door: the Today button, `/stats today`, the network's
 * running day typed as a date, and the dashboard's today give the same days, the same figures and
 * the same "so far", for publishers in four zones (UTC+14, +3, −8, −11), half an hour before the
 * network's midnight (Moscow, the sandbox's zone) and half an hour after it. Whatever the date
 * on the publisher's own calendar, today is the day the network is counting now, so the day turns
 * at the network's midnight for all of them; where their calendar shows another date, the text
 * says when, on their clock, the network's day began.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../src/bot-api-stand-in/user.js";
import { askApi, initDataOf } from "../features/dashboard/helpers.js";
import { connectUser, type Harness, startHarness } from "../support/harness.js";

/** The sandbox's statistics zone: Moscow, UTC+3 all year. */
const BEFORE = new Date("2026-12-04T20:30:00Z"); // 23:30 on Dec 4 at the network
const AFTER = new Date("2026-12-04T21:30:00Z"); // 00:30 on Dec 5 at the network
const ZONES = ["Pacific/Kiritimati", "Europe/Moscow", "America/Los_Angeles", "Pacific/Pago_Pago"];

let now = BEFORE;
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({
    now: () => now,
    env: { PUBLIC_URL: "https://bot.example.net" },
  });
});
afterAll(async () => harness?.stop());

async function publisher(zone: string, lang = "en"): Promise<TelegramUser> {
  const user = harness.user({ languageCode: lang });
  await connectUser(harness, user);
  await harness.app.storage.users.update(user.id, (s) => ({ ...s, timeZone: zone }));
  return user;
}

/** The summary an action brings: its title line, its clicks line and its network-day line. */
async function summaryAfter(user: TelegramUser, act: () => void) {
  user.drain();
  act();
  const message = await user.waitFor(
    (m) => m.kind === "photo" || (m.kind === "send" && /📊/.test(m.text)),
    { timeoutMs: 20_000 },
  );
  const lines = message.text.split("\n");
  return {
    title: lines[0] ?? "",
    clicks: lines.find((l) => l.startsWith("🖱")) ?? "",
    network: lines.find((l) => l.startsWith("🕒")) ?? "",
  };
}

describe.each([
  ["before", BEFORE, "Dec 4"],
  ["after", AFTER, "Dec 5"],
] as const)("%s the network's midnight", (_side, instant, day) => {
  it.each(ZONES)("%s: every door gives the network's running day, so far", async (zone) => {
    now = instant;
    const user = await publisher(zone);
    await user.send("/stats");
    const picker = await user.waitFor((m) => m.buttons.length > 0 && /📊/.test(m.text));
    const pressed = await summaryAfter(user, () =>
      user.press("Today", { messageId: picker.messageId }),
    );
    const typedWord = await summaryAfter(user, () => user.send("/stats today"));
    const date = day === "Dec 4" ? "2026-12-04" : "2026-12-05";
    const typedDate = await summaryAfter(user, () => user.send(`/stats ${date}`));
    expect(pressed.title).toBe(`📊 Stats for ${day}, so far`);
    expect(typedWord).toEqual(pressed);
    expect(typedDate).toEqual(pressed);
    // The network's day is named, with when it closes on the publisher's clock.
    expect(pressed.network).toMatch(new RegExp(`^🕒 The network counts days .+: its ${day} `));
    // The dashboard's today: the same day, the same clicks.
    const answer = await askApi(
      harness,
      "summary?preset=today",
      initDataOf(harness, user, "en", now),
    );
    expect(answer.status).toBe(200);
    const summary = JSON.parse(answer.text) as {
      title: string;
      figures: { clicks: { value: string } };
    };
    expect(summary.title).toBe(day);
    expect(pressed.clicks).toContain(`Clicks: ${summary.figures.clicks.value} `);
  });
});

describe("Los Angeles at 15:32, Moscow already on Dec 5 (the issue's walk)", () => {
  it.each(["en", "ru", "pt"])(
    "%s: Today is the network's Dec 5 so far, and says it began at 13:00 their time",
    async (lang) => {
      now = new Date("2026-12-04T23:32:00Z");
      const user = await publisher("America/Los_Angeles", lang);
      await user.send("/stats");
      const picker = await user.waitFor((m) => m.buttons.length > 0 && /📊/.test(m.text));
      const label = { en: "Today", ru: "Сегодня", pt: "Hoje" }[lang] ?? "";
      user.drain();
      user.press(label, { messageId: picker.messageId });
      const message = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 20_000 });
      const head = message.text.split("\n\n")[0] ?? "";
      // The walk that found "today" answered differently at each door: Los Angeles, 15:32.
      console.log(`[${lang}] Today, Los Angeles 15:32:\n${head}`);
      const expected = {
        en: /^📊 Stats for Dec 5, so far\n.+15:32.+\n🕒 The network counts days .+: its Dec 5 began at 13:00 and closes tomorrow at 13:00 your time\.$/,
        ru: /^📊 Статистика за 05\.12, пока что\n.+15:32.+\n🕒 Сеть считает дни .+: её день 05\.12 начался в 13:00 и закончится завтра в 13:00 по вашему времени\.$/,
        pt: /^📊 Estatísticas de 05\/12, até agora\n.+15:32.+\n🕒 A rede conta os dias .+: o dia 05\/12 dela começou às 13:00 e fecha amanhã às 13:00 no seu horário\.$/,
      }[lang];
      expect(head).toMatch(expected ?? /never/);
    },
  );
});
