/** A 429's Retry-After reaches the caller as `retryAfterMs` (seconds, or an HTTP date). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createPublisherApi,
  type PublisherApi,
  ServerFailed,
} from "../../src/publisher-api/index.js";
import { retryAfterMs } from "../../src/publisher-api/xml.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { testNow } from "../support/clock.js";

let sandbox: Sandbox;
let api: PublisherApi;
beforeAll(async () => {
  sandbox = await startSandbox({ now: testNow });
  api = createPublisherApi({ baseUrl: sandbox.url });
});
afterAll(async () => {
  await api?.close();
  await sandbox?.close();
});

describe("Retry-After", () => {
  it("of a 429 on a claim is the error's retryAfterMs; without one it is undefined", async () => {
    const client = api.forPublisher(sandbox.publishers[0]);
    const file = (order: string) =>
      client.lostOrders
        .create({
          traffic_channel_id: 1,
          order_number: order,
          order_date: testNow().toISOString().slice(0, 10),
          offer_id: "1",
          order_sum: "10",
          order_currency_id: 2,
          comment: "",
        })
        .catch((e: unknown) => e);
    // A POST is sent once: its 429 reaches the caller as it came.
    sandbox.control.rateLimit({ count: 1, retryAfterSeconds: 7, path: "/lostOrders" });
    const error = await file("RA-1");
    expect(error).toBeInstanceOf(ServerFailed);
    expect(error).toMatchObject({ status: 429, retryAfterMs: 7_000 });
    sandbox.control.rateLimit({ count: 1, path: "/lostOrders", method: "POST" });
    expect(await file("RA-2")).toMatchObject({ status: 429, retryAfterMs: undefined });
  });

  it("is read as seconds or as an HTTP date", () => {
    const now = Date.parse("2026-06-10T10:00:00Z");
    expect(retryAfterMs("120", now)).toBe(120_000);
    expect(retryAfterMs("Wed, 10 Jun 2026 10:00:30 GMT", now)).toBe(30_000);
    expect(retryAfterMs("Wed, 10 Jun 2026 09:00:00 GMT", now)).toBe(0);
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });
});
