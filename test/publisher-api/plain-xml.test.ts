import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ItemFields } from "../../src/publisher-api/item-fields.js";
import { readPlainXml } from "../../src/publisher-api/plain-xml.js";
import { parseXml } from "../../src/publisher-api/xml.js";
import { type Sandbox, startSandbox } from "../../src/sandbox/index.js";
import { testNow } from "../support/clock.js";

/**
 * The API's answers read without the parser (plain-xml.ts) give what the parser gives, on every
 * answer of the sandbox's read methods for every publisher; anything more than plain XML is left
 * to the parser.
 */

/** A comment is more than plain XML: the text goes to the parser (which drops comments). */
function byParser(text: string, fields?: ItemFields) {
  const commented = text.replace(/^(\s*(<\?xml[^?]*\?>)?\s*<[^>]+>)/, "$1<!-- parser -->");
  expect(commented).not.toBe(text);
  return parseXml(commented, fields);
}

const day = testNow().toISOString().slice(0, 10);
const month = new Date(testNow().getTime() - 30 * 86_400_000).toISOString().slice(0, 10);

/** Every read method of the XML family, with a query that gives it something to say. */
function readPaths(offerId: number): string[] {
  return [
    "offers/all?limit=100",
    "offers/all?user_has_offer=1&limit=100",
    `offer/${offerId}`,
    `offertarget/${offerId}`,
    `offer-links/${offerId}`,
    `promo/${offerId}`,
    "coupons?limit=100",
    "goods?limit=100",
    "balanceinfo",
    "payoutlist?limit=100",
    "chargehistorylist?limit=100",
    "exchangeratelist",
    "timezonelist",
    "traffic_channels",
    "postback-list",
    "rotators",
    "banner-sizes-list",
    "banners",
    "offers-types-list",
    "offers-tools-list",
    "languages-list",
    "geo-list",
    "offers-categories-list/web",
    "offers-traffictypes-list/mobile",
    "offers-platforms-list",
    "goods-categories-list/goods",
    "goods-brands-list/goods",
    "goods-currency-list",
    "couponstatus",
    "couponcategories",
    "couponscopes",
    "coupontypes",
    "couponother",
    "analytics-audience/example.com/3",
    "analytics-geo/example.com/3",
    "analytics-input-traffic/example.com/3",
    "analytics-outgoing-traffic/example.com/3",
    "analytics-similar-sites/example.com",
    "analytics-competitors/example.com",
    `statistics/event_time_hour/${day}/${day}?sub_group=subaccount&limit=1000`,
    `statistics/action_id/${month}/${day}?limit=1000`,
    `statistics/event_time_day/${month}/${day}?sub_group=action_id&limit=1000`,
    `statistics/subaccount/${month}/${day}?limit=1000`,
  ];
}

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ now: testNow });
});
afterAll(() => sandbox?.close());

async function answer(apiKey: string, path: string): Promise<string> {
  const separator = path.includes("?") ? "&" : "?";
  const url = `${sandbox.url}/api/rest/webmaster/xml/${path}${separator}remote_auth=${apiKey}`;
  return (await fetch(url)).text();
}

describe("the API's answers read without the parser", () => {
  it("give what the parser gives, for every read method and every publisher", async () => {
    let read = 0;
    for (const publisher of sandbox.publishers) {
      const offers = await answer(publisher.apiKey, "offers/all?user_has_offer=1&limit=1");
      const offerId = Number(/<item><id>(\d+)<\/id>/.exec(offers)?.[1]);
      for (const path of readPaths(offerId)) {
        const text = await answer(publisher.apiKey, path);
        const plain = readPlainXml(text);
        expect(plain, `${publisher.id} ${path}: plain XML`).toBeDefined();
        expect(JSON.stringify(plain), `${publisher.id} ${path}`).toContain('"status":"200"');
        expect(plain, `${publisher.id} ${path}`).toEqual(byParser(text));
        read++;
      }
    }
    expect(read).toBe(sandbox.publishers.length * readPaths(1).length);
  });

  it("keep only the fields of list items a caller reads, as the parser does", async () => {
    const fields: ItemFields = {
      keep: ["id", "name", "cpa", "categories", "clickCount", "subaccount"],
    };
    for (const path of readPaths(1).filter(
      (p) => p.startsWith("offers/") || p.startsWith("statistics/"),
    )) {
      const text = await answer(sandbox.publishers[0]?.apiKey ?? "", path);
      const plain = parseXml(text, fields);
      expect(JSON.stringify(plain)).not.toContain("clickUniqCount");
      expect(plain, path).toEqual(byParser(text, fields));
    }
  });
});

const envelope = (items: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<r><status>200</status><error></error><data><total>1</total><items>${items}</items></data></r>`;

describe("plain XML as the parser reads it", () => {
  it.each([
    [
      "decoded references, trimmed values",
      "<item><name> Caf&#233; &amp; Co &#x41F; </name></item>",
    ],
    ["an empty element and a self-closed one", "<item><name></name><site/><id>1</id></item>"],
    ["a repeated element becomes a list", "<item><tag>a</tag><tag>b</tag><tag>c</tag></item>"],
    ["a single item is still a list", "<item><id>1</id></item>"],
    ["an empty item", "<item></item><item/>"],
    [
      "nested lists",
      "<item><geo><item><code>RU</code></item><item><code>KZ</code></item></geo></item>",
    ],
    ["blanks between elements", "\n  <item>\n\t<id>1</id>\r\n</item>\n"],
  ])("%s", (_, items) => {
    const text = envelope(items);
    expect(readPlainXml(text)).toBeDefined();
    expect(parseXml(text)).toEqual(byParser(text));
  });

  it.each([
    ["an attribute", '<item><name lang="en">A</name></item>'],
    ["character data", "<item><name><![CDATA[A <b>]]></name></item>"],
    ["a comment", "<item><!-- c --><id>1</id></item>"],
    ["text beside elements", "<item>stray<id>1</id></item>"],
    ["text after an item", "<item><id>1</id></item>stray"],
    ["an end tag that does not match", "<item><id>1</name></item>"],
    ["an unclosed element", "<item><id>1</id>"],
    ["a name that is not a plain key", "<item><__proto__>x</__proto__></item>"],
    ["an instruction", "<item><?php x ?><id>1</id></item>"],
    ["nesting deeper than any answer", `<item>${"<a>".repeat(100)}x${"</a>".repeat(100)}</item>`],
  ])("%s is left to the parser", (_, items) => {
    const text = envelope(items);
    expect(readPlainXml(text)).toBeUndefined();
    let parsed: unknown;
    try {
      parsed = parseXml(text);
    } catch (error) {
      parsed = error;
    }
    let byItself: unknown;
    try {
      byItself = byParser(text);
    } catch (error) {
      byItself = error;
    }
    expect(parsed).toEqual(byItself);
  });

  it("leaves out nothing but item fields not read, at any nesting inside them", () => {
    const text = envelope(
      "<item><id>1</id><items><item><url>u</url></item></items><cpa>5</cpa><geo><item><code>RU</code></item></geo></item>",
    );
    const fields: ItemFields = { keep: ["id", "geo"] };
    expect(parseXml(text, fields)).toEqual({
      r: {
        status: "200",
        error: "",
        data: { total: "1", items: { item: [{ id: "1", geo: { item: [{ code: "RU" }] } }] } },
      },
    });
    expect(parseXml(text, fields)).toEqual(byParser(text, fields));
  });
});
