/**
 * The account an update works on: the active one of the sender's accounts, read once per update
 * (`ctx.account`). Every command, wizard and inline query uses it; a button that acts for one
 * account carries its number and is resolved among the presser's own accounts (`ownAccount`).
 */
import type { Context } from "grammy";
import type { AccountEntry, Storage, UserAccounts, UserSettings } from "../../storage/index.js";
import type { Translate } from "../speech/speech.js";

export interface ActiveAccount {
  /** what its data is keyed by; the sender's own id while they have no account (nothing stored) */
  id: number;
  /** its number in the sender's list; 0 while they have none */
  no: number;
  label: string;
  /** more than one account connected: what is shown says which */
  many: boolean;
}

export interface AccountFlavor {
  account: ActiveAccount;
}

type AccountContext = Context & AccountFlavor & { deps: { storage: Storage } };

/** Reads the sender's active account again (after /accounts or /connect changed it). */
export async function reread(ctx: AccountContext): Promise<void> {
  await workOn(ctx, await ctx.deps.storage.users.get(ctx.from?.id ?? 0));
}

/** Sets `ctx.account` from the sender's record as just read. */
export async function workOn(ctx: AccountContext, record: UserSettings | undefined): Promise<void> {
  const userId = ctx.from?.id ?? 0;
  setAccount(ctx, userId, ctx.deps.storage.accounts.ofRecord(record));
}

/** Sets `ctx.account`: the active one of the user's accounts, or their own id while they have none. */
export function setAccount(
  ctx: AccountContext,
  userId: number,
  { accounts, active }: UserAccounts,
) {
  ctx.account = active
    ? { id: active.id, no: active.no, label: active.label, many: accounts.length > 1 }
    : { id: userId, no: 0, label: "", many: false };
}

/**
 * One of the sender's own accounts by its number (from a button), or undefined: a number that is
 * not theirs (removed since, or a forged button) names nothing.
 */
export async function ownAccount(
  ctx: Pick<AccountContext, "from" | "deps">,
  no: number,
): Promise<(AccountEntry & { many: boolean }) | undefined> {
  const userId = ctx.from?.id;
  if (userId === undefined) return undefined;
  const { accounts } = await ctx.deps.storage.accounts.of(userId);
  const found = accounts.find((account) => account.no === no);
  return found && { ...found, many: accounts.length > 1 };
}

/**
 * A button that carries its account (`no`, a callback field of kind `account`): this update works
 * on that account of the presser's instead of the active one, so a card acts for the account it
 * shows even after a switch. 0 (a wizard opened without a card): the active one. False, with the
 * presser told and nothing done, when the number is not one of their accounts (removed since, or
 * forged).
 */
export async function actFor(ctx: AccountContext & { t: Translate }, no: number): Promise<boolean> {
  if (no === 0 || no === ctx.account.no) return true;
  const account = await ownAccount(ctx, no);
  if (!account) {
    const text = ctx.t("accounts-gone");
    if (ctx.callbackQuery) await ctx.answerCallbackQuery({ text, show_alert: true });
    else await ctx.reply(text);
    return false;
  }
  ctx.account = { id: account.id, no: account.no, label: account.label, many: account.many };
  return true;
}
