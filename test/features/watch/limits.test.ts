/**
 * The publisher's own limits. Set from /watch's Limits screen in a wizard (the
 * value typed in the publisher's own format), judged at each watch check from the network's daily
 * statistics, told once when crossed and again only after the figure was back on the right side;
 * removed with a button; at most 20. The sandbox's moveOfferRates makes an offer convert less.
 */
import { describe, expect, it } from "vitest";
import { watchRecords } from "../../../src/bot/features/watch/settings.js";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import type { StatisticsItem } from "../../../src/publisher-api/index.js";
import { testToday } from "../../support/clock.js";
import { connectUser } from "../../support/harness.js";
import { watchTest } from "./watch-test.js";

const today = testToday();
const T0 = new Date(`${today}T08:00:00Z`);
const hours = (n: number) => new Date(T0.getTime() + n * 3600_000);
const daysBack = (n: number) => new Date(T0.getTime() - n * 86_400_000);
const w = watchTest(T0);

async function checkAt(user: TelegramUser, at: Date) {
  return (await w.checkAt(user, at)).map((m) => m.text);
}

/** A user of `lang` watching, the first check done (it only records). */
async function watching(lang: string, at: Date): Promise<TelegramUser> {
  w.now = at;
  const user = w.harness.user({ languageCode: lang });
  await connectUser(w.harness, user);
  user.send("/watch");
  const card = await user.next();
  user.press(card.buttons[0]?.[0] ?? "", { messageId: card.messageId });
  await user.waitFor((m) => m.kind === "edit" && m.text.includes("🟢"));
  expect(await checkAt(user, at)).toEqual([]);
  return user;
}

const conversionsOf = (i: StatisticsItem) =>
  i.leadsOpen + i.leadsApproved + i.leadsCancelled + i.saleOpen + i.saleApproved + i.saleCancelled;

/** The offers of the last 7 days with enough clicks and conversions to set a limit on. */
async function steadyOffers(): Promise<StatisticsItem[]> {
  const { items } = await w.client.statistics.general({
    group_field: "action_id",
    date_from: daysBack(6).toISOString().slice(0, 10),
    date_to: today,
    limit: 1000,
  });
  return items.filter((i) => i.clickCount >= 200 && conversionsOf(i) >= 10);
}

/** Opens the Limits screen from /watch; returns its message id. */
async function openLimits(user: TelegramUser, words: RegExp): Promise<number> {
  user.send("/watch");
  const card = await user.next();
  user.press("📏", { messageId: card.messageId });
  const screen = await user.waitFor((m) => m.kind === "edit" && words.test(m.text));
  return screen.messageId;
}

describe("/watch limits", () => {
  it("typed, crossed (told once), crossed back (quiet) and again (told again); removed with a button (en)", async () => {
    const user = await watching("en", hours(0));
    const [offer] = await steadyOffers();
    if (!offer) throw new Error("Alice has no steady offer");
    const cr = (conversionsOf(offer) / offer.clickCount) * 100;
    const mark = (Math.floor(cr * 5) / 10).toFixed(1); // about half of it
    const name = (offer.actionName ?? "").trim();

    const screen = await openLimits(user, /Your limits: 0 of 20/);
    user.press("➕ Add a limit", { messageId: screen });
    await user.waitFor(/Which figure should the limit watch\?/);
    user.press("CR");
    await user.waitFor(/^CR of what\?/);
    user.press("📦 One offer");
    await user.waitFor(/Which offer\?/);
    user.send("999999999");
    await user.waitFor(/I find no offer with the id “999999999”/);
    user.send(String(offer.actionID));
    await user.waitFor(/Over how many last days \(1–30\)\?/);
    user.send("45");
    await user.waitFor(/Send a whole number of days from 1 to 30\./);
    user.press("7");
    await user.waitFor(/Tell you when it…/);
    user.press("📉 falls below");
    await user.waitFor(/Which CR, in percent\?/);
    user.send("half");
    await user.waitFor(/“half” is not a number\./);
    user.send("150");
    await user.waitFor(/A percentage is at most 100\./);
    user.send(`${mark}%`);
    const saved = await user.waitFor(/Limit set/);
    expect(saved.text).toMatch(
      new RegExp(
        `^✅ Limit set: CR of ${name}, last 7 days: below ${mark}%\\nCR is \\d+\\.\\d% now\\. I tell you when it crosses the limit\\.$`,
      ),
    );
    const list = await user.waitFor(/Your limits: 1 of 20/);
    expect(list.text).toMatch(
      new RegExp(`1\\. CR of ${name}, last 7 days: below ${mark}%\\n {4}last: \\d+\\.\\d%`),
    );

    // The first check that sees it only records where it stands.
    expect(await checkAt(user, hours(0.2))).toEqual([]);
    const control = w.harness.sandbox.control;
    const id = Number(offer.actionID);
    control.moveOfferRates(id, { conversions: 0 }, daysBack(8));
    const [told, ...more] = await checkAt(user, hours(0.4));
    expect(more).toEqual([]);
    expect(told).toBe(
      `👁 One change in your account\n\n📏 CR of ${name} fell below your limit of ${mark}% (last 7 days): 0.0% now.`,
    );
    expect(await checkAt(user, hours(0.6))).toEqual([]);

    // Back on the right side: nothing told; crossed again: told again.
    control.moveOfferRates(id, { conversions: 1 }, daysBack(8));
    expect(await checkAt(user, hours(0.8))).toEqual([]);
    control.moveOfferRates(id, { conversions: 0 }, daysBack(8));
    const [again] = await checkAt(user, hours(1));
    expect(again).toContain(`📏 CR of ${name} fell below your limit of ${mark}%`);
    expect(await checkAt(user, hours(1.2))).toEqual([]);
    control.moveOfferRates(id, { conversions: 1 }, daysBack(8));

    const shown = await openLimits(user, /Your limits: 1 of 20/);
    expect(user.lastMessage()?.text).toContain("1. ⚠️ CR of");
    expect(user.lastMessage()?.text).toContain("last: 0.0%");
    // Pressed twice before the screen changes: the second press is harmless.
    user.press("❌ 1", { messageId: shown });
    user.press("❌ 1", { messageId: shown });
    await user.waitFor((m) => m.kind === "edit" && /Your limits: 0 of 20/.test(m.text));
    expect((await watchRecords(w.harness.app.storage).get(user.id))?.limits).toEqual([]);
    control.moveOfferRates(id, { conversions: 0 }, daysBack(8));
    expect(await checkAt(user, hours(1.4))).toEqual([]);
    control.moveOfferRates(id, { conversions: 1 }, daysBack(8));
  });

  it("in Russian: EPC typed «0,50»-style; a failing statistics read postpones, never reads as a crossing", async () => {
    const user = await watching("ru", hours(2));
    const offer = (await steadyOffers()).find(
      (i) => (i.commissionOpen + i.commissionApproved) / i.clickCount >= 0.1,
    );
    if (!offer) throw new Error("Alice has no offer earning 10 cents a click");
    const epc = (offer.commissionOpen + offer.commissionApproved) / offer.clickCount;
    const mark = (Math.floor(epc * 50) / 100).toFixed(2).replace(".", ","); // about half, "0,52"
    const name = (offer.actionName ?? "").trim();

    const screen = await openLimits(user, /Ваши лимиты: 0 из 20/);
    user.press("➕ Добавить лимит", { messageId: screen });
    await user.waitFor(/За каким показателем следить\?/);
    user.press("EPC");
    await user.waitFor(/EPC — чего\?/);
    user.press("📦 Одного оффера");
    await user.waitFor(/Какой оффер\?/);
    user.send(String(offer.actionID));
    await user.waitFor(/За сколько последних дней/);
    user.send("7");
    await user.waitFor(/Сообщить, когда значение…/);
    user.press("📉 опустится ниже");
    await user.waitFor(/Какой лимит для показателя «EPC», в USD\?/);
    user.send("-1");
    await user.waitFor(/Лимит должен быть больше нуля\./);
    user.send("1,234");
    await user.waitFor(/«1,234» можно прочитать двумя способами/);
    user.send(mark);
    const saved = await user.waitFor(/Лимит задан/);
    expect(saved.text).toMatch(
      new RegExp(
        `^✅ Лимит задан: EPC — ${name}, за последние 7 дн\\.: ниже ${mark}\\s\\$\\nEPC сейчас \\d+,\\d\\d\\s\\$\\. Сообщу, когда лимит будет пересечён\\.$`,
      ),
    );
    await user.waitFor(/Ваши лимиты: 1 из 20/);
    expect(await checkAt(user, hours(2.2))).toEqual([]);

    // The daily reads fail (the limits' and the campaigns' beside it, each with its retries): the
    // check is put off, nothing read as zero.
    const control = w.harness.sandbox.control;
    const id = Number(offer.actionID);
    control.moveOfferRates(id, { conversions: 0 }, daysBack(8));
    control.failNext({ mode: 500, count: 8, path: "/event_time_day/" });
    w.harness.logs.length = 0;
    expect(await checkAt(user, hours(2.4))).toEqual([]);
    expect(w.harness.logs.some((l) => l.includes("watch check postponed"))).toBe(true);
    const [told, ...more] = await checkAt(user, hours(2.5));
    expect(more).toEqual([]);
    expect(told).toMatch(
      new RegExp(
        `^👁 1 изменение в аккаунте\\n\\n📏 EPC — ${name} \\(за последние 7 дн\\.\\): 0,00\\s\\$, ниже вашего лимита ${mark}\\s\\$\\.$`,
      ),
    );
    expect(await checkAt(user, hours(2.7))).toEqual([]);
    control.moveOfferRates(id, { conversions: 1 }, daysBack(8));
    expect(await checkAt(user, hours(2.9))).toEqual([]);
  });

  it("a campaign whose days bring no clicks is not judged: the screen says so", async () => {
    const user = await watching("en", hours(2.8));
    const screen = await openLimits(user, /Your limits: 0 of 20/);
    user.press("➕ Add a limit", { messageId: screen });
    await user.waitFor(/Which figure/);
    user.press("Approval rate");
    await user.waitFor(/^Approval rate of what\?/);
    user.press("🏷 One campaign (subaccount)");
    await user.waitFor(/Which campaign\?/);
    user.send("spring-tiktok");
    await user.waitFor(/Over how many last days/);
    user.press("1");
    await user.waitFor(/Tell you when it…/);
    user.press("📉 falls below");
    await user.waitFor(/Which Approval rate, in percent\?/);
    user.send("40");
    const saved = await user.waitFor(/Limit set/);
    expect(saved.text).toBe(
      "✅ Limit set: Approval rate of campaign “spring-tiktok”, today so far: below 40.0%\nApproval rate has no value for these days now (no clicks): the first check that finds one judges it, and tells you if it is past the limit.",
    );
    await user.waitFor(/Your limits: 1 of 20/);
    expect(await checkAt(user, hours(3))).toEqual([]);
    await openLimits(user, /Your limits: 1 of 20/);
    expect(user.lastMessage()?.text).toContain("\n    no clicks in these days: not judged");
  });

  it("at most 20: the 21st is refused with a clear answer", async () => {
    const user = await watching("en", hours(3));
    const records = watchRecords(w.harness.app.storage);
    const settings = await records.get(user.id);
    if (!settings) throw new Error("no watch settings");
    const limits = Array.from({ length: 20 }, (_, n) => ({
      id: `seeded${n}`,
      figure: "commission" as const,
      scope: { kind: "account" as const },
      days: 1 + n,
      side: "above" as const,
      value: 100_000_00,
    }));
    await records.set(user.id, { ...settings, limits });
    const screen = await openLimits(user, /Your limits: 20 of 20/);
    user.press("➕ Add a limit", { messageId: screen });
    const refused = await user.waitFor(/limits, the most/);
    expect(refused.text).toBe(
      "You have 20 limits, the most I keep. Remove one (❌ in 📏 Limits) to add another.",
    );
    // Twenty limits over the account share one statistics read by day, as long as the longest
    // asks: the campaigns' read by subaccount, which the campaigns' baseline reads too (the
    // Russian publisher's limit above, by offer, makes its own).
    w.harness.sandbox.control.clearCalls();
    expect(await checkAt(user, hours(3.2))).toEqual([]);
    // (The check visits the other tests' watching publishers too: theirs read a week.)
    const reads = w.harness.sandbox.control.calls
      .filter((c) => c.path.includes("event_time_day"))
      .map((c) => [c.query.sub_group, ...c.path.split("/").slice(-2)]);
    const from = daysBack(19).toISOString().slice(0, 10);
    expect(reads.filter(([, first]) => first === from)).toEqual([["subaccount", from, today]]);
    expect(reads.filter(([group]) => group === undefined)).toEqual([]);
  });
});

/**
 * A limit crossed when it is set. The confirmation says so, with the figure read
 * as a check reads it; the checks after that (the next one, an hour and five hours later, after a
 * restart) tell nothing; a crossing that comes later is told once. A limit whose figure could not
 * be read when it was set is told by the first check that finds it crossed, once.
 */
describe("/watch limits crossed when set", () => {
  /** The job run once at `at`: what each user was sent meanwhile. */
  async function checkAll(users: TelegramUser[], at: Date): Promise<string[][]> {
    w.now = at;
    await w.job().run(at);
    return users.map((user) => user.drain().map((m) => m.text));
  }

  /** Sets "CR of `offerId`, last 7 days, below `mark`%" through the wizard; returns the confirmation. */
  async function setCrBelow(user: TelegramUser, offerId: string, mark: string, twice = false) {
    const ru = user.from.language_code === "ru";
    const screen = await openLimits(user, ru ? /Ваши лимиты: 0 из 20/ : /Your limits: 0 of 20/);
    user.press(ru ? "➕ Добавить лимит" : "➕ Add a limit", { messageId: screen });
    await user.waitFor(ru ? /За каким показателем следить\?/ : /Which figure/);
    user.press("CR");
    await user.waitFor(ru ? /CR — чего\?/ : /^CR of what\?/);
    user.press(ru ? "📦 Одного оффера" : "📦 One offer");
    await user.waitFor(ru ? /Какой оффер\?/ : /Which offer\?/);
    user.send(offerId);
    await user.waitFor(ru ? /За сколько последних дней/ : /Over how many last days/);
    user.press("7");
    await user.waitFor(ru ? /Сообщить, когда значение…/ : /Tell you when it…/);
    user.press(ru ? "📉 опустится ниже" : "📉 falls below");
    await user.waitFor(
      ru ? /Какой лимит для показателя «CR», в процентах\?/ : /Which CR, in percent\?/,
    );
    const typed = ru ? mark.replace(".", ",") : mark;
    user.send(typed);
    // Sent again before the answer: the limit is set once.
    if (twice) user.send(typed);
    const saved = await user.waitFor(ru ? /Лимит задан/ : /Limit set/);
    await user.waitFor(ru ? /Ваши лимиты: 1 из 20/ : /Your limits: 1 of 20/);
    // The second one comes after the wizard ended: a plain message, answered with a hint.
    if (twice) await user.next();
    const limits = (await watchRecords(w.harness.app.storage).get(user.id))?.limits ?? [];
    expect(limits.length).toBe(1);
    return saved.text;
  }

  it("said in the confirmation in en and ru; never pushed at 1 h, 5 h or after a restart; a later crossing told once", async () => {
    const [offer] = await steadyOffers();
    if (!offer) throw new Error("Alice has no steady offer");
    const cr = (conversionsOf(offer) / offer.clickCount) * 100;
    const mark = (Math.ceil(cr * 20) / 10).toFixed(1); // about twice it: crossed now
    const name = (offer.actionName ?? "").trim();
    const id = Number(offer.actionID);
    const en = await watching("en", hours(4));
    const ru = await watching("ru", hours(4));
    const users = [en, ru];

    const enSaved = await setCrBelow(en, String(id), mark, true);
    expect(enSaved).toMatch(
      new RegExp(
        `^✅ Limit set: CR of ${name}, last 7 days: below ${mark}%\\n⚠️ CR is \\d+\\.\\d% now: already below\\. I tell you when it crosses again, after it has been back on the right side\\.$`,
      ),
    );
    const ruSaved = await setCrBelow(ru, String(id), mark);
    expect(ruSaved).toMatch(
      new RegExp(
        `^✅ Лимит задан: CR — ${name}, за последние 7 дн\\.: ниже ${mark.replace(".", ",")}\\s?%\\n⚠️ CR сейчас \\d+,\\d\\s?%: уже ниже лимита\\. Сообщу, когда он будет пересечён снова, после возврата в норму\\.$`,
      ),
    );
    // The list shows the figure read when it was set, crossed.
    await openLimits(en, /Your limits: 1 of 20/);
    expect(en.lastMessage()?.text).toMatch(/1\. ⚠️ CR of .*\n {4}last: \d+\.\d%/);

    // The next check, an hour and five hours later: nothing more.
    expect(await checkAll(users, hours(4.2))).toEqual([[], []]);
    expect(await checkAll(users, hours(5.2))).toEqual([[], []]);
    expect(await checkAll(users, hours(9.2))).toEqual([[], []]);
    await w.harness.restart();
    expect(await checkAll(users, hours(9.4))).toEqual([[], []]);

    // Back on the right side: nothing; below again: told once, in each language.
    const control = w.harness.sandbox.control;
    control.moveOfferRates(id, { conversions: 4 }, daysBack(8));
    expect(await checkAll(users, hours(9.6))).toEqual([[], []]);
    control.moveOfferRates(id, { conversions: 1 }, daysBack(8));
    const [enTold, ruTold] = await checkAll(users, hours(9.8));
    expect(enTold).toEqual([
      expect.stringMatching(
        new RegExp(
          `^👁 One change in your account\\n\\n📏 CR of ${name} fell below your limit of ${mark}% \\(last 7 days\\): \\d+\\.\\d% now\\.$`,
        ),
      ),
    ]);
    expect(ruTold).toEqual([
      expect.stringMatching(
        new RegExp(
          `^👁 1 изменение в аккаунте\\n\\n📏 CR — ${name} \\(за последние 7 дн\\.\\): \\d+,\\d\\s?%, ниже вашего лимита ${mark.replace(".", ",")}\\s?%\\.$`,
        ),
      ),
    ]);
    expect(await checkAll(users, hours(10))).toEqual([[], []]);
    expect(await checkAll(users, hours(11))).toEqual([[], []]);
    await removeLimits(users);
  });

  it("not read when set (en and ru): the first check that finds it crossed tells it, once", async () => {
    const [offer] = await steadyOffers();
    if (!offer) throw new Error("Alice has no steady offer");
    const cr = (conversionsOf(offer) / offer.clickCount) * 100;
    const mark = (Math.ceil(cr * 20) / 10).toFixed(1);
    const name = (offer.actionName ?? "").trim();
    const en = await watching("en", hours(11.2));
    const ru = await watching("ru", hours(11.2));
    const users = [en, ru];
    const control = w.harness.sandbox.control;

    // The figure's read fails each of its tries, once for each user.
    control.failNext({ mode: 500, count: 3, path: "/event_time_day/" });
    expect(await setCrBelow(en, String(offer.actionID), mark)).toBe(
      `✅ Limit set: CR of ${name}, last 7 days: below ${mark}%\nI could not read CR now: the next check reads it, and tells you if it is past the limit.`,
    );
    control.failNext({ mode: 500, count: 3, path: "/event_time_day/" });
    expect(await setCrBelow(ru, String(offer.actionID), mark)).toMatch(
      /\nНе удалось сейчас прочитать CR: следующая проверка прочитает его и сообщит, если лимит уже пересечён\.$/,
    );
    await openLimits(en, /Your limits: 1 of 20/);
    expect(en.lastMessage()?.text).toContain("\n    not checked yet");

    const [enTold, ruTold] = await checkAll(users, hours(11.4));
    expect(enTold).toEqual([expect.stringContaining(`📏 CR of ${name} fell below your limit`)]);
    expect(ruTold).toEqual([expect.stringContaining(`📏 CR — ${name} (за последние 7 дн.)`)]);
    expect(await checkAll(users, hours(12.4))).toEqual([[], []]);
    await w.harness.restart();
    expect(await checkAll(users, hours(16.4))).toEqual([[], []]);
    await removeLimits(users);
  });

  /** The limits go, so the checks of later tests do not judge them. */
  async function removeLimits(users: TelegramUser[]) {
    const records = watchRecords(w.harness.app.storage);
    for (const user of users) {
      const settings = await records.get(user.id);
      if (settings) await records.set(user.id, { ...settings, limits: [] });
    }
  }
});
