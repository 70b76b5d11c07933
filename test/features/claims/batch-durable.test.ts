/**
 * A batch of claims is filed once whatever happens: a bot killed (SIGKILL) at claim 17
 * and started again files the other 18 and none twice, on SQLite and on Redis; two instances on
 * one Redis, both filing the same batch at once, file each order once.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startBotApi } from "../../../src/bot-api-stand-in/stand-in.js";
import { type BotMessage, TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { startRedis, type TestRedis } from "../../../src/local-servers/redis.js";
import { createPublisherApi } from "../../../src/publisher-api/index.js";
import { type Sandbox, startSandbox } from "../../../src/sandbox/index.js";
import { type ChildBot, startChildBot } from "../../support/child-bot.js";
import { testNow } from "../../support/clock.js";
import { startTwoInstances } from "../../support/two-instances.js";
import { CLAIMED_ROWS, claimBeforehand, csvOf, reportRows } from "./batch-files.js";

/** How long a claim's filing is waited for: the bot files at its pace, in a process of its own. */
const WAIT = { timeout: 30_000, interval: 10 };

let nextUser = 830_000;

/** Connects `user` as Alice with her client pair (the sandbox's first publisher). */
async function connectAlice(user: TelegramUser, sandbox: Sandbox): Promise<void> {
  const alice = sandbox.publishers[0];
  user.send(`/connect ${alice.apiKey}`);
  await user.waitFor(/client ID/, { timeoutMs: 15_000 });
  user.send(alice.clientId);
  await user.waitFor(/client secret/);
  user.send(alice.clientSecret);
  await user.waitFor(/claims are enabled/);
}

/** Order numbers of `prefix` the bot POSTed to the sandbox, in order (the two claimed beforehand left out). */
function posts(sandbox: Sandbox, prefix: string): string[] {
  return sandbox.control.calls
    .filter((call) => call.method === "POST" && call.path.includes("/v2/lostOrders"))
    .map(
      (call) =>
        (call.body as { lostOrder?: { order_number?: string } }).lostOrder?.order_number ?? "",
    )
    .filter((n) => n.startsWith(`${prefix}-`))
    .slice(CLAIMED_ROWS.length);
}

/** Waits until `test` holds: a condition looked at every 10 ms, not a duration. */
/** Sends the 40-row report and presses File; the number of ready rows (35). */
async function sendAndFile(user: TelegramUser, sandbox: Sandbox, prefix: string): Promise<number> {
  const offers = await prepareAlice(sandbox, prefix);
  user.sendDocument("orders.csv", csvOf(reportRows(prefix, offers, "en")));
  const summary = await user.waitFor(/40 rows/, { timeoutMs: 20_000 });
  const ready = Number(/(\d+) ready/.exec(summary.text)?.[1]);
  user.press(`📨 File ${ready}`);
  return ready;
}

/**
 * Alice's first two joined offers, read from the sandbox as the bot reads them; rows 3 and 5 of
 * the report are claimed beforehand, so 35 rows are ready as in the issue.
 */
async function prepareAlice(
  sandbox: Sandbox,
  prefix: string,
): Promise<{ id: number; name: string }[]> {
  const api = createPublisherApi({ baseUrl: sandbox.url });
  const alice = sandbox.publishers[0];
  try {
    const client = api.forPublisher(alice);
    const joined = await client.catalog.offers("all", { user_has_offer: true, limit: 2 });
    const offers = joined.items.map((offer) => ({ id: offer.id, name: offer.name.trim() }));
    const rows = reportRows(prefix, offers, "en");
    await claimBeforehand(client, offers, rows);
    return offers;
  } finally {
    await api.close();
  }
}

/**
 * Runs the resume job, as the scheduler does every minute, until the batch's result file comes:
 * on Redis the killed bot's lease on the batch holds until it runs out, and the job leaves a batch
 * it cannot take to its holder.
 */
async function resumeUntilResult(bot: ChildBot, user: TelegramUser): Promise<BotMessage> {
  let result: BotMessage | undefined;
  const waiting = user
    .waitFor((m) => m.kind === "document" && /result/.test(m.document?.filename ?? ""), {
      timeoutMs: 60_000,
    })
    .then((message) => {
      result = message;
      return message;
    });
  waiting.catch(() => undefined);
  await vi.waitUntil(
    async () => {
      if (!result) await bot.runJob("claim-batches", testNow());
      return result !== undefined;
    },
    { timeout: 60_000, interval: 250 },
  );
  return waiting;
}

async function killAtSeventeen(storageEnv: () => Promise<Record<string, string>>) {
  const sandbox = await startSandbox({ now: testNow });
  const botApi = await startBotApi();
  const env = {
    BOT_TOKEN: botApi.token,
    TELEGRAM_API_ROOT: botApi.apiRoot,
    PUBLISHER_API_URL: sandbox.url,
    PUBLISHER_API_TIMEOUT_MS: "2000",
    PORT: "0",
    ...(await storageEnv()),
  };
  const children: ChildBot[] = [];
  try {
    children.push(await startChildBot(env));
    const user = new TelegramUser(botApi, { id: nextUser++, firstName: "Pat", languageCode: "en" });
    await connectAlice(user, sandbox);
    const ready = await sendAndFile(user, sandbox, "K");
    await vi.waitUntil(() => posts(sandbox, "K").length >= 17, WAIT);
    await children[0]?.kill();
    const before = posts(sandbox, "K").length;
    const second = await startChildBot(env);
    children.push(second);
    const result = await resumeUntilResult(second, user);
    const filed = posts(sandbox, "K");
    expect(ready).toBe(35);
    expect(before).toBeGreaterThanOrEqual(17);
    expect(filed).toHaveLength(35);
    expect(35 - before).toBeLessThanOrEqual(18);
    expect(new Set(filed).size).toBe(35);
    const text = Buffer.from(result.document?.bytes ?? []).toString("utf8");
    expect(text.split("\r\n").filter((line) => line.endsWith(",filed"))).toHaveLength(35);
  } finally {
    for (const child of children) await child.kill();
    await botApi.close();
    await sandbox.close();
  }
}

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => redis?.stop());

describe("a batch survives", () => {
  it("a SIGKILL at claim 17 on SQLite: the restarted bot files the rest, none twice", async () => {
    await killAtSeventeen(async () => ({
      STORAGE_URL: `sqlite://${join(mkdtempSync(join(tmpdir(), "pbot-batch-")), "bot.sqlite")}`,
    }));
  }, 90_000);

  it("a SIGKILL at claim 17 on Redis: the restarted bot files the rest, none twice", async () => {
    await killAtSeventeen(async () => ({
      STORAGE_URL: redis.url,
      SECRET_KEY: randomBytes(32).toString("base64"),
    }));
  }, 90_000);

  it("two instances on Redis filing the same batch at once file each order once", async () => {
    const set = await startTwoInstances(() => startSandbox({ now: testNow }), {
      PUBLISHER_API_TIMEOUT_MS: "2000",
    });
    try {
      const user = new TelegramUser(set.botApi, {
        id: nextUser++,
        firstName: "Pat",
        languageCode: "en",
      });
      await connectAlice(user, set.sandbox);
      const ready = await sendAndFile(user, set.sandbox, "TWO");
      await vi.waitUntil(() => posts(set.sandbox, "TWO").length >= 3, WAIT);
      await Promise.all(set.instances.map((bot) => bot.runJob("claim-batches", testNow())));
      await user.waitFor(
        (m) => m.kind === "document" && /result/.test(m.document?.filename ?? ""),
        { timeoutMs: 30_000 },
      );
      const filed = posts(set.sandbox, "TWO");
      expect(filed).toHaveLength(ready);
      expect(new Set(filed).size).toBe(ready);
    } finally {
      await set.stop();
    }
  }, 90_000);
});
