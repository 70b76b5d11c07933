/**
 * One bot process per SQLite file. The records' reads are answered from memory (read-cache.ts),
 * which is right only while this process alone writes the file: a second bot on it would read
 * stale records and write over the first's. So the process holds an exclusive lock on a small
 * SQLite file beside the database (`<file>-owner`) for as long as it runs: SQLite's own locking,
 * which the operating system lets go when the process ends, however it ends. The database itself
 * stays open to other readers (a backup).
 */
import { closeSync, openSync } from "node:fs";
import sqlite3 from "sqlite3";
import { reason, StartupError } from "../startup/error.js";

/** Takes the lock, or refuses the start when another process holds it; resolves with its release. */
export async function ownSqliteFile(path: string): Promise<() => Promise<void>> {
  const owner = `${path}-owner`;
  closeSync(openSync(owner, "a", 0o600));
  const db = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened = new sqlite3.Database(owner, (error) =>
      error ? reject(error) : resolve(opened),
    );
  }).catch((error: unknown) => {
    throw new StartupError(`cannot open ${owner} (${reason(error)})`);
  });
  const release = () => new Promise<void>((resolve) => db.close(() => resolve()));
  // In exclusive locking mode the lock a transaction takes is kept after it, until the close.
  const taken = await new Promise<Error | null>((resolve) =>
    db.exec("PRAGMA locking_mode=EXCLUSIVE; BEGIN EXCLUSIVE; COMMIT;", resolve),
  );
  if (!taken) return release;
  await release();
  if ((taken as NodeJS.ErrnoException).code === "SQLITE_BUSY") {
    throw new StartupError(
      `another bot process is using the database ${path}: one process per SQLite file. To run several instances, give them Redis (STORAGE_URL=redis://…, docs/operations.md)`,
    );
  }
  throw new StartupError(`cannot lock ${owner} (${reason(taken)})`);
}
