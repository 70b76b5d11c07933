/**
 * The example the /stats prompt gives works on the bot's clock, and a period is
 * typed the way the publisher's language writes dates (en also ISO; ru DD.MM.YYYY; pt DD/MM/YYYY).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { connectedUser, type Harness, startHarness } from "../../support/harness.js";
import { statsCalls } from "./helpers.js";

/** A Saturday late in November: last month is October, a whole month the network keeps. */
const NOW = new Date("2026-11-28T12:00:00Z");
let harness: Harness;
let en: TelegramUser;
let ru: TelegramUser;
let pt: TelegramUser;

const users = { en: () => en, ru: () => ru, pt: () => pt };

beforeAll(async () => {
  harness = await startHarness({ now: () => NOW });
  en = await connectedUser(harness, "en");
  ru = await connectedUser(harness, "ru");
  pt = await connectedUser(harness, "pt-br");
});
afterAll(async () => harness?.stop());

/** The statistics period the bot asked the API for after `typed`, or the bot's refusal. */
async function ask(user: TelegramUser, typed: string) {
  user.drain();
  harness.sandbox.control.clearCalls();
  user.send(`/stats ${typed}`);
  const answer = await user.waitFor(
    (m) => m.kind === "photo" || /Example|Пример|Exemplo/.test(m.text),
    {
      timeoutMs: 15_000,
    },
  );
  const periods = statsCalls(harness).map((c) => c.parts.slice(-2).join(" "));
  return { answer, periods };
}

describe("the /stats prompt's example", () => {
  it.each([
    ["en", "/stats 2026-10-01 2026-10-31"],
    ["ru", "/stats 01.10.2026 31.10.2026"],
    ["pt", "/stats 01/10/2026 31/10/2026"],
  ] as const)(
    "in %s is last month, written the language's way, and typing it works",
    async (lang, example) => {
      const user = users[lang];
      user().drain();
      user().send("/stats");
      const prompt = await user().waitFor(/\/stats \S+ \S+/);
      expect(prompt.text).toContain(example);
      const { answer, periods } = await ask(user(), example.replace("/stats ", ""));
      expect(answer.kind).toBe("photo");
      expect(periods).toContain("2026-10-01 2026-10-31");
    },
  );
});

describe("days typed the way the language writes them", () => {
  it.each([
    ["en", "1.10.2026 15.10.2026", "2026-10-01 2026-10-15"],
    ["en", "2026-10-01 - 2026-10-15", "2026-10-01 2026-10-15"],
    ["en", "Oct 1, 2026 to Oct 15, 2026", "2026-10-01 2026-10-15"],
    ["en", "28/10/2026", "2026-10-28 2026-10-28"],
    ["ru", "01.11.2026 15.11.2026", "2026-11-01 2026-11-15"],
    ["ru", "с 1.11.2026 по 15.11.2026", "2026-11-01 2026-11-15"],
    ["ru", "01/11/2026", "2026-11-01 2026-11-01"],
    ["pt", "01/11/2026 a 15/11/2026", "2026-11-01 2026-11-15"],
  ] as const)("%s: %s", async (lang, typed, period) => {
    const { answer, periods } = await ask(users[lang](), typed);
    expect(answer.kind).toBe("photo");
    expect(periods).toContain(period);
  });

  it("asks about an English day that could be either month, and says how to write it", async () => {
    const { answer, periods } = await ask(en, "03/04/2026");
    expect(answer.text).toMatch(/03\/04\/2026 can be read two ways/);
    expect(answer.text).toContain("Example: /stats 2026-10-01 2026-10-31");
    expect(periods).toEqual([]);
  });

  it("in Russian, names the Russian way to write a day when it cannot read one", async () => {
    const { answer } = await ask(ru, "первое ноября");
    expect(answer.text).toMatch(/в виде ДД\.ММ\.ГГГГ/);
    expect(answer.text).toContain("Пример: /stats 01.10.2026 31.10.2026");
  });

  it("echoes a future day as it was typed", async () => {
    const { answer } = await ask(ru, "01.11.2026 30.11.2026");
    expect(answer.text).toMatch(/30\.11\.2026 ещё не наступило/);
  });
});
