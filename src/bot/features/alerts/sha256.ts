import crypto from "node:crypto";

type Encoding = "hex" | "base64url";

/**
 * SHA-256 of a short text in one call: `crypto.hash` (Node 20.12+) makes no Hash object, which
 * was most of what hashing a postback's token and click id cost (~10,000 instructions each).
 * Older Node 20 releases go the long way.
 */
export const sha256: (text: string, encoding: Encoding) => string =
  typeof crypto.hash === "function"
    ? (text, encoding) => crypto.hash("sha256", text, encoding)
    : (text, encoding) => crypto.createHash("sha256").update(text).digest(encoding);
