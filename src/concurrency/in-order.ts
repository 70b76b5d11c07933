/**
 * Work of one key runs one at a time, in the order it was given; keys do not wait for each other.
 * Work of a key with nothing under way starts at once, in the same tick (the common case: a chat's
 * update with no other of that chat being handled), so order costs nothing until it is needed.
 */
export class InOrder {
  /** The last work given per key, settled either way: what the next work of the key waits for. */
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key);
    const turn = before === undefined ? work() : before.then(work);
    const tails = this.tails;
    const tail: Promise<void> = turn.then(release, release);
    tails.set(key, tail);
    function release() {
      if (tails.get(key) === tail) tails.delete(key);
    }
    return turn;
  }

  /** Settles when every work of this key given so far has. */
  after(key: string): Promise<void> {
    return this.tails.get(key) ?? Promise.resolve();
  }
}
