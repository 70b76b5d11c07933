// Contract: promo tools (rotators, banners, text shift, postbacks) and the account (language,
// profile, balance, notifications, payouts, rates, zones, channels), client against the sandbox.
import { describe, expect, it } from "vitest";
import { callsTo, useContract, xmlBody } from "./context.js";

const t = useContract();

/** The last recorded request to an XML method: its verb, root element and children. */
function lastWrite(method: string, verb: string) {
  const call = callsTo(t.sb, `/xml/${method}`, verb).at(-1);
  expect(call?.status, `${verb} ${method}`).toBe(200);
  return xmlBody(call);
}

describe("account", () => {
  it("reads profile, balance, payouts, charges, rates, time zones and channels", async () => {
    const a = t.client.account;
    expect(await a.profile()).toMatchObject({
      id: 710001,
      first_name: "Alice",
      email: "alice@example.com",
      language: "en",
    });
    const balance = await a.balance();
    expect(balance.currency).toBe("USD");
    expect(balance.main_balance).toBeGreaterThan(0);
    expect(balance.available_balance).toBeLessThanOrEqual(balance.main_balance);
    expect(Number.isInteger(balance.hold_city)).toBe(true);

    const payouts = await a.payouts({ limit: 5 });
    expect(payouts.total).toBeGreaterThan(payouts.items.length);
    expect(payouts.items.every((p) => /^\d+$/.test(p.id) && p.value > 0)).toBe(true);
    const charges = await a.chargeHistory({ limit: 5 });
    expect(charges.items.every((c) => /^\d{4}-\d\d-\d\d$/.test(c.date))).toBe(true);
    const rates = await a.exchangeRates({ limit: 10 });
    const older = await a.exchangeRates({ start: 1, limit: 10 });
    expect(rates.total).toBe(365);
    expect(String(older.items[0]?.date) < String(rates.items.at(-1)?.date)).toBe(true);
    expect(Number(rates.items[0]?.eur2usd)).toBeGreaterThan(0);

    const zones = await a.timeZones();
    expect(zones.items.find((z) => z.name === "Pacific/Honolulu")?.offset).toBe(-36_000);
    const channels = await a.trafficChannels();
    expect(channels.items.map((c) => c.id)).toEqual([3101, 3102, 3103, 3105, 3104]);
    expect(channels.items.map((c) => c.is_active)).toEqual([1, 1, 1, 1, 0]);
  });

  it("sets the interface language (visible in the profile)", async () => {
    expect(await t.client.account.setLanguage("ru")).toBe(true);
    expect(lastWrite("user-language", "PUT")).toEqual({
      root: "setUserLanguageRequestData",
      fields: { lang: "ru" },
    });
    expect((await t.client.account.profile()).language).toBe("ru");
    await t.client.account.setLanguage("en");
    expect((await t.client.account.profile()).language).toBe("en");
  });

  it("updates the profile, sending only the given fields, escaped", async () => {
    const ok = await t.client.account.updateProfile({
      first_name: "Alicia",
      contact_phone: "+1 202 555 0199",
    });
    expect(ok).toBe(true);
    expect(lastWrite("profile", "PUT")).toEqual({
      root: "setProfileRequestData",
      fields: { first_name: "Alicia", contact_phone: "+1 202 555 0199" },
    });
    expect(await t.client.account.profile()).toMatchObject({
      first_name: "Alicia",
      last_name: "Walker",
      contact_phone: "+1 202 555 0199",
    });
    const odd = `O'Brien & <Sons> "João"`;
    expect(await t.client.account.updateProfile({ last_name: odd })).toBe(true);
    expect(await t.client.account.profile()).toMatchObject({
      first_name: "Alicia",
      last_name: odd,
    });
  });

  it("switches notification settings (visible on re-read)", async () => {
    const before = await t.client.account.notificationSettings();
    expect(before.total).toBe(7);
    expect(before.items.find((s) => s.news_category_id === 4)?.status).toBe(0);
    const ok = await t.client.account.setNotificationSettings([
      { news_category_id: 4, status: 1 },
      { news_category_id: 1, status: 0 },
    ]);
    expect(ok).toBe(true);
    const sent = lastWrite("notificationsettinglist", "PUT");
    expect(sent.root).toBe("setNotificationSettingListRequestData");
    expect(sent.fields.item).toEqual([
      { news_category_id: "4", status: "1" },
      { news_category_id: "1", status: "0" },
    ]);
    const after = await t.client.account.notificationSettings();
    const status = (id: number) => after.items.find((s) => s.news_category_id === id)?.status;
    expect([status(4), status(1), status(2)]).toEqual([1, 0, 1]);
  });
});

describe("tools", () => {
  it("creates and updates a rotator (visible on re-read, kept from another publisher)", async () => {
    const tools = t.client.tools;
    const before = await tools.rotators();
    expect(before.items.every((r) => r.id >= 1001 && r.code.length === 3)).toBe(true);
    const first = before.items[0];
    expect(await tools.rotator(first?.id ?? 0)).toEqual(first);

    const joined = await t.client.catalog.offers("all", { user_has_offer: true, limit: 3 });
    const offerIds = joined.items.map((o) => o.id);
    const id = await tools.createRotator({
      name: "Contract rotator",
      subaccount: "ct",
      type: "image",
      offers_included: offerIds,
      banner_sizes: ["300x250", "728x90"],
      add_new_offers: false,
      enable_optimization: true,
    });
    expect(Number.isInteger(id) && id > (before.items.at(-1)?.id ?? 0)).toBe(true);
    const created = lastWrite("rotator", "POST");
    expect(created.root).toBe("createRotatorRequestData");
    expect(created.fields).toMatchObject({ name: "Contract rotator", add_new_offers: "0" });
    const read = await tools.rotator(id);
    expect(read).toMatchObject({ id, name: "Contract rotator", subaccount: "ct", type: "image" });
    expect(read.offers_included.map((o) => o.id)).toEqual(offerIds);
    expect(read.offers_included.every((o) => o.name !== "")).toBe(true);
    expect(read).toMatchObject({ add_new_offers: false, enable_optimization: true });
    expect(read.banner_sizes).toEqual(["300x250", "728x90"]);

    const ok = await tools.updateRotator({
      id,
      name: "Renamed",
      offers_excluded: [offerIds[0] ?? 0],
      banner_sizes: [],
    });
    expect(ok).toBe(true);
    expect(lastWrite("rotator", "PUT")).toMatchObject({
      root: "setRotatorRequestData",
      fields: { id: String(id), name: "Renamed", banner_sizes: "" },
    });
    const updated = await tools.rotator(id);
    expect(updated.name).toBe("Renamed");
    expect(updated.subaccount).toBe("ct");
    expect(updated.offers_excluded.map((o) => o.id)).toEqual([offerIds[0]]);
    expect(updated.banner_sizes).toHaveLength((await tools.bannerSizes()).total);
    expect((await tools.rotators()).total).toBe(before.total + 1);

    const bruno = t.api.forPublisher({ apiKey: t.sb.publishers[1].apiKey });
    expect((await bruno.tools.rotators()).items.map((r) => r.id)).not.toContain(id);
  });

  it("lists banner sizes and banners, filtered by term", async () => {
    const sizes = await t.client.tools.bannerSizes();
    expect(sizes.total).toBe(10);
    expect(sizes.items.every((s) => /^\d+x\d+$/.test(s.name) && s.id > 0)).toBe(true);
    const all = await t.client.tools.banners({ limit: 20 });
    expect(all.total).toBeGreaterThan(20);
    const term = all.items[0]?.name.split(" banner")[0] ?? "";
    const some = await t.client.tools.banners({ term, limit: 100 });
    expect(some.total).toBeGreaterThan(0);
    expect(some.total).toBeLessThan(all.total);
    expect(some.items.every((b) => b.name.includes(term))).toBe(true);
  });

  it("creates and updates a text shift (root elements and on-flags on the wire)", async () => {
    const id = await t.client.tools.createTextShift({
      name: "Contract shift",
      subaccount: "ts",
      links: true,
      links_timeout: 30,
      text: false,
      clickunder_target: 2,
    });
    expect(Number.isInteger(id) && id > 0).toBe(true);
    const created = lastWrite("textshift", "POST");
    expect(created.root).toBe("createTextShiftRequestData");
    expect(created.fields).toEqual({
      name: "Contract shift",
      subaccount: "ts",
      links: "on",
      links_timeout: "30",
      clickunder_target: "2",
    });
    expect(
      await t.client.tools.updateTextShift({ id, clickunder: true, text_target: "blank" }),
    ).toBe(true);
    expect(lastWrite("textshift", "PUT")).toEqual({
      root: "setTextShiftRequestData",
      fields: { id: String(id), clickunder: "on", text_target: "blank" },
    });
  });

  it("reads, creates and updates postbacks (visible on re-read)", async () => {
    const tools = t.client.tools;
    const before = await tools.postbacks();
    expect(before.items.length).toBeGreaterThan(0);
    const first = before.items[0];
    expect(await tools.postback(first?.id ?? 0)).toEqual(first);
    expect(before.items.some((p) => p.query_params.length === 0)).toBe(true);

    const id = await tools.createPostback({
      name: "Contract postback",
      url: "https://tracker.example.com/ct",
      action_type: "cpl",
      request_type: "post",
      query_params: { click_id: "sub", payout: "sum" },
      offers_included: [1435, 1459],
    });
    expect(lastWrite("postback", "POST").root).toBe("createPostbackRequestData");
    expect(await tools.postback(id)).toMatchObject({
      id,
      name: "Contract postback",
      action_type: "cpl",
      request_type: "post",
      query_params: [
        { name: "click_id", value: "sub" },
        { name: "payout", value: "sum" },
      ],
      offers_included: [1435, 1459],
    });

    const ok = await tools.updatePostback({
      id,
      name: "Contract postback 2",
      url: "https://tracker.example.com/ct2",
      action_type: "all",
      request_type: "get",
      offers_included: [],
    });
    expect(ok).toBe(true);
    expect(lastWrite("postback", "PUT")).toMatchObject({
      root: "setPostbackRequestData",
      fields: { id: String(id), offers_included: "" },
    });
    const updated = await tools.postback(id);
    expect(updated).toMatchObject({ action_type: "0", request_type: "get", offers_included: [] });
    expect(updated.query_params).toHaveLength(2);
    const found = await tools.postbacks({ term: "contract postback" });
    expect(found.items.map((p) => p.id)).toEqual([id]);
    expect((await tools.postbacks()).total).toBe(before.total + 1);
  });
});
