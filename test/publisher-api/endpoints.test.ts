import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createPublisherApi,
  type PublisherApi,
  type PublisherClient,
} from "../../src/publisher-api/index.js";
import { rootOf, sendXml, startServer, type TestServer } from "./server.js";

let server: TestServer;
let api: PublisherApi;
let c: PublisherClient;

const GENERIC =
  "<total>1</total><items><item><id>5</id><name>x</name><code>en</code><title>t</title></item></items>";

beforeAll(async () => {
  server = await startServer((req, res) => {
    if (req.method === "POST") sendXml(res, rootOf(req), { data: "<id>1234</id>" });
    else if (req.method === "PUT") sendXml(res, rootOf(req), { data: "true" });
    else sendXml(res, rootOf(req), { data: GENERIC });
  });
  api = createPublisherApi({ baseUrl: `${server.url}/` });
  c = api.forPublisher({ apiKey: "k" });
});
afterAll(async () => {
  await api.close();
  await server.close();
});

const X = "/api/rest/webmaster/xml/";
const period = { date_from: "2024-01-01", date_to: "2024-01-31" } as const;
const D = "2024-01-01/2024-01-31";

type Case = [string, () => Promise<unknown>, string, Record<string, string>?];

const gets: Case[] = [
  [
    "offers",
    () =>
      c.catalog.offers("api_favourite", {
        sort: "cpa",
        sort_type: "desc",
        linksonly: true,
        user_has_offer: false,
        tags: ["a", "b"],
      }),
    "offers/api_favourite",
    { sort: "cpa", linksonly: "true", user_has_offer: "false", tags: "a,b" },
  ],
  ["offer", () => c.catalog.offer(12), "offer/12"],
  [
    "offerLinks",
    () => c.catalog.offerLinks(12, { traffic_channel_id: 3 }),
    "offer-links/12",
    { traffic_channel_id: "3" },
  ],
  ["offerGoals", () => c.catalog.offerGoals(12), "offertarget/12"],
  [
    "promo",
    () => c.catalog.promo(12, { start: 1, limit: 10 }),
    "promo/12",
    { start: "1", limit: "10" },
  ],
  [
    "coupons",
    () => c.catalog.coupons({ is_exclusive: true, other: 2, sort: "active_to" }),
    "coupons",
    { is_exclusive: "true", other: "2" },
  ],
  [
    "goods",
    () => c.catalog.goods({ min_price: 10, similar: "json", available: true }),
    "goods",
    { min_price: "10", similar: "json", available: "true" },
  ],
  ["audience", () => c.analytics.audience("shop.example", 6), "analytics-audience/shop.example/6"],
  ["geo", () => c.analytics.geo("shop.example", 1), "analytics-geo/shop.example/1"],
  [
    "inputTraffic",
    () => c.analytics.inputTraffic("shop.example", 3),
    "analytics-input-traffic/shop.example/3",
  ],
  [
    "outgoingTraffic",
    () => c.analytics.outgoingTraffic("a b", 12),
    "analytics-outgoing-traffic/a%20b/12",
  ],
  [
    "similarSites",
    () => c.analytics.similarSites("shop.example"),
    "analytics-similar-sites/shop.example",
  ],
  [
    "competitors",
    () => c.analytics.competitors("shop.example"),
    "analytics-competitors/shop.example",
  ],
  ["offerTypes", () => c.references.offerTypes(), "offers-types-list"],
  ["offerTools", () => c.references.offerTools(), "offers-tools-list"],
  ["languages", () => c.references.languages(), "languages-list"],
  ["geo-list", () => c.references.geo(), "geo-list"],
  [
    "offerCategories",
    () => c.references.offerCategories("mobile"),
    "offers-categories-list/mobile",
  ],
  ["trafficTypes", () => c.references.trafficTypes("web"), "offers-traffictypes-list/web"],
  ["platforms", () => c.references.platforms(), "offers-platforms-list"],
  [
    "goodsCategories",
    () => c.references.goodsCategories("marketplace"),
    "goods-categories-list/marketplace",
  ],
  ["goodsBrands", () => c.references.goodsBrands("goods"), "goods-brands-list/goods"],
  ["goodsCurrencies", () => c.references.goodsCurrencies(), "goods-currency-list"],
  ["couponStatuses", () => c.references.couponStatuses(), "couponstatus"],
  ["couponCategories", () => c.references.couponCategories(), "couponcategories"],
  ["couponScopes", () => c.references.couponScopes(), "couponscopes"],
  ["couponTypes", () => c.references.couponTypes(), "coupontypes"],
  ["couponOther", () => c.references.couponOther(), "couponother"],
  [
    "statistics",
    () =>
      c.statistics.general({
        ...period,
        group_field: "subaccount3",
        sub_group: "timezones",
        date_type: "order_upload",
        q: "x",
      }),
    `statistics/subaccount3/${D}`,
    { sub_group: "timezones", date_type: "order_upload", q: "x" },
  ],
  [
    "statistics-offers",
    () => c.statistics.offers({ ...period, channel_id: 2 }),
    `statistics-offers/action_id/${D}`,
    { channel_id: "2" },
  ],
  [
    "statistics-segments",
    () => c.statistics.segments({ ...period, group_field: "type_offers", sub_group: "action_id" }),
    `statistics-segments/type_offers/${D}`,
  ],
  [
    "statistics-actions",
    () =>
      c.statistics.actions({ ...period, group_field: "payment_method_id", sub_group: "weekends" }),
    `statistics-actions/payment_method_id/${D}`,
  ],
  [
    "statistics-geo",
    () => c.statistics.geo({ ...period, group_field: "language" }),
    `statistics-geo/language/${D}`,
  ],
  [
    "statistics-behaviour",
    () => c.statistics.behaviour({ ...period, sub_group: "daytime" }),
    `statistics-behaviour/new_user/${D}`,
  ],
  [
    "statistics-technologies",
    () => c.statistics.technologies({ ...period, group_field: "color" }),
    `statistics-technologies/color/${D}`,
  ],
  [
    "statistics-channels",
    () => c.statistics.channels(period),
    `statistics-channels/channel_id/${D}`,
  ],
  ["rotators", () => c.tools.rotators({ start: 0, limit: 5 }), "rotators", { limit: "5" }],
  ["rotator", () => c.tools.rotator(1001), "rotator/1001"],
  ["bannerSizes", () => c.tools.bannerSizes(), "banner-sizes-list"],
  ["banners", () => c.tools.banners({ term: "sale" }), "banners", { term: "sale" }],
  ["postbacks", () => c.tools.postbacks({ term: "pb" }), "postback-list", { term: "pb" }],
  ["postback", () => c.tools.postback(8), "postback", { id: "8" }],
  ["profile", () => c.account.profile(), "profile"],
  ["balance", () => c.account.balance(), "balanceinfo"],
  ["notificationSettings", () => c.account.notificationSettings(), "notificationsettinglist"],
  ["payouts", () => c.account.payouts({ limit: 3 }), "payoutlist", { limit: "3" }],
  ["chargeHistory", () => c.account.chargeHistory(), "chargehistorylist"],
  [
    "exchangeRates",
    () => c.account.exchangeRates({ start: 2 }),
    "exchangeratelist",
    { start: "2" },
  ],
  ["timeZones", () => c.account.timeZones(), "timezonelist"],
  ["trafficChannels", () => c.account.trafficChannels(), "traffic_channels"],
];

describe("every XML GET", () => {
  it.each(gets)("%s", async (_name, call, path, query = {}) => {
    const before = server.calls.length;
    await call();
    const req = server.calls[before];
    expect(req?.method).toBe("GET");
    expect(req?.path).toBe(X + path);
    expect(req?.query.get("remote_auth")).toBe("k");
    for (const [k, v] of Object.entries(query)) expect(req?.query.get(k)).toBe(v);
  });
});

type Send = [string, () => Promise<unknown>, "PUT" | "POST", string, string, unknown];

const sends: Send[] = [
  [
    "setLanguage",
    () => c.account.setLanguage("br"),
    "PUT",
    "user-language",
    "<setUserLanguageRequestData><lang>br</lang>",
    true,
  ],
  [
    "updateProfile",
    () => c.account.updateProfile({ first_name: "Ann", contact_phone: "+55" }),
    "PUT",
    "profile",
    "<setProfileRequestData><first_name>Ann</first_name><contact_phone>+55</contact_phone></setProfileRequestData>",
    true,
  ],
  [
    "setNotificationSettings",
    () => c.account.setNotificationSettings([{ news_category_id: 3, status: 1 }]),
    "PUT",
    "notificationsettinglist",
    "<setNotificationSettingListRequestData><item><news_category_id>3</news_category_id><status>1</status></item>",
    true,
  ],
  [
    "createRotator",
    () =>
      c.tools.createRotator({
        name: "R",
        type: "image",
        offers_included: [1],
        add_new_offers: true,
      }),
    "POST",
    "rotator",
    "<createRotatorRequestData><name>R</name><type>image</type><offers_included><item>1</item></offers_included><add_new_offers>1</add_new_offers>",
    1234,
  ],
  [
    "updateRotator",
    () => c.tools.updateRotator({ id: 1001, offers_excluded: [] }),
    "PUT",
    "rotator",
    "<setRotatorRequestData><id>1001</id><offers_excluded/></setRotatorRequestData>",
    true,
  ],
  [
    "createTextShift",
    () => c.tools.createTextShift({ name: "T", links: true, text: false, clickunder_target: 3 }),
    "POST",
    "textshift",
    "<createTextShiftRequestData><name>T</name><links>on</links><clickunder_target>3</clickunder_target>",
    1234,
  ],
  [
    "updateTextShift",
    () => c.tools.updateTextShift({ id: 9, clickunder: true, clickunder_scheme_third: 0 }),
    "PUT",
    "textshift",
    "<setTextShiftRequestData><id>9</id><clickunder>on</clickunder><clickunder_scheme_third>0</clickunder_scheme_third>",
    true,
  ],
  [
    "createPostback",
    () =>
      c.tools.createPostback({
        name: "P",
        url: "https://t.example/?a=1&b=2",
        action_type: "all",
        request_type: "get",
        query_params: { click_id: "c" },
        offers_included: [0],
      }),
    "POST",
    "postback",
    "<createPostbackRequestData><name>P</name><url>https://t.example/?a=1&amp;b=2</url><action_type>all</action_type><request_type>get</request_type><query_params><click_id>c</click_id></query_params><offers_included><item>0</item></offers_included>",
    1234,
  ],
  [
    "updatePostback",
    () =>
      c.tools.updatePostback({
        id: 8,
        name: "P",
        url: "u",
        action_type: "cpa",
        request_type: "post",
        offers_included: [],
      }),
    "PUT",
    "postback",
    "<setPostbackRequestData><id>8</id>",
    true,
  ],
];

describe("every XML PUT and POST", () => {
  it.each(sends)("%s", async (_name, call, method, path, body, result) => {
    const before = server.calls.length;
    expect(await call()).toBe(result);
    const req = server.calls[before];
    expect(req?.method).toBe(method);
    expect(req?.path).toBe(X + path);
    expect(req?.query.get("remote_auth")).toBe("k");
    expect(req?.headers["content-type"]).toContain("application/xml");
    expect(req?.body).toContain(body);
  });
});

describe("client creation", () => {
  it("is cheap: many clients share one API, down to its kept-alive connection", async () => {
    const clients = Array.from({ length: 10_000 }, (_, i) => api.forPublisher({ apiKey: `k${i}` }));
    const before = server.calls.length;
    // One after another through different publishers' clients: no connection of their own.
    for (const client of clients.filter((_, i) => i % 1000 === 0)) {
      await client.references.languages();
    }
    const calls = server.calls.slice(before);
    expect(calls.map((call) => call.query.get("remote_auth"))).toEqual(
      Array.from({ length: 10 }, (_, i) => `k${i * 1000}`),
    );
    // Connections already open are reused: clients with pools of their own would open one each.
    expect(new Set(calls.map((call) => call.remotePort)).size).toBeLessThan(calls.length / 2);
  });

  it("refuses an API address with a query", () => {
    expect(() => createPublisherApi({ baseUrl: "https://x.example/?remote_auth=1" })).toThrow(
      TypeError,
    );
  });
});
