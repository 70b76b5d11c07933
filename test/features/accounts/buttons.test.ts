/**
 * A button acts for the account on its card, even after the active account changed
 * (postback switches, claim cards), and only for an account of the presser's own: a forged
 * account number, or someone else's, changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSwitchedOn } from "../../../src/bot/features/postbacks/switch.js";
import type { SandboxPublisher } from "../../../src/sandbox/index.js";
import {
  connectUser,
  connectWithClaims,
  type Harness,
  startHarness,
} from "../../support/harness.js";
import { apiClient } from "../postbacks/helpers.js";
import { addAccount, forgedPress } from "./support.js";

let harness: Harness;
let alice: SandboxPublisher;
let bruno: SandboxPublisher;
beforeAll(async () => {
  harness = await startHarness();
  [alice, bruno] = harness.sandbox.publishers as unknown as [SandboxPublisher, SandboxPublisher];
});
afterAll(async () => harness.stop());

/** Claim reads that reached the sandbox (the list and single claims). */
const claimReads = () =>
  harness.sandbox.control.calls.filter(
    (call) => call.method === "GET" && /lostOrders/.test(call.path),
  ).length;

async function switchTo(user: Parameters<typeof addAccount>[0], name: string): Promise<void> {
  user.send("/accounts");
  await user.waitFor(/Your accounts|Ваши аккаунты/);
  user.press(`▶️ ${name}`);
  await user.waitFor(/Now working on|Теперь работаем/);
}

describe("buttons that carry their account", () => {
  it("a postback card switches the postback of the account it shows, after a switch to the other", async () => {
    const user = harness.user();
    await connectUser(harness, user, bruno.apiKey);
    await addAccount(user, alice);
    user.send("/postbacks");
    const list = await user.waitFor(/Postbacks/);
    expect(list.text.split("\n")[0]).toBe("👤 Alice Walker");
    user.press("🟢 Tracker: all conversions");
    const card = await user.waitFor(
      (m) => m.kind === "edit" && /Switch off/.test(m.buttons.flat().join()),
    );
    expect(card.text.split("\n")[0]).toBe("👤 Alice Walker");
    const id = Number(card.keyboard[0]?.[0]?.callback_data?.split(":")[1]);
    const before = await apiClient(harness, alice.apiKey).tools.postback(id);
    expect(isSwitchedOn(before)).toBe(true);

    await switchTo(user, "Bruno Costa");
    user.press("⏸ Switch off", { messageId: card.messageId });
    const ask = await user.waitFor(/Switch off/);
    // The question is about Alice's postback, and says so.
    expect(ask.text.split("\n")[0]).toBe("👤 Alice Walker");
    user.press("⏸ Yes, switch off", { messageId: card.messageId });
    const done = await user.waitFor(
      (m) =>
        m.kind === "edit" &&
        m.messageId === card.messageId &&
        /Switch on/.test(m.buttons.flat().join()),
    );
    expect(done.text.split("\n")[0]).toBe("👤 Alice Walker");
    expect(isSwitchedOn(await apiClient(harness, alice.apiKey).tools.postback(id))).toBe(false);
    // Bruno is still the active account.
    expect((await harness.app.storage.accounts.of(user.id)).active?.label).toBe("Bruno Costa");
  });

  it("a rotator's switch changes the rotator of the account on its card, after a switch to the other", async () => {
    const user = harness.user();
    await connectUser(harness, user, bruno.apiKey);
    await addAccount(user, alice);
    const rotatorId = await apiClient(harness, alice.apiKey).tools.createRotator({
      name: "Alice's sidebar",
      subaccount: "accounts",
      type: "image",
      banner_sizes: ["300x250"],
    });
    user.send("/rotators");
    let list = await user.next();
    while (!list.buttons.flat().includes("Alice's sidebar")) {
      user.press("Next ›");
      list = await user.next();
    }
    user.press("Alice's sidebar");
    const card = await user.waitFor((m) => /Optimisation/.test(m.buttons.flat().join()));
    expect(card.text.split("\n")[0]).toBe("👤 Alice Walker");
    const before = await apiClient(harness, alice.apiKey).tools.rotator(rotatorId);

    await switchTo(user, "Bruno Costa");
    const label = card.buttons.flat().find((b) => b.startsWith("⚙️ Optimisation")) ?? "";
    user.press(label, { messageId: card.messageId });
    const saved = await user.waitFor((m) => m.messageId === card.messageId && /Saved/.test(m.text));
    expect(saved.text.split("\n")[0]).toBe("👤 Alice Walker");
    const after = await apiClient(harness, alice.apiKey).tools.rotator(rotatorId);
    expect(after.enable_optimization).toBe(!before.enable_optimization);
    expect((await harness.app.storage.accounts.of(user.id)).active?.label).toBe("Bruno Costa");
  });

  it("in Russian: a claims list's card opens its own account's claim after a switch; a forged number is refused", async () => {
    const user = harness.user({ languageCode: "ru" });
    await connectWithClaims(harness, user, alice);
    await addAccount(user, bruno, true);
    user.send("/claims");
    const list = await user.waitFor(/заявки/i);
    expect(list.text.split("\n")[0]).toBe("👤 Bruno Costa");
    const cardData = list.keyboard[0]?.[0]?.callback_data ?? "";
    expect(cardData).toMatch(/^claims-card:\d+:0:0:2$/);

    // Account 7 is not one of theirs: refused, and no claim is read with anybody's keys.
    const reads = claimReads();
    expect(reads).toBeGreaterThan(0);
    const answered = user.callbackAnswers.length;
    forgedPress(harness, user, cardData.replace(/:2$/, ":7"));
    await expect
      .poll(() => user.callbackAnswers.slice(answered))
      .toEqual(["Этот аккаунт здесь больше не подключён: ничего не изменилось."]);
    expect(claimReads()).toBe(reads);

    // Someone else pressing the same data acts for their own account 2 (they have none): refused.
    const stranger = harness.user({ languageCode: "ru" });
    await connectUser(harness, stranger, alice.apiKey);
    const strangerAnswered = stranger.callbackAnswers.length;
    forgedPress(harness, stranger, cardData);
    await expect
      .poll(() => stranger.callbackAnswers.slice(strangerAnswered))
      .toEqual(["Этот аккаунт здесь больше не подключён: ничего не изменилось."]);

    // After a switch to Alice, Bruno's card still opens Bruno's claim.
    await switchTo(user, "Alice Walker");
    user.press(list.buttons[0]?.[0] ?? "", { messageId: list.messageId });
    const card = await user.waitFor(
      (m) => m.kind === "edit" && /^👤 Bruno Costa\nЗаявка #/.test(m.text),
    );
    expect(card.text).toContain(`#${cardData.split(":")[1]}`);
  });
});
