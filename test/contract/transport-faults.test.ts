// Contract: refusals and injected faults over real HTTP: credentials, limits, 500s, timeouts and
// dropped connections, with the retry rules (GETs repeated, writes sent once).
import { describe, expect, it } from "vitest";
import {
  AuthRejected,
  BadRequest,
  NetworkFailed,
  type PublisherApiError,
  ServerFailed,
  TimedOut,
} from "../../src/publisher-api/index.js";
import { callsTo, rejection, useContract } from "./context.js";

const TIMEOUT_MS = 800;
const t = useContract({ api: { timeoutMs: TIMEOUT_MS } });

/** Attempts (outcome per attempt) of one endpoint since the last reset. */
function attempts(endpoint: string): string[] {
  return t.events.filter((e) => e.endpoint === endpoint).map((e) => `${e.attempt}:${e.outcome}`);
}

function reset(): void {
  t.sb.control.clearCalls();
  t.events.length = 0;
}

function secretsLeft(e: unknown): boolean {
  const { apiKey, clientSecret } = t.sb.publishers[0];
  const text = `${(e as Error).message} ${(e as PublisherApiError).apiError ?? ""}`;
  return text.includes(apiKey) || text.includes(clientSecret);
}

describe("refusals", () => {
  it("an unknown API key is AuthRejected, with the API's text and no key in it", async () => {
    reset();
    const stranger = t.api.forPublisher({ apiKey: "demo-nobody-00000000" });
    const e = await rejection(() => stranger.account.profile());
    expect(e).toBeInstanceOf(AuthRejected);
    expect(e).toMatchObject({ kind: "auth_rejected", status: 403 });
    expect((e as AuthRejected).apiError).toBe("unknown remote_auth key");
    expect((e as Error).message).not.toContain("demo-nobody-00000000");
    expect(attempts("profile")).toEqual(["1:auth_rejected"]);
  });

  it("limit 1001 is a BadRequest carrying the API's text, not retried", async () => {
    reset();
    const e = await rejection(() => t.client.account.exchangeRates({ limit: 1001 }));
    expect(e).toBeInstanceOf(BadRequest);
    expect(e).toMatchObject({ status: 400, apiError: "limit must be between 1 and 1000" });
    expect((e as Error).message).toContain("limit must be between 1 and 1000");
    expect(secretsLeft(e)).toBe(false);
    expect(callsTo(t.sb, "/xml/exchangeratelist")).toHaveLength(1);
    expect((await t.client.account.exchangeRates({ limit: 1000 })).items).toHaveLength(365);
  });
});

describe("server failures", () => {
  it("a GET answered 500 is repeated and succeeds", async () => {
    reset();
    t.sb.control.failNext({ mode: 500, path: "/xml/balanceinfo" });
    const balance = await t.client.account.balance();
    expect(balance.currency).toBe("USD");
    expect(callsTo(t.sb, "/xml/balanceinfo").map((c) => c.status)).toEqual([500, 200]);
    expect(attempts("balanceinfo")).toEqual(["1:server_failed", "2:ok"]);
  });

  it("a GET failing on every attempt is ServerFailed after the retries", async () => {
    reset();
    t.sb.control.failNext({ mode: 500, count: 3, path: "/xml/traffic_channels" });
    const e = await rejection(() => t.client.account.trafficChannels());
    expect(e).toBeInstanceOf(ServerFailed);
    expect(e).toMatchObject({ status: 500, apiError: "sandbox: injected failure" });
    expect(callsTo(t.sb, "/xml/traffic_channels")).toHaveLength(3);
    expect((await t.client.account.trafficChannels()).total).toBe(5);
  });

  it("a POST answered 500 is ServerFailed and not repeated (no duplicate rotator or claim)", async () => {
    const before = (await t.client.tools.rotators()).total;
    reset();
    t.sb.control.failNext({ mode: 500, path: "/xml/rotator" });
    const e = await rejection(() => t.client.tools.createRotator({ name: "Once only" }));
    expect(e).toBeInstanceOf(ServerFailed);
    expect(callsTo(t.sb, "/xml/rotator", "POST")).toHaveLength(1);
    expect(attempts("rotator")).toEqual(["1:server_failed"]);
    expect((await t.client.tools.rotators()).total).toBe(before);

    const claims = (await t.client.lostOrders.list({ perpage: 1000 })).length;
    t.sb.control.failNext({ mode: 500, path: "/v2/lostOrders" });
    const claim = {
      traffic_channel_id: 3101,
      order_number: "CT-500",
      order_date: "2025-03-01",
      offer_id: "1435",
      order_sum: "10.00",
      order_currency_id: 2,
      comment: "",
    };
    const e2 = await rejection(() => t.client.lostOrders.create(claim));
    expect(e2).toBeInstanceOf(ServerFailed);
    expect(secretsLeft(e2)).toBe(false);
    expect(callsTo(t.sb, "/v2/lostOrders", "POST")).toHaveLength(1);
    expect((await t.client.lostOrders.list({ perpage: 1000 })).length).toBe(claims);
  });
});

describe("network faults", () => {
  it("an unanswered request is TimedOut after timeoutMs, not repeated", async () => {
    reset();
    t.sb.control.failNext({ mode: "timeout", path: "/xml/profile" });
    // Ended by the client's own time limit (the error names it), not by the sandbox.
    const e = await rejection(() => t.client.account.profile());
    expect(e).toBeInstanceOf(TimedOut);
    expect((e as Error).message).toContain(`${TIMEOUT_MS} ms`);
    expect(callsTo(t.sb, "/xml/profile")).toHaveLength(1);
    expect(attempts("profile")).toEqual(["1:timed_out"]);
    expect((await t.client.account.profile()).id).toBe(710001);
  });

  it("a dropped connection on a GET is repeated and succeeds", async () => {
    reset();
    t.sb.control.failNext({ mode: "drop", path: "/xml/timezonelist" });
    const zones = await t.client.account.timeZones();
    expect(zones.total).toBeGreaterThan(0);
    expect(callsTo(t.sb, "/xml/timezonelist")).toHaveLength(2);
    expect(attempts("timezonelist")).toEqual(["1:network_failed", "2:ok"]);
  });

  it("a dropped connection on a PUT is NetworkFailed and not repeated", async () => {
    reset();
    t.sb.control.failNext({ mode: "drop", path: "/xml/user-language" });
    const e = await rejection(() => t.client.account.setLanguage("br"));
    expect(e).toBeInstanceOf(NetworkFailed);
    expect(callsTo(t.sb, "/xml/user-language")).toHaveLength(1);
    expect((await t.client.account.profile()).language).toBe("en");
  });

  it("a slow answer within the budget still succeeds, and its latency is reported", async () => {
    reset();
    t.sb.control.setDelay(150);
    try {
      expect((await t.client.references.couponTypes()).length).toBeGreaterThan(0);
    } finally {
      t.sb.control.setDelay(0);
    }
    const [event] = t.events.filter((e) => e.endpoint === "coupontypes");
    expect(event).toMatchObject({ family: "xml", method: "GET", outcome: "ok", attempt: 1 });
    expect(event?.ms).toBeGreaterThanOrEqual(140);
  });
});
