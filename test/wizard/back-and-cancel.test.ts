/**
 * Back and Cancel under the questions of the wizards that had neither: an account's new name,
 * every step of New rotator, a rotator's offer search, site compare, a team group's routes and a
 * text shift value. Back goes to the step before (its answer kept), from a first question to the
 * view the wizard was opened from; Cancel leaves with nothing sent. English and Russian, over HTTP
 * through the Bot API stand-in.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamGroupOf } from "../../src/bot/team/store.js";
import type { TelegramUser } from "../../src/bot-api-stand-in/user.js";
import { joinedOffer } from "../catalog/support.js";
import { receiverEnv } from "../features/alerts/support.js";
import { callsTo } from "../features/postbacks/helpers.js";
import { connectedUser, type Harness, startHarness } from "../support/harness.js";
import { BACK, back, CANCEL, cancel, expectWayOut } from "./support.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ env: await receiverEnv() });
});
afterAll(async () => harness?.stop());

const LANGS = ["en", "ru"] as const;
const ROTATORS = /Banner rotators|Ротаторы баннеров/;
const ROTATOR_NAME = /send its name|пришлите его название/;

describe("an account's new name", () => {
  for (const lang of LANGS) {
    it(`Back returns to the /accounts list as it was; Cancel keeps the name (${lang})`, async () => {
      const user = await connectedUser(harness, lang);
      user.send("/accounts");
      const list = await user.waitFor(/Your accounts|Ваши аккаунты/);
      user.press("✏️", { messageId: list.messageId });
      const ask = await user.waitFor(/new name|новое имя/);
      const again = await back(user, lang, ask, /Your accounts|Ваши аккаунты/);
      // The question became the list again: one message, edited.
      expect(again).toMatchObject({ kind: "edit", messageId: ask.messageId });
      expect(again.text).toBe(list.text);
      expect(again.buttons).toEqual(list.buttons);

      user.press("✏️", { messageId: again.messageId });
      await cancel(user, lang, await user.waitFor(/new name|новое имя/));
      const { accounts } = await harness.app.storage.accounts.of(user.id);
      expect(accounts.map((account) => account.label)).toEqual(["Alice Walker"]);
    });
  }
});

describe("New rotator", () => {
  it("Back at every step goes to the step before, the choices kept; from the name to the list; Cancel creates nothing (en)", async () => {
    harness.sandbox.control.clearCalls();
    const user = await connectedUser(harness, "en");
    user.send("/rotators");
    const list = await user.waitFor(ROTATORS);
    user.press("➕ New rotator", { messageId: list.messageId });
    const name = await user.waitFor(ROTATOR_NAME);
    const listAgain = await back(user, "en", name, ROTATORS);
    expect(listAgain).toMatchObject({ kind: "edit", messageId: name.messageId });
    expect(listAgain.buttons).toEqual(list.buttons);

    user.press("➕ New rotator", { messageId: listAgain.messageId });
    await user.waitFor(ROTATOR_NAME);
    user.send("Walked back");
    const subaccount = await user.waitFor(/Its subaccount/);
    expect(subaccount.buttons).toEqual([["Skip"], [BACK.en, CANCEL.en]]);
    await back(user, "en", subaccount, ROTATOR_NAME);
    user.send("Walked back");
    user.press("Skip", { messageId: (await user.waitFor(/Its subaccount/)).messageId });
    const type = await user.waitFor(/Which banners/);
    await back(user, "en", type, /Its subaccount/);
    user.send("walked");
    const typeAgain = await user.waitFor(/Which banners/);
    expectWayOut("en", typeAgain);
    user.press("images", { messageId: typeAgain.messageId });
    const offers = await user.waitFor(/Choose its offers/);
    expectWayOut("en", offers);
    const first = offers.buttons[0]?.[0] ?? "";
    user.press(first, { messageId: offers.messageId });
    await user.waitFor((m) => m.kind === "edit" && m.messageId === offers.messageId);
    user.press("Done", { messageId: offers.messageId });
    const sizes = await user.waitFor(/banner sizes/);
    const offersAgain = await back(user, "en", sizes, /Choose its offers/);
    // The offer chosen before is still on.
    expect(offersAgain.buttons[0]?.[0]).toBe(`✅ ${first}`);
    expectWayOut("en", offersAgain);
    user.press("Done", { messageId: offersAgain.messageId });
    const sizesAgain = await user.waitFor(/banner sizes/);
    await cancel(user, "en", sizesAgain);
    expect(callsTo(harness, "POST", "/rotator")).toHaveLength(0);
  });

  it("Back from the name to the list; Cancel under the subaccount (ru)", async () => {
    const user = await connectedUser(harness, "ru");
    user.send("/rotators");
    const list = await user.waitFor(ROTATORS);
    user.press("➕ Новый ротатор", { messageId: list.messageId });
    const name = await user.waitFor(ROTATOR_NAME);
    const again = await back(user, "ru", name, ROTATORS);
    expect(again.buttons).toEqual(list.buttons);
    user.press("➕ Новый ротатор", { messageId: again.messageId });
    await user.waitFor(ROTATOR_NAME);
    user.send("Ротатор");
    const subaccount = await user.waitFor(/Его субаккаунт/);
    expect(subaccount.buttons).toEqual([["Пропустить"], [BACK.ru, CANCEL.ru]]);
    await cancel(user, "ru", subaccount);
  });
});

describe("a rotator's offer search", () => {
  for (const lang of LANGS) {
    it(`Back returns to the rotator's offers; Cancel after words that found nothing (${lang})`, async () => {
      const user = await connectedUser(harness, lang);
      user.send("/rotators");
      const list = await user.waitFor(ROTATORS);
      user.press("Sidebar", { messageId: list.messageId });
      const card = await user.waitFor(/^Sidebar · #1001/);
      user.press(lang === "en" ? "Offers" : "Офферы", { messageId: card.messageId });
      const offers = await user.waitFor((m) => m.messageId === card.messageId && /✖/.test(m.text));
      user.press(/^➕/, { messageId: offers.messageId });
      const ask = await user.waitFor(/offer's name|названия оффера/);
      const again = await back(user, lang, ask, /✖/);
      expect(again).toMatchObject({ kind: "edit", messageId: ask.messageId });
      expect(again.buttons).toEqual(offers.buttons);

      user.press(/^➕/, { messageId: again.messageId });
      await user.waitFor(/offer's name|названия оффера/);
      user.send("qqqzzz");
      const none = await user.waitFor(/No offer has these words|Нет оффера с такими словами/);
      await cancel(user, lang, none);
    });
  }
});

describe("site compare", () => {
  for (const lang of LANGS) {
    it(`Back returns to the site's analytics; Cancel leaves (${lang})`, async () => {
      const offer = await joinedOffer(harness, true);
      const user = await connectedUser(harness, lang);
      user.send(`/offers ${offer.id}`);
      const card = await user.waitFor(new RegExp(`· #${offer.id}`));
      user.press(/^📈/, { messageId: card.messageId });
      const site = await user.waitFor((m) => m.kind === "edit" && m.messageId === card.messageId);
      user.press(/^⚖️/, { messageId: site.messageId });
      const ask = await user.waitFor(/Compare with which offer|С каким оффером сравнить/);
      const again = await back(user, lang, ask, /📈/);
      expect(again).toMatchObject({ kind: "edit", messageId: ask.messageId });
      expect(again.text).toBe(site.text);
      expect(again.buttons).toEqual(site.buttons);

      user.press(/^⚖️/, { messageId: again.messageId });
      const askAgain = await user.waitFor(/Compare with which offer|С каким оффером сравнить/);
      await cancel(user, lang, askAgain);
    });
  }
});

describe("a team group's routes", () => {
  for (const lang of LANGS) {
    it(`Back returns to the group's card, routes unchanged; Cancel after an unreadable answer (${lang})`, async () => {
      const owner = await connectedUser(harness, lang);
      const title = `Buyers ${lang}`;
      const group = harness.botApi.createChat("supergroup", title, owner.from);
      await pickGroup(owner, group.id);
      owner.send("/team");
      const teams = await owner.waitFor(/Team groups|Командные группы/);
      owner.press(`👥 ${title}`, { messageId: teams.messageId });
      const card = await owner.waitFor((m) => m.kind === "edit" && m.messageId === teams.messageId);
      owner.press(/^🎯/, { messageId: card.messageId });
      const ask = await owner.waitFor(/Send the offer ids|Пришлите id офферов/);
      const again = await back(owner, lang, ask, new RegExp(`👥 ${title}`));
      expect(again).toMatchObject({ kind: "edit", messageId: ask.messageId });
      expect(again.text).toBe(card.text);
      expect(again.buttons).toEqual(card.buttons);

      owner.press(/^🎯/, { messageId: again.messageId });
      await owner.waitFor(/Send the offer ids|Пришлите id офферов/);
      owner.send("??");
      const bad = await owner.waitFor(/could not read that|Не понял/);
      await cancel(owner, lang, bad);
      const kept = await teamGroupOf(harness.app.storage, owner.id, group.id);
      expect(kept?.offers).toEqual([]);
    });
  }
});

describe("a text shift value", () => {
  for (const lang of LANGS) {
    it(`Back returns to /textshift, nothing sent; the scheme's buttons keep Back and Cancel (${lang})`, async () => {
      harness.sandbox.control.clearCalls();
      const user = await connectedUser(harness, lang);
      user.send("/textshift");
      const card = await user.waitFor(/🔀 Text shift|🔀 Подмена текста|🔀 Troca de texto/);
      user.press(/^🔗 (Timeout|Таймаут)$/, { messageId: card.messageId });
      const ask = await user.waitFor(/Link mode timeout|Таймаут режима ссылок/);
      const again = await back(
        user,
        lang,
        ask,
        /🔀 Text shift|🔀 Подмена текста|🔀 Troca de texto/,
      );
      expect(again.kind).toBe("send");
      expect(again.buttons).toEqual(card.buttons);

      user.press(/^🖱 (Scheme|Схема) 2$/, { messageId: again.messageId });
      const scheme = await user.waitFor(/scheme|схем/i);
      expect(scheme.buttons.length).toBeGreaterThan(1);
      await cancel(user, lang, scheme);
      expect(callsTo(harness, "PUT", "/textshift")).toHaveLength(0);
      expect(callsTo(harness, "POST", "/textshift")).toHaveLength(0);
    });
  }
});

/** /team → ➕ → the chat picker → the group: the bot is added and the group set up. */
async function pickGroup(owner: TelegramUser, chatId: number): Promise<void> {
  owner.send("/team");
  await owner.waitFor(/Team groups|Командные группы/);
  owner.press(/^➕/);
  await owner.waitFor(/Pick the group|Выберите группу/);
  owner.shareChat(/👥/, chatId);
  await owner.waitFor(/What goes there|Что туда приходит/);
}
