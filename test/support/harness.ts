/**
 * A whole bot under test: the sandbox API and the Bot API stand-in over real HTTP, the bot's real
 * polling loop and real storage (a fresh SQLite file unless a STORAGE_URL is given). `restart()`
 * stops the bot and starts a new one on the same storage, as a crash and restart would.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { type App, startApp } from "../../src/app.js";
import type { Feature } from "../../src/bot/core/feature.js";
import { type BotApiStandIn, startBotApi } from "../../src/bot-api-stand-in/stand-in.js";
import { TelegramUser, type TelegramUserOptions } from "../../src/bot-api-stand-in/user.js";
import { loadConfig } from "../../src/config.js";
import { type Sandbox, type SandboxPublisher, startSandbox } from "../../src/sandbox/index.js";
import { testNow } from "./clock.js";

export interface HarnessOptions {
  /** Extra environment for the bot (STORAGE_URL, cron settings, …). */
  env?: Record<string, string>;
  /** Share a sandbox between harnesses (multi-instance tests). */
  sandbox?: Sandbox;
  botApi?: BotApiStandIn;
  /** The bot's features (FEATURES unless a test adds or leaves out some). */
  features?: readonly Feature[];
  /** The time now for the bot and a sandbox of its own (the suites' clock unless a test stands at a given hour). */
  now?: () => Date;
}

export interface Harness {
  sandbox: Sandbox;
  botApi: BotApiStandIn;
  app: App;
  /** Everything the bot logged, as JSON lines. */
  logs: string[];
  /** The SQLite file of this bot (when not on Redis). */
  dataDir: string;
  user(options?: Partial<TelegramUserOptions>): TelegramUser;
  /** The first sandbox publisher's API key (Alice). */
  demoKey: string;
  /** A new bot on the same storage and settings (after `app.stop()`). */
  startApp(): Promise<App>;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

let nextUserId = 700_000;

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const now = options.now ?? testNow;
  const sandbox = options.sandbox ?? (await startSandbox({ now }));
  const botApi = options.botApi ?? (await startBotApi());
  const dataDir = mkdtempSync(join(tmpdir(), "pbot-test-"));
  const logs: string[] = [];
  const logDestination = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const config = loadConfig({
    BOT_TOKEN: botApi.token,
    TELEGRAM_API_ROOT: botApi.apiRoot,
    PUBLISHER_API_URL: sandbox.url,
    PUBLISHER_API_TIMEOUT_MS: "2000",
    STORAGE_URL: `sqlite://${join(dataDir, "bot.sqlite")}`,
    PORT: "0",
    LOG_LEVEL: "debug",
    ...options.env,
  });
  const start = () =>
    startApp(config, {
      logDestination,
      schedule: false,
      features: options.features,
      clock: now,
    });
  const harness: Harness = {
    sandbox,
    botApi,
    app: await start(),
    logs,
    dataDir,
    demoKey: sandbox.publishers[0]?.apiKey ?? "",
    user: (userOptions = {}) =>
      new TelegramUser(botApi, {
        id: nextUserId++,
        firstName: "Pat",
        languageCode: "en",
        ...userOptions,
      }),
    startApp: start,
    async restart() {
      await harness.app.stop();
      harness.app = await start();
    },
    async stop() {
      await harness.app.stop();
      if (!options.botApi) await botApi.close();
      if (!options.sandbox) await sandbox.close();
    },
  };
  return harness;
}

/** Connects a user with the given API key (Alice's by default) and skips client credentials. */
export async function connectUser(
  harness: Harness,
  user: TelegramUser,
  apiKey = harness.demoKey,
): Promise<void> {
  await user.send(`/connect ${apiKey}`);
  await user.waitFor(/Welcome|Добро|Bem-vindo/);
  await user.waitFor(/client ID|ID клиента|ID do cliente/);
  await user.press(/Skip|Пропустить|Pular/);
  await user.waitFor(/All set|Готово|Tudo pronto/);
}

/** Connects a user with a sandbox publisher's API key and client id/secret (Alice by default). */
export async function connectWithClaims(
  harness: Harness,
  user: TelegramUser,
  publisher: SandboxPublisher = harness.sandbox.publishers[0],
): Promise<void> {
  await user.send(`/connect ${publisher.apiKey}`);
  await user.waitFor(/Welcome|Добро|Bem-vindo/);
  await user.waitFor(/client ID|ID клиента|ID do cliente/);
  user.send(publisher.clientId);
  await user.waitFor(/client secret|секрет клиента|segredo do cliente/);
  user.send(publisher.clientSecret);
  await user.waitFor(/claims are enabled|заявки тоже|pedidos perdidos também/);
}

/** A new user of the given language, connected with the demo key (client credentials skipped). */
export async function connectedUser(harness: Harness, languageCode = "en"): Promise<TelegramUser> {
  const user = harness.user({ languageCode });
  await connectUser(harness, user);
  return user;
}
