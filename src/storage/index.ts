import type Keyv from "keyv";
import type { Config } from "../config.js";
import type { Language } from "../languages.js";
import type { Logger } from "../logger.js";
import type { KeyCheck } from "./key-check.js";
import { type OpenedStore, openStore, type RedisCommands } from "./keyv.js";
import { inProcessLocks, type Locks, RedisLocks } from "./locks.js";
import { KeyvOnceMarks, type OnceMarks, RedisOnceMarks } from "./once.js";
import { Records } from "./records.js";
import { SealedRecords, type SealGuard } from "./sealed.js";
import { type IdSets, KeyvIdSets, RedisIdSets } from "./sets.js";
import { type KeySettings, settleKey } from "./settle-key.js";
import { UnreadableLog } from "./unreadable-log.js";
import { CredentialVault, type PublisherSecrets } from "./vault.js";

export type { Language } from "../languages.js";
export type { Locks } from "./locks.js";
export type { OnceHold, OnceMarks } from "./once.js";
export { Records } from "./records.js";
export { SealedRecords } from "./sealed.js";
export type { IdSets } from "./sets.js";
export { CredentialVault, hasClientPair, type PublisherSecrets } from "./vault.js";

/** Minutes of the publisher's local day; `from` > `to` spans midnight. */
export interface QuietHours {
  from: number;
  to: number;
}

/** A publisher's settings; kept apart from their secrets (the vault). */
export interface UserSettings {
  /** chosen with /language */
  language?: Language;
  /** the language of their Telegram client when last seen: what jobs speak until they choose */
  clientLanguage?: Language;
  timeZone?: string;
  /** when pushes that can wait are held (set in /alerts); null: none, chosen */
  quietHours?: QuietHours | null;
}

/** Every kind of per-user record ever used, so forgetUser finds kinds this process has not met. */
const KINDS_KEY = "record-kinds";

export class Storage {
  /** Publishers' credentials, encrypted, with the index of those who can file claims. */
  readonly vault: CredentialVault;
  readonly users: Records<UserSettings>;
  readonly sets: IdSets;
  readonly once: OnceMarks;
  /** Per-chat mutual exclusion across instances (a no-op with one process). */
  readonly locks: Locks;
  private readonly kinds = new Map<string, Records<unknown>>();
  private readonly forgetters = new Map<string, (userId: number) => Promise<void>>();
  /** Writes of the persisted list of record kinds, in order. */
  private registry: Promise<void> = Promise.resolve();
  readonly keyv: Keyv;
  readonly redis: RedisCommands | undefined;
  /** SQLite mode: statements on the bot's database, for tables beside Keyv's (the inbox). */
  readonly sql: OpenedStore["sql"];
  private readonly guard: SealGuard;

  constructor(
    private readonly store: OpenedStore,
    private readonly secretKey: Buffer,
    check: KeyCheck,
    logger?: Logger,
  ) {
    const { keyv, redis } = store;
    this.keyv = keyv;
    this.redis = redis;
    this.sql = store.sql;
    const unreadable = new UnreadableLog(logger);
    this.guard = { beforeWrite: () => check.ensure(), unreadable: (key) => unreadable.note(key) };
    this.sets = redis ? new RedisIdSets(redis) : new KeyvIdSets(keyv);
    this.vault = new CredentialVault(this.sealed<PublisherSecrets>("credentials"), this.sets);
    this.users = this.records<UserSettings>("user");
    // forgetUser deletes the credentials record by kind; the index goes with it.
    this.onForget("credential-index", (userId) => this.vault.index(userId, undefined));
    this.once = redis ? new RedisOnceMarks(redis) : new KeyvOnceMarks(keyv);
    this.locks = redis ? new RedisLocks(redis) : inProcessLocks;
  }

  /**
   * Undefined when a write goes through within `timeoutMs`, else why not (for /healthz): a read
   * alone passes on a read-only or deleted database, and a dead Redis queues commands.
   */
  async probe(timeoutMs: number): Promise<string | undefined> {
    const answer = this.store.probeWrite().then(
      () => undefined,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<string>((resolve) => {
      timer = setTimeout(() => resolve(`no answer within ${timeoutMs} ms`), timeoutMs);
    });
    try {
      return await Promise.race([answer, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** A kind of per-user record; every kind is wiped by `forgetUser`. */
  records<T>(kind: string): Records<T> {
    const existing = this.kinds.get(kind);
    if (existing) return existing as Records<T>;
    const created = new Records<T>(this.keyv, kind);
    this.kinds.set(kind, created as Records<unknown>);
    // Kinds are met lazily: after a restart, /disconnect must still find the ones used before.
    this.registry = this.registry.then(() => this.rememberKind(kind)).catch(() => undefined);
    return created;
  }

  private async rememberKind(kind: string): Promise<void> {
    // On Redis several instances add kinds at once: a native set, not a read-modify-write.
    if (this.redis) {
      await this.redis.sendCommand(["SADD", `pbot:${KINDS_KEY}`, kind]);
      return;
    }
    const known = (await this.keyv.get<string[]>(KINDS_KEY)) ?? [];
    if (!known.includes(kind)) await this.keyv.set(KINDS_KEY, [...known, kind]);
  }

  private async knownKinds(): Promise<string[]> {
    if (this.redis)
      return (await this.redis.sendCommand(["SMEMBERS", `pbot:${KINDS_KEY}`])) as string[];
    return (await this.keyv.get<string[]>(KINDS_KEY)) ?? [];
  }

  /** A kind of per-user record encrypted at rest; wiped by `forgetUser` like any kind. */
  sealed<T>(kind: string): SealedRecords<T> {
    return new SealedRecords<T>(this.records<string>(kind), this.secretKey, this.guard);
  }

  /**
   * For data not keyed by user alone (set memberships, indexes): cleaned on /disconnect too. One
   * forgetter per name, so a second bot built on the same storage does not add it twice.
   */
  onForget(name: string, forget: (userId: number) => Promise<void>): void {
    this.forgetters.set(name, forget);
  }

  /**
   * Deletes the publisher's credentials and every key of theirs: records of every kind, click
   * records, once-marks (owned-keys.ts), and through the forgetters their place in shared data.
   */
  async forgetUser(userId: number): Promise<void> {
    await this.registry;
    for (const kind of await this.knownKinds()) this.records(kind);
    for (const forget of this.forgetters.values()) await forget(userId);
    await Promise.all([...this.kinds.values()].map((kind) => kind.delete(userId)));
    await this.store.deleteOwned(userId);
  }

  async close(): Promise<void> {
    await this.registry;
    return this.store.close();
  }
}

export type StorageSettings = KeySettings & Partial<Pick<Config, "startupWaitMs">>;

/**
 * Opens the store (waiting, bounded, for Redis), checks that it takes writes, and settles the key:
 * the stored data's own, or a refused start that says what to do (settle-key.ts).
 */
export async function openStorage(settings: StorageSettings, logger?: Logger): Promise<Storage> {
  const opened = await openStore(settings.storage, {
    waitMs: settings.startupWaitMs ?? 60_000,
    logger,
  });
  try {
    const { key, check } = await settleKey(opened, settings, logger);
    return new Storage(opened, key, check, logger);
  } catch (error) {
    await opened.close().catch(() => undefined);
    throw error;
  }
}
