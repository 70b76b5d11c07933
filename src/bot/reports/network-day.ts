/**
 * The network's day. Statistics count days in the network's own zone (`time_zone_api_stat`), not
 * the publisher's: for a publisher east of it, their "yesterday" may still be running at the
 * network; for one west of it, the network's "today" may be their tomorrow. A day the network has
 * not closed is "so far": shown as such, never compared with a whole day, never a reason to warn.
 */
import { ownEntry } from "../../own-entry.js";
import type { PublisherClient } from "../../publisher-api/index.js";
import { addDays, canonicalZone, localDate, zonedInstant } from "../format/local-time.js";

/** Where the network names none the bot can read. */
export const FALLBACK_NETWORK_ZONE = "UTC";

/** Abbreviations seen for zones without an offset in them. */
const ABBREVIATIONS: Readonly<Record<string, string>> = {
  MSK: "Europe/Moscow",
  UTC: "UTC",
  GMT: "UTC",
};

/**
 * A zone Intl can use, from what the network sent: an IANA name ("Europe/Moscow"), an
 * abbreviation ("MSK"), or a whole-hour offset ("+03:00", "UTC+3", "GMT+03"). Undefined otherwise.
 */
export function readNetworkZone(sent: string | undefined): string | undefined {
  const text = sent?.trim() ?? "";
  if (text === "") return undefined;
  const named = ownEntry(ABBREVIATIONS, text.toUpperCase()) ?? canonicalZone(text);
  if (named) return named;
  const offset = /^(?:UTC|GMT)?\s*([+-])(\d{1,2})(?::?(\d{2}))?$/i.exec(text);
  if (!offset || (offset[3] !== undefined && offset[3] !== "00")) return undefined;
  const hours = Number(offset[2]);
  if (hours > 14) return undefined;
  if (hours === 0) return "UTC";
  // Etc/GMT zones are named with the sign reversed: UTC+3 is Etc/GMT-3.
  return `Etc/GMT${offset[1] === "+" ? "-" : "+"}${hours}`;
}

/** The network's calendar at one instant. */
export interface NetworkClock {
  zone: string;
  /** the network's current day: running, "so far" */
  today: string;
}

export function networkClock(now: Date, sentZone: string | undefined): NetworkClock {
  const zone = readNetworkZone(sentZone) ?? FALLBACK_NETWORK_ZONE;
  return { zone, today: localDate(now, zone) };
}

/**
 * The network's clock now, for a door about to name a period: its zone comes with every statistics
 * answer, so until one has come (a fresh bot) one small report (a day, one row) is asked first.
 * Without it "today" would be read on UTC's clock and change when the first answer came.
 */
export async function learnedNetworkClock(
  client: PublisherClient,
  knownZone: () => string | undefined,
  now: Date,
): Promise<NetworkClock> {
  if (!knownZone()) {
    const day = localDate(now, FALLBACK_NETWORK_ZONE);
    await client.statistics.general({
      group_field: "event_time_day",
      date_from: day,
      date_to: day,
      limit: 1,
    });
  }
  return networkClock(now, knownZone());
}

export type DayState = "closed" | "so-far" | "not-begun";

export function dayState(day: string, clock: NetworkClock): DayState {
  if (day < clock.today) return "closed";
  return day === clock.today ? "so-far" : "not-begun";
}

/** The last day the network has closed. */
export const lastClosedDay = (clock: NetworkClock) => addDays(clock.today, -1);

/** The instant the network's `day` begins (its midnight). */
export const networkDayStart = (day: string, clock: NetworkClock) =>
  zonedInstant(day, 0, clock.zone);
