/**
 * The full bot's answers to what the update benches send (/help, /disconnect, a /language button),
 * captured once in process: the bare baseline bot sends the same bytes (text, parse mode,
 * keyboard), so the baseline prices the transport of the same answer and the comparison prices
 * only what the bot does around it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Update, UserFromGetMe } from "grammy/types";
import { createBot } from "../src/bot/create-bot.js";
import { FEATURES } from "../src/bot/features/index.js";
import { Speeches } from "../src/bot/speech/speech.js";
import { loadConfig } from "../src/config.js";
import { createLogger } from "../src/logger.js";
import { createPublisherApi } from "../src/publisher-api/index.js";
import { openStorage } from "../src/storage/index.js";

export interface Answer {
  text: string;
  other: Record<string, unknown>;
}

/** The full bot's answers, by what was sent. */
export interface FullAnswers {
  help: Answer;
  disconnect: Answer;
  /** to a press of /language's English button */
  press: Answer;
}

/** A Bot API that answers every call and keeps the bodies of sendMessage: the bytes sent. */
async function recordingBotApi(): Promise<{
  apiRoot: string;
  sent: string[];
  close(): void;
}> {
  const sent: string[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (req.url?.endsWith("/sendMessage")) sent.push(body);
      const result = { message_id: 1, date: 0, chat: { id: 5, type: "private" } };
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ ok: true, result }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { apiRoot: `http://127.0.0.1:${port}`, sent, close: () => server.close() };
}

const from = { id: 5, is_bot: false, first_name: "U", language_code: "en" };
const chat = { id: 5, type: "private" as const, first_name: "U" };

function command(text: string): Omit<Update, "update_id"> {
  const entities = [{ type: "bot_command" as const, offset: 0, length: text.length }];
  return { message: { message_id: 1, date: 0, chat, from, text, entities } };
}

export async function fullAnswers(botInfo: UserFromGetMe, pressData: string): Promise<FullAnswers> {
  const dir = mkdtempSync(join(tmpdir(), "pbot-bench-answers-"));
  const telegram = await recordingBotApi();
  const config = loadConfig({
    BOT_TOKEN: "1:bench",
    TELEGRAM_API_ROOT: telegram.apiRoot,
    PUBLISHER_API_URL: "http://127.0.0.1:9",
    STORAGE_URL: `sqlite://${join(dir, "bot.sqlite")}`,
    SECRET_KEY: Buffer.alloc(32, 7).toString("base64"),
    LOG_LEVEL: "warn",
  });
  const storage = await openStorage(config);
  try {
    const deps = {
      config,
      logger: createLogger("warn"),
      storage,
      api: createPublisherApi({ baseUrl: config.publisherApiUrl }),
      speeches: new Speeches(),
    };
    const { bot } = createBot(deps, { features: FEATURES, botInfo });
    const press: Omit<Update, "update_id"> = {
      callback_query: {
        id: "1",
        from,
        chat_instance: "5",
        data: pressData,
        // A live message (it shows the button, and a date: date 0 is an inaccessible one).
        message: {
          message_id: 1,
          date: 1,
          chat,
          text: "Choose",
          reply_markup: { inline_keyboard: [[{ text: "English", callback_data: pressData }]] },
        },
      },
    };
    const answers: Answer[] = [];
    for (const [id, update] of [command("/help"), command("/disconnect"), press].entries()) {
      const before = telegram.sent.length;
      await bot.handleUpdate({ update_id: id + 1, ...update } as Update);
      const body = telegram.sent[before];
      if (body === undefined) throw new Error(`the full bot sent no message to update ${id + 1}`);
      const {
        chat_id: _chat,
        text,
        ...other
      } = JSON.parse(body) as { chat_id: number; text: string };
      answers.push({ text, other });
    }
    const [help, disconnect, pressed] = answers as [Answer, Answer, Answer];
    return { help, disconnect, press: pressed };
  } finally {
    telegram.close();
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
