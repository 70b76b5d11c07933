/**
 * Once connected, the publisher is shown the main menu (what /start shows), not
 * told to send /help. Skipping the client pair or giving it, in English and Russian.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../support/harness.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.stop());

const cases = [
  {
    lang: "en",
    skip: "Skip",
    done: /All set/,
    menu: ["🔎 Offers", "🎟 Coupons"],
    open: "What shall I open?",
  },
  {
    lang: "ru",
    skip: "Пропустить",
    done: /Готово/,
    menu: ["🔎 Офферы", "🎟 Купоны"],
    open: "Что открыть?",
  },
] as const;

describe("the end of /connect", () => {
  it.each(cases)("shows the main menu after Skip ($lang)", async (c) => {
    const user = harness.user({ languageCode: c.lang });
    user.send(`/connect ${harness.demoKey}`);
    await user.waitFor(/client ID|ID клиента|ID do cliente/);
    user.press(c.skip);
    const done = await user.waitFor(c.done);
    expect(done.text).toContain(c.open);
    expect(done.buttons[0]).toEqual(c.menu);
    user.press(c.menu[0]);
    expect((await user.next()).text).toMatch(/Offers|Офферы/);
  });

  it.each(cases)("shows the main menu after the client pair ($lang)", async (c) => {
    const [alice] = harness.sandbox.publishers;
    if (!alice) throw new Error("no sandbox publisher");
    const user = harness.user({ languageCode: c.lang });
    user.send(`/connect ${alice.apiKey}`);
    await user.waitFor(/client ID|ID клиента|ID do cliente/);
    user.send(alice.clientId);
    await user.waitFor(/client secret|секрет клиента|segredo do cliente/);
    user.send(alice.clientSecret);
    const done = await user.waitFor(c.done);
    expect(done.text).toContain(c.open);
    expect(done.buttons[0]).toEqual(c.menu);
  });
});
