/**
 * /alerts names its postback as /postbacks lists it: the network's name, Telegram account and all
 * ("Telegram alerts · 424242"), not a shortened one, in every language.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectedUser, type Harness, startHarness } from "../../support/harness.js";
import { receiverEnv } from "./support.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ env: await receiverEnv() });
});
afterAll(async () => harness.stop());

const ON_FOR_ALL = {
  en: { on: "🔔 On for all offers", done: /Alerts are on/ },
  ru: { on: "🔔 Включить для всех офферов", done: /Уведомления включены/ },
  pt: { on: "🔔 Ligar para todas as ofertas", done: /Alertas ligados/ },
} as const;

describe("the alerts postback's name", () => {
  it.each(["en", "ru", "pt"] as const)("is the one /postbacks lists (%s)", async (lang) => {
    const user = await connectedUser(harness, lang);
    user.send("/alerts");
    await user.next();
    user.press(ON_FOR_ALL[lang].on);
    const card = await user.waitFor(ON_FOR_ALL[lang].done);
    const name = `Telegram alerts · ${user.id}`;
    const quoted = lang === "ru" ? `«${name}»` : `“${name}”`;
    expect(card.text).toMatch(new RegExp(`${quoted} \\(#\\d+\\)`));

    user.send("/postbacks");
    expect((await user.next()).text).toContain(`🟢 ${name} — `);
  });
});
