import type Keyv from "keyv";
import { storedValue } from "./keyv-format.js";
import type { OpenedStore } from "./store.js";

/** One kind of per-user record, stored under `${kind}:${userId}`. */
export class Records<T> {
  constructor(
    private readonly keyv: Keyv,
    readonly kind: string,
    private readonly known?: OpenedStore["known"],
  ) {}

  key(userId: number | string): string {
    return `${this.kind}:${userId}`;
  }

  get(userId: number | string): Promise<T | undefined> {
    const key = this.key(userId);
    // Every update reads a few records; one known already is answered without Keyv's awaits.
    const known = this.knownValue(key);
    return known ? Promise.resolve(known.value) : this.read(key);
  }

  private knownValue(key: string): { value: T | undefined } | undefined {
    const stored = this.known?.(key);
    return stored && storedValue<T>(stored.value);
  }

  private async read(key: string): Promise<T | undefined> {
    return (await this.keyv.get<T>(key)) ?? undefined;
  }

  // A write of what the row already holds is skipped by the SQLite store itself (sqlite-store.ts).
  async set(userId: number | string, value: T, ttlMs?: number): Promise<void> {
    await this.keyv.set(this.key(userId), value, ttlMs);
  }

  /** Read, change and write one record; callers serialize per user (the bot's `inOrderPerOwner`). */
  update(userId: number | string, change: (current: T | undefined) => T): Promise<T> {
    const known = this.knownValue(this.key(userId));
    if (!known) return this.updateRead(userId, change);
    const next = change(known.value);
    return this.set(userId, next).then(() => next);
  }

  private async updateRead(userId: number | string, change: (current: T | undefined) => T) {
    const next = change(await this.get(userId));
    await this.set(userId, next);
    return next;
  }

  async delete(userId: number | string): Promise<void> {
    await this.keyv.delete(this.key(userId));
  }
}
