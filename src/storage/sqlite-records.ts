/**
 * A Keyv store adapter on the bot's SQLite file (Keyv takes any store with get, set, delete and
 * clear). It keeps Keyv's records in a table of its own, `records`; what Keyv hands it is opaque
 * text, stored as given, with the expiry Keyv asks for kept beside it. Written here rather than
 * taken from @keyv/sqlite for what a bot serving from one file needs:
 * - reads answered from memory (read-cache.ts), since every update reads a few records;
 * - writes that come while one is under way go together in the next statement (group commit),
 *   taking turns with the inbox's batched writes on the same connection;
 * - expired records swept from the file, not only when read again (once-marks are never read
 *   again once their day is over);
 * - each record's owner (owned-keys.ts) first in its primary key, so a publisher's /disconnect
 *   finds theirs without reading every record;
 * - iteration by key, a page at a time, for what reads every record (--forget-credentials).
 */
import { EventEmitter } from "node:events";
import type { KeyvStoreAdapter } from "keyv";
import { GroupCommit } from "../concurrency/group-commit.js";
import type { Semaphore } from "../concurrency/index.js";
import { ownerOf } from "./owned-keys.js";
import { ReadCache } from "./read-cache.js";

/** A statement on the bot's database and its rows. */
export type Sql = (text: string, ...params: unknown[]) => Promise<unknown[]>;

/**
 * Rows in the order of their owner (owned-keys.ts; 0 for a shared key): a publisher's records
 * sit together, so /disconnect reads theirs by the primary key, and a write goes into one tree.
 * A second index by owner made every write a second page, which a burst of postbacks paid for.
 */
const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS records (
    namespace TEXT NOT NULL,
    owner INTEGER NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    expires INTEGER,
    PRIMARY KEY (namespace, owner, key)
  ) WITHOUT ROWID`,
  "CREATE INDEX IF NOT EXISTS records_expiry ON records (expires) WHERE expires IS NOT NULL",
];

/** A row as kept in memory: the stored text, and when it expires (null: never). */
interface Row {
  value: string;
  expires: number | null;
}

/** A set (with its text) or a delete (without), in the namespace it was made in. */
interface Write {
  namespace: string;
  key: string;
  value?: string;
  expires: number | null;
}

/** A publisher's keys: a range of the primary key. */
export const OWNED_KEYS = `SELECT key FROM records
  WHERE namespace = ? AND owner = ? AND (expires IS NULL OR expires >= ?)`;

/**
 * A batch's sets in one statement of fixed text (prepared once, one bound text whatever the
 * batch's size): each row a JSON array [namespace, key, value, expires, owner].
 */
const UPSERT = `INSERT INTO records (namespace, owner, key, value, expires)
  SELECT e.value ->> 0, e.value ->> 1, e.value ->> 2, e.value ->> 3, e.value ->> 4
  FROM json_each(?1) AS e WHERE true
  ON CONFLICT (namespace, owner, key) DO UPDATE SET value = excluded.value, expires = excluded.expires`;
/**
 * A batch's deletes: [namespace, owner, key]; the rows that were there come back. Each column is
 * cast to its own type: without, SQLite looks rows up by the namespace alone, every record.
 */
export const REMOVE = `DELETE FROM records
  WHERE (namespace, owner, key) IN (SELECT CAST(e.value ->> 0 AS TEXT),
    CAST(e.value ->> 1 AS INTEGER), CAST(e.value ->> 2 AS TEXT) FROM json_each(?1) AS e)
  RETURNING namespace, key`;

/** A page of a namespace's live records after (owner, key), in the primary key's order. */
export const PAGE_AFTER = `SELECT owner, key, value FROM records
  WHERE namespace = ? AND (owner, key) > (?, ?) AND (expires IS NULL OR expires >= ?)
  ORDER BY owner, key LIMIT ?`;

/** Writes in one statement at most. */
const WRITE_BATCH = 200;
/** Rows per page of an iteration. */
const PAGE = 500;
/** How often expired rows are deleted from the file. */
const SWEEP_MS = 60 * 60_000;

export class SqliteRecords extends EventEmitter implements KeyvStoreAdapter {
  /** Keyv offers its `iterator()` only over a store that names an iterable dialect. */
  readonly opts = { dialect: "sqlite" };
  private space = "";
  private readonly cache = new ReadCache<Row>();
  private readonly writes: GroupCommit<Write, boolean>;
  private readonly sweeper: NodeJS.Timeout;

  private constructor(
    private readonly sql: Sql,
    private readonly writeTurns: Semaphore,
  ) {
    super();
    this.writes = new GroupCommit((batch) => this.apply(batch), WRITE_BATCH, writeTurns);
    this.sweeper = setInterval(() => {
      this.sweep().catch((error: unknown) => this.emit("error", error));
    }, SWEEP_MS);
    this.sweeper.unref();
  }

  /** Creates the table when missing and sweeps what expired while the bot was down. */
  static async open(sql: Sql, writeTurns: Semaphore): Promise<SqliteRecords> {
    for (const statement of SCHEMA) await sql(statement);
    const store = new SqliteRecords(sql, writeTurns);
    await store.sweep();
    return store;
  }

  /** Set by Keyv when it takes the store: records of other namespaces are not seen. */
  get namespace(): string | undefined {
    return this.space || undefined;
  }

  set namespace(namespace: string | undefined) {
    if ((namespace ?? "") === this.space) return;
    this.space = namespace ?? "";
    void this.cache.write("all", async () => undefined);
  }

  async get<Value>(key: string): Promise<Value | undefined> {
    const namespace = this.space;
    const row = await this.cache.read(key, () => this.select(namespace, key));
    if (row === undefined) return undefined;
    if (expired(row)) {
      await this.delete(key);
      return undefined;
    }
    return row.value as Value;
  }

  /** `value` is Keyv's stored text; `ttl` in milliseconds, as Keyv passes it. */
  set(key: string, value: string, ttl?: number): Promise<boolean> {
    const expires = typeof ttl === "number" && ttl > 0 ? Date.now() + ttl : null;
    // A write of what the row already holds (a language chosen again) is not made. A record
    // with an expiry is always written: its expiry moves.
    const kept = this.cache.peek(key)?.value;
    if (expires === null && kept?.expires === null && kept.value === value)
      return Promise.resolve(true);
    const write = { namespace: this.space, key, value, expires };
    return this.cache.write([key], () => this.writes.push(write));
  }

  delete(key: string): Promise<boolean> {
    const write = { namespace: this.space, key, expires: null };
    return this.cache.write([key], () => this.writes.push(write));
  }

  async deleteMany(keys: string[]): Promise<boolean> {
    const namespace = this.space;
    const deleted = await this.cache.write(keys, () =>
      Promise.all(keys.map((key) => this.writes.push({ namespace, key, expires: null }))),
    );
    return deleted.some(Boolean);
  }

  /** Every record of this namespace. */
  clear(): Promise<void> {
    const namespace = this.space;
    return this.cache.write("all", () =>
      this.writeTurns.run(async () => {
        await this.sql("DELETE FROM records WHERE namespace = ?", namespace);
      }),
    );
  }

  /** Live records of a namespace as [key, stored text], by owner and key, a page at a time. */
  async *iterator(namespace?: string): AsyncGenerator<[string, string], void> {
    let after = { owner: Number.MIN_SAFE_INTEGER, key: "" };
    for (;;) {
      const rows = (await this.sql(
        PAGE_AFTER,
        namespace ?? "",
        after.owner,
        after.key,
        Date.now(),
        PAGE,
      )) as { owner: number; key: string; value: string }[];
      for (const row of rows) yield [row.key, row.value];
      const last = rows.at(-1);
      if (last === undefined || rows.length < PAGE) return;
      after = last;
    }
  }

  /** The live keys of this namespace whose owner (owned-keys.ts) is `owner`, by the primary key. */
  async ownedKeys(owner: number): Promise<string[]> {
    const rows = (await this.sql(OWNED_KEYS, this.space, owner, Date.now())) as { key: string }[];
    return rows.map((row) => row.key);
  }

  /** Stops the sweeps; the connection is its opener's to close. */
  async disconnect(): Promise<void> {
    clearInterval(this.sweeper);
  }

  private async select(namespace: string, key: string): Promise<Row | undefined> {
    const [row] = (await this.sql(
      "SELECT value, expires FROM records WHERE namespace = ? AND owner = ? AND key = ?",
      namespace,
      ownerColumn(key),
      key,
    )) as Row[];
    return row;
  }

  /**
   * One batch, in one transaction (a crash keeps all of it or none): the last write of each key
   * wins, as one write after another would. Each write's answer: true for a set, for a delete
   * whether there was a row. A batch of sets alone, or of deletes alone (nearly every batch), is
   * one statement, which SQLite makes a transaction of its own: no BEGIN and COMMIT round trips
   * to the driver's thread while the other writes wait for their turn.
   */
  private async apply(batch: readonly Write[]): Promise<boolean[]> {
    const last = new Map<string, Write>();
    for (const write of batch) last.set(`${write.namespace}\n${write.key}`, write);
    const sets = [...last.values()].filter((write) => write.value !== undefined);
    const deletes = [...last.values()].filter((write) => write.value === undefined);
    const gone = new Set<string>();
    const removeAll = async () => {
      for (const row of await this.remove(deletes)) gone.add(`${row.namespace}\n${row.key}`);
    };
    if (deletes.length === 0) await this.upsert(sets);
    else if (sets.length === 0) await removeAll();
    else
      await this.transaction(async () => {
        await this.upsert(sets);
        await removeAll();
      });
    return batch.map(
      (write) => write.value !== undefined || gone.has(`${write.namespace}\n${write.key}`),
    );
  }

  private async transaction(work: () => Promise<void>): Promise<void> {
    await this.sql("BEGIN IMMEDIATE");
    try {
      await work();
      await this.sql("COMMIT");
    } catch (error) {
      await this.sql("ROLLBACK").catch(() => undefined);
      throw error;
    }
  }

  private async upsert(sets: readonly Write[]): Promise<void> {
    const rows = sets.map((write) => [
      write.namespace,
      ownerColumn(write.key),
      write.key,
      write.value,
      write.expires,
    ]);
    await this.sql(UPSERT, JSON.stringify(rows));
  }

  private async remove(deletes: readonly Write[]): Promise<{ namespace: string; key: string }[]> {
    const keys = deletes.map((write) => [write.namespace, ownerColumn(write.key), write.key]);
    return (await this.sql(REMOVE, JSON.stringify(keys))) as { namespace: string; key: string }[];
  }

  /** Deletes the rows whose expiry has passed, in its turn with the other writes. */
  private sweep(): Promise<void> {
    return this.writeTurns.run(async () => {
      await this.sql("DELETE FROM records WHERE expires < ?", Date.now());
    });
  }
}

/** A key's owner as the primary key holds it: 0 for a key no publisher owns. */
function ownerColumn(key: string): number {
  return ownerOf(key) ?? 0;
}

function expired(row: Row): boolean {
  return row.expires !== null && Date.now() > row.expires;
}
