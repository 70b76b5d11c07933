import { describe, expect, it } from "vitest";
import {
  AuthRejected,
  BadRequest,
  NotFound,
  ServerFailed,
  UnexpectedAnswer,
} from "../../src/publisher-api/index.js";
import { itemsOf, list, page, rec } from "../../src/publisher-api/read.js";
import { trafficChannel } from "../../src/publisher-api/records/account.js";
import { goods } from "../../src/publisher-api/records/goods.js";
import { offerListItem } from "../../src/publisher-api/records/offers.js";
import { postback } from "../../src/publisher-api/records/tools.js";
import { createdId, writtenFlag } from "../../src/publisher-api/write-answers.js";
import {
  buildXmlBody,
  interpretXml,
  parseEnvelope,
  parseXml,
} from "../../src/publisher-api/xml.js";
import { envelopeXml } from "./server.js";

const ctx = { endpoint: "GET offers/{type}", secrets: ["KEY-SECRET-123"], root: "r" };

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error("did not throw");
}

describe("envelope", () => {
  it("reads status, error, request_id and data", () => {
    const env = parseEnvelope(
      envelopeXml("getOffersResponseData", { data: "<total>3</total>", requestId: "77" }),
    );
    expect(env).toMatchObject({
      root: "getOffersResponseData",
      status: 200,
      error: "",
      requestId: "77",
    });
    expect(rec(env?.data).total).toBe("3");
  });

  it("keeps values as strings and `item` always a list", () => {
    const doc = parseXml(
      "<r><data><items><item><id>007</id><name> X </name></item></items></data></r>",
    );
    const items = itemsOf(rec(doc.r).data);
    expect(items).toHaveLength(1);
    expect(rec(items[0]).id).toBe("007");
  });

  it("treats empty and null lists as empty", () => {
    expect(list("")).toEqual([]);
    expect(list("null")).toEqual([]);
    expect(list(undefined)).toEqual([]);
    expect(page("", rec)).toEqual({ total: 0, items: [] });
  });

  it("decodes every character reference and the five predefined entities, nothing else", () => {
    const doc = parseXml(
      "<r><a>Levi&#039;s &#1055;&#x440;&#X41; &lt;&gt;&amp;&quot;&apos; &nbsp; &#0; &#x1F600;" +
        "<![CDATA[&#039;]]></a><b>&amp;#039;</b></r>",
    );
    // &#X41; (capital X) and &nbsp; are not XML references: kept as written.
    expect(rec(doc.r).a).toBe("Levi's Пр&#X41; <>&\"' &nbsp; \uFFFD 😀&#039;");
    // decoded once: an escaped ampersand stays the text the server meant
    expect(rec(doc.r).b).toBe("&#039;");
  });

  it("does not expand entities a DOCTYPE declares", () => {
    const doc = parseXml('<!DOCTYPE r [<!ENTITY boom "BOOM">]><r><a>&boom;</a></r>');
    expect(rec(doc.r).a).toBe("&boom;");
  });

  it("is undefined for a body that is not an envelope", () => {
    expect(parseEnvelope("<html>oops</html>")?.status).toBeUndefined();
    expect(parseEnvelope("not xml at all")).toBeUndefined();
  });
});

describe("status mapping", () => {
  it("200 gives data; 204 defers with the request id", () => {
    expect(interpretXml(200, envelopeXml("r", { data: "<x>1</x>" }), ctx)).toMatchObject({
      deferred: false,
      data: { x: "1" },
    });
    expect(interpretXml(200, envelopeXml("r", { status: 204, requestId: "9001" }), ctx)).toEqual({
      deferred: true,
      requestId: "9001",
    });
  });

  it("a bare HTTP 204 is a deferral without an id", () => {
    expect(interpretXml(204, "", ctx)).toEqual({ deferred: true, requestId: undefined });
  });

  it("400 is BadRequest keeping the API's own text", () => {
    const e = thrown(() =>
      interpretXml(400, envelopeXml("r", { status: 400, error: "limit too big" }), ctx),
    );
    expect(e).toBeInstanceOf(BadRequest);
    expect(e).toMatchObject({ kind: "bad_request", status: 400, apiError: "limit too big" });
    expect((e as Error).message).toContain("GET offers/{type}");
  });

  it("403 is AuthRejected, 500 is ServerFailed (retryable), 404 without envelope is NotFound", () => {
    expect(
      thrown(() => interpretXml(403, envelopeXml("r", { status: 403, error: "no" }), ctx)),
    ).toBeInstanceOf(AuthRejected);
    const failed = thrown(() => interpretXml(500, envelopeXml("r", { status: 500 }), ctx));
    expect(failed).toBeInstanceOf(ServerFailed);
    expect((failed as ServerFailed).retryable).toBe(true);
    expect(thrown(() => interpretXml(404, "Not Found", ctx))).toBeInstanceOf(NotFound);
    expect(thrown(() => interpretXml(502, "", ctx))).toBeInstanceOf(ServerFailed);
  });

  it("trusts the envelope over the HTTP status", () => {
    expect(thrown(() => interpretXml(200, envelopeXml("r", { status: 403 }), ctx))).toBeInstanceOf(
      AuthRejected,
    );
    expect(interpretXml(500, envelopeXml("r", { status: 200, data: "1" }), ctx)).toMatchObject({
      data: "1",
    });
  });

  it("a 200 that is not the method's envelope is UnexpectedAnswer, a 5xx page ServerFailed", () => {
    expect(thrown(() => interpretXml(200, "<<<", ctx))).toBeInstanceOf(UnexpectedAnswer);
    const page = "<html><body>Bad gateway KEY-SECRET-123</body></html>";
    const odd = thrown(() => interpretXml(200, page, { ...ctx, contentType: "text/html" }));
    expect(odd).toBeInstanceOf(UnexpectedAnswer);
    expect(odd).toMatchObject({ status: 200, contentType: "text/html", retryable: true });
    expect((odd as UnexpectedAnswer).head).toBe("<html><body>Bad gateway ***</body></html>");
    expect(thrown(() => interpretXml(502, page, ctx))).toBeInstanceOf(ServerFailed);
    const other = envelopeXml("other", { data: "<x>1</x>" });
    expect(thrown(() => interpretXml(200, other, ctx))).toBeInstanceOf(UnexpectedAnswer);
    const noStatus = "<r><error></error><data><total>0</total></data></r>";
    expect(thrown(() => interpretXml(200, noStatus, ctx))).toBeInstanceOf(UnexpectedAnswer);
    const noData = "<r><status>200</status><error></error></r>";
    expect(thrown(() => interpretXml(200, noData, ctx))).toBeInstanceOf(UnexpectedAnswer);
  });

  it("an error envelope is the API's error whatever its root", () => {
    const e = thrown(() =>
      interpretXml(400, envelopeXml("errorResponseData", { status: 400 }), ctx),
    );
    expect(e).toBeInstanceOf(BadRequest);
  });

  it("never lets the key or a query string into a message", () => {
    const error = "bad key KEY-SECRET-123 at https://x.test/api?remote_auth=KEY-SECRET-123&a=1";
    const e = thrown(() =>
      interpretXml(403, envelopeXml("r", { status: 403, error }), ctx),
    ) as Error;
    expect(e.message).not.toContain("KEY-SECRET-123");
    expect(e.message).not.toContain("remote_auth=");
    expect(e.message).not.toContain("a=1");
  });
});

describe("traffic channel", () => {
  it("keeps is_active as an int: 1 active, any other state as sent, words as 1/0", () => {
    const channel = (is_active: string) => trafficChannel({ id: "7", name: " Site ", is_active });
    expect(channel("1")).toEqual({ id: 7, name: "Site", is_active: 1 });
    expect(channel("2").is_active).toBe(2);
    expect(channel("0").is_active).toBe(0);
    expect(channel("true").is_active).toBe(1);
    expect(channel("").is_active).toBe(0);
  });
});

describe("write answers", () => {
  it("a created id is a positive integer in data.id (or data itself)", () => {
    expect(createdId({ id: "1234" })).toBe(1234);
    expect(createdId(" 77 ")).toBe(77);
    for (const odd of [{ id: "" }, { id: "0" }, { id: "-3" }, { id: "12a" }, "", undefined, {}]) {
      expect(createdId(odd)).toBeUndefined();
    }
  });

  it("an update's boolean is 1/0 or true/false; false stays false", () => {
    expect(writtenFlag("1")).toBe(true);
    expect(writtenFlag(" TRUE ")).toBe(true);
    expect(writtenFlag("0")).toBe(false);
    expect(writtenFlag("false")).toBe(false);
    for (const odd of ["", "ok", "yes", { result: "1" }, undefined]) {
      expect(writtenFlag(odd)).toBeUndefined();
    }
  });

  it("a deferral is not an answer to a write", () => {
    const write = { ...ctx, write: true };
    const deferred = envelopeXml("r", { status: 204, requestId: "5" });
    expect(thrown(() => interpretXml(200, deferred, write))).toBeInstanceOf(UnexpectedAnswer);
    expect(thrown(() => interpretXml(204, "", write))).toBeInstanceOf(UnexpectedAnswer);
  });
});

describe("buildXmlBody", () => {
  it("uses the spec's root element and escapes text", () => {
    const xml = buildXmlBody("setProfileRequestData", {
      first_name: `Ann & <Bob> "O'Neil"`,
      last_name: undefined,
      contact_phone: "+1 555\u0007",
    });
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><setProfileRequestData>' +
        "<first_name>Ann &amp; &lt;Bob&gt; &quot;O&apos;Neil&quot;</first_name>" +
        "<contact_phone>+1 555</contact_phone></setProfileRequestData>",
    );
  });

  it("writes lists as item children, empty lists as empty elements, flags as 1/0", () => {
    const xml = buildXmlBody("setRotatorRequestData", {
      id: 1001,
      offers_included: [],
      offers_excluded: [5, 6],
      banner_sizes: ["100x100"],
      add_new_offers: true,
      enable_optimization: false,
    });
    expect(xml).toContain("<id>1001</id><offers_included/>");
    expect(xml).toContain("<offers_excluded><item>5</item><item>6</item></offers_excluded>");
    expect(xml).toContain("<banner_sizes><item>100x100</item></banner_sizes>");
    expect(xml).toContain(
      "<add_new_offers>1</add_new_offers><enable_optimization>0</enable_optimization>",
    );
    expect(xml.endsWith("</setRotatorRequestData>")).toBe(true);
  });

  it("writes named children (postback query_params) and root-level items (notifications)", () => {
    const pb = buildXmlBody("createPostbackRequestData", {
      query_params: { offer_id: "{offer_id}" },
    });
    expect(pb).toContain("<query_params><offer_id>{offer_id}</offer_id></query_params>");
    const ns = buildXmlBody("setNotificationSettingListRequestData", [
      { news_category_id: 1, status: 0 },
      { news_category_id: 2, status: 1 },
    ]);
    expect(ns).toContain(
      "<setNotificationSettingListRequestData><item><news_category_id>1</news_category_id><status>0</status></item>" +
        "<item><news_category_id>2</news_category_id><status>1</status></item></setNotificationSettingListRequestData>",
    );
  });

  it("refuses element names that are not letters, digits and _", () => {
    expect(() =>
      buildXmlBody("createPostbackRequestData", { query_params: { "a b": "1" } }),
    ).toThrow(BadRequest);
  });

  it("round-trips through the parser", () => {
    const xml = buildXmlBody("createRotatorRequestData", {
      name: "Tom & <Jerry>",
      offers_included: [7],
    });
    const doc = rec(parseXml(xml).createRotatorRequestData);
    expect(doc.name).toBe("Tom & <Jerry>");
    expect(list(doc.offers_included)).toEqual(["7"]);
  });
});

describe("record mappers", () => {
  it("read an offer with loose values", () => {
    const xml = `<r><data><items><item><id>12</id><name> IDEALICA</name><user_has_offer>1</user_has_offer>
      <cookie_ltv>30</cookie_ltv><cpl></cpl><cpa>14.40 - 20.80</cpa><epc7days>12%</epc7days><rating>4,5</rating>
      <is_exclusive>false</is_exclusive><tags><item>new</item></tags><items/>
      <traffic-types><item><id>1</id><value>1</value><name>Email</name></item></traffic-types>
      <geo><item><id>3</id><name>Brazil</name><iso>BR</iso></item></geo></item></items></data></r>`;
    const [offer] = page(rec(parseXml(xml).r).data, offerListItem).items;
    expect(offer).toMatchObject({
      id: 12,
      name: "IDEALICA",
      user_has_offer: true,
      cookie_ltv: "30",
      cpl: { kind: "none" },
      cpa: { kind: "range", min: 14.4, max: 20.8 },
      epc7days: { kind: "percent", value: 12 },
      rating: 4.5,
      is_exclusive: false,
      tags: ["new"],
      items: [],
      traffic_types: [{ id: 1, value: true, name: "Email", note: "" }],
      geo: [{ id: 3, name: "Brazil", iso: "BR" }],
    });
  });

  it("read a goods item and a postback with null lists", () => {
    const g = goods(
      rec(
        rec(
          parseXml(
            "<g><id>A1</id><price>10.5</price><old_price></old_price><offer_id>3</offer_id><retargeting>true</retargeting><properties><item><name>color</name><value>red</value></item></properties></g>",
          ).g,
        ),
      ),
    );
    expect(g).toMatchObject({
      id: "A1",
      price: 10.5,
      old_price: undefined,
      offer_id: 3,
      retargeting: true,
    });
    expect(g.properties).toEqual([{ name: "color", value: "red" }]);
    const pb = postback(
      rec(
        parseXml(
          "<p><id>5</id><query_params>null</query_params><offers_included>null</offers_included></p>",
        ).p,
      ),
    );
    expect(pb).toMatchObject({ id: 5, query_params: [], offers_included: [] });
  });
});
