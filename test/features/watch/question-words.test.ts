/**
 * The watch's words in Russian and Portuguese: the rule for a paused offer reads
 * "Uma das minhas ofertas é pausada", and the limit question asks for the figure's limit,
 * «Вознаграждение» and “Comissão” included (never "Какой Вознаграждение").
 */
import { describe, expect, it } from "vitest";
import { testToday } from "../../support/clock.js";
import { connectUser } from "../../support/harness.js";
import { watchTest } from "./watch-test.js";

const w = watchTest(new Date(`${testToday()}T08:00:00Z`));

const WORDS = [
  {
    lang: "ru",
    add: "➕ Добавить лимит",
    figure: "Вознаграждение",
    scope: "💼 Всего аккаунта",
    below: "📉 опустится ниже",
    question: "Какой лимит для показателя «Вознаграждение», в USD? Пришлите сумму, например 1,50.",
  },
  {
    lang: "pt",
    add: "➕ Adicionar limite",
    figure: "Comissão",
    scope: "💼 Toda a minha conta",
    below: "📉 cair abaixo",
    question: "Qual o limite de “Comissão”, em USD? Envie um valor como 1,50.",
  },
];

describe("the watch's words", () => {
  it("pt: the rule for a paused offer says one of my offers is paused", async () => {
    const user = w.harness.user({ languageCode: "pt" });
    await connectUser(w.harness, user);
    user.send("/watch");
    const card = await user.next();
    const said = [card.text, ...card.buttons.flat()].join("\n");
    expect(said).toContain("Uma das minhas ofertas é pausada");
    expect(said).not.toContain("Uma oferta minha");
  });

  it.each(WORDS)("$lang: a commission limit is asked for as the figure's limit", async (words) => {
    const user = w.harness.user({ languageCode: words.lang });
    await connectUser(w.harness, user);
    user.send("/watch");
    const card = await user.next();
    user.press("📏", { messageId: card.messageId });
    const screen = await user.waitFor((m) => m.kind === "edit" && m.text.includes("20"));
    user.press(words.add, { messageId: screen.messageId });
    await user.next();
    user.press(words.figure);
    await user.next();
    user.press(words.scope);
    await user.next();
    user.send("7");
    await user.next();
    user.press(words.below);
    const question = await user.next();
    expect(question.text).toBe(words.question);
  });
});
