import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commentReportsFailures } from "../../../src/bot/features/postbacks/health.js";
import type { TelegramUser } from "../../../src/bot-api-stand-in/user.js";
import { connectUser, type Harness, startHarness } from "../../support/harness.js";
import { answerOf, apiClient, callsTo } from "./helpers.js";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => harness.stop());

type PutBody = Record<string, unknown> & { offers_included: unknown };
/** The bodies of the postback PUTs that reached the sandbox, in order. */
const putBodies = () =>
  callsTo(harness, "PUT", "/postback").map(
    (call) => (call.body as { setPostbackRequestData: PutBody }).setPostbackRequestData,
  );

const remembered = (user: TelegramUser) =>
  harness.app.storage.records<Record<string, number[]>>("postback-offers").get(user.id);

/** Bruno's postbacks (511 tracker with params and all offers, 512 sales with 3 offers). */
/** The offers by name, as a card lists them (names, not ids). */
async function offersNamed(ids: readonly number[], apiKey?: string): Promise<string> {
  const { items } = await apiClient(harness, apiKey).catalog.offers("all", {
    ids: ids.map(String),
    limit: ids.length,
  });
  const names = new Map(items.map((offer) => [offer.id, offer.name]));
  return ids.map((id) => names.get(id) ?? `#${id}`).join(", ");
}

async function brunoAt(name: RegExp) {
  const user = harness.user();
  await connectUser(harness, user, harness.sandbox.publishers[1].apiKey);
  user.send("/postbacks");
  await user.next();
  user.press(name);
  const card = await user.next();
  return { user, card };
}

describe("/postbacks list and search", () => {
  it("lists the postbacks with their state; words after the command search by `term`", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    user.send("/postbacks");
    const list = await user.next();
    expect(list.text).toContain("1. 🟢 Tracker: all conversions — all offers");
    expect(list.text).toContain("2. 🟡 Sales to spreadsheet — 3 offers");
    expect(list.text).toContain("3. ⏸ Old tracker — 0 offers");
    expect(list.buttons).toEqual([
      ["🟢 Tracker: all conversions"],
      ["🟡 Sales to spreadsheet"],
      ["⏸ Old tracker"],
      ["🔍 Search"],
    ]);

    user.send("/postbacks  spreadsheet ");
    const found = await user.next();
    expect(found.text).toContain("📮 Postbacks · search “spreadsheet”");
    expect(found.buttons).toEqual([["🟡 Sales to spreadsheet"], ["🔍 Search", "Show all"]]);
    expect(callsTo(harness, "GET", "/postback-list").at(-1)?.query.term).toBe("spreadsheet");
    user.send("/postbacks nothing-like-this");
    expect((await user.next()).text).toContain("No postback has these words");
  });

  it("the Search button asks for words; Show all goes back to the whole list in place", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    user.send("/postbacks");
    await user.next();
    user.press("🔍 Search");
    expect((await user.next()).text).toContain("Send words from the postback's name or address");
    user.send("TRACKER");
    const found = await user.next();
    expect(found.buttons.slice(0, 2)).toEqual([["🟢 Tracker: all conversions"], ["⏸ Old tracker"]]);
    user.press("Show all");
    const all = await user.next();
    expect(all).toMatchObject({ kind: "edit", messageId: found.messageId });
    expect(all.buttons).toHaveLength(4);
  });

  it("pages in place; a long search stays out of the button data", async () => {
    const client = apiClient(harness);
    for (let i = 1; i <= 9; i++) {
      await client.tools.createPostback({
        name: `Paging check ${i} ${"x".repeat(60)}`,
        url: `https://paging.example.com/${i}`,
        action_type: "cpl",
        request_type: "get",
      });
    }
    const user = harness.user();
    await connectUser(harness, user);
    user.send("/postbacks");
    const first = await user.next();
    expect(first.buttons.at(-2)).toEqual(["More ›"]);
    user.press("More ›");
    const second = await user.next();
    expect(second).toMatchObject({ kind: "edit", messageId: first.messageId });
    expect(second.text).toContain("📮 Postbacks · page 2");
    expect(second.text).toMatch(/^9\. ⏸ Paging check 6/m);
    expect(second.buttons.at(-2)).toEqual(["‹ Back"]);

    user.send(`/postbacks ${"x".repeat(60)}`);
    const found = await user.next();
    const data = found.keyboard.flat().map((button) => button.callback_data ?? "");
    expect(data.every((d) => Buffer.byteLength(d) <= 64 && !d.includes("xxxxx"))).toBe(true);
    user.press("More ›");
    expect((await user.next()).text).toMatch(/^9\. ⏸ Paging check 9/m);
  });
});

describe("a postback's card and its switch", () => {
  it("shows name, URL, action type, method, status, parameters and connected offers", async () => {
    const brunoKey = harness.sandbox.publishers[1].apiKey;
    const bruno = await apiClient(harness, brunoKey).tools.postback(512);
    const { card } = await brunoAt(/Sales to spreadsheet/);
    expect(card.kind).toBe("edit");
    expect(card.text).toContain(
      [
        "Sales to spreadsheet · #512",
        // Offers connected, but status 2: one state, the network's, not "🟢 On" beside "paused".
        "🟡 Paused at the network: it delivers nothing until resumed in the network's interface.",
        "",
        "Address: https://hooks.example.org/sales",
        "Action type: sales (CPA)",
        "HTTP method: POST",
        "Status: paused",
        "Comment: Paused by the publisher",
        "Parameters: none",
        `Connected offers: 3 offers: ${await offersNamed(bruno.offers_included, brunoKey)}`,
      ].join("\n"),
    );
    expect(card.text).not.toMatch(/offers: [\d, ]+$/m);
    expect(card.buttons).toEqual([["⏸ Switch off", "🔄 Refresh"], ["« Postbacks"]]);
  });

  it("switches off after a confirmation and on again with the same offers, across a restart", async () => {
    const original = (
      await apiClient(harness, harness.sandbox.publishers[1].apiKey).tools.postback(512)
    ).offers_included;
    const { user } = await brunoAt(/Sales to spreadsheet/);
    harness.sandbox.control.clearCalls();
    user.press("⏸ Switch off");
    const confirm = await user.next();
    expect(confirm.text).toContain("Switch off Sales to spreadsheet?");
    expect(putBodies()).toEqual([]);
    user.press("⏸ Yes, switch off");
    const off = await user.next();
    expect(off.text).toMatch(/^⏸ Switched off\. Offers it had: 3 offers: /);
    expect(off.text).toContain("⏸ Off: no offers are connected.");
    expect(off.text).toContain("Connected offers: none");
    expect(off.buttons[0]).toEqual(["▶️ Switch on", "🔄 Refresh"]);
    const fields = {
      id: "512",
      name: "Sales to spreadsheet",
      url: "https://hooks.example.org/sales",
      action_type: "cpa",
      request_type: "post",
      query_params: "",
    };
    expect(putBodies()).toEqual([{ ...fields, offers_included: "" }]);
    expect(await remembered(user)).toEqual({ 512: original });

    await harness.restart();
    user.press("▶️ Switch on");
    const on = await user.next();
    expect(on.text).toMatch(/^▶️ Switched on with the offers it had: 3 offers: /);
    expect(on.text).toContain(
      `Connected offers: 3 offers: ${await offersNamed(original, harness.sandbox.publishers[1].apiKey)}`,
    );
    expect(putBodies()[1]).toEqual({
      ...fields,
      offers_included: { item: original.map(String) },
    });
    expect(await remembered(user)).toEqual({});
  });

  it("sends every other field back unchanged: `0` as `all`, parameters as named elements", async () => {
    const { user } = await brunoAt(/Tracker: all conversions/);
    harness.sandbox.control.clearCalls();
    user.press("⏸ Switch off");
    await user.next();
    user.press("⏸ Yes, switch off");
    await user.next();
    user.press("▶️ Switch on");
    expect((await user.next()).text).toContain("Connected offers: all offers");
    const fields = {
      id: "511",
      name: "Tracker: all conversions",
      url: "https://tracker.example.com/postback/bruno",
      action_type: "all",
      request_type: "get",
      query_params: { click_id: "subid", payout: "payout", status: "status", offer_id: "offer" },
    };
    expect(putBodies()).toEqual([
      { ...fields, offers_included: "" },
      { ...fields, offers_included: { item: ["0"] } },
    ]);
  });

  it("a postback with no remembered list asks first: how many offers, and the failures its comment reports", async () => {
    const joined = (
      await apiClient(harness).catalog.offers("all", { user_has_offer: true, limit: 1 })
    ).total;
    expect(joined).toBeGreaterThan(1);
    const user = harness.user();
    await connectUser(harness, user);
    user.send("/postbacks Old");
    await user.next();
    user.press("⏸ Old tracker");
    const card = await user.next();
    expect(card.text).toContain("switching it on connects all offers");
    harness.sandbox.control.clearCalls();
    user.press("▶️ Switch on");
    const ask = await user.next();
    expect(ask).toMatchObject({ kind: "edit", messageId: card.messageId });
    expect(ask.text).toContain("Switch on Old tracker for all offers?");
    expect(ask.text).toContain(`connected to all ${joined} offers you have joined`);
    expect(ask.text).toContain(
      "⚠️ Its comment reports failures: «The address answered 404 repeatedly»",
    );
    expect(ask.buttons).toEqual([[`▶️ Yes, connect all ${joined} offers`], ["No, keep it off"]]);
    expect(putBodies()).toEqual([]);

    const query = user.press("No, keep it off");
    const kept = await user.next();
    expect(kept.text).toContain("⏸ Off: no offers are connected.");
    expect((await answerOf(user, query)).text).toBe("Kept off: nothing was changed.");
    expect(putBodies()).toEqual([]);

    user.press("▶️ Switch on");
    await user.next();
    user.press(`▶️ Yes, connect all ${joined} offers`);
    const on = await user.next();
    expect(on.text).toMatch(/^▶️ Switched on for all offers: I had no earlier list/);
    expect(on.text).toContain("Connected offers: all offers");
    expect(putBodies().map((body) => body.offers_included)).toEqual([{ item: ["0"] }]);
  });

  it("reads failures in a comment in the API's three languages, and not in a plain note", () => {
    for (const failing of [
      "The address answered 404 repeatedly",
      "Timeout while sending",
      "Ошибка доставки",
      "Falha ao enviar",
    ]) {
      expect(commentReportsFailures(failing), failing).toBe(true);
    }
    for (const fine of ["", "Paused by the publisher", "For the spreadsheet"]) {
      expect(commentReportsFailures(fine), fine).toBe(false);
    }
  });

  it("declining the confirmation sends nothing and keeps it on", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    user.send("/postbacks");
    await user.next();
    user.press("🟡 Sales to spreadsheet");
    await user.next();
    harness.sandbox.control.clearCalls();
    user.press("⏸ Switch off");
    await user.next();
    const query = user.press("No, keep it on");
    const card = await user.next();
    expect(card.text).toContain("🟡 Paused at the network");
    expect((await answerOf(user, query)).text).toBe("Kept on: nothing was changed.");
    expect(putBodies()).toEqual([]);
    expect(await remembered(user)).toBeUndefined();
  });

  it("an API failure during the PUT leaves the remembered list intact and says so", async () => {
    const original = (await apiClient(harness).tools.postback(502)).offers_included;
    const user = harness.user();
    await connectUser(harness, user);
    user.send("/postbacks spreadsheet");
    await user.next();
    user.press("🟡 Sales to spreadsheet");
    await user.next();
    user.press("⏸ Switch off");
    await user.next();
    user.press("⏸ Yes, switch off");
    await user.waitFor(/Switched off/);

    harness.sandbox.control.failNext({ mode: 500, path: "/postback", method: "PUT" });
    user.press("▶️ Switch on");
    const failed = await user.next();
    expect(failed.text).toMatch(/^⚠️ The postback was not switched\.\nThe network is not answering/);
    expect(failed.text).toContain(
      `I remember for it is kept: 3 offers: ${await offersNamed(original)}`,
    );
    expect(failed.text).toContain("⏸ Off: no offers are connected.");
    expect(failed.text).not.toMatch(/Error|at \w+ \(/);
    expect(await remembered(user)).toEqual({ 502: original });

    user.press("▶️ Switch on");
    const on = await user.next();
    expect(on.text).toContain(`Connected offers: 3 offers: ${await offersNamed(original)}`);
  });

  it("a failed switch-off leaves the postback on", async () => {
    const user = harness.user();
    await connectUser(harness, user);
    user.send("/postbacks Tracker: all");
    await user.next();
    user.press("🟢 Tracker: all conversions");
    await user.next();
    user.press("⏸ Switch off");
    await user.next();
    harness.sandbox.control.failNext({ mode: 500, path: "/postback", method: "PUT" });
    user.press("⏸ Yes, switch off");
    const failed = await user.next();
    expect(failed.text).toContain("The postback was not switched.");
    expect(failed.text).toContain("🟢 On: it reports conversions of its offers.");
    expect(failed.buttons[0]).toEqual(["⏸ Switch off", "🔄 Refresh"]);
  });
});
