/**
 * Publishers whose claims are watched: everyone with client credentials. The watch job visits the
 * members of one id set instead of scanning every user, so the set is kept in step wherever
 * credentials are stored or dropped (connect, disconnect) and, for credentials stored before the
 * set existed, whenever a publisher uses /claim or /claims.
 */
import type { Language, Storage } from "../../storage/index.js";
import { LANGUAGES } from "./i18n.js";

export const CLAIM_WATCHERS = "claim-watchers";

/** What the job needs to talk to a watcher it has no update from: the language they last used. */
export interface ClaimWatcher {
  language: Language;
}

export function watcherRecords(storage: Storage) {
  return storage.records<ClaimWatcher>("claim-watcher");
}

export async function rememberClaimWatcher(
  storage: Storage,
  userId: number,
  locale: string,
): Promise<void> {
  const language = LANGUAGES.find((known) => known === locale) ?? "en";
  const known = await watcherRecords(storage).get(userId);
  if (known?.language !== language) await watcherRecords(storage).set(userId, { language });
  await storage.sets.add(CLAIM_WATCHERS, userId);
}

export async function forgetClaimWatcher(storage: Storage, userId: number): Promise<void> {
  await storage.sets.remove(CLAIM_WATCHERS, userId);
}
