/**
 * The rules every Bot API call of the bot goes through (api-defaults.ts: @grammyjs/auto-retry
 * within the caller's deadline, HTML by default), over real HTTP: a Telegram that drops
 * connections, answers 429 or 500, or is sent a text without a parse mode.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Api } from "grammy";
import { afterEach, describe, expect, it } from "vitest";
import { htmlByDefault, sendRules } from "../../src/bot/core/api-defaults.js";
import { Metrics } from "../../src/metrics/index.js";

type Answer = "drop" | { status: number; body: object };

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A Bot API that answers its requests in turn as told, and keeps their bodies. */
async function telegram(answers: Answer[]): Promise<{ api: Api; bodies: object[] }> {
  const bodies: object[] = [];
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      bodies.push(JSON.parse(body || "{}") as object);
      const answer = answers.shift() ?? { status: 200, body: { ok: true, result: true } };
      if (answer === "drop") return req.socket.destroy();
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { api: new Api("1:test", { apiRoot: `http://127.0.0.1:${port}` }), bodies };
}

const sent = { ok: true, result: { message_id: 1, date: 0, chat: { id: 5, type: "private" } } };

describe("the send rules", () => {
  it("sends HTML unless told otherwise, and tries again after a dropped connection", async () => {
    const { api, bodies } = await telegram(["drop", { status: 200, body: sent }]);
    api.config.use(
      sendRules(() => Number.POSITIVE_INFINITY),
      htmlByDefault,
    );
    await expect(api.sendMessage(5, "<b>hi</b>")).resolves.toMatchObject({ message_id: 1 });
    expect(bodies).toHaveLength(2);
    expect(bodies.every((body) => (body as { parse_mode?: string }).parse_mode === "HTML")).toBe(
      true,
    );
    await api.sendMessage(5, "plain", { parse_mode: "MarkdownV2" });
    expect(bodies[2]).toMatchObject({ parse_mode: "MarkdownV2" });
  });

  it("past the deadline a failure is the caller's at once: a 500, a dropped connection", async () => {
    const failing = { status: 500, body: { ok: false, error_code: 500, description: "Oops" } };
    const { api, bodies } = await telegram([failing, "drop"]);
    api.config.use(sendRules(() => 0)); // a deadline long past
    await expect(api.sendMessage(5, "hi")).rejects.toMatchObject({ error_code: 500 });
    await expect(api.sendMessage(5, "hi")).rejects.toThrow(/Telegram unreachable/);
    expect(bodies).toHaveLength(2);
  });

  it("waits out a 429 within the deadline and counts it; past the deadline the 429 is the caller's", async () => {
    const tooMany = {
      status: 429,
      body: {
        ok: false,
        error_code: 429,
        description: "Too Many Requests: retry after 1",
        parameters: { retry_after: 1 },
      },
    };
    const { api, bodies } = await telegram([tooMany, { status: 200, body: sent }, tooMany]);
    const metrics = new Metrics();
    let until = Date.now() + 10_000;
    api.config.use(sendRules(() => until, metrics));
    await expect(api.sendMessage(5, "hi")).resolves.toMatchObject({ message_id: 1 });
    expect(bodies).toHaveLength(2);
    until = Date.now();
    await expect(api.sendMessage(5, "hi")).rejects.toMatchObject({ error_code: 429 });
    expect(bodies).toHaveLength(3);
    expect(await metrics.count(metrics.telegram429, { method: "sendMessage" })).toBe(2);
  });
});
