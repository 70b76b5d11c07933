import type Keyv from "keyv";

/** One kind of per-user record, stored under `${kind}:${userId}`. */
export class Records<T> {
  constructor(
    private readonly keyv: Keyv,
    readonly kind: string,
  ) {}

  key(userId: number | string): string {
    return `${this.kind}:${userId}`;
  }

  async get(userId: number | string): Promise<T | undefined> {
    return (await this.keyv.get<T>(this.key(userId))) ?? undefined;
  }

  async set(userId: number | string, value: T, ttlMs?: number): Promise<void> {
    await this.keyv.set(this.key(userId), value, ttlMs);
  }

  /** Read, change and write one record; callers serialize per user (the bot's `sequentialize`). */
  async update(userId: number | string, change: (current: T | undefined) => T): Promise<T> {
    const next = change(await this.get(userId));
    await this.set(userId, next);
    return next;
  }

  async delete(userId: number | string): Promise<void> {
    await this.keyv.delete(this.key(userId));
  }
}
