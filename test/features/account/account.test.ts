import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { answerOf, callsTo } from "../postbacks/helpers.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness.stop());

type Item = { news_category_id: string; status: string };
/** The notification items of the PUT bodies that reached the sandbox. */
const putItems = () =>
  callsTo(harness, "PUT", "/notificationsettinglist").map(
    (call) =>
      (call.body as { setNotificationSettingListRequestData: { item: Item[] } })
        .setNotificationSettingListRequestData.item,
  );

describe("account", () => {
  it("opens from /start's menu: profile and notification subscriptions", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    user.send("/start");
    const start = await user.next();
    expect(start.buttons).toContainEqual(["💸 Payouts", "👤 Account"]);
    user.press("👤 Account");
    const account = await user.next();
    expect(account.kind).toBe("send");
    expect(account.text).toContain(
      [
        "👤 Account",
        "",
        "Name: Alice Walker",
        "Contact phone: +1 202 555 0143",
        "Email: alice@example.com",
        "Language: English",
      ].join("\n"),
    );
    expect(account.text).toContain(
      "✅ Network news\n✅ New offers\n✅ Offer changes\n🔕 Paused offers",
    );
    expect(account.buttons.flat()).toEqual([
      "✅ Network news",
      "✅ New offers",
      "✅ Offer changes",
      "🔕 Paused offers",
      "✅ Payments",
      "✅ Promo codes and coupons",
      "🔕 Webinars and events",
      "🔔 Conversion alerts",
      "🔄 Refresh",
    ]);
  });

  it("a toggle sends the whole list with one status changed and shows what the API reports", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    user.send("/help");
    await user.next();
    user.press("👤 Account");
    const account = await user.next();
    harness.sandbox.control.clearCalls();

    const off = user.press("✅ Payments");
    const edited = await user.next();
    expect(edited).toMatchObject({ kind: "edit", messageId: account.messageId });
    expect(edited.text).toContain("🔕 Payments");
    expect(edited.buttons.flat()).toContain("🔕 Payments");
    expect((await answerOf(user, off)).text).toBe("“Payments” is off.");
    const statuses = ["1", "1", "1", "0", "0", "1", "0"];
    expect(putItems()).toEqual([
      statuses.map((status, i) => ({ news_category_id: String(i + 1), status })),
    ]);
    // The view was read again after the PUT.
    const calls = harness.sandbox.control.calls.map(
      (call) => `${call.method} ${call.path.split("/").at(-1)}`,
    );
    expect(calls.lastIndexOf("GET notificationsettinglist")).toBeGreaterThan(
      calls.indexOf("PUT notificationsettinglist"),
    );

    const on = user.press("🔕 Payments");
    expect((await user.next()).text).toContain("✅ Payments");
    expect((await answerOf(user, on)).text).toBe("“Payments” is on.");
    expect(putItems()[1]?.[4]).toEqual({ news_category_id: "5", status: "1" });
  });

  it("Refresh says 'up to date' when nothing changed", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    user.send("/start");
    await user.next();
    user.press("👤 Account");
    await user.next();
    const query = user.press("🔄 Refresh");
    expect((await answerOf(user, query)).text).toBe("Up to date: nothing has changed.");
  });

  it("speaks Portuguese to a Portuguese publisher, from /help", async () => {
    const user = harness.user({ languageCode: "pt-BR" });
    await connectUser(harness, user, harness.sandbox.publishers[1].apiKey);
    user.send("/help");
    const help = await user.next();
    expect(help.buttons).toContainEqual(["💸 Pagamentos", "👤 Conta"]);
    user.press("👤 Conta");
    const account = await user.next();
    expect(account.text).toContain("Nome: Bruno Costa\nTelefone de contato: +55 11 95555 0199");
    expect(account.text).toContain("Idioma: Português");
    expect(account.text).toContain("🔔 Notificações da rede");
  });

  it("asks to connect first when the publisher is not connected", async () => {
    const user = harness.user();
    user.send("/help");
    await user.next();
    user.press("👤 Account");
    const shown = await user.next();
    expect(shown.text).toContain("First connect");
  });
});
