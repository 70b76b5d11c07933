import { describe, expect, it } from "vitest";
import { readConversion } from "../../../src/bot/features/alerts/conversion.js";
import { parseOfferIds } from "../../../src/bot/features/alerts/offers-wizard.js";
import { hashToken, newToken } from "../../../src/bot/features/alerts/settings.js";
import { isQuiet } from "../../../src/bot/quiet-hours/quiet-hours.js";
import { ConfigError, loadConfig } from "../../../src/config.js";

const base = { BOT_TOKEN: "1:abc", PUBLISHER_API_URL: "http://api.test" };

describe("PUBLIC_URL", () => {
  it("is taken as given, without a trailing slash; webhook mode defaults to WEBHOOK_URL's origin", () => {
    expect(loadConfig(base).publicUrl).toBeUndefined();
    expect(loadConfig({ ...base, PUBLIC_URL: "https://bot.example.com/" }).publicUrl).toBe(
      "https://bot.example.com",
    );
    const webhook = {
      ...base,
      BOT_MODE: "webhook",
      WEBHOOK_URL: "https://hooks.example.net:8443/webhook",
      WEBHOOK_SECRET: "s",
    };
    expect(loadConfig(webhook).publicUrl).toBe("https://hooks.example.net:8443");
    expect(loadConfig({ ...webhook, PUBLIC_URL: "https://alerts.example.org" }).publicUrl).toBe(
      "https://alerts.example.org",
    );
    expect(() => loadConfig({ ...base, PUBLIC_URL: "ftp://bot.example.com" })).toThrow(ConfigError);
  });
});

describe("reading a postback", () => {
  const read = (query: string) => readConversion(new URLSearchParams(query));

  it("reads the bot's parameter names, or the fields' own; statuses and amounts leniently", () => {
    expect(
      read(
        "cid=k1&state=Approved&amount=12,40&currency=eur&oid=1203&offer=Norrland&goal=sale&sub=ch7",
      ),
    ).toEqual({
      ok: true,
      conversion: {
        clickId: "k1",
        status: "approved",
        payout: 12.4,
        currency: "EUR",
        offerId: 1203,
        offerName: "Norrland",
        goal: "sale",
        subaccount: "ch7",
        time: "",
      },
    });
    const own = read("click_id=k2&status=Отклонен&payout=3&action_type=cpl");
    expect(own.ok && own.conversion).toMatchObject({ status: "rejected", payout: 3, goal: "lead" });
    expect(read("cid=k3&state=1").ok && read("cid=k3&state=1")).toMatchObject({
      conversion: { status: "new", payout: 0 },
    });
  });

  it("refuses what it cannot read, and keeps ip and ua out of what may be logged", () => {
    const bad = read("cid=k4&state=weird&ip=198.51.100.1&ua=Secret&sub=s1");
    expect(bad).toEqual({
      ok: false,
      reason: "unknown status",
      fields: { cid: "k4", state: "weird", sub: "s1" },
    });
    expect(read("state=approved").ok).toBe(false);
    expect(read("cid=k5&state=approved&amount=1e3").ok).toBe(false);
    expect(read("cid=k5&state=approved&oid=12a").ok).toBe(false);
  });

  it("a status that names an object's own machinery is an unknown status, like any other word", () => {
    for (const word of ["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty"]) {
      for (const query of [`cid=k6&state=${word}&amount=1`, `click_id=k6&status=${word}`]) {
        expect(read(query), query).toMatchObject({ ok: false, reason: "unknown status" });
      }
    }
  });
});

describe("tokens, quiet hours, offer ids", () => {
  it("tokens are 192 random bits, URL-safe, stored as their sha-256", () => {
    const a = newToken();
    const b = newToken();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(Buffer.from(a.token, "base64url")).toHaveLength(24);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("quiet hours span midnight in the publisher's zone", () => {
    const night = { from: 22 * 60, to: 8 * 60 };
    const at = new Date("2025-03-10T20:30:00Z");
    expect(isQuiet(night, at, "UTC")).toBe(false);
    expect(isQuiet(night, at, "Europe/Moscow")).toBe(true); // 23:30
    expect(isQuiet(night, at, "Asia/Tokyo")).toBe(true); // 05:30
    expect(isQuiet(night, at, "Asia/Kolkata")).toBe(true); // 02:00
    expect(isQuiet(night, at, "America/New_York")).toBe(false); // 16:30
    expect(isQuiet({ from: 9 * 60, to: 17 * 60 }, at, "America/New_York")).toBe(true);
  });

  it("offer ids: numbers, or all", () => {
    expect(parseOfferIds("1203, 1410 1203")).toEqual([1203, 1410]);
    expect(parseOfferIds("all")).toEqual([0]);
    expect(parseOfferIds("12 abc")).toBeUndefined();
    expect(parseOfferIds("")).toBeUndefined();
  });
});
