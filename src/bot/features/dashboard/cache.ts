/**
 * Answers kept per user and question for a minute: the page asks again on every tab switch and
 * period tap, and the network's statistics change by the minute at most. A read still under way
 * is shared (a deferred report is polled once, however often the page asks), and a failed one is
 * forgotten at once, so the next ask tries again.
 */
export const ANSWER_TTL_MS = 60_000;
/** Enough for every publisher of a busy bot looking at a few periods; oldest go first. */
const MAX_ENTRIES = 2_000;

interface Entry<T> {
  at: number;
  answer: Promise<T>;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry<unknown>>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The kept answer to `key` (the user's id first), or `read()` kept from now on. */
  get<T>(key: string, read: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept && this.now() - kept.at < ANSWER_TTL_MS) return kept.answer as Promise<T>;
    const answer = read();
    this.entries.delete(key);
    this.entries.set(key, { at: this.now(), answer });
    answer.catch(() => {
      if (this.entries.get(key)?.answer === answer) this.entries.delete(key);
    });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES) break;
      this.entries.delete(oldest);
    }
    return answer;
  }
}
