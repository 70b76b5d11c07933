/**
 * The full bot's answer to /help, captured once in process: the bare baseline bot sends the same
 * bytes (text, parse mode, keyboard), so the baseline prices the transport of the same answer and
 * the comparison prices only what the bot does around it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { UserFromGetMe } from "grammy/types";
import { createBot } from "../src/bot/create-bot.js";
import { FEATURES } from "../src/bot/features/index.js";
import { loadConfig } from "../src/config.js";
import { createLogger } from "../src/logger.js";
import { createPublisherApi } from "../src/publisher-api/index.js";
import { openStorage } from "../src/storage/index.js";

export interface Answer {
  text: string;
  other: Record<string, unknown>;
}

/** A Bot API that answers every call and keeps the body of the first sendMessage: the bytes sent. */
async function recordingBotApi(): Promise<{
  apiRoot: string;
  sent: Promise<string>;
  close(): void;
}> {
  let keep: (body: string) => void = () => undefined;
  const sent = new Promise<string>((resolve) => (keep = resolve));
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      if (req.url?.endsWith("/sendMessage")) keep(body);
      const result = { message_id: 1, date: 0, chat: { id: 5, type: "private" } };
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ ok: true, result }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { apiRoot: `http://127.0.0.1:${port}`, sent, close: () => server.close() };
}

export async function helpAnswer(botInfo: UserFromGetMe): Promise<Answer> {
  const dir = mkdtempSync(join(tmpdir(), "pbot-bench-help-"));
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
    };
    const { bot } = createBot(deps, { features: FEATURES, botInfo });
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
    const {
      chat_id: _chat,
      text,
      ...other
    } = JSON.parse(await telegram.sent) as {
      chat_id: number;
      text: string;
    };
    return { text, other };
  } finally {
    telegram.close();
    await storage.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
