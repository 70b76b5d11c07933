/**
 * A push's once-mark outlives every wait of the send that holds it (outbox.ts SENDING_MS): two
 * instances on one Redis, the first one's send held by Telegram far past the mark's own span, and
 * the second, meanwhile and after, pushes nothing; the news reaches the chat once. The span is
 * shortened here (the outbox's `sendingMs`) so the hold outlasts it many times over without the
 * test waiting minutes: what is tested is that a held send keeps its mark, not how long it is.
 */
import { randomBytes } from "node:crypto";
import { Api } from "grammy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendRules } from "../../src/bot/core/api-defaults.js";
import { Outbox } from "../../src/bot/outbox/outbox.js";
import { type BotApiStandIn, startBotApi } from "../../src/bot-api-stand-in/stand-in.js";
import { startRedis, type TestRedis } from "../../src/local-servers/redis.js";
import { createLogger } from "../../src/logger.js";
import { openStorage, type Storage } from "../../src/storage/index.js";

/** The mark's span in this test: the held send outlasts it many times. */
const SPAN_MS = 200;

let redis: TestRedis;
let botApi: BotApiStandIn;
const storages: Storage[] = [];
const publisher = { id: 7101, is_bot: false, first_name: "Ana" };

function instance(storage: Storage): Outbox {
  const api = new Api(botApi.token, { apiRoot: botApi.apiRoot });
  // Sends may wait as long as they need: a deadline that never comes.
  api.config.use(sendRules(() => Number.POSITIVE_INFINITY));
  return new Outbox(
    api,
    { perSecond: 30 },
    createLogger("silent"),
    storage.once,
    undefined,
    SPAN_MS,
  );
}

beforeAll(async () => {
  [redis, botApi] = await Promise.all([startRedis(), startBotApi()]);
  botApi.registerUser(publisher);
  const secretKey = randomBytes(32);
  for (let i = 0; i < 2; i++) {
    storages.push(await openStorage({ storage: { kind: "redis", url: redis.url }, secretKey }));
  }
});
afterAll(async () => {
  await Promise.all(storages.map((storage) => storage.close()));
  await botApi?.close();
  await redis?.stop();
});

describe("a push whose send Telegram holds", () => {
  it("is pushed once by two instances, however long the hold outlasts the mark's span", async () => {
    const [first, second] = storages.map(instance) as [Outbox, Outbox];
    const key = "watch:7101:held-news";
    let letGo = () => {};
    const held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    let sendsStarted = 0;
    const push = (api: Api) => {
      sendsStarted++;
      return api.sendMessage(publisher.id, "📈 news");
    };
    // The first instance's send: Telegram holds it (it has not answered yet).
    const sending = first.deliverOnce(key, publisher.id, (api) => held.then(() => push(api)), {
      keepMs: 60_000,
    });
    // Each of the second instance's tries comes after the mark's own span has passed again.
    for (let round = 0; round < 5; round++) {
      await new Promise((resolve) => setTimeout(resolve, SPAN_MS * 2));
      expect(await second.deliverOnce(key, publisher.id, push, { keepMs: 60_000 })).toEqual({
        sent: false,
        busy: true,
      });
    }
    letGo();
    expect((await sending).sent).toBe(true);
    expect(await second.deliverOnce(key, publisher.id, push, { keepMs: 60_000 })).toEqual({
      sent: false,
      already: true,
    });
    expect(sendsStarted).toBe(1);
    expect([...botApi.chat(publisher.id).messages.values()].map((m) => m.text)).toEqual([
      "📈 news",
    ]);
  });
});
