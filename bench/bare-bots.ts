/**
 * Baselines for the update benches. `bareHandleUpdate`: grammY's own floor, `handleUpdate` on a bot
 * with no middleware, one update after another. `bareReplyBot`: a grammY bot whose only handlers
 * answer /help, /disconnect and a /language button with the full bot's own answers
 * (full-answers.ts), over the same stand-in and transport: what the transport of those answers
 * alone costs.
 */
import { createServer } from "node:http";
import { run } from "@grammyjs/runner";
import { Bot, webhookCallback } from "grammy";
import type { Update, UserFromGetMe } from "grammy/types";
import { languageButton } from "../src/bot/features/language/keyboards.js";
import type { BotApiStandIn } from "../src/bot-api-stand-in/stand-in.js";
import { freePort } from "../src/local-servers/ports.js";
import { type FullAnswers, fullAnswers } from "./full-answers.js";
import { type Loop, type Target, viaPolling, viaWebhook } from "./load.js";
import { percentile } from "./stats.js";

const BARE_UPDATES = 20_000;

const BOT_INFO: UserFromGetMe = {
  id: 1,
  is_bot: true,
  first_name: "Bench",
  username: "bench_bot",
  can_join_groups: true,
  can_read_all_group_messages: false,
  supports_inline_queries: false,
  can_connect_to_business: false,
  has_main_web_app: false,
  has_topics_enabled: false,
  allows_users_to_create_topics: false,
  can_manage_bots: false,
  supports_join_request_queries: false,
};

function helpMessage(id: number): Update {
  return {
    update_id: id,
    message: {
      message_id: id,
      date: 0,
      chat: { id: 5, type: "private", first_name: "U" },
      from: { id: 5, is_bot: false, first_name: "U" },
      text: "/help",
      entities: [{ type: "bot_command", offset: 0, length: 5 }],
    },
  };
}

export async function bareHandleUpdate(): Promise<Loop> {
  const bot = new Bot("1:bench", { botInfo: BOT_INFO });
  for (let i = 0; i < 1000; i++) await bot.handleUpdate(helpMessage(i));
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < BARE_UPDATES; i++) {
    const t = performance.now();
    await bot.handleUpdate(helpMessage(i));
    latencies.push(performance.now() - t);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    perSecond: BARE_UPDATES / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

let answers: FullAnswers | undefined;

export async function bareReplyBot(
  botApi: BotApiStandIn,
  mode: "polling" | "webhook",
): Promise<Target> {
  const bot = new Bot(botApi.token, { botInfo: BOT_INFO, client: { apiRoot: botApi.apiRoot } });
  answers ??= await fullAnswers(BOT_INFO, languageButton.pack({ language: "en" }));
  const { help, disconnect, press } = answers;
  bot.command("help", (ctx) => ctx.reply(help.text, help.other));
  bot.command("disconnect", (ctx) => ctx.reply(disconnect.text, disconnect.other));
  // A language button: the press answered, then the full bot's answer to it.
  bot.on("callback_query:data", async (ctx) => {
    await ctx.answerCallbackQuery();
    await ctx.reply(press.text, press.other);
  });
  if (mode === "polling") {
    await bot.api.deleteWebhook();
    const runner = run(bot);
    return { deliver: viaPolling(botApi), stop: () => runner.stop() };
  }
  const port = await freePort();
  const server = createServer(webhookCallback(bot, "http", { secretToken: "bare" }));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const webhook = viaWebhook(port, "bare");
  return {
    deliver: webhook.deliver,
    async stop() {
      await webhook.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
