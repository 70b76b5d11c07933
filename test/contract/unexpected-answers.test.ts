// Contract: an HTTP 200 that is not the method's answer (a gateway's page, another root element,
// an envelope without status, JSON of another shape) is UnexpectedAnswer, never empty data; a GET
// answered so is repeated like a 5xx, a write is not.
import { describe, expect, it } from "vitest";
import { UnexpectedAnswer } from "../../src/publisher-api/index.js";
import { callsTo, rejection, useContract } from "./context.js";

const t = useContract();

function attempts(endpoint: string): string[] {
  return t.events.filter((e) => e.endpoint === endpoint).map((e) => `${e.attempt}:${e.outcome}`);
}

function reset(): void {
  t.sb.control.clearCalls();
  t.events.length = 0;
}

describe("XML family", () => {
  it("a gateway's HTML page under 200 is repeated, then the balance is read", async () => {
    reset();
    t.sb.control.failNext({ mode: "html", path: "/xml/balanceinfo" });
    const balance = await t.client.account.balance();
    expect(balance.currency).toBe("USD");
    expect(attempts("balanceinfo")).toEqual(["1:unexpected_answer", "2:ok"]);
  });

  it("every attempt a page: UnexpectedAnswer with the status, type and first bytes, not 0.00", async () => {
    reset();
    t.sb.control.failNext({ mode: "html", count: 3, path: "/xml/balanceinfo" });
    const e = await rejection(() => t.client.account.balance());
    expect(e).toBeInstanceOf(UnexpectedAnswer);
    expect(e).toMatchObject({ kind: "unexpected_answer", status: 200, retryable: true });
    expect((e as UnexpectedAnswer).contentType).toContain("text/html");
    expect((e as UnexpectedAnswer).head).toMatch(/^<!DOCTYPE html> <html><head><title>Service/);
    expect((e as Error).message).toContain("GET balanceinfo");
    expect((e as Error).message).not.toContain(t.sb.publishers[0].apiKey);
    expect(callsTo(t.sb, "/xml/balanceinfo")).toHaveLength(3);
  });

  it("an envelope without <status> is not an empty balance", async () => {
    reset();
    t.sb.control.failNext({ mode: "no-status", count: 3, path: "/xml/balanceinfo" });
    const e = await rejection(() => t.client.account.balance());
    expect(e).toBeInstanceOf(UnexpectedAnswer);
    expect((e as Error).message).toContain("<getBalanceInfoResponseData> carries no <status>");
  });

  it("another root element is not an empty search", async () => {
    reset();
    t.sb.control.failNext({ mode: "foreign-root", count: 3, path: "/xml/coupons" });
    const e = await rejection(() => t.client.catalog.coupons({ keyword: "shoes" }));
    expect(e).toBeInstanceOf(UnexpectedAnswer);
    expect((e as Error).message).toContain(
      "<response> is not the method's <getCouponsResponseData>",
    );
    expect(attempts("coupons")).toEqual([
      "1:unexpected_answer",
      "2:unexpected_answer",
      "3:unexpected_answer",
    ]);
  });

  it("a write answered with a page is UnexpectedAnswer and sent once", async () => {
    reset();
    t.sb.control.failNext({ mode: "html", path: "/xml/user-language", method: "PUT" });
    const e = await rejection(() => t.client.account.setLanguage("en"));
    expect(e).toBeInstanceOf(UnexpectedAnswer);
    expect(callsTo(t.sb, "/xml/user-language")).toHaveLength(1);
  });
});

describe("JSON family", () => {
  it("a lost-order list answered with an HTML page is repeated, then read", async () => {
    reset();
    t.sb.control.failNext({ mode: "html", path: "/v2/lostOrders", method: "GET" });
    const claims = await t.client.lostOrders.list({ perpage: 5 });
    expect(claims.length).toBeGreaterThan(0);
    expect(attempts("lostOrders")).toEqual(["1:unexpected_answer", "2:ok"]);
  });

  it("an answer that is not JSON, or JSON without lostOrder, is not 'no claims'", async () => {
    reset();
    t.sb.control.failNext({ mode: "html", count: 3, path: "/v2/lostOrders", method: "GET" });
    const page = await rejection(() => t.client.lostOrders.list());
    expect(page).toBeInstanceOf(UnexpectedAnswer);
    expect((page as Error).message).toContain("the answer is not JSON");
    t.sb.control.failNext({ mode: "no-status", count: 3, path: "/v2/lostOrders", method: "GET" });
    const empty = await rejection(() => t.client.lostOrders.list());
    expect(empty).toBeInstanceOf(UnexpectedAnswer);
    expect((empty as UnexpectedAnswer).head).toBe("{}");
    t.sb.control.failNext({ mode: "foreign-root", count: 3, path: "/v2/lostOrders/" });
    const one = await rejection(() => t.client.lostOrders.get("5001"));
    expect(one).toBeInstanceOf(UnexpectedAnswer);
  });
});
