/**
 * A table's own entry for a key that came from outside (typed by a publisher, sent by the network
 * or by Telegram), or undefined. `TABLE[word]` and `word in TABLE` also find what every object
 * inherits: `constructor`, `__proto__` and `toString` would read as entries. Shared by every layer.
 */
export function ownEntry<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
