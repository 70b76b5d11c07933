/**
 * The sandbox's controls for a network under load: 429s for a while or for the next
 * requests, with or without Retry-After, and one request held before or after its work.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Sandbox } from "../../src/sandbox/index.js";
import { startTestSandbox, TODAY } from "./helpers.js";

let sb: Sandbox;
let token = "";
/** Another publisher's: the claim create's flood control counts per publisher, in real time. */
let floodedToken = "";

async function tokenOf(publisher: { clientId: string; clientSecret: string }): Promise<string> {
  const res = await fetch(`${sb.url}/oauth/access_token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      client_id: publisher.clientId,
      client_secret: publisher.clientSecret,
      grant_type: "client_credentials",
    }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

beforeAll(async () => {
  sb = await startTestSandbox({ tokenTtlSeconds: 600 });
  token = await tokenOf(sb.publishers[0]);
  floodedToken = await tokenOf(sb.publishers[1]);
});
afterAll(() => sb.close());

const claims = (method: string, query = "", body?: unknown, as = token) =>
  fetch(`${sb.url}/api/rest/webmaster/v2/lostOrders?access_token=${as}${query}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
  });

const claim = (order: string) => ({
  lostOrder: {
    traffic_channel_id: 1,
    order_number: order,
    order_date: TODAY,
    offer_id: "1",
    order_sum: "10",
    order_currency_id: 2,
    comment: "",
  },
});

async function listed(order: string): Promise<number> {
  const res = await claims("GET", `&order_number=${order}`);
  return ((await res.json()) as { lostOrder: unknown[] }).lostOrder.length;
}

describe("flood controls", () => {
  it("rate-limit by count: the next N answer 429 with the Retry-After given, then as usual", async () => {
    const set = await fetch(`${sb.url}/__sandbox/rate-limit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ count: 2, retryAfterSeconds: 3, path: "/lostOrders" }),
    });
    expect(set.status).toBe(204);
    for (let i = 0; i < 2; i++) {
      const res = await claims("GET");
      expect(res.status).toBe(429);
      expect(res.headers.get("retry-after")).toBe("3");
      expect(await res.json()).toMatchObject({ error: "rate_limited" });
    }
    expect((await claims("GET")).status).toBe(200);
    expect(sb.control.calls.filter((c) => c.status === 429)).toHaveLength(2);
  });

  it("rate-limit for a while: an XML method answers an envelope 429, without Retry-After", async () => {
    sb.control.rateLimit({ ms: 60_000, path: "/profile" });
    const res = await fetch(
      `${sb.url}/api/rest/webmaster/xml/profile?remote_auth=${sb.publishers[0].apiKey}`,
    );
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeNull();
    expect(await res.text()).toContain("<status>429</status>");
  });

  it("the claim create's own flood control says Retry-After: 1", async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => claims("POST", "", claim(`FLOOD-${n}`), floodedToken)),
    );
    const limited = answers.filter((res) => res.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    for (const res of limited) expect(res.headers.get("retry-after")).toBe("1");
  });

  it("delay-next after the work: the 2nd POST's claim is made while its answer is held", async () => {
    sb.control.delayNext({
      skip: 1,
      ms: 5_000,
      when: "after",
      path: "/lostOrders",
      method: "POST",
    });
    expect((await claims("POST", "", claim("HELD-1"))).status).toBe(201);
    let answered = false;
    const second = claims("POST", "", claim("HELD-2")).then((res) => {
      answered = true;
      return res;
    });
    await vi.waitUntil(async () => (await listed("HELD-2")) === 1, {
      timeout: 5_000,
      interval: 20,
    });
    expect(answered).toBe(false);
    expect((await second).status).toBe(201);
  });

  it("delay-next before the work: nothing is made while the request is held", async () => {
    // Held long enough that the checks below come while it is held, on a loaded machine too.
    sb.control.delayNext({ ms: 5_000, path: "/lostOrders", method: "POST" });
    const held = claims("POST", "", claim("HELD-3"));
    await vi.waitUntil(
      () =>
        sb.control.calls.some(
          (c) =>
            c.method === "POST" &&
            (c.body as { lostOrder?: { order_number?: string } }).lostOrder?.order_number ===
              "HELD-3",
        ),
      { timeout: 5_000, interval: 5 },
    );
    expect(await listed("HELD-3")).toBe(0);
    expect((await held).status).toBe(201);
    expect(await listed("HELD-3")).toBe(1);
  });
});
