import { type Added, type AddOptions, type InboxEntry, type InboxQueue, SEEN_MS } from "./queue.js";

/** A statement on the bot's SQLite database: the rows it returns. */
export type Sql = (text: string, ...params: unknown[]) => Promise<unknown[]>;

const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS inbox (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    kind TEXT NOT NULL,
    key TEXT,
    ord TEXT,
    body TEXT NOT NULL,
    deliveries INTEGER NOT NULL DEFAULT 0,
    added_at INTEGER NOT NULL,
    UNIQUE (kind, key)
  )`,
  "CREATE TABLE IF NOT EXISTS inbox_seen (kind TEXT, key TEXT, at INTEGER, PRIMARY KEY (kind, key)) WITHOUT ROWID",
];

interface Row {
  seq: number;
  ord: string | null;
  body: string;
  deliveries: number;
  added_at: number;
}

/**
 * The embedded inbox: one table in the bot's own SQLite file, one process. Each add is one
 * statement (written, or refused as seen, atomically); what a restart finds there is handed out
 * again, in the order it came.
 */
export class SqliteQueue implements InboxQueue {
  readonly sharedOrder = false;
  private fresh: InboxEntry[] = [];
  private length = 0;

  private constructor(
    private readonly sql: Sql,
    private readonly kind: string,
    private readonly max: number,
  ) {}

  static async open(sql: Sql, kind: string, max: number): Promise<SqliteQueue> {
    for (const statement of SCHEMA) await sql(statement);
    await sql("DELETE FROM inbox_seen WHERE at < ?", Date.now() - SEEN_MS);
    const queue = new SqliteQueue(sql, kind, max);
    const rows = (await sql(
      "SELECT seq, ord, body, deliveries, added_at FROM inbox WHERE kind = ? ORDER BY seq",
      kind,
    )) as Row[];
    queue.fresh = rows.map(entryOf);
    queue.length = rows.length;
    return queue;
  }

  async add(body: string, options: AddOptions): Promise<Added> {
    if (this.length >= this.max) return "full";
    // Counted before the write: two adds at the limit cannot both pass while the first writes.
    this.length++;
    const key = options.key ?? null;
    const at = Date.now();
    let rows: { seq: number }[];
    try {
      rows = (await this.sql(
        `INSERT INTO inbox (kind, key, ord, body, added_at)
         SELECT ?, ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM inbox_seen WHERE kind = ? AND key = ?)
         ON CONFLICT (kind, key) DO NOTHING RETURNING seq`,
        this.kind,
        key,
        options.order ?? null,
        body,
        at,
        this.kind,
        key,
      )) as { seq: number }[];
    } catch (error) {
      this.length--;
      throw error;
    }
    const seq = rows[0]?.seq;
    if (seq === undefined) {
      this.length--;
      return "seen";
    }
    this.fresh.push({
      id: String(seq),
      body,
      ...(options.order !== undefined && { order: options.order }),
      deliveries: 0,
      addedAt: at,
    });
    return "kept";
  }

  async take(max: number): Promise<InboxEntry[]> {
    return this.fresh
      .splice(0, max)
      .map((entry) => ({ ...entry, deliveries: entry.deliveries + 1 }));
  }

  async reclaim(): Promise<InboxEntry[]> {
    // One process: what it held when it stopped was handed out again at the start.
    return [];
  }

  async touch(): Promise<void> {}

  async done(entry: InboxEntry): Promise<void> {
    // Remembered as seen first: a crash between the two statements hands it out again, never
    // lets a redelivered copy in.
    await this.sql(
      "INSERT OR IGNORE INTO inbox_seen (kind, key, at) SELECT kind, key, ? FROM inbox WHERE seq = ? AND key IS NOT NULL",
      Date.now(),
      Number(entry.id),
    );
    await this.sql("DELETE FROM inbox WHERE seq = ?", Number(entry.id));
    this.length--;
  }

  async later(entry: InboxEntry): Promise<void> {
    // The count survives a restart, so the limit on attempts does too.
    await this.sql(
      "UPDATE inbox SET deliveries = ? WHERE seq = ?",
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
      "SELECT COUNT(*) AS n, MIN(added_at) AS oldest FROM inbox WHERE kind = ?",
      this.kind,
    )) as { n: number; oldest: number | null }[];
    return { length: row?.n ?? 0, oldestMs: row?.oldest ? Date.now() - row.oldest : 0 };
  }
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
