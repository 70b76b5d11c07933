// Contract: lost-order claims (JSON family) and their access token, client against the sandbox.
import { describe, expect, it } from "vitest";
import {
  AuthRejected,
  BadRequest,
  type LostOrder,
  type LostOrderInput,
  NotFound,
  WrongState,
} from "../../src/publisher-api/index.js";
import { callsTo, rejection, TODAY, useContract } from "./context.js";

const t = useContract();
const ALICE = 710001;

const input: LostOrderInput = {
  traffic_channel_id: 3101,
  order_number: "CT-1001",
  order_date: "2025-03-01",
  offer_id: "1435",
  order_sum: "149.90",
  order_currency_id: 2,
  comment: "Paid by card",
};

const ids = (list: readonly LostOrder[]) => list.map((c) => c.id);

describe("lost orders", () => {
  // First in the file: the token cache is still empty.
  it("sends one cached token as access_token, and a new one after the tokens expire", async () => {
    t.sb.control.clearCalls();
    await Promise.all([
      t.client.lostOrders.list(),
      t.client.lostOrders.list({ perpage: 5 }),
      t.client.lostOrders.list({ status: ["new"] }),
    ]);
    const grants = callsTo(t.sb, "/oauth/access_token");
    expect(grants).toHaveLength(1);
    expect(grants[0]?.body).toMatchObject({
      client_id: "alice-client-4b1d",
      grant_type: "client_credentials",
    });
    const lists = callsTo(t.sb, "/v2/lostOrders");
    expect(lists).toHaveLength(3);
    const token = lists[0]?.query.access_token ?? "";
    expect(token).toMatch(/^sbx_/);
    expect(lists.every((c) => c.query.access_token === token && c.status === 200)).toBe(true);

    t.sb.control.expireTokens();
    t.sb.control.clearCalls();
    await t.client.lostOrders.list();
    await t.client.lostOrders.list();
    expect(t.sb.control.calls.map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual([
      "GET /api/rest/webmaster/v2/lostOrders 401",
      "POST /oauth/access_token 200",
      "GET /api/rest/webmaster/v2/lostOrders 200",
      "GET /api/rest/webmaster/v2/lostOrders 200",
    ]);
    const fresh = t.sb.control.calls[2]?.query.access_token;
    expect(fresh).toMatch(/^sbx_/);
    expect(fresh).not.toBe(token);
    expect(t.sb.control.calls[3]?.query.access_token).toBe(fresh);
  });

  it("checks client credentials; refuses without them or with a wrong secret", async () => {
    await expect(
      t.api.verifyClientCredentials("bruno-client-7a30", "bruno-secret-51f8b2aa"),
    ).resolves.toBeUndefined();
    const bad = await rejection(() => t.api.verifyClientCredentials("bruno-client-7a30", "nope"));
    expect(bad).toMatchObject({ kind: "auth_rejected", status: 401 });
    const keyOnly = t.api.forPublisher({ apiKey: t.sb.publishers[0].apiKey });
    t.sb.control.clearCalls();
    expect(await rejection(() => keyOnly.lostOrders.list())).toBeInstanceOf(AuthRejected);
    expect(t.sb.control.calls).toHaveLength(0);
    const wrong = t.api.forPublisher({
      apiKey: "k",
      clientId: "alice-client-4b1d",
      clientSecret: "x",
    });
    const e = await rejection(() => wrong.lostOrders.list());
    expect(e).toBeInstanceOf(AuthRejected);
    expect((e as AuthRejected).status).toBe(401);
    expect((e as AuthRejected).apiError).toBe("Client authentication failed");
  });

  it("lists the publisher's claims newest first, typed as strings, page by page", async () => {
    const all = await t.client.lostOrders.list({ perpage: 1000 });
    expect(all.length).toBeGreaterThan(10);
    for (const c of all) {
      expect(c.id).toMatch(/^\d+$/);
      expect(["1", "2", "3", "4"]).toContain(c.status_id);
      expect(c.order_date).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(c.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
      expect(c.updated_at >= c.created_at).toBe(true);
    }
    const numeric = all.map((c) => Number(c.id));
    expect(numeric).toEqual([...numeric].sort((a, b) => b - a));
    const page0 = await t.client.lostOrders.list({ page: 0, perpage: 5 });
    const page1 = await t.client.lostOrders.list({ page: 1, perpage: 5 });
    expect([...ids(page0), ...ids(page1)]).toEqual(ids(all).slice(0, 10));
    const walked: string[] = [];
    for await (const c of t.client.lostOrders.each({ perpage: 7 })) walked.push(c.id);
    expect(walked).toEqual(ids(all));
  });

  it("creates, reads, edits and deletes a new claim", async () => {
    const lo = t.client.lostOrders;
    const created = await lo.create(input);
    expect(created).toMatchObject({
      offer_id: "1435",
      traffic_channel_id: "3101",
      order_number: "CT-1001",
      order_sum: "149.90",
      order_currency_id: "2",
      order_date: "2025-03-01",
      status_id: "1",
      comment: "Paid by card",
      manager_comment: "",
    });
    expect(created.created_at.startsWith(TODAY)).toBe(true);
    const post = callsTo(t.sb, "/v2/lostOrders", "POST").at(-1);
    expect(post?.status).toBe(201);
    expect(post?.body).toEqual({ lostOrder: input });

    expect(await lo.get(created.id)).toEqual(created);
    const edited = await lo.edit(created.id, { order_sum: "159.90", comment: "Card, then cash" });
    expect(edited).toMatchObject({
      id: created.id,
      order_sum: "159.90",
      comment: "Card, then cash",
    });
    expect(edited.order_number).toBe("CT-1001");
    expect(await lo.get(created.id)).toEqual(edited);

    await lo.delete(created.id);
    expect(callsTo(t.sb, `/lostOrders/${created.id}`, "DELETE").at(-1)?.status).toBe(204);
    expect(await rejection(() => lo.get(created.id))).toBeInstanceOf(NotFound);
    expect(await rejection(() => lo.delete(created.id))).toBeInstanceOf(NotFound);
  });

  it("filters the list by every filter", async () => {
    const lo = t.client.lostOrders;
    const a = await lo.create({ ...input, order_number: "CT-A", offer_id: "1459" });
    const b = await lo.create({ ...input, order_number: "CT-B", order_date: "2025-02-10" });
    const all = await lo.list({ perpage: 1000 });
    const some = async (f: Parameters<typeof lo.list>[0]) => ids(await lo.list(f));

    expect(await some({ ids: [a.id, b.id] })).toEqual([b.id, a.id]);
    expect(await some({ order_number: "CT-A" })).toEqual([a.id]);
    expect(await some({ order_number: ["CT-A", "CT-B"] })).toEqual([b.id, a.id]);
    const of1459 = await lo.list({ offers: [1459], perpage: 1000 });
    expect(of1459.map((c) => c.id)).toContain(a.id);
    expect(of1459.every((c) => c.offer_id === "1459")).toBe(true);
    for (const status of ["new", "processing", "accepted", "rejected"] as const) {
      const id = String(["new", "processing", "accepted", "rejected"].indexOf(status) + 1);
      const byName = await lo.list({ status: [status], perpage: 1000 });
      const byId = await lo.list({ status_id: [Number(id)], perpage: 1000 });
      expect(byName.length).toBeGreaterThan(0);
      expect(byName.every((c) => c.status_id === id)).toBe(true);
      expect(ids(byId)).toEqual(ids(byName));
    }
    const inFeb = await lo.list({ order_date_start: "2025-02-01", order_date_end: "2025-02-28" });
    expect(ids(inFeb)).toContain(b.id);
    expect(ids(inFeb)).not.toContain(a.id);
    expect(inFeb.every((c) => c.order_date >= "2025-02-01" && c.order_date <= "2025-02-28")).toBe(
      true,
    );
    for (const field of ["created_at", "updated_at"] as const) {
      const recent = await lo.list({ perpage: 1000, [`${field}_start`]: TODAY });
      const earlier = await lo.list({ perpage: 1000, [`${field}_end`]: "2025-03-09" });
      expect(ids(recent)).toEqual(expect.arrayContaining([a.id, b.id]));
      expect(recent.every((c) => c[field].startsWith(TODAY))).toBe(true);
      expect(earlier.every((c) => c[field] < TODAY)).toBe(true);
      expect(recent.length + earlier.length).toBe(all.length);
      const day = await lo.list({ [`${field}_start`]: TODAY, [`${field}_end`]: TODAY });
      expect(ids(day)).toEqual(ids(recent).slice(0, 20));
    }
  });

  it("refuses edit and delete once the claim has moved on; validates input", async () => {
    const lo = t.client.lostOrders;
    const claim = await lo.create({ ...input, order_number: "CT-STATE" });
    const moved = t.sb.control.setClaimStatus(ALICE, claim.id, "accepted", "Found it");
    expect(moved.status).toBe("accepted");
    const read = await lo.get(claim.id);
    expect(read).toMatchObject({ status_id: "3", manager_comment: "Found it" });
    expect(read.updated_at > claim.updated_at).toBe(true);

    const edit = await rejection(() => lo.edit(claim.id, { comment: "late" }));
    expect(edit).toBeInstanceOf(WrongState);
    expect((edit as WrongState).status).toBe(409);
    expect((edit as WrongState).apiError).toContain("only new requests can be edited");
    expect(await rejection(() => lo.delete(claim.id))).toBeInstanceOf(WrongState);
    expect((await lo.get(claim.id)).comment).toBe("Paid by card");

    const future = await rejection(() => lo.create({ ...input, order_date: "2025-03-11" }));
    expect(future).toBeInstanceOf(BadRequest);
    expect((future as BadRequest).fields).toEqual({ order_date: "must not be in the future" });
    const sum = await rejection(() => lo.create({ ...input, order_sum: "a lot" }));
    expect(Object.keys((sum as BadRequest).fields ?? {})).toEqual(["order_sum"]);
    expect(await rejection(() => lo.get("999999"))).toBeInstanceOf(NotFound);
  });
});
