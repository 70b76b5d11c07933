import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Update } from "grammy/types";
import type { Logger } from "../logger.js";
import { reason, StartupError } from "../startup/error.js";
import type { Receiver } from "./receivers.js";

/** Where the webhook puts each update before acknowledging it (the inbox). */
export interface UpdateInbox {
  /** Written durably ("kept"), redelivered ("seen": acknowledged and dropped), or "full" (503). */
  accept(update: Update, raw: string): Promise<"kept" | "seen" | "full">;
}

export interface ServerOptions {
  logger: Logger;
  port: number;
  /** Checked against X-Telegram-Bot-Api-Secret-Token; undefined in polling mode (no /webhook). */
  webhookSecret?: string;
  /** Webhook mode: the inbox updates are written to. */
  updates?: UpdateInbox;
  /** Storage, API reachability and the inbox's age, for /healthz. */
  health: () => Promise<Record<string, boolean>>;
  metrics?: { render(): Promise<string>; contentType: string };
  /** Endpoints features add (conversion postbacks, …). */
  receivers?: readonly Receiver[];
}

export interface RunningServer {
  port: number;
  /** Stops accepting requests, then waits for the receivers' work. */
  close(): Promise<void>;
}

/**
 * node:http through `process.getBuiltinModule`, not an ES import: importing it reads every export
 * to build the module's namespace, and on Node 24 its lazy `WebSocket` getter then loads Node's
 * own undici, about 10 MB held for the life of a process that never opens a WebSocket.
 */
const { createServer } = process.getBuiltinModule("node:http");

const MAX_BODY = 1_000_000;

/** A request body past its limit: answered 413, not an error of the bot. */
export class BodyTooLarge extends Error {}

/**
 * Webhook, health and metrics. An update is acknowledged once it is written to the inbox and
 * handled from there (per-chat order kept): slow API work never holds Telegram's request, and a
 * crash after the acknowledgement loses nothing. A full inbox answers 503, so Telegram retries
 * later instead of a burst growing memory without bound.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const server = createServer((req, res) => {
    route(req, res, options).catch((error: unknown) => {
      if (error instanceof BodyTooLarge) {
        if (!res.headersSent) res.writeHead(413, { connection: "close" }).end();
        req.destroy();
        return;
      }
      if (isCutShort(error)) {
        // A client that hung up mid-body: nothing of ours failed.
        options.logger.debug({ path: pathOf(req) }, "request cut short by the client");
        return;
      }
      options.logger.error({ err: error }, "request failed");
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await listen(server, options.port);
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : options.port,
    async close() {
      await closeServer(server);
      await Promise.all((options.receivers ?? []).map((receiver) => receiver.close?.()));
    },
  };
}

/** The path alone: a postback's token is in it and never logged, so only its first segment. */
function pathOf(req: IncomingMessage): string {
  return `/${(req.url ?? "/").split(/[/?]/)[1] ?? ""}`;
}

/** The error a request stream ends with when its client went away before the end of the body. */
export function isCutShort(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return (
    code === "ECONNRESET" ||
    code === "ERR_STREAM_PREMATURE_CLOSE" ||
    code === "ECONNABORTED" ||
    (error instanceof Error && error.message === "aborted")
  );
}

/** A port taken or forbidden is a start-up error that says so, not an unhandled 'error' event. */
function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      const problem =
        error.code === "EADDRINUSE"
          ? `PORT ${port} is in use by another program; stop it or set PORT to a free port`
          : `cannot listen on PORT ${port} (${reason(error)})`;
      reject(new StartupError(problem));
    });
    server.listen(port, () => resolve());
  });
}

async function route(
  req: IncomingMessage,
  res: ServerResponse,
  options: ServerOptions,
): Promise<void> {
  const path = pathOnly(req.url ?? "/");
  if (req.method === "POST" && path === "/webhook" && options.webhookSecret && options.updates) {
    if (!sameSecret(req.headers["x-telegram-bot-api-secret-token"], options.webhookSecret)) {
      res.writeHead(401).end();
      return;
    }
    const raw = await readBody(req);
    const update = parseUpdate(raw);
    if (!update) {
      res.writeHead(400).end();
      return;
    }
    const added = await options.updates.accept(update, raw);
    if (added === "full") {
      res.writeHead(503, { "retry-after": "5" }).end();
      return;
    }
    res.writeHead(200, { "content-type": "application/json" }).end("{}");
    return;
  }
  if (req.method === "GET" && path === "/healthz") {
    const checks = await options.health();
    const healthy = Object.values(checks).every(Boolean);
    res.writeHead(healthy ? 200 : 503, { "content-type": "application/json" });
    res.end(JSON.stringify({ status: healthy ? "ok" : "degraded", checks }));
    return;
  }
  if (req.method === "GET" && path === "/metrics" && options.metrics) {
    const text = await options.metrics.render();
    res.writeHead(200, { "content-type": options.metrics.contentType }).end(text);
    return;
  }
  for (const receiver of options.receivers ?? []) {
    if (path.startsWith(receiver.prefix) && receiver.methods.includes(req.method ?? "")) {
      await receiver.handle(req, res);
      return;
    }
  }
  res.writeHead(404).end();
}

function pathOnly(url: string): string {
  const query = url.indexOf("?");
  return query < 0 ? url : url.slice(0, query);
}

/** Compared in constant time, so the answer's timing does not leak how much of a guess was right. */
function sameSecret(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== "string") return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function parseUpdate(body: string): Update | undefined {
  try {
    const update = JSON.parse(body) as Update;
    return Number.isSafeInteger(update?.update_id) ? update : undefined;
  } catch {
    return undefined;
  }
}

async function readBody(req: IncomingMessage): Promise<string> {
  if (Number(req.headers["content-length"] ?? 0) > MAX_BODY) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}
