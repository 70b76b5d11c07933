import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { Records } from "./records.js";

const VERSION = "v1";

/**
 * Records encrypted with AES-256-GCM under the bot's secret key. The record's key is
 * authenticated data, so a ciphertext copied onto another user's record does not decrypt.
 * Used for credentials and for wizard state (which carries what the publisher typed).
 */
export class SealedRecords<T> {
  constructor(
    private readonly records: Records<string>,
    private readonly key: Buffer,
  ) {}

  async get(id: number | string): Promise<T | undefined> {
    const sealed = await this.records.get(id);
    return sealed === undefined ? undefined : (JSON.parse(this.open(id, sealed)) as T);
  }

  async set(id: number | string, value: T, ttlMs?: number): Promise<void> {
    await this.records.set(id, this.seal(id, JSON.stringify(value)), ttlMs);
  }

  async delete(id: number | string): Promise<void> {
    await this.records.delete(id);
  }

  private seal(id: number | string, text: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, iv);
    cipher.setAAD(Buffer.from(this.records.key(id)));
    const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64"));
    return [VERSION, ...parts].join(".");
  }

  private open(id: number | string, sealed: string): string {
    const [version, iv, tag, body] = sealed.split(".");
    if (version !== VERSION || !iv || !tag || !body) {
      throw new Error(`unreadable sealed record ${this.records.kind}`);
    }
    const decipher = createDecipheriv("aes-256-gcm", this.key, Buffer.from(iv, "base64"));
    decipher.setAAD(Buffer.from(this.records.key(id)));
    decipher.setAuthTag(Buffer.from(tag, "base64"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64")), decipher.final()]).toString(
      "utf8",
    );
  }
}
