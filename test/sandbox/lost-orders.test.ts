import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Sandbox } from "../../src/sandbox/index.js";
import { startTestSandbox } from "./helpers.js";

let sb: Sandbox;
beforeAll(async () => {
  sb = await startTestSandbox({ tokenTtlSeconds: 600 });
});
afterAll(() => sb.close());

interface LostOrder {
  id: string;
  status_id: string;
  order_sum: string;
  updated_at: string;
  manager_comment: string;
}

async function token(publisher = 0): Promise<string> {
  const p = sb.publishers[publisher] ?? sb.publishers[0];
  const res = await fetch(`${sb.url}/oauth/access_token`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      client_id: p.clientId,
      client_secret: p.clientSecret,
      grant_type: "client_credentials",
    }),
  });
  const body = (await res.json()) as {
    access_token: string;
    token_type: string;
    expires_in: number;
  };
  expect(res.status).toBe(200);
  expect(body).toMatchObject({ token_type: "Bearer", expires_in: 600 });
  return body.access_token;
}

async function call(
  tok: string,
  method: string,
  path = "",
  query = "",
  body?: unknown,
): Promise<{
  status: number;
  body: { lostOrder?: LostOrder | LostOrder[]; error?: string; fields?: Record<string, string> };
}> {
  const res = await fetch(
    `${sb.url}/api/rest/webmaster/v2/lostOrders${path}?access_token=${tok}${query}`,
    {
      method,
      ...(body === undefined
        ? {}
        : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
    },
  );
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : {} };
}

const valid = {
  traffic_channel_id: 3101,
  order_number: "ORD-777",
  order_date: "2025-03-01",
  offer_id: "1533",
  order_sum: "149.90",
  order_currency_id: 2,
  comment: "paid by card",
};

describe("token server", () => {
  it("refuses bad credentials with 401 invalid_client", async () => {
    const res = await fetch(`${sb.url}/oauth/access_token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        client_id: "x",
        client_secret: "y",
        grant_type: "client_credentials",
      }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: "invalid_client" });
  });
});

describe("lost orders", () => {
  it("creates, lists, edits and deletes a claim while it is new", async () => {
    const tok = await token();
    const created = await call(tok, "POST", "", "", { lostOrder: valid });
    expect(created.status).toBe(201);
    const claim = created.body.lostOrder as LostOrder;
    expect(claim).toMatchObject({ status_id: "1", order_sum: "149.90", manager_comment: "" });
    const listed = await call(tok, "GET", "", `&ids=${claim.id}`);
    expect(listed.body.lostOrder).toEqual([claim]);
    const edited = await call(tok, "PATCH", `/${claim.id}`, "", {
      lostOrder: { order_sum: "150.00" },
    });
    expect(edited.status).toBe(200);
    expect((edited.body.lostOrder as LostOrder).order_sum).toBe("150.00");
    expect((await call(tok, "DELETE", `/${claim.id}`)).status).toBe(204);
    expect((await call(tok, "GET", `/${claim.id}`)).status).toBe(404);
  });

  it("validates fields with 400 and names them", async () => {
    const tok = await token();
    const bad = await call(tok, "POST", "", "", {
      lostOrder: {
        ...valid,
        order_date: "2025-03-11",
        order_sum: 12,
        traffic_channel_id: "3101",
        offer_id: 1533,
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("validation_failed");
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual([
      "offer_id",
      "order_date",
      "order_sum",
      "traffic_channel_id",
    ]);
    expect(
      (await call(tok, "POST", "", "", { lostOrder: { ...valid, order_currency_id: "2" } })).body
        .fields,
    ).toHaveProperty("order_currency_id");
    expect((await call(tok, "GET", "", "&perpage=1001")).status).toBe(400);
    expect((await call(tok, "GET", "", "&status=lost")).status).toBe(400);
  });

  it("keeps claims in all four statuses; edit and delete only while new (409)", async () => {
    const tok = await token();
    const list = (await call(tok, "GET", "", "&perpage=1000")).body.lostOrder as LostOrder[];
    expect(new Set(list.map((c) => c.status_id))).toEqual(new Set(["1", "2", "3", "4"]));
    const accepted = (await call(tok, "GET", "", "&status=accepted")).body.lostOrder as LostOrder[];
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.every((c) => c.status_id === "3")).toBe(true);
    const id = accepted[0]?.id ?? "";
    const edit = await call(tok, "PATCH", `/${id}`, "", { lostOrder: { comment: "again" } });
    expect(edit.status).toBe(409);
    expect(edit.body.error).toBe("wrong_status");
    expect((await call(tok, "DELETE", `/${id}`)).status).toBe(409);
    // Another publisher's claim does not exist for this one.
    expect((await call(await token(1), "GET", `/${id}`)).status).toBe(404);
  });

  it("pages with page/perpage and filters by updated_at after setClaimStatus", async () => {
    const tok = await token();
    const page0 = (await call(tok, "GET", "", "&perpage=5")).body.lostOrder as LostOrder[];
    const page1 = (await call(tok, "GET", "", "&perpage=5&page=1")).body.lostOrder as LostOrder[];
    const both = (await call(tok, "GET", "", "&perpage=10")).body.lostOrder as LostOrder[];
    expect([...page0, ...page1]).toEqual(both);
    const fresh = (await call(tok, "GET", "", "&status=new&perpage=1")).body
      .lostOrder as LostOrder[];
    const id = fresh[0]?.id ?? "";
    sb.control.setClaimStatus(sb.publishers[0].id, id, "processing", "Checking with the shop");
    const updated = (
      await call(tok, "GET", "", "&updated_at_start=2025-03-10&updated_at_end=2025-03-10")
    ).body.lostOrder as LostOrder[];
    const moved = updated.find((c) => c.id === id);
    expect(moved).toMatchObject({ status_id: "2", manager_comment: "Checking with the shop" });
    expect(moved?.updated_at.startsWith("2025-03-10T")).toBe(true);
    const before = (await call(tok, "GET", "", "&updated_at_end=2025-03-09&perpage=1000")).body
      .lostOrder as LostOrder[];
    expect(before.some((c) => c.id === id)).toBe(false);
  });

  it("answers 401 invalid_token for a missing, unknown or expired token", async () => {
    const tok = await token();
    expect((await call(tok, "GET")).status).toBe(200);
    expect((await call("nope", "GET")).status).toBe(401);
    sb.control.expireTokens();
    const expired = await call(tok, "GET");
    expect(expired.status).toBe(401);
    expect(expired.body.error).toBe("invalid_token");
    expect((await call(await token(), "GET")).status).toBe(200);
  });

  it("expires tokens after expires_in seconds of the sandbox clock", async () => {
    let now = new Date("2025-03-10T09:30:00Z");
    const local = await startTestSandbox({ now: () => now, tokenTtlSeconds: 60 });
    try {
      const p = local.publishers[0];
      const res = await fetch(`${local.url}/oauth/access_token`, {
        method: "POST",
        body: JSON.stringify({
          client_id: p.clientId,
          client_secret: p.clientSecret,
          grant_type: "client_credentials",
        }),
      });
      const { access_token } = (await res.json()) as { access_token: string };
      const get = () =>
        fetch(`${local.url}/api/rest/webmaster/v2/lostOrders?access_token=${access_token}`);
      expect((await get()).status).toBe(200);
      now = new Date(now.getTime() + 61_000);
      expect((await get()).status).toBe(401);
    } finally {
      await local.close();
    }
  });
});

describe("order numbers claimed twice", () => {
  it("refuses an order number already claimed for the offer, as a network does, and takes it for another offer", async () => {
    const tok = await token();
    const order = { ...valid, order_number: "DUP-4901" };
    expect((await call(tok, "POST", "", "", { lostOrder: order })).status).toBe(201);
    const again = await call(tok, "POST", "", "", { lostOrder: { ...order, order_sum: "5.00" } });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe("validation_failed");
    expect(again.body.fields?.order_number).toMatch(/already claimed for this offer/);
    const listed = await call(tok, "GET", "", "&order_number=DUP-4901");
    expect(listed.body.lostOrder).toHaveLength(1);
  });

  it("answers 429 past 10 claims a second", async () => {
    const tok = await token(1);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(tok, "POST", "", "", { lostOrder: { ...valid, order_number: `FAST-${i}` } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });
});
