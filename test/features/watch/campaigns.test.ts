/**
 * Issue 41, item 1: each campaign watched. The traffic rule judges each value of the chosen
 * subaccount level apart (clicks stopped, conversions stopped), tells a campaign's stop naming it,
 * once while it lasts, never a second time for a cause the account's own line already tells, and
 * a failed read postpones. Two publishers' users (en and ru) watch Alice's account in each
 * harness; the sandbox's controls stop one campaign's traffic from an hour on.
 *
 * One fixed day: which of Alice's campaigns have traffic in the same hours on each of the seven
 * days before (and so can be judged) is the sandbox's generated traffic of those days. At 09:05
 * UTC on it, tg_post, banner_top and newsletter can be judged; sidebar's 06:00-09:00 were empty
 * on some of those days, too little to judge; at 12:05 subaccount 2's value s2_a can be judged.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";

const day = "2026-11-26";
const at = (clock: string) => new Date(`${day}T${clock}:00Z`);
let now = at("06:05");
let harness: Harness;

beforeEach(async () => {
  now = at("06:05");
  // Checks every 10 minutes: a stop ended and a stop begun may be seen within an hour.
  harness = await startHarness({ now: () => now, env: { WATCH_CHECK_MINUTES: "10" } });
});
afterEach(async () => harness?.stop());

async function watching(languageCode: string): Promise<TelegramUser> {
  const user = harness.user({ languageCode });
  await connectUser(harness, user);
  user.send("/watch");
  const card = await user.next();
  user.press(card.buttons[0]?.[0] ?? "", { messageId: card.messageId });
  await user.waitFor((m) => m.kind === "edit" && m.text.includes("🟢"));
  return user;
}

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
  it("one campaign of three stops: told once, naming it; the others, the account and a campaign too thin to judge are not", async () => {
    const [en, ru] = [await watching("en"), await watching("ru")];
    if (!en || !ru) throw new Error("two users");
    en.send("/watch");
    const card = await en.next();
    expect(card.text).toContain("Campaigns: each value of subaccount 1 (pick the level below)");
    expect(card.buttons.flat()).toEqual(
      expect.arrayContaining(["✅ sub1", "sub2", "sub3", "sub4", "sub5"]),
    );
    expect(await checkAt("06:05", [en, ru])).toEqual([[], []]);
    // tg_post's link broke at 06:00; sidebar's too, but its hours are too thin to judge.
    stop("clicks", "06:00", "tg_post");
    stop("clicks", "06:00", "sidebar");
    const [[enText, ...enMore], [ruText, ...ruMore]] = await checkAt("09:05", [en, ru]);
    expect([enMore, ruMore]).toEqual([[], []]);
    expect(enText).toBe(
      "👁 One change in your account\n\n🚦 Campaign tg_post: no clicks since 06:00 UTC (3 hours); these hours usually bring 70. Its link or ad may be broken.",
    );
    expect(ruText).toBe(
      "👁 1 изменение в аккаунте\n\n🚦 Кампания tg_post: нет кликов с 06:00 UTC (3 ч); обычно в эти часы их 70. Возможно, сломалась её ссылка или объявление.",
    );
    for (const text of [enText, ruText]) {
      for (const other of ["banner_top", "newsletter", "sidebar"])
        expect(text).not.toContain(other);
    }
    // Still dead ten minutes, one and two hours later: not told again, not even at 11:05 after a
    // check (10:05) whose hours it does not have traffic in every day, so could not judge it.
    expect(await checkAt("09:15", [en, ru])).toEqual([[], []]);
    expect(await checkAt("10:05", [en, ru])).toEqual([[], []]);
    // (At 11:05 the sandbox's banner_top, whose traffic comes in bursts, looks stopped: its line
    // may be told; tg_post's may not.)
    expect((await checkAt("11:05", [en, ru])).flat().join("\n")).not.toContain("tg_post");

    // Back, then broken again: told again.
    stop(undefined, "06:00", "tg_post");
    expect(await checkAt("11:15", [en, ru])).toEqual([[], []]);
    stop("clicks", "10:00", "tg_post");
    const [[again], [againRu]] = await checkAt("13:05", [en, ru]);
    expect(again).toContain("🚦 Campaign tg_post: no clicks since 10:00 UTC (3 hours)");
    expect(againRu).toContain("🚦 Кампания tg_post: нет кликов с 10:00 UTC (3 ч)");
  });

  it("the account's stop and a campaign's are told in one message, each cause once", async () => {
    const [en, ru] = [await watching("en"), await watching("ru")];
    if (!en || !ru) throw new Error("two users");
    expect(await checkAt("06:05", [en, ru])).toEqual([[], []]);
    // Every conversion stopped (the account's cause; tg_post and banner_top stopped converting
    // with it), and newsletter's clicks too (a cause of its own).
    stop("conversions", "06:00");
    stop("clicks", "06:00", "newsletter");
    const [[enText, ...enMore], [ruText]] = await checkAt("09:05", [en, ru]);
    expect(enMore).toEqual([]);
    expect(enText).toMatch(/^👁 2 changes in your account\n\n🚦 [\d,]+ clicks since 06:00 UTC/);
    expect(enText).toContain(
      "🚦 Campaign newsletter: no clicks since 06:00 UTC (3 hours); these hours usually bring 34.",
    );
    expect(enText).not.toContain("tg_post");
    expect(enText).not.toContain("banner_top");
    expect(enText?.match(/not one conversion/g)).toHaveLength(1);
    expect(ruText).toContain("🚦 Кампания newsletter: нет кликов с 06:00 UTC (3 ч)");
    expect(ruText?.match(/ни одной конверсии/g)).toHaveLength(1);

    // All clicks stopped: the account's clicks stopped, told once; no campaign is named.
    stop(undefined, "06:00");
    stop(undefined, "06:00", "newsletter");
    expect(await checkAt("10:05", [en, ru])).toEqual([[], []]);
    stop("clicks", "10:00");
    const [[all], [allRu]] = await checkAt("13:05", [en, ru]);
    expect(all).toMatch(
      /^👁 One change in your account\n\n🚦 No clicks since 10:00 UTC \(3 hours\); these hours usually bring [\d,]+\. A link or an ad may be broken\.$/,
    );
    expect(allRu).toMatch(/^👁 1 изменение в аккаунте\n\n🚦 Нет кликов с 10:00 UTC \(3 ч\);/);
    for (const text of [all, allRu]) expect(text).not.toMatch(/Campaign|Кампания/);
  });

  it("a campaign's conversions that stop while its clicks flow are told, naming it", async () => {
    const [en, ru] = [await watching("en"), await watching("ru")];
    if (!en || !ru) throw new Error("two users");
    expect(await checkAt("06:05", [en, ru])).toEqual([[], []]);
    stop("conversions", "06:00", "tg_post");
    const [[told], [toldRu]] = await checkAt("09:05", [en, ru]);
    expect(told).toMatch(
      /^👁 One change in your account\n\n🚦 Campaign tg_post: [\d,]+ clicks since 06:00 UTC and not one conversion; these hours usually convert \d+ times\. Its landing page or tracking link may be broken\.$/,
    );
    expect(toldRu).toMatch(
      /^👁 1 изменение в аккаунте\n\n🚦 Кампания tg_post: с 06:00 UTC [\d\s]+ кликов и ни одной конверсии;/,
    );
  });

  it("a failing API during the campaigns' read postpones the check: nothing told, then told at the next", async () => {
    const [en, ru] = [await watching("en"), await watching("ru")];
    if (!en || !ru) throw new Error("two users");
    expect(await checkAt("06:05", [en, ru])).toEqual([[], []]);
    stop("clicks", "06:00", "tg_post");
    // Every attempt of both users' reads (three each) fails.
    harness.sandbox.control.failNext({ mode: 500, count: 6, path: "/statistics/event_time_hour/" });
    expect(await checkAt("09:05", [en, ru])).toEqual([[], []]);
    expect(harness.logs.some((l) => l.includes("watch check postponed"))).toBe(true);
    const [[told], [toldRu]] = await checkAt("09:10", [en, ru]);
    expect(told).toContain("🚦 Campaign tg_post: no clicks since 06:00 UTC (3 hours)");
    expect(toldRu).toContain("🚦 Кампания tg_post: нет кликов с 06:00 UTC (3 ч)");
  });

  it("the level switches to subaccount 2: its values are the campaigns from then on", async () => {
    const [en, ru] = [await watching("en"), await watching("ru")];
    if (!en || !ru) throw new Error("two users");
    expect(await checkAt("06:05", [en, ru])).toEqual([[], []]);
    for (const user of [en, ru]) {
      user.send("/watch");
      const card = await user.next();
      const label = user === en ? "sub2" : "суб2";
      user.press(label, { messageId: card.messageId });
      const edited = await user.waitFor(
        (m) => m.kind === "edit" && m.buttons.flat().includes(`✅ ${label}`),
      );
      expect(edited.text).toContain(
        user === en
          ? "Campaigns: each value of subaccount 2 (pick the level below)"
          : "Кампании: каждое значение субаккаунта 2 (уровень — кнопками ниже)",
      );
    }
    harness.sandbox.control.clearCalls();
    // The first check at the new level only records.
    expect(await checkAt("08:05", [en, ru])).toEqual([[], []]);
    const reads = harness.sandbox.control.calls.filter((c) =>
      c.path.includes("/statistics/event_time_hour/"),
    );
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((c) => c.query.sub_group === "subaccount2")).toBe(true);
    // A value of level 2 stops; a level-1 campaign stopping is no campaign of this level.
    harness.sandbox.control.stopTraffic(harness.demoKey, "clicks", at("09:00"), {
      subaccount: "s2_a",
      level: 2,
    });
    stop("clicks", "09:00", "tg_post");
    const [[told], [toldRu]] = await checkAt("12:05", [en, ru]);
    expect(told).toContain("🚦 Campaign s2_a: no clicks since 09:00 UTC (3 hours)");
    expect(told).not.toContain("tg_post");
    expect(toldRu).toContain("🚦 Кампания s2_a: нет кликов с 09:00 UTC (3 ч)");
  });
});
