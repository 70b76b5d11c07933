/**
 * Every step of the claim wizards has a way back and a way out, and a flow interrupted for the
 * client keys resumes: /claim without them asks for them, then starts the claim. English, Russian.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import {
  connectUser,
  connectWithClaims,
  type Harness,
  startHarness,
} from "../../support/harness.js";
import { claimCalls } from "./support.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.stop());

const BACK = { en: "‹ Back", ru: "‹ Назад" } as const;
const CANCEL = { en: "✖ Cancel", ru: "✖ Отмена" } as const;

/** The question's last row is Back and Cancel. */
function expectWayOut(lang: "en" | "ru", buttons: string[][]) {
  expect(buttons.at(-1)).toEqual([BACK[lang], CANCEL[lang]]);
}

async function claimUser(lang: "en" | "ru"): Promise<TelegramUser> {
  const user = harness.user({ languageCode: lang });
  await connectWithClaims(harness, user);
  return user;
}

describe("/claim: Back at every step", () => {
  it("walks forward and back through every question, answers kept (en)", async () => {
    const user = await claimUser("en");
    user.send("/claim");
    const offer = await user.waitFor(/Which offer/);
    expectWayOut("en", offer.buttons);
    user.press(offer.buttons[0]?.[0] ?? "");
    const channel = await user.waitFor(/traffic channel/);
    expectWayOut("en", channel.buttons);
    user.press(BACK.en);
    expectWayOut("en", (await user.waitFor(/Which offer/)).buttons);
    user.press(offer.buttons[0]?.[0] ?? "");
    await user.waitFor(/traffic channel/);
    user.press("Telegram @alice_deals");
    expectWayOut("en", (await user.waitFor(/order number/)).buttons);
    user.send("ORD-1");
    expectWayOut("en", (await user.waitFor(/When was the order placed/)).buttons);
    user.press(BACK.en);
    await user.waitFor(/order number/);
    user.send("ORD-2");
    await user.waitFor(/When was the order placed/);
    user.send("yesterday");
    expectWayOut("en", (await user.waitFor(/order amount/)).buttons);
    user.send("100");
    const currency = await user.waitFor(/currency/);
    expectWayOut("en", currency.buttons);
    user.press("USD");
    expectWayOut("en", (await user.waitFor(/A comment/)).buttons);
    user.press("Skip");
    const summary = await user.waitFor(/Your claim/);
    expect(summary.text).toContain("ORD-2");
    expectWayOut("en", summary.buttons);
    user.press(BACK.en);
    expectWayOut("en", (await user.waitFor(/A comment/)).buttons);
    user.press("Skip");
    await user.waitFor(/Your claim/);
    // Back under a field opened from the summary: the summary again, the answer as it was.
    user.press("✏️ Order number");
    await user.waitFor(/order number/);
    user.press(BACK.en);
    expect((await user.waitFor(/Your claim/)).text).toContain("ORD-2");
  });

  it("Back at the first question goes where the wizard was opened; Cancel leaves, nothing sent (ru)", async () => {
    const user = await claimUser("ru");
    const before = claimCalls(harness, "POST").length;
    // Typed /claim: Back is the main menu.
    user.send("/claim");
    const typed = await user.waitFor(/По какому офферу/);
    user.press(BACK.ru, { messageId: typed.messageId });
    const menu = await user.waitFor(/Что открыть/);
    expect(menu.buttons.flat()).toContain("📝 Новая заявка");
    // "New claim" under /claims: Back is that list again, the question edited into it.
    user.send("/claims");
    const list = await user.waitFor(/Ваши заявки/);
    expect(list.buttons.at(-1)).toEqual(["📝 Новая заявка"]);
    user.press("📝 Новая заявка", { messageId: list.messageId });
    const opened = await user.waitFor(/По какому офферу/);
    expectWayOut("ru", opened.buttons);
    user.press(BACK.ru, { messageId: opened.messageId });
    const again = await user.waitFor(/Ваши заявки/);
    expect(again).toMatchObject({ kind: "edit", messageId: opened.messageId });
    expect(again.buttons).toEqual(list.buttons);
    user.send("/claim");
    const offer = await user.waitFor(/По какому офферу/);
    user.press(offer.buttons[0]?.[0] ?? "");
    await user.waitFor(/канал трафика/);
    user.press(CANCEL.ru);
    await user.waitFor(/Отменено/);
    user.send("ORD-9");
    await user.waitFor(/Ничего не нашлось/);
    expect(claimCalls(harness, "POST")).toHaveLength(before);
  });
});

describe("New claim under /claims", () => {
  it("Back from its first question returns to the filtered page it was pressed on; Cancel leaves (en)", async () => {
    const user = await claimUser("en");
    user.send("/claims");
    await user.waitFor(/Your claims/);
    user.press("new");
    const page = await user.waitFor(
      (m) => m.kind === "edit" && m.text.includes("Your claims · new"),
    );
    user.press("📝 New claim", { messageId: page.messageId });
    const offer = await user.waitFor(/Which offer/);
    user.press(BACK.en, { messageId: offer.messageId });
    const back = await user.waitFor(/Your claims · new/);
    expect(back.buttons).toEqual(page.buttons);
    user.press("📝 New claim", { messageId: back.messageId });
    const asked = await user.waitFor(/Which offer/);
    user.press(asked.buttons[0]?.[0] ?? "");
    await user.waitFor(/traffic channel/);
    user.press(CANCEL.en);
    await user.waitFor(/Cancelled/);
  });
});

describe("the claim edit wizard", () => {
  it("has Back and Cancel at the choice of field and under the field's question (en)", async () => {
    const user = await claimUser("en");
    user.send("/claims");
    await user.waitFor(/Your claims/);
    user.press("new");
    const list = await user.waitFor(
      (m) => m.kind === "edit" && m.text.includes("Your claims · new"),
    );
    const id = /^#(\d+) · /m.exec(list.text)?.[1] ?? "";
    user.press(new RegExp(`^#${id} · `));
    const card = await user.waitFor(new RegExp(`^Claim #${id}`));
    user.press("✏️ Edit", { messageId: card.messageId });
    const pick = await user.waitFor(new RegExp(`Which field of claim #${id}`));
    expectWayOut("en", pick.buttons);
    user.press("✏️ Amount");
    const amount = await user.waitFor(/order amount/);
    expectWayOut("en", amount.buttons);
    user.press(BACK.en);
    const again = await user.waitFor(new RegExp(`Which field of claim #${id}`));
    user.press(BACK.en, { messageId: again.messageId });
    const back = await user.waitFor(new RegExp(`^Claim #${id}`));
    expect(back.buttons.flat()).toContain("✏️ Edit");
    user.press("✏️ Edit", { messageId: back.messageId });
    await user.waitFor(new RegExp(`Which field of claim #${id}`));
    user.press(CANCEL.en);
    await user.waitFor(/Cancelled/);
    expect(claimCalls(harness, "PATCH")).toHaveLength(0);
  });
});

describe("a flow interrupted for the client keys resumes", () => {
  for (const lang of ["en", "ru"] as const) {
    it(`/claim without the keys asks for them, then starts the claim (${lang})`, async () => {
      const user = harness.user({ languageCode: lang });
      await connectUser(harness, user);
      user.send("/claim");
      await user.waitFor(/client ID|ID клиента|ID do cliente/);
      user.press(/🔑/);
      await user.waitFor(/client ID|ID клиента|ID do cliente/);
      const alice = harness.sandbox.publishers[0];
      user.send(alice.clientId);
      await user.waitFor(/client secret|секрет клиента|segredo do cliente/);
      user.send(alice.clientSecret);
      await user.waitFor(/claims are enabled|заявки тоже/);
      const offer = await user.waitFor(/Which offer was the order for|По какому офферу/);
      expectWayOut(lang, offer.buttons);
    });
  }
});
