import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { autoRetry } from "@grammyjs/auto-retry";
import { type RunnerHandle, run } from "@grammyjs/runner";
import { Bot, GrammyError, InlineKeyboard, InputFile, webhookCallback } from "grammy";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type BotApiStandIn, startBotApi } from "../../src/bot-api-stand-in/stand-in.js";
import { TelegramUser } from "../../src/bot-api-stand-in/user.js";

const TOKEN = "4242:stand-in-test";
// A 2x1 PNG (signature + IHDR is all the stand-in reads).
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000020000000108060000009a9c1f6b0000000d4944415478da63f8cf00040c0c00001f00048c1d5c6b0000000049454e44ae426082",
  "hex",
);

let api: BotApiStandIn;
let stops: (() => unknown)[] = [];

beforeEach(async () => {
  api = await startBotApi({ token: TOKEN });
});

afterEach(async () => {
  for (const stop of stops.reverse()) await stop();
  stops = [];
  await api.close();
});

function makeBot(): Bot {
  const bot = new Bot(TOKEN, { client: { apiRoot: api.apiRoot } });
  bot.catch((err) => {
    console.error("bot error", err.error);
  });
  return bot;
}

function polled(bot: Bot): Bot {
  const handle: RunnerHandle = run(bot);
  stops.push(() => handle.isRunning() && handle.stop());
  return bot;
}

function started(bot: Bot): Bot {
  void bot.start({ timeout: 1 });
  stops.push(() => bot.stop());
  return bot;
}

describe("Bot API stand-in with grammY", () => {
  it("round-trips /start and a button press that edits the message (runner)", async () => {
    const bot = makeBot();
    bot.command("start", (ctx) =>
      ctx.reply(`Hello, <b>${ctx.from?.first_name}</b> &amp; welcome`, {
        parse_mode: "HTML",
        reply_markup: new InlineKeyboard()
          .text("Connect", "connect")
          .url("Docs", "https://example.com/docs"),
      }),
    );
    bot.callbackQuery("connect", async (ctx) => {
      await ctx.answerCallbackQuery({ text: "Connecting…" });
      await ctx.editMessageText("Send your <code>API key</code>", { parse_mode: "HTML" });
    });
    polled(bot);
    const ann = new TelegramUser(api, { id: 501, firstName: "Ann", languageCode: "en" });

    ann.send("/start");
    const hello = await ann.next();
    expect(hello).toMatchObject({
      kind: "send",
      text: "Hello, Ann & welcome",
      buttons: [["Connect", "Docs"]],
    });
    expect(hello.html).toContain("<b>Ann</b>");
    expect(() => ann.press("Docs")).toThrow(/url button \(https:\/\/example.com\/docs\)/);
    expect(() => ann.press("Nope")).toThrow(/buttons: "Connect", "Docs"/);

    ann.press("Connect");
    const edited = await ann.next();
    expect(edited).toMatchObject({
      kind: "edit",
      messageId: hello.messageId,
      text: "Send your API key",
      buttons: [],
    });
    expect(ann.callbackAnswers).toEqual(["Connecting…"]);
    expect(api.chat(501).messages.get(hello.messageId)?.editCount).toBe(1);
  });

  it("works with bot.start() too, and setMyCommands per language is stored", async () => {
    const bot = makeBot();
    bot.command("help", (ctx) => ctx.reply(`help for ${ctx.from?.language_code}`));
    await bot.api.setMyCommands([{ command: "start", description: "Start" }]);
    await bot.api.setMyCommands([{ command: "start", description: "Начать" }], {
      language_code: "ru",
    });
    await expect(
      bot.api.setMyCommands([{ command: "Bad-Name", description: "x" }]),
    ).rejects.toThrow(/BOT_COMMAND_INVALID/);
    started(bot);
    const ivan = new TelegramUser(api, { id: 502, firstName: "Иван", languageCode: "ru" });
    ivan.send("/help");
    expect((await ivan.next()).text).toBe("help for ru");
    expect(api.commands()).toEqual([{ command: "start", description: "Start" }]);
    expect(api.commands("ru")).toEqual([{ command: "start", description: "Начать" }]);
    expect(await bot.api.getMyCommands({ language_code: "ru" })).toEqual(api.commands("ru"));
    expect(api.commands("pt")).toEqual([]);
  });

  it("receives sendPhoto and sendDocument uploads as multipart with bytes, name and type", async () => {
    const bot = makeBot();
    bot.command("chart", async (ctx) => {
      await ctx.replyWithPhoto(new InputFile(PNG, "daily chart.png"), {
        caption: "<i>Today</i>",
        parse_mode: "HTML",
      });
      await ctx.replyWithDocument(new InputFile(Buffer.from("a,b\n1,2\n"), "отчёт.csv"));
      await ctx.replyWithPhoto("https://example.com/p.png");
    });
    polled(bot);
    const u = new TelegramUser(api, { id: 503, firstName: "Pat" });
    u.send("/chart");
    const photo = await u.next();
    expect(photo).toMatchObject({ kind: "photo", text: "Today", html: "<i>Today</i>" });
    expect(photo.photo?.filename).toBe("daily chart.png");
    expect(Buffer.from(photo.photo?.bytes ?? []).equals(PNG)).toBe(true);
    expect(api.file(photo.photo?.fileId ?? "")).toMatchObject({ width: 2, height: 1 });
    const doc = await u.next();
    expect(doc.kind).toBe("document");
    expect(doc.document).toMatchObject({
      filename: "отчёт.csv",
      mimeType: "application/octet-stream",
      size: 8,
    });
    expect(Buffer.from(doc.document?.bytes ?? []).toString()).toBe("a,b\n1,2\n");
    expect((await u.next()).photo?.url).toBe("https://example.com/p.png");
    // Not a picture: Telegram cannot process it.
    await expect(
      bot.api.sendPhoto(503, new InputFile(Buffer.from("<svg/>"), "c.svg")),
    ).rejects.toThrow(/IMAGE_PROCESS_FAILED/);
  });

  it("answers 429 with retry_after, which auto-retry honours", async () => {
    const bot = makeBot();
    bot.api.config.use(autoRetry());
    api.failNext({ method: "sendMessage", chatId: 504, error_code: 429, retry_after: 1 });
    let sent: string | undefined;
    const sending = bot.api.sendMessage(504, "after the wait").then((message) => {
      sent = message.text;
    });
    // Not sent partway through retry_after (timers of one process fire in order), then sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent).toBeUndefined();
    await sending;
    expect(sent).toBe("after the wait");
    const tries = api.calls.filter((c) => c.method === "sendMessage");
    expect(tries.map((c) => [c.ok, c.errorCode])).toEqual([
      [false, 429],
      [true, undefined],
    ]);
  });

  it("answers Telegram's errors: blocked chat, too long, bad HTML, bad callback data, edits", async () => {
    const bot = makeBot();
    api.blockChat(505);
    const blocked = await bot.api.sendMessage(505, "hi").catch((e: unknown) => e);
    expect(blocked).toBeInstanceOf(GrammyError);
    expect(blocked).toMatchObject({
      error_code: 403,
      description: "Forbidden: bot was blocked by the user",
    });

    await expect(bot.api.sendMessage(506, "x".repeat(4097))).rejects.toThrow(/message is too long/);
    // 4096 characters after parsing are fine even when the HTML is longer.
    await bot.api.sendMessage(506, `<b>${"x".repeat(4096)}</b>`, { parse_mode: "HTML" });
    for (const bad of ["a < b", "<b>open", "<b>x</i>", "<br/>", "<span>x</span>"]) {
      await expect(bot.api.sendMessage(506, bad, { parse_mode: "HTML" })).rejects.toThrow(
        /can't parse entities/,
      );
    }
    await bot.api.sendMessage(
      506,
      "a &lt; b &amp; c > d & e &#8364; <a href='https://x.io/?a=1&amp;b=2'>x</a>",
      {
        parse_mode: "HTML",
      },
    );
    expect(api.botMessages(506).at(-1)?.text).toBe("a < b & c > d & e € x");
    const data = "x".repeat(65);
    await expect(
      bot.api.sendMessage(506, "k", { reply_markup: new InlineKeyboard().text("k", data) }),
    ).rejects.toThrow(/BUTTON_DATA_INVALID/);

    const m = await bot.api.sendMessage(506, "same", {
      reply_markup: new InlineKeyboard().text("a", "a"),
    });
    await expect(
      bot.api.editMessageText(506, m.message_id, "same", {
        reply_markup: new InlineKeyboard().text("a", "a"),
      }),
    ).rejects.toThrow(/message is not modified/);
    // Leaving reply_markup out removes the keyboard, so that is a change.
    await bot.api.editMessageText(506, m.message_id, "same");
    await bot.api.deleteMessage(506, m.message_id);
    await expect(bot.api.editMessageText(506, m.message_id, "new")).rejects.toThrow(
      /message to edit not found/,
    );
    await expect(bot.api.deleteMessage(506, m.message_id)).rejects.toThrow(
      /message to delete not found/,
    );

    // A photo has a caption, not a text: Telegram refuses to edit its text, and a text's caption.
    const photo = await bot.api.sendPhoto(506, new InputFile(PNG, "chart.png"), {
      caption: "chart",
      reply_markup: new InlineKeyboard().text("a", "a"),
    });
    const noText = await bot.api.editMessageText(506, photo.message_id, "new").catch((e) => e);
    expect(noText).toMatchObject({
      error_code: 400,
      description: "Bad Request: there is no text in the message to edit",
    });
    const text = await bot.api.sendMessage(506, "text");
    await expect(
      bot.api.editMessageCaption(506, text.message_id, { caption: "c" }),
    ).rejects.toThrow(/there is no caption in the message to edit/);
  });

  it("round-trips an inline query", async () => {
    const bot = makeBot();
    bot.on("inline_query", (ctx) =>
      ctx.answerInlineQuery(
        [
          {
            type: "article",
            id: `offer-${ctx.inlineQuery.query}`,
            title: "Shop",
            input_message_content: { message_text: "<b>Shop</b>", parse_mode: "HTML" },
          },
        ],
        { next_offset: "20", cache_time: 0, is_personal: true },
      ),
    );
    polled(bot);
    const u = new TelegramUser(api, { id: 507, firstName: "Ida" });
    const answer = await u.inline("shop");
    expect(answer.results).toHaveLength(1);
    expect(answer.results[0]).toMatchObject({ id: "offer-shop", title: "Shop" });
    expect(answer).toMatchObject({ next_offset: "20", cache_time: 0, is_personal: true });
  });

  it("delivers updates to a webhook with the secret header", async () => {
    const bot = makeBot();
    bot.command("start", (ctx) => ctx.reply("hooked"));
    bot.on("message:text", async (ctx) => {
      await ctx.deleteMessage();
      await ctx.reply("deleted your secret");
    });
    const secret = "s3cr3t_token";
    const seen: (string | undefined)[] = [];
    const handler = webhookCallback(bot, "http", { secretToken: secret });
    const server = createServer((req, res) => {
      seen.push(req.headers["x-telegram-bot-api-secret-token"] as string | undefined);
      void handler(req, res);
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    stops.push(() => new Promise((r) => server.close(r)));
    const { port } = server.address() as AddressInfo;
    await bot.api.setWebhook(`http://127.0.0.1:${port}/hook`, { secret_token: secret });
    expect(api.webhook).toMatchObject({
      url: `http://127.0.0.1:${port}/hook`,
      secret_token: secret,
    });
    await expect(bot.api.getUpdates()).rejects.toMatchObject({ error_code: 409 });

    const u = new TelegramUser(api, { id: 508, firstName: "Wes" });
    u.send("/start");
    expect((await u.next()).text).toBe("hooked");
    const secretId = u.send("my api key");
    expect((await u.next()).text).toBe("deleted your secret");
    expect(u.deleted(secretId)).toBe(true);
    expect(seen).toEqual([secret, secret]);
    expect((await bot.api.getWebhookInfo()).pending_update_count).toBe(0);
  });
});
