/**
 * /watch: the bot checks a publisher's account every hour and tells each change once,
 * in one message: an offer stopped, its pay cut or raised, goals added or removed, payouts made
 * and paid, the balance crossing the publisher's mark. Driven through the Bot API stand-in, with
 * the sandbox's controls making the changes and the job run at chosen instants.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchStates } from "../../../src/bot/features/watch/settings.js";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import type { OfferListItem } from "../../../src/publisher-api/index.js";
import { testToday } from "../../support/clock.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { receiverEnv } from "../alerts/support.js";
import { goalsRound, watchTest } from "./watch-test.js";

const today = testToday();
const T0 = new Date(`${today}T08:00:00Z`);
const hours = (n: number) => new Date(T0.getTime() + n * 3600_000);
const w = watchTest(T0);

async function watching(languageCode = "en"): Promise<TelegramUser> {
  const user = w.harness.user({ languageCode });
  await connectUser(w.harness, user);
  user.send("/watch");
  const card = await user.next();
  user.press(card.buttons[0]?.[0] ?? "");
  await user.waitFor((m) => m.kind === "edit" && m.text.includes("🟢"));
  return user;
}

/** `count` checks 10 minutes apart, the first `from` tens of minutes after T0; every text told. */
async function checksUntil(user: TelegramUser, from: number, count: number): Promise<string[]> {
  const texts: string[] = [];
  for (let i = 0; i < count; i++) {
    texts.push(...(await w.checkAt(user, hours((from + i) / 6))).map((m) => m.text));
  }
  return texts;
}

/** Off again, so later tests' checks are this user's alone. */
async function stopWatching(user: TelegramUser): Promise<void> {
  user.send("/watch");
  const card = await user.next();
  user.press(card.buttons[0]?.[0] ?? "");
  await user.waitFor((m) => m.kind === "edit" && m.text.includes("⏸"));
}

async function joinedOffers(): Promise<OfferListItem[]> {
  const { items } = await w.client.catalog.offers("all", { user_has_offer: true, limit: 100 });
  return items;
}

describe("/watch", () => {
  it("the card switches on; the first check only records; each change is told once, old → new", async () => {
    const user = await watching();
    expect(await w.checkAt(user, hours(0))).toEqual([]);
    const joined = await joinedOffers();
    const [stopping, cut, goals] = joined;
    if (!stopping || !cut || !goals) throw new Error("Alice runs fewer than three offers");
    const control = w.harness.sandbox.control;
    control.pauseOffer(w.harness.demoKey, stopping.id);
    const leadOffer = cut.cpl.kind !== "none";
    control.setOfferPayout(cut.id, leadOffer ? { cpl: "0.50" } : { cpa: "1%" });
    const added = control.addGoal(goals.id, { title: "Second purchase", cps: "3%" });
    const payoutId = control.addPayout(w.harness.demoKey, 250);

    // The pay, the stop and the payout at the next check; the goals when their turn comes (that
    // check's, or a later one's).
    const [told, ...rest] = await w.checkAt(user, hours(1 / 6));
    expect(rest).toEqual([]);
    const text = told?.text ?? "";
    expect(text).toMatch(/^👁 \d+ changes in your account/);
    expect(text).toContain(`⛔ ${stopping.name.trim()} stopped`);
    const what = leadOffer ? "lead" : "sale";
    expect(text).toMatch(
      new RegExp(`📉 ${literal(cut.name.trim())}: ${what} .+ → ${leadOffer ? "\\$0\\.50" : "1%"}`),
    );
    expect(text.indexOf("⛔")).toBeLessThan(text.indexOf("💸"));
    expect(text).toContain("💸 A payout was made: $250.00 (Processing)");
    expect(told?.buttons.flat()).toContain(`📄 ${stopping.name.trim().slice(0, 30)}`);
    const turn = await goalsRound(w.client, hours(0));
    const later = await checksUntil(user, 2, turn);
    const goalTold = [text, ...later].join("\n");
    expect(goalTold.match(/new goal “Second purchase”/g)).toHaveLength(1);
    expect(goalTold).toContain(`➕ ${goals.name.trim()}: new goal “Second purchase”`);
    expect(later.join("\n")).not.toContain("stopped");

    // Told once: a whole turn of checks later, nothing more.
    expect(await checksUntil(user, 2 + turn, turn)).toEqual([]);
    control.payPayout(w.harness.demoKey, payoutId);
    control.removeGoal(goals.id, added);
    const after = (await checksUntil(user, 2 + 2 * turn, turn)).join("\n");
    expect(after).toContain("💸 Payout of $250.00: Processing → Paid");
    expect(after).toContain(`➖ ${goals.name.trim()}: goal “Second purchase” removed`);
    expect(after.match(/Processing → Paid/g)).toHaveLength(1);
    control.resumeOffer(w.harness.demoKey, stopping.id);
    await stopWatching(user);
  });

  it("a failing API postpones the check: nothing reads as stopped, and the next tick catches up", async () => {
    w.now = hours(5);
    const user = await watching();
    expect(await w.checkAt(user, hours(5))).toEqual([]);
    const [offer] = await joinedOffers();
    if (!offer) throw new Error("no joined offer");
    // Every attempt of both offers reads (the offers run, and the newest offers beside them).
    w.harness.sandbox.control.failNext({ mode: 500, count: 6, path: "/xml/offers/" });
    w.harness.sandbox.control.setOfferPayout(offer.id, { cpa: "2%", cpl: "" });
    expect(await w.checkAt(user, hours(6))).toEqual([]);
    expect(w.harness.logs.some((l) => l.includes("watch check postponed"))).toBe(true);
    const [told] = await w.checkAt(user, hours(6.1));
    expect(told?.text).toContain(offer.name.trim());
    expect(told?.text).not.toContain("stopped");
    await stopWatching(user);
  });

  it("a send Telegram failed is told at the next check; a check cut short after its send tells nothing twice", async () => {
    w.now = hours(6.5);
    const user = await watching();
    expect(await w.checkAt(user, hours(6.5))).toEqual([]);
    const [offer] = await joinedOffers();
    if (!offer) throw new Error("no joined offer");
    const control = w.harness.sandbox.control;
    control.setOfferPayout(offer.id, { cpa: "4%", cpl: "" });
    // Telegram refuses the message, and again each time it is tried again (a 5xx is tried two
    // more times): not told, so not marked; the next check tells it.
    w.harness.botApi.failNext({
      method: "sendMessage",
      chatId: user.id,
      error_code: 502,
      count: 3,
    });
    expect(await w.checkAt(user, hours(6.7))).toEqual([]);
    const [told, ...more] = await w.checkAt(user, hours(6.9));
    expect(more).toEqual([]);
    expect(told?.text).toContain(`${offer.name.trim()}: sale`);
    expect(told?.text).toContain("4%");

    // The process dies after the next message went out, before the check's state was saved:
    // the check after the restart compares with the older state and finds the same change.
    const states = watchStates(w.harness.app.storage);
    const before = await states.get(user.id);
    control.setOfferPayout(offer.id, { cpa: "5%", cpl: "" });
    const [second] = await w.checkAt(user, hours(7.1));
    expect(second?.text).toContain("5%");
    if (before) await states.set(user.id, before);
    expect(await w.checkAt(user, hours(7.3))).toEqual([]);
    await stopWatching(user);
  });

  it("an offer with no tracking link left is told as stopped; the card shows what was told last", async () => {
    w.now = hours(7.5);
    const user = await watching();
    expect(await w.checkAt(user, hours(7.5))).toEqual([]);
    const [offer] = await joinedOffers();
    if (!offer) throw new Error("no joined offer");
    w.harness.sandbox.control.removeLinks(w.harness.demoKey, offer.id);
    const [told, ...more] = await w.checkAt(user, hours(7.7));
    expect(more).toEqual([]);
    expect(told?.text).toContain(
      `⛔ ${offer.name.trim()} stopped: not one of your tracking links for it is left`,
    );
    expect(await w.checkAt(user, hours(7.9))).toEqual([]);
    user.send("/watch");
    const card = await user.next();
    expect(card.text).toContain("Last told: one change on");
    expect(card.text).toContain(`⛔ ${offer.name.trim()} stopped: not one of your tracking links`);
    await stopWatching(user);
  });

  it("in Russian, with a balance mark typed the publisher's way", async () => {
    w.now = hours(7);
    const user = await watching("ru");
    const balance = (await w.client.account.balance()).available_balance;
    user.send("/watch");
    const card = await user.next();
    user.press("💰 Отметка баланса", { messageId: card.messageId });
    await user.waitFor(/О каком доступном балансе сообщить, в USD/);
    user.send("двести");
    await user.waitFor(/«двести» — это не сумма/);
    const mark = Math.floor(balance - 10);
    user.send(`${mark.toLocaleString("ru-RU")},00`);
    const saved = await user.waitFor(/Отметка баланса: /);
    expect(saved.text).toContain("✅ Баланс пересёк мою отметку");
    expect(await w.checkAt(user, hours(7))).toEqual([]);
    w.harness.sandbox.control.addPayout(w.harness.demoKey, 25);
    const [told] = await w.checkAt(user, hours(8));
    expect(told?.text).toMatch(/^👁 \d+ изменени/);
    expect(told?.text).toMatch(/💸 Сделана выплата: 25,00\s\$/);
    expect(told?.text).toMatch(/💰 Доступный баланс опустился ниже/);
  });

  // The network words the status in the account's language (Alice's: English).
  const payoutWords = {
    ru: { made: /💸 Сделана выплата: 120,00\s\$ \(В обработке\)/, paid: /В обработке → Выплачено/ },
    pt: {
      made: /💸 Um pagamento foi feito: US\$\s120,00 \(Em processamento\)/,
      paid: /Em processamento → Pago/,
    },
  } as const;
  for (const [lang, words] of Object.entries(payoutWords)) {
    it(`a payout's status is told in the publisher's words, made and then paid (${lang})`, async () => {
      const at = lang === "ru" ? 8.5 : 9.5;
      w.now = hours(at);
      const user = await watching(lang);
      expect(await w.checkAt(user, hours(at))).toEqual([]);
      const payoutId = w.harness.sandbox.control.addPayout(w.harness.demoKey, 120);
      const [made] = await w.checkAt(user, hours(at + 0.2));
      expect(made?.text).toMatch(words.made);
      w.harness.sandbox.control.payPayout(w.harness.demoKey, payoutId);
      const [paid] = await w.checkAt(user, hours(at + 0.4));
      expect(paid?.text).toMatch(words.paid);
      expect(`${made?.text}\n${paid?.text}`).not.toMatch(/Processing|Paid/);
      await stopWatching(user);
    });
  }
});

function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

describe("/watch on approval rates", () => {
  it("off by default; switched on, an offer whose decided conversions were mostly cancelled yesterday is told", async () => {
    w.now = hours(12.7);
    const user = await watching();
    expect(await w.checkAt(user, hours(12.7))).toEqual([]);
    const card = await (async () => {
      user.send("/watch");
      return user.next();
    })();
    const label = "▫️ An offer's approval rate falls";
    expect(card.buttons.flat()).toContain(label);
    user.press(label, { messageId: card.messageId });
    await user.waitFor(
      (m) => m.kind === "edit" && m.text.includes("✅ An offer's approval rate falls"),
    );
    const day = (back: number) =>
      new Date(hours(12.7).getTime() + 3 * 3600_000 - back * 86_400_000).toISOString().slice(0, 10);
    const month = await w.client.statistics.general({
      group_field: "action_id",
      date_from: day(31),
      date_to: day(2),
      limit: 1000,
    });
    const decided = (i: (typeof month.items)[number]) =>
      i.leadsApproved + i.saleApproved + i.leadsCancelled + i.saleCancelled;
    const steady = month.items.find((i) => decided(i) >= 30);
    if (!steady) throw new Error("no offer decided 30 conversions in a month");
    w.harness.sandbox.control.addConversion(w.harness.demoKey, Number(steady.actionID), {
      status: "cancelled",
      count: 12,
      daysAgo: 1,
    });
    const [told] = await w.checkAt(user, hours(12.9));
    expect(told?.text).toMatch(
      new RegExp(
        `📉 ${literal((steady.actionName ?? "").trim())}: \\d+(\\.\\d)?% of the conversions decided on .+ were approved, against \\d+(\\.\\d)?% over the 30 days before\\.`,
      ),
    );
    await stopWatching(user);
  });
});

describe("/watch on traffic", () => {
  // One fixed day: whether the day's generated traffic has a conversion between 17:00 and 17:05,
  // and how many hours without one make that unusual, differ from day to day (the sandbox
  // generates each day's traffic from its date).
  const day = "2026-11-26";
  const T1 = new Date(`${day}T12:05:00Z`);
  const at = (h: number) => new Date(T1.getTime() + h * 3600_000);
  let clock = T1;
  let own: Harness;
  beforeAll(async () => {
    own = await startHarness({ now: () => clock });
  });
  afterAll(async () => own?.stop());

  it("clicks that stop are told once, with the usual figure; conversions that stop too", async () => {
    const user = own.user();
    await connectUser(own, user);
    user.send("/watch");
    const card = await user.next();
    expect(card.buttons.flat()).toContain("✅ My traffic dies (clicks or conversions stop)");
    user.press("👁 Start watching");
    await user.waitFor((m) => m.kind === "edit" && m.text.includes("🟢"));
    const watchJob = own.app.jobs.find((j) => j.name === "watch");
    const run = async (h: number) => {
      clock = at(h);
      await watchJob?.run(clock);
      return user.drain();
    };
    expect(await run(0)).toEqual([]);
    // The links broke at 12:00 UTC: from then on, no click at all.
    own.sandbox.control.stopTraffic(own.demoKey, "clicks", new Date(`${day}T12:00:00Z`));
    expect(await run(1)).toEqual([]);
    const [told, ...more] = await run(3);
    expect(more).toEqual([]);
    expect(told?.text).toMatch(
      /🚦 No clicks since 12:00 UTC \(3 hours\); these hours usually bring [\d,]+\./,
    );
    // The stop's hours, on the network's day it began (15:00 in Moscow, Nov 26).
    expect(told?.buttons.flat()).toContain("📊 Nov 26, hour by hour");
    // Still dead an hour later: not told again.
    expect(await run(4)).toEqual([]);

    // Back, then only the conversions stop.
    own.sandbox.control.stopTraffic(own.demoKey, undefined);
    expect(await run(5)).toEqual([]);
    own.sandbox.control.stopTraffic(own.demoKey, "conversions", at(5));
    const [conversions] = await run(8);
    expect(conversions?.text).toMatch(
      /🚦 [\d,]+ clicks since [A-Z][a-z]{2} \d+, 17:00 UTC and not one conversion/,
    );
  });
});

describe("/watch on a first conversion", () => {
  it("tells when an offer converts for the first time, and not for one that converted before", async () => {
    w.now = hours(10);
    const user = await watching();
    expect(await w.checkAt(user, hours(10))).toEqual([]);
    const report = await w.client.statistics.offers({
      date_from: new Date(hours(10).getTime() - 89 * 86_400_000).toISOString().slice(0, 10),
      date_to: today,
      limit: 1000,
    });
    const converted = new Set(report.items.map((i) => Number(i.actionID)));
    const { items } = await w.client.catalog.offers("all", { limit: 200 });
    const fresh = items.find((o) => !converted.has(o.id));
    const old = items.find((o) => converted.has(o.id));
    if (!fresh || !old) throw new Error("the catalogue has converting and silent offers");
    w.harness.sandbox.control.addConversion(w.harness.demoKey, fresh.id);
    w.harness.sandbox.control.addConversion(w.harness.demoKey, old.id);
    const [told] = await w.checkAt(user, hours(11));
    expect(told?.text).toContain(`🎉 ${fresh.name.trim()} converted for the first time.`);
    expect(told?.text).not.toContain(old.name.trim());
    expect(await w.checkAt(user, hours(12))).toEqual([]);
    await stopWatching(user);
  });
});

describe("/watch on promo codes", () => {
  it("off by default; switched on, a code of an offer run ending tomorrow is told once", async () => {
    w.now = hours(12.2);
    const user = w.harness.user();
    await connectUser(w.harness, user);
    user.send("/watch");
    const card = await user.next();
    const label = "▫️ A promo code of my offers ends tomorrow";
    expect(card.buttons.flat()).toContain(label);
    user.press(label, { messageId: card.messageId });
    await user.waitFor((m) => m.kind === "edit" && m.text.includes("✅ A promo code of my"));
    user.press("👁 Start watching", { messageId: card.messageId });
    await user.waitFor((m) => m.kind === "edit" && m.text.includes("🟢"));
    expect(await w.checkAt(user, hours(12.2))).toEqual([]);
    const [offer] = await joinedOffers();
    if (!offer) throw new Error("no joined offer");
    const endsIn = new Date(`${today}T00:00:00Z`).getTime() + 34 * 3600_000 - hours(12.2).getTime();
    w.harness.sandbox.control.addCoupon({
      offerId: offer.id,
      promoCode: "LASTCALL",
      lifetimeMs: endsIn,
    });
    const [told] = await w.checkAt(user, hours(12.4));
    expect(told?.text).toMatch(/⌛ .+: the code LASTCALL ends tomorrow at 10:00 UTC\./);
    expect(await w.checkAt(user, hours(12.6))).toEqual([]);
    await stopWatching(user);
  });
});

describe("/watch in quiet hours", () => {
  const night = new Date(`${today}T01:00:00Z`);
  let clock = night;
  let own: Harness;
  beforeAll(async () => {
    own = await startHarness({ now: () => clock, env: await receiverEnv() });
  });
  afterAll(async () => own?.stop());

  it("holds the message through the quiet hours set in /alerts, and tells it after", async () => {
    const user = own.user();
    await connectUser(own, user);
    user.send("/alerts");
    const alerts = await user.next();
    user.press("Quiet hours → 22:00–08:00", { messageId: alerts.messageId });
    await user.waitFor((m) => m.kind === "edit" && m.text.includes("22:00–08:00"));
    user.send("/watch");
    const card = await user.next();
    expect(card.text).toContain(
      "Quiet hours: 22:00–08:00, messages held till then (set in /alerts)",
    );
    user.press("👁 Start watching", { messageId: card.messageId });
    await user.waitFor((m) => m.kind === "edit" && m.text.includes("🟢"));
    const job = own.app.jobs.find((j) => j.name === "watch");
    const run = async (at: Date) => {
      clock = at;
      await job?.run(at);
      return user.drain();
    };
    expect(await run(night)).toEqual([]);
    own.sandbox.control.addPayout(own.demoKey, 40);
    expect(await run(new Date(`${today}T02:05:00Z`))).toEqual([]);
    expect(await run(new Date(`${today}T03:10:00Z`))).toEqual([]);
    const [told, ...more] = await run(new Date(`${today}T08:15:00Z`));
    expect(more).toEqual([]);
    expect(told?.text).toContain("💸 A payout was made: $40.00 (Processing)");
  });
});
