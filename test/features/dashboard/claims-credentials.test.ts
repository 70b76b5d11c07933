/**
 * The Claims tab of an account connected without the client id and secret: it says what is missing
 * (the client credentials lost-order claims are read with) and the bot's own way to add them
 * (/claims, then its button), never "the network did not answer", in en, ru and pt.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Texts } from "../../../src/bot/speech/texts.js";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import type { Language } from "../../../src/languages.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { appUrl, askApi, initDataOf, launchChromium, SHOTS } from "./helpers.js";

/** This test's own texts. */
const texts = new Texts();

let harness: Harness;
let browser: Browser;
const users = new Map<Language, TelegramUser>();

beforeAll(async () => {
  harness = await startHarness({ env: { PUBLIC_URL: "https://bot.example.net" } });
  for (const lang of ["en", "ru", "pt"] as const) {
    const user = harness.user({ languageCode: lang });
    await connectUser(harness, user);
    users.set(lang, user);
  }
  browser = await launchChromium();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await harness?.stop();
});

describe("claims without the client id and secret", () => {
  it("the page's data says what is missing, without asking the network", async () => {
    const user = users.get("en") as TelegramUser;
    const asked = await askApi(harness, "claims", initDataOf(harness, user, "en"));
    expect(asked.status).toBe(409);
    expect(JSON.parse(asked.text)).toEqual({ problem: "no-client-credentials" });
  });

  it.each(["en", "ru", "pt"] as const)(
    "the Claims tab says what to add and how, in %s",
    async (lang) => {
      const user = users.get(lang) as TelegramUser;
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      const fragment = new URLSearchParams({
        tgWebAppData: initDataOf(harness, user, lang),
        tgWebAppVersion: "8.0",
        tgWebAppPlatform: "android",
      });
      await page.goto(`${appUrl(harness)}#${fragment}`);
      await page.locator('[data-tab="claims"]').click();
      const card = page.locator('[data-test="claims-need-client"]');
      await card.waitFor();
      await page.screenshot({ path: `${SHOTS}/claims-need-client-${lang}.png` });
      const text = await card.innerText();
      expect(text).toContain("API → OAuth");
      expect(text).toContain("/claims");
      // The button the bot shows under /claims, named as the bot names it.
      expect(text).toContain(texts.translate(lang, "claims-add-client"));
      expect(text).not.toContain(texts.translate(lang, "dashboard-failed"));
      await context.close();
    },
    60_000,
  );

  it("in the chat, /claims shows that very button", async () => {
    const user = users.get("en") as TelegramUser;
    user.send("/claims");
    const shown = await user.next();
    expect(shown.buttons.flat()).toContain(texts.translate("en", "claims-add-client"));
  });
});
