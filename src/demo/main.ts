/**
 * `npm run demo`: the whole bot without Telegram or an account. Starts the sandbox API, the Bot
 * API stand-in and the bot (embedded storage under ./data-demo), then a chat in this terminal.
 */
import { mkdirSync, rmSync } from "node:fs";
import pino from "pino";
import { startApp } from "../app.js";
import { signInitData } from "../bot/features/dashboard/init-data.js";
import { startBotApi } from "../bot-api-stand-in/stand-in.js";
import { TelegramUser } from "../bot-api-stand-in/user.js";
import { loadConfig } from "../config.js";
import { freePort } from "../local-servers/ports.js";
import { startSandbox } from "../sandbox/index.js";
import { networkCommands } from "./network-commands.js";
import { runTerminalChat } from "./terminal-chat.js";

const DATA_DIR = "./data-demo";
// The sandbox is new on every run: the bot's memory of the last one (its marks of pushes already
// sent, a postback address of a closed port) would hide this run's pushes. DEMO_KEEP=1 keeps it.
const keep = process.env.DEMO_KEEP === "1";
if (!keep) rmSync(DATA_DIR, { recursive: true, force: true });
mkdirSync(DATA_DIR, { recursive: true });

// A conversion now and then for publishers who switched /alerts on (their postback calls the bot).
const sandbox = await startSandbox({ conversionTrickleMs: 45_000 });
const port = await freePort();
const botApi = await startBotApi({ keepFiles: true });
const app = await startApp(
  loadConfig({
    ...process.env,
    BOT_TOKEN: botApi.token,
    TELEGRAM_API_ROOT: botApi.apiRoot,
    PUBLISHER_API_URL: sandbox.url,
    STORAGE_URL: `sqlite://${DATA_DIR}/bot.sqlite`,
    PORT: String(port),
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`,
    // Claims move quickly in the demo so a status push can be seen.
    LOST_ORDER_POLL_CRON: process.env.LOST_ORDER_POLL_CRON ?? "* * * * *",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
    // Where a card's "Join" button leads; a real deployment names the network's own offer page.
    NETWORK_OFFER_URL: process.env.NETWORK_OFFER_URL ?? "https://publisher.example/offers/{id}",
  }),
  { logDestination: pino.destination({ dest: `${DATA_DIR}/bot.log`, mkdir: true, sync: false }) },
);

const [alice] = sandbox.publishers;

console.log(`
Publisher bot demo. The sandbox API runs at ${sandbox.url}; the bot's log is ${DATA_DIR}/bot.log.
${keep ? "The last run's data is kept (DEMO_KEEP=1)." : "Started clean: DEMO_KEEP=1 npm run demo keeps this run's data for the next."}
Send /start, press Connect, and paste the demo key: ${alice?.apiKey}
(client_id ${alice?.clientId}, client_secret ${alice?.clientSecret} enable claims)
Typed numbers are sent as text (1299, an order number 3, an offer id): press a button with #N or
its own text. "@bot words" sends an inline query; "!claim", "!pause", "!nolinks", "!pay", "!payout"
and "!paid" make the network act (listed below), so the bot's pushes and /watch show up.
`);

const user = new TelegramUser(botApi, {
  id: 424242,
  firstName: "Demo",
  languageCode: process.env.DEMO_LANG ?? "en",
});
// The dashboard as Telegram would open it for this user: init data signed with the bot's token.
const initData = signInitData(
  { id: user.id, first_name: "Demo", language_code: process.env.DEMO_LANG ?? "en" },
  botApi.token,
  new Date(),
);
console.log(
  `The dashboard (once connected; valid for an hour), in a desktop browser:\nhttp://127.0.0.1:${port}/app/#${new URLSearchParams({ tgWebAppData: initData })}\n`,
);
// A channel and a group of the demo user's own, for /autopost: Telegram's chat picker offers them,
// and what the bot posts there shows in the chat.
const chats = [
  { type: "channel" as const, title: "Demo deals" },
  { type: "supergroup" as const, title: "Demo deals chat" },
].map(({ type, title }) => ({ id: botApi.createChat(type, title, user.from).id, title, type }));
console.log(
  `/autopost: Telegram's chat picker offers your channel «${chats[0]?.title}» and group «${chats[1]?.title}»; their posts show here.\n`,
);
await runTerminalChat(botApi, user, undefined, {
  filesDir: DATA_DIR,
  commands: networkCommands(sandbox, app.jobs),
  chats,
});
await app.stop();
await botApi.close();
await sandbox.close();
process.exit(0);
