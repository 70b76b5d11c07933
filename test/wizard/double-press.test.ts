/**
 * A button that opens a wizard, pressed twice before the bot answered the first (a hurried thumb,
 * a slow network): the question is asked once, the second press is answered quietly, and the
 * wizard goes on with the next answer. Never "Something went wrong".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectedUser, type Harness, startHarness } from "../support/harness.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.stop());

const TEXTS = {
  en: { offer: /^Offer: /, find: "🔎 Find an offer by name", ask: /^Which offer\?/ },
  ru: { offer: /^Оффер: /, find: "🔎 Найти оффер по названию", ask: /^Какой оффер\?/ },
} as const;

describe("a wizard's button pressed twice", () => {
  for (const lang of ["en", "ru"] as const) {
    it(`asks its question once and goes on (${lang})`, async () => {
      const words = TEXTS[lang];
      const user = await connectedUser(harness, lang);
      user.send("/coupons");
      const list = await user.waitFor((m) =>
        m.keyboard.flat().some((b) => words.offer.test(b.text)),
      );
      const offerButton = list.keyboard.flat().find((b) => words.offer.test(b.text));
      user.press(offerButton?.text ?? "", { messageId: list.messageId });
      const picker = await user.waitFor((m) =>
        m.keyboard.flat().some((b) => b.text === words.find),
      );
      const before = user.callbackAnswers.length;
      user.press(words.find, { messageId: picker.messageId });
      user.press(words.find, { messageId: picker.messageId });
      await user.waitFor(words.ask);
      await expect.poll(() => user.callbackAnswers.length, { timeout: 5_000 }).toBe(before + 2);
      const texts = () => harness.botApi.botMessages(user.id).map((m) => m.text ?? "");
      expect(texts().filter((t) => words.ask.test(t))).toHaveLength(1);
      expect(texts().some((t) => /Something went wrong|Что-то пошло не так/.test(t))).toBe(false);
      expect(harness.logs.some((line) => /"level":50/.test(line))).toBe(false);
      // The one wizard goes on with the answer.
      user.send("ORISAEX");
      const next = await user.next({ timeoutMs: 10_000 });
      expect(next.text).not.toMatch(words.ask);
      expect(next.text).not.toMatch(/Something went wrong|Что-то пошло не так/);
    });
  }
});
