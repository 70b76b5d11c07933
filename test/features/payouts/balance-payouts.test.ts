import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testNow } from "../../support/clock.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { answerOf, apiClient, callsTo, startEmptyListsProxy } from "../postbacks/helpers.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness.stop());

const usd = (value: number) =>
  new Intl.NumberFormat("en", { style: "currency", currency: "USD" }).format(value);

/** An English date as the bot writes it ("Mar 5", "Mar 5, 2025") back to `yyyy-mm-dd`. */
function isoOf(shown: string): string {
  const withYear = /\d{4}$/.test(shown) ? shown : `${shown}, ${testNow().getUTCFullYear()}`;
  return new Date(`${withYear} 00:00 UTC`).toISOString().slice(0, 10);
}

/** The payout dates a /payouts page shows, in order (in the publisher's format). */
const payoutDays = (text: string) =>
  [...text.matchAll(/📅 ([A-Z][a-z]{2} \d{1,2}(?:, \d{4})?)/g)].map((m) => isoOf(m[1] ?? ""));

describe("/balance", () => {
  it("shows what is available first, explains it, then the rest of the balance", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    const info = await apiClient(harness).account.balance();
    user.send("/balance");
    const shown = await user.next();
    const order = [
      `Available: ${usd(info.available_balance)}`,
      "Available is what you can withdraw now",
      `Main balance (with commission on hold): ${usd(info.main_balance)}`,
      `On hold by advertisers: ${usd(info.commission_hold_adv)}`,
      `On hold by the network: ${usd(info.commission_hold_city)}`,
      `Requested, not paid yet: ${usd(info.earnings_on_payment)}`,
      "Currency: USD",
      `Network hold: ${info.hold_city} days`,
      `Payment schedule: ${info.payment_schedule}`,
    ].map((line) => shown.text.indexOf(line));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(shown.buttons).toEqual([["🔄 Refresh"]]);
  });

  it("Refresh reads the balance again: 'up to date' when nothing changed, an edit when it did", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    user.send("/balance");
    const shown = await user.next();
    const before = callsTo(harness, "GET", "/balanceinfo").length;
    const query = user.press("🔄 Refresh");
    expect((await answerOf(user, query)).text).toBe("Up to date: nothing has changed.");
    expect(callsTo(harness, "GET", "/balanceinfo").length).toBe(before + 1);
    expect(user.drain()).toEqual([]);

    user.send("/language ru");
    await user.waitFor(/по-русски/);
    user.press("🔄 Refresh", { messageId: shown.messageId });
    const edited = await user.next();
    expect(edited.kind).toBe("edit");
    expect(edited.messageId).toBe(shown.messageId);
    expect(edited.text).toContain("Доступно:");
    expect(edited.buttons).toEqual([["🔄 Обновить"]]);
  });

  it("says the network's payout schedule in the publisher's language", async () => {
    const info = await apiClient(harness).account.balance();
    expect(info.payment_schedule).toBe("Monthly, on the 5th");
    const ru = harness.user({ languageCode: "ru" });
    await connectUser(harness, ru);
    ru.send("/balance");
    const shownRu = await ru.next();
    expect(shownRu.text).toContain("График выплат: Ежемесячно, 5-го числа");
    expect(shownRu.text).not.toContain("Monthly");
    const pt = harness.user({ languageCode: "pt" });
    await connectUser(harness, pt);
    pt.send("/balance");
    expect((await pt.next()).text).toContain(": Mensalmente, no dia 5");
  });

  it("asks a publisher who has not connected to connect first", async () => {
    const user = harness.user();
    user.send("/balance");
    const shown = await user.next();
    expect(shown.text).toContain("First connect");
    expect(shown.buttons).toEqual([["🔌 Connect"]]);
  });
});

describe("/payouts", () => {
  it("lists payouts newest first and pages in place", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    const all = await apiClient(harness).account.payouts({ limit: 1000 });
    user.send("/payouts");
    const first = await user.next();
    expect(first.text).toContain("💸 Payouts · page 1 of 2");
    const firstDays = payoutDays(first.text);
    expect(firstDays).toHaveLength(6);
    expect(first.buttons).toEqual([["Older ›"], ["🧾 Charges", "💱 Exchange rates"]]);
    expect(first.text).toMatch(
      /1\. \$[\d,]+\.\d\d — Paid\n {4}📅 [A-Z][a-z]{2} \d{1,2}(, \d{4})? · requested .* · paid /,
    );

    user.press("Older ›");
    const second = await user.next();
    expect(second).toMatchObject({ kind: "edit", messageId: first.messageId });
    expect(second.text).toContain("page 2 of 2");
    const days = [...firstDays, ...payoutDays(second.text)];
    expect(days).toHaveLength(all.items.length);
    expect(days).toEqual([...days].sort().reverse());
    expect(second.buttons[0]).toEqual(["‹ Newer"]);
  });

  it("says the network's status words in the publisher's language (ru)", async () => {
    const user = harness.user({ languageCode: "ru" });
    await connectUser(harness, user);
    user.send("/payouts");
    const first = await user.waitFor(/💸 Выплаты/);
    expect(first.text).toMatch(/^1\. .+ — Выплачено$/m);
    expect(first.text).not.toMatch(/ — (Paid|Processing)$/m);
  });

  it("charge history and exchange rates are one button away, paged, with a way back", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    user.send("/payouts");
    const payouts = await user.next();
    user.press("🧾 Charges");
    const charges = await user.next();
    expect(charges).toMatchObject({ kind: "edit", messageId: payouts.messageId });
    expect(charges.text).toMatch(/🧾 Charge history · page 1 of \d+/);
    expect(charges.text).toMatch(
      /[A-Z][a-z]{2} \d{1,2}(, \d{4})? · \+\$[\d,.]+ · Approved commission for/,
    );
    expect(charges.text).toMatch(/ · -\$[\d,.]+ · Payout #/);
    expect(charges.buttons).toEqual([["Older ›"], ["« Back to payouts"]]);

    user.press("« Back to payouts");
    expect((await user.next()).text).toContain("💸 Payouts · page 1 of 2");
    user.press("💱 Exchange rates");
    const rates = await user.next();
    expect(rates.text).toMatch(/💱 Exchange rates · page 1 of 37/);
    expect(rates.text).toMatch(/USD→RUB [\d.]+ · EUR→RUB [\d.]+ · EUR→USD [\d.]+/);
    user.press("Older ›");
    const older = await user.next();
    expect(older.text).toContain("page 2 of 37");
    expect(older.buttons).toEqual([["‹ Newer", "Older ›"], ["« Back to payouts"]]);
    expect(older.messageId).toBe(payouts.messageId);
  });

  it("a failing payouts or charges method is 'not available right now', with Try again", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    // Three failures: the client repeats a failed GET twice before giving up.
    harness.sandbox.control.failNext({ mode: 500, path: "/payoutlist", count: 3 });
    user.send("/payouts");
    const failed = await user.next();
    expect(failed.text).toBe(
      "💸 Payouts\n\nThis part of the network's API is not available right now. Try again later.",
    );
    expect(failed.buttons).toEqual([["🔄 Try again"], ["🧾 Charges", "💱 Exchange rates"]]);

    harness.sandbox.control.failNext({ mode: 500, path: "/chargehistorylist", count: 3 });
    user.press("🧾 Charges");
    const charges = await user.next();
    expect(charges.text).toContain("not available right now");
    expect(charges.buttons).toEqual([["🔄 Try again"], ["« Back to payouts"]]);

    user.press("« Back to payouts");
    const retried = await user.next();
    expect(retried).toMatchObject({ kind: "edit", messageId: failed.messageId });
    expect(retried.text).toContain("💸 Payouts · page 1 of 2");
  });
});

describe("/payouts on a deployment whose payouts and charges are empty", () => {
  it("says there are none yet", async () => {
    const proxy = await startEmptyListsProxy(harness.sandbox.url, {
      payoutlist: "getPayoutListResponseData",
      chargehistorylist: "getChargeHistoryListResponseData",
    });
    const empty = await startHarness({
      sandbox: harness.sandbox,
      botApi: harness.botApi,
      env: { PUBLISHER_API_URL: proxy.url },
    });
    try {
      await harness.app.stop();
      const user = empty.user({ languageCode: "pt" });
      await connectUser(empty, user, harness.sandbox.publishers[1].apiKey);
      user.send("/payouts");
      const shown = await user.next();
      expect(shown.text).toBe("💸 Pagamentos\n\nNenhum pagamento ainda.");
      expect(shown.buttons).toEqual([["🧾 Lançamentos", "💱 Câmbio"]]);
      user.press("🧾 Lançamentos");
      expect((await user.next()).text).toBe(
        "🧾 Histórico de lançamentos\n\nNenhum lançamento ainda.",
      );
    } finally {
      await empty.stop();
      await proxy.close();
      harness.app = await harness.startApp();
    }
  });
});
