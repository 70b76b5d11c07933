// POST /oauth/access_token: the client-credentials grant of the JSON family.
import { randomBytes } from "node:crypto";
import { SANDBOX_PUBLISHERS } from "../publishers.js";
import { type JsonRequest, type JsonResponse, json } from "./json-types.js";

function credentials(r: JsonRequest): Record<string, unknown> | undefined {
  if (r.body.kind === "json") {
    const v = r.body.value;
    return typeof v === "object" && v !== null && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : undefined;
  }
  // Lenient: a form-encoded body, as OAuth servers usually accept.
  if (r.body.kind === "invalid" && r.body.text.includes("="))
    return Object.fromEntries(new URLSearchParams(r.body.text));
  return undefined;
}

export function issueToken(r: JsonRequest): JsonResponse {
  if (r.method !== "POST")
    return json(405, { error: "method_not_allowed", error_description: "use POST" });
  const c = credentials(r);
  if (!c) return json(400, { error: "invalid_request", error_description: "expected a JSON body" });
  if (c.grant_type !== "client_credentials") {
    return json(400, {
      error: "unsupported_grant_type",
      error_description: "grant_type must be client_credentials",
    });
  }
  if (typeof c.client_id !== "string" || typeof c.client_secret !== "string") {
    return json(400, {
      error: "invalid_request",
      error_description: "client_id and client_secret are required",
    });
  }
  const pub = SANDBOX_PUBLISHERS.find(
    (p) => p.clientId === c.client_id && p.clientSecret === c.client_secret,
  );
  if (!pub)
    return json(401, {
      error: "invalid_client",
      error_description: "Client authentication failed",
    });
  const ttl = r.sb.config.tokenTtlSeconds;
  const now = r.sb.nowMs();
  // A benchmark may ask for many tokens: forget the expired ones now and then.
  if (r.sb.tokens.size > 10_000) {
    for (const [t, rec] of r.sb.tokens) if (rec.expiresMs <= now) r.sb.tokens.delete(t);
  }
  const token = `sbx_${randomBytes(18).toString("base64url")}`;
  r.sb.tokens.set(token, { publisherId: pub.id, expiresMs: now + ttl * 1000 });
  return json(200, { access_token: token, token_type: "Bearer", expires_in: ttl });
}
