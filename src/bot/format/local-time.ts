/**
 * Calendar days and wall-clock times in a publisher's time zone, with nothing but Intl: "today"
 * for /stats and the moment a digest falls due. Days are `yyyy-mm-dd` strings throughout.
 */

export const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, f);
  }
  return f;
}

/** True for a zone name Intl knows (IANA names, `UTC`, `Etc/GMT+3`). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 40) return false;
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's own spelling of a name typed in any case ("europe/moscow" → "Europe/Moscow"). */
export function canonicalZone(zone: string): string | undefined {
  if (!isTimeZone(zone)) return undefined;
  return new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Minutes the zone is ahead of UTC at that instant. */
export function zoneOffsetMinutes(instant: Date, zone: string): number {
  const w = wallClock(instant, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The day the publisher's calendar shows at that instant. */
export function localDate(instant: Date, zone: string): string {
  const w = wallClock(instant, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/**
 * The instant the zone's clock shows `day` at `minutes` past midnight. A time that happens twice
 * (clocks going back) is its first occurrence; a time skipped by clocks going forward lands just
 * after the jump, as a phone's alarm would.
 */
export function zonedInstant(day: string, minutes: number, zone: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  const wall = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 0, minutes);
  const offsetAt = (instant: number) => zoneOffsetMinutes(new Date(instant), zone) * 60_000;
  const first = wall - offsetAt(wall);
  const offset = offsetAt(first);
  if (wall - offset === first) return new Date(first);
  const second = wall - offset;
  if (offsetAt(second) === offset) return new Date(second);
  return new Date(Math.max(first, second));
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** Days from `from` to `to` inclusive (1 for a single day). */
export function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
}

/** Every day from `from` to `to`, inclusive. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** "HH:MM" of minutes past midnight. */
export function clockText(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Minutes past midnight of a typed "9:30", "09:30" or "9.30"; undefined when it is not a time. */
export function parseClock(text: string): number | undefined {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined;
}
