import { timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Update } from "grammy/types";
import { Semaphore } from "../concurrency/index.js";
import type { Logger } from "../logger.js";
import { reason, StartupError } from "../startup/error.js";
import type { Receiver } from "./receivers.js";

/** What the webhook hands each update to: the bot, whatever it is built of. */
export interface UpdateHandler {
  handleUpdate(update: Update): Promise<void>;
}

export interface ServerOptions {
  bot: UpdateHandler;
  logger: Logger;
  port: number;
  /** Checked against X-Telegram-Bot-Api-Secret-Token; undefined in polling mode (no /webhook). */
  webhookSecret?: string;
  /** Storage and API reachability, for /healthz. */
  health: () => Promise<Record<string, boolean>>;
  metrics?: () => string;
  /** Endpoints features add (conversion postbacks, …). */
  receivers?: readonly Receiver[];
  /** Updates handled at once (default: the runner's 500, as in polling). */
  webhookConcurrency?: number;
}

export interface RunningServer {
  port: number;
  /** Stops accepting, then waits for the updates already taken. */
  close(): Promise<void>;
}

const MAX_BODY = 1_000_000;
/** What @grammyjs/runner allows at once in polling mode. */
const WEBHOOK_CONCURRENCY = 500;

/**
 * Webhook, health and metrics. An update is acknowledged as soon as it is read and has a slot, and
 * handled after: slow API work never holds Telegram's request (per-chat order is kept by
 * `sequentialize`). With every slot taken, the acknowledgement waits for one: Telegram then slows
 * its delivery, as the runner stops fetching, instead of a burst growing memory without bound.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const inFlight = new Set<Promise<void>>();
  const slots = new Semaphore(options.webhookConcurrency ?? WEBHOOK_CONCURRENCY);
  const handle = (update: Update) =>
    new Promise<void>((taken) => {
      const work = slots
        .run(() => {
          taken();
          return options.bot.handleUpdate(update);
        })
        .catch((error: unknown) => {
          options.logger.error(
            { err: error, update_id: update.update_id },
            "webhook update failed",
          );
        });
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
    });
  const server = createServer((req, res) => {
    route(req, res, options, handle).catch((error: unknown) => {
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
      await Promise.all(inFlight);
      await Promise.all((options.receivers ?? []).map((receiver) => receiver.close?.()));
    },
  };
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
  handle: (update: Update) => Promise<void>,
): Promise<void> {
  const path = (req.url ?? "/").split("?")[0];
  if (req.method === "POST" && path === "/webhook" && options.webhookSecret) {
    if (!sameSecret(req.headers["x-telegram-bot-api-secret-token"], options.webhookSecret)) {
      res.writeHead(401).end();
      return;
    }
    const update = parseUpdate(await readBody(req));
    if (!update) {
      res.writeHead(400).end();
      return;
    }
    await handle(update);
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
    res.writeHead(200, { "content-type": "text/plain; version=0.0.4" }).end(options.metrics());
    return;
  }
  const receiver = options.receivers?.find(
    (r) => path?.startsWith(r.prefix) && r.methods.includes(req.method ?? ""),
  );
  if (receiver) {
    await receiver.handle(req, res);
    return;
  }
  res.writeHead(404).end();
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
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error("webhook body too large");
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
