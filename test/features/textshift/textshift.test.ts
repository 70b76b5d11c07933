import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { connectedUser, type Harness, startHarness } from "../../support/harness.js";
import { answerOf, callsTo } from "../postbacks/helpers.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness.stop());
beforeEach(() => harness.sandbox.control.clearCalls());

type Body = Record<string, unknown>;
const writes = () =>
  harness.sandbox.control.calls
    .filter((c) => c.path.endsWith("/textshift"))
    .map((c) => ({
      method: c.method,
      body: Object.entries(c.body as Record<string, Body>).find(([k]) =>
        k.endsWith("TextShiftRequestData"),
      )?.[1] as Body,
    }));

/** A press with `data` on the message, as a modified client sends it. */
function pressData(user: TelegramUser, messageId: number, data: string): string {
  const id = `${user.id}data${Math.random().toString(36).slice(2)}`;
  harness.botApi.injectUpdate({
    callback_query: {
      id,
      from: user.from,
      message: harness.botApi.telegramMessage(user.id, messageId),
      chat_instance: "1",
      data,
    },
  });
  return id;
}

describe("/textshift", () => {
  it("the first change creates the text shift, later ones update it by id with every setting (en)", async () => {
    const user = await connectedUser(harness);
    user.send("/textshift");
    const first = await user.next();
    expect(first.text).toContain("Nothing written yet.");
    expect(first.text).toContain("🔗 Link mode: off\n  timeout: not set\n  excluded sites: none");
    expect(first.buttons[0]).toEqual(["🔗 Links: off", "📝 Text: off", "🖱 Click-under: off"]);
    user.press("🔗 Links: off");
    const on = await user.next();
    expect(on.text).toMatch(/^✅ Sent to the network\./);
    expect(on.text).toMatch(/this is what I last wrote for you, .+ \(text shift #\d+\)/);
    expect(on.text).toContain("🔗 Link mode: on");
    const [post] = writes();
    expect(post).toEqual({ method: "POST", body: { links: "on" } });

    user.press("🖱 Timeout");
    expect((await user.next()).text).toContain("Click-under timeout: send whole seconds");
    user.send("45");
    const timed = await user.next();
    expect(timed.text).toContain("🖱 Click-under: off\n  timeout: 45 s");
    const put = writes()[1];
    expect(put?.method).toBe("PUT");
    expect(put?.body).toMatchObject({ links: "on", clickunder_timeout: "45" });
    expect(put?.body.id).toMatch(/^\d+$/);

    user.press("🖱 Excluded sites");
    await user.next();
    user.send("Shop.com, news.example.net");
    const sites = await user.next();
    expect(sites.text).toContain("excluded sites: shop.com, news.example.net");
    expect(writes()[2]?.body).toMatchObject({
      id: put?.body.id,
      links: "on",
      clickunder_timeout: "45",
      clickunder_excluded_sites: "shop.com,news.example.net",
    });
  });

  it("a bad value is refused with a clear answer and nothing is sent (pt)", async () => {
    const user = await connectedUser(harness, "pt");
    user.send("/textshift");
    await user.next();
    user.press("🖱 Esquema 2");
    const ask = await user.next();
    expect(ask.text).toBe("Escolha o esquema, ou digite-o (0, 2–10).");
    expect(ask.buttons.flat()).not.toContain("1");
    user.send("1");
    expect((await user.next()).text).toBe(
      "❌ A rede só aceita 0, 2–10 aqui. Nada foi enviado; escolha ou digite de novo.",
    );
    user.send("11");
    expect((await user.next()).text).toContain("A rede só aceita 0, 2–10");
    expect(writes()).toEqual([]);
    user.press("7", { messageId: ask.messageId });
    const saved = await user.next();
    expect(saved.text).toContain("esquemas 1 / 2 / 3: — / 7 / —");
    expect(writes()).toEqual([{ method: "POST", body: { clickunder_scheme_second: "7" } }]);

    user.press("🔗 Tempo limite");
    await user.next();
    for (const bad of ["-5", "abc", "90000", "1.5"]) {
      user.send(bad);
      expect((await user.next()).text).toContain("Nada foi enviado");
    }
    user.send("x");
    await user.next();
    expect(writes()).toHaveLength(1);
  });

  it("excluded sites must be domains; a press twice sends once; the copy stays after a restart", async () => {
    const user = await connectedUser(harness);
    user.send("/textshift");
    await user.next();
    user.press("🔗 Excluded sites");
    await user.next();
    user.send("shop.com, not a site");
    expect((await user.next()).text).toContain("“not” is not a domain like example.com");
    expect(writes()).toEqual([]);
    user.send("-");
    await user.next();
    user.press("📝 Open in a new tab");
    user.press("📝 Open in a new tab");
    expect((await user.next()).text).toContain("opens in: a new tab");
    expect((await user.next()).text).toMatch(/^It is already so; nothing was sent\./);
    expect(writes().map((w) => w.method)).toEqual(["POST", "PUT"]);
    await harness.restart();
    user.send("/textshift");
    const after = await user.next();
    expect(after.text).toContain("opens in: a new tab");
    expect(after.text).toContain("this is what I last wrote for you");
  });

  it("a cancelled picker's button is dead: “10” after ✖ Cancel sends nothing and says it expired", async () => {
    const user = await connectedUser(harness, "ru");
    user.send("/textshift");
    await user.next();
    user.press("🖱 Схема 1");
    const ask = await user.next();
    user.press("✖ Отмена", { messageId: ask.messageId });
    expect((await user.next()).text).toBe("Отменено. Ничего не отправлено.");
    const late = user.press("10", { messageId: ask.messageId });
    expect((await answerOf(user, late)).text).toMatch(/^Эта кнопка устарела/);
    // Forged data of the same kind on that message: dead as well.
    const forged = pressData(user, ask.messageId, "textshift-scheme:clickunder_scheme_first:4");
    expect((await answerOf(user, forged)).text).toMatch(/^Эта кнопка устарела/);
    expect(writes()).toEqual([]);
    user.send("/textshift");
    expect((await user.next()).text).toContain("Пока ничего не записано.");
  });

  it("a finished wizard's picker is dead, also while the same question is asked again", async () => {
    const user = await connectedUser(harness);
    user.send("/textshift");
    await user.next();
    user.press("🖱 Scheme 3");
    const first = await user.next();
    user.press("5", { messageId: first.messageId });
    expect((await user.next()).text).toContain("schemes 1 / 2 / 3: — / — / 5");
    // Its question is answered: the picker's other values change nothing.
    const after = user.press("7", { messageId: first.messageId });
    expect((await answerOf(user, after)).text).toMatch(/^This button has expired/);
    user.press("🖱 Scheme 3");
    const again = await user.next();
    // The old picker is not the new question's: nothing taken, nothing sent.
    const old = user.press("8", { messageId: first.messageId });
    expect((await answerOf(user, old)).text).toMatch(/^This button has expired/);
    const oldCancel = user.press("✖ Cancel", { messageId: first.messageId });
    expect((await answerOf(user, oldCancel)).text).toMatch(/^This button has expired/);
    expect(writes()).toEqual([{ method: "POST", body: { clickunder_scheme_third: "5" } }]);
    // The open question still takes its own press.
    user.press("6", { messageId: again.messageId });
    expect((await user.next()).text).toContain("schemes 1 / 2 / 3: — / — / 6");
    expect(writes().map((w) => w.body.clickunder_scheme_third)).toEqual(["5", "6"]);
  });

  it("the network failing: the error, nothing kept as written, the next change creates it", async () => {
    const user = await connectedUser(harness);
    user.send("/textshift");
    await user.next();
    harness.sandbox.control.failNext({ mode: 500, path: "/textshift", method: "POST" });
    user.press("🖱 Click-under: off");
    expect((await user.next()).text).toContain("The network is not answering");
    user.send("/textshift");
    expect((await user.next()).text).toContain("Nothing written yet.");
    user.press("🖱 Click-under: off");
    expect((await user.next()).text).toContain("🖱 Click-under: on");
    expect(callsTo(harness, "POST", "/textshift")).toHaveLength(2);
  });
});
