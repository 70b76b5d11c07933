import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { wizardKey } from "../../src/bot/wizard/storage.js";
import type { BotApiEvent } from "../../src/bot-api-stand-in/stand-in.js";
import type { TelegramUser } from "../../src/bot-api-stand-in/user.js";
import { connectUser, type Harness, startHarness } from "../support/harness.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.stop());

let nextGroup = -4_000_100;

/** The bot's sends into a chat, as they arrive. */
function sendsTo(chatId: number): { texts: string[]; buttons: { text: string; url?: string }[] } {
  const seen = { texts: [] as string[], buttons: [] as { text: string; url?: string }[] };
  harness.botApi.onEvent((e: BotApiEvent) => {
    if (e.type === "send" && e.chatId === chatId) {
      seen.texts.push(e.message.text);
      seen.buttons.push(...(e.message.replyMarkup?.inline_keyboard ?? []).flat());
    }
  });
  return seen;
}

async function until(check: () => boolean, what: string): Promise<void> {
  await vi.waitUntil(check, { timeout: 5_000 }).catch(() => {
    throw new Error(`timed out waiting for ${what}`);
  });
}

/** A callback query pressed on a message of the group (as any member's client can send). */
function pressInGroup(user: TelegramUser, groupId: number, messageId: number, data: string) {
  const id = `g${user.id}-${Math.random()}`;
  harness.botApi.injectUpdate({
    callback_query: {
      id,
      from: user.from,
      message: harness.botApi.telegramMessage(groupId, messageId),
      chat_instance: String(groupId),
      data,
    },
  });
  return id;
}

describe("in a group", () => {
  it("account commands answer with a button to the private chat, never with account data", async () => {
    const member = harness.user();
    await connectUser(harness, member);
    const group = nextGroup--;
    const seen = sendsTo(group);
    harness.sandbox.control.clearCalls();
    for (const command of ["/balance", "/stats 7d", "/digest", "/connect", "/claims"]) {
      member.send(command, { chatId: group });
    }
    await until(() => seen.texts.length >= 5, "five answers in the group");
    for (const text of seen.texts) expect(text).toMatch(/private chat/);
    expect(seen.buttons.map((b) => b.url)).toEqual([
      "https://t.me/publisher_test_bot?start=group",
      "https://t.me/publisher_test_bot?start=group",
      "https://t.me/publisher_test_bot?start=group",
      "https://t.me/publisher_test_bot?start=connect",
      "https://t.me/publisher_test_bot?start=group",
    ]);
    // Nothing was read from the network on the group's behalf.
    expect(harness.sandbox.control.calls).toEqual([]);
    expect(harness.botApi.calls.filter((c) => !c.ok)).toEqual([]);
  });

  it("one member's button never opens a wizard another member's text could answer", async () => {
    const alice = harness.user();
    await connectUser(harness, alice);
    const mallory = harness.user();
    const group = nextGroup--;
    const carrier = harness.botApi.userMessage(alice.from, { text: "hi" }, group);
    const seenAnswers = alice.callbackAnswers.length;
    // Alice's client presses "Connect" (or the digest's Time) on a message of the group ...
    pressInGroup(alice, group, carrier.message_id, "connect");
    pressInGroup(alice, group, carrier.message_id, "dgt");
    await until(() => alice.callbackAnswers.length >= seenAnswers + 2, "two answers");
    expect(alice.callbackAnswers.slice(seenAnswers)).toEqual([
      "This works in our private chat only. Open it and send the command there.",
      "This works in our private chat only. Open it and send the command there.",
    ]);
    // ... and Mallory types a key and a time into the group: neither lands in Alice's account.
    mallory.send("mallorys-own-key", { chatId: group });
    mallory.send("07:45", { chatId: group });
    // Asserts nothing happens: nothing stored, nothing said in the group, in 300 ms.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await harness.app.storage.vault.get(alice.id)).toEqual({ apiKey: harness.demoKey });
    expect(harness.botApi.botMessages(group)).toEqual([]);
    expect(harness.botApi.calls.filter((c) => !c.ok)).toEqual([]);
  });

  it("wizards are kept per chat and user", () => {
    const inGroup = (userId: number) =>
      wizardKey({ chatId: -100_500, from: { id: userId } as never });
    expect(inGroup(1)).not.toBe(inGroup(2));
    // A private chat keeps the key it always had (open wizards resume after the upgrade).
    expect(wizardKey({ chatId: 42, from: { id: 42 } as never })).toBe("42");
  });
});
