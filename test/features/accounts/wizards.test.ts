/**
 * A wizard goes on for the account it was opened for: Alice (active) opens a question, Bruno's
 * account becomes the active one while it waits, then she answers it; the answer is worked out with
 * Alice's key. (/accounts' own switch ends a waiting wizard; the switch here is made in storage, as
 * any other way to change the active account would leave the wizard waiting.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import type { SandboxPublisher } from "../../../src/sandbox/index.js";
import { joinedOffer } from "../../catalog/support.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { addAccount } from "./support.js";

let harness: Harness;
let alice: SandboxPublisher;
let bruno: SandboxPublisher;
beforeAll(async () => {
  harness = await startHarness();
  [alice, bruno] = harness.sandbox.publishers as unknown as [SandboxPublisher, SandboxPublisher];
});
afterAll(async () => harness?.stop());

/** Alice's and Bruno's accounts in one chat, Alice's the active one. */
async function aliceThenBruno(languageCode: string): Promise<TelegramUser> {
  const user = harness.user({ languageCode });
  await connectUser(harness, user, alice.apiKey);
  await addAccount(user, bruno);
  await switchTo(user, alice);
  return user;
}

/** /accounts → ▶️ the publisher's account: it is the active one now. */
async function switchTo(user: TelegramUser, publisher: SandboxPublisher): Promise<void> {
  const name = `${publisher.firstName} ${publisher.lastName}`;
  user.send("/accounts");
  const list = await user.waitFor(/Your accounts|Ваши аккаунты/);
  user.press(`▶️ ${name}`, { messageId: list.messageId });
  await user.waitFor((m) => m.kind === "edit" && /Now working on|Теперь работаем/.test(m.text));
  const { active } = await harness.app.storage.accounts.of(user.id);
  expect(active?.label).toBe(name);
}

/** The publisher's account becomes the active one without a word to the bot (the wizard waits on). */
async function activeElsewhere(user: TelegramUser, publisher: SandboxPublisher): Promise<void> {
  const name = `${publisher.firstName} ${publisher.lastName}`;
  const { accounts } = await harness.app.storage.accounts.of(user.id);
  const account = accounts.find((a) => a.label === name);
  if (!account) throw new Error(`no account of ${name}`);
  expect(await harness.app.storage.accounts.activate(user.id, account.id)).toBe(true);
}

/** The keys of the API calls made since the last `clearCalls`. */
const keysUsed = () =>
  new Set(harness.sandbox.control.calls.map((call) => call.query.remote_auth).filter(Boolean));

describe("a wizard opened for one account, answered after switching to another", () => {
  for (const lang of ["en", "ru"] as const) {
    it(`/link makes the link with the account it was opened for (${lang})`, async () => {
      // Joined by Alice, without deep links: the offer, then the subaccount.
      const offer = await joinedOffer(harness, false);
      const user = await aliceThenBruno(lang);
      user.send("/link");
      await user.waitFor(/Which offer|Для какого оффера/);
      await activeElsewhere(user, bruno);

      harness.sandbox.control.clearCalls();
      user.send(String(offer.id));
      await user.waitFor(/subaccount|субаккаунт/);
      user.press(/No subaccount|Без субаккаунта/);
      const done = await user.waitFor(/Your tracking link|Ваша трекинговая ссылка/);
      expect(done.text).toContain(`«${offer.name}»`);
      // Alice's own tracking link (the sandbox's links carry the publisher's id).
      expect(done.text).toContain(`/click/${offer.id}/${alice.id}?`);
      expect(keysUsed()).toEqual(new Set([alice.apiKey]));
    });

    it(`the postbacks search looks in the account it was opened for (${lang})`, async () => {
      const user = await aliceThenBruno(lang);
      user.send("/postbacks");
      await user.waitFor(/Tracker: all conversions/);
      user.press(/🔍/);
      await user.waitFor(/Send words from the postback|Отправьте слова из названия/);
      await activeElsewhere(user, bruno);

      harness.sandbox.control.clearCalls();
      // Only Alice has an "Old tracker".
      user.send("old");
      const found = await user.waitFor(/search|поиск/);
      expect(found.text).toContain(lang === "en" ? "search “old”" : "поиск «old»");
      expect(found.buttons[0]).toEqual(["⏸ Old tracker"]);
      expect(keysUsed()).toEqual(new Set([alice.apiKey]));
    });
  }
});
