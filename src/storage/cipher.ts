import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

const VERSION = "v1";

/**
 * AES-256-GCM with the record's own key as authenticated data, so a ciphertext copied onto
 * another record does not open. The text form is `v1.<iv>.<tag>.<body>` (base64 parts).
 */
export function seal(key: Buffer, aad: string, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64"));
  return [VERSION, ...parts].join(".");
}

/** The sealed text, or undefined when it was sealed under another key or for another record. */
export function open(key: Buffer, aad: string, sealed: string): string | undefined {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || !body) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64"));
    decipher.setAAD(Buffer.from(aad));
    decipher.setAuthTag(Buffer.from(tag, "base64"));
    const text = Buffer.concat([decipher.update(Buffer.from(body, "base64")), decipher.final()]);
    return text.toString("utf8");
  } catch {
    return undefined;
  }
}

/** Whether a stored value has the sealed form (what a scan for encrypted records looks for). */
export function looksSealed(value: unknown): value is string {
  return (
    typeof value === "string" && value.startsWith(`${VERSION}.`) && value.split(".").length === 4
  );
}
