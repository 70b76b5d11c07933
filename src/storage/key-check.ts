import { open, seal } from "./cipher.js";
import type { OpenedStore } from "./keyv.js";

/**
 * A sealed check value stored with the data, so a start with another key (a changed SECRET_KEY,
 * a lost secret.key) is caught before any chat meets records it cannot open.
 */
const CHECK_KEY = "key-check";
const CHECK_TEXT = "publisher-bot key check v1";

/** Where the check value lives: a plain Keyv record, or on Redis a raw key set only if absent. */
export interface CheckSlot {
  read(): Promise<string | undefined>;
  /** Writes the value unless one is there; false when another instance was first. */
  claim(value: string): Promise<boolean>;
  replace(value: string): Promise<void>;
}

export function checkSlot(opened: OpenedStore): CheckSlot {
  const { redis, keyv } = opened;
  if (redis) {
    const name = `pbot:${CHECK_KEY}`;
    return {
      read: async () => ((await redis.sendCommand(["GET", name])) as string | null) ?? undefined,
      claim: async (value) => (await redis.sendCommand(["SET", name, value, "NX"])) === "OK",
      replace: async (value) => void (await redis.sendCommand(["SET", name, value])),
    };
  }
  // Embedded mode is one process: read-then-write is atomic enough.
  return {
    read: () => keyv.get<string>(CHECK_KEY),
    claim: async (value) => {
      if ((await keyv.get(CHECK_KEY)) !== undefined) return false;
      await keyv.set(CHECK_KEY, value);
      return true;
    },
    replace: async (value) => void (await keyv.set(CHECK_KEY, value)),
  };
}

export function sealCheck(key: Buffer): string {
  return seal(key, CHECK_KEY, CHECK_TEXT);
}

/** What stored data a key must open: the check value, or (data older than it) one sealed record. */
export interface Evidence {
  recordKey: string;
  sealed: string;
  isCheck: boolean;
}

export async function findEvidence(
  opened: OpenedStore,
  slot: CheckSlot,
): Promise<Evidence | undefined> {
  const check = await slot.read();
  if (check !== undefined) return { recordKey: CHECK_KEY, sealed: check, isCheck: true };
  for await (const entry of opened.sealedEntries()) {
    return { recordKey: entry.key, sealed: entry.value, isCheck: false };
  }
  return undefined;
}

export function opensEvidence(key: Buffer, evidence: Evidence): boolean {
  return open(key, evidence.recordKey, evidence.sealed) !== undefined;
}

/**
 * Writes the check value with the first sealed record, once per process. On Redis another
 * instance may have written it first: with another key, this write stops with an error instead
 * of storing data the others cannot read.
 */
export class KeyCheck {
  private written: Promise<void> | undefined;

  constructor(
    private readonly slot: CheckSlot,
    private readonly key: Buffer,
    alreadyWritten: boolean,
  ) {
    if (alreadyWritten) this.written = Promise.resolve();
  }

  ensure(): Promise<void> {
    this.written ??= this.write().catch((error: unknown) => {
      this.written = undefined;
      throw error;
    });
    return this.written;
  }

  private async write(): Promise<void> {
    if (await this.slot.claim(sealCheck(this.key))) return;
    const stored = await this.slot.read();
    if (stored !== undefined && open(this.key, CHECK_KEY, stored) === undefined) {
      throw new Error("SECRET_KEY differs from the key of the stored data (another instance's)");
    }
  }
}
