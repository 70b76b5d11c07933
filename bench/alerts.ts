/**
 * Conversion alerts: the network's postbacks received by one bot instance (embedded storage).
 *
 * 1. Throughput: GET /postback/<token> from 32 keep-alive connections, three turns of a few seconds, to 1,000
 *    publishers' tokens, every one a new conversion (each is read, looked up, answered, then
 *    deduplicated and filtered in the background: the publishers' minimum payout keeps them off
 *    Telegram, so only the receiving is measured). Beside it, a bare node:http server answering
 *    200 under the same load: the ceiling of this machine and Node.
 * 2. Receipt to send: one conversion at a time to publishers whose filters let it through, from
 *    the request leaving to sendMessage arriving at the Bot API stand-in.
 * 3. Known and unknown tokens: one request at a time, alternating a publisher's token and a token
 *    nobody has, each at first sight (a storage read); the answer times' medians side by side.
 *    The suite tests that both take the same path; how long each takes is this figure.
 *
 * The bot is the compiled app (bench/compiled-app.ts), loaded into this process as the update
 * benches load it; the load comes from this process too, for the bot and the bare server alike.
 * It calls no publisher API (the pushes read nothing from it), so no sandbox either.
 *
 *   npx tsx bench/alerts.ts          (BENCH_ALERTS_SECONDS=5 by default)
 */
import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Pool } from "undici";
import type { AlertSettings } from "../src/bot/features/alerts/settings.js";
import { startBotApi } from "../src/bot-api-stand-in/stand-in.js";
import { freePort } from "../src/local-servers/ports.js";
import { compiledApp } from "./compiled.js";
import { percentile, ratio, round, sleep } from "./stats.js";
import type { BenchRow } from "./types.js";

const SECONDS = Number(process.env.BENCH_ALERTS_SECONDS ?? 5);
const CONNECTIONS = 32;
const PUBLISHERS = 1000;
const SENDS = 60;
const TOKEN_PAIRS = 200;
const FIRST_ID = 400_000_000;

interface Load {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** Requests from `CONNECTIONS` loops for `seconds`; `path(i)` gives the i-th request's path. */
async function load(origin: string, seconds: number, path: () => string): Promise<Load> {
  const pool = new Pool(origin, { connections: CONNECTIONS, pipelining: 1 });
  const times: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      try {
        const answer = await pool.request({ method: "GET", path: path() });
        await answer.body.dump();
        if (answer.statusCode !== 200) errors++;
      } catch {
        errors++;
      }
      times.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const elapsed = (performance.now() - started) / 1000;
  await pool.close();
  return {
    perSecond: times.length / elapsed,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    errors,
  };
}

const TURNS = 3;

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}

function medianLoad(loads: Load[]): Load {
  return {
    perSecond: median(loads.map((l) => l.perSecond)),
    p50: median(loads.map((l) => l.p50)),
    p99: median(loads.map((l) => l.p99)),
    errors: loads.reduce((sum, l) => sum + l.errors, 0),
  };
}

async function bareServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/plain", "content-length": 2 }).end("OK");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function benchAlerts(): Promise<BenchRow[]> {
  const { startApp, loadConfig, Memos, alertRecords, defaultSettings, newToken, registerToken } =
    await compiledApp();
  const botApi = await startBotApi({ keepFiles: false, recordCalls: false });
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "pbot-bench-alerts-"));
  const app = await startApp(
    loadConfig({
      BOT_TOKEN: botApi.token,
      TELEGRAM_API_ROOT: botApi.apiRoot,
      PUBLISHER_API_URL: "http://127.0.0.1:9",
      STORAGE_URL: `sqlite://${join(dataDir, "bot.sqlite")}`,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      TELEGRAM_SEND_RATE: "25",
      LOG_LEVEL: "silent",
    }),
    { schedule: false },
  );
  const origin = `http://127.0.0.1:${port}`;
  try {
    // Publishers as /alerts on would leave them (no postback needed to receive).
    const tokens: string[] = [];
    const seed = async (userId: number, settings: AlertSettings) => {
      const { token, hash } = newToken();
      // Seeded before any postback: the app's memo of owners has nothing to forget yet.
      await registerToken({ storage: app.storage, memos: new Memos() }, hash, userId);
      await alertRecords(app.storage).set(userId, { ...settings, on: true, tokenHash: hash });
      return token;
    };
    const filtered = { ...defaultSettings("en"), minPayout: 1_000_000 };
    for (let i = 0; i < PUBLISHERS; i++) tokens.push(await seed(FIRST_ID + i, filtered));

    // The bare server and the bot in turns, medians of each: a passing load on a shared machine
    // swings a single run by a factor of three.
    const bare = await bareServer();
    const baselines: Load[] = [];
    const receipts: Load[] = [];
    let sent = 0;
    for (let turn = 0; turn < TURNS; turn++) {
      baselines.push(await load(bare.url, SECONDS, () => "/postback/x?cid=1&state=approved"));
      receipts.push(
        await load(origin, SECONDS, () => {
          const i = sent++;
          const token = tokens[i % PUBLISHERS];
          return `/postback/${token}?cid=c${i}&state=approved&amount=12.40&currency=EUR&oid=1203&offer=Norrland&goal=sale&sub=ch7`;
        }),
      );
    }
    await bare.close();
    const baseline = medianLoad(baselines);
    const received = medianLoad(receipts);
    // Let the background work (dedupe, filters) finish before timing sends.
    await sleep(200);

    // Receipt to send: one at a time, slower than the pacing, to publishers who get them.
    const arrived = new Map<number, number>();
    const off = botApi.onEvent((e) => {
      if (e.type === "send") arrived.set(e.chatId, performance.now());
    });
    const latencies: number[] = [];
    for (let i = 0; i < SENDS; i++) {
      const userId = FIRST_ID + PUBLISHERS + i;
      const token = await seed(userId, defaultSettings("en"));
      const started = performance.now();
      const answer = await fetch(
        `${origin}/postback/${token}?cid=s${i}&state=approved&amount=12.40&currency=EUR&oid=1203&offer=Norrland&goal=sale`,
      );
      await answer.arrayBuffer();
      for (let wait = 0; wait < 200 && !arrived.has(userId); wait++) await sleep(5);
      const at = arrived.get(userId);
      if (at !== undefined) latencies.push(at - started);
      await sleep(50);
    }
    off();

    // Known against unknown, alternating, each token seen for the first time.
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    const answerTime = async (token: string, into: number[], cid: string) => {
      const started = performance.now();
      const answer = await fetch(`${origin}/postback/${token}?cid=${cid}&state=approved&amount=1`);
      await answer.arrayBuffer();
      into.push(performance.now() - started);
    };
    for (let i = 0; i < TOKEN_PAIRS; i++) {
      const known = await seed(FIRST_ID + PUBLISHERS + SENDS + i, filtered);
      await answerTime(known, knownTimes, `k${i}`);
      await answerTime(newToken().token, unknownTimes, `u${i}`);
    }
    const note = `${CONNECTIONS} connections, ${TURNS} turns of ${SECONDS} s, medians, ${PUBLISHERS} publishers`;
    return [
      {
        name: "postbacks received",
        value: round(received.perSecond, 0),
        unit: "req/s",
        baseline: round(baseline.perSecond, 0),
        ratio: ratio(received.perSecond, baseline.perSecond),
        note: `${note}; baseline: bare node:http 200${received.errors ? `; ${received.errors} errors` : ""}`,
        headline: { label: `postbacks received, ${CONNECTIONS} connections`, aim: "≥ 0.45x" },
      },
      {
        name: "postback answer p50",
        value: round(received.p50),
        unit: "ms",
        baseline: round(baseline.p50),
        ratio: ratio(received.p50, baseline.p50),
      },
      {
        name: "postback answer p99",
        value: round(received.p99),
        unit: "ms",
        baseline: round(baseline.p99),
        ratio: ratio(received.p99, baseline.p99),
      },
      {
        name: "receipt to Telegram send p50",
        value: round(percentile(latencies, 50)),
        unit: "ms",
        note: `${latencies.length}/${SENDS} conversions, one at a time`,
      },
      {
        name: "receipt to Telegram send p99",
        value: round(percentile(latencies, 99)),
        unit: "ms",
      },
      {
        name: "postback answer p50, unknown token",
        value: round(percentile(unknownTimes, 50)),
        unit: "ms",
        baseline: round(percentile(knownTimes, 50)),
        ratio: ratio(percentile(unknownTimes, 50), percentile(knownTimes, 50)),
        note: `baseline: a known token; ${TOKEN_PAIRS} of each, alternating, one at a time, first sight`,
      },
    ];
  } finally {
    await app.stop();
    await botApi.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const rows = await benchAlerts();
  for (const row of rows) console.log(JSON.stringify(row));
}
