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
  const sql: Sql = (text, ...params) =>
    new Promise((resolve, reject) =>
      db.all(text, params, (error, rows) => (error ? reject(error) : resolve(rows))),
    );
  const close = async () => {
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
