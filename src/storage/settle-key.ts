import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import { StartupError } from "../startup/error.js";
import { forgetUnreadable } from "./forget.js";
import {
  type CheckSlot,
  checkSlot,
  findEvidence,
  KeyCheck,
  opensEvidence,
  sealCheck,
} from "./key-check.js";
import type { OpenedStore } from "./keyv.js";
import { createSecretKeyFile, readSecretKeyFile, secretKeyPath } from "./secret-key.js";

export type KeySettings = Pick<Config, "storage" | "secretKey"> &
  Partial<Pick<Config, "forgetUnreadable">>;

const WAYS_OUT =
  "start once with --forget-credentials (or FORGET_UNREADABLE=1) to delete what cannot be read; " +
  "publishers then /connect again";

/**
 * The key the stored data was sealed with, or a start refused with the two ways out. A key file
 * is created only beside data that needs none: a new key beside existing data would silently
 * leave every chat that has a record unable to open it.
 */
export async function settleKey(
  opened: OpenedStore,
  settings: KeySettings,
  logger?: Logger,
): Promise<{ key: Buffer; check: KeyCheck }> {
  const slot = checkSlot(opened);
  const evidence = await findEvidence(opened, slot);
  const forget = settings.forgetUnreadable === true;
  const key = settings.secretKey ?? fileKey(settings, opened, evidence !== undefined && !forget);
  if (evidence && !opensEvidence(key, evidence)) {
    if (!forget) throw wrongKey(settings, opened);
    const forgotten = await forgetUnreadable(opened, key);
    await slot.replace(sealCheck(key));
    logger?.warn({ forgotten }, "records the key cannot open were deleted (--forget-credentials)");
    return { key, check: new KeyCheck(slot, key, true) };
  }
  if (evidence && !evidence.isCheck) await adopt(slot, key);
  return { key, check: new KeyCheck(slot, key, evidence !== undefined) };
}

/** Data stored before there was a check value, and opened by this key: the check joins it. */
async function adopt(slot: CheckSlot, key: Buffer): Promise<void> {
  await slot.claim(sealCheck(key));
}

/** Embedded mode without SECRET_KEY: the key file, created only when nothing needs the old one. */
function fileKey(settings: KeySettings, opened: OpenedStore, dataNeedsKey: boolean): Buffer {
  if (settings.storage.kind !== "sqlite") {
    throw new StartupError("SECRET_KEY is required with Redis storage");
  }
  const path = secretKeyPath(settings.storage.path);
  const existing = readSecretKeyFile(path);
  if (existing) return existing;
  if (dataNeedsKey) {
    throw new StartupError(
      `the secret key file ${path} is missing, but ${opened.where} holds data encrypted with it ` +
        "(a new key would not open it). Either put that secret.key back (or set SECRET_KEY to " +
        `its value), or ${WAYS_OUT}.`,
    );
  }
  return createSecretKeyFile(path);
}

function wrongKey(settings: KeySettings, opened: OpenedStore): StartupError {
  const source =
    settings.secretKey || settings.storage.kind !== "sqlite"
      ? "SECRET_KEY"
      : `the key in ${secretKeyPath(settings.storage.path)}`;
  return new StartupError(
    `${source} does not open the data stored in ${opened.where}: it was encrypted with another ` +
      `key. Either start with the key it was written with (SECRET_KEY, or the secret.key file ` +
      `beside the database), or ${WAYS_OUT}.`,
  );
}
