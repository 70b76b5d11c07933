/**
 * A tiny real HTTP server for the client's unit tests (port 0, one per test). Each test gives a
 * handler; every request is recorded with its query and body so tests can check what was sent.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import type { HttpMethod } from "../../src/publisher-api/http.js";
import { expectedRoot } from "../../src/publisher-api/roots.js";

export interface Recorded {
  method: string;
  /** path without the query */
  path: string;
  query: URLSearchParams;
  body: string;
  headers: IncomingMessage["headers"];
  /** client port: equal ports mean a kept-alive connection was reused */
  remotePort: number | undefined;
}

export type Handler = (req: Recorded, res: ServerResponse, n: number) => void | Promise<void>;

export interface TestServer {
  url: string;
  calls: Recorded[];
  close(): Promise<void>;
}

export async function startServer(handler: Handler): Promise<TestServer> {
  const calls: Recorded[] = [];
  const sockets = new Set<Socket>();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? "/", "http://x");
    const rec: Recorded = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      body: Buffer.concat(chunks).toString("utf8"),
      headers: req.headers,
      remotePort: req.socket.remotePort,
    };
    calls.push(rec);
    try {
      await handler(rec, res, calls.length);
    } catch (e) {
      res.statusCode = 599;
      res.end(String(e));
    }
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface EnvelopeParts {
  status?: number;
  error?: string;
  requestId?: string;
  /** inner XML of <data>, or undefined for no data element */
  data?: string;
}

const XML_PREFIX = "/api/rest/webmaster/xml/";

/** The root element the spec names for the XML method a request called. */
export function rootOf(req: Recorded): string {
  const root = expectedRoot(req.method as HttpMethod, req.path.slice(XML_PREFIX.length));
  return typeof root === "string" ? root : "getNotShownResponseData";
}

export function envelopeXml(root: string, parts: EnvelopeParts): string {
  const status = parts.status ?? 200;
  const data = parts.data === undefined ? "" : `<data>${parts.data}</data>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root}><status>${status}</status><error>${
    parts.error ?? ""
  }</error><request_id>${parts.requestId ?? ""}</request_id>${data}</${root}>`;
}

/** Answer with an XML envelope; the HTTP status equals the envelope status unless given. */
export function sendXml(
  res: ServerResponse,
  root: string,
  parts: EnvelopeParts,
  http?: number,
): void {
  const status = parts.status ?? 200;
  res.writeHead(http ?? (status === 204 ? 200 : status), {
    "content-type": "application/xml; charset=utf-8",
  });
  res.end(envelopeXml(root, parts));
}

export function sendJson(res: ServerResponse, status: number, body?: unknown): void {
  if (body === undefined) {
    res.writeHead(status);
    res.end();
    return;
  }
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}
