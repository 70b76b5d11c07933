import { GroupCommit } from "../concurrency/group-commit.js";
import type { Semaphore } from "../concurrency/index.js";
import { type Added, type AddOptions, type InboxEntry, type InboxQueue, SEEN_MS } from "./queue.js";

/** A statement on the bot's SQLite database: the rows it returns. */
export type Sql = (text: string, ...params: unknown[]) => Promise<unknown[]>;

/**
 * One table: a keyed entry handled stays as a tombstone (`done`, its body emptied) while its key
 * must be remembered, so an add is one statement that finds both an entry in hand and one seen.
 * An entry without a key (a postback) is deleted once handled: nothing asks for it again.
 */
const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS inbox_entries (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    key TEXT,
    ord TEXT,
    body TEXT NOT NULL,
    deliveries INTEGER NOT NULL DEFAULT 0,
    added_at INTEGER NOT NULL,
    done INTEGER NOT NULL DEFAULT 0,
    UNIQUE (kind, key)
  )`,
  "CREATE INDEX IF NOT EXISTS inbox_entries_open ON inbox_entries (kind, done, seq)",
];
/**
 * A batch of adds in one statement of fixed text (prepared once): the entries go as one JSON text,
 * in their order (json_each's key is the position), so they take rising seqs in that order.
 */
const INSERT = `INSERT INTO inbox_entries (kind, key, ord, body, added_at)
  SELECT ?1, e.value ->> 'key', e.value ->> 'order', e.value ->> 'body', e.value ->> 'at'
  FROM json_each(?2) AS e WHERE true ORDER BY e.key
  ON CONFLICT (kind, key) DO NOTHING RETURNING seq, key`;
/** A batch of dones of keyed entries: their seqs as one JSON array. */
const MARK_DONE = `UPDATE inbox_entries SET done = 1, body = ''
  WHERE seq IN (SELECT e.value FROM json_each(?1) AS e)`;
/** A batch of dones of entries without a key. */
const DELETE_DONE =
  "DELETE FROM inbox_entries WHERE seq IN (SELECT e.value FROM json_each(?1) AS e)";
/** Tombstones are swept this often, once a day old. */
const SWEEP_MS = 60_000;

/** Entries written in one statement at most. */
const BATCH = 200;

interface WaitingAdd {
  body: string;
  options: AddOptions;
  at: number;
}

interface Row {
  seq: number;
  keyed: number;
  ord: string | null;
  body: string;
  deliveries: number;
  added_at: number;
}

/**
 * The embedded inbox: one table in the bot's own SQLite file, one process. An add is one statement
 * (written, or refused as seen, atomically), and so is a done; what a restart finds there is
 * handed out again, in the order it came.
 */
export class SqliteQueue implements InboxQueue {
  readonly sharedOrder = false;
  private fresh: InboxEntry[] = [];
  private length = 0;
  /** The seqs of keyed entries not yet done: theirs stay as tombstones when done. */
  private readonly keyed = new Set<number>();
  /** Adds, and dones, that arrive together are written in one statement. */
  private readonly adds: GroupCommit<WaitingAdd, Added>;
  private readonly dones: GroupCommit<number, undefined>;
  private sweptAt = 0;

  private constructor(
    private readonly sql: Sql,
    private readonly kind: string,
    private readonly max: number,
    writeTurns?: Semaphore,
  ) {
    this.adds = new GroupCommit((batch) => this.insert(batch), BATCH, writeTurns);
    this.dones = new GroupCommit((seqs) => this.markDone(seqs), BATCH, writeTurns);
  }

  /** `writeTurns`: shared with the store's other batched writes on the same database. */
  static async open(
    sql: Sql,
    kind: string,
    max: number,
    writeTurns?: Semaphore,
  ): Promise<SqliteQueue> {
    for (const statement of SCHEMA) await sql(statement);
    const queue = new SqliteQueue(sql, kind, max, writeTurns);
    await queue.sweep();
    const rows = (await sql(
      "SELECT seq, key IS NOT NULL AS keyed, ord, body, deliveries, added_at FROM inbox_entries WHERE kind = ? AND done = 0 ORDER BY seq",
      kind,
    )) as Row[];
    for (const row of rows) if (row.keyed) queue.keyed.add(row.seq);
    queue.fresh = rows.map(entryOf);
    queue.length = rows.length;
    return queue;
  }

  async add(body: string, options: AddOptions): Promise<Added> {
    if (this.length >= this.max) return "full";
    // Counted before the write: two adds at the limit cannot both pass while the first writes.
    this.length++;
    if (Date.now() - this.sweptAt > SWEEP_MS) void this.sweep().catch(() => undefined);
    return this.adds.push({ body, options, at: Date.now() });
  }

  private async insert(batch: readonly WaitingAdd[]): Promise<Added[]> {
    try {
      return await this.insertRows(batch);
    } catch (error) {
      this.length -= batch.length;
      throw error;
    }
  }

  private async insertRows(batch: readonly WaitingAdd[]): Promise<Added[]> {
    const entries = batch.map(({ body, options: { key, order }, at }) => ({
      key: key ?? null,
      order: order ?? null,
      body,
      at: digits(at),
    }));
    const rows = (await this.sql(INSERT, this.kind, JSON.stringify(entries))) as {
      seq: number;
      key: string | null;
    }[];
    // Rows go in in the order given and take rising seqs; a keyed one is back only if it went in
    // (the first of a key in a batch wins, as one add after another would).
    const seqs = rows.map((r) => r.seq).sort((a, b) => a - b);
    const keysIn = new Set(rows.flatMap((r) => (r.key === null ? [] : [r.key])));
    let next = 0;
    return batch.map(({ body, options, at }) => {
      const key = options.key;
      const wentIn = key === undefined || keysIn.delete(key);
      const seq = wentIn ? seqs[next++] : undefined;
      if (seq === undefined) {
        this.length--;
        return "seen";
      }
      if (key !== undefined) this.keyed.add(seq);
      this.fresh.push({
        id: String(seq),
        body,
        ...(options.order !== undefined && { order: options.order }),
        deliveries: 0,
        addedAt: at,
        ...(options.value !== undefined && { value: options.value }),
      });
      return "kept";
    });
  }

  async take(max: number): Promise<InboxEntry[]> {
    const taken = this.fresh.splice(0, max);
    // The queue's own objects, no longer kept here: counted in place.
    for (const entry of taken) entry.deliveries += 1;
    return taken;
  }

  async reclaim(): Promise<InboxEntry[]> {
    // One process: what it held when it stopped was handed out again at the start.
    return [];
  }

  async touch(): Promise<void> {}

  async done(entry: InboxEntry): Promise<void> {
    // A keyed entry leaves a tombstone: its key stays known (a redelivered copy is "seen") until
    // the sweep.
    await this.dones.push(Number(entry.id));
    this.length--;
  }

  private async markDone(seqs: number[]): Promise<undefined[]> {
    const keyed = seqs.filter((seq) => this.keyed.has(seq));
    const keyless = seqs.filter((seq) => !this.keyed.has(seq));
    if (keyless.length > 0) await this.sql(DELETE_DONE, JSON.stringify(keyless.map(digits)));
    if (keyed.length > 0) await this.sql(MARK_DONE, JSON.stringify(keyed.map(digits)));
    for (const seq of keyed) this.keyed.delete(seq);
    return [];
  }

  /** Tombstones go once their day is over. */
  private async sweep(): Promise<void> {
    this.sweptAt = Date.now();
    await this.sql(
      "DELETE FROM inbox_entries WHERE kind = ? AND done = 1 AND added_at < ?",
      this.kind,
      Date.now() - SEEN_MS,
    );
  }

  async later(entry: InboxEntry): Promise<void> {
    // The count survives a restart, so the limit on attempts does too.
    await this.sql(
      "UPDATE inbox_entries SET deliveries = ? WHERE seq = ?",
      entry.deliveries,
      Number(entry.id),
    );
  }

  async firstOf(): Promise<string | undefined> {
    // One process hands entries out in order and the worker chains them per order key.
    return undefined;
  }

  async stats() {
    const [row] = (await this.sql(
      "SELECT COUNT(*) AS n, MIN(added_at) AS oldest FROM inbox_entries WHERE kind = ? AND done = 0",
      this.kind,
    )) as { n: number; oldest: number | null }[];
    return { length: row?.n ?? 0, oldestMs: row?.oldest ? Date.now() - row.oldest : 0 };
  }
}

/** A number of ours (a seq, a time) as it goes into a batch's JSON: a whole number, checked. */
function digits(value: number): number {
  if (!Number.isSafeInteger(value)) throw new Error(`not an integer: ${value}`);
  return value;
}

function entryOf(row: Row): InboxEntry {
  return {
    id: String(row.seq),
    body: row.body,
    ...(row.ord !== null && { order: row.ord }),
    deliveries: row.deliveries,
    addedAt: row.added_at,
  };
}
