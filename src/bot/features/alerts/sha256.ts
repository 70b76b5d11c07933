import crypto from "node:crypto";

type Encoding = "hex" | "base64url";

/** SHA-256 of a short text in one call: `crypto.hash` makes no Hash object (Node 20.12 and later). */
export const sha256 = (text: string, encoding: Encoding): string =>
  crypto.hash("sha256", text, encoding);
