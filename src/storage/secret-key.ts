import { randomBytes } from "node:crypto";
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseSecretKey } from "../config.js";
import { reason, StartupError } from "../startup/error.js";
import { makeDirs } from "./make-dirs.js";

/** Embedded mode keeps its key beside the database. */
export function secretKeyPath(databasePath: string): string {
  return join(dirname(databasePath), "secret.key");
}

/**
 * The key in the file, or undefined when there is none. A file that is there but cannot be read
 * stops the start: replacing it would leave every stored credential unreadable.
 */
export function readSecretKeyFile(path: string): Buffer | undefined {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new StartupError(
      `cannot read the secret key file ${path} (${reason(error)}); make it readable by the bot, or set SECRET_KEY`,
    );
  }
  const key = parseSecretKey(text);
  if (!key) {
    throw new StartupError(
      `the secret key file ${path} does not hold a 32-byte key (base64 or hex); restore it, or set SECRET_KEY`,
    );
  }
  return key;
}

/** A new key, readable by the owner only; never written over an existing file ("wx"). */
export function createSecretKeyFile(path: string): Buffer {
  const key = randomBytes(32);
  try {
    makeDirs(dirname(path), 0o700);
    writeFileSync(path, `${key.toString("base64")}\n`, { mode: 0o600, flag: "wx" });
    chmodSync(path, 0o600);
  } catch (error) {
    throw new StartupError(`cannot write the secret key file ${path} (${reason(error)})`);
  }
  return key;
}
