/**
 * One owner per batch, with bots in processes of their own: File pressed twice, ▶
 * Resume pressed twice and the resume job on two instances on one Redis, all at once, file each
 * order once at the network's pace; a bot killed (SIGKILL) while the network holds its 17th POST
 * files that order once after a restart, whether the network had done the work (Redis) or not yet
 * (SQLite).
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
import type { RecordedCall } from "../../../src/sandbox/state.js";
import { type ChildBot, startChildBot } from "../../support/child-bot.js";
import { testNow } from "../../support/clock.js";
import { startTwoInstances } from "../../support/two-instances.js";
import { csvOf } from "./batch-files.js";
import { daysAgo } from "./support.js";

const CLAIMS = "/v2/lostOrders";
let nextUser = 860_000;

let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => redis?.stop());

const orderOf = (prefix: string, n: number) => `${prefix}-${String(n).padStart(4, "0")}`;

function orderNumberOf(call: RecordedCall): string {
  return (call.body as { lostOrder?: { order_number?: string } }).lostOrder?.order_number ?? "";
}

/** POSTs of claims of orders `prefix-…` that reached the sandbox, from the `from`th call on. */
function postsOf(sandbox: Sandbox, prefix: string, from = 0): RecordedCall[] {
  return sandbox.control.calls
    .slice(from)
    .filter(
      (call) =>
        call.method === "POST" &&
        call.path.includes(CLAIMS) &&
        orderNumberOf(call).startsWith(`${prefix}-`),
    );
}

/** The most calls in any one second (by their arrival). */
function mostInOneSecond(calls: readonly RecordedCall[]): number {
  const times = calls.map((call) => Date.parse(call.time)).sort((a, b) => a - b);
  let most = 0;
  for (let first = 0, last = 0; last < times.length; last++) {
    while ((times[last] ?? 0) - (times[first] ?? 0) >= 1000) first++;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

/** Alice's API client and her first joined offer, as the bot reads them. */
async function alice(sandbox: Sandbox) {
  const api = createPublisherApi({ baseUrl: sandbox.url });
  const client = api.forPublisher(sandbox.publishers[0]);
  const joined = await client.catalog.offers("all", { user_has_offer: true, limit: 1 });
  const offer = joined.items[0]?.id ?? 0;
  const channel = (await client.account.trafficChannels()).items[0]?.id ?? 0;
  return { api, client, offer, channel };
}

/** `count` rows of orders `prefix-0001`…, every one ready to file. */
function cleanRows(prefix: string, count: number, offer: number): string[][] {
  const rows = [["Order", "Date", "Sum", "Offer"]];
  for (let n = 1; n <= count; n++)
    rows.push([orderOf(prefix, n), daysAgo((n % 20) + 1), "10 usd", String(offer)]);
  return rows;
}

async function connectAlice(user: TelegramUser, sandbox: Sandbox): Promise<void> {
  const publisher = sandbox.publishers[0];
  user.send(`/connect ${publisher.apiKey}`);
  await user.waitFor(/client ID/, { timeoutMs: 15_000 });
  user.send(publisher.clientId);
  await user.waitFor(/client secret/);
  user.send(publisher.clientSecret);
  await user.waitFor(/claims are enabled/);
}

const isResult = (m: BotMessage) =>
  m.kind === "document" && /result/.test(m.document?.filename ?? "");

/** Runs the resume job, as the scheduler does every minute, until the result file comes. */
async function resumeUntilResult(bot: ChildBot, user: TelegramUser): Promise<BotMessage> {
  let result: BotMessage | undefined;
  const waiting = user.waitFor(isResult, { timeoutMs: 60_000 }).then((message) => {
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

function resultLines(result: BotMessage): string[] {
  return Buffer.from(result.document?.bytes ?? [])
    .toString("utf8")
    .replace(/^\uFEFF/u, "")
    .trim()
    .split("\r\n");
}

describe("one owner per batch", () => {
  it("File twice, ▶ Resume twice and the job on two instances at once: each order once, at most 10 POSTs a second, no 429 counted as not filed", async () => {
    const set = await startTwoInstances(() => startSandbox({ now: testNow }), {
      PUBLISHER_API_TIMEOUT_MS: "2000",
    });
    const network = await alice(set.sandbox);
    try {
      const user = new TelegramUser(set.botApi, {
        id: nextUser++,
        firstName: "Pat",
        languageCode: "en",
      });
      await connectAlice(user, set.sandbox);
      user.sendDocument("orders.csv", csvOf(cleanRows("ALL", 40, network.offer)));
      const summary = await user.waitFor(/40 rows: 40 ready/, { timeoutMs: 20_000 });
      // Meanwhile the first five are claimed by hand: refused, they pause the batch.
      for (const n of [1, 2, 3, 4, 5])
        await network.client.lostOrders.create({
          traffic_channel_id: network.channel,
          order_number: orderOf("ALL", n),
          order_date: daysAgo((n % 20) + 1),
          offer_id: String(network.offer),
          order_sum: "10",
          order_currency_id: 2,
          comment: "",
        });
      const from = set.sandbox.control.calls.length;
      user.press("📨 File 40", { messageId: summary.messageId });
      user.press("📨 File 40", { messageId: summary.messageId });
      const paused = await user.waitFor(/Paused after 5 failures in a row/, {
        timeoutMs: 30_000,
      });
      // The network's flood control answers 429 for a while as the batch goes on.
      set.sandbox.control.rateLimit({
        ms: 1_500,
        retryAfterSeconds: 1,
        path: CLAIMS,
        method: "POST",
      });
      user.press("▶ Resume", { messageId: paused.messageId });
      user.press("▶ Resume", { messageId: paused.messageId });
      const jobs = Promise.all(set.instances.map((bot) => bot.runJob("claim-batches", testNow())));
      const result = await user.waitFor(isResult, { timeoutMs: 90_000 });
      await jobs;

      const posts = postsOf(set.sandbox, "ALL", from);
      const created = posts.filter((call) => call.status === 201).map(orderNumberOf);
      const expected = Array.from({ length: 35 }, (_, i) => orderOf("ALL", i + 6));
      expect([...created].sort()).toEqual(expected);
      expect(posts.filter((call) => call.status === 429).length).toBeGreaterThan(0);
      expect(mostInOneSecond(posts)).toBeLessThanOrEqual(10);
      const lines = resultLines(result);
      expect(lines.filter((line) => line.endsWith(",filed"))).toHaveLength(35);
      const notFiled = lines.filter((line) => line.includes(",not filed: "));
      expect(notFiled).toHaveLength(5);
      for (const line of notFiled) expect(line).toContain("already claimed");
    } finally {
      await network.api.close();
      await set.stop();
    }
  }, 150_000);

  /**
   * The sandbox holds the bot's 17th POST for a while: "after" its work (the claim is made, its
   * answer late), or "before" it (nothing made yet). The bot is killed meanwhile and started
   * again; the order is filed once, and so is every other.
   */
  async function killWhileHeld(
    when: "before" | "after",
    storageEnv: Record<string, string>,
  ): Promise<void> {
    const sandbox = await startSandbox({ now: testNow });
    const botApi = await startBotApi();
    const network = await alice(sandbox);
    const env = {
      BOT_TOKEN: botApi.token,
      TELEGRAM_API_ROOT: botApi.apiRoot,
      PUBLISHER_API_URL: sandbox.url,
      PUBLISHER_API_TIMEOUT_MS: "2000",
      PORT: "0",
      ...storageEnv,
    };
    const prefix = when === "after" ? "HA" : "HB";
    const children: ChildBot[] = [];
    try {
      children.push(await startChildBot(env));
      const user = new TelegramUser(botApi, {
        id: nextUser++,
        firstName: "Pat",
        languageCode: "en",
      });
      await connectAlice(user, sandbox);
      user.sendDocument("orders.csv", csvOf(cleanRows(prefix, 40, network.offer)));
      const summary = await user.waitFor(/40 rows: 40 ready/, { timeoutMs: 20_000 });
      sandbox.control.delayNext({ skip: 16, ms: 8_000, when, path: CLAIMS, method: "POST" });
      user.press("📨 File 40", { messageId: summary.messageId });
      const held = orderOf(prefix, 17);
      const heldCall = () => postsOf(sandbox, prefix).find((call) => orderNumberOf(call) === held);
      // "after": killed once the claim is made and its answer held; "before": once it arrived.
      await vi.waitUntil(
        () => {
          const call = heldCall();
          return call !== undefined && (when === "before" || call.status === 201);
        },
        { timeout: 30_000, interval: 5 },
      );
      await children[0]?.kill();
      const second = await startChildBot(env);
      children.push(second);
      const result = await resumeUntilResult(second, user);
      // The held request has ended one way or the other before the network is counted.
      await vi.waitUntil(() => heldCall()?.status !== undefined, { timeout: 30_000, interval: 10 });

      const claims = await network.client.lostOrders.list({ order_number: [held], perpage: 10 });
      expect(claims).toHaveLength(1);
      const created = postsOf(sandbox, prefix)
        .filter((call) => call.status === 201)
        .map(orderNumberOf);
      expect(created).toHaveLength(40);
      expect(new Set(created).size).toBe(40);
      if (when === "after")
        expect(postsOf(sandbox, prefix).filter((c) => orderNumberOf(c) === held)).toHaveLength(1);
      expect(resultLines(result).filter((line) => line.endsWith(",filed"))).toHaveLength(40);
    } finally {
      for (const child of children) await child.kill();
      await network.api.close();
      await botApi.close();
      await sandbox.close();
    }
  }

  it("a SIGKILL while the network holds the 17th POST after making it (Redis): after a restart that order is filed once, not sent again", async () => {
    await killWhileHeld("after", {
      STORAGE_URL: redis.url,
      SECRET_KEY: randomBytes(32).toString("base64"),
    });
  }, 120_000);

  it("a SIGKILL while the network holds the 17th POST before making it (SQLite): after a restart that order is filed once", async () => {
    await killWhileHeld("before", {
      STORAGE_URL: `sqlite://${join(mkdtempSync(join(tmpdir(), "pbot-held-")), "bot.sqlite")}`,
    });
  }, 120_000);
});
