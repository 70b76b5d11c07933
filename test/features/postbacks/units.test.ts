import { describe, expect, it } from "vitest";
import { sliceOf } from "../../../src/bot/features/payouts/text.js";
import { postbackUpdate } from "../../../src/bot/features/postbacks/switch.js";
import { apiDateText, newestFirst } from "../../../src/bot/format/dates.js";
import { formatMoney } from "../../../src/bot/format/money.js";
import type { Postback } from "../../../src/publisher-api/index.js";

const postback: Postback = {
  id: 7,
  name: "Tracker",
  url: "https://t.example.com/pb?a=1&b=2",
  action_type: "0",
  request_type: "GET ",
  status: 1,
  comment: "",
  query_params: [
    { name: "click_id", value: "subid" },
    { name: "payout", value: "" },
  ],
  offers_included: [0],
};

describe("postbackUpdate", () => {
  it("sends every field back as reported, with the response's `0` as the request's `all`", () => {
    expect(postbackUpdate(postback, [])).toEqual({
      id: 7,
      name: "Tracker",
      url: "https://t.example.com/pb?a=1&b=2",
      action_type: "all",
      request_type: "get",
      query_params: { click_id: "subid", payout: "" },
      offers_included: [],
    });
    expect(postbackUpdate({ ...postback, action_type: "CPA" }, [3])?.action_type).toBe("cpa");
  });

  it("refuses what it could not send back unchanged", () => {
    expect(postbackUpdate({ ...postback, action_type: "cps" }, [])).toBeUndefined();
    expect(postbackUpdate({ ...postback, request_type: "put" }, [])).toBeUndefined();
  });
});

describe("money and list helpers", () => {
  it("writes money the publisher's way, and odd currencies plainly", () => {
    expect(formatMoney(1234.5, "usd", "en")).toBe("$1,234.50");
    expect(formatMoney(1234.5, "EUR", "pt")).toBe("€\u00a01.234,50");
    expect(formatMoney(2, "points<b>", "en")).toBe("2.00 points&lt;b&gt;");
  });

  it("sorts newest first whatever order the API used, undated last", () => {
    const items = ["2024-01-05", "", "2024-03-05 10:00:00", "05.02.2024 09:00:00"];
    expect(newestFirst(items, (d) => d)).toEqual([
      "2024-03-05 10:00:00",
      "05.02.2024 09:00:00",
      "2024-01-05",
      "",
    ]);
    // The one date formatter: the publisher's language, their zone when set (else said to be UTC),
    // the year when it is not the year of the `now` given.
    const now = new Date("2026-06-10T10:00:00Z");
    expect(apiDateText("2024-03-05 10:07:59", { lang: "en" }, now)).toBe("Mar 5, 2024, 10:07 UTC");
    expect(apiDateText("2024-03-05 10:07:59", { lang: "ru", zone: "Europe/Moscow" }, now)).toBe(
      "05.03.2024, 13:07",
    );
    expect(apiDateText("2024-03-05", { lang: "pt" }, now)).toBe("05/03/2024");
    expect(apiDateText("2026-03-05", { lang: "pt" }, now)).toBe("05/03");
    expect(apiDateText("2025-12-31 22:30:00", { lang: "ru", zone: "Europe/Moscow" }, now)).toBe(
      "01.01, 01:30",
    );
    expect(apiDateText("not <a> date", { lang: "en" }, now)).toBe("not &lt;a&gt; date");
  });

  it("clamps a page past the end to the last one", () => {
    expect(sliceOf([1, 2, 3, 4, 5], 9, 2)).toEqual({ items: [5], page: 2, pages: 3, offset: 4 });
    expect(sliceOf([], 0, 2)).toEqual({ items: [], page: 0, pages: 1, offset: 0 });
  });
});
