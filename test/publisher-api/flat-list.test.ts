import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ItemFields } from "../../src/publisher-api/item-fields.js";
import { parseXml } from "../../src/publisher-api/xml.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { testNow } from "../support/clock.js";

/**
 * A list's items read straight from the text (item-fields.ts `flatList`) give what the parser
 * gives for the fields read, on the sandbox's real answers; anything but a run of simple elements
 * is left to the parser.
 */
const KEEP = ["clickCount", "leadsOpen", "commissionOpen", "eventTime", "subaccount", "actionName"];
const FIELDS: ItemFields = { keep: KEEP, others: ["ctr", "ecpc", "crTotal"] };

/** What the parser alone makes of the items' fields read (a comment keeps the text off the flat path). */
function parsedWhole(text: string) {
  const doc = parseXml(text.replace("<data>", "<data><!-- whole -->"));
  const root = Object.values(doc)[0] as { data: { total: string; items: { item: object[] } } };
  const items = root.data.items.item.map((item) =>
    Object.fromEntries(Object.entries(item).filter(([name]) => KEEP.includes(name))),
  );
  return { total: root.data.total, items };
}

function parsedFlat(text: string) {
  const root = Object.values(parseXml(text, FIELDS))[0] as {
    status: string;
    data: { total: string; items: { item: object[] } };
  };
  return { total: root.data.total, items: root.data.items.item, status: root.status };
}

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ now: testNow });
});
afterAll(() => sandbox?.close());

describe("a list read straight from the text", () => {
  it("gives what the parser gives on the API's statistics answers", async () => {
    const [alice] = sandbox.publishers;
    const day = testNow().toISOString().slice(0, 10);
    for (const path of [
      `statistics/event_time_hour/${day}/${day}?sub_group=subaccount&limit=1000`,
      `statistics/action_id/${day}/${day}?limit=1000`,
      `statistics/event_time_day/2026-05-01/${day}?sub_group=action_id&limit=1000`,
    ]) {
      const separator = path.includes("?") ? "&" : "?";
      const url = `${sandbox.url}/api/rest/webmaster/xml/${path}${separator}remote_auth=${alice?.apiKey}`;
      const text = await (await fetch(url)).text();
      const flat = parsedFlat(text);
      expect(flat.status).toBe("200");
      expect(flat.items.length).toBeGreaterThan(0);
      expect({ total: flat.total, items: flat.items }).toEqual(parsedWhole(text));
    }
  });

  const envelope = (items: string) =>
    `<getStatisticsResponseData><status>1</status><data><total>1</total><items>${items}</items></data></getStatisticsResponseData>`;

  it("decodes references and trims values as the parser does", () => {
    const text = envelope(
      "<item><actionName> Caf&#233; &amp; Co &#x41F; </actionName><clickCount>7</clickCount></item>",
    );
    expect(parsedFlat(text).items).toEqual([{ actionName: "Café & Co П", clickCount: "7" }]);
    expect(parsedFlat(text).items).toEqual(parsedWhole(text).items);
  });

  it("leaves to the parser what is not a run of simple elements", () => {
    for (const item of [
      '<item><actionName lang="en">A</actionName></item>',
      "<item><actionName><b>A</b></actionName></item>",
      "<item><actionName/><clickCount>1</clickCount></item>",
      "<item><clickCount>1</clickCount><clickCount>2</clickCount></item>",
      "<item><actionName><![CDATA[A <b>]]></actionName></item>",
      "<item></item>",
      "<item><clickCount>1</clickCount></item>stray",
    ]) {
      const text = envelope(item);
      expect(parsedFlat(text).items, item).toEqual(parsedWholeKept(text));
    }
  });
});

/** The parser's own reading with `fields` (what the flat path must never differ from). */
function parsedWholeKept(text: string) {
  const root = Object.values(
    parseXml(text.replace("<data>", "<data><!-- whole -->"), FIELDS),
  )[0] as {
    data: { items: { item: object[] } };
  };
  return root.data.items.item;
}
