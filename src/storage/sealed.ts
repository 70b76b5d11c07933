import { open, seal } from "./cipher.js";
import type { Records } from "./records.js";

/** What sealed records share with the rest of storage (see key-check.ts). */
export interface SealGuard {
  /** Runs before every write: the first one records the key's check value beside the data. */
  beforeWrite(): Promise<void>;
  /** A stored record that does not open: told once, then read as missing. */
  unreadable(recordKey: string): void;
}

const NO_GUARD: SealGuard = { beforeWrite: async () => undefined, unreadable: () => undefined };

/**
 * Records encrypted with AES-256-GCM under the bot's secret key (cipher.ts). Used for credentials
 * and for wizard state (which carries what the publisher typed).
 */
export class SealedRecords<T> {
  constructor(
    private readonly records: Records<string>,
    private readonly key: Buffer,
    private readonly guard: SealGuard = NO_GUARD,
  ) {}

  /**
   * A record that does not open reads as missing, so its owner meets the ordinary paths (connect
   * first, a wizard not started) instead of an error on every update. The start-up key check
   * makes this rare: a corrupted record, or an instance started with another key.
   */
  get(id: number | string): Promise<T | undefined> {
    // A plain `then`: every update of a publisher without an account list reads one.
    return this.records.get(id).then((sealed) => this.unsealed(id, sealed));
  }

  private unsealed(id: number | string, sealed: string | undefined): T | undefined {
    if (sealed === undefined) return undefined;
    const text = open(this.key, this.records.key(id), sealed);
    const value = text === undefined ? undefined : parseJson<T>(text);
    if (value === undefined) this.guard.unreadable(this.records.key(id));
    return value;
  }

  async set(id: number | string, value: T, ttlMs?: number): Promise<void> {
    await this.guard.beforeWrite();
    const sealed = seal(this.key, this.records.key(id), JSON.stringify(value));
    await this.records.set(id, sealed, ttlMs);
  }

  async delete(id: number | string): Promise<void> {
    await this.records.delete(id);
  }
}

function parseJson<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
