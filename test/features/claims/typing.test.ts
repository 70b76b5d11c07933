/**
 * The claim wizard reads a typed date and amount the publisher's
 * way and answers every refusal with a way on; the summary says each thing once; a Send the
 * network did not answer in time may have gone through, and says so.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { createPublisherApi } from "../../../src/publisher-api/index.js";
import { connectWithClaims, type Harness, startHarness } from "../../support/harness.js";
import { claimCalls, sentClaim } from "./support.js";

/** Saturday, 28 November 2026, noon UTC: the bot's and the sandbox's clock. */
const NOW = new Date("2026-11-28T12:00:00Z");
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ now: () => NOW });
});
afterEach(() => harness.sandbox.control.setDelay(0));
afterAll(async () => harness?.stop());

const WORDS = {
  en: { date: /When was the order placed/, amount: /order amount/, comment: /comment for the/ },
  ru: { date: /Когда был сделан заказ/, amount: /Сумма заказа/, comment: /Комментарий для/ },
} as const;

/** A new user of `lang` with Alice's claims enabled, at the date question. */
async function atDate(lang: "en" | "ru", orderNumber: string): Promise<TelegramUser> {
  const user = harness.user({ languageCode: lang });
  await connectWithClaims(harness, user);
  user.send("/claim");
  await user.waitFor(/Which offer|По какому офферу/);
  user.send("1533");
  await user.waitFor(/channel|канал/);
  user.send("instagram @alice.finds");
  await user.waitFor(/order number|номер заказа/);
  user.send(orderNumber);
  await user.waitFor(WORDS[lang].date);
  return user;
}

/** The publisher's claims with this order number, as the network lists them. */
async function claimsNumbered(orderNumber: string) {
  const api = createPublisherApi({ baseUrl: harness.sandbox.url });
  try {
    return await api.forPublisher(harness.sandbox.publishers[0]).lostOrders.list({
      order_number: orderNumber,
    });
  } finally {
    await api.close();
  }
}

describe("the claim wizard in English", () => {
  it("reads dates the English way, names today as a date, asks about a two-way day", async () => {
    const user = await atDate("en", "TYPE-EN-1");
    user.send("2026-11-29");
    const future = await user.waitFor(/cannot be in the future/);
    expect(future.text).toContain("(today is Nov 28, 2026)");
    user.send("11/03/2026");
    const twoWays = await user.waitFor(/can be read two ways/);
    expect(twoWays.text).toContain("Write it like 2026-11-28");
    expect(twoWays.buttons.flat()).toContain("✖ Cancel");
    user.send("Nov 3, 2026");
    await user.waitFor(WORDS.en.amount);

    user.send("1,299");
    const amountTwoWays = await user.waitFor(/«1,299» can be read two ways/);
    expect(amountTwoWays.buttons.flat()).toEqual(["‹ Back", "✖ Cancel"]);
    // The currency typed with the amount is the currency: not asked for.
    user.send("12 usd");
    await user.waitFor(WORDS.en.comment);
    user.press("Skip");
    const summary = await user.waitFor(/Your claim/);
    expect(summary.text).toContain("Order date: Nov 3, 2026");
    expect(summary.text).toContain("Amount: $12.00");
    expect(summary.text).not.toContain("Currency:");
    user.press("📨 Send");
    await user.waitFor(/Claim #\d+ is filed/);
    expect(sentClaim(claimCalls(harness, "POST").at(-1))).toMatchObject({
      order_date: "2026-11-03",
      order_sum: "12.00",
      order_currency_id: 2,
    });
  });

  it("lists the account's currency first even when the network does not tell it right now", async () => {
    // A harness of its own: the balance failures asked for here must not reach the other tests.
    const own = await startHarness();
    try {
      const bruno = own.sandbox.publishers[1];
      if (!bruno) throw new Error("the sandbox has two publishers");
      const user = own.user({ languageCode: "ru" });
      await connectWithClaims(own, user, bruno);
      user.send("/balance");
      await user.waitFor(/€/);
      own.sandbox.control.failNext({ mode: 500, path: "balanceinfo", count: 10 });
      user.send("/claim");
      const offers = await user.waitFor(/По какому офферу/);
      user.press(offers.buttons.flat()[0] ?? "", { messageId: offers.messageId });
      const channels = await user.waitFor(/канал/);
      user.press(channels.buttons.flat()[0] ?? "", { messageId: channels.messageId });
      await user.waitFor(/номер заказа/);
      user.send("CUR-RU-1");
      await user.waitFor(WORDS.ru.date);
      user.press("Вчера");
      await user.waitFor(WORDS.ru.amount);
      user.send("1299");
      const currencies = await user.waitFor(/В какой валюте/);
      expect(currencies.buttons.flat()[0]).toBe("EUR");
    } finally {
      await own.stop();
    }
  });

  it("after a Send slower than the bot waits, says the claim may be filed and Send checks first", async () => {
    const user = await atDate("en", "SLOW-EN-1");
    user.press("Yesterday");
    await user.waitFor(WORDS.en.amount);
    user.send("25 eur");
    await user.waitFor(WORDS.en.comment);
    user.press("Skip");
    await user.waitFor(/Your claim/);
    // Slower than the bot waits (2 s in tests): the network files it after the bot gave up.
    harness.sandbox.control.setDelay(2600);
    user.press("📨 Send");
    const late = await user.waitFor(/taking too long/, { timeoutMs: 15_000 });
    expect(late.text).toContain("The claim may have been filed all the same");
    expect(late.text).toContain("I will check first");
    expect(late.text).not.toContain("Change the field");
    harness.sandbox.control.setDelay(0);
    await vi.waitUntil(async () => (await claimsNumbered("SLOW-EN-1")).length > 0, {
      timeout: 5_000,
    });
    user.press("📨 Send");
    await user.waitFor(/Claim #\d+ is filed/);
    expect(await claimsNumbered("SLOW-EN-1")).toHaveLength(1);
  });
});

describe("the claim wizard in Russian", () => {
  it("reads dates the Russian way, names today as a date, keeps the currency typed", async () => {
    const user = await atDate("ru", "TYPE-RU-1");
    user.send("29.11.2026");
    const future = await user.waitFor(/не может быть в будущем/);
    expect(future.text).toContain("(сегодня 28.11.2026)");
    user.send("первое ноября");
    const unread = await user.waitFor(/Не получилось прочитать дату/);
    expect(unread.text).toContain("Напишите её как 28.11.2026");
    user.send("03/11/2026");
    await user.waitFor(WORDS.ru.amount);

    user.send("1,299");
    const amountTwoWays = await user.waitFor(/«1,299» можно прочитать двояко/);
    expect(amountTwoWays.buttons.flat()).toEqual(["‹ Назад", "✖ Отмена"]);
    user.send("1 299,50 ₽");
    await user.waitFor(WORDS.ru.comment);
    user.press("Пропустить");
    const summary = await user.waitFor(/Ваша заявка/);
    expect(summary.text).toContain("Дата заказа: 03.11.2026");
    expect(summary.text).toMatch(/Сумма: 1\s299,50\s₽/);
    expect(summary.text).not.toContain("Валюта:");
    // Back from the summary, then from the comment: the currency is asked, the account's first.
    user.press("‹ Назад");
    await user.waitFor(WORDS.ru.comment);
    user.press("‹ Назад");
    const currencies = await user.waitFor(/В какой валюте/);
    expect(currencies.buttons.flat()[0]).toBe("USD");
  });

  it("after a Send slower than the bot waits, says the claim may be filed and Send checks first", async () => {
    const user = await atDate("ru", "SLOW-RU-1");
    user.press("Вчера");
    await user.waitFor(WORDS.ru.amount);
    user.send("25 €");
    await user.waitFor(WORDS.ru.comment);
    user.press("Пропустить");
    await user.waitFor(/Ваша заявка/);
    harness.sandbox.control.setDelay(2600);
    user.press("📨 Отправить");
    const late = await user.waitFor(/слишком долго|долго не отвечает/, { timeoutMs: 15_000 });
    expect(late.text).toContain("Возможно, заявка всё же подана");
    expect(late.text).not.toContain("Исправьте поле");
    harness.sandbox.control.setDelay(0);
    await vi.waitUntil(async () => (await claimsNumbered("SLOW-RU-1")).length > 0, {
      timeout: 5_000,
    });
    user.press("📨 Отправить");
    await user.waitFor(/Заявка #\d+ подана/);
    expect(await claimsNumbered("SLOW-RU-1")).toHaveLength(1);
  });
});
