/**
 * Updates per second and p50/p99 latency of a cached command (/help: no API call, but the real
 * storage reads for the language and wizard state) through the whole stack: the Bot API stand-in
 * over HTTP, the runner (polling) or POST /webhook, the bot, its reply back to the stand-in.
 * Baselines: grammY's bare `handleUpdate` with no middleware (the baseline), and a bare
 * grammY bot answering /help over the same transport (what the HTTP round trips cost alone).
 *
 *   npx tsx bench/updates.ts
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { pathToFileURL } from "node:url";
import { languageButton } from "../src/bot/features/language/keyboards.js";
import { type BotApiStandIn, startBotApi } from "../src/bot-api-stand-in/stand-in.js";
import { freePort } from "../src/local-servers/ports.js";
import { startRedis } from "../src/local-servers/redis.js";
import { bareHandleUpdate, bareReplyBot } from "./bare-bots.js";
import { compiledApp } from "./compiled.js";
import {
  type Action,
  type Loop,
  measure,
  ROUNDS,
  SOLO_ROUNDS,
  type Target,
  USERS,
  viaPolling,
  viaWebhook,
} from "./load.js";
import { ratio, round } from "./stats.js";
import type { BenchRow } from "./types.js";

type Mode = "polling" | "webhook";
type Measured = { solo: Loop; loaded: Loop };

/**
 * The whole bot as the image runs it (compiled), on a fresh SQLite file or the given Redis. /help
 * calls no API, so no sandbox: its generated data would weigh on this process's garbage
 * collector, which the baseline bots do not carry.
 */
async function fullBot(botApi: BotApiStandIn, mode: Mode, redisUrl?: string): Promise<Target> {
  const { startApp, loadConfig } = await compiledApp();
  const dir = mkdtempSync(join(tmpdir(), "pbot-bench-"));
  const port = await freePort();
  const secret = "bench-secret";
  const app = await startApp(
    loadConfig({
      BOT_TOKEN: botApi.token,
      TELEGRAM_API_ROOT: botApi.apiRoot,
      PUBLISHER_API_URL: "http://127.0.0.1:9",
      STORAGE_URL: redisUrl ?? `sqlite://${join(dir, "bot.sqlite")}`,
      SECRET_KEY: Buffer.alloc(32, 7).toString("base64"),
      BOT_MODE: mode,
      PORT: String(port),
      ...(mode === "webhook"
        ? { WEBHOOK_URL: `http://127.0.0.1:${port}/webhook`, WEBHOOK_SECRET: secret }
        : {}),
      LOG_LEVEL: "warn",
    }),
    { logDestination: new Writable({ write: (_c, _e, done) => done() }), schedule: false },
  );
  const webhook = mode === "webhook" ? viaWebhook(port, secret) : undefined;
  return {
    deliver: webhook?.deliver ?? viaPolling(botApi),
    async stop() {
      await webhook?.close();
      await app.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh stand-in per run, so one run's chats do not weigh on the next. */
async function run(
  mode: Mode,
  target: (botApi: BotApiStandIn, mode: Mode) => Promise<Target>,
  action?: Action,
) {
  const botApi = await startBotApi({ recordCalls: false, keepFiles: false });
  try {
    return await measure(botApi, await target(botApi, mode), action);
  } finally {
    await botApi.close();
  }
}

/** How the table names a set-up ("polling + SQLite"). */
interface Setup {
  mode: string;
  label: string;
}

function rows(setup: Setup, full: Measured, bare: Loop, transport: Measured): BenchRow[] {
  const { mode, label } = setup;
  const latency = (name: string, value: number, base: number, note?: string): BenchRow => ({
    name: `${mode}: /help latency ${name}`,
    value: round(value),
    unit: "ms",
    baseline: round(base, 4),
    ratio: ratio(value, base),
    ...(note ? { note } : {}),
  });
  return [
    {
      name: `${mode}: /help updates per second`,
      value: round(full.loaded.perSecond, 0),
      unit: "upd/s",
      baseline: round(bare.perSecond, 0),
      ratio: ratio(full.loaded.perSecond, bare.perSecond, 5),
      note: `${USERS} users at once x ${ROUNDS} /help each; baseline: bare handleUpdate`,
    },
    latency("p50", full.solo.p50, bare.p50, `one user, ${SOLO_ROUNDS} in a row`),
    latency("p99", full.solo.p99, bare.p99),
    latency("p50 under load", full.loaded.p50, bare.p50, `${USERS} users at once`),
    latency("p99 under load", full.loaded.p99, bare.p99),
    {
      name: `${mode}: /help updates per second vs bare grammY bot, same transport`,
      value: round(full.loaded.perSecond, 0),
      unit: "upd/s",
      baseline: round(transport.loaded.perSecond, 0),
      ratio: ratio(full.loaded.perSecond, transport.loaded.perSecond),
      note: `baseline: a grammY bot whose only handler sends the full bot's own /help answer; medians of ${REPEATS} runs taken in turns`,
      headline: { label: `${label}, /help, ${USERS} users, upd/s`, aim: "≥ 0.7x" },
    },
    {
      name: `${mode}: /help latency p50 vs bare grammY bot, same transport`,
      value: round(full.solo.p50),
      unit: "ms",
      baseline: round(transport.solo.p50),
      ratio: ratio(full.solo.p50, transport.solo.p50),
      note: `one user, ${SOLO_ROUNDS} in a row; the difference: ${round(full.solo.p50 - transport.solo.p50)} ms`,
      headline: {
        label: `${label}, a reply's p50, one user`,
        aim: mode === "polling" ? "≤ 1.3x" : "≤ bare + 1 ms",
      },
    },
  ];
}

/**
 * Runs of one set-up and its baseline, taken in turns: the bare bots swing by ±30% from run to
 * run on a shared machine, and interleaved medians keep a passing load out of the ratio. Five,
 * not three: a median of three still let one slow run of either side swing a reply's p50 by a
 * fifth between two runs of the same code.
 */
const REPEATS = 5;

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}

function medianLoop(loops: Loop[]): Loop {
  return {
    perSecond: median(loops.map((l) => l.perSecond)),
    p50: median(loops.map((l) => l.p50)),
    p99: median(loops.map((l) => l.p99)),
  };
}

async function inTurns(...measures: (() => Promise<Measured>)[]): Promise<Measured[]> {
  const runs = measures.map(() => [] as Measured[]);
  for (let i = 0; i < REPEATS; i++) {
    for (const [k, measure] of measures.entries()) runs[k]?.push(await measure());
  }
  return runs.map((list) => ({
    solo: medianLoop(list.map((m) => m.solo)),
    loaded: medianLoop(list.map((m) => m.loaded)),
  }));
}

export async function benchUpdates(): Promise<BenchRow[]> {
  const bare = await bareHandleUpdate();
  const out: BenchRow[] = [];
  const redis = await startRedis().catch(() => undefined);
  try {
    const [full, transport] = await inTurns(
      () => run("polling", fullBot),
      () => run("polling", bareReplyBot),
    );
    if (full && transport) {
      const setup = { mode: "polling", label: "polling + SQLite" };
      out.push(...rows(setup, full, bare, transport));
    }
    // A command late in FEATURES (a not-connected user's /disconnect): not flattered by /help
    // sitting in the first feature.
    const disconnect = { command: "/disconnect" };
    const [late, lateTransport] = await inTurns(
      () => run("polling", fullBot, disconnect),
      () => run("polling", bareReplyBot, disconnect),
    );
    if (late && lateTransport) {
      out.push({
        name: "polling: /disconnect (late in FEATURES) updates per second vs bare grammY bot",
        value: round(late.loaded.perSecond, 0),
        unit: "upd/s",
        baseline: round(lateTransport.loaded.perSecond, 0),
        ratio: ratio(late.loaded.perSecond, lateTransport.loaded.perSecond),
        note: `${USERS} users at once; baseline: a grammY bot sending the full bot's own /disconnect answer`,
        headline: { label: `polling + SQLite, /disconnect, ${USERS} users, upd/s`, aim: "≥ 0.7x" },
      });
    }
    // A button press (/language's English): a callback's kind goes to the feature that answers it.
    const press = { press: languageButton.pack({ language: "en" }) };
    const [pressed, pressTransport] = await inTurns(
      () => run("polling", fullBot, press),
      () => run("polling", bareReplyBot, press),
    );
    if (pressed && pressTransport) {
      out.push({
        name: "polling: a button press (/language's) updates per second vs bare grammY bot",
        value: round(pressed.loaded.perSecond, 0),
        unit: "upd/s",
        baseline: round(pressTransport.loaded.perSecond, 0),
        ratio: ratio(pressed.loaded.perSecond, pressTransport.loaded.perSecond),
        note: `${USERS} users at once; the full bot also saves the language; baseline: a grammY bot answering the press and sending the full bot's own answer, byte for byte`,
        headline: {
          label: `polling + SQLite, a button press, ${USERS} users, upd/s`,
          aim: "≥ 0.7x",
        },
      });
    }
    // Webhook on SQLite and, the scale-out set-up, on Redis (per-chat lock, Redis round trips).
    const [webhook, webhookTransport, onRedis] = await inTurns(
      () => run("webhook", fullBot),
      () => run("webhook", bareReplyBot),
      ...(redis ? [() => run("webhook", (botApi, mode) => fullBot(botApi, mode, redis.url))] : []),
    );
    if (webhook && webhookTransport) {
      const setup = { mode: "webhook", label: "webhook + SQLite" };
      out.push(...rows(setup, webhook, bare, webhookTransport));
    }
    if (onRedis && webhookTransport) {
      const setup = { mode: "webhook on Redis", label: "webhook + Redis" };
      out.push(...rows(setup, onRedis, bare, webhookTransport));
    }
  } finally {
    await redis?.stop();
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const row of await benchUpdates()) console.log(JSON.stringify(row));
}
