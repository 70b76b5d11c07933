/** Which rows open and into what: a pure table, besides the suites that open them over HTTP. */
import { describe, expect, it } from "vitest";
import {
  type DrillKind,
  type DrillStep,
  nextKinds,
  opens,
} from "../../../src/bot/reports/drill.js";
import { zeroTotals } from "../../../src/bot/reports/totals.js";

const fortnight = { from: "2026-05-27", to: "2026-06-09" };
const twoMonths = { from: "2026-04-11", to: "2026-06-09" };
const oneDay = { from: "2026-06-09", to: "2026-06-09" };

const step = (kind: DrillKind, key = "7"): DrillStep => ({
  kind,
  key: kind === "day" ? "2026-06-02" : key,
  label: "",
  totals: zeroTotals(),
});
const path = (...kinds: DrillKind[]) => kinds.map((kind) => step(kind));

describe("what an opened row is read by", () => {
  const cases: [string, { from: string; to: string }, DrillKind[], DrillKind[]][] = [
    ["an offer: its days, its subaccounts", fortnight, ["offer"], ["day", "subaccount"]],
    ["a subaccount: its offers, its days", fortnight, ["subaccount"], ["offer", "day"]],
    ["a country: its offers, its days", fortnight, ["country"], ["offer", "day"]],
    ["a channel: its offers, its days", fortnight, ["channel"], ["offer", "day"]],
    ["a day: its hours", fortnight, ["day"], ["hour"]],
    ["an offer's day: its hours", fortnight, ["offer", "day"], ["hour"]],
    ["an offer in a subaccount: its days", fortnight, ["subaccount", "offer"], ["day"]],
    ["an offer in a country: its days", fortnight, ["country", "offer"], ["day"]],
    ["an offer in a channel: its days", fortnight, ["channel", "offer"], ["day"]],
    ["a day of an offer in a subaccount: nothing", fortnight, ["subaccount", "offer", "day"], []],
    ["an hour: nothing", fortnight, ["offer", "day", "hour"], []],
    ["one day's offer: its hours, its subaccounts", oneDay, ["offer"], ["hour", "subaccount"]],
    ["a channel over two months: its offers", twoMonths, ["channel"], ["offer"]],
    ["an offer in a subaccount over two months: nothing", twoMonths, ["subaccount", "offer"], []],
  ];
  it.each(cases)("%s", (_, period, kinds, next) => {
    expect(nextKinds(period, path(...kinds))).toEqual(next);
  });

  it("rows that name nothing the network can filter do not open", () => {
    const row = (key: string) => ({ key, label: "", totals: zeroTotals() });
    expect(opens(fortnight, [], row("-"), "channel")).toBe(false);
    expect(opens(fortnight, [], row("0"), "channel")).toBe(false);
    expect(opens(fortnight, [], row(""), "offer")).toBe(false);
    expect(opens(fortnight, path("channel"), row("-"), "offer")).toBe(false);
    expect(opens(fortnight, [], row("3101"), "channel")).toBe(true);
    expect(opens(fortnight, path("subaccount", "offer"), row("2026-06-02"), "day")).toBe(false);
  });
});
