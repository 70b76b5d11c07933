import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Update } from "grammy/types";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ANSWER_WAIT_MS } from "../../src/bot-api-stand-in/user.js";
import { Inbox } from "../../src/inbox/index.js";
import { type Sql, SqliteQueue } from "../../src/inbox/sqlite-queue.js";
import { freePort } from "../../src/local-servers/ports.js";
import { createLogger } from "../../src/logger.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { startServer } from "../../src/server/index.js";
import { openSqlite } from "../../src/storage/sqlite-store.js";
import { testNow } from "../support/clock.js";
import { connectUser, type Harness, startHarness } from "../support/harness.js";

const SECRET = "webhook-secret_42";
let harness: Harness | undefined;
afterEach(async () => {
  await harness?.stop();
  harness = undefined;
});

async function webhookHarness(
  sandbox?: Sandbox,
  env: Record<string, string> = {},
): Promise<Harness> {
  const port = await freePort();
  return startHarness({
    ...(sandbox ? { sandbox } : {}),
    env: {
      ...env,
      BOT_MODE: "webhook",
      WEBHOOK_URL: `http://127.0.0.1:${port}/webhook`,
      WEBHOOK_SECRET: SECRET,
      PORT: String(port),
    },
  });
}

const base = (h: Harness) => `http://127.0.0.1:${h.app.port}`;

function post(h: Harness, body: unknown, secret?: string): Promise<Response> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (secret !== undefined) headers["X-Telegram-Bot-Api-Secret-Token"] = secret;
  return fetch(`${base(h)}/webhook`, { method: "POST", headers, body: JSON.stringify(body) });
}

describe("webhook mode", () => {
  it("registers its webhook with the secret and refuses requests without it", async () => {
    harness = await webhookHarness();
    expect(harness.botApi.webhook).toMatchObject({
      url: `${base(harness)}/webhook`,
      secret_token: SECRET,
    });
    const user = harness.user();
    const update = {
      update_id: 1,
      message: {
        message_id: 1,
        date: Math.floor(Date.now() / 1000),
        chat: { id: user.id, type: "private", first_name: "Pat" },
        from: user.from,
        text: "/help",
        entities: [{ type: "bot_command", offset: 0, length: 5 }],
      },
    };
    expect((await post(harness, update)).status).toBe(401);
    expect((await post(harness, update, "wrong-secret_42")).status).toBe(401);
    expect((await post(harness, update, `${SECRET}x`)).status).toBe(401);
    // Nothing was handled for the refused requests (asserts nothing happens in 200 ms).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(harness.botApi.botMessages(user.id)).toEqual([]);

    // Through Telegram's own delivery (the stand-in sends the secret header): answered.
    await user.send("/help");
    expect((await user.next()).text).toContain("/connect");
    expect((await fetch(`${base(harness)}/webhook`)).status).toBe(404);
  });

  it("acknowledges at once while a slow API call goes on, and serves others meanwhile", async () => {
    harness = await webhookHarness();
    const slow = harness.user();
    const other = harness.user();
    harness.sandbox.control.setDelay(1_500);
    // The order things arrive in, not how long each took: the slow user's welcome comes last.
    let welcomed = false;
    const welcome = slow.waitFor(/Welcome/, { timeoutMs: 20_000 }).then(() => {
      welcomed = true;
    });
    const delivery = harness.botApi.deliverToWebhook({
      message: harness.botApi.userMessage(slow.from, {
        text: `/connect ${harness.demoKey}`,
        entities: [{ type: "bot_command", offset: 0, length: 8 }],
      }),
    });
    expect((await delivery).status).toBe(200);
    expect(welcomed).toBe(false);

    await other.send("/help");
    expect((await other.next()).text).toContain("/connect");
    expect(welcomed).toBe(false);
    await welcome;
  });

  it("/healthz reports storage and publisher API reachability", async () => {
    // A sandbox of the test's own, so it can be stopped under the running bot.
    harness = await webhookHarness(await startSandbox({ now: testNow }));
    const healthy = await fetch(`${base(harness)}/healthz`);
    expect(healthy.status).toBe(200);
    expect(await healthy.json()).toEqual({
      status: "ok",
      checks: { storage: true, api: true, inbox: true },
    });

    // The API's address stops answering: degraded, within the check's own time limit.
    await harness.sandbox.close();
    // Once the probe's 1 s reuse window has passed, a fresh look finds the API gone.
    const healthz = `${base(harness)}/healthz`;
    const degraded = await vi.waitUntil(
      async () => {
        const answer = await fetch(healthz);
        return answer.status === 503 ? answer : undefined;
      },
      { timeout: 5_000, interval: 200 },
    );
    expect(await degraded.json()).toEqual({
      status: "degraded",
      checks: { storage: true, api: false, inbox: true },
    });
  });

  it("an inbox whose oldest entry waits too long degrades /healthz; /metrics shows it; redeliveries once; 413 past 1 MB", async () => {
    harness = await webhookHarness(undefined, { INBOX_HEALTHY_AGE_SECONDS: "1" });
    const slow = harness.user();
    harness.sandbox.control.setDelay(1_800);
    const update = {
      update_id: 77_001,
      message: harness.botApi.userMessage(slow.from, {
        text: `/connect ${harness.demoKey}`,
        entities: [{ type: "bot_command", offset: 0, length: 8 }],
      }),
    };
    expect((await post(harness, update, SECRET)).status).toBe(200);
    // Telegram got no answer in time and sends it again: acknowledged, not handled twice.
    expect((await post(harness, update, SECRET)).status).toBe(200);
    // An interval, not a condition: the probe's first look must come after the entry is 1 s old
    // and before it is handled (1.8 s); a look polled earlier would be reused past that window.
    await new Promise((resolve) => setTimeout(resolve, 1_150));
    const healthz = `${base(harness)}/healthz`;
    const degraded = await fetch(healthz);
    expect(degraded.status).toBe(503);
    expect(((await degraded.json()) as { checks: { inbox: boolean } }).checks.inbox).toBe(false);
    const metrics = await (await fetch(`${base(harness)}/metrics`)).text();
    expect(metrics).toContain('pbot_inbox_length{kind="update"} 1');
    expect(metrics).toMatch(/pbot_inbox_oldest_seconds\{kind="update"\} [1-9]/);
    await slow.waitFor(/Welcome/);
    // Green again once the probe's last look (reused for 1 s) is renewed.
    await vi.waitFor(async () => expect((await fetch(healthz)).status).toBe(200), {
      timeout: 5_000,
      interval: 100,
    });
    expect(
      harness.botApi.botMessages(slow.id).filter((m) => /Welcome/.test(m.text ?? "")),
    ).toHaveLength(1);

    const huge = { update_id: 77_002, message: { text: "x".repeat(1_100_000) } };
    const errors = () => harness?.logs.filter((line) => /"level":(50|60)/.test(line)) ?? [];
    const before = errors().length;
    expect((await post(harness, huge, SECRET)).status).toBe(413);
    expect(errors()).toHaveLength(before);
  });

  it("/metrics counts updates by kind, API calls by method, errors and 429s", async () => {
    harness = await webhookHarness();
    const user = harness.user();
    await connectUser(harness, user);
    harness.sandbox.control.failNext({ count: 3, mode: 500 });
    await user.send("/language ru");
    await user.waitFor(/Сменить и его/);
    user.press("Да, и аккаунт");
    await user.waitFor(/Не удалось изменить язык аккаунта/);
    harness.botApi.failNext({ method: "sendMessage", error_code: 429, retry_after: 1 });
    await user.send("/help");
    await user.waitFor(/Что я умею/);

    const res = await fetch(`${base(harness)}/metrics`);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const value = (series: string) => {
      const line = text.split("\n").find((l) => l.startsWith(`${series} `));
      return line === undefined ? undefined : Number(line.slice(series.length + 1));
    };
    // /connect KEY, Skip, /language, "yes, the account too", /help: three messages, two buttons.
    expect(value('pbot_updates_total{kind="message"}')).toBe(3);
    expect(value('pbot_updates_total{kind="callback_query"}')).toBe(2);
    expect(value('pbot_update_duration_seconds_count{kind="message"}')).toBe(3);
    expect(value('pbot_api_call_duration_seconds_count{method="GET profile"}')).toBe(1);
    expect(
      value('pbot_api_call_errors_total{method="PUT user-language",outcome="server_failed"}'),
    ).toBe(1);
    expect(value('pbot_telegram_429_total{method="sendMessage"}')).toBe(1);
    expect(value("pbot_digests_sent_total")).toBe(0);
    expect(value("pbot_pushes_sent_total")).toBe(0);
    expect(text).toContain("# TYPE pbot_api_call_duration_seconds histogram");
    // The process figures an operator graphs (prom-client's default collectors).
    expect(value("process_resident_memory_bytes")).toBeGreaterThan(10 * 2 ** 20);
    expect(value("nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    expect(value("nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
    expect(text).toContain("# TYPE nodejs_gc_duration_seconds histogram");
  });
});

describe("the webhook's inbox", () => {
  it("acknowledges once written, handles a few at once, refuses with 503 when full, drops a redelivery", async () => {
    const gates: (() => void)[] = [];
    const handled: number[] = [];
    let handling = 0;
    let peak = 0;
    const dir = mkdtempSync(join(tmpdir(), "pbot-inbox-"));
    const store = await openSqlite(join(dir, "bot.sqlite"));
    const queue = await SqliteQueue.open(store.sql as Sql, "update", 3);
    const inbox = new Inbox(
      queue,
      async (entry) => {
        handling++;
        peak = Math.max(peak, handling);
        await new Promise<void>((open) => gates.push(open));
        handled.push((JSON.parse(entry.body) as Update).update_id);
        handling--;
        return "done";
      },
      { concurrency: 2, maxDeliveries: 8, logger: createLogger("silent") },
    );
    inbox.start();
    const server = await startServer({
      logger: createLogger("silent"),
      port: 0,
      webhookSecret: SECRET,
      updates: { accept: (update, raw) => inbox.add(raw, { key: String(update.update_id) }) },
      health: async () => ({}),
    });
    const deliver = (id: number) =>
      fetch(`http://127.0.0.1:${server.port}/webhook`, {
        method: "POST",
        headers: { "content-type": "application/json", "X-Telegram-Bot-Api-Secret-Token": SECRET },
        body: JSON.stringify({
          update_id: id,
          message: { message_id: id, date: 0, chat: { id, type: "private" }, text: "hi" },
        }),
      });
    const settled = async (count: number) => {
      const opened = () => {
        for (const open of gates.splice(0)) open();
        return handled.length >= count;
      };
      await vi.waitUntil(opened, { timeout: ANSWER_WAIT_MS, interval: 20 });
    };
    try {
      expect((await deliver(1)).status).toBe(200);
      expect((await deliver(2)).status).toBe(200);
      expect((await deliver(3)).status).toBe(200);
      // Three written and not handled yet: the limit.
      expect((await deliver(4)).status).toBe(503);
      // Asserts nothing more runs at once: the peak stays at two in 100 ms.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(peak).toBe(2);
      await settled(3);
      expect((await deliver(4)).status).toBe(200);
      expect((await deliver(2)).status).toBe(200);
      await settled(4);
      // Each entry leaves the inbox once its handler is done.
      await vi.waitFor(
        async () => expect(await queue.stats()).toEqual({ length: 0, oldestMs: 0 }),
        { timeout: ANSWER_WAIT_MS },
      );
      expect(handled.sort()).toEqual([1, 2, 3, 4]);
    } finally {
      for (const open of gates.splice(0)) open();
      await server.close();
      await inbox.stop();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
