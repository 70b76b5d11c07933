/**
 * /alerts names its postback as /postbacks lists it, in every language: by the publisher's own
 * Telegram name ("Telegram alerts · Pat"), never the Telegram account number its name at the
 * network carries, and without the postback's id beside that name.
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
    const name = `Telegram alerts · ${user.from.first_name}`;
    const quoted = lang === "ru" ? `«${name}»` : `“${name}”`;
    expect(card.text).toContain(
      `${quoted}${lang === "pt" ? ";" : lang === "ru" ? ";" : " delivers"}`,
    );
    expect(card.text).not.toContain(String(user.id));

    user.send("/postbacks");
    const list = await user.next();
    expect(list.text).toContain(`🟢 ${name} — `);
    expect(list.text).not.toContain(String(user.id));
  });
});
