/**
 * Several accounts in one chat, through the Bot API stand-in: Alice (USD) and Bruno
 * (EUR) in one user's chat; /accounts lists them, switches, renames and removes; commands work on
 * the active account and say which one; pushes say which account they are about; a forged button
 * names nothing of anyone else's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Job } from "../../../src/jobs/scheduler.js";
import { createPublisherApi, type PublisherApi } from "../../../src/publisher-api/index.js";
import type { SandboxPublisher } from "../../../src/sandbox/index.js";
import { testNow } from "../../support/clock.js";
import {
  connectUser,
  connectWithClaims,
  type Harness,
  startHarness,
} from "../../support/harness.js";
import { keysNaming, storedKeys } from "../../support/stored-keys.js";
import { askApi, initDataOf } from "../dashboard/helpers.js";
import { addAccount, forgedPress, pressAt } from "./support.js";

let harness: Harness;
let api: PublisherApi;
let alice: SandboxPublisher;
let bruno: SandboxPublisher;
beforeAll(async () => {
  harness = await startHarness();
  api = createPublisherApi({ baseUrl: harness.sandbox.url });
  [alice, bruno] = harness.sandbox.publishers as unknown as [SandboxPublisher, SandboxPublisher];
});
afterAll(async () => {
  await api?.close();
  await harness?.stop();
});

function job(name: string): Job {
  const found = harness.app.jobs.find((j) => j.name === name);
  if (!found) throw new Error(`no ${name} job`);
  return found;
}

const money = (lang: string, currency: string, value: number) =>
  new Intl.NumberFormat(lang, { style: "currency", currency }).format(value);

async function available(publisher: SandboxPublisher): Promise<number> {
  const info = await api.forPublisher({ apiKey: publisher.apiKey }).account.balance();
  return info.available_balance;
}

async function claimIn(publisher: SandboxPublisher, statusId: string): Promise<string> {
  const { apiKey, clientId, clientSecret } = publisher;
  const claims = await api.forPublisher({ apiKey, clientId, clientSecret }).lostOrders.list({
    perpage: 1000,
  });
  const found = claims.find((claim) => claim.status_id === statusId);
  if (!found) throw new Error(`${publisher.firstName} has no claim in status ${statusId}`);
  return found.id;
}

describe("two accounts in one chat", () => {
  it("with none connected yet, says only how to connect one", async () => {
    const user = harness.user({ languageCode: "ru" });
    user.send("/accounts");
    const none = await user.waitFor(/Ваши аккаунты/);
    expect(none.text).toContain("Пока ни одного");
    expect(none.text).not.toContain("Команды работают");
    expect(none.buttons).toEqual([["➕ Добавить аккаунт"]]);
  });

  it("lists, adds, switches: every command on the active account, headed by its name", async () => {
    const user = harness.user();
    await connectUser(harness, user, alice.apiKey);
    // One account: nothing heads the answers.
    user.send("/balance");
    const single = await user.waitFor(/Balance/);
    expect(single.text).not.toContain("👤");

    user.send("/accounts");
    const one = await user.waitFor(/Your accounts/);
    expect(one.text).toContain("✅ 1. Alice Walker (active)");
    expect(one.buttons).toEqual([["✅ Alice Walker", "✏️", "🗑"], ["➕ Add an account"]]);

    await addAccount(user, bruno);
    user.send("/accounts");
    const two = await user.waitFor(/Your accounts/);
    expect(two.text).toContain("▫️ 1. Alice Walker");
    expect(two.text).toContain("✅ 2. Bruno Costa (active)");
    expect(two.buttons.map((row) => row[0])).toEqual([
      "▶️ Alice Walker",
      "✅ Bruno Costa",
      "➕ Add an account",
    ]);

    // The new account is active: its balance, in euros, headed by its name.
    user.send("/balance");
    const euros = await user.waitFor(/Balance/);
    expect(euros.text.split("\n")[0]).toBe("👤 Bruno Costa");
    expect(euros.text).toContain(`Available: ${money("en", "EUR", await available(bruno))}`);

    // The dashboard shows the active account: Bruno's euros.
    const dashboardMoney = async () =>
      JSON.parse((await askApi(harness, "money", initDataOf(harness, user))).text) as {
        available: string;
      };
    expect((await dashboardMoney()).available).toBe(money("en", "EUR", await available(bruno)));

    user.press("▶️ Alice Walker", { messageId: two.messageId });
    const switched = await user.waitFor((m) => m.kind === "edit" && /Now working on/.test(m.text));
    expect(switched.text).toContain("Now working on Alice Walker.");
    expect(switched.text).toContain("✅ 1. Alice Walker (active)");

    user.send("/balance");
    const dollars = await user.waitFor(/Balance/);
    expect(dollars.text.split("\n")[0]).toBe("👤 Alice Walker");
    expect(dollars.text).toContain(`Available: ${money("en", "USD", await available(alice))}`);

    // The dashboard shows the active account too, now Alice's dollars.
    expect((await dashboardMoney()).available).toBe(money("en", "USD", await available(alice)));

    // The same key again is not a third account.
    user.send("/accounts");
    await user.waitFor(/Your accounts/);
    user.press("➕ Add an account");
    await user.waitFor(/API key/);
    user.send(bruno.apiKey);
    expect((await user.waitFor(/connected already/)).text).toContain("as Bruno Costa");
    expect((await harness.app.storage.accounts.of(user.id)).accounts).toHaveLength(2);
  });

  it("in Russian: renames, and removes one account with everything of its own, nothing of the other's", async () => {
    const user = harness.user({ languageCode: "ru" });
    await connectWithClaims(harness, user, alice);
    await addAccount(user, bruno, true);
    const { accounts } = await harness.app.storage.accounts.of(user.id);
    const [first, second] = accounts;
    if (!first || !second) throw new Error("two accounts expected");
    // The first keeps its owner's id (where its data always was); the added one is past them all.
    expect(first.id).toBe(user.id);
    expect(second.id).toBeGreaterThanOrEqual(2 ** 52);
    // Each account's claims are watched on their own.
    await job("claim-watch").run(testNow());

    user.send("/accounts");
    const list = await user.waitFor(/Ваши аккаунты/);
    pressAt(harness, user, list, 1, 1);
    await user.waitFor(/новое имя/);
    user.send("Бразилия <EUR>");
    const renamed = await user.waitFor(/Переименовано/);
    expect(renamed.text).toContain("✅ 2. Бразилия <EUR> (активный)");
    user.send("/balance");
    expect((await user.waitFor(/Баланс/)).text.split("\n")[0]).toBe("👤 Бразилия <EUR>");

    const before = keysNaming(await storedKeys(dbPath()), user.id);
    const secondKeys = keysNaming(await storedKeys(dbPath()), second.id);
    expect(before).toEqual(
      expect.arrayContaining([`credentials:${user.id}`, `claim-watch:${user.id}`]),
    );
    expect(secondKeys).toEqual(
      expect.arrayContaining([`credentials:${second.id}`, `claim-watch:${second.id}`]),
    );

    // Remove the first (Alice): asked first; "no" keeps it.
    pressAt(harness, user, renamed, 0, 2);
    const ask = await user.waitFor(/Удалить/);
    expect(ask.text).toContain("Удалить Alice Walker?");
    user.press("Нет, оставить", { messageId: ask.messageId });
    const kept = await user.waitFor((m) => m.kind === "edit" && /Ваши аккаунты/.test(m.text));
    expect(await harness.app.storage.vault.get(user.id)).toBeDefined();
    pressAt(harness, user, kept, 0, 2);
    await user.waitFor(/Удалить Alice Walker/);
    user.press("Да, удалить", { messageId: ask.messageId });
    const removed = await user.waitFor(/удалён/);
    expect(removed.text).toContain("Аккаунт Alice Walker удалён");
    expect(removed.text).toContain("✅ 2. Бразилия <EUR> (активный)");
    expect(removed.text).not.toContain("Alice Walker (");

    const after = keysNaming(await storedKeys(dbPath()), user.id);
    // Alice's credentials and claim watch are gone; the person's own record stays.
    expect(after).not.toContain(`credentials:${user.id}`);
    expect(after).not.toContain(`claim-watch:${user.id}`);
    expect(after).toContain(`user:${user.id}`);
    expect(await harness.app.storage.vault.withClientPair()).not.toContain(user.id);
    // Bruno's are all still there, and he still answers, now with no heading (one account left).
    expect(keysNaming(await storedKeys(dbPath()), second.id)).toEqual(
      expect.arrayContaining(secondKeys),
    );
    expect(await harness.app.storage.vault.withClientPair()).toContain(second.id);
    user.send("/balance");
    const balance = await user.waitFor(/Баланс/);
    expect(balance.text).not.toContain("👤");
    expect(balance.text).toContain(money("ru", "EUR", await available(bruno)));
  });

  it("pushes say which account they are about, whatever account is active", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user, alice);
    await addAccount(user, bruno, true);
    await job("claim-watch").run(testNow());
    expect(user.drain()).toEqual([]);
    const [aliceClaim, brunoClaim] = [await claimIn(alice, "2"), await claimIn(bruno, "1")];
    harness.sandbox.control.setClaimStatus(alice.id, aliceClaim, "accepted");
    harness.sandbox.control.setClaimStatus(bruno.id, brunoClaim, "processing");
    await job("claim-watch").run(testNow());
    const pushes = [await user.next(), await user.next()].map((m) => m.text);
    expect(pushes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^👤 Alice Walker\n🔔 Claim #${aliceClaim} for .+`)),
        expect.stringMatching(new RegExp(`^👤 Bruno Costa\n🔔 Claim #${brunoClaim} for .+`)),
      ]),
    );
  });
});

describe("buttons of the accounts list", () => {
  it("a forged press naming an account that is not the presser's changes nothing", async () => {
    const owner = harness.user();
    await connectUser(harness, owner, alice.apiKey);
    await addAccount(owner, bruno);
    const stranger = harness.user({ languageCode: "pt" });
    await connectUser(harness, stranger, alice.apiKey);
    const ownerBefore = await harness.app.storage.accounts.of(owner.id);

    // The stranger has account 1 only: 2 names nothing of theirs, and never the owner's. Pressed
    // from a message that shows no such button, the press is dead before its account is read
    // (core/live-buttons.ts).
    const gone = "Este botão expirou. Envie o comando novamente.";
    const answered = stranger.callbackAnswers.length;
    forgedPress(harness, stranger, "accounts-remove-yes:2");
    await expect.poll(() => stranger.callbackAnswers.slice(answered)).toEqual([gone]);
    forgedPress(harness, stranger, "accounts-switch:2");
    await expect.poll(() => stranger.callbackAnswers.slice(answered)).toEqual([gone, gone]);
    expect(await harness.app.storage.accounts.of(owner.id)).toEqual(ownerBefore);
    expect((await harness.app.storage.accounts.of(stranger.id)).accounts).toHaveLength(1);
    for (const account of ownerBefore.accounts)
      expect(await harness.app.storage.vault.get(account.id)).toBeDefined();
  });
});

const dbPath = () => `${harness.dataDir}/bot.sqlite`;
