import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { run } from "@grammyjs/runner";
import { Bot, InlineKeyboard, InputFile, Keyboard } from "grammy";
import { expect, it, vi } from "vitest";
import { startBotApi } from "../../src/bot-api-stand-in/stand-in.js";
import { ANSWER_WAIT_MS, TelegramUser } from "../../src/bot-api-stand-in/user.js";
import { htmlToTerminal, runTerminalChat } from "../../src/demo/terminal-chat.js";

it("renders Telegram HTML for a terminal", () => {
  expect(
    htmlToTerminal(
      "<b>5</b> &lt;offers&gt; <code>x&amp;y</code> <a href='https://a.io'>site</a>",
      false,
    ),
  ).toBe("5 <offers> x&y site (https://a.io)");
  expect(htmlToTerminal("<b>bold</b>", true)).toBe("\x1b[1mbold\x1b[22m");
});

it("lets a person chat, press buttons by #N or their text, and see files, edits and deletions", async () => {
  const api = await startBotApi();
  const bot = new Bot(api.token, { client: { apiRoot: api.apiRoot } });
  bot.command("start", (ctx) =>
    ctx.reply("<b>Hi</b> &amp; welcome", {
      parse_mode: "HTML",
      reply_markup: new InlineKeyboard().text("Chart", "chart").url("Site", "https://example.com"),
    }),
  );
  bot.callbackQuery("chart", async (ctx) => {
    await ctx.answerCallbackQuery("Drawing…");
    await ctx.editMessageText("Here it is", {
      reply_markup: new InlineKeyboard().text("Again", "chart"),
    });
    await ctx.replyWithDocument(new InputFile(Buffer.from("a,b\n"), "stats.csv"));
  });
  bot.hears(/^\d+$/, (ctx) => ctx.reply(`the number ${ctx.message?.text}`));
  bot.on("message:text", (ctx) => ctx.deleteMessage());
  bot.on("inline_query", (ctx) =>
    ctx.answerInlineQuery([
      {
        type: "article",
        id: "1",
        title: `Offers for ${ctx.inlineQuery.query}`,
        description: "3 found",
        input_message_content: { message_text: "x" },
      },
    ]),
  );
  const handle = run(bot);
  const user = new TelegramUser(api, { id: 77, firstName: "Demo" });
  const input = new PassThrough();
  const output = new PassThrough();
  let printed = "";
  output.on("data", (c: Buffer) => {
    printed += c.toString();
  });
  const filesDir = mkdtempSync(join(tmpdir(), "chat-demo-"));
  const moved: string[] = [];
  const commands = [
    {
      name: "claim",
      args: "ID STATUS",
      help: "moves a claim.",
      run: async ([id, status]: string[]) => {
        moved.push(`${id} ${status}`);
        return `(moved ${id})`;
      },
    },
  ];
  const done = runTerminalChat(api, user, { input, output }, { filesDir, commands });
  const until = async (re: RegExp) => {
    await vi.waitFor(() => expect(printed).toMatch(re), { timeout: ANSWER_WAIT_MS });
  };

  // It says how to press buttons, send an inline query and move a claim.
  await until(/numbers are sent as text/);
  expect(printed).toContain("#N (its number in brackets, on any message shown)");
  expect(printed).toContain("@ID N or @ID text presses a button of the message with that id");
  expect(printed).toContain("@bot words: an inline query");
  expect(printed).toContain("!claim ID STATUS");

  input.write("/start\n");
  await until(/\[#1\] Chart {2}\[#2\] Site/);
  expect(printed).toMatch(/bot \[@\d+\]: Hi & welcome/);
  // A typed number is a message (it pressed button 1 before), #N presses.
  input.write("1\n");
  await until(/bot \[@\d+\]: the number 1/);
  expect(user.callbackAnswers).toEqual([]);
  input.write("#2\n");
  await until(/opens https:\/\/example.com/);
  input.write("Chart\n");
  await until(/saved to/);
  expect(printed).toContain("[notice] Drawing…");
  expect(printed).toMatch(/bot \[@\d+\] \(edited\): Here it is/);
  expect(printed).toMatch(/\[document: 4 B stats.csv saved to .*stats.csv\]/);
  const saved = /saved to (\S+)\]/.exec(printed)?.[1] ?? "";
  expect(existsSync(saved) && readFileSync(saved, "utf8")).toBe("a,b\n");
  input.write("#7\n");
  await until(/no button #7 on the messages shown/);
  input.write("my secret\n");
  await until(/the bot deleted your message/);

  input.write("@bot red shoes\n");
  await until(/inline results for "red shoes":\n {2}1\. Offers for red shoes — 3 found/);
  input.write("!claim 5001 accepted\n");
  await until(/\(moved 5001\)/);
  expect(moved).toEqual(["5001 accepted"]);
  input.write("!nothing 1\n");
  await until(/\(no command !nothing; there are !claim\)/);
  input.write("/quit\n");
  await done;
  await handle.stop();
  await api.close();
});

it("presses buttons of older messages by their own numbers, picks a demo channel, shows its posts", async () => {
  const api = await startBotApi();
  const bot = new Bot(api.token, { client: { apiRoot: api.apiRoot } });
  bot.command("menu", (ctx) =>
    ctx.reply("Menu", {
      reply_markup: new InlineKeyboard().text("First", "first").copyText("📋 CODE1", "CODE1"),
    }),
  );
  bot.command("more", (ctx) =>
    ctx.reply("More", { reply_markup: new InlineKeyboard().text("Second", "second") }),
  );
  bot.callbackQuery(/^(first|second)$/, (ctx) => ctx.reply(`pressed ${ctx.match[1]}`));
  bot.command("channel", (ctx) =>
    ctx.reply("Pick your channel", {
      reply_markup: new Keyboard()
        .requestChat("📣 Choose a channel", 1, {
          chat_is_channel: true,
          bot_administrator_rights: { can_post_messages: true } as never,
        })
        .resized(),
    }),
  );
  bot.on("message:chat_shared", async (ctx) => {
    await ctx.api.sendMessage(ctx.message.chat_shared.chat_id, "New coupon: CODE1");
    await ctx.reply("posted");
  });
  const handle = run(bot);
  const user = new TelegramUser(api, { id: 78, firstName: "Demo" });
  const channel = api.createChat("channel", "Demo deals", user.from);
  const input = new PassThrough();
  const output = new PassThrough();
  let printed = "";
  output.on("data", (c: Buffer) => {
    printed += c.toString();
  });
  const chats = [{ id: channel.id, title: "Demo deals", type: "channel" as const }];
  const done = runTerminalChat(api, user, { input, output }, { chats });
  const until = async (re: RegExp) => {
    await vi.waitFor(() => expect(printed).toMatch(re), { timeout: ANSWER_WAIT_MS });
  };
  input.write("/menu\n");
  await until(/\[#1\] First {2}\[#2\] 📋 CODE1/);
  input.write("/more\n");
  await until(/\[#3\] Second/);
  // #1 is on the older message: it still presses.
  input.write("#1\n");
  await until(/pressed first/);
  input.write("#2\n");
  await until(/copied to the clipboard: CODE1/);
  // By the message's own id, its Nth button or the one with that text.
  const menuId = /bot \[@(\d+)\]: Menu/.exec(printed)?.[1];
  const moreId = /bot \[@(\d+)\]: More/.exec(printed)?.[1];
  expect(menuId).toBeDefined();
  input.write(`@${moreId} 1\n`);
  await until(/pressed second/);
  input.write(`@${menuId} First\n`);
  await until(/pressed first[\s\S]*pressed first/);
  input.write(`@${menuId} 2\n`);
  await until(/copied to the clipboard: CODE1[\s\S]*copied to the clipboard: CODE1/);
  input.write(`@${menuId} 3\n`);
  await until(new RegExp(`message @${menuId} has no button 3`));
  input.write("@999 1\n");
  await until(/no buttons on message @999/);
  input.write("/channel\n");
  await until(/\[#4\] 📣 Choose a channel \(Telegram's chat picker: picks «Demo deals»\)/);
  input.write("#4\n");
  await until(/picked «Demo deals»/);
  await until(/«Demo deals» \(the bot posted\): New coupon: CODE1/);
  // The handler's last send answered before the stand-in closes (else a reset lands in the next test).
  await until(/bot \[@\d+\]: posted/);
  input.write("/quit\n");
  await done;
  await handle.stop();
  await api.close();
});

it("a button's text typed presses the newest button with that text on any message shown", async () => {
  // With an alert and a newer keyboard in between, "➕ Add a channel or group" was sent
  // as a message (a search for those words) instead of pressing the button above.
  const api = await startBotApi();
  const bot = new Bot(api.token, { client: { apiRoot: api.apiRoot } });
  let menus = 0;
  bot.command("menu", (ctx) => {
    menus += 1;
    return ctx.reply(`Menu ${menus}`, {
      reply_markup: new InlineKeyboard().text("➕ Add a channel or group", `add-${menus}`),
    });
  });
  bot.command("more", (ctx) =>
    ctx.reply("More", { reply_markup: new InlineKeyboard().text("Why?", "why") }),
  );
  bot.callbackQuery("why", (ctx) => ctx.answerCallbackQuery({ text: "Because", show_alert: true }));
  bot.callbackQuery(/^add-(\d+)$/, (ctx) => ctx.reply(`adding from menu ${ctx.match[1]}`));
  bot.on("message:text", (ctx) => ctx.reply(`searched for ${ctx.message.text}`));
  const handle = run(bot);
  const user = new TelegramUser(api, { id: 79, firstName: "Demo" });
  const input = new PassThrough();
  const output = new PassThrough();
  let printed = "";
  output.on("data", (c: Buffer) => {
    printed += c.toString();
  });
  const done = runTerminalChat(api, user, { input, output });
  const until = async (re: RegExp) => {
    await vi.waitFor(() => expect(printed).toMatch(re), { timeout: ANSWER_WAIT_MS });
  };
  input.write("/menu\n");
  await until(/Menu 1/);
  input.write("/menu\n");
  await until(/Menu 2/);
  input.write("/more\n");
  await until(/\[#3\] Why\?/);
  input.write("Why?\n");
  await until(/\[alert\] Because/);
  input.write("➕ Add a channel or group\n");
  await until(/adding from menu 2/);
  expect(printed).not.toContain("searched for");
  input.write("/quit\n");
  await done;
  await handle.stop();
  await api.close();
});
