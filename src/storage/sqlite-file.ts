import {
  accessSync,
  chmodSync,
  closeSync,
  constants,
  openSync,
  type Stats,
  statSync,
} from "node:fs";
import { dirname } from "node:path";
import { reason, StartupError } from "../startup/error.js";
import { makeDirs } from "./make-dirs.js";

/** The file, the two SQLite keeps beside it in WAL mode and its owner lock (sqlite-owner.ts). */
const SUFFIXES = ["", "-wal", "-shm", "-owner"];

export interface FileIdentity {
  dev: number;
  ino: number;
}

/**
 * Makes the database's directory (0700) and file (0600) before SQLite opens it, since they hold
 * publishers' data, and refuses with one clear message what SQLite would only fail on later: a
 * directory where the file should be, a read-only file, a directory the bot cannot create.
 */
export function prepareSqliteFile(path: string): void {
  makeDataDir(dirname(path));
  const stats = statOrUndefined(path);
  if (stats?.isDirectory()) {
    throw new StartupError(
      `STORAGE_URL points at ${path}, which is a directory; name a file in it, e.g. sqlite://${path}/bot.sqlite`,
    );
  }
  if (stats && readOnly(path, stats)) {
    throw new StartupError(
      `the database ${path} is read-only; make it writable by the bot (chmod 600) or point STORAGE_URL elsewhere`,
    );
  }
  if (!stats) createFile(path);
  // Only ever tightened: an older file may have been created 0644.
  for (const suffix of SUFFIXES) {
    if (statOrUndefined(path + suffix)) chmodSync(path + suffix, 0o600);
  }
}

/** What is wrong with the open database's file under the running bot, or undefined. */
export function sqliteFileFault(path: string, opened: FileIdentity): string | undefined {
  let stats: Stats;
  try {
    stats = statSync(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === "ENOENT"
      ? `the database file ${path} was deleted`
      : `${path}: ${reason(error)}`;
  }
  // Writes would still go to the open, unlinked file and vanish on restart.
  if (stats.dev !== opened.dev || stats.ino !== opened.ino) {
    return `the database file ${path} was replaced`;
  }
  if (readOnly(path, stats)) return `the database file ${path} was made read-only`;
  return undefined;
}

export function fileIdentity(path: string): FileIdentity {
  const { dev, ino } = statSync(path);
  return { dev, ino };
}

function makeDataDir(dir: string): void {
  try {
    if (makeDirs(dir, 0o700)) chmodSync(dir, 0o700);
  } catch (error) {
    throw new StartupError(`cannot create the data directory ${dir} (${reason(error)})`);
  }
}

function createFile(path: string): void {
  try {
    closeSync(openSync(path, "a", 0o600));
  } catch (error) {
    throw new StartupError(`cannot create the database ${path} (${reason(error)})`);
  }
}

/**
 * access() answers for the running user and the file system (read-only mounts); for root it says
 * yes to anything, so a file whose owner may not write is taken as meant to be read-only too.
 */
function readOnly(path: string, stats: Stats): boolean {
  if ((stats.mode & 0o200) === 0) return true;
  try {
    accessSync(path, constants.W_OK);
    return false;
  } catch {
    return true;
  }
}

function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new StartupError(`cannot reach ${path} (${reason(error)})`);
  }
}
