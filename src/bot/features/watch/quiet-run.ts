/**
 * Quiet runs in hourly figures, for the traffic rules (traffic.ts for the account, campaigns.ts
 * for each campaign): where the run of hours without clicks (or without conversions) that ends
 * with the last complete hour began, and what the same hours brought on the week's days before.
 * A stop is judged from where its quiet run began, however long it had lasted when a check ran.
 */
export interface HourFigures {
  clicks: number;
  conversions: number;
}

/** Figures by the hour's start (ISO). An hour absent had no traffic. */
export type Hours = ReadonlyMap<string, HourFigures>;

export const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How many complete hours without clicks (or conversions) make a stop. */
export const QUIET_HOURS = 3;

export interface QuietRun {
  /** the run's first hour (ms) */
  start: number;
  /** its hours, up to the last complete hour */
  length: number;
}

export const lastCompleteHourEnd = (now: Date) => Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;

const at = (ms: number) => new Date(ms).toISOString();

export const figuresAt = (hours: Hours, ms: number): HourFigures =>
  hours.get(at(ms)) ?? { clicks: 0, conversions: 0 };

/** The hours from `start` (ms), `length` of them, summed. */
export function sumOf(hours: Hours, start: number, length: number): HourFigures {
  const sum = { clicks: 0, conversions: 0 };
  for (let h = 0; h < length; h++) {
    const figures = figuresAt(hours, start + h * HOUR_MS);
    sum.clicks += figures.clicks;
    sum.conversions += figures.conversions;
  }
  return sum;
}

/**
 * The run of `quiet` hours that ends with the last complete hour before `end` (ms), scanned back
 * no further than `from` (ms, the first hour read): undefined when it reaches `from` (where it
 * began is not known) or when the last hour is not quiet.
 */
export function quietRun(
  hours: Hours,
  end: number,
  from: number,
  quiet: (figures: HourFigures) => boolean,
): QuietRun | undefined {
  let start = end;
  while (start - HOUR_MS >= from && quiet(figuresAt(hours, start - HOUR_MS))) start -= HOUR_MS;
  const length = (end - start) / HOUR_MS;
  if (length === 0 || start - HOUR_MS < from) return undefined;
  return { start, length };
}

/** The starts (ms) of each `QUIET_HOURS` span within the run: a stop is judged on any of them. */
export function spansOf(run: QuietRun): number[] {
  const starts: number[] = [];
  for (let h = 0; h + QUIET_HOURS <= run.length; h++) starts.push(run.start + h * HOUR_MS);
  return starts;
}

export interface Usual {
  /** clicks and conversions the hours brought a day, on average over the week before */
  clicks: number;
  conversions: number;
  /** on how many of those days they converted */
  daysConverted: number;
}

/** What the hours from `start`, `length` of them, brought on each of the seven days before. */
export function usualOf(hours: Hours, start: number, length: number): Usual {
  const usual = { clicks: 0, conversions: 0, daysConverted: 0 };
  for (let day = 1; day <= 7; day++) {
    const sum = sumOf(hours, start - day * DAY_MS, length);
    usual.clicks += sum.clicks / 7;
    usual.conversions += sum.conversions / 7;
    if (sum.conversions > 0) usual.daysConverted += 1;
  }
  return usual;
}
