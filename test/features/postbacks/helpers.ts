/** Helpers of the account suites: callback answers, a direct API client, an "empty lists" proxy. */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { vi } from "vitest";
import type { CallbackAnswer, TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { createPublisherApi, type PublisherClient } from "../../../src/publisher-api/index.js";
import type { Harness } from "../../support/harness.js";

/** The bot's answer to one button press (press() returns the query id). */
export async function answerOf(user: TelegramUser, queryId: string): Promise<CallbackAnswer> {
  const answered = () => user.callbackAnswerDetails.find((a) => a.queryId === queryId);
  return vi.waitUntil(answered, { timeout: 5_000 });
}

/** The sandbox seen by a test directly, with a publisher's key (Alice's by default). */
export function apiClient(harness: Harness, apiKey = harness.demoKey): PublisherClient {
  return createPublisherApi({ baseUrl: harness.sandbox.url }).forPublisher({ apiKey });
}

/** Calls that reached the sandbox with this method and a path ending in `method path`. */
export function callsTo(harness: Harness, method: string, pathEnd: string) {
  return harness.sandbox.control.calls.filter(
    (call) => call.method === method && call.path.endsWith(pathEnd),
  );
}

export interface Proxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A pass-through to the sandbox that answers the given list methods (path segment -> response
 * root) with an empty list, as a deployment whose "under construction" methods hold nothing.
 */
export async function startEmptyListsProxy(
  target: string,
  emptyMethods: Record<string, string>,
): Promise<Proxy> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = new URL(req.url ?? "/", "http://proxy").pathname;
    const root = emptyMethods[path.split("/").at(-1) ?? ""];
    if (root) {
      res.writeHead(200, { "content-type": "application/xml; charset=utf-8" });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><${root}><status>200</status><error></error>` +
          `<request_id></request_id><data><total>0</total><items></items></data></${root}>`,
      );
      return;
    }
    const body = chunks.length ? Buffer.concat(chunks) : undefined;
    const answer = await fetch(`${target}${req.url}`, {
      method: req.method ?? "GET",
      headers: { "content-type": req.headers["content-type"] ?? "application/xml" },
      ...(body && req.method !== "GET" ? { body } : {}),
    });
    res.writeHead(answer.status, {
      "content-type": answer.headers.get("content-type") ?? "text/plain",
    });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
