import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type BotApiStandIn, startBotApi } from "../../src/bot-api-stand-in/stand-in.js";
import { TelegramUser } from "../../src/bot-api-stand-in/user.js";
import { freePort } from "../../src/local-servers/ports.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { type ChildBot, startChildBot } from "../support/child-bot.js";

let sandbox: Sandbox;
let botApi: BotApiStandIn;
const children: ChildBot[] = [];
let nextUser = 810_000;

beforeAll(async () => {
  sandbox = await startSandbox();
  botApi = await startBotApi();
});
afterEach(async () => {
  for (const child of children.splice(0)) await child.kill();
  sandbox.control.setDelay(0);
});
afterAll(async () => {
  await botApi?.close();
  await sandbox?.close();
});

function baseEnv(dataDir: string): Record<string, string> {
  return {
    BOT_TOKEN: botApi.token,
    TELEGRAM_API_ROOT: botApi.apiRoot,
    PUBLISHER_API_URL: sandbox.url,
    PUBLISHER_API_TIMEOUT_MS: "3000",
    STORAGE_URL: `sqlite://${join(dataDir, "bot.sqlite")}`,
    PORT: "0",
  };
}

async function child(env: Record<string, string>): Promise<ChildBot> {
  const started = await startChildBot(env);
  children.push(started);
  return started;
}

const user = () =>
  new TelegramUser(botApi, { id: nextUser++, firstName: "Pat", languageCode: "en" });

describe("the bot's process", () => {
  it("killed mid-wizard (SIGKILL), the wizard resumes in the next process", async () => {
    const env = baseEnv(mkdtempSync(join(tmpdir(), "pbot-kill-")));
    const first = await child(env);
    const pat = user();
    pat.send("/connect");
    await pat.waitFor(/API key/, { timeoutMs: 10_000 });
    // Its state is written as the update's handling ends, right after the question.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await first.kill();

    await child(env);
    pat.send(harnessKey());
    await pat.waitFor(/Welcome/, { timeoutMs: 10_000 });
    await pat.waitFor(/client ID|ID клиента|ID do cliente/);
    pat.press("Skip");
    await pat.waitFor(/All set/);
  });

  it("SIGTERM finishes the update in flight, answers it, and exits cleanly", async () => {
    const port = await freePort();
    const bot = await child({
      ...baseEnv(mkdtempSync(join(tmpdir(), "pbot-term-"))),
      BOT_MODE: "webhook",
      WEBHOOK_URL: `http://127.0.0.1:${port}/webhook`,
      WEBHOOK_SECRET: "term-secret",
      PORT: String(port),
    });
    const pat = user();
    sandbox.control.setDelay(1_000);
    const delivered = await botApi.deliverToWebhook({
      message: botApi.userMessage(pat.from, {
        text: `/connect ${harnessKey()}`,
        entities: [{ type: "bot_command", offset: 0, length: 8 }],
      }),
    });
    expect(delivered.status).toBe(200);
    const stopping = bot.stop();
    // The key check was still waiting on the API when the signal came: it is finished and answered.
    await pat.waitFor(/Welcome/, { timeoutMs: 10_000 });
    expect(await stopping).toBe(0);
    await expect(fetch(`${bot.url}/healthz`)).rejects.toThrow();
  });
});

function harnessKey(): string {
  return sandbox.publishers[0]?.apiKey ?? "";
}
