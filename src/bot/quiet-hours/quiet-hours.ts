/**
 * A publisher's quiet hours: set in /alerts, kept with their settings, and kept by every push that
 * can wait (alerts are held for a summary, the watch holds its message). Minutes of their local
 * day; `from` > `to` spans midnight.
 */
import type { QuietHours, Storage } from "../../storage/index.js";
import { zoneOffsetMinutes } from "../format/local-time.js";

export type { QuietHours };

/** Their quiet hours (`id`: the user's, or one of their accounts'). */
export async function quietHoursOf(storage: Storage, id: number): Promise<QuietHours | undefined> {
  const settings = await storage.users.get((await storage.accounts.ownerOf(id)) ?? id);
  return settings?.quietHours;
}

/** Sets them (undefined: none); callers hold the user's lock, as for any settings change. */
export async function setQuietHours(
  storage: Storage,
  userId: number,
  quiet: QuietHours | undefined,
): Promise<void> {
  await storage.users.update(userId, (settings) => ({ ...settings, quietHours: quiet }));
}

/** Inside quiet hours at that instant, in that zone? */
export function isQuiet(quiet: QuietHours | undefined, at: Date, zone: string): boolean {
  if (!quiet || quiet.from === quiet.to) return false;
  const utcMinutes = Math.floor(at.getTime() / 60_000) % 1440;
  const local = (((utcMinutes + zoneOffsetMinutes(at, zone)) % 1440) + 1440) % 1440;
  return quiet.from < quiet.to
    ? local >= quiet.from && local < quiet.to
    : local >= quiet.from || local < quiet.to;
}
