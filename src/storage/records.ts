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
    const stored = this.known?.(key);
    const known = stored && storedValue<T>(stored.value);
    return known ? Promise.resolve(known.value) : this.read(key);
  }

  private async read(key: string): Promise<T | undefined> {
    return (await this.keyv.get<T>(key)) ?? undefined;
  }

  async set(userId: number | string, value: T, ttlMs?: number): Promise<void> {
    await this.keyv.set(this.key(userId), value, ttlMs);
  }

  /** Read, change and write one record; callers serialize per user (the bot's `inOrderPerOwner`). */
  async update(userId: number | string, change: (current: T | undefined) => T): Promise<T> {
    const next = change(await this.get(userId));
    await this.set(userId, next);
    return next;
  }

  async delete(userId: number | string): Promise<void> {
    await this.keyv.delete(this.key(userId));
  }
}
