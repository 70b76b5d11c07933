/**
 * Each campaign watched. The traffic rule judges each value of the chosen
 * subaccount level apart (clicks stopped, conversions stopped), tells a campaign's stop naming it,
 * once while it lasts, never a second time for a cause the account's own line already tells, and
 * a failed read postpones. Two publishers' users (en and ru) watch Alice's account in each
 * harness.
 *
 * The sandbox's generated traffic comes in bursts (each row in one hour), too unsteady to judge a
 * campaign by: nothing in it is judged. Each test first makes campaigns steady with the sandbox's
 * steady-traffic control (over HTTP, as the demo's `!campaign` does), from nine days before, then
 * stops one with the traffic-stop control.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { type Harness, startHarness } from "../../support/harness.js";
import { watchingUser } from "./watch-test.js";

const day = "2026-11-26";
const at = (clock: string) => new Date(`${day}T${clock}:00Z`);
const NINE_DAYS_BEFORE = "2026-11-17T00:00:00Z";
let now = at("06:05");
let harness: Harness;

beforeEach(async () => {
  now = at("06:05");
  // Checks every 10 minutes: a stop ended and a stop begun may be seen within an hour.
  harness = await startHarness({ now: () => now, env: { WATCH_CHECK_MINUTES: "10" } });
});
afterEach(async () => harness?.stop());

/** One subaccount value's steady traffic, through the sandbox's HTTP control. */
async function steady(
  subaccount: string,
  clicksPerHour: number,
  conversionsPerHour = 0,
  level?: number,
): Promise<void> {
  const answer = await fetch(`${harness.sandbox.url}/__sandbox/steady-traffic`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      publisher: harness.demoKey,
      subaccount,
      clicksPerHour,
      conversionsPerHour,
      from: NINE_DAYS_BEFORE,
      ...(level !== undefined && { level }),
    }),
  });
  expect(answer.status).toBe(204);
}

/**
 * Three of Alice's campaigns made steady (30 clicks and 2 conversions an hour beside their
 * generated bursts), and a new one too thin to judge (3 clicks an hour, nothing else).
 */
async function threeSteadyAndOneThin(): Promise<void> {
  await steady("tg_post", 30, 2);
  await steady("banner_top", 30, 2);
  await steady("newsletter", 30, 2);
  await steady("forum_sig", 3);
}

const watching = (languageCode: string) => watchingUser(harness, languageCode);

/** Runs the watch at `clock` (hh:mm UTC on the day) and returns the two users' messages. */
async function checkAt(
  clock: string,
  [en, ru]: readonly [TelegramUser, TelegramUser],
): Promise<[string[], string[]]> {
  now = at(clock);
  const job = harness.app.jobs.find((j) => j.name === "watch");
  await job?.run(now);
  const texts: [string[], string[]] = [
    en.drain().map((m) => m.text),
    ru.drain().map((m) => m.text),
  ];
  if (process.env.SHOW_TEXTS) console.log(clock, JSON.stringify(texts));
  return texts;
}

const stop = (what: "clicks" | "conversions" | undefined, from: string, subaccount?: string) =>
  harness.sandbox.control.stopTraffic(
    harness.demoKey,
    what,
    at(from),
    subaccount === undefined ? {} : { subaccount },
  );

describe("/watch on each campaign", () => {
  it("one steady campaign of three stops: told once, naming it; the others, the account and a campaign too thin to judge are not", async () => {
    await threeSteadyAndOneThin();
    const [en, ru] = [await watching("en"), await watching("ru")];
    en.send("/watch");
    const card = await en.next();
    expect(card.text).toContain("Campaigns by subaccount 1 (change it below)");
    expect(card.buttons.flat()).toEqual(
      expect.arrayContaining([
        "✅ subaccount 1",
        "subaccount 2",
        "subaccount 3",
        "subaccount 4",
        "subaccount 5",
      ]),
    );
    expect(await checkAt("06:05", [en, ru])).toEqual([[], []]);
    // tg_post's link broke at 06:00; forum_sig's too, but its 3 clicks an hour are too few to judge.
    stop("clicks", "06:00", "tg_post");
    stop("clicks", "06:00", "forum_sig");
    const [[enText, ...enMore], [ruText, ...ruMore]] = await checkAt("09:05", [en, ru]);
    expect([enMore, ruMore]).toEqual([[], []]);
    expect(enText).toMatch(
      /^👁 One change in your account\n\n🚦 Campaign tg_post: no clicks since 06:00 UTC \(3 hours\); these hours usually bring \d+\. Its link or ad may be broken\.$/,
    );
    expect(ruText).toMatch(
      /^👁 1 изменение в аккаунте\n\n🚦 Кампания tg_post: нет кликов с 06:00 UTC \(3 ч\), хотя обычно в эти часы кликов \d+\. Возможно, сломалась её ссылка или объявление\.$/,
    );
    // Its share of the account's week times the account's usual in these hours: its steady 90
    // and its generated bursts.
    const usual = Number(/usually bring (\d+)/.exec(enText ?? "")?.[1]);
    expect(usual).toBeGreaterThan(90);
    expect(usual).toBeLessThan(250);
    expect(ruText).toContain(`хотя обычно в эти часы кликов ${usual}.`);
    // Still dead ten minutes, one and two hours later: not told again.
    expect(await checkAt("09:15", [en, ru])).toEqual([[], []]);
    expect(await checkAt("10:05", [en, ru])).toEqual([[], []]);
    expect(await checkAt("11:05", [en, ru])).toEqual([[], []]);

    // Back, then broken again: told again once its 21 hours before are steady again.
    stop(undefined, "06:00", "tg_post");
    expect(await checkAt("11:15", [en, ru])).toEqual([[], []]);
    stop("clicks", "06:00", "tg_post");
    expect(await checkAt("11:25", [en, ru])).toEqual([[], []]);
    stop(undefined, "06:00", "tg_post");
    expect(await checkAt("11:35", [en, ru])).toEqual([[], []]);
    stop("clicks", "10:00", "tg_post");
    // Its 21 hours before 10:00 include 06:00-09:00, which the stop removed a minute ago and gave
    // back: steady again, so judged.
    const [[again], [againRu]] = await checkAt("13:05", [en, ru]);
    expect(again).toContain("🚦 Campaign tg_post: no clicks since 10:00 UTC (3 hours)");
    expect(againRu).toContain("🚦 Кампания tg_post: нет кликов с 10:00 UTC (3 ч)");
    for (const text of [enText, ruText, again, againRu]) {
      for (const other of ["banner_top", "newsletter", "sidebar", "forum_sig"])
        expect(text).not.toContain(other);
    }
  });

  it("a campaign too thin to judge (3 clicks an hour, steady) is never told, whatever its hours", async () => {
    await steady("forum_sig", 3, 1);
    const [en, ru] = [await watching("en"), await watching("ru")];
    expect(await checkAt("06:05", [en, ru])).toEqual([[], []]);
    stop("clicks", "06:00", "forum_sig");
    for (const clock of ["09:05", "10:05", "12:05", "15:05", "18:05"]) {
      expect(await checkAt(clock, [en, ru])).toEqual([[], []]);
    }
  });

  it("the account's stop and a campaign's are told in one message, each cause once", async () => {
    await threeSteadyAndOneThin();
    const [en, ru] = [await watching("en"), await watching("ru")];
    expect(await checkAt("06:05", [en, ru])).toEqual([[], []]);
    // Every conversion stopped (the account's cause; tg_post and banner_top stopped converting
    // with it), and newsletter's clicks too (a cause of its own).
    stop("conversions", "06:00");
    stop("clicks", "06:00", "newsletter");
    const [[enText, ...enMore], [ruText, ...ruMore]] = await checkAt("09:05", [en, ru]);
    expect([enMore, ruMore]).toEqual([[], []]);
    expect(enText).toMatch(
      /^👁 2 changes in your account\n\n🚦 [\d,]+ clicks since [A-Z][a-z]{2} \d+, 06:00 UTC/,
    );
    expect(enText).toMatch(
      /\n🚦 Campaign newsletter: no clicks since 06:00 UTC \(3 hours\); these hours usually bring \d+\. Its link or ad may be broken\.$/,
    );
    expect(enText?.match(/not one conversion/g)).toHaveLength(1);
    expect(ruText).toMatch(/^👁 2 изменения в аккаунте\n\n🚦 /);
    expect(ruText).toContain("🚦 Кампания newsletter: нет кликов с 06:00 UTC (3 ч)");
    expect(ruText?.match(/ни одной конверсии/g)).toHaveLength(1);
    for (const text of [enText, ruText]) {
      for (const other of ["tg_post", "banner_top", "forum_sig"]) expect(text).not.toContain(other);
    }

    // All clicks stopped: the account's clicks stopped, told once; no campaign is named.
    stop(undefined, "06:00");
    stop(undefined, "06:00", "newsletter");
    expect(await checkAt("10:05", [en, ru])).toEqual([[], []]);
    stop("clicks", "10:00");
    const [[all], [allRu]] = await checkAt("13:05", [en, ru]);
    expect(all).toMatch(
      /^👁 One change in your account\n\n🚦 No clicks since 10:00 UTC \(3 hours\); these hours usually bring [\d,]+\. A link or an ad may be broken\.$/,
    );
    expect(allRu).toMatch(/^👁 1 изменение в аккаунте\n\n🚦 Нет кликов с 10:00 UTC \(3 ч\), хотя/);
    for (const text of [all, allRu]) expect(text).not.toMatch(/Campaign|Кампания/);
  });

  it("a steady campaign's conversions that stop while its clicks flow are told, naming it", async () => {
    await threeSteadyAndOneThin();
    const [en, ru] = [await watching("en"), await watching("ru")];
    expect(await checkAt("06:05", [en, ru])).toEqual([[], []]);
    stop("conversions", "06:00", "tg_post");
    const [[told, ...more], [toldRu]] = await checkAt("09:05", [en, ru]);
    expect(more).toEqual([]);
    expect(told).toMatch(
      /^👁 One change in your account\n\n🚦 Campaign tg_post: [\d,]+ clicks since [A-Z][a-z]{2} \d+, 06:00 UTC and not one conversion; these hours usually convert \d+ times\. Its landing page or tracking link may be broken\.$/,
    );
    expect(toldRu).toMatch(
      /^👁 1 изменение в аккаунте\n\n🚦 Кампания tg_post: [\d\s]+ (клик|клика|кликов) с \d\d\.\d\d, 06:00 UTC и ни одной конверсии, хотя обычно в эти часы конверсий \d+\. Возможно, сломался её лендинг или трекинговая ссылка\.$/,
    );
  });

  it("a failing API during the campaigns' reads postpones the check: nothing told, then told at the next", async () => {
    await threeSteadyAndOneThin();
    const [en, ru] = [await watching("en"), await watching("ru")];
    expect(await checkAt("06:05", [en, ru])).toEqual([[], []]);
    stop("clicks", "06:00", "tg_post");
    // Every attempt of both users' campaign-hour reads (yesterday's and today's hours, three
    // attempts each) fails: the account's own hour read (nine days) goes through.
    harness.sandbox.control.failNext({
      mode: 500,
      count: 6,
      path: `/statistics/event_time_hour/2026-11-25/${day}`,
    });
    expect(await checkAt("09:05", [en, ru])).toEqual([[], []]);
    expect(harness.logs.some((l) => l.includes("watch check postponed"))).toBe(true);
    const [[told], [toldRu]] = await checkAt("09:10", [en, ru]);
    expect(told).toContain("🚦 Campaign tg_post: no clicks since 06:00 UTC (3 hours)");
    expect(toldRu).toContain("🚦 Кампания tg_post: нет кликов с 06:00 UTC (3 ч)");
  });

  it("the level switches to subaccount 2: its values are the campaigns from then on", async () => {
    await steady("tg_post", 30, 2);
    await steady("s2_steady", 30, 2, 2);
    const [en, ru] = [await watching("en"), await watching("ru")];
    expect(await checkAt("06:05", [en, ru])).toEqual([[], []]);
    for (const user of [en, ru]) {
      user.send("/watch");
      const card = await user.next();
      const label = user === en ? "subaccount 2" : "субаккаунт 2";
      user.press(label, { messageId: card.messageId });
      const edited = await user.waitFor(
        (m) => m.kind === "edit" && m.buttons.flat().includes(`✅ ${label}`),
      );
      expect(edited.text).toContain(
        user === en
          ? "Campaigns by subaccount 2 (change it below)"
          : "Кампании по субаккаунту 2 (сменить — кнопками ниже)",
      );
    }
    harness.sandbox.control.clearCalls();
    // The first check at the new level only records.
    expect(await checkAt("08:05", [en, ru])).toEqual([[], []]);
    const reads = harness.sandbox.control.calls.filter((c) => c.query.sub_group !== undefined);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((c) => c.query.sub_group === "subaccount2")).toBe(true);
    // A value of level 2 stops; a level-1 campaign stopping is no campaign of this level.
    harness.sandbox.control.stopTraffic(harness.demoKey, "clicks", at("09:00"), {
      subaccount: "s2_steady",
      level: 2,
    });
    stop("clicks", "09:00", "tg_post");
    const [[told], [toldRu]] = await checkAt("12:05", [en, ru]);
    expect(told).toMatch(
      /^👁 One change in your account\n\n🚦 Campaign s2_steady: no clicks since 09:00 UTC \(3 hours\); these hours usually bring \d+\./,
    );
    expect(told).not.toContain("tg_post");
    expect(toldRu).toContain("🚦 Кампания s2_steady: нет кликов с 09:00 UTC (3 ч)");
  });

  it("one check with 20 steady campaigns makes at most 16 API calls, the campaigns' part two", async () => {
    // Alice's four own subaccounts (three made steady) and 16 more, steady: 21 campaigns.
    await threeSteadyAndOneThin();
    for (let i = 1; i <= 16; i++) await steady(`c${String(i).padStart(2, "0")}`, 30, 1);
    const [en] = [await watching("en")];
    const job = harness.app.jobs.find((j) => j.name === "watch");
    now = at("06:05");
    await job?.run(now);
    harness.sandbox.control.clearCalls();
    now = at("12:05");
    await job?.run(now);
    const calls = harness.sandbox.control.calls;
    const campaignReads = calls.filter((c) => c.query.sub_group === "subaccount");
    if (process.env.SHOW_TEXTS)
      console.log(calls.map((c) => `${c.method} ${c.path} ${JSON.stringify(c.query)}`).join("\n"));
    expect(campaignReads.map((c) => c.path)).toEqual([
      expect.stringContaining("event_time_day"),
      expect.stringContaining("event_time_hour"),
    ]);
    expect(calls.length).toBeLessThanOrEqual(16);
    expect(en.drain()).toEqual([]);
  });
});

/**
 * The button under a stop opens that stop's hours on the network's day it began
 * (a day's stats are drawn by hour), for a publisher whose own day is the next one already: in
 * Vladivostok, "today" was a day the network had not begun.
 */
describe("the button under a stop", () => {
  it("opens the network's day the stop began, by hour, labelled with that day (Vladivostok, en and ru)", async () => {
    await threeSteadyAndOneThin();
    const [en, ru] = [await watching("en"), await watching("ru")];
    for (const user of [en, ru]) {
      await harness.app.storage.users.update(user.id, (s) => ({
        ...s,
        timeZone: "Asia/Vladivostok",
      }));
    }
    expect(await checkAt("06:05", [en, ru])).toEqual([[], []]);
    // tg_post's link broke at 17:00 UTC: 20:00 of Nov 26 at the network (Moscow), 03:00 of Nov 27
    // in Vladivostok. Found at 20:05 UTC: the network's Nov 26 still runs, the publisher's is Nov 27.
    stop("clicks", "17:00", "tg_post");
    now = at("20:05");
    await harness.app.jobs.find((j) => j.name === "watch")?.run(now);
    const [enPush, ...enMore] = en.drain();
    const [ruPush, ...ruMore] = ru.drain();
    expect([enMore, ruMore]).toEqual([[], []]);
    expect(enPush?.text).toContain("🚦 Campaign tg_post: no clicks since 03:00");
    expect(ruPush?.text).toContain("🚦 Кампания tg_post: нет кликов с 03:00");
    expect(enPush?.buttons.flat()).toEqual(["📊 Nov 26, hour by hour"]);
    expect(ruPush?.buttons.flat()).toEqual(["📊 26.11 по часам"]);

    const cases = [
      [en, enPush, "📊 Nov 26, hour by hour", /^📊 Stats for Nov 26, so far\n/],
      [ru, ruPush, "📊 26.11 по часам", /^📊 Статистика за 26\.11, пока что\n/],
    ] as const;
    harness.sandbox.control.clearCalls();
    for (const [user, push, button, title] of cases) {
      user.press(button, { messageId: push?.messageId ?? 0 });
      const opened = await user.waitFor(
        (m) => m.kind === "photo" || /Nothing for|Пока нет/.test(m.text),
        {
          timeoutMs: 15_000,
        },
      );
      // A single day's stats: a chart by hour, with the day's figures under it.
      expect(opened.kind).toBe("photo");
      expect(opened.text).toMatch(title);
    }
    // Each press read that day's hours: its chart is drawn by hour.
    const hourReads = harness.sandbox.control.calls.filter((c) =>
      c.path.includes("/event_time_hour/2026-11-26/2026-11-26"),
    );
    expect(hourReads).toHaveLength(2);
  });
});
