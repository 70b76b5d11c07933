import type Keyv from "keyv";
import type { Config } from "../config.js";
import type { Language } from "../languages.js";
import type { Logger } from "../logger.js";
import { Accounts, type AccountsList, ADDED_ACCOUNT_IDS } from "./accounts.js";
import type { KeyCheck } from "./key-check.js";
import { type OpenedStore, openStore, type RedisCommands } from "./keyv.js";
import { InProcessLeases, type Leases, RedisLeases } from "./leases.js";
import { inProcessLocks, type Locks, RedisLocks } from "./locks.js";
import { KeyvOnceMarks, type OnceMarks, RedisOnceMarks } from "./once.js";
import { InProcessPaces, type Paces, RedisPaces } from "./paces.js";
import { Records } from "./records.js";
import { SealedRecords, type SealGuard } from "./sealed.js";
import { type IdSets, KeyvIdSets, RedisIdSets } from "./sets.js";
import { type KeySettings, settleKey } from "./settle-key.js";
import { UnreadableLog } from "./unreadable-log.js";
import { CredentialVault, type PublisherSecrets } from "./vault.js";

export type { Language } from "../languages.js";
export {
  type AccountEntry,
  Accounts,
  ADDED_ACCOUNT_IDS,
  clipLabel,
  LABEL_MAX,
  type UserAccounts,
} from "./accounts.js";
export type { Lease, Leases } from "./leases.js";
export { inProcessLocks, type Locks } from "./locks.js";
export type { OnceHold, OnceMarks } from "./once.js";
export type { Paces } from "./paces.js";
export { Records } from "./records.js";
export { SealedRecords } from "./sealed.js";
export type { IdSets } from "./sets.js";
export { CredentialVault, hasClientPair, type PublisherSecrets } from "./vault.js";

/** Minutes of the publisher's local day; `from` > `to` spans midnight. */
export interface QuietHours {
  from: number;
  to: number;
}

/** A publisher's settings and their accounts; kept apart from their secrets (the vault). */
export interface UserSettings extends AccountsList {
  /** chosen with /language */
  language?: Language;
  /** the language of their Telegram client when last seen: what jobs speak until they choose */
  clientLanguage?: Language;
  timeZone?: string;
  /** when pushes that can wait are held (set in /alerts); none: never */
  quietHours?: QuietHours;
}

/** Every kind of per-user record ever used, so forgetUser finds kinds this process has not met. */
const KINDS_KEY = "record-kinds";

/** When a forgetter runs: for each account removed, or once for the person (/disconnect). */
export type ForgetScope = "account" | "person";

export class Storage {
  /** Publishers' credentials, encrypted, with the index of those who can file claims. */
  readonly vault: CredentialVault;
  readonly users: Records<UserSettings>;
  /** The accounts each user connected (kept in their user record); see accounts.ts. */
  readonly accounts: Accounts;
  readonly sets: IdSets;
  readonly once: OnceMarks;
  /** Per-chat mutual exclusion across instances (a no-op with one process). */
  readonly locks: Locks;
  /** One holder of a piece of work at a time across instances, renewed while it lives. */
  readonly leases: Leases;
  /** One pace per key (a network account) shared by every instance. */
  readonly paces: Paces;
  private readonly kinds = new Map<string, Records<unknown>>();
  private readonly forgetters = new Map<
    string,
    { scope: ForgetScope; forget: (id: number) => Promise<void> }
  >();
  /** Kinds keyed by a person, not by an account: removing an account keeps them. */
  private readonly personKinds = new Set<string>();
  /** Writes of the persisted list of record kinds, in order. */
  private registry: Promise<void> = Promise.resolve();
  readonly keyv: Keyv;
  readonly redis: RedisCommands | undefined;
  /** SQLite mode: statements on the bot's database, for the inbox's own tables. */
  readonly sql: OpenedStore["sql"];
  /** SQLite mode: what batched writes on the database take turns with (group-commit.ts). */
  readonly writeTurns: OpenedStore["writeTurns"];
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
    this.writeTurns = store.writeTurns;
    const unreadable = new UnreadableLog(logger);
    this.guard = { beforeWrite: () => check.ensure(), unreadable: (key) => unreadable.note(key) };
    this.sets = redis ? new RedisIdSets(redis) : new KeyvIdSets(keyv);
    this.vault = new CredentialVault(this.sealed<PublisherSecrets>("credentials"), this.sets);
    this.users = this.records<UserSettings>("user");
    this.keepPerPerson(["user", "conversation"]);
    this.accounts = new Accounts(this.users, this.records<number>("account-owner"));
    // forgetUser deletes the credentials record by kind; the index goes with it.
    this.onForget("credential-index", (userId) => this.vault.index(userId, undefined));
    this.once = redis ? new RedisOnceMarks(redis) : new KeyvOnceMarks(keyv);
    this.locks = redis ? new RedisLocks(redis) : inProcessLocks;
    this.leases = redis ? new RedisLeases(redis) : new InProcessLeases();
    this.paces = redis ? new RedisPaces(redis) : new InProcessPaces();
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

  /**
   * Kinds of record keyed by the person (their settings, what their chat shows), not by one of
   * their accounts: wiped by /disconnect, kept when one account is removed. Declared when the bot
   * is built, before any account can be removed.
   */
  keepPerPerson(kinds: readonly string[]): void {
    for (const kind of kinds) this.personKinds.add(kind);
  }

  /** A kind of per-user record encrypted at rest; wiped by `forgetUser` like any kind. */
  sealed<T>(kind: string): SealedRecords<T> {
    return new SealedRecords<T>(this.records<string>(kind), this.secretKey, this.guard);
  }

  /**
   * For data not keyed by user alone (set memberships, indexes): cleaned on /disconnect too. One
   * forgetter per name, so a second bot built on the same storage does not add it twice.
   */
  onForget(
    name: string,
    forget: (id: number) => Promise<void>,
    scope: ForgetScope = "account",
  ): void {
    this.forgetters.set(name, { scope, forget });
  }

  /**
   * Deletes one account's credentials and every key of its: records of every kind, click records,
   * once-marks (owned-keys.ts), and through the forgetters its place in shared data. The first
   * account has its owner's id: then the owner's own kinds stay.
   */
  async forgetAccount(userId: number, accountId: number): Promise<void> {
    const keep = accountId < ADDED_ACCOUNT_IDS ? this.personKinds : new Set<string>();
    await this.wipe(accountId, keep, "account");
    // Listed until wiped: a wipe cut short can be made again from /accounts.
    await this.accounts.remove(userId, accountId);
  }

  /** /disconnect: every account of the publisher's, then everything of theirs. */
  async forgetUser(userId: number): Promise<void> {
    const { accounts } = await this.accounts.of(userId);
    for (const account of accounts)
      if (account.id !== userId) await this.forgetAccount(userId, account.id);
    await this.wipe(userId, new Set(), "person");
  }

  private async wipe(id: number, keep: ReadonlySet<string>, scope: ForgetScope): Promise<void> {
    await this.registry;
    for (const kind of await this.knownKinds()) this.records(kind);
    // Person forgetters run once, for the person; account forgetters for every account.
    for (const forgetter of this.forgetters.values())
      if (forgetter.scope === "account" || scope === "person") await forgetter.forget(id);
    const kinds = [...this.kinds.values()].filter((kind) => !keep.has(kind.kind));
    await Promise.all(kinds.map((kind) => kind.delete(id)));
    await this.store.deleteOwned(id, keep);
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
