import { afterEach, describe, expect, it } from "vitest";
import {
  type ApiCallEvent,
  AuthRejected,
  BadRequest,
  createPublisherApi,
  NetworkFailed,
  type PublisherApi,
  type PublisherApiOptions,
  ServerFailed,
  TimedOut,
} from "../../src/publisher-api/index.js";
import { sendXml, startServer, type TestServer } from "./server.js";

const KEY = "key-5f1e0c9a";
const PROFILE = "<id>7</id><first_name> Ann </first_name><email>a@x.test</email>";

let server: TestServer | undefined;
let api: PublisherApi | undefined;
afterEach(async () => {
  await api?.close();
  await server?.close();
  api = undefined;
  server = undefined;
});

function client(url: string, options: Partial<PublisherApiOptions> = {}) {
  api = createPublisherApi({ baseUrl: url, ...options });
  return api.forPublisher({ apiKey: KEY });
}

async function rejection(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (e) {
    return e as Error;
  }
  throw new Error("expected a rejection");
}

describe("transport", () => {
  it("adds remote_auth, reuses the kept-alive connection, reports template endpoints", async () => {
    server = await startServer((_req, res) =>
      sendXml(res, "getOffersResponseData", { data: "<total>0</total><items/>" }),
    );
    const events: ApiCallEvent[] = [];
    const c = client(server.url, { onCall: (e) => events.push(e) });
    await c.catalog.offers("web", { q: "shoes & bags", start: 1, limit: 20, geo: [1, 2] });
    await c.catalog.offers("mobile");
    await c.catalog.offers("api");
    await c.catalog.offers("all");
    const [first, second] = server.calls;
    expect(first?.path).toBe("/api/rest/webmaster/xml/offers/web");
    expect(first?.query.get("remote_auth")).toBe(KEY);
    expect(first?.query.get("q")).toBe("shoes & bags");
    expect(first?.query.get("geo")).toBe("1,2");
    expect(first?.query.get("start")).toBe("1");
    expect(second?.path).toBe("/api/rest/webmaster/xml/offers/mobile");
    // keep-alive: four calls in a row do not open four connections
    expect(new Set(server.calls.map((call) => call.remotePort)).size).toBeLessThan(4);
    expect(events).toHaveLength(4);
    expect(events[0]).toMatchObject({
      family: "xml",
      method: "GET",
      endpoint: "offers/{type}",
      outcome: "ok",
      attempt: 1,
    });
    expect(JSON.stringify(events)).not.toContain(KEY);
  });

  it("repeats a GET after an envelope 500 and after a dropped connection", async () => {
    server = await startServer((_req, res, n) => {
      if (n === 1) sendXml(res, "getProfileResponseData", { status: 500, error: "db down" });
      else if (n === 2) res.socket?.destroy();
      else sendXml(res, "getProfileResponseData", { data: PROFILE });
    });
    const events: ApiCallEvent[] = [];
    const profile = await client(server.url, { onCall: (e) => events.push(e) }).account.profile();
    expect(profile).toMatchObject({ id: 7, first_name: "Ann", email: "a@x.test" });
    expect(server.calls).toHaveLength(3);
    expect(events.map((e) => [e.outcome, e.attempt])).toEqual([
      ["server_failed", 1],
      ["network_failed", 2],
      ["ok", 3],
    ]);
  });

  it("gives up after the configured number of retries", async () => {
    server = await startServer((_req, res) => sendXml(res, "r", { status: 500 }));
    const e = await rejection(client(server.url).account.balance());
    expect(e).toBeInstanceOf(ServerFailed);
    expect(server.calls).toHaveLength(3);
    await api?.close();
    server.calls.length = 0;
    expect(await rejection(client(server.url, { retries: 0 }).account.balance())).toBeInstanceOf(
      ServerFailed,
    );
    expect(server.calls).toHaveLength(1);
  });

  it("never repeats PUT or POST", async () => {
    server = await startServer((req, res) => {
      if (req.method === "POST") res.socket?.destroy();
      else sendXml(res, "setProfileResponseData", { status: 500 });
    });
    const c = client(server.url);
    expect(await rejection(c.account.updateProfile({ first_name: "Ann" }))).toBeInstanceOf(
      ServerFailed,
    );
    expect(await rejection(c.tools.createRotator({ name: "r" }))).toBeInstanceOf(NetworkFailed);
    expect(server.calls.map((call) => call.method)).toEqual(["PUT", "POST"]);
  });

  it("does not repeat 400 or 403", async () => {
    server = await startServer((req, res) =>
      sendXml(
        res,
        "r",
        req.path.endsWith("goods") ? { status: 400, error: "limit" } : { status: 403, error: "no" },
      ),
    );
    const c = client(server.url);
    expect(await rejection(c.catalog.goods({ limit: 5000 }))).toBeInstanceOf(BadRequest);
    expect(await rejection(c.catalog.coupons())).toBeInstanceOf(AuthRejected);
    expect(server.calls).toHaveLength(2);
  });

  it("times out a silent server within the budget, once", async () => {
    server = await startServer(() => {
      // never answers
    });
    const e = await rejection(client(server.url, { timeoutMs: 200 }).account.profile());
    // Ended by its own time limit (the error names it), and not tried again.
    expect(e).toBeInstanceOf(TimedOut);
    expect(e.message).toContain("200 ms");
    expect(server.calls).toHaveLength(1);
    expect(e.message).not.toContain(KEY);
    expect(e.message).not.toContain("?");
  });

  it("times out a body that stops halfway", async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200, { "content-type": "application/xml" });
      res.write("<getProfileResponseData><status>200</status>");
    });
    expect(
      await rejection(client(server.url, { timeoutMs: 200 }).account.profile()),
    ).toBeInstanceOf(TimedOut);
  });

  it("reports a refused connection as NetworkFailed, without the URL's query", async () => {
    server = await startServer(() => undefined);
    const url = server.url;
    await server.close();
    server = undefined;
    const e = await rejection(client(url).catalog.offers("web", { q: "x" }));
    expect(e).toBeInstanceOf(NetworkFailed);
    expect(e.message).toContain("GET offers/{type}");
    expect(e.message).not.toContain(KEY);
    expect(e.message).not.toContain("remote_auth");
  });

  it("lets the caller cancel", async () => {
    server = await startServer(() => undefined);
    const events: ApiCallEvent[] = [];
    const ac = new AbortController();
    const pending = client(server.url, { onCall: (e) => events.push(e) }).account.profile({
      signal: ac.signal,
    });
    setTimeout(() => ac.abort(), 50);
    const e = await rejection(pending);
    expect(e.name).toBe("AbortError");
    expect(events.map((x) => x.outcome)).toEqual(["aborted"]);
  });
});
