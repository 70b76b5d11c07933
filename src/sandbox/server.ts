// node:http server: records calls, applies injected failures and delay, then routes by family.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { SandboxControl } from "./control.js";
import { ApiError } from "./lib/errors.js";
import { oddAnswer } from "./lib/odd-answers.js";
import { envelope } from "./lib/xml.js";
import { parseBody, recordableBody } from "./lib/xml-body.js";
import { handleControl } from "./routes/control-http.js";
import type { JsonResponse } from "./routes/json-types.js";
import { lostOrders } from "./routes/lost-orders.js";
import { issueToken } from "./routes/token.js";
import { handleXml, XML_PREFIX, xmlRoot } from "./routes/xml-router.js";
import type { DelayRule, RecordedCall, SandboxState } from "./state.js";

const JSON_PREFIX = "/api/rest/webmaster/v2/";
const MAX_BODY = 1 << 20;

interface SandboxServer {
  server: Server;
  /** Responses held open by the "timeout" failure mode; destroyed on close. */
  held: Set<ServerResponse>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size <= MAX_BODY) chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function sendJson(res: ServerResponse, r: JsonResponse): void {
  if (r.body === undefined) {
    res.writeHead(r.status, r.headers ?? {}).end();
    return;
  }
  const text = JSON.stringify(r.body);
  res.writeHead(r.status, {
    ...r.headers,
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(text),
  });
  res.end(text);
}

function sendXml(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, {
    "content-type": "application/xml; charset=utf-8",
    "content-length": Buffer.byteLength(body),
  });
  res.end(body);
}

function jsonError(e: unknown): JsonResponse {
  if (e instanceof ApiError) {
    const body: Record<string, unknown> = { error: e.code, message: e.message };
    if (e.fields) body.fields = e.fields;
    if (e.retryAfterSeconds !== undefined)
      return { status: e.status, body, headers: { "retry-after": String(e.retryAfterSeconds) } };
    return { status: e.status, body };
  }
  console.error("sandbox: unexpected error", e);
  return { status: 500, body: { error: "server_error", message: "internal sandbox error" } };
}

export function createSandboxServer(
  state: SandboxState,
  control: SandboxControl,
  baseUrl: () => string,
): SandboxServer {
  const held = new Set<ServerResponse>();

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? "GET";
    const url = new URL(req.url ?? "/", "http://sandbox.invalid");
    const path = url.pathname;
    const body = parseBody(await readBody(req));
    if (path === "/__sandbox" || path.startsWith("/__sandbox/")) {
      sendJson(res, handleControl(control, state, method, path, body, baseUrl()));
      return;
    }
    const call: RecordedCall = {
      time: new Date().toISOString(),
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      body: recordableBody(body),
    };
    state.record(call);
    const xml = path.startsWith(XML_PREFIX);
    const limited = state.rateLimit(path, method);
    if (limited) {
      call.status = 429;
      const headers =
        limited.retryAfterSeconds === undefined
          ? undefined
          : { "retry-after": String(limited.retryAfterSeconds) };
      const root = xmlRoot(path.slice(XML_PREFIX.length).split("/")[0], method);
      if (xml) {
        res.writeHead(429, { ...headers, "content-type": "application/xml; charset=utf-8" });
        res.end(envelope(root, { status: 429, error: "sandbox: too many requests" }));
      } else {
        const body = { error: "rate_limited", message: "sandbox: too many requests" };
        sendJson(res, { status: 429, body, ...(headers ? { headers } : {}) });
      }
      return;
    }
    const delay = state.takeDelay(path, method);
    const failure = state.takeFailure(path, method);
    if (failure?.mode === "drop") {
      req.socket.destroy();
      return;
    }
    if (failure?.mode === "timeout") {
      // Never answered: the client's own timeout has to fire.
      held.add(res);
      res.on("close", () => held.delete(res));
      return;
    }
    if (state.delayMs > 0) await new Promise((r) => setTimeout(r, state.delayMs));
    if (delay?.when === "before") await new Promise((r) => setTimeout(r, delay.ms));
    const root = xmlRoot(path.slice(XML_PREFIX.length).split("/")[0], method);
    if (failure && failure.mode !== 500) {
      const odd = oddAnswer(failure.mode, xml ? "xml" : "json", root);
      call.status = odd.status;
      res.writeHead(odd.status, { "content-type": odd.contentType }).end(odd.body);
      return;
    }
    if (failure) {
      call.status = 500;
      if (xml) {
        sendXml(res, 500, envelope(root, { status: 500, error: "sandbox: injected failure" }));
      } else {
        sendJson(res, {
          status: 500,
          body: { error: "server_error", message: "sandbox: injected failure" },
        });
      }
      return;
    }
    if (xml) {
      const answer = handleXml(state, method, path, url.searchParams, body);
      call.status = answer.status;
      await answerLater(delay);
      sendXml(res, answer.status, answer.body);
      return;
    }
    let answer: JsonResponse;
    const jr = { method, query: url.searchParams, body, sb: state };
    try {
      if (path === "/oauth/access_token") answer = issueToken({ ...jr, segs: [] });
      else if (path.startsWith(JSON_PREFIX)) {
        answer = lostOrders({
          ...jr,
          segs: path
            .slice(JSON_PREFIX.length)
            .split("/")
            .filter((s) => s !== ""),
        });
      } else
        answer = { status: 404, body: { error: "not_found", message: `no such path ${path}` } };
    } catch (e) {
      answer = jsonError(e);
    }
    call.status = answer.status;
    await answerLater(delay);
    sendJson(res, answer);
  }

  /** The work is done, the answer held: a client that gives up now does not know it was done. */
  async function answerLater(delay?: DelayRule): Promise<void> {
    if (state.answerDelayMs > 0) await new Promise((r) => setTimeout(r, state.answerDelayMs));
    if (delay?.when === "after") await new Promise((r) => setTimeout(r, delay.ms));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      console.error("sandbox: request failed", e);
      if (!res.headersSent)
        sendJson(res, {
          status: 500,
          body: { error: "server_error", message: "internal sandbox error" },
        });
    });
  });
  return { server, held };
}
