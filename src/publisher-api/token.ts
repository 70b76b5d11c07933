/**
 * Access tokens of the JSON family (client-credentials grant), shared by every client of one
 * PublisherApi: one cached token per client id, refreshed a minute before it expires, and one
 * request in flight per client id however many chats ask at once.
 */
import { createHash } from "node:crypto";
import type { Transport } from "./http.js";
import { interpretTokenAnswer } from "./json.js";
import { rec, str } from "./read.js";
import { unexpectedAnswer } from "./unexpected.js";
import { parseNumber } from "./values.js";

const ENDPOINT = "oauth/access_token";
const REFRESH_MARGIN_MS = 60_000;
/** Tokens kept at most: one per publisher with claims, beyond which the stale go first. */
const MAX_TOKENS = 5000;
/** used when the token server omits expires_in: short, so a wrong guess costs little */
const DEFAULT_LIFETIME_S = 300;

interface Cached {
  /** hash of (client id, secret): a wrong secret never gets another pair's token */
  fingerprint: string;
  token: string;
  /** when to stop using it (already a margin before the server's expiry) */
  refreshAt: number;
}

export class TokenCache {
  private readonly cached = new Map<string, Cached>();
  private readonly inflight = new Map<string, Promise<string>>();

  constructor(
    private readonly transport: Transport,
    private readonly tokenUrl: string,
    private readonly maxTokens = MAX_TOKENS,
  ) {}

  /** A valid token for the pair, from the cache when it has one. */
  token(clientId: string, clientSecret: string): Promise<string> {
    const fingerprint = fingerprintOf(clientId, clientSecret);
    const hit = this.cached.get(clientId);
    if (hit && hit.fingerprint === fingerprint && Date.now() < hit.refreshAt) {
      return Promise.resolve(hit.token);
    }
    return this.fetch(clientId, clientSecret, fingerprint);
  }

  /** Ask the token server now (joining a request already in flight for the same pair). */
  fetch(
    clientId: string,
    clientSecret: string,
    fingerprint = fingerprintOf(clientId, clientSecret),
  ) {
    let pending = this.inflight.get(fingerprint);
    if (!pending) {
      // Not bound to any caller's AbortSignal: other chats may be waiting on the same request.
      pending = this.grant(clientId, clientSecret, fingerprint).finally(() => {
        this.inflight.delete(fingerprint);
      });
      this.inflight.set(fingerprint, pending);
    }
    return pending;
  }

  /**
   * Forget `token` after the API refused it. Only that token: when several calls saw the same 401,
   * the first one's replacement must survive the others' invalidations.
   */
  invalidate(clientId: string, token: string): void {
    if (this.cached.get(clientId)?.token === token) this.cached.delete(clientId);
  }

  private async grant(
    clientId: string,
    clientSecret: string,
    fingerprint: string,
  ): Promise<string> {
    const endpoint = `POST ${ENDPOINT}`;
    const secrets = [clientSecret];
    const body = await this.transport.call(
      {
        family: "token",
        method: "POST",
        url: this.tokenUrl,
        endpoint: ENDPOINT,
        body: JSON.stringify({
          client_id: clientId,
          client_secret: clientSecret,
          grant_type: "client_credentials",
        }),
        contentType: "application/json",
        accept: "application/json",
      },
      (res) => {
        const ctx = { endpoint, secrets, contentType: res.contentType };
        const b = rec(interpretTokenAnswer(res.status, res.body, ctx));
        if (!str(b.access_token)) throw unexpectedAnswer("no access_token in the answer", res, ctx);
        return b;
      },
    );
    const b = rec(body);
    const token = str(b.access_token);
    const lifetimeMs = (parseNumber(b.expires_in) ?? DEFAULT_LIFETIME_S) * 1000;
    // A minute early, or half the lifetime for tokens shorter than two minutes.
    const margin = Math.min(REFRESH_MARGIN_MS, lifetimeMs / 2);
    this.keep(clientId, { fingerprint, token, refreshAt: Date.now() + lifetimeMs - margin });
    return token;
  }

  /**
   * Past the bound, tokens no longer usable are dropped first, then the oldest: a digest over
   * every publisher would otherwise keep each one's expired token (a secret) for good.
   */
  private keep(clientId: string, entry: Cached): void {
    this.cached.delete(clientId);
    this.cached.set(clientId, entry);
    if (this.cached.size <= this.maxTokens) return;
    const now = Date.now();
    for (const [id, cached] of this.cached) if (cached.refreshAt <= now) this.cached.delete(id);
    for (const id of this.cached.keys()) {
      if (this.cached.size <= this.maxTokens) break;
      this.cached.delete(id);
    }
  }

  /** Tokens held now. */
  get size(): number {
    return this.cached.size;
  }
}

function fingerprintOf(clientId: string, clientSecret: string): string {
  return createHash("sha256").update(clientId).update("\0").update(clientSecret).digest("base64");
}
