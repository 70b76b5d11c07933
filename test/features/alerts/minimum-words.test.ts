/**
 * The /alerts card's minimum commission when none is set, in each language: "Comissão mínima:
 * nenhuma" in Portuguese (the word agrees with «comissão»), "нет", "none".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectedUser, type Harness, startHarness } from "../../support/harness.js";
import { receiverEnv } from "./support.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ env: await receiverEnv() });
});
afterAll(async () => harness?.stop());

describe("the /alerts card's minimum", () => {
  it.each([
    ["pt", /^Comissão mínima: nenhuma$/m],
    ["ru", /^Минимальное вознаграждение: нет$/m],
    ["en", /^Minimum commission: none$/m],
  ] as const)("says no minimum in words that agree (%s)", async (lang, line) => {
    const user = await connectedUser(harness, lang);
    user.send("/alerts");
    const card = await user.next();
    expect(card.text).toMatch(line);
  });
});
