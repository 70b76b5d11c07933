/**
 * A publisher's alert settings (one per-user record, wiped by /disconnect with the rest) and the
 * address token's index: `alert-token:<sha-256 of the token>` → the publisher. Only the hash is
 * stored, so a copy of the store cannot be used to send alerts to anyone.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Language, Storage } from "../../../storage/index.js";
import type { BotDeps } from "../../core/context.js";
import type { MemoLimits } from "../../core/memos.js";
import { sha256 } from "./sha256.js";

export const ALERT_STATUSES = ["new", "approved", "rejected"] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

export type { QuietHours } from "../../quiet-hours/quiet-hours.js";

import type { QuietHours } from "../../quiet-hours/quiet-hours.js";

export interface AlertSettings {
  on: boolean;
  /** the publisher's "Telegram alerts" postback, once created */
  postbackId?: number;
  /** [0] = all offers */
  offers: number[];
  statuses: AlertStatus[];
  /** conversions paying less are not pushed (0 = every one) */
  minPayout: number;
  /** sha-256 (hex) of the address token in use; none while off */
  tokenHash?: string;
  /** the language when alerts were set up (a /language choice wins) */
  language: Language;
}

/** The settings as the /alerts card shows them: with the publisher's own quiet hours. */
export type AlertCard = AlertSettings & { quiet?: QuietHours };

export const defaultSettings = (language: Language): AlertSettings => ({
  on: false,
  offers: [0],
  statuses: [...ALERT_STATUSES],
  minPayout: 0,
  language,
});

export const alertRecords = (storage: Storage) => storage.records<AlertSettings>("alerts");

interface TokenOwner {
  userId: number;
  hash: string;
}

const tokenIndex = (storage: Storage) => storage.records<TokenOwner>("alert-token");

/** 24 random bytes (192 bits), URL-safe. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return sha256(token, "hex");
}

const NOBODY = hashToken("");

/**
 * Owners looked up lately, found or not, for a minute: the receiver answers a burst of postbacks
 * without a storage read each, and a known and an unknown token still take the same path (both
 * are remembered, both cost one read at first sight). Bounded, oldest out first. A token changed
 * on this instance is forgotten at once; one revoked on another instance may still be taken here
 * for the minute, and the pusher drops what it carries (the publisher's current token differs).
 */
const OWNERS: MemoLimits = { ttlMs: 60_000, max: 20_000 };

/** What the token index needs: the storage, and this bot's memo of owners looked up lately. */
export type TokenDeps = Pick<BotDeps, "storage" | "memos">;

const seenOwners = (deps: TokenDeps) => deps.memos.of<number | undefined>("alert-owners", OWNERS);

export async function registerToken(deps: TokenDeps, hash: string, userId: number): Promise<void> {
  seenOwners(deps).delete(hash);
  await tokenIndex(deps.storage).set(hash, { userId, hash });
}

export async function revokeToken(deps: TokenDeps, hash: string | undefined): Promise<void> {
  if (!hash) return;
  seenOwners(deps).delete(hash);
  await tokenIndex(deps.storage).delete(hash);
}

/**
 * The publisher a token belongs to, or undefined. Known and unknown tokens take the same path: one
 * hash, one read (or a remembered one), one constant-time comparison (against a placeholder when
 * nothing was found).
 */
export async function ownerOfToken(
  deps: TokenDeps,
  token: string,
  now = Date.now(),
): Promise<{ userId: number; hash: string } | undefined> {
  const hash = hashToken(token);
  const seen = seenOwners(deps);
  let remembered = seen.get(hash, now);
  if (!remembered) {
    const found = await tokenIndex(deps.storage).get(hash);
    const same = timingSafeEqual(
      Buffer.from(found?.hash ?? NOBODY, "hex"),
      Buffer.from(hash, "hex"),
    );
    remembered = { value: found && same ? found.userId : undefined };
    seen.set(hash, remembered.value, now);
  }
  return remembered.value === undefined ? undefined : { userId: remembered.value, hash };
}
