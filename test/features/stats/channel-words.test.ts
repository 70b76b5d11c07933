/**
 * By channel says what a row is. Traffic that came through no channel (the
 * network's channel 0) is named as such, not "#0"; in the CSV, the row of channels the network
 * does not list has no key, not a defused "'-".
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BotMessage, TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { testToday } from "../../support/clock.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { addDays, noonUtc } from "./helpers.js";

/** A pass-through to the sandbox whose channel statistics give their first row channel 0. */
async function channelZeroProxy(target: string) {
  const server = createServer(async (req, res) => {
    const answer = await fetch(`${target}${req.url}`, { method: req.method ?? "GET" });
    let body = await answer.text();
    if ((req.url ?? "").includes("statistics-channels")) {
      body = body.replace(/<channelId>\d+<\/channelId>/, "<channelId>0</channelId>");
    }
    res.writeHead(answer.status, {
      "content-type": answer.headers.get("content-type") ?? "text/plain",
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let harness: Harness;
let proxy: Awaited<ReturnType<typeof channelZeroProxy>>;
let user: TelegramUser;
const to = testToday();
const from = addDays(to, -29);

beforeAll(async () => {
  const noon = noonUtc();
  const sandboxOnly = await startHarness({ now: () => noon });
  await sandboxOnly.app.stop();
  proxy = await channelZeroProxy(sandboxOnly.sandbox.url);
  harness = await startHarness({
    now: () => noon,
    sandbox: sandboxOnly.sandbox,
    botApi: sandboxOnly.botApi,
    env: { PUBLISHER_API_URL: proxy.url },
  });
  user = harness.user();
  await connectUser(harness, user);
});
afterAll(async () => {
  await harness?.stop();
  await proxy?.close();
});

async function byChannel(): Promise<BotMessage> {
  user.send(`/stats ${from} ${to}`);
  const summary = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 15_000 });
  user.press("By channel", { messageId: summary.messageId });
  return user.waitFor(/Page 1 of/i, { timeoutMs: 15_000 });
}

describe("By channel", () => {
  it("names traffic of no channel, and leaves the unlisted row's CSV key empty", async () => {
    const page = await byChannel();
    expect(page.text).not.toMatch(/^\d+\. #\d+$/m);
    expect(page.text).toMatch(/^\d+\. \(no channel\)$/m);

    user.press("⬇️ CSV", { messageId: page.messageId });
    const csv = await user.waitFor((m) => m.kind === "document", { timeoutMs: 10_000 });
    const lines = Buffer.from(csv.document?.bytes ?? new Uint8Array())
      .toString("utf8")
      .split("\r\n");
    const unlisted = lines.find((line) => line.includes("Channels without conversions"));
    expect(unlisted).toBeDefined();
    expect(unlisted?.startsWith(",")).toBe(true);
    expect(lines.some((line) => line.startsWith("'-"))).toBe(false);
    expect(lines.some((line) => line.startsWith("0,(no channel)"))).toBe(true);
  });
});
