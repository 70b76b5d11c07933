/**
 * Digest settings and the index that makes the tick cheap: a publisher whose daily digest or weekly
 * report card is on sits in exactly one set, `digest-due:<UTC minute of the day>`, the minute the
 * next of them falls due.
 * The entry is recomputed whenever the settings change and after each digest, so a change of
 * daylight-saving time or of time zone moves it. The tick reads only the sets of the minutes
 * it covers: its cost grows with the digests due, not with the publishers.
 */
import type { Language, Storage } from "../../../storage/index.js";
import { addDays, localDate, zonedInstant } from "../../format/local-time.js";
import { weekStart } from "../../reports/period.js";

export interface DigestSettings {
  enabled: boolean;
  /** delivery time, minutes past local midnight */
  at: number;
  /** the language of the digest when the publisher never chose one with /language */
  language: Language;
  /** the UTC minute of the day the publisher is indexed under, while the digest or the card is on */
  indexed?: number;
  /** the local day of the last scheduled digest */
  lastSent?: string;
  /** with several accounts: one digest for all of them, instead of one per account */
  combined?: boolean;
  /** last week's report card on Mondays at `at`, whether the daily digest is on or off */
  weekly?: boolean;
  /** the local Monday of the last weekly report card */
  weeklySent?: string;
}

export const DEFAULT_AT = 9 * 60;
const MINUTES_PER_DAY = 1440;

/** The digest's schedule and its choice of one message per account or one for all: the person's. */
export const DIGEST_KIND = "digest";
export const digestRecords = (storage: Storage) => storage.records<DigestSettings>(DIGEST_KIND);

export const dueSet = (minuteOfDay: number) => `digest-due:${minuteOfDay}`;

/** Publishers whose digest failed (the API, Telegram): visited again on every tick until sent. */
export const RETRY_SET = "digest-retry";

export const minuteOfDay = (instant: Date) =>
  Math.floor(instant.getTime() / 60_000) % MINUTES_PER_DAY;

const startOfMinute = (now: Date) => Math.floor(now.getTime() / 60_000) * 60_000;

/** Today's delivery if it is still ahead (this minute counts) and not sent, else tomorrow's. */
export function nextDue(now: Date, settings: DigestSettings, zone: string): Date {
  const today = localDate(now, zone);
  const due = zonedInstant(today, settings.at, zone);
  if (due.getTime() >= startOfMinute(now) && settings.lastSent !== today) return due;
  return zonedInstant(addDays(today, 1), settings.at, zone);
}

/** This Monday's weekly card if today is Monday and it is still ahead and not sent, else next Monday's. */
export function nextWeekly(now: Date, settings: DigestSettings, zone: string): Date {
  const today = localDate(now, zone);
  const monday = weekStart(today);
  const due = zonedInstant(monday, settings.at, zone);
  if (monday === today && due.getTime() >= startOfMinute(now) && settings.weeklySent !== today)
    return due;
  return zonedInstant(addDays(monday, 7), settings.at, zone);
}

/** Is today the publisher's Monday, past the digest's hour, with this Monday's card not sent? */
export function weeklyDue(now: Date, settings: DigestSettings, zone: string): boolean {
  const today = localDate(now, zone);
  return (
    Boolean(settings.weekly) &&
    weekStart(today) === today &&
    settings.weeklySent !== today &&
    zonedInstant(today, settings.at, zone).getTime() <= now.getTime()
  );
}

/** The first of the daily digest and the weekly card that is on, or none while both are off. */
function nextOf(now: Date, settings: DigestSettings, zone: string): Date | undefined {
  const times = [
    ...(settings.enabled ? [nextDue(now, settings, zone).getTime()] : []),
    ...(settings.weekly ? [nextWeekly(now, settings, zone).getTime()] : []),
  ];
  return times.length > 0 ? new Date(Math.min(...times)) : undefined;
}

/**
 * Saves the settings with the publisher indexed under the minute of their next digest or card (or
 * under none while both are off). The new entry is added before the old one goes, so a crash in between leaves
 * a stale entry (the tick drops it) rather than a publisher nobody will visit.
 */
export async function saveSchedule(
  storage: Storage,
  userId: number,
  settings: DigestSettings,
  zone: string,
  now: Date,
): Promise<DigestSettings> {
  const due = nextOf(now, settings, zone);
  const minute = due ? minuteOfDay(due) : undefined;
  const { indexed, ...rest } = settings;
  const next: DigestSettings = minute === undefined ? rest : { ...rest, indexed: minute };
  if (minute !== undefined && minute !== indexed) await storage.sets.add(dueSet(minute), userId);
  await digestRecords(storage).set(userId, next);
  if (indexed !== undefined && indexed !== minute)
    await storage.sets.remove(dueSet(indexed), userId);
  return next;
}

/**
 * /disconnect wipes the settings record with every record of the publisher; the index entry is
 * not a record of theirs, so it is removed here (before the record it is found by goes).
 */
export async function forgetDigestIndex(storage: Storage, userId: number): Promise<void> {
  const settings = await digestRecords(storage).get(userId);
  if (settings?.indexed !== undefined) await storage.sets.remove(dueSet(settings.indexed), userId);
  await storage.sets.remove(RETRY_SET, userId);
}
