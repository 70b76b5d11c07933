/**
 * "Words, not codes", through the Bot API stand-in: a postback's status in words with a
 * warning when the network reports failing deliveries, Portuguese plurals ("0 ofertas"), and one
 * Russian name per thing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.stop());

describe("postbacks in words", () => {
  it("a failing postback says so, with its status as a word", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    user.send("/postbacks");
    await user.next();
    user.press(/Old tracker/);
    const card = await user.next();
    expect(card.text).toContain("Status: failing");
    expect(card.text).toContain("Comment: The address answered 404 repeatedly");
    expect(card.text).toContain("⚠️ The network reports that deliveries to this address fail");
  });

  it("a working postback has no warning", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    user.send("/postbacks");
    await user.next();
    user.press(/Tracker: all conversions/);
    const card = await user.next();
    expect(card.text).toContain("Status: active");
    expect(card.text).not.toContain("⚠️");
  });

  it("Portuguese counts no offers as «0 ofertas»", async () => {
    const user = harness.user({ languageCode: "pt" });
    await connectUser(harness, user);
    user.send("/postbacks");
    const list = await user.next();
    expect(list.text).toContain("3. ⏸ Old tracker — 0 ofertas");
  });
});

describe("one name per thing in Russian", () => {
  it("connecting speaks of «заявки о потерянных заказах» and «страница вебмастера»", async () => {
    const user = harness.user({ languageCode: "ru" });
    await user.send(`/connect ${harness.demoKey}`);
    await user.waitFor(/Добро/);
    const ask = await user.waitFor(/client ID|ID клиента|ID do cliente/);
    expect(ask.text).toContain("Для заявок о потерянных заказах");
    expect(ask.text).toContain("(страница вебмастера → API → OAuth)");
    expect(ask.text).not.toMatch(/страница партнёра|кабинет|на потерянные заказы/);
  });
});
