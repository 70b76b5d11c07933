/**
 * Words, never bare codes: the click-under window the network numbers 2 or 3 reads as
 * a window of that type, never as a goal ("цель: 2"), on the card and on its button; and the
 * digest names a zone of no city by its name, never its IANA id ("Pacific/Pago_Pago").
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectedUser, type Harness, startHarness } from "../../support/harness.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.stop());

describe("names on the text shift and digest cards", () => {
  it("the click-under window is a window of a type, not a goal (ru)", async () => {
    const user = await connectedUser(harness, "ru");
    user.send("/textshift");
    const card = await user.next();
    expect(card.buttons.flat()).toContain("🖱 Окно → тип 2");
    user.press("🖱 Окно → тип 2");
    const set = await user.next();
    expect(set.text).toContain("  окно: тип 2");
    expect(set.text).not.toMatch(/цель: \d/);
    expect(set.buttons.flat()).toContain("🖱 Окно → тип 3");
  });

  it("the digest names a zone by its name, never its IANA id (ru)", async () => {
    const user = await connectedUser(harness, "ru");
    user.send("/digest");
    await user.next();
    user.press("🌍 Часовой пояс");
    await user.next();
    user.send("Pacific/Pago_Pago");
    const saved = await user.waitFor(/часовой пояс/);
    expect(saved.text).not.toContain("Pacific/Pago_Pago");
    expect(saved.text).toMatch(/часовой пояс .+ · UTC-11/);
  });
});
