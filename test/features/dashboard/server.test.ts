import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkInitData,
  initDataHash,
  signInitData,
} from "../../../src/bot/features/dashboard/init-data.js";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { createPublisherApi } from "../../../src/publisher-api/index.js";
import {
  connectUser,
  connectWithClaims,
  type Harness,
  startHarness,
} from "../../support/harness.js";
import { appUrl, askApi, initDataOf } from "./helpers.js";

let harness: Harness;
let alice: TelegramUser;
let bob: TelegramUser;

beforeAll(async () => {
  harness = await startHarness({ env: { PUBLIC_URL: "https://bot.example.net" } });
  alice = harness.user();
  await connectWithClaims(harness, alice);
  bob = harness.user({ languageCode: "ru" });
  await connectUser(harness, bob, harness.sandbox.publishers[1]?.apiKey);
}, 60_000);
afterAll(async () => harness.stop());

const balanceOf = async (apiKey: string) => {
  const api = createPublisherApi({ baseUrl: harness.sandbox.url });
  try {
    return await api.forPublisher({ apiKey }).account.balance();
  } finally {
    await api.close();
  }
};

describe("init data, as Telegram specifies it", () => {
  const token = "123456:TEST-token";
  const now = new Date("2026-11-26T12:00:00Z");
  const signed = signInitData({ id: 42, language_code: "en" }, token, now);

  it("accepts data signed with the bot's token, and names its user", () => {
    const check = checkInitData(signed, token, 3600, now);
    expect(check).toMatchObject({ ok: true, user: { id: 42 } });
  });

  it("computes the hash from the sorted data-check string, the key from WebAppData", () => {
    const fields = new URLSearchParams(signed);
    const check = [...fields]
      .filter(([k]) => k !== "hash")
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join("\n");
    expect(initDataHash(check, token)).toBe(fields.get("hash"));
  });

  it("refuses a forged hash, another bot's data, old data, data without a user, a tampered field", () => {
    const forged = signed.replace(/hash=[0-9a-f]{4}/, "hash=0000");
    expect(checkInitData(forged, token, 3600, now)).toEqual({ ok: false, problem: "forged" });
    const otherBot = signInitData({ id: 42 }, "654321:OTHER-token", now);
    expect(checkInitData(otherBot, token, 3600, now)).toEqual({ ok: false, problem: "forged" });
    const old = signInitData({ id: 42 }, token, new Date(now.getTime() - 3601_000));
    expect(checkInitData(old, token, 3600, now)).toEqual({ ok: false, problem: "expired" });
    const fields = new URLSearchParams(signed);
    fields.delete("user");
    const hash = fields.get("hash") ?? "";
    fields.delete("hash");
    const check = [...fields]
      .map(([k, v]) => `${k}=${v}`)
      .sort()
      .join("\n");
    fields.set("hash", initDataHash(check, token));
    expect(checkInitData(fields.toString(), token, 3600, now)).toEqual({
      ok: false,
      problem: "no-user",
    });
    expect(hash).not.toBe(fields.get("hash"));
    const tampered = new URLSearchParams(signed);
    tampered.set("auth_date", String(Math.floor(now.getTime() / 1000) + 5));
    expect(checkInitData(tampered.toString(), token, 3600, now)).toEqual({
      ok: false,
      problem: "forged",
    });
    expect(checkInitData(undefined, token, 3600, now)).toEqual({ ok: false, problem: "missing" });
  });
});

describe("/app/api over HTTP", () => {
  it("answers 401 and calls no API for missing, forged, expired, other-bot, tampered or replayed data", async () => {
    const good = initDataOf(harness, alice);
    const replayed = new URLSearchParams(good);
    // Bob replays Alice's data with his own id in it.
    replayed.set("user", JSON.stringify({ id: bob.id, language_code: "ru" }));
    const tampered = new URLSearchParams(good);
    tampered.set("auth_date", String(Number(tampered.get("auth_date")) - 1));
    const cases = {
      missing: undefined,
      empty: "",
      forged: good.replace(/hash=[0-9a-f]+/, `hash=${"ab".repeat(32)}`),
      otherBot: signInitData({ id: alice.id }, "999:another-bot", new Date()),
      expired: initDataOf(harness, alice, "en", new Date(Date.now() - 3 * 3600_000)),
      tampered: tampered.toString(),
      replayed: replayed.toString(),
    };
    harness.sandbox.control.clearCalls();
    for (const [name, data] of Object.entries(cases)) {
      for (const route of [
        "session",
        "money",
        "claims",
        "summary?preset=7d",
        "rows?preset=7d&kind=offer",
      ]) {
        const answer = await askApi(harness, route, data);
        expect({ name, route, status: answer.status }).toEqual({ name, route, status: 401 });
      }
    }
    expect(harness.sandbox.control.calls).toEqual([]);
    // The refusal speaks the language the data claims, so the page can say what to do.
    const refused = JSON.parse((await askApi(harness, "session", cases.replayed)).text);
    expect(refused.texts["dashboard-denied-title"]).toBe("Эта страница открывается из чата");
  });

  it("answers each user with their own credentials only", async () => {
    const [aliceKey, bobKey] = harness.sandbox.publishers.map((p) => p.apiKey);
    const [aliceBalance, bobBalance] = await Promise.all([
      balanceOf(aliceKey ?? ""),
      balanceOf(bobKey ?? ""),
    ]);
    expect(aliceBalance.available_balance).not.toBe(bobBalance.available_balance);
    const money = async (user: TelegramUser, lang: string) =>
      JSON.parse((await askApi(harness, "money", initDataOf(harness, user, lang))).text);
    const aliceMoney = await money(alice, "en");
    const bobMoney = await money(bob, "ru");
    const usd = (v: number, locale: string, currency: string) =>
      new Intl.NumberFormat(locale, { style: "currency", currency }).format(v);
    expect(aliceMoney.available).toBe(
      usd(aliceBalance.available_balance, "en-US", aliceBalance.currency),
    );
    expect(bobMoney.available).toBe(
      usd(bobBalance.available_balance, "ru-RU", bobBalance.currency),
    );
  });

  it("serves every route: session, summary, rows, CSV, report card, claims, money", async () => {
    const data = initDataOf(harness, alice);
    const session = JSON.parse((await askApi(harness, "session", data)).text);
    expect(session).toMatchObject({ lang: "en", breakdowns: expect.arrayContaining(["device"]) });
    expect(session.texts["dashboard-tab-stats"]).toBe("Stats");
    const summary = JSON.parse((await askApi(harness, "summary?preset=30d", data)).text);
    expect(summary.figures.clicks.value).toMatch(/\d/);
    expect(summary.chart.points).toHaveLength(30);
    for (const kind of ["offer", "day", "subaccount", "channel", "country", "device"]) {
      const rows = JSON.parse((await askApi(harness, `rows?preset=30d&kind=${kind}`, data)).text);
      expect({ kind, some: rows.rows.length > 0 }).toEqual({ kind, some: true });
    }
    // The report card of a week: its headline lines with their figures bold, its daily chart.
    const card = JSON.parse((await askApi(harness, "card?preset=last-week", data)).text);
    expect(card.title).toMatch(/^🗓 Report card · /);
    expect(card.headline).toHaveLength(5);
    expect(card.headline[0]).toContainEqual([expect.stringMatching(/^\d[\d,]*$/), true]);
    expect(card.chart.points).toHaveLength(7);
    // This week and last week are the picker's presets on every tab.
    expect(session.presets).toEqual(expect.arrayContaining(["this-week", "last-week"]));
    const week = await askApi(harness, "summary?preset=this-week", data);
    expect(week.status).toBe(200);
    const csv = await askApi(harness, "csv?preset=7d&kind=offer", data);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.text.split("\r\n")[0]).toContain("Clicks");
    const claims = await askApi(harness, "claims", data);
    expect(claims.status).toBe(200);
    const first = JSON.parse(claims.text).claims[0];
    if (first) {
      const one = JSON.parse((await askApi(harness, `claims/${first.id}`, data)).text);
      expect(one.history[0].what).toBe("filed");
    }
    const bad = await askApi(harness, "summary?from=2020-01-01&to=2020-01-02", data);
    expect(bad.status).toBe(400);
  });

  it("keeps an answer a minute per user and period: asked twice, the network is asked once", async () => {
    const data = initDataOf(harness, alice);
    await askApi(harness, "rows?preset=yesterday&kind=country", data);
    harness.sandbox.control.clearCalls();
    await askApi(harness, "rows?preset=yesterday&kind=country", data);
    expect(harness.sandbox.control.calls).toEqual([]);
    await askApi(harness, "rows?preset=yesterday&kind=country", initDataOf(harness, bob, "ru"));
    expect(harness.sandbox.control.calls.length).toBeGreaterThan(0);
  });

  it("answers 403 to a Telegram user who has not connected", async () => {
    const stranger = harness.user();
    const answer = await askApi(harness, "session", initDataOf(harness, stranger));
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text).problem).toBe("not-connected");
  });

  it("serves the page with its own scripts only, framed only by Telegram", async () => {
    const res = await fetch(appUrl(harness));
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(res.status).toBe(200);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/frame-ancestors https:\/\/web\.telegram\.org/);
    const html = await res.text();
    expect(html).not.toMatch(/https?:\/\//);
    expect((await fetch(`${appUrl(harness)}dashboard.js`)).status).toBe(200);
  });

  it("sets the chat's menu button to the dashboard when a publisher connects", () => {
    const set = harness.botApi.calls.filter(
      (c) => c.method === "setChatMenuButton" && Number(c.params.chat_id) === bob.id,
    );
    expect(set).toHaveLength(1);
    const button = set[0]?.params.menu_button as {
      type: string;
      text: string;
      web_app: { url: string };
    };
    expect(button).toEqual({
      type: "web_app",
      text: "Дашборд",
      web_app: { url: "https://bot.example.net/app/" },
    });
  });
});
