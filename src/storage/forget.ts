import { open } from "./cipher.js";
import type { OpenedStore } from "./keyv.js";

/**
 * --forget-credentials / FORGET_UNREADABLE=1 after a lost or changed key: deletes every sealed
 * record the current key cannot open (credentials, open wizards), so their owners meet the
 * ordinary "connect first" path. Records that open are kept.
 */
export async function forgetUnreadable(opened: OpenedStore, key: Buffer): Promise<number> {
  let forgotten = 0;
  for await (const entry of opened.sealedEntries()) {
    if (open(key, entry.key, entry.value) !== undefined) continue;
    await opened.keyv.delete(entry.key);
    forgotten++;
  }
  return forgotten;
}
