/**
 * The weekly report card as publishers get it, on the suite's own clock from Sunday 22 November
 * 2026 (the network counts days in Moscow): in Brisbane (UTC+10, en) and Los Angeles (UTC−8 in
 * November, ru) with the daily digest off, in UTC (pt) with it on. Each gets last week's card on
 * their own Monday at the digest's hour, the same card /report shows for last week at that moment;
 * nothing before the hour, nothing again later that day or after a restart on the same SQLite file,
 * nothing on the other days (switched on midweek, not before Monday); the next Monday the next
 * week's. Off by default, and off once switched off; its switch is dead on a card moved on. A week
 * without traffic is a short text.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { digestWeeklyButton } from "../../../src/bot/features/digest/keyboards.js";
import { dueSet } from "../../../src/bot/features/digest/schedule.js";
import type { BotMessage, TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { forgedPress } from "../accounts/support.js";
import { answerOf } from "../postbacks/helpers.js";
import { pictureLines } from "../report/helpers.js";
import { digestJob } from "./digest-support.js";
import { cardsIn, digestsIn, pressWeekly, setUpWeekly } from "./weekly-support.js";

const HOUR_MS = 3_600_000;
/** Sunday 22 November 2026, 10:00 UTC: the week of 16–22 November is about to end everywhere. */
const SUNDAY = new Date("2026-11-22T10:00:00Z");
const at = (iso: string) => new Date(iso);

let clock = SUNDAY;
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ now: () => clock });
}, 60_000);
afterAll(async () => harness?.stop());

/** The digest job's tick at `instant`, the bot's clock standing there too. */
async function tick(instant: Date): Promise<void> {
  clock = instant;
  await digestJob(harness).run(instant);
}

const pushed = (user: TelegramUser) => cardsIn(harness.botApi, user.id).length;

/** /report for last week at the clock's instant, in the publisher's words for it. */
async function reportLastWeek(user: TelegramUser, words: string): Promise<BotMessage> {
  user.send(`/report ${words}`);
  return user.waitFor((m) => m.kind === "photo", { timeoutMs: 30_000 });
}

/** The pushed card is /report's last week at the same instant: caption, buttons and picture. */
function sameCard(push: BotMessage, report: BotMessage): void {
  expect(push.kind).toBe("photo");
  expect(push.text).toBe(report.text);
  expect(push.buttons).toEqual(report.buttons);
  expect(pictureLines(push)).toEqual(pictureLines(report));
}

let brisbane: TelegramUser;
let losAngeles: TelegramUser;
let utc: TelegramUser;
let untouched: TelegramUser;

describe("the weekly report card", () => {
  it("is off by default, and switched on from /digest's card in en, ru and pt", async () => {
    untouched = harness.user();
    await connectUser(harness, untouched);
    untouched.send("/digest");
    const fresh = await untouched.waitFor(/Daily digest/);
    expect(fresh.text).toContain("Weekly report card on Mondays: off");
    expect(fresh.buttons.flat()).toContain("🗓 Weekly report card: turn on");

    brisbane = harness.user();
    await connectUser(harness, brisbane);
    const en = await setUpWeekly(brisbane, "Australia/Brisbane", "09:00");
    expect(en.text).toContain("Daily digest: off");
    expect(en.text).toContain("Weekly report card on Mondays: on");
    expect(en.text).toContain("Next weekly report card: Mon, Nov 23 at 09:00, about last week.");
    expect(en.text).not.toContain("Next digest");
    expect(en.buttons.flat()).toContain("🗓 Weekly report card: turn off");

    losAngeles = harness.user({ languageCode: "ru" });
    await connectUser(harness, losAngeles);
    const ru = await setUpWeekly(losAngeles, "America/Los_Angeles", "09:00");
    expect(ru.text).toContain("Ежедневная сводка: выключена");
    expect(ru.text).toContain("Недельный отчёт по понедельникам: включён");
    expect(ru.text).toMatch(/Следующий недельный отчёт: .+ в 09:00, о прошлой неделе\./);
    expect(ru.buttons.flat()).toContain("🗓 Недельный отчёт: выключить");

    utc = harness.user({ languageCode: "pt" });
    await connectUser(harness, utc);
    const pt = await setUpWeekly(utc, "UTC", "09:00", { daily: true });
    expect(pt.text).toContain("Resumo diário: ligado");
    expect(pt.text).toContain("Boletim semanal às segundas: ligado");
    expect(pt.text).toMatch(/Próximo boletim semanal: .+ às 09:00, sobre a semana passada\./);
    expect(pt.buttons.flat()).toContain("🗓 Boletim semanal: desligar");

    // Indexed under the UTC minute of their Monday 09:00, the daily digest off or on.
    const sets = harness.app.storage.sets;
    expect(await sets.members(dueSet(23 * 60))).toContain(brisbane.id);
    expect(await sets.members(dueSet(17 * 60))).toContain(losAngeles.id);
    expect(await sets.members(dueSet(9 * 60))).toContain(utc.id);
    for (const user of [brisbane, losAngeles, utc, untouched]) user.drain();
  }, 60_000);

  it("comes in Brisbane on Monday at 09:00 (Sunday 23:00 UTC), as /report shows last week then", async () => {
    await tick(at("2026-11-22T22:59:00Z"));
    expect(pushed(brisbane)).toBe(0);
    await tick(at("2026-11-22T23:00:00Z"));
    expect(pushed(brisbane)).toBe(1);
    const push = await brisbane.waitFor((m) => m.kind === "photo");
    expect(push.text.split("\n")[0]).toMatch(/Report card · Nov 16 – Nov 22/);
    // Its top offers open their stats; the CSV by day comes last.
    expect(push.buttons.flat()).toHaveLength(6);
    expect(push.buttons.flat().at(-1)).toBe("⬇️ CSV by day");
    sameCard(push, await reportLastWeek(brisbane, "last week"));
    expect([pushed(losAngeles), pushed(utc), pushed(untouched)]).toEqual([0, 0, 0]);
    // The daily digest is off: the card came alone.
    expect(digestsIn(harness.botApi, brisbane.id)).toBe(0);
  }, 60_000);

  it("is not sent again that Monday: the same minute, hours later, after a restart", async () => {
    await tick(at("2026-11-22T23:00:00Z"));
    await tick(at("2026-11-23T02:00:00Z"));
    await harness.restart();
    await tick(at("2026-11-23T02:00:00Z"));
    await tick(at("2026-11-23T05:00:00Z"));
    // Both cards Brisbane has: the push and the one it asked /report for.
    expect(pushed(brisbane)).toBe(2);
  }, 60_000);

  it("comes in UTC with the daily digest, and in Los Angeles at 09:00 (17:00 UTC), in ru", async () => {
    await tick(at("2026-11-23T08:59:00Z"));
    expect([pushed(utc), digestsIn(harness.botApi, utc.id)]).toEqual([0, 0]);
    await tick(at("2026-11-23T09:00:00Z"));
    expect([pushed(utc), digestsIn(harness.botApi, utc.id)]).toEqual([1, 1]);
    const pt = await utc.waitFor((m) => m.photo?.filename === "report.png");
    expect(pt.text.split("\n")[0]).toMatch(/Boletim · 16\/11 – 22\/11/);

    await tick(at("2026-11-23T16:59:00Z"));
    expect(pushed(losAngeles)).toBe(0);
    await tick(at("2026-11-23T17:00:00Z"));
    expect(pushed(losAngeles)).toBe(1);
    const push = await losAngeles.waitFor((m) => m.kind === "photo");
    expect(push.text.split("\n")[0]).toMatch(/Отчёт · 16\.11 – 22\.11/);
    sameCard(push, await reportLastWeek(losAngeles, "прошлая неделя"));
    await tick(at("2026-11-23T20:00:00Z"));
    expect(pushed(losAngeles)).toBe(2);
  }, 60_000);

  it("comes on no other day, and the next Monday brings the next week's; switched off, none", async () => {
    const counts = () => [pushed(brisbane), pushed(losAngeles), pushed(utc), pushed(untouched)];
    const before = counts();
    // Every day's 09:00 in each zone (and a minute after), Tuesday to Sunday.
    for (let day = 1; day <= 6; day++) {
      for (const utcHour of [23, 9, 17]) {
        const base = Date.parse("2026-11-23T00:00:00Z") + day * 24 * HOUR_MS;
        const hour = utcHour === 23 ? base - HOUR_MS : base + utcHour * HOUR_MS;
        await tick(new Date(hour));
        await tick(new Date(hour + 60_000));
      }
      if (day === 2) {
        // Wednesday: Los Angeles switches it off; the publisher who never had it switches it on,
        // past its hour (09:00 UTC): not a card until Monday.
        const off = await pressWeekly(losAngeles);
        expect(off.text).toContain("Недельный отчёт по понедельникам: выключен");
        expect(off.text).not.toContain("Следующий недельный отчёт");
        const on = await pressWeekly(untouched);
        expect(on.text).toContain("Next weekly report card: Mon, Nov 30 at 09:00");
      }
    }
    expect(counts()).toEqual(before);
    // The daily digest went on in UTC, Tuesday to Sunday.
    expect(digestsIn(harness.botApi, utc.id)).toBe(7);

    await tick(at("2026-11-29T23:00:00Z"));
    await tick(at("2026-11-30T09:00:00Z"));
    await tick(at("2026-11-30T17:00:00Z"));
    expect(counts()).toEqual([3, 2, 2, 1]);
    const next = cardsIn(harness.botApi, brisbane.id).at(-1);
    expect(next?.text.split("\n")[0]).toMatch(/Report card · Nov 23 – Nov 29/);
    expect(await harness.app.storage.sets.members(dueSet(17 * 60))).not.toContain(losAngeles.id);
  }, 120_000);

  it("a press of its switch on a card that no longer shows it has expired and changes nothing", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    user.send("/digest");
    await user.waitFor(/Daily digest/);
    user.press(/^🕘/);
    // The card is the time question now: its buttons are the hours.
    await user.waitFor(/When should the digest come/);
    const press = forgedPress(harness, user, digestWeeklyButton.pack({ weekly: "on" }));
    expect((await answerOf(user, press)).text).toMatch(/^This button has expired/);
    user.send("/digest");
    expect((await user.waitFor(/Daily digest/)).text).toContain(
      "Weekly report card on Mondays: off",
    );
  });

  it("is a short text that says so for a week without traffic, as /report's", async () => {
    const bruno = harness.sandbox.publishers[1];
    if (!bruno) throw new Error("the sandbox has a second publisher");
    harness.sandbox.control.stopTraffic(bruno.id, "clicks", at("2026-11-01T00:00:00Z"));
    const user = harness.user();
    await connectUser(harness, user, bruno.apiKey);
    await setUpWeekly(user, "UTC", "09:00");
    user.drain();
    await tick(at("2026-12-07T09:00:00Z"));
    const quiet = await user.next();
    expect(quiet.kind).toBe("send");
    expect(quiet.text).toMatch(/No clicks and no conversions in Nov 30 – Dec 6/);
    user.send("/report last week");
    expect((await user.waitFor(/Report card/)).text).toBe(quiet.text);
    await tick(at("2026-12-07T10:00:00Z"));
    expect(user.drain()).toEqual([]);
  });
});
