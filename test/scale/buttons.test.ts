/**
 * "Buttons and answers", through the strict Bot API stand-in: it refuses a second
 * answer to a callback query and an edit that changes nothing, as Telegram does.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { zoneLabel } from "../../src/bot/features/digest/zones.js";
import type { RecordedCall } from "../../src/bot-api-stand-in/stand-in.js";
import type { TelegramUser } from "../../src/bot-api-stand-in/user.js";
import { testNow } from "../support/clock.js";
import { connectUser, connectWithClaims, type Harness, startHarness } from "../support/harness.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness?.stop());

const GENERIC = /Something went wrong/;

/** Calls Telegram refused for this user (their chat, or their callback queries). */
function refused(user: TelegramUser, since = 0): RecordedCall[] {
  return harness.botApi.calls
    .slice(since)
    .filter(
      (c) =>
        !c.ok &&
        (String(c.params.chat_id) === String(user.id) ||
          String(c.params.callback_query_id ?? "").startsWith(String(user.id))),
    );
}

async function settle(user: TelegramUser, answers: number): Promise<void> {
  await vi.waitUntil(() => user.callbackAnswers.length >= answers, { timeout: 5_000 });
  // The edits behind those answers.
  await new Promise((resolve) => setTimeout(resolve, 150));
}

/** Presses a button twice before the bot can answer the first, as a hurried thumb does. */
async function doubleTap(user: TelegramUser, label: string): Promise<void> {
  const before = user.callbackAnswers.length;
  user.press(label);
  user.press(label);
  await settle(user, before + 2);
}

function answersOf(queryId: string): RecordedCall[] {
  return harness.botApi.calls.filter(
    (c) => c.method === "answerCallbackQuery" && c.params.callback_query_id === queryId,
  );
}

describe("callback queries", () => {
  it("are answered exactly once, also for a disconnected publisher pressing old buttons", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    user.send("/digest");
    const card = await user.waitFor(/Daily digest/);
    user.send("/disconnect");
    await user.waitFor(/Forget your credentials/);
    user.press("Yes, forget me");
    await user.waitFor(/every record of yours are deleted/);
    const since = harness.botApi.calls.length;
    const ids = ["✅ Turn on", "🕘 Time", "🌍 Time zone", "📨 Send me one now"]
      .filter((label) => card.buttons.flat().includes(label))
      .map((label) => user.press(label, { messageId: card.messageId }));
    expect(ids.length).toBeGreaterThanOrEqual(3);
    await vi.waitUntil(() => ids.every((id) => answersOf(id).length > 0), { timeout: 5_000 });
    // Asserts nothing more happens: no second answer to any press, nothing refused, in 200 ms.
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const id of ids) expect(answersOf(id).map((c) => c.ok)).toEqual([true]);
    expect(refused(user, since)).toEqual([]);
    expect(
      user
        .drain()
        .map((m) => m.text)
        .join("\n"),
    ).not.toMatch(GENERIC);
  });
});

describe("double taps on the digest card", () => {
  // The zone picker names London by its city and its offset now (UTC+0 in winter, +1 in summer).
  const london = zoneLabel("Europe/London", "en", testNow());

  it("never show an error and never make a call Telegram refuses", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    const since = harness.botApi.calls.length;
    user.send("/digest");
    await user.waitFor(/Daily digest/);
    await doubleTap(user, "✅ Turn on");
    await doubleTap(user, "🕘 Time");
    await doubleTap(user, "07:00");
    await doubleTap(user, "🕘 Time");
    await doubleTap(user, "‹ Back");
    await doubleTap(user, "🌍 Time zone");
    await doubleTap(user, london);
    await doubleTap(user, "🌍 Time zone");
    await doubleTap(user, "‹ Back");
    const card = user.lastMessage();
    expect(card?.text).toMatch(/Daily digest: on/);
    expect(card?.text).toContain(`Delivery at 07:00, time zone ${london}`);
    expect(
      user
        .drain()
        .map((m) => m.text)
        .join("\n"),
    ).not.toMatch(GENERIC);
    expect(refused(user, since)).toEqual([]);
  });
});

describe("typed answers repeated back", () => {
  it("are clipped: 4096 characters to the time and zone questions keep the wizard", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    const since = harness.botApi.calls.length;
    user.send("/digest");
    await user.waitFor(/Daily digest/);
    user.press("🕘 Time");
    await user.waitFor(/When should the digest come/);
    user.send("<b>&".repeat(1365));
    expect((await user.next()).text).toMatch(/is not a time/);
    user.send("7:45");
    expect((await user.waitFor(/Delivery at/)).text).toMatch(/Delivery at 07:45/);
    user.press("🌍 Time zone");
    await user.waitFor(/Which time zone/);
    user.send("z".repeat(4096));
    expect((await user.next()).text).toMatch(/Nothing matches/);
    user.send("lisbon");
    expect((await user.waitFor(/Delivery at/)).text).toMatch(/time zone Lisbon · UTC\+[01]/);
    expect(refused(user, since)).toEqual([]);
  });
});

describe("typed words and callback values", () => {
  it("/stats __proto__ and /stats constructor are no period, not a crash", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    for (const word of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      user.send(`/stats ${word}`);
      const answer = await user.next();
      expect(answer.text).not.toMatch(GENERIC);
      expect(answer.text).toMatch(/period|date/i);
    }
    user.send("/digest");
    await user.waitFor(/Daily digest/);
    user.press("🌍 Time zone");
    await user.waitFor(/Which time zone/);
    user.send("__proto__");
    expect((await user.next()).text).toMatch(/Nothing matches/);
  });

  it("a forged claim-month:2026-00 leaves the claim wizard where it was", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    user.send("/claim");
    const offers = await user.waitFor(/Which offer was the order for/);
    user.press(offers.buttons[0]?.[0] ?? "");
    await user.waitFor(/Which traffic channel/);
    user.press("Telegram @alice_deals");
    await user.waitFor(/order number/);
    user.send("ORD-1");
    const question = await user.waitFor(/When was the order placed/);
    for (const month of ["2026-00", "2026-13", "0001-01", "9999-99"]) {
      harness.botApi.injectUpdate({
        callback_query: {
          id: `${user.id}forged${month}`,
          from: user.from,
          message: harness.botApi.telegramMessage(user.id, question.messageId),
          chat_instance: "1",
          data: `claim-month:${month}`,
        },
      });
    }
    user.press("Yesterday");
    await user.waitFor(/order amount/);
    expect(
      user
        .drain()
        .map((m) => m.text)
        .join("\n"),
    ).not.toMatch(GENERIC);
  });
});

/** A callback query as a modified client (or an old message) could send it: any data, any message. */
function pressData(user: TelegramUser, data: string, messageId: number): string {
  const id = `${user.id}data${Math.random().toString(36).slice(2)}`;
  harness.botApi.injectUpdate({
    callback_query: {
      id,
      from: user.from,
      message: harness.botApi.telegramMessage(user.id, messageId),
      chat_instance: "1",
      data,
    },
  });
  return id;
}

/** The claim wizard, up to its date question. */
async function atClaimDate(user: TelegramUser): Promise<void> {
  await connectWithClaims(harness, user);
  user.send("/claim");
  const offers = await user.waitFor(/Which offer was the order for/);
  user.press(offers.buttons[0]?.[0] ?? "");
  await user.waitFor(/Which traffic channel/);
  user.press("Telegram @alice_deals");
  await user.waitFor(/order number/);
  user.send("ORD-1");
  await user.waitFor(/When was the order placed/);
}

describe("words that name an object's own machinery", () => {
  it("typed as the claim's date, __proto__ and constructor are no date: the step asks again", async () => {
    const user = harness.user();
    await atClaimDate(user);
    const since = harness.botApi.calls.length;
    for (const word of ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"]) {
      user.send(word);
      const answer = await user.next();
      expect(answer.text, word).toMatch(/could not read that date/);
      expect(answer.buttons.flat(), word).toContain("Yesterday");
    }
    user.press("Yesterday");
    await user.waitFor(/order amount/);
    expect(refused(user, since)).toEqual([]);
    expect(harness.logs.join("\n")).not.toContain("Invalid time value");
  });
});

describe("forged offer ids in the claim wizard", () => {
  it("−1, 0, 9999999999999999 and an offer never offered: an expired button, nothing taken", async () => {
    const user = harness.user();
    await connectWithClaims(harness, user);
    user.send("/claim");
    const offers = await user.waitFor(/Which offer was the order for/);
    const offered = offers.buttons[0]?.[0] ?? "";
    const offerId = Number(/#(\d+)$/.exec(offered)?.[1]);
    expect(offerId).toBeGreaterThan(0);
    const forged = ["-1", "0", "9999999999999999", "99999999999", "-0", "1e3"];
    const seen = user.callbackAnswers.length;
    for (const id of forged) pressData(user, `claim-offer:${id}`, offers.messageId);
    const answered = () => user.callbackAnswers.length >= seen + forged.length;
    await vi.waitUntil(answered, { timeout: 5_000 });
    expect(user.callbackAnswers.slice(seen)).toEqual(
      forged.map(() => "This button has expired. Send the command again."),
    );
    // The wizard still waits for the offer: nothing forged was taken.
    expect(user.drain().map((m) => m.text)).toEqual([]);
    user.press(offered);
    await user.waitFor(/Which traffic channel/);
    user.press("Telegram @alice_deals");
    await user.waitFor(/order number/);
    user.send("ORD-F1");
    await user.waitFor(/When was the order placed/);
    user.press("Yesterday");
    await user.waitFor(/order amount/);
    user.send("10");
    await user.waitFor(/currency of the order/);
    user.press("USD");
    await user.waitFor(/comment for the manager/);
    user.press("Skip");
    const summary = await user.waitFor(/Your claim/);
    expect(summary.text).toContain(`#${offerId}`);
    user.press("📨 Send");
    await user.waitFor(/Claim #\d+ is filed/);
    const posts = harness.sandbox.control.calls.filter(
      (c) => c.method === "POST" && c.path.includes("/v2/lostOrders"),
    );
    const filed = posts.map((c) => (c.body as { lostOrder?: { offer_id?: unknown } }).lostOrder);
    expect(filed.filter((order) => order?.offer_id !== String(offerId))).toEqual([]);
    expect(harness.logs.join("\n")).not.toMatch(/"level":50/);
  });

  it("other buttons that carry a network id refuse −1, 0 and unsafe numbers as expired", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    user.send("/help");
    const help = await user.next();
    harness.sandbox.control.clearCalls();
    const forged = [
      "offer-card:-1::0",
      "offer-card:0::0",
      "offer-card:9999999999999999::0",
      "offer-open:0",
      "offer-link:-5",
      "offer-coupons:9999999999999999::0",
      "offer-section:0:links:0::0",
      "postback-card:-1:0:0",
      "postback-off-sure:0:0:0",
      "postbacks-page:0:9999999999999999",
    ];
    const seen = user.callbackAnswers.length;
    for (const data of forged) pressData(user, data, help.messageId);
    const answered = () => user.callbackAnswers.length >= seen + forged.length;
    await vi.waitUntil(answered, { timeout: 5_000 });
    expect(user.callbackAnswers.slice(seen)).toEqual(
      forged.map(() => "This button has expired. Send the command again."),
    );
    expect(harness.sandbox.control.calls).toEqual([]);
  });
});

describe("a button under a photo whose answer edits text", () => {
  it("answers in a new message: the chart stays, nothing refused, no generic error", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    user.send("/stats yesterday");
    const chart = await user.waitFor((m) => m.kind === "photo", { timeoutMs: 15_000 });
    const since = harness.botApi.calls.length;
    // The balance's Refresh edits the message it is pressed on: here, the chart.
    pressData(user, "balance-refresh", chart.messageId);
    const answer = await user.next();
    expect(answer.kind).toBe("send");
    expect(answer.text).toMatch(/Balance/);
    expect(answer.buttons.flat()).toContain("🔄 Refresh");
    // Refresh on the new message edits that one in place, as it always did.
    user.press("🔄 Refresh", { messageId: answer.messageId });
    // Asserts nothing but an edit happens in 300 ms.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(user.drain().filter((m) => m.kind !== "edit")).toEqual([]);
    expect(user.lastMessage()?.messageId).toBe(answer.messageId);
    expect(harness.botApi.telegramMessage(user.id, chart.messageId)).toMatchObject({
      photo: expect.any(Array),
    });
    expect(refused(user, since)).toEqual([]);

    // Pressed on a message Telegram no longer describes (inaccessible: date 0), the edit is tried
    // and refused for want of text: the answer still comes, as a new message.
    harness.botApi.injectUpdate({
      callback_query: {
        id: `${user.id}inaccessible`,
        from: user.from,
        message: { chat: { id: user.id, type: "private" }, message_id: chart.messageId, date: 0 },
        chat_instance: "1",
        data: "balance-refresh",
      },
    });
    const again = await user.next();
    expect(again.kind).toBe("send");
    expect(again.text).toMatch(/Balance/);
    expect(again.text).not.toMatch(GENERIC);
  });
});

describe("API faults inside wizards", () => {
  it("the link wizard says the network is not answering, offers Try again and goes on", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    user.send("/link");
    await user.waitFor(/Type words from its name/);
    harness.sandbox.control.failNext({ count: 3, mode: 500, path: "/offers/" });
    user.send("shoes");
    const failure = await user.next();
    expect(failure.text).toMatch(/not answering/);
    expect(failure.buttons.flat()).toEqual(["🔄 Try again"]);
    user.press("🔄 Try again");
    const found = await user.next();
    expect(found.text).toMatch(/shoes/);
    expect(found.text).not.toMatch(GENERIC);
  });

  it("the postback search says so too and keeps the question", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    user.send("/postbacks");
    await user.next();
    user.press("🔍 Search");
    await user.waitFor(/Send words from the postback/);
    harness.sandbox.control.failNext({ count: 3, mode: 500, path: "/postback" });
    user.send("TRACKER");
    const failure = await user.next();
    expect(failure.text).toMatch(/not answering/);
    user.press("🔄 Try again");
    const found = await user.next();
    expect(found.buttons.slice(0, 2)).toEqual([["🟢 Tracker: all conversions"], ["⏸ Old tracker"]]);
  });
});

describe("/connect again", () => {
  it("with a new key, stopped at the client_id question, keeps the stored client pair", async () => {
    const user = harness.user();
    const alice = harness.sandbox.publishers[0];
    if (!alice) throw new Error("no sandbox publisher");
    await connectWithClaims(harness, user);
    user.send(`/connect ${alice.apiKey}`);
    await user.waitFor(/client ID|ID клиента|ID do cliente/);
    user.send("/cancel");
    await user.next();
    expect(await harness.app.storage.vault.get(user.id)).toEqual({
      apiKey: alice.apiKey,
      clientId: alice.clientId,
      clientSecret: alice.clientSecret,
    });
  });
});
