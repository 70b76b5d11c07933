/**
 * What a feature remembers for a while in this bot's memory (never the process's): values looked
 * up lately, each kept `ttlMs` and at most `max` of them, the oldest out first. One memo per
 * name, made on first ask; createBot hands one `Memos` to every feature through `deps`.
 */
export interface MemoLimits {
  ttlMs: number;
  max: number;
}

export class Memo<V> {
  private readonly kept = new Map<string, { value: V; at: number }>();

  constructor(private readonly limits: MemoLimits) {}

  /** What was remembered under `key` within the last `ttlMs` (a remembered undefined too). */
  get(key: string, now: number): { value: V } | undefined {
    const found = this.kept.get(key);
    if (!found || now - found.at > this.limits.ttlMs) return undefined;
    return { value: found.value };
  }

  set(key: string, value: V, now: number): void {
    this.kept.delete(key);
    this.kept.set(key, { value, at: now });
    if (this.kept.size > this.limits.max) this.kept.delete(this.kept.keys().next().value as string);
  }

  delete(key: string): void {
    this.kept.delete(key);
  }
}

export class Memos {
  private readonly memos = new Map<string, Memo<unknown>>();

  /** The memo named `name`; `limits` apply when it is made (the first ask). */
  of<V>(name: string, limits: MemoLimits): Memo<V> {
    let memo = this.memos.get(name);
    if (!memo) {
      memo = new Memo<unknown>(limits);
      this.memos.set(name, memo);
    }
    return memo as Memo<V>;
  }
}
