import KeyvSqlite, { type KeyvSqliteOptions } from "@keyv/sqlite";
import type Keyv from "keyv";
import { GroupCommit } from "../concurrency/group-commit.js";
import { Semaphore } from "../concurrency/index.js";
import { reason, StartupError } from "../startup/error.js";
import { looksSealed } from "./cipher.js";
import { botKeyv } from "./keyv-format.js";
import { ownedBy } from "./owned-keys.js";
import { ReadCache } from "./read-cache.js";
import { fileIdentity, prepareSqliteFile, sqliteFileFault } from "./sqlite-file.js";
import type { OpenedStore, SealedEntry } from "./store.js";

/** The probe's own key: written and read back by the start and by /healthz. */
const PROBE_KEY = "health";

/** The embedded store: one SQLite file, checked writable before the bot takes any update. */
export async function openSqlite(path: string): Promise<OpenedStore> {
  prepareSqliteFile(path);
  // The inbox's batched writes and Keyv's take turns on the one connection (group-commit.ts).
  const writeTurns = new Semaphore(1);
  const store = new CachedKeyvSqlite({ uri: `sqlite://${path}`, busyTimeout: 10_000 }, writeTurns);
  const keyv = botKeyv(store);
  const probeWrite = async () => {
    await keyv.set(PROBE_KEY, Date.now(), 60_000);
    if ((await keyv.get(PROBE_KEY)) === undefined) throw new Error("a write did not read back");
  };
  try {
    // WAL with NORMAL sync: a write no longer waits for its own fsync (about 40 times faster
    // here, ~4 ms to ~0.1 ms), and a crash of the process still loses nothing committed.
    await store.query("PRAGMA journal_mode=WAL");
    await store.query("PRAGMA synchronous=NORMAL");
    await probeWrite();
  } catch (error) {
    await keyv.disconnect().catch(() => undefined);
    throw new StartupError(`cannot write the database ${path} (${reason(error)})`);
  }
  const opened = fileIdentity(path);
  return {
    keyv,
    sql: (text, ...params) => store.query(text, ...params) as Promise<unknown[]>,
    writeTurns,
    where: path,
    known: (key) => store.known(key),
    holds: (key, text) => store.holds(key, text),
    sealedEntries: () => sealedRows(store, keyv),
    deleteOwned: (userId, keep) => deleteOwnedRows(store, keyv, userId, keep),
    async probeWrite() {
      const fault = sqliteFileFault(path, opened);
      if (fault) throw new Error(fault);
      await probeWrite();
    },
    close: () => keyv.disconnect(),
  };
}

/** Rows whose value has the sealed form; the LIKE only narrows, Keyv's own read decides. */
async function* sealedRows(store: KeyvSqlite, keyv: Keyv): AsyncIterable<SealedEntry> {
  const rows = (await store.query(`SELECT key FROM keyv WHERE value LIKE '%"v1.%'`)) as {
    key: string;
  }[];
  for (const { key } of rows) {
    const value = await keyv.get(key);
    if (looksSealed(value)) yield { key, value };
  }
}

/** The LIKE narrows to keys naming the id; `ownedBy` decides. Deletes go through the read cache. */
async function deleteOwnedRows(
  store: KeyvSqlite,
  keyv: Keyv,
  userId: number,
  keep?: ReadonlySet<string>,
): Promise<number> {
  const rows = (await store.query("SELECT key FROM keyv WHERE key LIKE ?", `%:${userId}%`)) as {
    key: string;
  }[];
  const owned = rows.map((row) => row.key).filter((key) => ownedBy(key, userId, keep));
  if (owned.length > 0) await keyv.deleteMany(owned);
  return owned.length;
}

/** Rows written in one statement at most (two parameters each, far under SQLite's limit). */
const WRITE_BATCH = 200;

/**
 * Keyv's SQLite store with the last reads kept in memory (read-cache.ts): hits skip the driver.
 * Writes that come while one is under way go together in the next statement (group commit): a
 * stream of postbacks writes a click's status each, one statement per batch, not per postback.
 */
class CachedKeyvSqlite extends KeyvSqlite {
  private readonly cache = new ReadCache();
  private readonly writes: GroupCommit<{ key: string; value: string }, undefined>;

  constructor(options: KeyvSqliteOptions, writeTurns: Semaphore) {
    super(options);
    this.writes = new GroupCommit((rows) => this.upsert(rows), WRITE_BATCH, writeTurns);
  }

  /** Later rows of a key win, as one write after another would (SQLite upserts them in order). */
  private async upsert(rows: readonly { key: string; value: string }[]): Promise<undefined[]> {
    const values = rows.map(() => "(?, ?)").join(", ");
    await this.query(
      `INSERT INTO keyv (key, value) VALUES ${values} ON CONFLICT(key) DO UPDATE SET value=excluded.value`,
      ...rows.flatMap(({ key, value }) => [key, value]),
    );
    return rows.map(() => undefined);
  }

  /** The stored text of a key whose last read or write this process saw (read-cache.ts). */
  known(key: string): { value: string | undefined } | undefined {
    return this.cache.peek(key);
  }

  /** The key holds exactly this stored text: a write of it is not made (read-cache.ts). */
  holds(key: string, text: string): boolean {
    return this.cache.holds(key, text);
  }

  override get<Value>(key: string): Promise<Value | undefined> {
    return this.cache.read(key, () => super.get<string>(key)) as Promise<Value | undefined>;
  }

  // biome-ignore lint/suspicious/noExplicitAny: KeyvSqlite's own signature
  override set(key: string, value: any): Promise<any> {
    // A write of what the row already holds (a language chosen again) is not made. A value with
    // an expiry never matches: Keyv's serialized form carries the new expiry.
    if (this.holds(key, value)) return Promise.resolve();
    return this.cache.write([key], () => this.writes.push({ key, value }));
  }

  override delete(key: string): Promise<boolean> {
    return this.cache.write([key], () => super.delete(key));
  }

  override deleteMany(keys: string[]): Promise<boolean> {
    return this.cache.write(keys, () => super.deleteMany(keys));
  }

  override clear(): Promise<void> {
    return this.cache.write("all", () => super.clear());
  }
}
