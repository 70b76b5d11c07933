import sqlite3 from "sqlite3";
import { Semaphore } from "../concurrency/index.js";
import { reason, StartupError } from "../startup/error.js";
import { botKeyv, sealedRecords } from "./bot-keyv.js";
import { ownedBy } from "./owned-keys.js";
import { fileIdentity, prepareSqliteFile, sqliteFileFault } from "./sqlite-file.js";
import { ownSqliteFile } from "./sqlite-owner.js";
import { type Sql, SqliteRecords } from "./sqlite-records.js";
import type { OpenedStore } from "./store.js";

/** The probe's own key: written and read back by the start and by /healthz. */
const PROBE_KEY = "health";
/** Pages of log between checkpoints (40 MB at SQLite's 4 KiB pages). */
const WAL_PAGES = 10_000;
/** What the log file is cut back to after a checkpoint. */
const WAL_LIMIT_BYTES = 64 * 1024 * 1024;
/** How long a statement waits for a lock held by another connection (a backup, say). */
const BUSY_TIMEOUT_MS = 10_000;

/**
 * The embedded store: one SQLite file, checked writable before the bot takes any update. Keyv's
 * records live in the store adapter's table (sqlite-records.ts); the inbox keeps its own tables
 * on the same connection.
 */
export async function openSqlite(path: string): Promise<OpenedStore> {
  prepareSqliteFile(path);
  const release = await ownSqliteFile(path);
  const db = await openDatabase(path).catch(async (error: unknown) => {
    await release();
    throw error;
  });
  const statements = preparedStatements(db);
  const sql: Sql = (text, ...params) => statements.all(text, params);
  const close = async () => {
    await statements.finalize();
    await new Promise<void>((resolve, reject) =>
      db.close((error) => (error ? reject(error) : resolve())),
    );
    await release();
  };
  // The inbox's batched writes and the records' take turns on the one connection (group-commit.ts).
  const writeTurns = new Semaphore(1);
  let store: SqliteRecords | undefined;
  try {
    // WAL with NORMAL sync: a write no longer waits for its own fsync, and a crash of the
    // process still loses nothing committed.
    await sql("PRAGMA journal_mode=WAL");
    await sql("PRAGMA synchronous=NORMAL");
    // The log is copied into the file (and synced) every WAL_PAGES pages instead of SQLite's
    // 1,000: the inbox's and the records' pages, written again and again by a burst, are copied
    // once per checkpoint, not once per thousand pages; the log is cut back after to its limit.
    await sql(`PRAGMA wal_autocheckpoint=${WAL_PAGES}`);
    await sql(`PRAGMA journal_size_limit=${WAL_LIMIT_BYTES}`);
    store = await SqliteRecords.open(sql, writeTurns);
  } catch (error) {
    await close().catch(() => undefined);
    throw new StartupError(`cannot write the database ${path} (${reason(error)})`);
  }
  const records = store;
  const keyv = botKeyv(records);
  const probeWrite = async () => {
    await keyv.set(PROBE_KEY, Date.now(), 60_000);
    if ((await keyv.get(PROBE_KEY)) === undefined) throw new Error("a write did not read back");
  };
  try {
    await probeWrite();
  } catch (error) {
    await keyv.disconnect().catch(() => undefined);
    await close().catch(() => undefined);
    throw new StartupError(`cannot write the database ${path} (${reason(error)})`);
  }
  const opened = fileIdentity(path);
  return {
    keyv,
    sql,
    writeTurns,
    where: path,
    sealedEntries: () => sealedRecords(keyv),
    async deleteOwned(userId, keep) {
      const owned = (await records.ownedKeys(userId)).filter((key) => ownedBy(key, userId, keep));
      if (owned.length > 0) await keyv.deleteMany(owned);
      return owned.length;
    },
    async probeWrite() {
      const fault = sqliteFileFault(path, opened);
      if (fault) throw new Error(fault);
      await probeWrite();
    },
    async close() {
      await keyv.disconnect();
      await close();
    },
  };
}

/** Statements kept prepared, by text: the batched writes' and the reads' texts are fixed. */
const PREPARED_MAX = 64;

/**
 * The driver's prepared statements, reused: `db.all(text)` prepares, runs and finalizes a
 * statement each time, three trips to the thread pool (and back through the event loop) where a
 * prepared one makes one. A statement that fails is dropped, and so is the longest unused past
 * PREPARED_MAX.
 */
function preparedStatements(db: sqlite3.Database) {
  const kept = new Map<string, Promise<sqlite3.Statement>>();
  const prepare = (text: string) =>
    new Promise<sqlite3.Statement>((resolve, reject) => {
      const statement = db.prepare(text, (error) => (error ? reject(error) : resolve(statement)));
    });
  const drop = (text: string, prepared: Promise<sqlite3.Statement> | undefined) => {
    if (!prepared || kept.get(text) !== prepared) return;
    kept.delete(text);
    prepared.then(
      (statement) => statement.finalize(),
      () => undefined,
    );
  };
  return {
    async all(text: string, params: unknown[]): Promise<unknown[]> {
      let prepared = kept.get(text);
      if (prepared) kept.delete(text);
      else prepared = prepare(text);
      // Last used last: the first in the map is the longest unused.
      kept.set(text, prepared);
      if (kept.size > PREPARED_MAX) {
        const [oldest] = kept;
        if (oldest) drop(...oldest);
      }
      let statement: sqlite3.Statement;
      try {
        statement = await prepared;
      } catch (error) {
        drop(text, prepared);
        throw error;
      }
      return new Promise((resolve, reject) =>
        statement.all(params, (error, rows) => (error ? reject(error) : resolve(rows))),
      );
    },
    async finalize(): Promise<void> {
      const all = [...kept.values()];
      kept.clear();
      for (const prepared of all) {
        const statement = await prepared.catch(() => undefined);
        if (statement) await new Promise<void>((resolve) => statement.finalize(() => resolve()));
      }
    },
  };
}

function openDatabase(path: string): Promise<sqlite3.Database> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(path, (error) => {
      if (error) reject(new StartupError(`cannot open the database ${path} (${reason(error)})`));
      else {
        db.configure("busyTimeout", BUSY_TIMEOUT_MS);
        resolve(db);
      }
    });
  });
}
