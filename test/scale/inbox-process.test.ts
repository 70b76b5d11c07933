import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { EDIT_EVERY_MS } from "../../src/bot/features/alerts/push.js";
import { type BotApiStandIn, startBotApi } from "../../src/bot-api-stand-in/stand-in.js";
import { TelegramUser } from "../../src/bot-api-stand-in/user.js";
import { freePort } from "../../src/local-servers/ports.js";
import { createPublisherApi } from "../../src/publisher-api/index.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { settle } from "../features/alerts/support.js";
import { type ChildBot, startChildBot } from "../support/child-bot.js";

/**
 * Killed at the wrong moment (SIGKILL right after the bot acknowledged a webhook update or a
 * postback): after the restart the update is handled once and the alert arrives once. Real
 * processes, a real SQLite file.
 */
let sandbox: Sandbox;
let botApi: BotApiStandIn;
const children: ChildBot[] = [];
let nextUser = 860_000;

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

async function webhookEnv(): Promise<Record<string, string>> {
  const port = await freePort();
  return {
    BOT_TOKEN: botApi.token,
    TELEGRAM_API_ROOT: botApi.apiRoot,
    PUBLISHER_API_URL: sandbox.url,
    PUBLISHER_API_TIMEOUT_MS: "5000",
    STORAGE_URL: `sqlite://${join(mkdtempSync(join(tmpdir(), "pbot-inbox-kill-")), "bot.sqlite")}`,
    BOT_MODE: "webhook",
    WEBHOOK_URL: `http://127.0.0.1:${port}/webhook`,
    WEBHOOK_SECRET: "inbox-secret",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
  };
}

async function child(env: Record<string, string>): Promise<ChildBot> {
  const started = await startChildBot(env);
  children.push(started);
  return started;
}

const user = () =>
  new TelegramUser(botApi, { id: nextUser++, firstName: "Pat", languageCode: "en" });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const count = (pat: TelegramUser, pattern: RegExp) =>
  botApi.botMessages(pat.id).filter((m) => pattern.test(m.text ?? "")).length;

/** A new user of Alice's with alerts on for all offers (through the webhook); their postback. */
async function alertsOn() {
  const pat = user();
  const alice = sandbox.publishers[0];
  if (!alice) throw new Error("the sandbox has publishers");
  const say = async (text: string) =>
    botApi.deliverToWebhook({
      message: botApi.userMessage(pat.from, {
        text,
        ...(text.startsWith("/") && {
          entities: [{ type: "bot_command", offset: 0, length: text.split(" ")[0]?.length ?? 0 }],
        }),
      }),
    });
  await say(`/connect ${alice.apiKey}`);
  await pat.waitFor(/client ID|ID клиента|ID do cliente/, { timeoutMs: 10_000 });
  await say("/alerts");
  await pat.waitFor(/Conversion alerts/);
  pat.press("🔔 On for all offers");
  await pat.waitFor(/Alerts are on/);
  const api = createPublisherApi({ baseUrl: sandbox.url });
  const { items } = await api.forPublisher({ apiKey: alice.apiKey }).tools.postbacks({});
  await api.close();
  const postback = items.find((p) => p.name === `Telegram alerts · ${pat.id}`);
  if (!postback) throw new Error("alerts made a postback");
  return { pat, alice, postback };
}

describe("killed right after an acknowledgement", () => {
  it("a webhook update acknowledged and not yet handled is handled once after the restart", async () => {
    const env = await webhookEnv();
    const first = await child(env);
    const pat = user();
    // The key check waits on the API: the update is acknowledged, its handling under way.
    sandbox.control.setDelay(3_000);
    const delivered = await botApi.deliverToWebhook({
      message: botApi.userMessage(pat.from, {
        text: `/connect ${sandbox.publishers[0]?.apiKey}`,
        entities: [{ type: "bot_command", offset: 0, length: 8 }],
      }),
    });
    expect(delivered.status).toBe(200);
    await first.kill();
    sandbox.control.setDelay(0);
    expect(count(pat, /Welcome/)).toBe(0);

    await child(env);
    await pat.waitFor(/Welcome/, { timeoutMs: 15_000 });
    // Asserts nothing happens: no second one arrives in that time.
    await pause(1_000);
    expect(count(pat, /Welcome/)).toBe(1);
  }, 40_000);

  it("a postback acknowledged and not yet pushed arrives once after the restart", async () => {
    const env = await webhookEnv();
    const first = await child(env);
    const { pat, alice, postback } = await alertsOn();

    // Telegram refuses the bot's sends for a moment: the alert is kept, not pushed yet.
    botApi.failNext({ method: "sendMessage", chatId: pat.id, error_code: 502, forMs: 1_000 });
    const fired = sandbox.control.fireConversion(alice.id, {
      status: "approved",
      payout: "7.70",
      repeats: 0,
    });
    const [delivery] = (await fired.done).filter((d) => d.postbackId === postback.id);
    expect(delivery?.statuses).toEqual([200]);
    await first.kill();
    expect(count(pat, /\+\$7\.70/)).toBe(0);

    await child(env);
    // The restart hands the kept conversion out again; even one whose send was cut mid-way.
    await pat.waitFor(/\+\$7\.70/, { timeoutMs: 20_000 });
    // Asserts nothing happens: no second one arrives in that time.
    await pause(1_500);
    expect(count(pat, /\+\$7\.70/)).toBe(1);
  }, 60_000);

  it("a burst of postbacks acknowledged together arrives whole after the restart, each once", async () => {
    const env = await webhookEnv();
    const first = await child(env);
    const { pat, alice, postback } = await alertsOn();

    // Telegram is down: every conversion is kept, none pushed. Their entries, the clicks' and
    // the done marks' writes take turns on the database, in batches.
    const down = 5_000;
    const downSince = Date.now();
    botApi.failNext({ method: "sendMessage", chatId: pat.id, error_code: 502, forMs: down });
    const burst = 40;
    const fired = await Promise.all(
      Array.from(
        { length: burst },
        () =>
          sandbox.control.fireConversion(alice.id, {
            status: "approved",
            payout: "1.00",
            repeats: 0,
          }).done,
      ),
    );
    const answers = fired.flatMap((deliveries) =>
      deliveries.filter((d) => d.postbackId === postback.id).flatMap((d) => d.statuses),
    );
    expect(answers).toEqual(Array.from({ length: burst }, () => 200));
    await first.kill();
    expect(count(pat, /\+\$1\.00/)).toBe(0);
    await pause(Math.max(0, downSince + down - Date.now()));

    await child(env);
    // Two alerts, then one message for the burst, edited as the rest come: it ends at all the
    // others (the two told alone are not counted again).
    await pat.waitFor(
      new RegExp(`^⚡ ${burst - 2} more conversions in the last minute, \\+\\$${burst - 2}\\.00`),
      {
        timeoutMs: 30_000,
      },
    );
    const later = await settle(pat, EDIT_EVERY_MS + 1_000);
    const counts = [...botApi.botMessages(pat.id), ...later]
      .map((m) => /^⚡ (\d+) more conversions/.exec(m.text ?? "")?.[1])
      .filter((n) => n !== undefined)
      .map(Number);
    expect(Math.max(...counts)).toBe(burst - 2);
    expect(count(pat, /^💰 \+\$1\.00/)).toBe(2);
  }, 90_000);

  it("killed while its claim's POST had reached the network, the restart files no second claim", async () => {
    const env = await webhookEnv();
    const first = await child(env);
    const pat = user();
    const alice = sandbox.publishers[0];
    if (!alice) throw new Error("the sandbox has publishers");
    pat.send(`/connect ${alice.apiKey}`);
    await pat.waitFor(/client ID|ID клиента|ID do cliente/, { timeoutMs: 10_000 });
    pat.send(alice.clientId);
    await pat.waitFor(/client secret|секрет клиента|segredo do cliente/);
    pat.send(alice.clientSecret);
    await pat.waitFor(/claims are enabled/);
    pat.send("/claim");
    const offers = await pat.waitFor(/Which offer/);
    pat.press(offers.buttons[0]?.[0] ?? "");
    await pat.waitFor(/traffic channel/);
    pat.press("Instagram @alice.finds");
    await pat.waitFor(/order number/);
    const orderNumber = `KILL-${pat.id}`;
    pat.send(orderNumber);
    await pat.waitFor(/When was/);
    pat.press("Yesterday");
    await pat.waitFor(/order amount/);
    pat.send("25");
    await pat.waitFor(/currency/);
    pat.press("EUR");
    await pat.waitFor(/comment/);
    pat.press("Skip");
    await pat.waitFor(/Your claim/);

    // The network files the claim and answers late: the bot dies before the answer.
    sandbox.control.setAnswerDelay(3_000);
    const posted = () =>
      sandbox.control.calls.filter(
        (c) => c.method === "POST" && c.path.endsWith("/lostOrders") && c.status === 201,
      ).length;
    const before = posted();
    pat.press("📨 Send");
    await vi.waitUntil(() => posted() > before, { timeout: 5_000, interval: 50 });
    expect(posted()).toBe(before + 1);
    await first.kill();
    sandbox.control.setAnswerDelay(0);

    await child(env);
    const filed = await pat.waitFor(/Claim #\d+ is filed/, { timeoutMs: 15_000 });
    const api = createPublisherApi({ baseUrl: sandbox.url });
    const claims = await api.forPublisher(alice).lostOrders.list({ order_number: orderNumber });
    await api.close();
    expect(claims).toHaveLength(1);
    expect(filed.text).toContain(`Claim #${claims[0]?.id} is filed`);
    expect(posted()).toBe(before + 1);
  }, 60_000);
});
