/**
 * Back under a wizard's first question goes where the wizard was opened from: Make link to the
 * offer's card (or the main menu for /link), /alerts' offers to the alerts card, the balance mark
 * to the /watch card, the postbacks search to the list, the key question to /start (or /accounts),
 * autopost's questions to the channel's card or menu, connect's client_id to the key question (or,
 * for the pair alone, the main menu). Later steps go to the step before. English and Russian, over
 * HTTP through the Bot API stand-in.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../src/bot-api-stand-in/user.js";
import { joinedOffer } from "../catalog/support.js";
import { receiverEnv } from "../features/alerts/support.js";
import { addChannel } from "../features/autopost/support.js";
import { connectUser, type Harness, startHarness } from "../support/harness.js";
import { BACK, back, CANCEL, expectWayOut, type Lang } from "./support.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ env: await receiverEnv() });
});
afterAll(async () => harness?.stop());

async function connected(lang: Lang): Promise<TelegramUser> {
  const user = harness.user({ languageCode: lang });
  await connectUser(harness, user);
  return user;
}

describe("the link wizard", () => {
  it("Make link on a card: Back goes page → card; /link: subaccount → page → offer → menu (en)", async () => {
    const offer = await joinedOffer(harness, true);
    const user = await connected("en");
    user.send(`/offers ${offer.id}`);
    await user.waitFor(new RegExp(`· #${offer.id}`));
    user.press("✨ Make link");
    const page = await user.waitFor(/Send the page of/);
    const card = await back(user, "en", page, new RegExp(`· #${offer.id}`));
    expect(card.kind).toBe("send");
    expect(card.buttons.flat()).toContain("✨ Make link");

    user.send("/link");
    const pick = await user.waitFor(/Which offer is the link for/);
    expectWayOut("en", pick);
    user.press(offer.name.trim());
    await user.waitFor(/Send the page of/);
    user.press("🏠 Its main page, no landing page");
    const subaccount = await user.waitFor(/Add a subaccount/);
    const again = await back(user, "en", subaccount, /Send the page of/);
    const offerAgain = await back(user, "en", again, /Which offer is the link for/);
    const menu = await back(user, "en", offerAgain, /What shall I open/);
    expect(menu.buttons.flat()).toContain("🔗 Tracking link");
  });

  it("an offer without landing pages: Back from the subaccount goes to its card; Cancel leaves (ru)", async () => {
    const offer = await joinedOffer(harness, false);
    const user = await connected("ru");
    user.send(`/link ${offer.id}`);
    await user.waitFor(/не принимает целевые страницы/);
    const subaccount = await user.waitFor(/субаккаунт/);
    const card = await back(user, "ru", subaccount, new RegExp(`· #${offer.id}`));
    expect(card.buttons.flat()).toContain("✨ Создать ссылку");
    user.send("/link");
    const pick = await user.waitFor(/Выберите недавний/);
    user.press(offer.name.trim(), { messageId: pick.messageId });
    await user.waitFor(/субаккаунт/);
    user.press(CANCEL.ru);
    await user.waitFor(/Отменено/);
  });
});

describe("single-question wizards", () => {
  for (const lang of ["en", "ru"] as const) {
    it(`Back returns to the alerts card, the watch card and the postbacks list (${lang})`, async () => {
      const user = await connected(lang);
      user.send("/alerts");
      await user.waitFor(/🔔/);
      user.press(/^🎯/);
      const offers = await user.waitFor(/1203 1410/);
      const alerts = await back(user, lang, offers, /Conversion alerts|Уведомления о конверсиях/);
      expect(alerts.kind).toBe("send");
      expect(alerts.buttons.flat().some((b) => b.startsWith("🎯"))).toBe(true);

      user.send("/watch");
      await user.waitFor(/👁/);
      user.press(/^💰/);
      const mark = await user.waitFor(/500/);
      const watch = await back(user, lang, mark, /👁 (Watch|Наблюдение)/);
      expect(watch.buttons.flat().some((b) => b.startsWith("💰"))).toBe(true);

      user.send("/postbacks");
      const list = await user.waitFor(/📮/);
      user.press(/^🔍/);
      const words = await user.waitFor(/postback's name|названия или адреса постбэка/);
      const again = await back(user, lang, words, /📮/);
      expect(again.buttons).toEqual(list.buttons);

      // Cancel leaves the question without answering it.
      user.press(/^🔍/);
      await user.waitFor(/postback's name|названия или адреса постбэка/);
      user.press(CANCEL[lang]);
      await user.waitFor(/Cancelled|Отменено/);
    });
  }

  it("the key question: Back to /start's Connect, or to the menu when connected (en, ru)", async () => {
    const stranger = harness.user({ languageCode: "en" });
    stranger.send("/start");
    await stranger.waitFor(/in your pocket/);
    stranger.press("🔌 Connect");
    const key = await stranger.waitFor(/API key/);
    const start = await back(stranger, "en", key, /in your pocket/);
    expect(start.buttons.flat()).toContain("🔌 Connect");

    const user = await connected("ru");
    user.send("/connect");
    await user.waitFor(/уже подключён/);
    const again = await user.waitFor(/API/);
    const menu = await back(user, "ru", again, /Что открыть/);
    expect(menu.buttons.flat()).toContain("🔗 Ссылка");
  });

  it("the client_secret question: Back asks for the client_id again (en)", async () => {
    const user = harness.user({ languageCode: "en" });
    const alice = harness.sandbox.publishers[0];
    user.send(`/connect ${alice.apiKey}`);
    await user.waitFor(/client ID|ID клиента|ID do cliente/);
    user.send(alice.clientId);
    const secret = await user.waitFor(/client secret|секрет клиента|segredo do cliente/);
    const id = await back(user, "en", secret, /client ID/);
    expect(id.buttons.flat()).toContain("Skip");
    user.send(alice.clientId);
    await user.waitFor(/client secret|секрет клиента|segredo do cliente/);
    user.send(alice.clientSecret);
    await user.waitFor(/claims are enabled/);
  });
});

describe("connect's client_id question", () => {
  it("Back asks for the key again; the key sent then goes on to the client_id, Skip finishes (en)", async () => {
    const user = harness.user({ languageCode: "en" });
    const alice = harness.sandbox.publishers[0];
    user.send(`/connect ${alice.apiKey}`);
    const id = await user.waitFor(/Send the client ID now/);
    expect(id.buttons).toEqual([["Skip"], [BACK.en, CANCEL.en]]);
    const key = await back(user, "en", id, /your <b>API key<\/b>|your API key/);
    expectWayOut("en", key);
    user.send(alice.apiKey);
    await user.waitFor(/Welcome, Alice/);
    const again = await user.waitFor(/Send the client ID now/);
    user.press("Skip", { messageId: again.messageId });
    await user.waitFor(/All set/);
    expect(await harness.app.storage.vault.get(user.id)).toMatchObject({ apiKey: alice.apiKey });
  });

  it("➕ Add: after Back, the key sent again fills the account just added, no third one; Cancel (ru)", async () => {
    const bruno = harness.sandbox.publishers[1];
    const user = await connected("ru");
    user.send("/accounts");
    const list = await user.waitFor(/Ваши аккаунты/);
    user.press(/^➕/, { messageId: list.messageId });
    await user.waitFor(/API-ключ/);
    user.send(bruno.apiKey);
    await user.waitFor(/Добро пожаловать, Bruno/);
    const id = await user.waitFor(/Отправьте ID клиента/);
    const key = await back(user, "ru", id, /API-ключ/);
    expectWayOut("ru", key);
    user.send(bruno.apiKey);
    // Not "connected already as Bruno": the account it names is the one this wizard added.
    await user.waitFor(/Добро пожаловать, Bruno/);
    const again = await user.waitFor(/Отправьте ID клиента/);
    user.press(CANCEL.ru, { messageId: again.messageId });
    await user.waitFor(/Отменено/);
    const { accounts } = await harness.app.storage.accounts.of(user.id);
    expect(accounts.map((account) => account.label)).toEqual(["Alice Walker", "Bruno Costa"]);
  });

  it("the pair alone, asked from /claims: Back goes to the main menu (ru)", async () => {
    const user = await connected("ru");
    user.send("/claims");
    const need = await user.waitFor(/client ID|ID клиента|ID do cliente/);
    user.press(/^🔑/, { messageId: need.messageId });
    const id = await user.waitFor(/Отправьте ID клиента/);
    const menu = await back(user, "ru", id, /Что открыть/);
    expect(menu.buttons.flat()).toContain("📝 Новая заявка");
  });
});

describe("autopost's questions", () => {
  it("Back under the subaccount, the search and the time returns to the card or menu (en, ru)", async () => {
    for (const lang of ["en", "ru"] as const) {
      const user = await connected(lang);
      const title = `Deals ${lang}`;
      const channel = harness.botApi.createChat("channel", title, user.from);
      await addChannel(user, channel);
      await user.waitFor(/📣/);
      user.press(/^🔖/);
      const subaccount = await user.waitFor(/subaccount for this channel|субаккаунт для ссылок/);
      expect(subaccount.buttons).toHaveLength(2);
      const card = await back(user, lang, subaccount, /📣/);
      // The question became the card again: one message, edited.
      expect(card).toMatchObject({ kind: "edit", messageId: subaccount.messageId });

      user.press(/^🏷/);
      const offers = await user.waitFor(new RegExp(`«${title}»`));
      user.press(/^🔎/, { messageId: offers.messageId });
      const search = await user.waitFor(/offer's name, or its id|названия оффера/);
      const menu = await back(user, lang, search, new RegExp(`«${title}»`));
      expect(menu.buttons.flat().some((b) => b.startsWith("🔎"))).toBe(true);

      user.press(/« /, { messageId: menu.messageId });
      const cardAgain = await user.waitFor(/📣/);
      user.press(/^⏰/, { messageId: cardAgain.messageId });
      const when = await user.waitFor(new RegExp(`«${title}»`));
      user.press(/^🕘/, { messageId: when.messageId });
      const time = await user.waitFor(/10:00/);
      const whenAgain = await back(user, lang, time, new RegExp(`«${title}»`));
      expect(whenAgain.buttons.flat().some((b) => b.startsWith("🕘"))).toBe(true);

      user.press(/^🕘/, { messageId: whenAgain.messageId });
      await user.waitFor(/10:00/);
      user.press(CANCEL[lang]);
      await user.waitFor(/Cancelled|Отменено/);
    }
  });
});
