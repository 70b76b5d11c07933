/**
 * A statistics report read for some item fields only (the digest reads 14 of 27, and the
 * API has no field selection): those fields as a full read gives them, nothing else on the item,
 * the answer's envelope and list whole, and every other read of the client untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createPublisherApi,
  type PublisherApi,
  type PublisherClient,
  type StatisticsItem,
} from "../../src/publisher-api/index.js";
import { rootOf, sendXml, startServer, type TestServer } from "./server.js";

const ITEM_1 =
  "<eventTime>2024-01-02</eventTime><channelId>3</channelId><actionID>4861</actionID>" +
  "<actionName>Luraia Loans</actionName><showCount>5964</showCount><clickCount>188</clickCount>" +
  "<clickUniqCount>148</clickUniqCount><backUrlRedirectCount>2</backUrlRedirectCount>" +
  "<leadsOpen>12</leadsOpen><leadsCancelled>1</leadsCancelled><leadsApproved>3</leadsApproved>" +
  "<saleOpen>0</saleOpen><saleCancelled>0</saleCancelled><saleApproved>4</saleApproved>" +
  "<commissionOpen>219.24</commissionOpen><commissionCancelled>10.00</commissionCancelled>" +
  "<commissionApproved>80.5</commissionApproved><crLeads>0.0638</crLeads><ctr>3.15</ctr>" +
  "<ecpc>1.17</ecpc><ecpm>36.76</ecpm>";
/** An item without a name and with counts missing: absent stays absent, a count reads 0. */
const ITEM_2 = "<actionID>22949</actionID><clickCount>136</clickCount><ecpc>0.5</ecpc>";
const DATA =
  "<total>2</total><time_zone_api_stat>Europe/Moscow</time_zone_api_stat>" +
  `<items><item>${ITEM_1}</item><item>${ITEM_2}</item></items>`;

const FIELDS = ["actionID", "actionName", "clickCount", "leadsOpen", "commissionOpen"] as const;

let server: TestServer;
let api: PublisherApi;
let client: PublisherClient;
/** The data the next answer carries (the list without its `items` wrapper in one test). */
let data = DATA;
beforeAll(async () => {
  server = await startServer((req, res) => sendXml(res, rootOf(req), { data }));
  api = createPublisherApi({ baseUrl: `${server.url}/` });
  client = api.forPublisher({ apiKey: "k" });
});
afterAll(async () => {
  await api.close();
  await server.close();
});

const period = { date_from: "2024-01-01", date_to: "2024-01-31" } as const;

function picked(item: StatisticsItem, fields: readonly string[]): Partial<StatisticsItem> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) if (fields.includes(key)) out[key] = value;
  return out;
}

describe("a statistics report read for some fields", () => {
  it("carries those fields as a full read does, and no other", async () => {
    data = DATA;
    const full = await client.statistics.offers(period);
    const some = await client.statistics.offers(period, { fields: FIELDS });
    expect(full.items[0]).toMatchObject({ crLeads: 0.0638, channelId: 3, eventTime: "2024-01-02" });
    expect(some.items).toEqual(full.items.map((item) => picked(item, FIELDS)));
    expect(some.items[0]).toEqual({
      actionID: "4861",
      actionName: "Luraia Loans",
      clickCount: 188,
      leadsOpen: 12,
      commissionOpen: 219.24,
    });
    // Not named: a count absent from the answer is 0, as in a full read; a name absent, absent.
    expect(some.items[1]).toEqual({
      actionID: "22949",
      clickCount: 136,
      leadsOpen: 0,
      commissionOpen: 0,
    });
    expect(some).toMatchObject({ total: 2, time_zone_api_stat: "Europe/Moscow" });
    expect(api.statisticsZone).toBe("Europe/Moscow");
  });

  it("leaves every other read whole, the same answer read in full afterwards too", async () => {
    data = DATA;
    await client.statistics.offers(period, { fields: FIELDS });
    const after = await client.statistics.offers(period);
    expect(Object.keys(after.items[0] ?? {})).toHaveLength(23 + 4);
    expect(after.items[0]).toMatchObject({ ecpm: 36.76, backUrlRedirectCount: 2, channelId: 3 });
  });

  it("leaves out unread fields in any form, and cuts nothing out of a name's text", async () => {
    const odd =
      "<actionID>77</actionID><actionName><![CDATA[Shop <ctr>1</ctr> & Co]]></actionName>" +
      '<clickCount>5</clickCount><ctr unit="%">3.15</ctr><ecpc><v>1</v></ecpc>' +
      "<!-- <leadsOpen>9</leadsOpen> --><brandNewField>x</brandNewField><leadsOpen>2</leadsOpen>";
    data = `<total>1</total><items><item>${odd}</item></items>`;
    const full = await client.statistics.offers(period);
    const some = await client.statistics.offers(period, { fields: FIELDS });
    data = DATA;
    expect(full.items[0]).toMatchObject({ actionName: "Shop <ctr>1</ctr> & Co", leadsOpen: 2 });
    expect(some.items).toEqual(full.items.map((item) => picked(item, FIELDS)));
    expect(some.items[0]).toEqual({
      actionID: "77",
      actionName: "Shop <ctr>1</ctr> & Co",
      clickCount: 5,
      leadsOpen: 2,
      commissionOpen: 0,
    });
  });

  it("reads a list the API sent without its `items` wrapper the same way", async () => {
    data = `<total>2</total><item>${ITEM_1}</item><item>${ITEM_2}</item>`;
    const some = await client.statistics.offers(period, { fields: FIELDS });
    data = DATA;
    const wrapped = await client.statistics.offers(period, { fields: FIELDS });
    expect(some.items).toEqual(wrapped.items);
  });
});
