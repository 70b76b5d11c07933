import type Keyv from "keyv";
import { serialize, storedValue } from "./keyv-format.js";
import type { OpenedStore } from "./store.js";

/** One kind of per-user record, stored under `${kind}:${userId}`. */
export class Records<T> {
  constructor(
    private readonly keyv: Keyv,
    readonly kind: string,
    /** What the SQLite store knows without a trip (its read cache); nothing on Redis. */
    private readonly memory: Pick<OpenedStore, "known" | "holds"> = {},
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
    const stored = this.memory.known?.(key);
    return stored && storedValue<T>(stored.value);
  }

  private async read(key: string): Promise<T | undefined> {
    return (await this.keyv.get<T>(key)) ?? undefined;
  }

  set(userId: number | string, value: T, ttlMs?: number): Promise<void> {
    const key = this.key(userId);
    // The store skips a write of what the row holds; asked here first, so a language chosen
    // again skips Keyv's own steps too. A value with an expiry is always written (its stored
    // text carries the new expiry).
    if (ttlMs === undefined && this.memory.holds?.(key, serialize({ value })))
      return Promise.resolve();
    return this.write(key, value, ttlMs);
  }

  private async write(key: string, value: T, ttlMs?: number): Promise<void> {
    await this.keyv.set(key, value, ttlMs);
  }

  /** Read, change and write one record; callers serialize per user (the bot's `sequentialize`). */
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
