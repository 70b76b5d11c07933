import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parseSecretKey } from "../config.js";

/**
 * Embedded mode: the key that encrypts stored credentials is generated once, next to the database,
 * readable by the owner only, and reused on every start. Losing it makes stored credentials unreadable
 * (publishers would /connect again), so it is never regenerated over an existing file.
 */
export function loadOrCreateSecretKey(path: string): Buffer {
  try {
    const key = parseSecretKey(readFileSync(path, "utf8"));
    if (!key) throw new Error(`${path} does not hold a 32-byte key (base64 or hex)`);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dirname(path), { recursive: true });
  const key = randomBytes(32);
  writeFileSync(path, `${key.toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  chmodSync(path, 0o600);
  return key;
}
