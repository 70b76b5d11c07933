import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { commandsOf } from "../../src/bot/core/feature.js";
import { FEATURES } from "../../src/bot/features/index.js";
import type { TelegramUser } from "../../src/bot-api-stand-in/user.js";
import { connectUser, connectWithClaims, type Harness, startHarness } from "../support/harness.js";

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
  await vi.waitUntil(() => user.callbackAnswers.length >= seen + count, { timeout: 5_000 });
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
      { callback_query: { id: "q1", data: "language:en" } },
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
    // Bob opens the switch-off question of a postback of his own (a live "switch off, yes"),
    // then his client sends Alice's postback id on it.
    bobUser.send("/postbacks");
    const bobs = await bobUser.waitFor((m) => m.keyboard.flat().some(isCard));
    const bobsCard = bobs.keyboard.flat().find(isCard);
    bobUser.press(bobsCard?.text ?? "");
    await bobUser.waitFor((m) => m.buttons.flat().includes("⏸ Switch off"));
    bobUser.press("⏸ Switch off");
    await bobUser.waitFor((m) => m.buttons.flat().includes("⏸ Yes, switch off"));
    harness.sandbox.control.clearCalls();
    pressForged(bobUser, `postback-off-sure:${postbackId}:0:0:0`);
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

describe("a press on another publisher's message", () => {
  for (const lang of ["en", "ru"] as const) {
    it(`is refused, not acted on with the presser's own key (${lang})`, async () => {
      const [alice, bob] = harness.sandbox.publishers;
      if (!alice || !bob) throw new Error("the sandbox has two publishers");
      const aliceUser = harness.user({ languageCode: lang });
      await connectUser(harness, aliceUser, alice.apiKey);
      aliceUser.send("/balance");
      const balance = await aliceUser.waitFor((m) => m.keyboard.flat().length > 0);
      const data = balance.keyboard.flat().find((b) => b.callback_data)?.callback_data ?? "";
      const bobUser = harness.user({ languageCode: lang });
      await connectUser(harness, bobUser, bob.apiKey);
      harness.sandbox.control.clearCalls();
      // Bob's client presses a button of Alice's message, in Alice's chat.
      harness.botApi.injectUpdate({
        callback_query: {
          id: `not-yours-${lang}`,
          from: bobUser.from,
          message: harness.botApi.telegramMessage(aliceUser.id, balance.messageId),
          chat_instance: "1",
          data,
        },
      });
      const answered = () =>
        harness.botApi.calls.find(
          (c) =>
            c.method === "answerCallbackQuery" &&
            c.params.callback_query_id === `not-yours-${lang}`,
        );
      await expect.poll(answered, { timeout: 5_000 }).toBeDefined();
      expect(answered()?.params.text).toBe(
        lang === "en" ? "This button belongs to another chat." : "Эта кнопка из другого чата.",
      );
      expect(harness.sandbox.control.calls).toEqual([]);
      const now = harness.botApi
        .botMessages(aliceUser.id)
        .find((m) => m.messageId === balance.messageId);
      expect(now?.text).toBe(balance.text);
    });
  }
});

function isCard(button: { callback_data?: string }): boolean {
  return button.callback_data?.startsWith("postback-card:") === true;
}

/** A fixed set: what a careless or hostile user sends where a question waits. */
const HOSTILE_TEXTS: readonly string[] = [
  `<b>&amp;</b> <a href="x">"'</a> <script>`,
  "W".repeat(4096),
  "😀🔥🎉",
  "مرحبا بالعالم עולם",
  "\u200b\u200c\u200d\u2060",
  "a\u0000b",
  "__proto__",
  "constructor",
  "99999999999999999999999",
  "-1",
  "2026-13-45",
  "0000-00-00 9999-99-99",
];

type Raw = Record<string, unknown>;
const PHOTO: Raw = {
  photo: [{ file_id: "AgAD-hostile", file_unique_id: "hostile-photo", width: 90, height: 90 }],
};
const STICKER: Raw = {
  sticker: {
    file_id: "CAAD-hostile",
    file_unique_id: "hostile-sticker",
    type: "regular",
    width: 512,
    height: 512,
    is_animated: false,
    is_video: false,
  },
};

function sendRaw(user: TelegramUser, fields: Raw): void {
  const message = harness.botApi.userMessage(user.from, fields as never);
  harness.botApi.injectUpdate({ message });
}

/**
 * Sends one hostile input and waits for the bot's answer (a message, an edit or a callback
 * answer) within the time limit; then lets the rest of that answer arrive and clears it.
 */
async function answerTo(user: TelegramUser, input: string | Raw, limitMs = 8_000): Promise<string> {
  user.drain();
  if (typeof input === "string") user.send(input);
  else sendRaw(user, input);
  const answer = await user.next({ timeoutMs: limitMs });
  await new Promise((resolve) => setTimeout(resolve, 60));
  const rest = user.drain();
  return [answer, ...rest].map((m) => m.text).join("\n");
}

function refusedCalls(since: number) {
  return harness.botApi.calls
    .slice(since)
    .filter((c) => !c.ok && c.method !== "getUpdates")
    .map((c) => `${c.method} ${c.errorCode} ${c.description}`);
}

/** Where a wizard waits for typing: how to get there from a fresh chat. */
const WIZARD_STEPS: readonly { name: string; reach: (user: TelegramUser) => Promise<unknown> }[] = [
  {
    name: "connect: the API key",
    reach: async (user) => {
      user.send("/connect");
      await user.waitFor(/API key/);
    },
  },
  {
    name: "link: the offer",
    reach: async (user) => {
      user.send("/link");
      await user.waitFor(/Which offer is the link for/);
    },
  },
  {
    name: "digest: the time",
    reach: async (user) => {
      user.send("/digest");
      await user.waitFor(/Daily digest/);
      user.press("🕘 Time");
      await user.waitFor(/When should the digest come/);
    },
  },
  {
    name: "digest: the time zone",
    reach: async (user) => {
      user.send("/digest");
      await user.waitFor(/Daily digest/);
      user.press("🌍 Time zone");
      await user.waitFor(/Which time zone/);
    },
  },
  {
    name: "postbacks: the search",
    reach: async (user) => {
      user.send("/postbacks");
      await user.next();
      user.press("🔍 Search");
      await user.waitFor(/Send words from the postback/);
    },
  },
  {
    name: "claim: the offer",
    reach: async (user) => {
      user.send("/claim");
      await user.waitFor(/Which offer was the order for/);
    },
  },
  {
    name: "claim: the order number",
    reach: async (user) => {
      user.send("/claim");
      const offers = await user.waitFor(/Which offer was the order for/);
      user.press(offers.buttons[0]?.[0] ?? "");
      await user.waitFor(/Which traffic channel/);
      user.press("Telegram @alice_deals");
      await user.waitFor(/order number/);
    },
  },
  {
    name: "claim: the order date",
    reach: async (user) => {
      user.send("/claim");
      const offers = await user.waitFor(/Which offer was the order for/);
      user.press(offers.buttons[0]?.[0] ?? "");
      await user.waitFor(/Which traffic channel/);
      user.press("Telegram @alice_deals");
      await user.waitFor(/order number/);
      user.send("ORD-H1");
      await user.waitFor(/When was the order placed/);
    },
  },
];

describe("hostile input at every command and every wizard step", () => {
  const inputs: readonly (string | Raw)[] = [...HOSTILE_TEXTS, PHOTO, STICKER];

  it("every command answers each input in time, with no refused call and no generic error", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    const since = harness.botApi.calls.length;
    const said: string[] = [];
    for (const command of commandsOf(FEATURES)) {
      if (command === "disconnect") continue; // its confirmation is pressed by nobody here
      for (const input of HOSTILE_TEXTS) {
        try {
          said.push(await answerTo(user, `/${command} ${input}`));
        } catch (error) {
          throw new Error(`/${command} ${JSON.stringify(input.slice(0, 40))}: ${error}`);
        }
      }
    }
    for (const input of [PHOTO, STICKER]) said.push(await answerTo(user, input));
    expect(said.filter((text) => /Something went wrong/.test(text))).toEqual([]);
    expect(refusedCalls(since)).toEqual([]);
    expect(await answerTo(user, "/help")).toMatch(/\/connect/);
  }, 400_000);

  it("every wizard step answers each input in time, with no refused call and no generic error", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    const since = harness.botApi.calls.length;
    const said: string[] = [];
    for (const step of WIZARD_STEPS) {
      for (const input of inputs) {
        await step.reach(user);
        const name = typeof input === "string" ? JSON.stringify(input.slice(0, 40)) : "media";
        try {
          said.push(await answerTo(user, input));
        } catch (error) {
          throw new Error(`${step.name} ${name}: ${error}`);
        }
        user.send("/cancel");
        await user.waitFor(/Cancelled|nothing to cancel/);
      }
    }
    expect(said.filter((text) => /Something went wrong/.test(text))).toEqual([]);
    expect(refusedCalls(since)).toEqual([]);
    expect(await answerTo(user, "/help")).toMatch(/\/connect/);
  }, 400_000);
});
