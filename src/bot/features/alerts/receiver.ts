/**
 * `GET|POST /postback/<token>` on the bot's HTTP server: the network's postback for a publisher's
 * conversion. Answered 200 once written to the inbox (503 when it is full, so the network tries
 * again later), the push follows from there (inbox.ts, push.ts). Known and unknown tokens
 * go the same way up to the lookup (read, one hashed lookup, remembered a minute either way), so
 * an unknown or revoked token gets its 404 in the time a known one is found. Bad parameters: 400, logged
 * without the buyer's personal fields; the token (the path) is never logged.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Receiver } from "../../../server/receivers.js";
import type { JobDeps } from "../../core/feature.js";
import { readConversion } from "./conversion.js";
import type { PostbackInbox } from "./inbox.js";
import { ownerOfToken } from "./settings.js";

export const RECEIVER_PREFIX = "/postback/";
const MAX_URL = 4096;
const MAX_BODY = 16_384;
const MAX_TOKEN = 128;

/**
 * An answer's headers (a flat list: name, value, …); only 200 has a body. A 200 goes without
 * cache-control: every conversion's address differs (its click id), so a cache in the way could
 * only answer a repeat, which the bot drops as one anyway. Refusals keep it.
 */
function headersOf(status: number): string[] {
  return [
    ...(status === 503 ? ["retry-after", "30"] : []),
    ...["content-type", "text/plain; charset=utf-8"],
    ...(status === 200 ? [] : ["cache-control", "no-store"]),
    ...["content-length", status === 200 ? "2" : "0"],
  ];
}

function answer(res: ServerResponse, status: number): void {
  res.writeHead(status, headersOf(status));
  res.end(status === 200 ? "OK" : undefined);
}

/**
 * The token and the parameters of a request target (`/postback/<token>?a=1`), as `new URL` would
 * give them for any token that can be found, at a third of its cost.
 */
function readTarget(target: string): { token: string; params: URLSearchParams } {
  const fragment = target.indexOf("#");
  const end = fragment < 0 ? target.length : fragment;
  const query = target.indexOf("?");
  const pathEnd = query < 0 || query > end ? end : query;
  return {
    token: target.slice(
      RECEIVER_PREFIX.length,
      Math.min(pathEnd, RECEIVER_PREFIX.length + MAX_TOKEN),
    ),
    params: new URLSearchParams(pathEnd < end ? target.slice(pathEnd + 1, end) : ""),
  };
}

/** The body as text, or undefined when it is over the limit. */
async function readBody(req: IncomingMessage): Promise<string | undefined> {
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > MAX_BODY) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** A form (`a=1&b=2`) or a flat JSON object, added to the query's parameters. */
function addBody(params: URLSearchParams, body: string, type: string | undefined): boolean {
  const text = body.trim();
  if (!text) return true;
  if (type?.includes("json") || text.startsWith("{")) {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return false;
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
    for (const [name, item] of Object.entries(value)) {
      if (typeof item === "string" || typeof item === "number") params.set(name, String(item));
    }
    return true;
  }
  for (const [name, item] of new URLSearchParams(text)) params.set(name, item);
  return true;
}

export function postbackReceiver(deps: JobDeps, inbox: PostbackInbox): Receiver {
  return {
    prefix: RECEIVER_PREFIX,
    methods: ["GET", "POST"],
    close: () => inbox.close(),
    async handle(req, res) {
      const receivedAt = deps.now();
      const raw = req.url ?? "/";
      if (raw.length > MAX_URL) {
        req.resume();
        answer(res, 414);
        return;
      }
      const { token, params } = readTarget(raw);
      let readable = true;
      if (req.method === "POST") {
        const body = await readBody(req);
        if (body === undefined) {
          answer(res, 413);
          req.destroy();
          return;
        }
        readable = addBody(params, body, req.headers["content-type"]);
      }
      const owner = await ownerOfToken(deps, token);
      if (owner === undefined) {
        answer(res, 404);
        return;
      }
      const { userId, hash } = owner;
      // Read only for a known token: a stranger's parameters cost nothing past the lookup.
      const reading = readConversion(params);
      if (!readable || !reading.ok) {
        const reason = reading.ok ? "unreadable body" : reading.reason;
        const fields = reading.ok ? {} : reading.fields;
        deps.logger.warn({ userId, reason, fields }, "conversion postback refused");
        answer(res, 400);
        return;
      }
      answer(res, (await inbox.keep(userId, hash, reading.conversion, receivedAt)) ? 200 : 503);
    },
  };
}
