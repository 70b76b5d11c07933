import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { monthName } from "../../../src/bot/features/claims/wizard-keyboards.js";
import { dateText } from "../../../src/bot/format/dates.js";
import {
  connectUser,
  connectWithClaims,
  type Harness,
  startHarness,
} from "../../support/harness.js";
import { claimCalls, daysAgo, offerIdOf, sentClaim } from "./support.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.stop());

describe("/claim", () => {
  it("files a claim with buttons (calendar included), sending the spec's field types", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    user.send("/claim");
    const offerQuestion = await user.waitFor(/Which offer was the order for/);
    const firstOffer = offerQuestion.buttons[0]?.[0] ?? "";
    const offerId = offerIdOf(firstOffer);
    user.press(firstOffer);
    const channels = await user.waitFor(/Which traffic channel/);
    // Alice's retired channel is not offered.
    expect(channels.buttons.flat()).toEqual([
      "alice-deals.example.com",
      "Telegram @alice_deals",
      "Instagram @alice.finds",
      "Pinterest @alice.pins",
      "‹ Back",
      "✖ Cancel",
    ]);
    user.press("Telegram @alice_deals");
    await user.waitFor(/order number/);
    user.send("ORD-77001");
    const dateQuestion = await user.waitFor(/When was the order placed/);
    expect(dateQuestion.buttons.flat()).toEqual([
      "Today",
      "Yesterday",
      "2 days ago",
      "📅 Calendar",
      "‹ Back",
      "✖ Cancel",
    ]);

    user.press("📅 Calendar");
    const calendar = await user.next();
    expect(calendar.kind).toBe("edit");
    expect(calendar.messageId).toBe(dateQuestion.messageId);
    const thisMonth = daysAgo(0).slice(0, 7);
    // The month by its name (it was "2026-11") under weekday initials.
    expect(calendar.text).toContain(`Pick the order day: ${monthName(thisMonth, "en")}`);
    expect(calendar.buttons[0]).toEqual(["M", "T", "W", "T", "F", "S", "S"]);
    // No paging into the future.
    expect(calendar.buttons.flat().some((b) => b.endsWith("›"))).toBe(false);
    const lastMonth = new Date(
      Date.UTC(Number(thisMonth.slice(0, 4)), Number(thisMonth.slice(5)) - 2),
    )
      .toISOString()
      .slice(0, 7);
    user.press(`‹ ${monthName(lastMonth, "en", "short")}`);
    const previous = await user.next();
    expect(previous.messageId).toBe(dateQuestion.messageId);
    expect(previous.text).toContain(monthName(lastMonth, "en"));
    user.press("15");

    await user.waitFor(/order amount/);
    user.send("1 299,50");
    const currencies = await user.waitFor(/currency of the order/);
    // Alice's own currency (balanceinfo says USD) comes first.
    expect(currencies.buttons.flat()[0]).toBe("USD");
    user.press("USD");
    await user.waitFor(/comment for the manager/);
    user.press("Skip");
    const summary = await user.waitFor(/Your claim/);
    expect(summary.text).toContain(`#${offerId}`);
    expect(summary.text).toContain("Channel: Telegram @alice_deals");
    // Written as the claim's card writes them: the publisher's date, the amount with its currency.
    const date = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${lastMonth}-15T00:00:00Z`));
    expect(summary.text).toContain(`Order date: ${date}`);
    expect(summary.text).toContain("Amount: $1,299.50");
    expect(summary.buttons.flat()).toContain("📨 Send");

    user.press("📨 Send");
    const filed = await user.waitFor(/Claim #\d+ is filed/);
    expect(filed.buttons.flat()).toEqual(["Open the claim"]);
    const [post] = claimCalls(harness, "POST").slice(-1);
    expect(post?.status).toBe(201);
    expect(post?.query.access_token).toMatch(/\S{8,}/);
    expect(sentClaim(post)).toEqual({
      traffic_channel_id: 3102,
      order_number: "ORD-77001",
      order_date: `${lastMonth}-15`,
      offer_id: offerId,
      order_sum: "1299.50",
      order_currency_id: 2,
      comment: "",
    });
  });

  it("takes every answer typed, in Russian, and escapes what was typed", async () => {
    const user = harness.user({ languageCode: "ru" });
    await connectWithClaims(harness, user);
    user.send("/claim");
    await user.waitFor(/По какому офферу/);
    user.send("zzqx nothing");
    const none = await user.waitFor(/Ни один оффер не подходит/);
    expect(none.text).toContain("«zzqx nothing»");
    user.send("1533");
    await user.waitFor(/Какой канал трафика/);
    user.send("instagram @ALICE.finds");
    await user.waitFor(/номер заказа/);
    user.send("  55501234 ");
    await user.waitFor(/Когда был сделан заказ/);
    const [year, month, day] = daysAgo(3).split("-");
    user.send(`${day}.${month}.${year}`);
    await user.waitFor(/Сумма заказа/);
    user.send("1299");
    await user.waitFor(/В какой валюте/);
    user.send("eur");
    await user.waitFor(/Комментарий для менеджера/);
    user.send("Paid <b>by</b> card & cash");
    const summary = await user.waitFor(/Ваша заявка/);
    expect(summary.text).toContain("IDEALICA #1533");
    expect(summary.text).toContain(`: ${day}.${month}.${year}`);
    expect(summary.text).toMatch(/: 1\s299,00\s€/);
    expect(summary.text).toContain("Комментарий: Paid <b>by</b> card & cash");
    expect(summary.html).toContain("Paid &lt;b&gt;by&lt;/b&gt; card &amp; cash");
    user.press("📨 Отправить");
    await user.waitFor(/Заявка #\d+ подана/);
    expect(sentClaim(claimCalls(harness, "POST").at(-1))).toEqual({
      traffic_channel_id: 3103,
      order_number: "55501234",
      order_date: daysAgo(3),
      offer_id: "1533",
      order_sum: "1299.00",
      order_currency_id: 3,
      comment: "Paid <b>by</b> card & cash",
    });
  });

  it("refuses a future, impossible or unreadable date and a bad amount, with the reason", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    const before = claimCalls(harness).length;
    user.send("/claim");
    const offers = await user.waitFor(/Which offer/);
    user.press(offers.buttons[0]?.[0] ?? "");
    await user.waitFor(/traffic channel/);
    user.press("alice-deals.example.com");
    await user.waitFor(/order number/);
    user.send("—");
    await user.waitFor(/at least one letter or digit/);
    user.send("A-1");
    await user.waitFor(/When was the order placed/);
    user.send(daysAgo(-1));
    const future = await user.waitFor(/cannot be in the future/);
    // Today as a date is written, not the API's 2026-06-10.
    expect(future.text).toContain(`today is ${dateText(daysAgo(0), "en", true)}`);
    user.send("2023-02-30");
    await user.waitFor(/no such day in the calendar/);
    user.send("31.04.2023");
    await user.waitFor(/no such day in the calendar/);
    user.send("the other day");
    await user.waitFor(/could not read that date/);
    user.send(daysAgo(91));
    await user.waitFor(/only for orders of the last 90 days/);
    user.press("Yesterday");
    await user.waitFor(/order amount/);
    for (const bad of ["abc", "1e3", "12.3456"]) {
      user.send(bad);
      const refusal = await user.waitFor(/could not read that amount/);
      expect(refusal.text).toContain("for example 1299.50");
    }
    // Zero and less said as such (they were "could not read"), "12.345" asked about.
    for (const notPositive of ["0", "-5", "0,00 ₽"]) {
      user.send(notPositive);
      await user.waitFor(/The amount must be above zero/);
    }
    user.send("12.345");
    await user.waitFor(/«12\.345» can be read two ways/);
    user.send("99.9");
    await user.waitFor(/currency of the order/);
    // Every refusal was the bot's own: nothing reached the API.
    expect(claimCalls(harness)).toHaveLength(before);
    user.press("EUR");
    await user.waitFor(/comment/);
    user.press("Skip");
    await user.waitFor(/Your claim/);
  });

  it("takes amounts and days as people type them, and asks about an implausible amount", async () => {
    const user = harness.user({ languageCode: "ru" });
    await connectWithClaims(harness, user);
    user.send("/claim");
    const offers = await user.waitFor(/По какому офферу/);
    user.press(offers.buttons[0]?.[0] ?? "");
    await user.waitFor(/Какой канал трафика/);
    user.press("Telegram @alice_deals");
    await user.waitFor(/номер заказа/);
    user.send("3");
    const dateQuestion = await user.waitFor(/Когда был сделан заказ/);
    user.press("📅 Календарь", { messageId: dateQuestion.messageId });
    const calendar = await user.next();
    expect(calendar.buttons[0]).toEqual(["П", "В", "С", "Ч", "П", "С", "В"]);
    expect(calendar.text).toContain(monthName(daysAgo(0).slice(0, 7), "ru"));
    user.send("Вчера");
    await user.waitFor(/Сумма заказа/);
    user.send("5 000 000 ₽");
    const high = await user.waitFor(/больше, чем обычно стоит заказ/);
    expect(high.text).toMatch(/^5\s000\s000 — .+свыше 1\s000\s000/);
    expect(high.buttons).toEqual([["✅ Да, всё верно"]]);
    // The currency typed with the amount is taken, not asked for again.
    user.send("1 299,50 ₽");
    await user.waitFor(/Комментарий/);
    user.press("Пропустить");
    await user.waitFor(/Ваша заявка/);
    user.press("✏️ Сумма");
    await user.waitFor(/Сумма заказа/);
    user.send("R$ 5.000.000,00");
    await user.waitFor(/больше, чем обычно стоит заказ/);
    user.press("✅ Да, всё верно");
    await user.waitFor(/Ваша заявка/);
    user.press("📨 Отправить");
    await user.waitFor(/Заявка #\d+ подана/);
    expect(sentClaim(claimCalls(harness, "POST").at(-1))).toMatchObject({
      order_number: "3",
      order_date: daysAgo(1),
      order_sum: "5000000.00",
      // R$ typed with the amount confirmed by the button: reais.
      order_currency_id: 4,
    });
  });

  it("shows the API's refusal, keeps every answer, and sends again after one field is fixed", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    const before = claimCalls(harness, "POST").length;
    user.send("/claim");
    const offers = await user.waitFor(/Which offer/);
    user.press(offers.buttons[1]?.[0] ?? "");
    await user.waitFor(/traffic channel/);
    user.press("Instagram @alice.finds");
    await user.waitFor(/order number/);
    // Longer than the sandbox accepts: the bot does not know the API's limit, the API says it.
    user.send("N".repeat(150));
    await user.waitFor(/When was/);
    user.press("2 days ago");
    await user.waitFor(/order amount/);
    user.send("10");
    await user.waitFor(/currency/);
    user.press("RUB");
    await user.waitFor(/comment/);
    user.send("From the app");
    await user.waitFor(/Your claim/);
    user.press("📨 Send");
    const refused = await user.waitFor(/did not accept the claim/);
    expect(refused.text).toMatch(/• Order number: .+/);
    expect(refused.text).toContain("every other answer is kept");

    user.press("✏️ Order number");
    await user.waitFor(/order number/);
    user.send("N-150");
    const fixed = await user.waitFor(/Your claim/);
    expect(fixed.text).not.toContain("did not accept");
    // The network is down for a moment: the answers stay, Send works again.
    harness.sandbox.control.failNext({ mode: 500, path: "lostOrders" });
    user.press("📨 Send");
    await user.waitFor(/not answering right now/);
    user.press("📨 Send");
    await user.waitFor(/Claim #\d+ is filed/);

    const posts = claimCalls(harness, "POST").slice(before);
    expect(posts.map((call) => call.status)).toEqual([400, 500, 201]);
    const first = sentClaim(posts[0]);
    const last = sentClaim(posts[2]);
    expect(last).toEqual({ ...first, order_number: "N-150" });
    expect(last.comment).toBe("From the app");
  });

  it("carries on after a restart in the middle", async () => {
    const user = harness.user({ languageCode: "pt" });
    await connectWithClaims(harness, user);
    user.send("/claim");
    await user.waitFor(/De qual oferta/);
    user.send("shop");
    const found = await user.waitFor(/Toque na oferta/);
    const picked = found.buttons[0]?.[0] ?? "";
    user.press(picked);
    await user.waitFor(/Qual canal de tráfego/);
    user.press("Telegram @alice_deals");
    await user.waitFor(/número do pedido/);
    user.send("BR-2024-77");
    await user.waitFor(/Quando o pedido foi feito/);

    await harness.restart();

    user.press("Ontem");
    await user.waitFor(/valor do pedido/);
    user.send("250,00");
    await user.waitFor(/Qual a moeda/);
    user.press("BRL");
    await user.waitFor(/comentário/);
    user.press("Pular");
    await user.waitFor(/Sua solicitação/);
    user.press("📨 Enviar");
    await user.waitFor(/A solicitação #\d+ foi enviada/);
    expect(sentClaim(claimCalls(harness, "POST").at(-1))).toMatchObject({
      offer_id: offerIdOf(picked),
      traffic_channel_id: 3102,
      order_number: "BR-2024-77",
      order_date: daysAgo(1),
      order_sum: "250.00",
      order_currency_id: 4,
    });
  });

  it("tells who is not connected, or connected without the client pair, what to do", async () => {
    const stranger = harness.user();
    stranger.send("/claim");
    await stranger.waitFor(/First connect your publisher account/);

    const user = harness.user();
    await connectUser(harness, user);
    user.send("/claim");
    const told = await user.waitFor(/need your client ID and client secret/);
    expect(told.buttons.flat()).toEqual(["🔑 Add client ID and client secret"]);
    expect(told.text).toContain("your API key stays as it is");
    user.press("🔑 Add client ID and client secret");
    // The pair only: the API key is not asked again.
    const asked = await user.next();
    expect(asked.text).toContain("Send the client ID now");
    expect(asked.text).not.toContain("API key");
    const [alice] = harness.sandbox.publishers;
    user.send(alice.clientId);
    await user.waitFor(/client secret|секрет клиента|segredo do cliente/);
    user.send(alice.clientSecret);
    await user.waitFor(/claims are enabled too/);
    expect((await harness.app.storage.vault.get(user.id))?.apiKey).toBe(harness.demoKey);
    user.send("/claim");
    await user.waitFor(/Which offer was the order for/);
    user.send("/cancel");
    await user.waitFor(/Cancelled/);
  });

  it("/cancel leaves the wizard at any step", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    const before = claimCalls(harness, "POST").length;
    user.send("/claim");
    const offers = await user.waitFor(/Which offer/);
    user.press(offers.buttons[0]?.[0] ?? "");
    await user.waitFor(/traffic channel/);
    user.send("/cancel");
    await user.waitFor(/Cancelled/);
    // Out of the wizard, a number is a search, not an answer.
    user.send("12345");
    await user.waitFor(/Nothing found/);
    expect(claimCalls(harness, "POST")).toHaveLength(before);
  });
});
