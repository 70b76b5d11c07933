/**
 * The full bot's answer to /help, captured once in process: the bare baseline bot sends the same
 * bytes (text, parse mode, keyboard), so the baseline prices the transport of the same answer and
 * the comparison prices only what the bot does around it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Transformer } from "grammy";
import type { UserFromGetMe } from "grammy/types";
import { createBot } from "../src/bot/core/create-bot.js";
import { FEATURES } from "../src/bot/features/index.js";
import { loadConfig } from "../src/config.js";
import { createLogger } from "../src/logger.js";
import { createPublisherApi } from "../src/publisher-api/index.js";
import { openStorage } from "../src/storage/index.js";

export interface Answer {
  text: string;
  other: Record<string, unknown>;
}

export async function helpAnswer(botInfo: UserFromGetMe): Promise<Answer> {
  const dir = mkdtempSync(join(tmpdir(), "pbot-bench-help-"));
  const config = loadConfig({
    BOT_TOKEN: "1:bench",
    PUBLISHER_API_URL: "http://127.0.0.1:9",
    STORAGE_URL: `sqlite://${join(dir, "bot.sqlite")}`,
    SECRET_KEY: Buffer.alloc(32, 7).toString("base64"),
    LOG_LEVEL: "warn",
  });
  const storage = await openStorage(config);
  let answer: Answer | undefined;
  const capture: Transformer = async (_previous, method, payload) => {
    if (method === "sendMessage") {
      const { chat_id: _chat, text, ...other } = payload as { chat_id: number; text: string };
      answer = { text, other };
    }
    return {
      ok: true,
      result: { message_id: 1, date: 0, chat: { id: 5, type: "private" } } as never,
    };
  };
  try {
    const deps = {
      config,
      logger: createLogger("warn"),
      storage,
      api: createPublisherApi({ baseUrl: config.publisherApiUrl }),
    };
    const { bot } = createBot(deps, { features: FEATURES, botInfo });
    bot.api.config.use(capture);
    await bot.handleUpdate({
      update_id: 1,
      message: {
        message_id: 1,
        date: 0,
        chat: { id: 5, type: "private", first_name: "U" },
        from: { id: 5, is_bot: false, first_name: "U", language_code: "en" },
        text: "/help",
        entities: [{ type: "bot_command", offset: 0, length: 5 }],
      },
    });
  } finally {
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  }
  if (!answer) throw new Error("the bot did not answer /help");
  return answer;
}
