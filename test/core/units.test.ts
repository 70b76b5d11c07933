import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { callbackKind } from "../../src/bot/core/callback-data.js";
import { statusLabel } from "../../src/bot/features/claims/text.js";
import { findZones } from "../../src/bot/features/digest/zones.js";
import { escapeHtml, splitMessage } from "../../src/bot/format/html.js";
import { readNetworkZone } from "../../src/bot/reports/network-day.js";
import { parsePeriod } from "../../src/bot/reports/period.js";
import { Texts } from "../../src/bot/speech/texts.js";
import { guessMime } from "../../src/bot-api-stand-in/checks.js";
import { parseTelegramHtml } from "../../src/bot-api-stand-in/telegram-html.js";
import { ConfigError, loadConfig } from "../../src/config.js";
import { createLogger, scrub } from "../../src/logger.js";
import { ownEntry } from "../../src/own-entry.js";
import { openStorage } from "../../src/storage/index.js";
import { createSecretKeyFile, readSecretKeyFile } from "../../src/storage/secret-key.js";

/** This test's own texts. */
const texts = new Texts();

describe("config", () => {
  it("lists every problem at once, with how to fix it", () => {
    let error: ConfigError | undefined;
    try {
      loadConfig({ BOT_MODE: "webhook", STORAGE_URL: "redis://r:6379", DIGEST_TICK_CRON: "nope" });
    } catch (caught) {
      error = caught as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = error?.problems.join("\n") ?? "";
    for (const name of [
      "BOT_TOKEN",
      "PUBLISHER_API_URL",
      "WEBHOOK_URL",
      "WEBHOOK_SECRET",
      "SECRET_KEY",
      "DIGEST_TICK_CRON",
    ]) {
      expect(text).toContain(name);
    }
    expect(error?.message).toContain("openssl rand");
  });

  it("fills the defaults the README's configuration table states", () => {
    const config = loadConfig({ BOT_TOKEN: "1:abc", PUBLISHER_API_URL: "http://api.test/" });
    expect(config.storage).toEqual({ kind: "sqlite", path: "./data/bot.sqlite" });
    expect(config.publisherAuthUrl).toBe("http://api.test");
    expect(config.lostOrderPollCron).toBe("*/15 * * * *");
    expect(config.digestTickCron).toBe("* * * * *");
    expect(config.botMode).toBe("polling");
    expect(config.port).toBe(8080);
  });
});

describe("logger", () => {
  it("scrubs secrets from URLs, messages and fields", () => {
    const lines: string[] = [];
    const logger = createLogger(
      "info",
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    logger.info(
      { url: "http://x/api?remote_auth=KEY123&start=1", clientSecret: "SECRET9" },
      "GET /bot123:ABC-def/getMe",
    );
    logger.error({ err: new Error("failed http://x/v2/lostOrders?access_token=TOK456") }, "boom");
    const text = lines.join("");
    for (const secret of ["KEY123", "SECRET9", "123:ABC-def", "TOK456"])
      expect(text).not.toContain(secret);
    expect(text).toContain("start=1");
    expect(scrub("client_secret=abc&x=1")).toBe("client_secret=[redacted]&x=1");
  });
});

describe("callback data", () => {
  const card = callbackKind("oc", { id: "int", page: "int", q: "str", tab: ["web", "all"] });
  it("packs and unpacks, escaping separators", () => {
    const data = card.pack({ id: 12, page: 3, q: "a:b", tab: "web" });
    expect(card.unpack(data)).toEqual({ id: 12, page: 3, q: "a:b", tab: "web" });
  });
  it("refuses what a modified client could send", () => {
    expect(card.unpack("oc:12:x:q:web")).toBeUndefined();
    expect(card.unpack("oc:12:3:q:evil")).toBeUndefined();
    expect(card.unpack("other:1")).toBeUndefined();
    expect(card.unpack("oc:1")).toBeUndefined();
  });
  it("never packs over 64 bytes", () => {
    expect(() => card.pack({ id: 1, page: 1, q: "x".repeat(80), tab: "all" })).toThrow(/64 bytes/);
  });
  it("an id is a positive safe integer, an int any safe integer, each written as packed", () => {
    const offer = callbackKind("offer-test", { id: "id", page: "int" });
    expect(offer.unpack("offer-test:1203:0")).toEqual({ id: 1203, page: 0 });
    expect(offer.unpack("offer-test:9007199254740991:-3")).toEqual({
      id: 9_007_199_254_740_991,
      page: -3,
    });
    for (const id of ["-1", "0", "-0", "9999999999999999", "9007199254740992", "01", "+1", "1e3"]) {
      expect(offer.unpack(`offer-test:${id}:0`), id).toBeUndefined();
    }
    for (const page of ["9999999999999999", "-9999999999999999", "-0", "007", "1.5"]) {
      expect(offer.unpack(`offer-test:1:${page}`), page).toBeUndefined();
    }
    expect(() => offer.pack({ id: 0, page: 0 })).toThrow(/not an id/);
    expect(() => offer.pack({ id: 1, page: 2 ** 53 })).toThrow(/not an integer/);
  });
});

describe("tables read by a word from outside", () => {
  const inherited = ["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty"];

  it("answer their own entries only, never what every object inherits", () => {
    const table: Record<string, number> = { today: 0, yesterday: 1 };
    expect(ownEntry(table, "yesterday")).toBe(1);
    for (const word of inherited) expect(ownEntry(table, word), word).toBeUndefined();
  });

  it("a claim status, a zone, a period, a file type, an HTML tag named so are unknown", () => {
    const t = (key: string) => key;
    for (const word of inherited) {
      expect(statusLabel({ t }, word), word).toBe(`• ${word}`);
      expect(readNetworkZone(word), word).toBeUndefined();
      expect(findZones(word, new Date("2025-03-10T12:00:00Z")), word).toEqual([]);
      expect(parsePeriod(texts, word, { zone: "UTC", today: "2025-03-10" }).ok, word).toBe(false);
      expect(guessMime(`chart.${word}`, undefined), word).toBe("application/octet-stream");
      expect(parseTelegramHtml(`<${word}>x</${word}>`), word).toMatchObject({ ok: false });
    }
  });
});

describe("html", () => {
  it("escapes API strings and splits long texts under the limit", () => {
    expect(escapeHtml(`<b>"A&B"</b>`)).toBe("&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;");
    const parts = splitMessage(
      Array.from({ length: 200 }, (_, i) => `line ${i} ${"x".repeat(50)}`),
    );
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(3900);
  });
});

describe("storage", () => {
  it("generates the secret key once, mode 0600, and reuses it", () => {
    const path = join(mkdtempSync(join(tmpdir(), "pbot-key-")), "secret.key");
    expect(readSecretKeyFile(path)).toBeUndefined();
    const first = createSecretKeyFile(path);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readSecretKeyFile(path)?.equals(first)).toBe(true);
    expect(() => createSecretKeyFile(path)).toThrow();
  });

  it("a credential record copied onto another user does not open (reads as missing)", async () => {
    const dir = mkdtempSync(join(tmpdir(), "pbot-vault-"));
    const storage = await openStorage({
      storage: { kind: "sqlite", path: join(dir, "bot.sqlite") },
    });
    await storage.vault.set(1, { apiKey: "k1" });
    const sealed = await storage.keyv.get("credentials:1");
    await storage.keyv.set("credentials:2", sealed);
    expect(await storage.vault.get(2)).toBeUndefined();
    expect(await storage.vault.get(1)).toEqual({ apiKey: "k1" });
    await storage.close();
  });
});
