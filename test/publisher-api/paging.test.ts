import { describe, expect, it } from "vitest";
import {
  createPublisherApi,
  eachItem,
  type Page,
  type PageRequest,
  type PublisherApi,
  pages,
} from "../../src/publisher-api/index.js";
import { sendXml, startServer, type TestServer } from "./server.js";

function fakeList(total: number, seen: PageRequest[]) {
  return async (p: PageRequest): Promise<Page<number>> => {
    seen.push(p);
    const from = p.start * p.limit;
    const items = Array.from(
      { length: Math.max(0, Math.min(p.limit, total - from)) },
      (_, i) => from + i,
    );
    return { total, items };
  };
}

describe("pages / eachItem", () => {
  it("walks while total > limit * (start + 1)", async () => {
    const seen: PageRequest[] = [];
    const all: number[] = [];
    const readings: string[] = [];
    const options = { limit: 3, onReading: (r: string) => readings.push(r) };
    for await (const n of eachItem(fakeList(7, seen), options)) all.push(n);
    expect(readings).toEqual(["page"]);
    expect(all).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(seen).toEqual([
      { start: 0, limit: 3 },
      { start: 1, limit: 3 },
      { start: 2, limit: 3 },
    ]);
  });

  it("stops on an exact last page, an empty page, or maxPages", async () => {
    const exact: PageRequest[] = [];
    for await (const _ of pages(fakeList(6, exact), { limit: 3 })) {
      // walk
    }
    expect(exact).toHaveLength(2);
    const lying: PageRequest[] = [];
    const overstated = async (p: PageRequest) => {
      lying.push(p);
      return { total: 1000, items: p.start === 0 ? [1] : [] };
    };
    for await (const _ of pages(overstated, { limit: 10 })) {
      // walk
    }
    expect(lying).toHaveLength(2);
    const capped: PageRequest[] = [];
    for await (const _ of pages(fakeList(100, capped), { limit: 10, start: 3, maxPages: 2 })) {
      // walk
    }
    expect(capped.map((p) => p.start)).toEqual([3, 4]);
  });

  it("a server reading start as an offset is caught by the shifted repeat, then read by offsets", async () => {
    const seen: PageRequest[] = [];
    const byOffset = async (p: PageRequest): Promise<Page<number>> => {
      seen.push(p);
      const items = Array.from(
        { length: Math.max(0, Math.min(p.limit, 10 - p.start)) },
        (_, i) => p.start + i,
      );
      return { total: 10, items };
    };
    const readings: string[] = [];
    const all: number[] = [];
    for await (const n of eachItem(byOffset, { limit: 4, onReading: (r) => readings.push(r) }))
      all.push(n);
    expect(all).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(seen.map((p) => p.start)).toEqual([0, 1, 5, 9]);
    expect(readings).toEqual(["offset"]);
  });

  it("a server that ignores start is stopped at the first repeat, and said so", async () => {
    const seen: PageRequest[] = [];
    const same = async (p: PageRequest): Promise<Page<number>> => {
      seen.push(p);
      return { total: 9, items: [0, 1, 2] };
    };
    const readings: string[] = [];
    const all: number[] = [];
    for await (const n of eachItem(same, { limit: 3, onReading: (r) => readings.push(r) }))
      all.push(n);
    expect(all).toEqual([0, 1, 2]);
    expect(seen).toHaveLength(2);
    expect(readings).toEqual(["ignored"]);
  });

  it("drives a real list method page by page", async () => {
    let server: TestServer | undefined;
    let api: PublisherApi | undefined;
    try {
      server = await startServer((req, res) => {
        const start = Number(req.query.get("start"));
        const item = (id: number) => `<item><id>${id}</id><name>c${id}</name></item>`;
        const items = start === 0 ? item(1) + item(2) : item(3);
        sendXml(res, "getCouponsResponseData", { data: `<total>3</total><items>${items}</items>` });
      });
      api = createPublisherApi({ baseUrl: server.url });
      const client = api.forPublisher({ apiKey: "k" });
      const names: string[] = [];
      for await (const c of eachItem((p) => client.catalog.coupons({ keyword: "tv", ...p }), {
        limit: 2,
      })) {
        names.push(c.name);
      }
      expect(names).toEqual(["c1", "c2", "c3"]);
      expect(
        server.calls.map((c) => [
          c.query.get("start"),
          c.query.get("limit"),
          c.query.get("keyword"),
        ]),
      ).toEqual([
        ["0", "2", "tv"],
        ["1", "2", "tv"],
      ]);
    } finally {
      await api?.close();
      await server?.close();
    }
  });
});
