// Day arithmetic in "epoch days". The network keeps its calendar in Moscow time, as a network of
// this kind is likely to (and says so in every statistics answer): its day begins at 21:00 UTC.
// Moscow has no daylight-saving time, so a day is a fixed offset from UTC, whatever the machine.

export const DAY_MS = 86_400_000;

/** The zone the network counts its days in, as `time_zone_api_stat` names it. */
export const NETWORK_ZONE = "Europe/Moscow";
const NETWORK_OFFSET_MS = 3 * 60 * 60_000;

/** The network's day at that instant. */
export function networkDay(d: Date): number {
  return epochDay(new Date(d.getTime() + NETWORK_OFFSET_MS));
}

/** The network's hour at that instant, counted from the epoch: `day * 24 + hour of its day`. */
export function networkHour(d: Date): number {
  return Math.floor((d.getTime() + NETWORK_OFFSET_MS) / 3_600_000);
}

export function epochDay(d: Date): number {
  return Math.floor(d.getTime() / DAY_MS);
}

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n));

/** yyyy-mm-dd of an epoch day. */
export function isoDay(day: number): string {
  const d = new Date(day * DAY_MS);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** Strict yyyy-mm-dd with a real calendar date; undefined otherwise. */
export function parseIsoDay(s: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return undefined;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    return undefined;
  }
  return ms / DAY_MS;
}

/** yyyy-mm-dd HH:MM:SS (UTC), the XML family's date-time shape. */
export function dateTime(ms: number): string {
  const d = new Date(ms);
  return `${isoDay(Math.floor(ms / DAY_MS))} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
}

/** ISO 8601 with an explicit offset, the JSON family's shape (always UTC here). */
export function iso8601(ms: number): string {
  return `${new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19)}+00:00`;
}

/** dd.mm.yyyy HH:MM:SS, as order statistics were seen on the live API. */
export function dottedDateTime(ms: number): string {
  const [y, m, d] = isoDay(Math.floor(ms / DAY_MS)).split("-");
  return `${d}.${m}.${y} ${dateTime(ms).slice(11)}`;
}

/** 0 = Monday ... 6 = Sunday (epoch day 0 was a Thursday). */
export function dayOfWeek(day: number): number {
  return (day + 3) % 7;
}

export function weekStart(day: number): number {
  return day - dayOfWeek(day);
}

export function monthKey(day: number): string {
  return isoDay(day).slice(0, 7);
}

export function quarterKey(day: number): string {
  const iso = isoDay(day);
  return `${iso.slice(0, 4)}-Q${Math.floor((Number(iso.slice(5, 7)) - 1) / 3) + 1}`;
}

export function yearKey(day: number): string {
  return isoDay(day).slice(0, 4);
}

/** Epoch day of the first day of the month `monthsBack` months before `day`'s month. */
export function monthStart(day: number, monthsBack = 0): number {
  const d = new Date(day * DAY_MS);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - monthsBack, 1) / DAY_MS;
}
