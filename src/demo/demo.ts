/**
 * The demo as one call: the sandbox API, the Bot API stand-in and the bot (embedded storage under
 * `dataDir`), then a chat in a terminal until /quit. `npm run demo` runs it once (main.ts); its
 * test runs it twice on one data directory, as a publisher trying it again would.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import pino from "pino";
import { startApp } from "../app.js";
import { signInitData } from "../bot/features/dashboard/init-data.js";
import { startBotApi } from "../bot-api-stand-in/stand-in.js";
import { TelegramUser } from "../bot-api-stand-in/user.js";
import { loadConfig } from "../config.js";
import { freePort } from "../local-servers/ports.js";
import { type SavedNetwork, startSandbox } from "../sandbox/index.js";
import { networkCommands } from "./network-commands.js";
import { sampleOrdersCommand } from "./sample-orders.js";
import { runTerminalChat, type TerminalIo } from "./terminal-chat.js";

export interface DemoOptions {
  /** The bot's storage and log, and the files it sends (default ./data-demo). */
  dataDir?: string;
  /** DEMO_KEEP=1: the last run's storage is kept instead of starting clean. */
  keep?: boolean;
  /** DEMO_LANG: the Telegram client language of the demo user (default en). */
  lang?: string;
  /** The terminal (default stdin and stdout). */
  io?: TerminalIo;
  /** Settings read like the bot's environment (PUBLIC_URL, LOG_LEVEL, …); default process.env. */
  env?: NodeJS.ProcessEnv;
}

export async function runDemo(options: DemoOptions = {}): Promise<void> {
  const dataDir = options.dataDir ?? "./data-demo";
  const env = options.env ?? process.env;
  const io = options.io ?? { input: process.stdin, output: process.stdout };
  const lang = options.lang ?? "en";
  const say = (text: string) => io.output.write(`${text}\n`);
  // Every run starts clean, the bot's storage and the network alike. DEMO_KEEP=1 keeps both: a bot
  // that remembers what it told about (claims, payouts, conversions) must meet the same network,
  // or a new one's repeated ids would pass for news already told, and no push would show.
  if (!options.keep) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });

  // The watch's clock: each ! command checks "an hour later"; the network's clock keeps up with
  // it, so the hours a check judges have their traffic.
  const watchClock = { ms: Date.now() };
  // A conversion now and then for publishers who switched /alerts on (their postback calls the bot).
  const sandbox = await startSandbox({
    conversionTrickleMs: 45_000,
    now: () => new Date(Math.max(Date.now(), watchClock.ms)),
  });
  const port = await freePort();
  const publicUrl = env.PUBLIC_URL ?? `http://127.0.0.1:${port}`;
  const kept = options.keep ? keptNetwork(dataDir, publicUrl) : undefined;
  if (kept) sandbox.control.restoreNetwork(kept.network);
  watchClock.ms = Math.max(Date.now(), kept?.watchClockMs ?? 0);
  const botApi = await startBotApi({ keepFiles: true });
  const app = await startApp(
    loadConfig({
      ...env,
      BOT_TOKEN: botApi.token,
      TELEGRAM_API_ROOT: botApi.apiRoot,
      PUBLISHER_API_URL: sandbox.url,
      STORAGE_URL: `sqlite://${dataDir}/bot.sqlite`,
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      // Claims move quickly in the demo so a status push can be seen.
      LOST_ORDER_POLL_CRON: env.LOST_ORDER_POLL_CRON ?? "* * * * *",
      LOG_LEVEL: env.LOG_LEVEL ?? "info",
      // Where a card's "Join" button leads; a real deployment names the network's own offer page.
      NETWORK_OFFER_URL: env.NETWORK_OFFER_URL ?? "https://publisher.example/offers/{id}",
    }),
    { logDestination: pino.destination({ dest: `${dataDir}/bot.log`, mkdir: true, sync: false }) },
  );
  try {
    const [alice, bruno] = sandbox.publishers;
    say(`
Publisher bot demo. The sandbox API runs at ${sandbox.url}; the bot's log is ${dataDir}/bot.log.
${options.keep ? "The last run's data and network are kept (DEMO_KEEP=1)." : "Started clean: DEMO_KEEP=1 npm run demo keeps this run's data and network for the next."}
Send /start, press Connect, and paste a demo key: ${alice?.apiKey} (Alice)
(client_id ${alice?.clientId}, client_secret ${alice?.clientSecret} enable claims)
A second account, for /accounts ➕: ${bruno?.apiKey} (Bruno; client_id ${bruno?.clientId}, client_secret ${bruno?.clientSecret})
Typed numbers are sent as text (1299, an order number 3, an offer id): press a button with #N,
@ID N (a button of message ID) or its own text. "@bot words" sends an inline query; the "!"
commands (listed below) make the network act, so the bot's pushes, alerts and /watch show up;
those /watch notices move the network's clock an hour ahead (its checks are hourly) and say so.
`);
    const user = new TelegramUser(botApi, { id: 424242, firstName: "Demo", languageCode: lang });
    // The dashboard as Telegram would open it for this user: init data signed with the bot's token.
    const initData = signInitData(
      { id: user.id, first_name: "Demo", language_code: lang },
      botApi.token,
      new Date(),
    );
    say(
      `The dashboard (once connected; valid for an hour), in a desktop browser:\nhttp://127.0.0.1:${port}/app/#${new URLSearchParams({ tgWebAppData: initData })}\n`,
    );
    // A channel and a group of the demo user's own, for /autopost: Telegram's chat picker offers
    // them, and what the bot posts there shows in the chat.
    const chats = [
      { type: "channel" as const, title: "Demo deals" },
      { type: "supergroup" as const, title: "Demo deals chat" },
    ].map(({ type, title }) => ({ id: botApi.createChat(type, title, user.from).id, title, type }));
    say(
      `/autopost: Telegram's chat picker offers your channel «${chats[0]?.title}» and group «${chats[1]?.title}»; their posts show here.\n`,
    );
    await runTerminalChat(botApi, user, io, {
      filesDir: dataDir,
      commands: [
        ...networkCommands(sandbox, app.jobs, () => new Date(), watchClock),
        sampleOrdersCommand(user, sandbox, dataDir),
      ],
      chats,
    });
  } finally {
    await app.stop();
    keepNetwork(dataDir, {
      publicUrl,
      network: sandbox.control.saveNetwork(),
      watchClockMs: watchClock.ms,
    });
    await botApi.close();
    await sandbox.close();
  }
}

/** The network as a run left it, beside the bot's storage, for a run with DEMO_KEEP=1. */
interface KeptNetwork {
  /** the bot's address in that run: its alerts postback points there */
  publicUrl: string;
  network: SavedNetwork;
  /** where the demo's watch clock stood (its checks are stored at that time) */
  watchClockMs: number;
}

const networkFile = (dataDir: string) => join(dataDir, "network.json");

function keepNetwork(dataDir: string, kept: KeptNetwork): void {
  writeFileSync(networkFile(dataDir), JSON.stringify(kept));
}

/** The last run's network, its postbacks to the bot moved to this run's address (a new port). */
function keptNetwork(dataDir: string, publicUrl: string): KeptNetwork | undefined {
  if (!existsSync(networkFile(dataDir))) return undefined;
  const kept = JSON.parse(readFileSync(networkFile(dataDir), "utf8")) as KeptNetwork;
  for (const publisher of kept.network.publishers) {
    for (const postback of publisher.postbacks) {
      if (postback.url.startsWith(`${kept.publicUrl}/`))
        postback.url = publicUrl + postback.url.slice(kept.publicUrl.length);
    }
  }
  return kept;
}
