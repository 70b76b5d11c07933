/**
 * Reading and changing a publisher's digest settings: the daily digest and the weekly report card
 * on or off and their delivery time live in the `digest` record, the time zone in the publisher's
 * settings (so /stats counts days in it too).
 * Every change re-indexes the publisher (see schedule.ts).
 */
import type { Language, Storage } from "../../../storage/index.js";
import { zoneFor } from "../../speech/speech.js";
import {
  DEFAULT_AT,
  type DigestSettings,
  digestRecords,
  nextDue,
  nextWeekly,
  saveSchedule,
} from "./schedule.js";

export interface DigestState {
  settings: DigestSettings;
  zone: string;
  /** ms of the next digest, when on */
  nextAt?: number;
  /** ms of the next weekly report card, when on */
  nextWeeklyAt?: number;
}

export interface DigestChange {
  enabled?: boolean;
  at?: number;
  zone?: string;
  combined?: boolean;
  weekly?: boolean;
}

export async function readDigest(
  storage: Storage,
  userId: number,
  language: Language,
  now: Date,
): Promise<DigestState> {
  const settings = (await digestRecords(storage).get(userId)) ?? {
    enabled: false,
    at: DEFAULT_AT,
    language,
  };
  const zone = await zoneFor(storage, userId);
  return stateOf(settings, zone, now);
}

/** Applies the change, keeps the publisher's current language for the job, and re-indexes. */
export async function changeDigest(
  storage: Storage,
  userId: number,
  change: DigestChange,
  language: Language,
  now: Date,
): Promise<DigestState> {
  const current = await readDigest(storage, userId, language, now);
  const zone = change.zone ?? current.zone;
  if (change.zone !== undefined) {
    await storage.users.update(userId, (user) => ({ ...user, timeZone: change.zone }));
  }
  const wanted: DigestSettings = {
    ...current.settings,
    language,
    ...(change.enabled === undefined ? {} : { enabled: change.enabled }),
    ...(change.at === undefined ? {} : { at: change.at }),
    ...(change.combined === undefined ? {} : { combined: change.combined }),
    ...(change.weekly === undefined ? {} : { weekly: change.weekly }),
  };
  const saved = await saveSchedule(storage, userId, wanted, zone, now);
  return stateOf(saved, zone, now);
}

function stateOf(settings: DigestSettings, zone: string, now: Date): DigestState {
  return {
    settings,
    zone,
    ...(settings.enabled && { nextAt: nextDue(now, settings, zone).getTime() }),
    ...(settings.weekly && { nextWeeklyAt: nextWeekly(now, settings, zone).getTime() }),
  };
}

/** Digests and weekly cards off, if on: a publisher who blocked the bot reads none. */
export async function switchOffDigest(storage: Storage, userId: number, now: Date): Promise<void> {
  const settings = await digestRecords(storage).get(userId);
  if (!settings?.enabled && !settings?.weekly) return;
  const zone = await zoneFor(storage, userId);
  await saveSchedule(storage, userId, { ...settings, enabled: false, weekly: false }, zone, now);
}
