// The quirk switches: off by default, settable from JS and over HTTP, checked, and reset.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_QUIRKS, type Sandbox } from "../../src/sandbox/index.js";
import { startTestSandbox } from "./helpers.js";

let sb: Sandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.close());
afterEach(() => sb.control.resetQuirks());

const control = (method: string, body?: unknown): Promise<Response> =>
  fetch(`${sb.url}/__sandbox/quirks`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
  });

const raw = async (path: string): Promise<string> =>
  (
    await fetch(`${sb.url}/api/rest/webmaster/xml/${path}?remote_auth=${sb.publishers[0].apiKey}`)
  ).text();

describe("quirk switches", () => {
  it("are all off by default", async () => {
    expect(sb.control.quirks).toEqual(DEFAULT_QUIRKS);
    expect(await (await control("GET")).json()).toEqual({ quirks: DEFAULT_QUIRKS });
    expect(Object.values(DEFAULT_QUIRKS).every((v) => v === false || typeof v !== "boolean")).toBe(
      true,
    );
  });

  it("are set over HTTP, refused when unknown or out of range, and reset", async () => {
    const set = await control("POST", { characterReferences: true });
    expect(await set.json()).toMatchObject({ quirks: { characterReferences: true } });
    expect((await control("POST", { characterReferences: "yes" })).status).toBe(400);
    expect((await control("POST", { noSuchQuirk: true })).status).toBe(400);
    expect(sb.control.quirks.characterReferences).toBe(true);
    expect((await control("DELETE")).status).toBe(204);
    expect(sb.control.quirks).toEqual(DEFAULT_QUIRKS);
  });
});

describe("writeAnswer", () => {
  const put = (): Promise<string> =>
    fetch(`${sb.url}/api/rest/webmaster/xml/user-language?remote_auth=${sb.publishers[0].apiKey}`, {
      method: "PUT",
      body: "<setUserLanguageRequestData><lang>en</lang></setUserLanguageRequestData>",
    }).then((r) => r.text());

  it("answers a done write with a deferral, no data, or empty data", async () => {
    expect(await put()).toContain(
      "<status>200</status><error></error><request_id></request_id><data>1</data>",
    );
    sb.control.setQuirks({ writeAnswer: "deferred" });
    expect(await put()).toMatch(
      /<status>204<\/status><error><\/error><request_id>\d+<\/request_id><\//,
    );
    sb.control.setQuirks({ writeAnswer: "no-data" });
    expect(await put()).not.toContain("<data>");
    sb.control.setQuirks({ writeAnswer: "odd-data" });
    expect(await put()).toContain("<data></data>");
    expect(await raw("profile")).toContain("<status>200</status>");
  });
});

describe("staleTokenStatus and changePassword", () => {
  const token = async (): Promise<string> => {
    const { clientId, clientSecret } = sb.publishers[0];
    const res = await fetch(`${sb.url}/oauth/access_token`, {
      method: "POST",
      body: JSON.stringify({
        client_id: clientId,
        client_secret: clientSecret,
        grant_type: "client_credentials",
      }),
    });
    return ((await res.json()) as { access_token: string }).access_token;
  };
  const list = (t: string) =>
    fetch(`${sb.url}/api/rest/webmaster/v2/lostOrders?perpage=1&access_token=${t}`);

  it("a password change invalidates earlier tokens only; the quirk answers them 403", async () => {
    const before = await token();
    const other = sb.publishers[1];
    expect((await list(before)).status).toBe(200);
    await fetch(`${sb.url}/__sandbox/change-password`, {
      method: "POST",
      body: JSON.stringify({ publisher: other.id }),
      headers: { "content-type": "application/json" },
    });
    expect((await list(before)).status).toBe(200);
    sb.control.changePassword(sb.publishers[0].apiKey);
    const stale = await list(before);
    expect(stale.status).toBe(401);
    expect(await stale.json()).toMatchObject({ error: "invalid_token" });
    sb.control.setQuirks({ staleTokenStatus: 403 });
    const refused = await list(before);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: "access_denied",
      message: "Access denied: the access token is invalid or has expired",
    });
    expect((await list(await token())).status).toBe(200);
  });
});

describe("lostOrderAnswer and lostOrderNotNewStatus", () => {
  it("answer a done create with a flag, and a claim that moved on with the chosen status", async () => {
    const { clientId, clientSecret } = sb.publishers[0];
    const grant = await fetch(`${sb.url}/oauth/access_token`, {
      method: "POST",
      body: JSON.stringify({
        client_id: clientId,
        client_secret: clientSecret,
        grant_type: "client_credentials",
      }),
    });
    const { access_token } = (await grant.json()) as { access_token: string };
    const claims = `${sb.url}/api/rest/webmaster/v2/lostOrders`;
    const send = (method: string, path: string, body?: unknown) =>
      fetch(`${claims}${path}?access_token=${access_token}`, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const lostOrder = {
      traffic_channel_id: 3101,
      order_number: "QK-1",
      order_date: "2025-03-01",
      offer_id: "1435",
      order_sum: "10.00",
      order_currency_id: 2,
    };
    sb.control.setQuirks({ lostOrderAnswer: "flag", lostOrderNotNewStatus: 403 });
    const created = await send("POST", "", { lostOrder });
    expect(created.status).toBe(200);
    expect(await created.json()).toEqual({ success: true });
    const listed = await (await send("GET", "")).json();
    const id = (listed as { lostOrder: { id: string; order_number: string }[] }).lostOrder.find(
      (c) => c.order_number === "QK-1",
    )?.id;
    expect(id).toMatch(/^\d+$/);
    sb.control.setClaimStatus(sb.publishers[0].id, id ?? "", "accepted");
    const refused = await send("DELETE", `/${id}`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: "forbidden" });
    sb.control.setQuirks({ lostOrderNotNewStatus: 404 });
    expect((await send("PATCH", `/${id}`, { lostOrder: { comment: "x" } })).status).toBe(404);
  });
});

describe("statisticsStartAsOffset", () => {
  it("reads start as the first row's number", async () => {
    const days = async (start: number) => {
      const text = await (
        await fetch(
          `${sb.url}/api/rest/webmaster/xml/statistics/event_time_day/2025-02-01/2025-02-10?start=${start}&limit=3&remote_auth=${sb.publishers[0].apiKey}`,
        )
      ).text();
      return [...text.matchAll(/<eventTime>([^<]+)<\/eventTime>/g)].map((m) => m[1]);
    };
    expect(await days(1)).toEqual(["2025-02-04", "2025-02-05", "2025-02-06"]);
    sb.control.setQuirks({ statisticsStartAsOffset: true });
    expect(await days(1)).toEqual(["2025-02-02", "2025-02-03", "2025-02-04"]);
  });
});

describe("characterReferences", () => {
  it("writes quotes and non-ASCII text as character references, valid XML", async () => {
    expect(await raw("languages-list")).toContain("<name>Русский</name>");
    sb.control.setQuirks({ characterReferences: true });
    const text = await raw("languages-list");
    expect(text).toContain("<name>&#1056;&#1091;&#1089;&#1089;&#1082;&#1080;&#1081;</name>");
    expect(text).toContain("Portugu&#234;s (Brasil)");
  });
});
