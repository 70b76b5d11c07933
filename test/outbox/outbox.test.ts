import { Api, GrammyError } from "grammy";
import Keyv from "keyv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendRules } from "../../src/bot/core/api-defaults.js";
import { goneReason } from "../../src/bot/outbox/gone.js";
import { Outbox } from "../../src/bot/outbox/outbox.js";
import { type BotApiStandIn, startBotApi } from "../../src/bot-api-stand-in/stand-in.js";
import { createLogger } from "../../src/logger.js";
import { Metrics } from "../../src/metrics/index.js";
import { KeyvOnceMarks } from "../../src/storage/once.js";

/**
 * The outbox over real HTTP, against the Bot API stand-in: every send outside an update goes
 * through it, so its outcomes are the one policy features react to.
 */
describe("the outbox", () => {
  let botApi: BotApiStandIn;
  let outbox: Outbox;
  const metrics = new Metrics();
  const publisher = { id: 7001, is_bot: false, first_name: "Ana" };

  beforeAll(async () => {
    botApi = await startBotApi();
    botApi.registerUser(publisher);
    const api = new Api(botApi.token, { apiRoot: botApi.apiRoot });
    api.config.use(sendRules(() => Date.now()));
    outbox = new Outbox(
      api,
      { perSecond: 50 },
      createLogger("silent"),
      new KeyvOnceMarks(new Keyv()),
      metrics,
    );
  });
  afterAll(() => botApi.close());

  it("delivers and hands back what Telegram answered", async () => {
    const delivery = await outbox.deliver(publisher.id, (api) =>
      api.sendMessage(publisher.id, "hello"),
    );
    expect(delivery.sent && delivery.value.text).toBe("hello");
    expect(botApi.botMessages(publisher.id).map((m) => m.text)).toContain("hello");
  });

  it("a publisher who blocked the bot is an outcome, not an error; a fault still throws", async () => {
    botApi.blockChat(publisher.id);
    const blocked = await outbox.deliver(publisher.id, (api) => api.sendMessage(publisher.id, "x"));
    expect(blocked).toEqual({ sent: false, gone: "blocked" });
    botApi.unblockChat(publisher.id);

    // Telegram's 5xx is the caller's once its deadline allows no retry (this outbox's: now).
    botApi.failNext({
      method: "sendMessage",
      error_code: 500,
      description: "Internal Server Error",
      count: 1,
    });
    await expect(
      outbox.deliver(publisher.id, (api) => api.sendMessage(publisher.id, "y")),
    ).rejects.toThrow(/Internal Server Error/);
  });

  it("paces one chat at its own rate, evenly", async () => {
    const group = -100_555;
    const made: number[] = [];
    const sends = [0, 1, 2].map((i) =>
      outbox.deliver(
        group,
        async () => {
          made.push(i);
          return i;
        },
        { perChatPerMinute: 600 },
      ),
    );
    // One at a time, each in a turn of its own: when one is made, the next still waits.
    await sends[0];
    expect(made).toEqual([0]);
    await sends[1];
    expect(made).toEqual([0, 1]);
    expect((await Promise.all(sends)).map((d) => d.sent && d.value)).toEqual([0, 1, 2]);
  });

  it("makes a push once by its key: a failed send stays due, a made one is never repeated", async () => {
    const sent = () => botApi.botMessages(publisher.id).filter((m) => m.text === "once").length;
    const push = () =>
      outbox.deliverOnce(
        "test-push:1",
        publisher.id,
        (api) => api.sendMessage(publisher.id, "once"),
        {
          keepMs: 60_000,
        },
      );
    botApi.failNext({ method: "sendMessage", error_code: 502, count: 1 });
    await expect(push()).rejects.toThrow();
    expect(await metrics.count(metrics.pushesRetried)).toBe(1);
    expect(sent()).toBe(0);
    expect(await push()).toMatchObject({ sent: true });
    expect(await push()).toEqual({ sent: false, already: true });
    expect(sent()).toBe(1);
  });

  it("drops a push to a chat that is gone, with its reason counted, and never retries it", async () => {
    const gone = 7999;
    botApi.failNext({ method: "sendMessage", error_code: 403, count: 1 });
    const push = () =>
      outbox.deliverOnce("test-push:2", gone, (api) => api.sendMessage(gone, "x"), {
        keepMs: 60_000,
      });
    expect(await push()).toMatchObject({ sent: false, gone: "blocked" });
    expect(await metrics.count(metrics.pushesDropped, { reason: "blocked" })).toBe(1);
    expect(await push()).toEqual({ sent: false, already: true });
  });

  it("tells a push being sent elsewhere from one made; a dead process's claim is stale at once here", async () => {
    const keyv = new Keyv();
    const first = new KeyvOnceMarks(keyv);
    const held = await first.take("test-push:3", 60_000);
    if (typeof held === "string") throw new Error("free at first");
    expect(await first.take("test-push:3", 60_000)).toBe("sending");
    // The process that held it died: the next process (one SQLite file, one process) takes over.
    const next = new KeyvOnceMarks(keyv);
    const taken = await next.take("test-push:3", 60_000);
    if (typeof taken === "string") throw new Error("a dead process's claim is stale");
    await taken.confirm(60_000);
    expect(await next.take("test-push:3", 60_000)).toBe("done");
    expect(await new KeyvOnceMarks(keyv).take("test-push:3", 60_000)).toBe("done");
  });

  it("reads Telegram's answers for a chat that is gone the same way everywhere", () => {
    const error = (error_code: number, description: string) =>
      new GrammyError("call failed", { ok: false, error_code, description }, "sendMessage", {});
    expect(goneReason(1, error(403, "Forbidden: user is deactivated"))).toBe("blocked");
    expect(goneReason(-5, error(403, "Forbidden: bot was kicked from the group chat"))).toBe(
      "removed",
    );
    expect(goneReason(-5, error(400, "Bad Request: not enough rights to send text"))).toBe(
      "no-rights",
    );
    expect(goneReason(-5, error(400, "Bad Request: chat not found"))).toBe("chat-gone");
    expect(goneReason(1, error(400, "Bad Request: message is not modified"))).toBeUndefined();
    expect(goneReason(1, new Error("socket hang up"))).toBeUndefined();
  });
});
