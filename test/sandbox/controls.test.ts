import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SEED, getDataset } from "../../src/sandbox/data/dataset.js";
import type { Sandbox } from "../../src/sandbox/index.js";
import { networkDay } from "../../src/sandbox/lib/dates.js";
import { items, NOW, num, startTestSandbox, str, xml } from "./helpers.js";

let sb: Sandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());

const control = async (path: string, body?: unknown, method = "POST"): Promise<Response> =>
  fetch(`${sb.url}/__sandbox/${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
  });

describe("controls", () => {
  it("failNext 500 answers an envelope 500, then recovers; path limits it", async () => {
    sb.control.failNext({ count: 2, mode: 500, path: "/coupons" });
    expect((await xml(sb, "profile")).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const env = await xml(sb, "coupons?limit=1");
      expect(env).toMatchObject({ http: 500, status: 500, root: "getCouponsResponseData" });
    }
    expect((await xml(sb, "coupons?limit=1")).status).toBe(200);
    sb.control.failNext({ mode: 500 });
    const res = await fetch(`${sb.url}/oauth/access_token`, { method: "POST", body: "{}" });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ error: "server_error" });
  });

  it("failNext html, foreign-root and no-status answer 200 with something else, once", async () => {
    const url = `${sb.url}/api/rest/webmaster/xml/balanceinfo?remote_auth=${sb.publishers[0].apiKey}`;
    sb.control.failNext({ mode: "html", path: "/balanceinfo" });
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toMatch(/^<!DOCTYPE html>/);
    sb.control.failNext({ mode: "foreign-root", path: "/balanceinfo" });
    expect(await (await fetch(url)).text()).toContain("<response><status>200</status>");
    sb.control.failNext({ mode: "no-status", path: "/balanceinfo" });
    const bare = await (await fetch(url)).text();
    expect(bare).toContain("<getBalanceInfoResponseData><error></error>");
    expect(bare).not.toContain("<status>");
    expect(await (await fetch(url)).text()).toContain("<status>200</status>");
    const res = await control("fail-next", { mode: "no-status", path: "/lostOrders" });
    expect(res.status).toBe(204);
    const token = (await (
      await fetch(`${sb.url}/oauth/access_token`, {
        method: "POST",
        body: JSON.stringify({
          client_id: sb.publishers[0].clientId,
          client_secret: sb.publishers[0].clientSecret,
          grant_type: "client_credentials",
        }),
      })
    ).json()) as { access_token: string };
    const list = await fetch(
      `${sb.url}/api/rest/webmaster/v2/lostOrders?access_token=${token.access_token}`,
    );
    expect(await list.json()).toEqual({});
    expect((await control("fail-next", { mode: "gibberish" })).status).toBe(400);
  });

  it("failNext drop destroys the socket; timeout holds it until the client gives up", async () => {
    sb.control.failNext({ mode: "drop", path: "/profile" });
    await expect(xml(sb, "profile")).rejects.toThrow();
    sb.control.failNext({ mode: "timeout", path: "/balanceinfo" });
    // Held until the client gave up: its own time limit ended the request, not the sandbox.
    await expect(
      fetch(`${sb.url}/api/rest/webmaster/xml/balanceinfo?remote_auth=${sb.publishers[0].apiKey}`, {
        signal: AbortSignal.timeout(300),
      }),
    ).rejects.toMatchObject({ name: "TimeoutError" });
    expect((await xml(sb, "balanceinfo")).status).toBe(200);
  });

  it("records calls with method, path, query and parsed body; clearCalls empties them", async () => {
    sb.control.clearCalls();
    await xml(sb, "user-language", {
      method: "PUT",
      body: "<setUserLanguageRequestData><lang>ru</lang></setUserLanguageRequestData>",
    });
    const [call] = sb.control.calls;
    expect(call).toMatchObject({
      method: "PUT",
      path: "/api/rest/webmaster/xml/user-language",
      query: { remote_auth: sb.publishers[0].apiKey },
      body: { setUserLanguageRequestData: { lang: "ru" } },
      status: 200,
    });
    expect(Date.parse(call?.time ?? "")).not.toBeNaN();
    expect(str((await xml(sb, "profile")).data.language)).toBe("ru");
    const overHttp = (await (await control("calls", undefined, "GET")).json()) as {
      calls: unknown[];
    };
    expect(overHttp.calls.length).toBe(2);
    sb.control.clearCalls();
    expect(sb.control.calls).toHaveLength(0);
  });

  it("setDelay slows every answer", async () => {
    sb.control.setDelay(400);
    try {
      // Still unanswered partway through the delay (timers of one process fire in order).
      let answered = false;
      const answer = xml(sb, "profile").then(() => {
        answered = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(answered).toBe(false);
      await answer;
    } finally {
      sb.control.setDelay(0);
    }
  });

  it("works over HTTP: fail-next, claim-status, expire-tokens, delay", async () => {
    expect((await control("fail-next", { mode: 500, path: "/rotators" })).status).toBe(204);
    expect((await xml(sb, "rotators")).status).toBe(500);
    const moved = await control("claim-status", {
      publisher: sb.publishers[1].apiKey,
      claimId: "4101",
      status: "rejected",
      managerComment: "No such order",
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      lostOrder: { id: "4101", status_id: "4", manager_comment: "No such order" },
    });
    expect(
      (await control("claim-status", { publisher: 1, claimId: "x", status: "new" })).status,
    ).toBe(400);
    expect((await control("expire-tokens")).status).toBe(204);
    expect((await control("delay", { ms: 0 })).status).toBe(204);
    const info = (await (await control("", undefined, "GET")).json()) as {
      publishers: Array<{ apiKey: string }>;
    };
    expect(info.publishers.map((p) => p.apiKey)).toEqual(sb.publishers.map((p) => p.apiKey));
  });
});

describe("writes and determinism", () => {
  it("creates and updates postbacks; empty lists come back absent (null)", async () => {
    const created = await xml(sb, "postback", {
      method: "POST",
      body: `<createPostbackRequestData><name>New</name><url>https://t.example.com/pb</url><action_type>cpa</action_type>
        <request_type>get</request_type><query_params><click_id>sub1</click_id></query_params>
        <offers_included><item>0</item></offers_included></createPostbackRequestData>`,
    });
    expect(created.status).toBe(200);
    const id = str(created.data.id);
    let pb = await xml(sb, `postback?id=${id}`);
    expect(pb.data).toMatchObject({ action_type: "cpa", offers_included: { item: ["0"] } });
    await xml(sb, "postback", {
      method: "PUT",
      body: `<setPostbackRequestData><id>${id}</id><offers_included/><query_params/></setPostbackRequestData>`,
    });
    pb = await xml(sb, `postback?id=${id}`);
    expect(pb.data).not.toHaveProperty("offers_included");
    expect(pb.data).not.toHaveProperty("query_params");
    const bad = await xml(sb, "postback", {
      method: "POST",
      body: "<createPostbackRequestData><name>x</name><url>ftp://x</url></createPostbackRequestData>",
    });
    expect(bad.status).toBe(400);
    expect((await xml(sb, "postback", { method: "POST", body: "<wrongRoot/>" })).status).toBe(400);
  });

  it("creates rotators with ids of 1000 and above; profile PUT ignores phone", async () => {
    const created = await xml(sb, "rotator", {
      method: "POST",
      body: "<createRotatorRequestData><name>R</name><type>image</type><banner_sizes><item>300x250</item></banner_sizes></createRotatorRequestData>",
    });
    expect(num(created.data.id)).toBeGreaterThanOrEqual(1000);
    const listed = items(await xml(sb, "rotators"));
    expect(listed.map((r) => str(r.id))).toContain(str(created.data.id));
    await xml(sb, "profile", {
      method: "PUT",
      body: "<setProfileRequestData><first_name>Alicia</first_name><phone>+100</phone></setProfileRequestData>",
    });
    const profile = (await xml(sb, "profile")).data;
    expect(profile).toMatchObject({ first_name: "Alicia", phone: "+12025550143" });
  });

  it("serves the same data from a second sandbox, started instantly", async () => {
    // Instantly because the generated world is built once per seed and day and then shared.
    const today = networkDay(NOW);
    expect(getDataset(DEFAULT_SEED, today)).toBe(getDataset(DEFAULT_SEED, today));
    const other = await startTestSandbox();
    try {
      const a = await xml(sb, "statistics-offers/action_id/2025-03-01/2025-03-09?limit=5");
      const b = await xml(other, "statistics-offers/action_id/2025-03-01/2025-03-09?limit=5");
      expect(b.data).toEqual(a.data);
      expect(str((await xml(other, "profile")).data.first_name)).toBe("Alice");
    } finally {
      await other.close();
    }
  });
});
