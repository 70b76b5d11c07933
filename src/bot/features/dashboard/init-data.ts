/**
 * Telegram's Web App init data, checked as Telegram specifies: the secret key is
 * HMAC-SHA256(key "WebAppData", message bot token); the hash is the hex HMAC-SHA256 of the
 * data-check string (every field but `hash`, as `key=value`, sorted by key, joined by newlines)
 * under that key. Nothing else from the page is trusted: the user id in the signed data picks
 * whose credentials answer.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export interface WebAppUser {
  id: number;
  language_code?: string;
  first_name?: string;
}

export type InitDataCheck =
  | { ok: true; user: WebAppUser; authDate: number }
  | { ok: false; problem: "missing" | "forged" | "expired" | "no-user" };

/** The data-check string and the hash it must carry, or undefined when there is no hash. */
function parts(raw: string): { check: string; hash: string; fields: URLSearchParams } | undefined {
  const fields = new URLSearchParams(raw);
  const hash = fields.get("hash");
  if (!hash) return undefined;
  const lines = [...fields]
    .filter(([key]) => key !== "hash")
    .map(([key, value]) => `${key}=${value}`)
    .sort();
  return { check: lines.join("\n"), hash, fields };
}

/** The hex hash Telegram puts beside `check` for this bot. */
export function initDataHash(check: string, botToken: string): string {
  const secret = createHmac("sha256", "WebAppData").update(botToken).digest();
  return createHmac("sha256", secret).update(check).digest("hex");
}

/**
 * Whether `raw` (the init data as the page received it, URL-encoded) was signed by Telegram for
 * this bot, no longer than `maxAgeSeconds` ago, for a user.
 */
export function checkInitData(
  raw: string | undefined,
  botToken: string,
  maxAgeSeconds: number,
  now: Date,
): InitDataCheck {
  if (!raw) return { ok: false, problem: "missing" };
  const read = parts(raw);
  if (!read) return { ok: false, problem: "missing" };
  const expected = Buffer.from(initDataHash(read.check, botToken), "hex");
  const given = /^[0-9a-f]{64}$/i.test(read.hash) ? Buffer.from(read.hash, "hex") : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, problem: "forged" };
  }
  const authDate = Number(read.fields.get("auth_date"));
  const age = now.getTime() / 1000 - authDate;
  // A little slack the other way: the two clocks differ by a second or two.
  if (!Number.isSafeInteger(authDate) || age > maxAgeSeconds || age < -60) {
    return { ok: false, problem: "expired" };
  }
  const user = readUser(read.fields.get("user"));
  return user ? { ok: true, user, authDate } : { ok: false, problem: "no-user" };
}

function readUser(json: string | null): WebAppUser | undefined {
  if (!json) return undefined;
  try {
    const user = JSON.parse(json) as Partial<WebAppUser> | null;
    if (!user || !Number.isSafeInteger(user.id) || (user.id ?? 0) <= 0) return undefined;
    return {
      id: user.id as number,
      ...(typeof user.language_code === "string" && { language_code: user.language_code }),
      ...(typeof user.first_name === "string" && { first_name: user.first_name }),
    };
  } catch {
    return undefined;
  }
}

/**
 * Init data as Telegram would sign it for `user` (the demo and tests open the dashboard with it):
 * URL-encoded fields with `hash` last.
 */
export function signInitData(
  user: WebAppUser,
  botToken: string,
  authDate: Date,
  extra: Record<string, string> = {},
): string {
  const fields = new URLSearchParams({
    auth_date: String(Math.floor(authDate.getTime() / 1000)),
    query_id: "AAH-dashboard",
    user: JSON.stringify(user),
    ...extra,
  });
  const check = [...fields]
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join("\n");
  fields.set("hash", initDataHash(check, botToken));
  return fields.toString();
}
