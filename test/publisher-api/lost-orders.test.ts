import { afterEach, describe, expect, it, vi } from "vitest";
import { Transport } from "../../src/publisher-api/http.js";
import {
  type ApiCallEvent,
  AuthRejected,
  BadRequest,
  createPublisherApi,
  NotFound,
  type PublisherApi,
  UnexpectedAnswer,
  WrongState,
} from "../../src/publisher-api/index.js";
import { TokenCache } from "../../src/publisher-api/token.js";
import { type Recorded, sendJson, startServer, type TestServer } from "./server.js";

const CLIENT = { apiKey: "xml-key-1", clientId: "client-1", clientSecret: "s3cret-value" };
const CLAIM = {
  id: 41,
  offer_id: "12",
  traffic_channel_id: 5,
  order_number: "A-1",
  order_sum: "10.50",
  order_currency_id: "1",
  order_date: "2024-01-02",
  status_id: "1",
  comment: "lost",
  manager_comment: "",
  created_at: "2024-01-03T10:00:00+03:00",
  updated_at: "2024-01-03T10:00:00+03:00",
};

let server: TestServer | undefined;
let api: PublisherApi | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await api?.close();
  await server?.close();
  api = undefined;
  server = undefined;
});

interface Fake {
  /** tokens the lost-order endpoints refuse with 401 */
  refused: Set<string>;
  tokenCalls: () => Recorded[];
  claimCalls: () => Recorded[];
}

/** A token server and a lost-order API in one: tokens are tok-1, tok-2… */
async function fakeApi(
  onClaim: (req: Recorded, res: import("node:http").ServerResponse) => void = (_q, res) =>
    sendJson(res, 200, { lostOrder: [CLAIM] }),
  options: { expiresIn?: number; tokenDelayMs?: number } = {},
): Promise<Fake> {
  const refused = new Set<string>();
  let issued = 0;
  server = await startServer(async (req, res) => {
    if (req.path === "/oauth/access_token") {
      await new Promise((r) => setTimeout(r, options.tokenDelayMs ?? 0));
      const body = JSON.parse(req.body) as Record<string, string>;
      if (body.client_secret !== CLIENT.clientSecret || body.grant_type !== "client_credentials") {
        sendJson(res, 401, {
          error: "invalid_client",
          error_description: `bad secret ${body.client_secret}`,
        });
        return;
      }
      issued += 1;
      sendJson(res, 200, {
        access_token: `tok-${issued}`,
        token_type: "Bearer",
        expires_in: options.expiresIn ?? 3600,
      });
      return;
    }
    const token = req.query.get("access_token") ?? "";
    if (refused.has(token) || !token.startsWith("tok-")) {
      sendJson(res, 401, { error: "invalid_token", message: "expired" });
      return;
    }
    onClaim(req, res);
  });
  const calls = server.calls;
  return {
    refused,
    tokenCalls: () => calls.filter((c) => c.path === "/oauth/access_token"),
    claimCalls: () => calls.filter((c) => c.path.startsWith("/api/rest/webmaster/v2/")),
  };
}

function newApi(onCall?: (e: ApiCallEvent) => void): PublisherApi {
  if (!server) throw new Error("server first");
  api = createPublisherApi({ baseUrl: server.url, ...(onCall ? { onCall } : {}) });
  return api;
}

describe("access tokens", () => {
  it("are kept within a bound, the no longer usable ones dropped first", async () => {
    const fake = await fakeApi(undefined, { expiresIn: 3600 });
    const transport = new Transport({ retries: 0 });
    const tokens = new TokenCache(transport, `${server?.url}/oauth/access_token`, 3);
    vi.useFakeTimers({ toFake: ["Date"] });
    const t0 = new Date("2024-05-01T00:00:00Z").getTime();
    vi.setSystemTime(t0);
    const secret = CLIENT.clientSecret;
    await tokens.token("early", secret);
    vi.setSystemTime(t0 + 2 * 3_600_000);
    for (const id of ["b", "c"]) await tokens.token(id, secret);
    // A fourth pair: the expired "early" goes, the usable ones stay.
    await tokens.token("d", secret);
    expect(tokens.size).toBe(3);
    const calls = fake.tokenCalls().length;
    for (const id of ["b", "c", "d"]) await tokens.token(id, secret);
    expect(fake.tokenCalls()).toHaveLength(calls);
    // None expired: the least recently granted goes ("b").
    await tokens.token("e", secret);
    expect(tokens.size).toBe(3);
    await tokens.token("c", secret);
    expect(fake.tokenCalls()).toHaveLength(calls + 1);
    await tokens.token("b", secret);
    expect(fake.tokenCalls()).toHaveLength(calls + 2);
    vi.useRealTimers();
    await transport.close();
  });

  it("many concurrent callers share one token request", async () => {
    const fake = await fakeApi(undefined, { tokenDelayMs: 50 });
    const a = newApi();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => a.forPublisher(CLIENT).lostOrders.list({ status: ["new"] })),
    );
    expect(results.every((r) => r[0]?.id === "41")).toBe(true);
    expect(fake.tokenCalls()).toHaveLength(1);
    expect(JSON.parse(fake.tokenCalls()[0]?.body ?? "")).toEqual({
      client_id: "client-1",
      client_secret: "s3cret-value",
      grant_type: "client_credentials",
    });
    expect(fake.tokenCalls()[0]?.headers["content-type"]).toContain("application/json");
    expect(fake.claimCalls().every((c) => c.query.get("access_token") === "tok-1")).toBe(true);
  });

  it("is refreshed a minute before it expires", async () => {
    const fake = await fakeApi(undefined, { expiresIn: 3600 });
    const client = newApi().forPublisher(CLIENT);
    vi.useFakeTimers({ toFake: ["Date"] });
    const t0 = new Date("2024-05-01T00:00:00Z").getTime();
    vi.setSystemTime(t0);
    await client.lostOrders.list();
    vi.setSystemTime(t0 + 3_539_000);
    await client.lostOrders.list();
    expect(fake.tokenCalls()).toHaveLength(1);
    vi.setSystemTime(t0 + 3_541_000);
    await client.lostOrders.list();
    expect(fake.tokenCalls()).toHaveLength(2);
    expect(fake.claimCalls().map((c) => c.query.get("access_token"))).toEqual([
      "tok-1",
      "tok-1",
      "tok-2",
    ]);
  });

  it("a refused token is replaced once and the call repeated once, even a POST", async () => {
    const fake = await fakeApi((req, res) =>
      req.method === "POST"
        ? sendJson(res, 201, { lostOrder: { ...CLAIM, id: "42" } })
        : sendJson(res, 200, { lostOrder: [CLAIM] }),
    );
    const client = newApi().forPublisher(CLIENT);
    await client.lostOrders.list();
    fake.refused.add("tok-1");
    const claim = await client.lostOrders.create({
      traffic_channel_id: 5,
      order_number: "A-1",
      order_date: "2024-01-02",
      offer_id: "12",
      order_sum: "10.50",
      order_currency_id: 1,
      comment: "lost",
    });
    expect(claim.id).toBe("42");
    expect(fake.tokenCalls()).toHaveLength(2);
    const posts = fake.claimCalls().filter((c) => c.method === "POST");
    expect(posts.map((c) => c.query.get("access_token"))).toEqual(["tok-1", "tok-2"]);
    const sent = JSON.parse(posts[1]?.body ?? "").lostOrder;
    expect(sent).toEqual({
      traffic_channel_id: 5,
      order_number: "A-1",
      order_date: "2024-01-02",
      offer_id: "12",
      order_sum: "10.50",
      order_currency_id: 1,
      comment: "lost",
    });
    expect(typeof sent.traffic_channel_id).toBe("number");
    expect(typeof sent.order_currency_id).toBe("number");
  });

  it("many callers that see the same 401 cause one refresh", async () => {
    const fake = await fakeApi(undefined, { tokenDelayMs: 30 });
    const a = newApi();
    await a.forPublisher(CLIENT).lostOrders.list();
    fake.refused.add("tok-1");
    await Promise.all(Array.from({ length: 10 }, () => a.forPublisher(CLIENT).lostOrders.list()));
    expect(fake.tokenCalls()).toHaveLength(2);
  });

  it("a second 401 is final: AuthRejected without the token in the message", async () => {
    const fake = await fakeApi((_req, res) => sendJson(res, 401, { error: "invalid_token" }));
    const events: ApiCallEvent[] = [];
    const e = await newApi((x) => events.push(x))
      .forPublisher(CLIENT)
      .lostOrders.get("41")
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(AuthRejected);
    expect(fake.claimCalls()).toHaveLength(2);
    expect(fake.tokenCalls()).toHaveLength(2);
    const text = `${(e as Error).message} ${JSON.stringify(events)}`;
    expect(text).not.toMatch(/tok-\d|s3cret|access_token=/);
    expect(events.map((x) => `${x.family} ${x.method} ${x.endpoint} ${x.outcome}`)).toEqual([
      "token POST oauth/access_token ok",
      "json GET lostOrders/{id} auth_rejected",
      "token POST oauth/access_token ok",
      "json GET lostOrders/{id} auth_rejected",
    ]);
  });

  it("a 403 naming the token is a refused token: replaced once, then final", async () => {
    const fake = await fakeApi((_req, res) =>
      sendJson(res, 403, { error: "access_denied", message: "The access token has expired" }),
    );
    const e = await newApi()
      .forPublisher(CLIENT)
      .lostOrders.list()
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(AuthRejected);
    expect(e).toMatchObject({ status: 403, apiError: "The access token has expired" });
    expect(fake.claimCalls().map((c) => c.query.get("access_token"))).toEqual(["tok-1", "tok-2"]);
    expect(fake.tokenCalls()).toHaveLength(2);
  });

  it("a 403 that does not name the token is not a token problem: no new token", async () => {
    const fake = await fakeApi((_req, res) =>
      sendJson(res, 403, { error: "forbidden", message: "lost orders are off for this account" }),
    );
    const e = await newApi()
      .forPublisher(CLIENT)
      .lostOrders.list()
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(AuthRejected);
    expect(fake.claimCalls()).toHaveLength(1);
    expect(fake.tokenCalls()).toHaveLength(1);
  });

  it("a wrong secret never gets the cached token of the right pair", async () => {
    const fake = await fakeApi();
    const a = newApi();
    await a.forPublisher(CLIENT).lostOrders.list();
    const wrong = a.forPublisher({ ...CLIENT, clientSecret: "guess" }).lostOrders.list();
    await expect(wrong).rejects.toBeInstanceOf(AuthRejected);
    expect(fake.tokenCalls()).toHaveLength(2);
  });
});

describe("verifyClientCredentials", () => {
  it("resolves for a pair the token server accepts, AuthRejected otherwise, secret redacted", async () => {
    await fakeApi();
    const a = newApi();
    await expect(a.verifyClientCredentials("client-1", "s3cret-value")).resolves.toBeUndefined();
    const e = await a.verifyClientCredentials("client-1", "wrong-secret").catch((x: unknown) => x);
    expect(e).toBeInstanceOf(AuthRejected);
    expect((e as Error).message).toContain("bad secret ***");
    expect((e as Error).message).not.toContain("wrong-secret");
  });
});

describe("lost orders", () => {
  it("need client credentials", async () => {
    const fake = await fakeApi();
    const c = newApi().forPublisher({ apiKey: "k" });
    await expect(c.lostOrders.list()).rejects.toThrow(/no client credentials/);
    await expect(c.lostOrders.delete("1")).rejects.toBeInstanceOf(AuthRejected);
    expect(fake.tokenCalls()).toHaveLength(0);
  });

  it("send every list filter, comma-joined", async () => {
    const fake = await fakeApi();
    const [claim] = await newApi()
      .forPublisher(CLIENT)
      .lostOrders.list({
        page: 2,
        perpage: 50,
        offers: [12, 13],
        order_number: ["A-1", "A-2"],
        status: ["new", "rejected"],
        status_id: [1, 4],
        order_date_start: "2024-01-01",
        order_date_end: "2024-01-31",
        created_at_start: "2024-02-01",
        created_at_end: "2024-02-28",
        updated_at_start: "2024-03-01",
        updated_at_end: "2024-03-31",
        ids: ["41", "42"],
      });
    const q = fake.claimCalls()[0]?.query;
    expect(Object.fromEntries(q ?? [])).toEqual({
      access_token: "tok-1",
      page: "2",
      perpage: "50",
      offers: "12,13",
      order_number: "A-1,A-2",
      status: "new,rejected",
      status_id: "1,4",
      order_date_start: "2024-01-01",
      order_date_end: "2024-01-31",
      created_at_start: "2024-02-01",
      created_at_end: "2024-02-28",
      updated_at_start: "2024-03-01",
      updated_at_end: "2024-03-31",
      ids: "41,42",
    });
    // numbers in the JSON become the spec's strings
    expect(claim).toEqual({ ...CLAIM, id: "41", traffic_channel_id: "5" });
  });

  it("map 400 with fields, 404, 409 and a 204 delete", async () => {
    const fake = await fakeApi((req, res) => {
      if (req.method === "POST") {
        sendJson(res, 400, {
          error: "validation_failed",
          message: "check the fields",
          fields: { order_date: "must be yyyy-mm-dd", order_sum: ["required", "number"] },
        });
      } else if (req.path.endsWith("/404")) sendJson(res, 404, { error: "not_found" });
      else if (req.method === "PATCH")
        sendJson(res, 409, { error: "wrong_status", message: "not new" });
      else if (req.method === "DELETE") sendJson(res, 204);
      else sendJson(res, 200, { lostOrder: CLAIM });
    });
    const c = newApi().forPublisher(CLIENT).lostOrders;
    const bad = await c
      .create({
        traffic_channel_id: 1,
        order_number: "x",
        order_date: "02.01.2024",
        offer_id: "1",
        order_sum: "",
        order_currency_id: 1,
        comment: "",
      })
      .catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(BadRequest);
    expect(bad).toMatchObject({
      apiError: "check the fields",
      fields: { order_date: "must be yyyy-mm-dd", order_sum: "required; number" },
    });
    await expect(c.get("404")).rejects.toBeInstanceOf(NotFound);
    const wrong = await c.edit("41", { comment: "more" }).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(WrongState);
    expect(wrong).toMatchObject({ kind: "wrong_state", status: 409 });
    await expect(c.delete("41")).resolves.toBeUndefined();
    expect((await c.get("41")).order_date).toBe("2024-01-02");
    const patch = fake.claimCalls().find((x) => x.method === "PATCH");
    expect(patch?.path).toBe("/api/rest/webmaster/v2/lostOrders/41");
    expect(JSON.parse(patch?.body ?? "")).toEqual({ lostOrder: { comment: "more" } });
    expect(fake.claimCalls().filter((x) => x.method === "POST")).toHaveLength(1);
  });

  it("a create accepted without an id that cannot be found is UnexpectedAnswer, not a failure to file", async () => {
    const fake = await fakeApi((req, res) =>
      req.method === "POST" ? sendJson(res, 202) : sendJson(res, 200, { lostOrder: [CLAIM] }),
    );
    const e = await newApi()
      .forPublisher(CLIENT)
      .lostOrders.create({
        traffic_channel_id: 5,
        order_number: "B-7",
        order_date: "2024-01-02",
        offer_id: "12",
        order_sum: "10.50",
        order_currency_id: 1,
        comment: "",
      })
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(UnexpectedAnswer);
    expect(e).toMatchObject({ status: 202, endpoint: "POST lostOrders" });
    expect((e as Error).message).toContain("accepted the claim, but it is not listed");
    const calls = fake.claimCalls();
    expect(calls.map((c) => c.method)).toEqual(["POST", "GET", "GET"]);
    expect(Object.fromEntries(calls[1]?.query ?? [])).toMatchObject({
      order_number: "B-7",
      offers: "12",
      order_date_start: "2024-01-02",
      order_date_end: "2024-01-02",
    });
  });

  it("each() walks page after page until a short one", async () => {
    const fake = await fakeApi((req, res) => {
      const page = Number(req.query.get("page"));
      const size = page < 2 ? 2 : 1;
      sendJson(res, 200, {
        lostOrder: Array.from({ length: size }, (_, i) => ({ ...CLAIM, id: `${page}-${i}` })),
      });
    });
    const ids: string[] = [];
    for await (const claim of newApi().forPublisher(CLIENT).lostOrders.each({ perpage: 2 }))
      ids.push(claim.id);
    expect(ids).toEqual(["0-0", "0-1", "1-0", "1-1", "2-0"]);
    expect(fake.claimCalls()).toHaveLength(3);
  });
});
