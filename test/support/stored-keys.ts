import sqlite3 from "sqlite3";

/** Every record's key in the bot's SQLite file (sqlite-records.ts), read with a connection of our own. */
export function storedKeys(path: string): Promise<string[]> {
  const db = new sqlite3.Database(path, sqlite3.OPEN_READONLY);
  return new Promise((resolve, reject) =>
    db.all<{ key: string }>("SELECT key FROM records", (error, rows) => {
      db.close();
      if (error) reject(error);
      else resolve(rows.map((row) => row.key));
    }),
  );
}

/** Keys that name the user as one of their parts (`user:7`, `once:alert:7:…`). */
export const keysNaming = (keys: readonly string[], userId: number) =>
  keys.filter((key) => key.split(":").includes(String(userId)));
