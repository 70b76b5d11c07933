/** What the wizard suites share: the Back and Cancel row under a question, and a press of Back. */
import { expect } from "vitest";
import type { BotMessage, TelegramUser } from "../../src/bot-api-stand-in/user.js";

export type Lang = "en" | "ru";
export const BACK = { en: "‹ Back", ru: "‹ Назад" } as const;
export const CANCEL = { en: "✖ Cancel", ru: "✖ Отмена" } as const;
export const CANCELLED = /Cancelled|Отменено/;

/** The question's last row is Back and Cancel. */
export function expectWayOut(lang: Lang, question: BotMessage) {
  expect(question.buttons.at(-1)).toEqual([BACK[lang], CANCEL[lang]]);
}

/** Presses Back under `question` and returns the first message that matches `then`. */
export async function back(user: TelegramUser, lang: Lang, question: BotMessage, then: RegExp) {
  expectWayOut(lang, question);
  user.press(BACK[lang], { messageId: question.messageId });
  return user.waitFor(then);
}

/** Presses Cancel under `question`: the wizard says it is dropped. */
export async function cancel(user: TelegramUser, lang: Lang, question: BotMessage) {
  expectWayOut(lang, question);
  user.press(CANCEL[lang], { messageId: question.messageId });
  return user.waitFor(CANCELLED);
}
