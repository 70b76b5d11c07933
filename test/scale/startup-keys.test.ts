/**
 * The key and the stored data, through the real process (src/main.ts): a key that does not open
 * what is stored refuses the start and names the two ways out; a lost secret.key is never
 * regenerated beside data; --forget-credentials / FORGET_UNREADABLE=1 wipe what cannot be read,
 * and the publisher is asked to connect again, and can.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TelegramUser } from "../../src/bot-api-stand-in/user.js";
import { startRedis } from "../../src/local-servers/redis.js";
import { openStorage } from "../../src/storage/index.js";
import { mainServices, runMain, startMain } from "../support/main-process.js";

const services = mainServices();
let nextUser = 830_000;

const keyText = () => randomBytes(32).toString("base64");

function env(dbPath: string, extra: Record<string, string> = {}): Record<string, string> {
  return services.env({ STORAGE_URL: `sqlite://${dbPath}`, ...extra });
}

/** A database holding one publisher's credentials, sealed with `secretKey` (or a key file). */
async function seeded(userId: number, secretKey?: string): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), "pbot-keys-")), "bot.sqlite");
  const storage = await openStorage({
    storage: { kind: "sqlite", path },
    secretKey: secretKey ? Buffer.from(secretKey, "base64") : undefined,
  });
  await storage.vault.set(userId, { apiKey: services.sandbox.publishers[0]?.apiKey ?? "" });
  await storage.close();
  return path;
}

const user = (id: number) =>
  new TelegramUser(services.botApi, { id, firstName: "Pat", languageCode: "en" });

describe("a key that does not open the stored data", () => {
  it("another SECRET_KEY: the start is refused, naming the right key and the forget flag", async () => {
    const path = await seeded(nextUser++, keyText());
    const exit = await runMain(env(path, { SECRET_KEY: keyText() }));
    expect(exit.code, exit.stderr + exit.stdout).toBe(2);
    expect(exit.stderr).toContain(`SECRET_KEY does not open the data stored in ${path}`);
    expect(exit.stderr).toContain("the key it was written with");
    expect(exit.stderr).toContain("--forget-credentials");
    expect(exit.stderr).toContain("FORGET_UNREADABLE=1");
    expect(exit.stderr).not.toMatch(/\n\s+at /);
  });

  it("secret.key deleted: the start is refused and no new key is written beside the data", async () => {
    const path = await seeded(nextUser++);
    const keyFile = join(path, "..", "secret.key");
    rmSync(keyFile);
    const exit = await runMain(env(path));
    expect(exit.code, exit.stderr + exit.stdout).toBe(2);
    expect(exit.stderr).toContain(`${keyFile} is missing`);
    expect(exit.stderr).toContain("--forget-credentials");
    expect(existsSync(keyFile)).toBe(false);
  });

  it("--forget-credentials wipes what cannot be read; the publisher connects again", async () => {
    const id = nextUser++;
    const path = await seeded(id, keyText());
    const newKey = keyText();
    const bot = await startMain(env(path, { SECRET_KEY: newKey }), ["--forget-credentials"]);
    const pat = user(id);
    try {
      pat.send("/balance");
      await pat.waitFor(/First connect your publisher account/, { timeoutMs: 10_000 });
      pat.send(`/connect ${services.sandbox.publishers[0]?.apiKey}`);
      await pat.waitFor(/Welcome/, { timeoutMs: 10_000 });
    } finally {
      expect(await bot.stop()).toBe(0);
    }
    // The new key's check is stored now: the next start needs no flag.
    const again = await startMain(env(path, { SECRET_KEY: newKey }));
    expect(await again.stop()).toBe(0);
  });

  it("FORGET_UNREADABLE=1 after a lost secret.key: a new key, and the old records gone", async () => {
    const id = nextUser++;
    const path = await seeded(id);
    const keyFile = join(path, "..", "secret.key");
    rmSync(keyFile);
    const bot = await startMain(env(path, { FORGET_UNREADABLE: "1" }));
    try {
      expect(existsSync(keyFile)).toBe(true);
      const pat = user(id);
      pat.send("/balance");
      await pat.waitFor(/First connect your publisher account/, { timeoutMs: 10_000 });
    } finally {
      expect(await bot.stop()).toBe(0);
    }
  });
});

describe("data stored before there was a check value", () => {
  it("is checked by its own records: another key is refused, the right one adopts it", async () => {
    const key = keyText();
    const path = await seeded(nextUser++, key);
    const storage = await openStorage({
      storage: { kind: "sqlite", path },
      secretKey: Buffer.from(key, "base64"),
    });
    await storage.keyv.delete("key-check");
    await storage.close();
    const other = { storage: { kind: "sqlite" as const, path }, secretKey: randomBytes(32) };
    await expect(openStorage(other)).rejects.toThrow(/does not open the data stored/);
    const right = { storage: other.storage, secretKey: Buffer.from(key, "base64") };
    await (await openStorage(right)).close();
    const adopted = await openStorage(right);
    expect(await adopted.keyv.get("key-check")).toMatch(/^v1\./);
    await adopted.close();
  });
});

describe("on Redis", () => {
  it("an instance started with another SECRET_KEY is refused", async () => {
    const redis = await startRedis();
    try {
      const first = keyText();
      const storage = await openStorage({
        storage: { kind: "redis", url: redis.url },
        secretKey: Buffer.from(first, "base64"),
      });
      await storage.vault.set(nextUser++, { apiKey: "k" });
      await storage.close();
      const path = join(mkdtempSync(join(tmpdir(), "pbot-keys-")), "unused.sqlite");
      const exit = await runMain(env(path, { STORAGE_URL: redis.url, SECRET_KEY: keyText() }));
      expect(exit.code, exit.stderr + exit.stdout).toBe(2);
      expect(exit.stderr).toContain(
        `does not open the data stored in Redis at 127.0.0.1:${redis.port}`,
      );
      expect(exit.stderr).toContain("--forget-credentials");
      const same = await startMain(env(path, { STORAGE_URL: redis.url, SECRET_KEY: first }));
      expect(await same.stop()).toBe(0);
    } finally {
      await redis.stop();
    }
  });

  it("forgetting finds the sealed records by scanning, also without a check value", async () => {
    const redis = await startRedis();
    try {
      const location = { kind: "redis" as const, url: redis.url };
      const old = await openStorage({ storage: location, secretKey: randomBytes(32) });
      const [kept, lost] = [nextUser++, nextUser++];
      await old.vault.set(lost, { apiKey: "k" });
      await old.users.set(kept, { language: "pt" });
      await old.close();
      await redis.command("DEL", "pbot:key-check");
      const settings = { storage: location, secretKey: randomBytes(32) };
      await expect(openStorage(settings)).rejects.toThrow(/does not open the data stored/);
      const fresh = await openStorage({ ...settings, forgetUnreadable: true });
      await fresh.close();
      expect(await redis.keys("pbot::*")).toEqual(
        expect.not.arrayContaining([`pbot::credentials:${lost}`]),
      );
      expect(await redis.keys("pbot::*")).toContain(`pbot::user:${kept}`);
      await (await openStorage(settings)).close();
    } finally {
      await redis.stop();
    }
  });
});
