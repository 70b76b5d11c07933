// Deterministic randomness: every generated value derives from a seed, never from Math.random,
// so a sandbox started with the same seed and date always serves the same data.

/** Mixes two 32-bit integers into a well-spread 32-bit unsigned hash (murmur3 finaliser). */
export function mix(a: number, b: number): number {
  let h = (a ^ Math.imul((b + 0x9e3779b9) | 0, 0x85ebca6b)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a over a string. */
function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Folds any number of parts into one seed. */
export function seedOf(...parts: ReadonlyArray<number | string>): number {
  let h = 0x12345678;
  for (const p of parts) h = mix(h, typeof p === "number" ? p | 0 : hashString(p));
  return h;
}

/** A uniform number in [0, 1) from a hash, for one-off picks without an Rng. */
export function unit(h: number): number {
  return h / 4294967296;
}

/** mulberry32: small, fast, good enough for test data. */
export class Rng {
  private s: number;

  constructor(seed: number) {
    this.s = seed >>> 0;
  }

  /** Where the sequence stands: `new Rng(state)` goes on from here (a kept demo network). */
  get state(): number {
    return this.s;
  }

  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(arr: readonly T[]): T {
    if (arr.length === 0) throw new Error("pick from an empty list");
    return arr[Math.floor(this.next() * arr.length)] as T;
  }

  /** Picks with a bias towards the start of the list (popular first). */
  pickSkewed<T>(arr: readonly T[], power = 2): T {
    if (arr.length === 0) throw new Error("pick from an empty list");
    return arr[Math.floor(this.next() ** power * arr.length)] as T;
  }

  /** n distinct elements, order random. */
  sample<T>(arr: readonly T[], n: number): T[] {
    const copy = arr.slice();
    const out: T[] = [];
    while (out.length < n && copy.length > 0) {
      const i = Math.floor(this.next() * copy.length);
      out.push(copy[i] as T);
      copy[i] = copy[copy.length - 1] as T;
      copy.pop();
    }
    return out;
  }
}
