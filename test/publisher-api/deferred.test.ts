import { afterEach, describe, expect, it } from "vitest";
import {
  BadRequest,
  createPublisherApi,
  type PublisherApi,
  ReportNotReady,
  type ReportProgress,
} from "../../src/publisher-api/index.js";
import { rootOf, sendXml, startServer, type TestServer } from "./server.js";

const REPORT =
  "<total>1</total><time_zone_api_stat>Europe/Moscow</time_zone_api_stat><request_status_in_queue>done</request_status_in_queue>" +
  "<items><item><actionID>12</actionID><actionName> Shop </actionName><eventTime>05.03.2024 14:07:09 MSK</eventTime>" +
  "<clickCount>40</clickCount><leadsOpen>2</leadsOpen><commissionOpen>4,50</commissionOpen><crTotal>5%</crTotal><channelId>3</channelId></item></items>";

let server: TestServer | undefined;
let api: PublisherApi | undefined;
afterEach(async () => {
  await api?.close();
  await server?.close();
  api = undefined;
  server = undefined;
});

function client(url: string, reportTimeoutMs?: number) {
  api = createPublisherApi({ baseUrl: url, ...(reportTimeoutMs ? { reportTimeoutMs } : {}) });
  return api.forPublisher({ apiKey: "k" });
}

const period = { date_from: "2024-03-01", date_to: "2024-03-31" } as const;

describe("deferred reports", () => {
  it("repeats the call with its request_id until the data comes, reporting progress", async () => {
    server = await startServer((req, res, n) => {
      if (n < 3) sendXml(res, rootOf(req), { status: 204, requestId: "9001" });
      else
        sendXml(res, rootOf(req), { requestId: req.query.get("request_id") ?? "", data: REPORT });
    });
    const progress: ReportProgress[] = [];
    const report = await client(server.url).statistics.offers(
      { ...period, sub_group: "country", limit: 100 },
      { onProgress: (p) => progress.push(p) },
    );
    expect(server.calls.map((c) => c.path)).toEqual(
      Array(3).fill("/api/rest/webmaster/xml/statistics-offers/action_id/2024-03-01/2024-03-31"),
    );
    expect(server.calls.map((c) => c.query.get("request_id"))).toEqual([null, "9001", "9001"]);
    expect(server.calls[2]?.query.get("sub_group")).toBe("country");
    expect(progress.map((p) => [p.attempt, p.requestId])).toEqual([
      [1, "9001"],
      [2, "9001"],
    ]);
    // ~500 ms then ~1000 ms of waiting
    expect(progress[1]?.elapsedMs).toBeGreaterThanOrEqual(450);
    expect(report).toMatchObject({ total: 1, time_zone_api_stat: "Europe/Moscow" });
    expect(report.items[0]).toMatchObject({
      actionID: "12",
      actionName: "Shop",
      clickCount: 40,
      leadsOpen: 2,
      saleOpen: 0,
      commissionOpen: 4.5,
      crTotal: 5,
      channelId: 3,
    });
  });

  it("gives up with ReportNotReady at the time limit", async () => {
    server = await startServer((req, res) =>
      sendXml(res, rootOf(req), { status: 204, requestId: "77" }),
    );
    let error: unknown;
    try {
      await client(server.url, 1_200).statistics.offers(period);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ReportNotReady);
    expect(error).toMatchObject({ kind: "report_not_ready", requestId: "77" });
    // Given up at the limit, not before: the client's own account of its wait.
    expect((error as ReportNotReady).elapsedMs).toBeGreaterThanOrEqual(1_200);
    // asked at 0, ~0.5 s, and once more at the limit
    expect(server.calls).toHaveLength(3);
  });

  it("can be cancelled while it waits", async () => {
    server = await startServer((req, res) =>
      sendXml(res, rootOf(req), { status: 204, requestId: "5" }),
    );
    const ac = new AbortController();
    const pending = client(server.url).statistics.general(
      { ...period, group_field: "event_time_day", sub_group: "action_id" },
      { signal: ac.signal, onProgress: () => ac.abort() },
    );
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.path).toBe(
      "/api/rest/webmaster/xml/statistics/event_time_day/2024-03-01/2024-03-31",
    );
  });

  it("repeats a bare HTTP 204 as it was", async () => {
    server = await startServer((req, res, n) => {
      if (n === 1) {
        res.writeHead(204);
        res.end();
      } else sendXml(res, rootOf(req), { data: REPORT });
    });
    const report = await client(server.url).statistics.segments({
      ...period,
      group_field: "category_lvl_2",
    });
    expect(report.items).toHaveLength(1);
    expect(server.calls.map((c) => c.query.get("request_id"))).toEqual([null, null]);
  });

  it("refuses a malformed period before calling the API", async () => {
    server = await startServer((req, res) => sendXml(res, rootOf(req), { data: REPORT }));
    const c = client(server.url);
    await expect(
      c.statistics.geo({ group_field: "country", date_from: "01.03.2024", date_to: "2024-03-31" }),
    ).rejects.toBeInstanceOf(BadRequest);
    await c.statistics.technologies({
      group_field: "os_type",
      date_from: new Date("2024-03-01T10:00:00Z"),
      date_to: "2024-03-31",
      action_id: "12",
      channel_id: 4,
    });
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.path).toBe(
      "/api/rest/webmaster/xml/statistics-technologies/os_type/2024-03-01/2024-03-31",
    );
    expect(server.calls[0]?.query.get("action_id")).toBe("12");
    expect(server.calls[0]?.query.get("channel_id")).toBe("4");
  });
});
