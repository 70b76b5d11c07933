/**
 * The time zone picker as a publisher meets it: the cities of their language first, named in it,
 * the offset beside each; a city or an offset typed (Moscow for +3), or a location shared.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { connectedUser, type Harness, startHarness } from "../../support/harness.js";

/** Offsets are a season's: in winter Kyiv is UTC+2, so "+3" lists Istanbul after Moscow and Minsk. */
const WINTER = new Date("2026-11-25T10:00:00Z");

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ now: () => WINTER });
});
afterAll(async () => harness?.stop());

async function openPicker(user: TelegramUser, button: string | RegExp) {
  user.send("/digest");
  const card = await user.next();
  user.press(button);
  const picker = await user.next();
  return { card, picker };
}

describe("the time zone picker", () => {
  it("offers Russian cities in Russian with their offsets; +3 offers Moscow and Istanbul (ru)", async () => {
    const user = await connectedUser(harness, "ru");
    const { card, picker } = await openPicker(user, "🌍 Часовой пояс");
    expect(picker).toMatchObject({ kind: "edit", messageId: card.messageId });
    expect(picker.text).toContain("Выберите свой город");
    expect(picker.buttons[0]).toEqual(["Москва · UTC+3", "Калининград · UTC+2"]);
    expect(picker.buttons.at(-1)).toEqual(["‹ Назад", "✖ Отмена"]);
    expect(picker.text).toContain("отправьте геопозицию");
    user.send("+3");
    const plus3 = await user.next();
    expect(plus3.buttons.flat().slice(0, 3)).toEqual([
      "Москва · UTC+3",
      "Минск · UTC+3",
      "Стамбул · UTC+3",
    ]);
    // Only cities: no raw zone ids where a city names the offset.
    expect(plus3.buttons.flat().filter((b) => b.includes("/"))).toEqual([]);
    user.press("Москва · UTC+3");
    const saved = await user.next();
    expect(saved).toMatchObject({ kind: "edit", messageId: plus3.messageId });
    expect(saved.text).toContain("часовой пояс Москва · UTC+3");
    expect((await harness.app.storage.users.get(user.id))?.timeZone).toBe("Europe/Moscow");
  });

  it("a city typed in any language is found and named in the publisher's (en)", async () => {
    const user = await connectedUser(harness, "en");
    const { picker } = await openPicker(user, "🌍 Time zone");
    expect(picker.buttons[0]).toEqual([
      expect.stringMatching(/^London · UTC(\+1)?$/),
      expect.stringMatching(/^New York · UTC-[45]$/),
    ]);
    user.send("Стамбул");
    expect((await user.waitFor(/Delivery at/)).text).toContain("time zone Istanbul · UTC+3");
    user.send("/digest");
    await user.next();
    user.press("🌍 Time zone");
    await user.next();
    user.send("+3");
    const plus3 = await user.next();
    expect(plus3.buttons.flat()).toEqual(
      expect.arrayContaining(["Moscow · UTC+3", "Istanbul · UTC+3"]),
    );
  });

  it("a shared location offers the nearest cities (pt)", async () => {
    const user = await connectedUser(harness, "pt");
    const { picker } = await openPicker(user, /Fuso/);
    expect(picker.buttons[0]?.[0]).toMatch(/^São Paulo · UTC-3$/);
    harness.botApi.injectUpdate({
      message: harness.botApi.userMessage(user.from, {
        location: { latitude: -22.9, longitude: -43.2 },
      }),
    });
    const near = await user.next();
    expect(near.text).toContain("As cidades mais próximas");
    expect(near.buttons[0]?.[0]).toBe("Rio de Janeiro · UTC-3");
    user.press("Rio de Janeiro · UTC-3");
    expect((await user.next()).text).toContain("fuso horário São Paulo · UTC-3");
    expect((await harness.app.storage.users.get(user.id))?.timeZone).toBe("America/Sao_Paulo");
  });
});
