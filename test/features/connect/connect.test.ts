import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../support/harness.js";

let harness: Harness;
afterEach(async () => harness?.stop());

/** Every byte of the bot's data directory: the database, its journal, its key file. */
function storedBytes(dir: string): Buffer {
  return Buffer.concat(readdirSync(dir).map((name) => readFileSync(join(dir, name))));
}

describe("/connect", () => {
  it("refuses a bad key and asks again, then accepts a good one and deletes its message", async () => {
    harness = await startHarness();
    const alice = harness.sandbox.publishers[0];
    if (!alice) throw new Error("sandbox has no publisher");
    const user = harness.user();
    await user.send("/start");
    expect((await user.next()).buttons.flat()).toContain("🔌 Connect");
    await user.press("🔌 Connect");
    // Wizards get an Api of their own from the conversations plugin: still HTML.
    expect((await user.waitFor(/API key/)).parseMode).toBe("HTML");

    const badKeyMessage = await user.send("not-a-real-key-123");
    await user.waitFor(/refused this key/);
    expect(user.deleted(badKeyMessage)).toBe(true);

    const goodKeyMessage = await user.send(alice.apiKey);
    const welcome = await user.waitFor(/Welcome/);
    expect(welcome.text).toContain(alice.firstName);
    expect(user.deleted(goodKeyMessage)).toBe(true);

    await user.waitFor(/client ID|ID клиента|ID do cliente/);
    const idMessage = await user.send(alice.clientId);
    await user.waitFor(/client secret|секрет клиента|segredo do cliente/);
    const secretMessage = await user.send(alice.clientSecret);
    await user.waitFor(/claims are enabled/);
    expect(user.deleted(idMessage)).toBe(true);
    expect(user.deleted(secretMessage)).toBe(true);

    const stored = await harness.app.storage.vault.get(user.id);
    expect(stored).toEqual({
      apiKey: alice.apiKey,
      clientId: alice.clientId,
      clientSecret: alice.clientSecret,
    });
    // Neither the key nor the secret is anywhere in the files, in any form we could write them.
    await harness.app.stop();
    const bytes = storedBytes(harness.dataDir);
    for (const secret of [alice.apiKey, alice.clientSecret]) {
      expect(bytes.includes(Buffer.from(secret))).toBe(false);
      expect(bytes.includes(Buffer.from(Buffer.from(secret).toString("base64")))).toBe(false);
    }
    harness.app = await harness.startApp();
    // The key file is reused: the stored credentials still open after a restart.
    expect((await harness.app.storage.vault.get(user.id))?.apiKey).toBe(alice.apiKey);
  });

  it("refuses wrong client credentials and accepts the skip", async () => {
    harness = await startHarness();
    const user = harness.user();
    await user.send(`/connect ${harness.demoKey}`);
    await user.waitFor(/Welcome/);
    await user.waitFor(/client ID|ID клиента|ID do cliente/);
    await user.send("wrong-client");
    await user.waitFor(/client secret|секрет клиента|segredo do cliente/);
    await user.send("wrong-secret");
    await user.waitFor(/refused this client ID/);
    await user.waitFor(/client ID|ID клиента|ID do cliente/);
    await user.press("Skip");
    await user.waitFor(/All set/);
    expect(await harness.app.storage.vault.get(user.id)).toEqual({ apiKey: harness.demoKey });
  });

  it("carries on from the same step after a restart in the middle", async () => {
    harness = await startHarness();
    const user = harness.user();
    await user.send("/connect");
    await user.waitFor(/API key/);
    await harness.restart();
    await user.send(harness.demoKey);
    await user.waitFor(/Welcome/);
    await user.waitFor(/client ID|ID клиента|ID do cliente/);
    await harness.restart();
    await user.press("Skip");
    await user.waitFor(/All set/);
  });

  it("/cancel leaves the wizard and nothing is stored", async () => {
    harness = await startHarness();
    const user = harness.user();
    await user.send("/connect");
    await user.waitFor(/API key/);
    await user.send("/cancel");
    await user.waitFor(/Cancelled/);
    await user.send("some text");
    await user.waitFor(/did not understand/);
    expect(await harness.app.storage.vault.get(user.id)).toBeUndefined();
  });

  it("never logs the key, the secret or the bot token", async () => {
    harness = await startHarness();
    const alice = harness.sandbox.publishers[0];
    if (!alice) throw new Error("sandbox has no publisher");
    const user = harness.user();
    await user.send(`/connect ${alice.apiKey}`);
    await user.waitFor(/client ID|ID клиента|ID do cliente/);
    await user.send(alice.clientId);
    await user.waitFor(/client secret|секрет клиента|segredo do cliente/);
    await user.send(alice.clientSecret);
    await user.waitFor(/claims are enabled/);
    // A failing call logs its error with the request in it: still nothing secret.
    harness.sandbox.control.failNext({ count: 3, mode: 500 });
    await user.send("/language ru");
    await user.waitFor(/по-русски/);
    const logs = harness.logs.join("\n");
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [alice.apiKey, alice.clientSecret, harness.botApi.token]) {
      expect(logs).not.toContain(secret);
    }
  });
});
