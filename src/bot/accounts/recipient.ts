/**
 * Whom a push about an account goes to: the account's owner, in their private chat, in their
 * language and zone, headed by the account's tag when they have more than one. Every job that
 * pushes about an account (claim status, conversion alerts, the watch, autopost) asks here.
 */
import type { Language } from "../../languages.js";

import { type SpeakingDeps, type Speech, speechFor } from "../speech/speech.js";
import { accountTag } from "./label.js";

export interface Recipient {
  /** the owner's private chat */
  chatId: number;
  speech: Speech;
  /** the heading line when the owner has more than one account */
  tag?: string;
  /** the account's number in the owner's list, for its buttons (0: the active one) */
  no: number;
}

/** Undefined when the account is no one's any more (removed while a job was on its way). */
export async function recipientOf(
  deps: SpeakingDeps,
  accountId: number,
  fallback?: Language,
): Promise<Recipient | undefined> {
  const owner = await deps.storage.accounts.ownerOf(accountId);
  if (owner === undefined) return undefined;
  const speech = await speechFor(deps, owner, fallback);
  const accounts = await deps.storage.accounts.peek(owner);
  const account = accounts.find((a) => a.id === accountId);
  const tag = account && accounts.length > 1 ? accountTag(speech.t, account) : undefined;
  return { chatId: owner, speech, tag, no: account?.no ?? 0 };
}
