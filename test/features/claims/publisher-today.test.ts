/**
 * The claim wizard's "today" is the publisher's, on their own calendar. At six in
 * the morning of Nov 29 in Vladivostok (still Nov 28 in UTC and at the network), Nov 29 typed is
 * taken, **Today** records Nov 29, and the example the question gives is a day the wizard takes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { connectWithClaims, type Harness, startHarness } from "../../support/harness.js";
import { claimCalls, sentClaim } from "./support.js";

/** 06:00 on Nov 29 in Vladivostok (UTC+10), running on from there. */
const START = Date.parse("2026-11-28T20:00:00Z");
const loadedAt = performance.now();
const vladivostokMorning = () => new Date(START + (performance.now() - loadedAt));

const ASK = {
  en: /When was the order placed/,
  ru: /Когда был сделан заказ/,
} as const;
const AMOUNT = { en: /order amount/, ru: /Сумма заказа/ } as const;

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ now: vladivostokMorning });
});
afterAll(async () => harness?.stop());

/** A connected publisher in Vladivostok, at the wizard's date question. */
async function atDateQuestion(lang: "en" | "ru") {
  const user = harness.user({ languageCode: lang });
  await connectWithClaims(harness, user);
  await harness.app.storage.users.update(user.id, (s) => ({
    ...s,
    timeZone: "Asia/Vladivostok",
  }));
  user.send("/claim");
  const offers = await user.waitFor(lang === "en" ? /Which offer/ : /По какому офферу/);
  user.press(offers.buttons[0]?.[0] ?? "");
  const channels = await user.waitFor(lang === "en" ? /traffic channel/ : /канал трафика/);
  user.press(channels.buttons[0]?.[0] ?? "");
  await user.waitFor(lang === "en" ? /order number/ : /номер заказа/);
  user.send(`VL-${lang}-${Math.floor(Math.random() * 1e6)}`);
  const question = await user.waitFor(ASK[lang]);
  return { user, question };
}

/** Answers the rest of the wizard and returns the order date the network was sent. */
async function finish(user: TelegramUser, lang: "en" | "ru"): Promise<unknown> {
  user.send("100");
  const currencies = await user.waitFor(lang === "en" ? /currency of the order/ : /В какой валюте/);
  user.press(currencies.buttons.flat()[0] ?? "");
  await user.waitFor(lang === "en" ? /comment for the manager/ : /Комментарий для менеджера/);
  user.press(lang === "en" ? "Skip" : "Пропустить");
  await user.waitFor(lang === "en" ? /Your claim/ : /Ваша заявка/);
  user.press(lang === "en" ? "📨 Send" : "📨 Отправить");
  await user.waitFor(lang === "en" ? /Claim #\d+ is filed/ : /Заявка #\d+ подана/);
  return sentClaim(claimCalls(harness, "POST").at(-1)).order_date;
}

describe("the claim wizard's today, in Vladivostok before the network's midnight", () => {
  for (const lang of ["en", "ru"] as const) {
    it(`takes the publisher's today typed (${lang}) and refuses their tomorrow by their today`, async () => {
      const { user } = await atDateQuestion(lang);
      user.send("30.11.2026");
      const future = await user.waitFor(lang === "en" ? /cannot be in the future/ : /в будущем/);
      expect(future.text).toContain(lang === "en" ? "today is Nov 29, 2026" : "сегодня 29.11.2026");
      user.send("29.11.2026");
      await user.waitFor(AMOUNT[lang]);
      expect(await finish(user, lang)).toBe("2026-11-29");
    });

    it(`records the publisher's today for the Today button (${lang})`, async () => {
      const { user } = await atDateQuestion(lang);
      user.press(lang === "en" ? "Today" : "Сегодня");
      await user.waitFor(AMOUNT[lang]);
      expect(await finish(user, lang)).toBe("2026-11-29");
    });

    it(`gives examples the wizard takes, from the publisher's today (${lang})`, async () => {
      const { user, question } = await atDateQuestion(lang);
      expect(question.text).not.toContain("2024");
      const examples = question.text.match(/\d{4}-\d{2}-\d{2}|\d{2}\.\d{2}\.\d{4}/g) ?? [];
      expect(examples).toEqual(["2026-11-29", "29.11.2026"]);
      for (const example of examples) {
        user.send(example);
        await user.waitFor(AMOUNT[lang]);
        user.press(lang === "en" ? "‹ Back" : "‹ Назад");
        await user.waitFor(ASK[lang]);
      }
    });
  }
});
