import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectUser, type Harness, startHarness } from "../support/harness.js";
import type { TelegramUser } from "../support/user.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.stop());

/** A callback query as a modified client could send it: any data, on the user's own last message. */
function pressForged(user: TelegramUser, data: string): void {
  const own = harness.botApi.botMessages(user.id).at(-1);
  harness.botApi.injectUpdate({
    callback_query: {
      id: `forged-${user.id}-${Math.random()}`,
      from: user.from,
      ...(own ? { message: harness.botApi.telegramMessage(user.id, own.messageId) } : {}),
      chat_instance: "1",
      data,
    },
  });
}

/** Waits for `count` more callback answers to `user` after the first `seen`. */
async function answers(user: TelegramUser, seen: number, count: number): Promise<string[]> {
  const deadline = Date.now() + 5_000;
  while (user.callbackAnswers.length < seen + count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return user.callbackAnswers.slice(seen);
}

describe("malformed updates", () => {
  it("are ignored safely and the bot keeps serving", async () => {
    const user = harness.user();
    const chat = { id: user.id, type: "private", first_name: "Pat" };
    const junk: object[] = [
      {},
      { message: "garbage" },
      { message: null },
      { message: { text: "/help" } },
      { message: { message_id: 1, date: 0, chat, text: 42 } },
      { message: { message_id: 2, date: 0, chat: { id: "not-a-number" }, from: user.from } },
      { callback_query: { id: "q1", data: "lang:en" } },
      { callback_query: { id: "q2", from: { id: "x" }, data: 7 } },
      { callback_query: { id: "q3", from: user.from, chat_instance: "1" } },
      { inline_query: { id: "i1", query: null } },
      { inline_query: { id: "i2", from: user.from, query: "x".repeat(10_000), offset: "-1" } },
      { my_chat_member: { chat, from: user.from, date: 0 } },
      { message: { message_id: 3, date: 0, chat, from: user.from, text: "\u0000\uFFFF" } },
    ];
    for (const update of junk) harness.botApi.injectUpdate(update);

    user.send("/help");
    await user.waitFor(/\/connect/);
    // The junk that still looked like a message of this chat got the usual hint; nothing else
    // reached any chat: no crash report, no stack trace.
    const sent = harness.botApi.calls.filter((c) => c.method === "sendMessage");
    const texts = sent.map((c) => String(c.params.text));
    expect(texts.filter((t) => !t.includes("/connect"))).toEqual(
      texts.filter((t) => t === "I did not understand that. Send /help to see the commands."),
    );
    expect(harness.logs.join("\n")).not.toMatch(/"level":60/);
  });
});

describe("callback data from a modified client", () => {
  it("garbage is answered as an expired button and does nothing", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    harness.sandbox.control.clearCalls();
    const seen = user.callbackAnswers.length;
    const forged = [
      "lang:xx",
      "disconnect:maybe",
      "pbs-card:abc:0:0",
      "pbs-off-yes:1:0",
      "x".repeat(64),
      "",
      ":::",
      "bal-r:extra",
    ];
    for (const data of forged) pressForged(user, data);
    const said = await answers(user, seen, forged.length);
    expect(said).toEqual(forged.map(() => "This button has expired. Send the command again."));
    expect(harness.sandbox.control.calls).toEqual([]);
    expect(await harness.app.storage.vault.get(user.id)).toEqual({ apiKey: harness.demoKey });
  });

  it("another publisher's ids act only through the presser's own credentials", async () => {
    const [alice, bob] = harness.sandbox.publishers;
    if (!alice || !bob) throw new Error("the sandbox has two publishers");
    const aliceUser = harness.user();
    await connectUser(harness, aliceUser, alice.apiKey);
    aliceUser.send("/postbacks");
    const list = await aliceUser.waitFor((m) => m.keyboard.flat().some(isCard));
    const card = list.keyboard.flat().find(isCard);
    const postbackId = Number(card?.callback_data?.split(":")[1]);
    expect(postbackId).toBeGreaterThan(0);

    const bobUser = harness.user();
    await connectUser(harness, bobUser, bob.apiKey);
    harness.sandbox.control.clearCalls();
    // Bob's client sends Alice's postback id on "switch off, yes".
    pressForged(bobUser, `pbs-off-yes:${postbackId}:0:0`);
    const answer = await bobUser.next();
    expect(answer.text).toMatch(/did not accept|does not know|not found/);
    const calls = harness.sandbox.control.calls;
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(JSON.stringify(call)).not.toContain(alice.apiKey);
    // Alice's postback is as it was.
    const aliceClient = harness.app.api.forPublisher({ apiKey: alice.apiKey });
    const before = list.text;
    aliceUser.send("/postbacks");
    expect((await aliceUser.next()).text).toBe(before);
    expect(await aliceClient.tools.postback(postbackId)).toMatchObject({ id: postbackId });
  });
});

function isCard(button: { callback_data?: string }): boolean {
  return button.callback_data?.startsWith("pbs-card:") === true;
}
