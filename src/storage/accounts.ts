/**
 * The network accounts a Telegram user has connected. Each account has an id that keys its data
 * (credentials, marks, watch state, …): their first account has the user's own id; one added
 * beside it gets an id from 2^52 up, which no Telegram id reaches (Telegram's ids have at most 52
 * significant bits), so every key built from an id stays apart.
 * Each account also has a small number in its owner's list (`no`), never reused: buttons carry it,
 * and it is looked up among the presser's own accounts only, so no button names someone else's.
 */
import { randomInt } from "node:crypto";
import type { Records } from "./records.js";

/** One connected account in its owner's list. */
export interface AccountEntry {
  id: number;
  /** its number in the owner's list: 1, 2, … never reused */
  no: number;
  /** the profile's name when connected, or what the owner renamed it to; "" until known */
  label: string;
}

/** What a user's record keeps of their accounts (beside language and zone). */
export interface AccountsList {
  accounts?: AccountEntry[];
  /** the id of the account commands work on */
  activeAccount?: number;
  /** the `no` the next added account gets */
  nextAccountNo?: number;
}

/** The first id an added account may get: past every Telegram user id. */
export const ADDED_ACCOUNT_IDS = 2 ** 52;
/** The longest label kept (it heads messages and fits a button). */
export const LABEL_MAX = 32;

/** A user's accounts, and the one that is active (undefined: none connected). */
export interface UserAccounts {
  accounts: AccountEntry[];
  active?: AccountEntry;
}

/** The accounts half of the user records: list, add, switch, rename, remove, owner of an id. */
export class Accounts {
  constructor(
    private readonly users: Records<AccountsList>,
    private readonly owners: Records<number>,
  ) {}

  /** The user's accounts. */
  async of(userId: number): Promise<UserAccounts> {
    return this.ofRecord(await this.users.get(userId));
  }

  /** `of`, from the user's record as just read (an update reads it once for all it needs). */
  ofRecord(record: AccountsList | undefined): UserAccounts {
    return record?.accounts ? pick(record.accounts, record.activeAccount) : { accounts: [] };
  }

  /** The user's accounts as stored (the list alone). */
  async peek(userId: number): Promise<AccountEntry[]> {
    return (await this.users.get(userId))?.accounts ?? [];
  }

  /** The Telegram user an account belongs to (undefined: no such account any more). */
  async ownerOf(accountId: number): Promise<number | undefined> {
    if (accountId < ADDED_ACCOUNT_IDS) return accountId;
    return this.owners.get(accountId);
  }

  /**
   * A new account for the user, made active: the user's own id when none of theirs has it (their
   * first), else a fresh one. Its credentials are the caller's to store.
   */
  async add(userId: number, label: string): Promise<AccountEntry> {
    const { accounts } = await this.of(userId);
    const ownIdFree = !accounts.some((account) => account.id === userId);
    const id = ownIdFree ? userId : await this.freshId();
    if (!ownIdFree) await this.owners.set(id, userId);
    let added: AccountEntry | undefined;
    await this.users.update(userId, (user) => {
      const no = user?.nextAccountNo ?? accounts.length + 1;
      added = { id, no, label: clipLabel(label) };
      return {
        ...user,
        accounts: [...(user?.accounts ?? []), added],
        activeAccount: id,
        nextAccountNo: no + 1,
      };
    });
    if (!added) throw new Error("account not added");
    return added;
  }

  /** Makes one of the user's accounts active; false when it is not theirs. */
  async activate(userId: number, accountId: number): Promise<boolean> {
    const { accounts } = await this.of(userId);
    if (!accounts.some((account) => account.id === accountId)) return false;
    await this.users.update(userId, (user) => ({ ...user, activeAccount: accountId }));
    return true;
  }

  async rename(userId: number, accountId: number, label: string): Promise<void> {
    await this.change(userId, (accounts) =>
      accounts.map((a) => (a.id === accountId ? { ...a, label: clipLabel(label) } : a)),
    );
  }

  /** Takes the account off the user's list (its data is wiped by Storage.forgetAccount). */
  async remove(userId: number, accountId: number): Promise<void> {
    await this.change(userId, (accounts) => accounts.filter((a) => a.id !== accountId));
    if (accountId >= ADDED_ACCOUNT_IDS) await this.owners.delete(accountId);
  }

  private async change(
    userId: number,
    edit: (accounts: AccountEntry[]) => AccountEntry[],
  ): Promise<void> {
    const { accounts } = await this.of(userId);
    const next = edit(accounts);
    await this.users.update(userId, (user) => {
      const active = next.some((a) => a.id === user?.activeAccount)
        ? user?.activeAccount
        : next[0]?.id;
      return { ...user, accounts: next, activeAccount: active };
    });
  }

  private async freshId(): Promise<number> {
    for (;;) {
      const id = ADDED_ACCOUNT_IDS + randomInt(2 ** 47);
      if ((await this.owners.get(id)) === undefined) return id;
    }
  }
}

function pick(accounts: AccountEntry[], activeId: number | undefined): UserAccounts {
  const active = accounts.find((account) => account.id === activeId) ?? accounts[0];
  return { accounts, active };
}

export function clipLabel(label: string): string {
  const clean = label.replace(/\s+/g, " ").trim();
  return [...clean].slice(0, LABEL_MAX).join("");
}
