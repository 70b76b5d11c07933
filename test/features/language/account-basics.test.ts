import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { storedKeys } from "../../support/stored-keys.js";

let harness: Harness;

afterEach(async () => harness?.stop());

describe("/language, /disconnect, /help, commands", () => {
  it("/language ru changes every later text, then asks before it tells the API `ru`; pt is `br` there", async () => {
    harness = await startHarness();
    const user = harness.user({ languageCode: "en" });
    await connectUser(harness, user);
    harness.sandbox.control.clearCalls();
    await user.send("/language");
    await user.waitFor(/Choose your language/);
    await user.press("Русский");
    const asked = await user.waitFor(/по-русски/);
    // The bot's language changes at once; the network account's only when the publisher says so.
    const languageCalls = () =>
      harness.sandbox.control.calls
        .filter((call) => call.path.endsWith("/user-language"))
        .map((call) => JSON.stringify(call.body));
    expect(asked.text).toContain("Сменить и его на этот язык?");
    expect(asked.buttons).toEqual([["Да, и аккаунт", "Нет, только бота"]]);
    expect(languageCalls()).toEqual([]);
    await user.press("Да, и аккаунт");
    const changed = await user.next();
    expect(changed).toMatchObject({ kind: "edit", messageId: asked.messageId });
    expect(changed.text).toContain("язык вашего аккаунта в сети тоже Русский");
    expect(languageCalls()).toEqual([expect.stringContaining("ru")]);
    await user.send("/help");
    expect((await user.next()).text).toContain("Что я умею");

    await user.send("/language pt");
    await user.waitFor(/português/);
    await user.press("Sim, a conta também");
    await user.waitFor(/idioma da sua conta na rede também é Português/);
    await user.send("/language en");
    await user.waitFor(/English/);
    await user.press("No, only the bot");
    expect((await user.next()).text).toContain(
      "account's language on the network is left as it was",
    );
    expect(languageCalls()).toEqual([expect.stringContaining("ru"), expect.stringContaining("br")]);
  });

  it("/language for a publisher who has not connected changes the bot and asks nothing", async () => {
    harness = await startHarness();
    const user = harness.user({ languageCode: "en" });
    await user.send("/language ru");
    const set = await user.waitFor(/по-русски/);
    expect(set.buttons).toEqual([]);
    expect(harness.sandbox.control.calls.filter((c) => c.path.endsWith("/user-language"))).toEqual(
      [],
    );
  });

  it("the Telegram client's language picks the default", async () => {
    harness = await startHarness();
    const user = harness.user({ languageCode: "pt-br" });
    await user.send("/start");
    expect((await user.next()).text).toContain("Sua conta de afiliado");
  });

  it("/disconnect asks first, then leaves no record of the user", async () => {
    harness = await startHarness();
    const user = harness.user();
    await connectUser(harness, user);
    await user.send("/language ru");
    await user.waitFor(/по-русски/);
    await user.send("/disconnect");
    await user.waitFor(/Забыть/);
    await user.press("Нет, оставить");
    await user.waitFor(/Ничего не удалено/);
    expect(await harness.app.storage.vault.get(user.id)).toBeDefined();
    const before = await storedKeys(join(harness.dataDir, "bot.sqlite"));
    expect(before.filter((key) => key.includes(String(user.id))).length).toBeGreaterThanOrEqual(2);
    await user.send("/disconnect");
    await user.waitFor(/Забыть/);
    await user.press("Да, забыть");
    await user.waitFor(/удалены/);
    const keys = await storedKeys(join(harness.dataDir, "bot.sqlite"));
    expect(keys.filter((key) => key.includes(String(user.id)))).toEqual([]);
    expect(await harness.app.storage.users.get(user.id)).toBeUndefined();
  });

  it("two users' data never mix", async () => {
    harness = await startHarness();
    const [alice, bruno] = harness.sandbox.publishers;
    if (!alice || !bruno) throw new Error("sandbox needs two publishers");
    const first = harness.user({ firstName: "A" });
    const second = harness.user({ firstName: "B" });
    await Promise.all([
      connectUser(harness, first, alice.apiKey),
      connectUser(harness, second, bruno.apiKey),
    ]);
    expect((await harness.app.storage.vault.get(first.id))?.apiKey).toBe(alice.apiKey);
    expect((await harness.app.storage.vault.get(second.id))?.apiKey).toBe(bruno.apiKey);
    await first.send("/language ru");
    await first.waitFor(/по-русски/);
    await second.send("/help");
    expect((await second.next()).text).toContain("What I can do");
  });

  it("registers the command menu in every language, and /help lists each command", async () => {
    harness = await startHarness();
    for (const language of ["en", "ru", "pt"]) {
      expect(harness.botApi.commands(language).map((c) => c.command)).toContain("claim");
    }
    const user = harness.user();
    await user.send("/help");
    const help = await user.next();
    for (const command of harness.botApi.commands("en")) {
      expect(help.text).toContain(`/${command.command} —`);
    }
  });

  it("answers an unknown message with a hint and a stale button with an alert", async () => {
    harness = await startHarness();
    const user = harness.user();
    await user.send("hello?");
    expect((await user.next()).text).toMatch(/did not understand/);
  });
});
