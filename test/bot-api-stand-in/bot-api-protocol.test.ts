import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { run } from "@grammyjs/runner";
import { Bot, InputFile, webhookCallback } from "grammy";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type BotApiStandIn, startBotApi } from "../../src/bot-api-stand-in/stand-in.js";
import { ANSWER_WAIT_MS, TelegramUser } from "../../src/bot-api-stand-in/user.js";

let api: BotApiStandIn;

beforeEach(async () => {
  api = await startBotApi();
});

afterEach(async () => {
  await api.close();
});

const call = async (method: string, init?: RequestInit & { query?: string }) => {
  const res = await fetch(`${api.apiRoot}/bot${api.token}/${method}${init?.query ?? ""}`, init);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

describe("Bot API stand-in protocol", () => {
  it("long polls: offset confirms, limit caps, timeout holds until an update arrives", async () => {
    api.injectUpdate({
      message: { message_id: 1, date: 0, chat: { id: 1, type: "private" }, text: "a" },
    });
    api.injectUpdate({
      message: { message_id: 2, date: 0, chat: { id: 1, type: "private" }, text: "b" },
    });
    const first = await call("getUpdates", json({ limit: 1 }));
    const [u1] = first.body.result as { update_id: number }[];
    expect(first.body.result).toHaveLength(1);
    const again = await call("getUpdates", json({}));
    expect(again.body.result).toHaveLength(2); // nothing confirmed yet
    const next = await call("getUpdates", json({ offset: (u1?.update_id ?? 0) + 1 }));
    expect(next.body.result).toHaveLength(1);
    const offset = (next.body.result as { update_id: number }[])[0]?.update_id ?? 0;

    // Held while there is nothing, answered with the update as it comes (a poll that ran out
    // its timeout would answer an empty list).
    let answered = false;
    const held = call("getUpdates", json({ offset: offset + 1, timeout: 5 })).then((got) => {
      answered = true;
      return got;
    });
    // Asserts nothing happens: the poll is still held 100 ms on (timers of one process fire in order).
    await new Promise((r) => setTimeout(r, 100));
    expect(answered).toBe(false);
    api.injectUpdate({
      message: { message_id: 3, date: 0, chat: { id: 1, type: "private" }, text: "c" },
    });
    const got = await held;
    expect(got.body.result).toMatchObject([{ message: { text: "c" } }]);

    // An empty long poll ends at its timeout; form-urlencoded and query-string params work too.
    let ended = false;
    const poll = call("getUpdates", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `offset=${offset + 2}&timeout=1`,
    }).then((answer) => {
      ended = true;
      return answer;
    });
    // Still held partway through its timeout (timers of one process fire in order).
    await new Promise((r) => setTimeout(r, 300));
    expect(ended).toBe(false);
    expect((await poll).body).toEqual({ ok: true, result: [] });
    expect((await call("getMe", { query: "?x=1" })).body.result).toMatchObject({ is_bot: true });
  });

  it("answers a second poller's predecessor with 409 and releases a pending poll on close", async () => {
    const first = call("getUpdates", json({ timeout: 30 }));
    // An interval, not a condition: the stand-in shows no pending poll; the first must be in first.
    await new Promise((r) => setTimeout(r, 50));
    const second = call("getUpdates", json({ timeout: 30 }));
    expect((await first).body).toMatchObject({ ok: false, error_code: 409 });
    // Released by the close, not by its 30 s timeout (the test's own limit).
    await api.close();
    expect((await second).body).toEqual({ ok: true, result: [] });
  });

  it("filters by allowed_updates, rejects a wrong token, records unknown methods", async () => {
    const strict = await startBotApi({ token: "1:right" });
    const res = await fetch(`${strict.apiRoot}/bot1:wrong/getMe`);
    expect(await res.json()).toEqual({ ok: false, error_code: 401, description: "Unauthorized" });
    await strict.close();

    api.injectUpdate({
      callback_query: {
        id: "q",
        from: { id: 1, is_bot: false, first_name: "A" },
        chat_instance: "1",
      },
    });
    api.injectUpdate({
      message: { message_id: 1, date: 0, chat: { id: 1, type: "private" }, text: "a" },
    });
    const got = await call("getUpdates", json({ allowed_updates: ["message"] }));
    expect((got.body.result as object[]).map((u) => Object.keys(u)[0])).toEqual(["message"]);
    expect((await call("setChatMenuButton", json({}))).body).toEqual({ ok: true, result: true });
    expect(api.unknownMethods).toEqual(["setChatMenuButton"]);
  });

  it("rejects a second answer to one callback query", async () => {
    const user = new TelegramUser(api, { id: 9, firstName: "Q" });
    await call(
      "sendMessage",
      json({
        chat_id: 9,
        text: "pick",
        reply_markup: { inline_keyboard: [[{ text: "A", callback_data: "a" }]] },
      }),
    );
    const id = user.press("A");
    expect(
      (await call("answerCallbackQuery", json({ callback_query_id: id, text: "ok" }))).body.ok,
    ).toBe(true);
    const twice = await call("answerCallbackQuery", json({ callback_query_id: id }));
    expect(twice.body.description).toMatch(/query is too old/);
    expect(user.callbackAnswers).toEqual(["ok"]);
    // Messages survive in order; deleted ones stay flagged.
    expect(user.lastMessage()).toMatchObject({ text: "pick", buttons: [["A"]] });
  });

  it("runner confirms an update while its handler still runs; bot.start() only after", async () => {
    const confirmedWhileHandling = async (start: (bot: Bot) => () => Promise<unknown>) => {
      const bot = new Bot(api.token, { client: { apiRoot: api.apiRoot } });
      let release = () => {};
      let started = false;
      bot.on("message", async () => {
        started = true;
        await new Promise<void>((r) => {
          release = r;
        });
      });
      const stop = start(bot);
      new TelegramUser(api, { id: 10, firstName: "R" }).send("hello");
      await vi.waitUntil(() => started, { timeout: ANSWER_WAIT_MS });
      // An interval, not a condition: bot.start() must be seen not to confirm the held update.
      await new Promise((r) => setTimeout(r, 100));
      const confirmed = api.pendingUpdates().length === 0;
      release();
      await stop();
      return confirmed;
    };
    expect(
      await confirmedWhileHandling((bot) => {
        const handle = run(bot);
        return () => handle.stop();
      }),
    ).toBe(true);
    expect(
      await confirmedWhileHandling((bot) => {
        void bot.start({ timeout: 1 });
        return () => bot.stop();
      }),
    ).toBe(false);
  });

  it("survives a malformed update and keeps memory flat without files and call records", async () => {
    const lean = await startBotApi({ keepFiles: false, recordCalls: false });
    const bot = new Bot(lean.token, { client: { apiRoot: lean.apiRoot } });
    const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000002000000010806000000", "hex");
    const t0 = Date.now();
    await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        await bot.api.sendMessage(1000 + i, `digest ${i}`);
        await bot.api.sendPhoto(1000 + i, new InputFile(png, "chart.png"));
      }),
    );
    expect(lean.calls).toHaveLength(0);
    expect(lean.botMessages(1000)[1]?.photo).toMatchObject({
      filename: "chart.png",
      size: png.length,
    });
    expect(lean.botMessages(1000)[1]?.photo?.bytes).toBeUndefined();
    expect(lean.sendRate(t0, Date.now() + 1)).toBeGreaterThan(0);
    expect(lean.sendTimes).toHaveLength(100);

    bot.catch(() => {});
    bot.on("message:text", (ctx) => ctx.reply(`echo ${ctx.message.text}`));
    const handle = run(bot);
    lean.injectUpdate({ message: { chat: "not a chat" } });
    lean.injectUpdate({ edited_message: null });
    const user = new TelegramUser(lean, { id: 11, firstName: "M" });
    user.send("still there?");
    expect((await user.next()).text).toBe("echo still there?");
    await handle.stop();
    await lean.close();
  });

  it("executes a method a webhook answers with (grammY's webhook reply)", async () => {
    const bot = new Bot(api.token, {
      client: { apiRoot: api.apiRoot, canUseWebhookReply: () => true },
    });
    bot.on("message:text", (ctx) => ctx.reply("via webhook reply"));
    const server = createServer(webhookCallback(bot, "http"));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    await bot.api.setWebhook(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const user = new TelegramUser(api, { id: 12, firstName: "W" });
    user.send("hi");
    expect((await user.next()).text).toBe("via webhook reply");
    await api.webhookIdle();
    expect(api.calls.filter((c) => c.method === "sendMessage")).toHaveLength(1);
    await new Promise((r) => server.close(r));
  });
});
